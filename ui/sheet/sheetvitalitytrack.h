#pragma once

#include "model/leader.h"

#include <QWidget>

namespace castellan {

/**
 * The sheet's view of a leader's vitality: one box per point of his Vitality rating (RULES L3), filled for
 * vitality left, struck through for wounds taken. A disabled leader's track turns amber, a dead one's grey with
 * every box crossed out, a captive's is drawn hatched.
 */
class SheetVitalityTrack : public QWidget
{
    Q_OBJECT

public:
    explicit SheetVitalityTrack(QWidget *parent = nullptr);

    void setVitality(int current, int rating, LeaderStatus status);
    int current() const { return mCurrent; }
    int rating() const { return mRating; }
    LeaderStatus status() const { return mStatus; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int boxSize() const;

    int mCurrent = 0;
    int mRating = 0;
    LeaderStatus mStatus = LeaderStatus::Active;
};

} // namespace castellan

#pragma once

#include <QWidget>

namespace castellan {

/**
 * A leader's vitality as a row of boxes, one per point of his Vitality rating (RULES L3): filled for what he
 * has, empty for wounds taken. A preview value shows what a wound or a heal would leave (boxes about to be lost
 * hatched, boxes about to come back outlined in green).
 */
class VitalityTrack : public QWidget
{
    Q_OBJECT

public:
    explicit VitalityTrack(QWidget *parent = nullptr);

    void setValues(int rating, int current);
    /** What the vitality would become; equal to current shows no preview. */
    void setPreview(int vitality);
    int rating() const { return mRating; }
    int current() const { return mCurrent; }
    int preview() const { return mPreview; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int mRating = 0;
    int mCurrent = 0;
    int mPreview = 0;
};

} // namespace castellan

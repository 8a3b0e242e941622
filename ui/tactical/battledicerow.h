#pragma once

#include "tactical/ruleset.h"

#include <QWidget>

namespace castellan {

/** Battle dice as they lie on the table (RULES C1): each face drawn with its mark; the re-rolled ones greyed. */
class BattleDiceRow : public QWidget
{
    Q_OBJECT

public:
    explicit BattleDiceRow(QWidget *parent = nullptr);

    /** The faces rolled, then the ones rolled again (drawn after a gap). */
    void setFaces(const Ruleset &rules, const QList<int> &faces, const QList<int> &rolledAgain = {});
    int count() const { return int(mFaces.size() + mAgain.size()); }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<Face> mFaces;
    QList<Face> mAgain;
    QStringList mKeys; ///< unit type keys, by index
};

} // namespace castellan

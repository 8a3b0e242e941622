#pragma once

#include "rules/traits.h"

#include "diedropzone.h"

class QLabel;
class QMimeData;

namespace castellan {

class DieFaceWidget;

/**
 * One of the seven traits on the New Leader dialog (RULES L1): its keyboard letter, its name and what it is
 * for, and the creation die assigned to it, which is its rating. A die is dropped here from the pool or from
 * another slot; the die here can be dragged on again. Delete or Backspace sends it back to the pool.
 */
class TraitSlot : public DieDropZone
{
    Q_OBJECT

public:
    explicit TraitSlot(Trait trait, QWidget *parent = nullptr);

    Trait trait() const { return mTrait; }
    /** The die index and face assigned here; die -1 empties the slot. */
    void setDie(int die, int face);
    int die() const { return mDie; }
    DieFaceWidget *dieWidget() const { return mDieWidget; }

    /** What a rating in this trait is for, one short line. */
    static QString purpose(Trait trait);

Q_SIGNALS:
    void dragRequested(int die);
    void clicked();
    void clearRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    Trait mTrait;
    int mDie = -1;
    QLabel *mRating;
    DieFaceWidget *mDieWidget;
};

} // namespace castellan

#pragma once

#include "rules/traits.h"

#include "diedropzone.h"
#include <QList>

#include <optional>

class QLabel;
class QMimeData;

namespace castellan {

class DieFaceWidget;

/**
 * The seven dice of a creation roll (RULES L1), numbered 1 to 7 for the keyboard. A die already given to a
 * trait stays in its place, dimmed and marked with the trait's letter, so the numbers never move. Dice are
 * dragged out of here onto trait slots and dropped back here to unassign them; Left and Right move between
 * dice, Delete sends the focused die back.
 */
class CreationPool : public DieDropZone
{
    Q_OBJECT

public:
    explicit CreationPool(QWidget *parent = nullptr);

    /** The rolled faces; empty shows seven empty places. */
    void setFaces(const QList<int> &faces);
    void setAssignedTrait(int die, std::optional<Trait> trait);
    void setSelected(int die);
    DieFaceWidget *die(int index) const { return mDice.value(index); }

Q_SIGNALS:
    void dieActivated(int die);
    void dragRequested(int die);
    void unassignRequested(int die);

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int focusedDie() const;

    QList<DieFaceWidget *> mDice;
    QList<QLabel *> mCaptions;
};

} // namespace castellan

#pragma once

#include "battlestep.h"

#include "map/hexgrid.h"

class QComboBox;

namespace castellan {

/** The battle is over: what came of it, and Finish, which records it as one undoable action. */
class OverStep : public BattleStep
{
    Q_OBJECT

public:
    explicit OverStep(QWidget *parent = nullptr);

    void refresh(const Battle &battle) override;
    QString title() const override;
    QString note() const override;
    /** The events from this one on are the aftermath's (RULES F8); -1 when it rolled nothing. */
    void setAftermathFrom(int event) { mAftermathFrom = event; }
    /**
     * RULES F1, F6a: the spaces a side that moves off may go to, the default first, each with its label; none:
     * it has no way out. Hidden for a side that stays.
     */
    void setWays(Role r, bool moves, const QList<Hex> &hexes, const QStringList &labels);
    /** The space picked for the side, or off the map when it has none. */
    Hex way(Role r) const;
    /** Finish has landed the battle. */
    void setFinished(bool finished);

private:
    void refreshFinish();

    QLabel *mText = nullptr;
    QWidget *mWayRow = nullptr;
    QLabel *mWayLabel[2] = {nullptr, nullptr};
    QComboBox *mWay[2] = {nullptr, nullptr};
    QLabel *mHint = nullptr;
    int mAftermathFrom = -1;
    bool mAvoided = false;
    bool mFinished = false;
};

} // namespace castellan

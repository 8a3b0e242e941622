#pragma once

#include "battlestep.h"

#include "commands/leaders/refuge.h"
#include "map/hexgrid.h"

#include <QHash>

class QComboBox;
class QFormLayout;

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
    /** Picks the space for the side, when it is one of its ways (a standing order's, RULES T4). */
    void pickWay(Role r, const Hex &hex);
    /** RULES H3: the leaders who escaped their survival checks, each with where he may go, the nearest first. */
    void setEscapes(const QList<qint64> &leaderIds, const QStringList &names, const QList<QList<Refuge>> &refuges);
    /** The refuge picked for each escaped leader. */
    QHash<qint64, Refuge> refuges() const;
    /** Picks the refuge of an escaped leader, when it is one of his (a standing order's, RULES T4). */
    void pickRefuge(qint64 leaderId, const Refuge &refuge);
    /** Finish has landed the battle. */
    void setFinished(bool finished);

private:
    void refreshFinish();

    QLabel *mText = nullptr;
    QWidget *mWayRow = nullptr;
    QLabel *mWayLabel[2] = {nullptr, nullptr};
    QComboBox *mWay[2] = {nullptr, nullptr};
    QWidget *mEscapeRow = nullptr;
    QFormLayout *mEscapeForm = nullptr;
    QList<qint64> mEscaped;
    QList<QList<Refuge>> mRefuges;
    QList<QComboBox *> mRefugeCombos;
    QLabel *mHint = nullptr;
    int mAftermathFrom = -1;
    bool mAvoided = false;
    bool mFinished = false;
};

} // namespace castellan

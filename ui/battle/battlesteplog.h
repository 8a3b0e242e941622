#pragma once

#include "battle/battle.h"

#include <QTextBrowser>

class QTextTable;

namespace castellan {

/** Every step of a battle as it happened, a row each (round, what happened, the roll), newest at the bottom. */
class BattleStepLog : public QTextBrowser
{
    Q_OBJECT

public:
    explicit BattleStepLog(QWidget *parent = nullptr);

    /** Shows the battle's events: the new ones are added; a shorter list (another battle) starts over. */
    void showEvents(const QList<BattleEvent> &events);
    /** Rows shown, one per event. */
    int rows() const;
    /** A cell: column 0 the round, 1 what happened, 2 the roll ("#12"). */
    QString cell(int row, int column) const;

private:
    void reset();

    QTextTable *mTable = nullptr;
    int mShown = 0;
};

} // namespace castellan

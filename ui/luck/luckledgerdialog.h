#pragma once

#include "dice/luckledger.h"

#include <QDialog>

class QComboBox;
class QCPBars;
class QCustomPlot;
class QTableWidget;

namespace castellan {

class Campaign;

/**
 * The luck ledger: the 6s and 5s each side and each leader rolled in battle fire (RULES F2) against what
 * fair dice give, as a chart and a table, with how many standard deviations each is from fair.
 */
class LuckLedgerDialog : public QDialog
{
    Q_OBJECT

public:
    explicit LuckLedgerDialog(Campaign &campaign, QWidget *parent = nullptr);
    const LuckLedger &ledger() const { return mLedger; }
    QTableWidget *table() const { return mTable; }
    QComboBox *groupCombo() const { return mGroup; }
    /** The bars' values: rolled 6s, expected 6s, rolled 5s, expected 5s, one list per series. */
    QList<QList<double>> plotted() const;
    /** The colour of each series, in the same order. */
    QList<QColor> seriesColours() const;

private:
    void showGroup();

    Campaign &mCampaign;
    LuckLedger mLedger;
    QComboBox *mGroup = nullptr;
    QCustomPlot *mPlot = nullptr;
    QList<QCPBars *> mBars;
    QTableWidget *mTable = nullptr;
};

} // namespace castellan

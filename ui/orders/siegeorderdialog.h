#pragma once

#include <QDialog>

class QComboBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace castellan {

class Campaign;
class LeaderPicker;
struct SortieOrder;

/**
 * A player's orders for a siege in the siege phase (issue 32, RULES T4): the break-in roll of a siege his side
 * lays, with the faces he re-rolls (S2) and how many of his leaders' own rerolls he spends (H2), and a sortie from a
 * fortress his side holds (S4). The referee carries them out; the dialog says whether each was given, or why not, at
 * once.
 */
class SiegeOrderDialog : public QDialog
{
    Q_OBJECT

public:
    SiegeOrderDialog(const Campaign &campaign, qint64 siegeId, QWidget *parent = nullptr);

    /** The last order given or refused, as the status line says it. */
    QString statusText() const;

private:
    QGroupBox *makeBreakInBox();
    QGroupBox *makeSortieBox();
    /** The sortie as the dialog's choices make it. */
    SortieOrder chosenSortie() const;
    void orderBreakIn();
    void orderSortie();
    void refresh();
    void tell(qint64 orderId, const QString &refusal);

    const Campaign &mCampaign;
    qint64 mSiegeId = 0;
    QComboBox *mRerolls = nullptr;
    QSpinBox *mHeroic = nullptr; ///< the besieging leaders' own rerolls to spend at most (RULES H2)
    QPushButton *mBreakInButton = nullptr;
    LeaderPicker *mLeaders = nullptr;
    QComboBox *mTarget = nullptr;
    QComboBox *mAfter = nullptr;
    QPushButton *mSortieButton = nullptr;
    QLabel *mStatus = nullptr;
};

} // namespace castellan

#pragma once

#include "odds/liveodds.h"

#include <QFrame>

#include <optional>

class QLabel;

namespace castellan {

class OddsCharts;
class OddsWorker;

/**
 * The exact odds of a battle as it now stands (RULES F9, O1): who wins, mutual defeat, annihilation and the
 * units expected to be left, in figures and in the odds charts. Each new state is computed on a worker thread
 * ("computing…" meanwhile, the last figures greyed); a newer state cancels the computation under way.
 */
class BattleOddsPanel : public QFrame
{
    Q_OBJECT

public:
    explicit BattleOddsPanel(QWidget *parent = nullptr);
    ~BattleOddsPanel() override;

    void setSideNames(const QString &attacker, const QString &defender);
    /** The sides' own colours on the charts. */
    void setSideColours(const QColor &attacker, const QColor &defender);
    /** Shows the odds of this state, computing them in the background unless they are known already. */
    void setState(const LiveOdds &state);
    /** Drops the odds (no battle to show). */
    void clear(const QString &why);

    bool isComputing() const;
    /** Odds for the current state are on display. */
    bool hasOdds() const { return mHasOdds; }
    const BattleOdds &shownOdds() const { return mShown; }

    QLabel *statusLabel() const { return mStatus; }
    QLabel *attackerWinsLabel() const { return mAttackerWins; }
    QLabel *mutualLabel() const { return mMutual; }
    QLabel *defenderWinsLabel() const { return mDefenderWins; }
    QLabel *detailsLabel() const { return mDetails; }
    OddsCharts *charts() const { return mCharts; }

Q_SIGNALS:
    /** New odds are on display. */
    void oddsShown();

private:
    void display(const BattleOdds &odds);
    void setDimmed(bool dimmed);

    OddsWorker *mWorker;
    QLabel *mTitle;
    QLabel *mStatus;
    QLabel *mAttackerWins;
    QLabel *mMutual;
    QLabel *mDefenderWins;
    QLabel *mAttackerCaption;
    QLabel *mDefenderCaption;
    QLabel *mDetails;
    OddsCharts *mCharts;
    QString mAttackerName;
    QString mDefenderName;
    std::optional<LiveOdds> mState;
    bool mRoundsPass = false; ///< the figures are shown; the distribution of rounds is being computed
    bool mHasOdds = false;
    BattleOdds mShown;
};

} // namespace castellan

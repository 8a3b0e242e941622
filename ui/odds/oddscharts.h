#pragma once

#include "odds/battleodds.h"

#include <QList>
#include <QPointF>
#include <QWidget>

class QCPBars;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QCustomPlot;
class QTabWidget;

namespace castellan {

/**
 * The charts of a battle's exact odds (RULES F9, O1), in three tabs: the outcomes (who wins, mutual, who is
 * annihilated), each side's surviving units, and how many rounds the battle lasts. The odds calculator shows
 * them, and so can any dialog that has a BattleOdds.
 */
class OddsCharts : public QWidget
{
    Q_OBJECT

public:
    /** The data series the charts plot. */
    enum class Series {
        AttackerWins,
        Mutual,
        DefenderWins,
        AttackerAnnihilated,
        DefenderAnnihilated,
        AttackerSurvivors, ///< x: units left, y: percent
        DefenderSurvivors,
        Rounds,           ///< x: rounds fought, y: percent
        RoundsCumulative, ///< x: rounds fought, y: percent over by then
    };

    explicit OddsCharts(QWidget *parent = nullptr);

    void showOdds(const BattleOdds &odds);
    /** Empties the charts. */
    void clear();
    /** Shown on the rounds chart while it has no data, e.g. "Counting the rounds…" (default: nothing). */
    void setRoundsNote(const QString &note);
    QString roundsNote() const;
    /** Names the sides in the legends and labels (default: Attacker, Defender). */
    void setSideNames(const QString &attacker, const QString &defender);
    /** Draws each side in its own colour (default: red attacker, blue defender). */
    void setSideColours(const QColor &attacker, const QColor &defender);

    QTabWidget *tabs() const { return mTabs; }
    QCustomPlot *outcomePlot() const { return mOutcomePlot; }
    QCustomPlot *survivorPlot() const { return mSurvivorPlot; }
    QCustomPlot *roundPlot() const { return mRoundPlot; }
    /** The points a series has on its chart now (key, value in percent), read back from the plot. */
    QList<QPointF> seriesData(Series series) const;

    static QColor attackerColour();
    static QColor defenderColour();
    static QColor mutualColour();
    /** A probability as a percentage to 2 decimals; tiny but positive chances show as "< 0.01%". */
    static QString percent(double probability);

private:
    void setupOutcomePlot();
    void setupSurvivorPlot();
    void setupRoundPlot();
    void updateOutcomeTicks();
    void updateSurvivorNames();

    QTabWidget *mTabs;
    QCustomPlot *mOutcomePlot;
    QCustomPlot *mSurvivorPlot;
    QCustomPlot *mRoundPlot;
    QList<QCPBars *> mOutcomeBars;
    QList<QCPItemText *> mOutcomeLabels;
    QCPBars *mAttackerLeft = nullptr;
    QCPBars *mDefenderLeft = nullptr;
    QCPItemStraightLine *mAttackerMean = nullptr;
    QCPItemStraightLine *mDefenderMean = nullptr;
    QCPItemText *mAttackerMeanLabel = nullptr;
    QCPItemText *mDefenderMeanLabel = nullptr;
    QCPBars *mRoundBars = nullptr;
    QCPGraph *mRoundsCumulative = nullptr;
    QCPItemStraightLine *mRoundsMean = nullptr;
    QCPItemText *mRoundsMeanLabel = nullptr;
    QCPItemText *mRoundsNote = nullptr;
    QString mAttackerName;
    QString mDefenderName;
    BattleOdds mOdds;
};

} // namespace castellan

#include "battleoddspanel.h"

#include "odds/oddscharts.h"
#include "odds/oddsworker.h"

#include <QFontMetrics>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace castellan {

namespace {

void paintFigure(QLabel *label, const QColor &colour)
{
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, colour);
    pal.setColor(QPalette::Text, colour); // on a Base background a label paints with Text
    label->setPalette(pal);
}

QLabel *bigFigure(const QColor &colour, const QString &objectName, QWidget *parent)
{
    auto *label = new QLabel(QStringLiteral("–"), parent);
    label->setObjectName(objectName);
    QFont f = label->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.55);
    label->setFont(f);
    label->setAlignment(Qt::AlignCenter);
    paintFigure(label, colour);
    return label;
}

QLabel *caption(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setAlignment(Qt::AlignCenter);
    label->setForegroundRole(QPalette::PlaceholderText);
    label->setWordWrap(true);
    return label;
}

} // namespace

BattleOddsPanel::BattleOddsPanel(QWidget *parent)
    : QFrame(parent)
    , mWorker(new OddsWorker(this))
    , mTitle(new QLabel(tr("ODDS AS THE BATTLE STANDS"), this))
    , mStatus(new QLabel(this))
    , mAttackerWins(bigFigure(OddsCharts::attackerColour(), QStringLiteral("attackerWinsLabel"), this))
    , mMutual(bigFigure(OddsCharts::mutualColour(), QStringLiteral("mutualLabel"), this))
    , mDefenderWins(bigFigure(OddsCharts::defenderColour(), QStringLiteral("defenderWinsLabel"), this))
    , mAttackerCaption(caption(this))
    , mDefenderCaption(caption(this))
    , mDetails(new QLabel(this))
    , mCharts(new OddsCharts(this))
{
    setObjectName(QStringLiteral("oddsPanel"));
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    QFont small = mTitle->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    small.setBold(true);
    small.setLetterSpacing(QFont::AbsoluteSpacing, 1.2);
    mTitle->setFont(small);
    mTitle->setForegroundRole(QPalette::PlaceholderText);
    mStatus->setObjectName(QStringLiteral("oddsStatus"));
    mStatus->setForegroundRole(QPalette::PlaceholderText);
    mStatus->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    // Room for the longest status, so the title row does not move while the odds are computed.
    QFont italic = mStatus->font();
    italic.setItalic(true);
    int widest = 0;
    for (const QString &text : {tr("counting rounds…"), tr("exact · rally pending"), tr("computing…")})
        widest = std::max(widest, QFontMetrics(italic).horizontalAdvance(text));
    mStatus->setMinimumWidth(widest + 8);
    mDetails->setObjectName(QStringLiteral("oddsDetails"));
    mDetails->setWordWrap(true);
    mDetails->setAlignment(Qt::AlignCenter);
    mCharts->setObjectName(QStringLiteral("oddsCharts"));

    auto *figures = new QGridLayout;
    figures->setHorizontalSpacing(6);
    figures->setVerticalSpacing(0);
    auto *mutualCaption = caption(this);
    mutualCaption->setText(tr("mutual defeat"));
    figures->addWidget(mAttackerWins, 0, 0);
    figures->addWidget(mMutual, 0, 1);
    figures->addWidget(mDefenderWins, 0, 2);
    figures->addWidget(mAttackerCaption, 1, 0);
    figures->addWidget(mutualCaption, 1, 1);
    figures->addWidget(mDefenderCaption, 1, 2);
    for (int c = 0; c < 3; ++c)
        figures->setColumnStretch(c, 1);

    auto *head = new QHBoxLayout;
    head->addWidget(mTitle);
    head->addStretch(1);
    head->addWidget(mStatus);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 9, 10, 8);
    layout->setSpacing(6);
    layout->addLayout(head);
    layout->addLayout(figures);
    layout->addWidget(mDetails);
    layout->addWidget(mCharts, 1);

    // Two passes: the figures first (fast), then, when it is affordable, the distribution of rounds.
    connect(mWorker, &OddsWorker::finished, this, [this](const BattleOdds &odds) {
        display(odds);
        if (mRoundsPass || !mState || !mState->roundsAffordable())
            return;
        mRoundsPass = true;
        mStatus->setText(tr("<i>counting rounds…</i>"));
        const LiveOdds state = *mState;
        mWorker->start(
            [state](const std::atomic<bool> *cancel) { return state.compute(cancel, OddsDetail::WithRounds); });
    });
    setSideNames(tr("Attacker"), tr("Defender"));
    clear(QString());
}

BattleOddsPanel::~BattleOddsPanel() = default;

void BattleOddsPanel::setSideNames(const QString &attacker, const QString &defender)
{
    mAttackerName = attacker;
    mDefenderName = defender;
    mAttackerCaption->setText(tr("%1 wins").arg(attacker));
    mDefenderCaption->setText(tr("%1 wins").arg(defender));
    mCharts->setSideNames(attacker, defender);
}

void BattleOddsPanel::setSideColours(const QColor &attacker, const QColor &defender)
{
    mCharts->setSideColours(attacker, defender);
    // The headline in the same colours as the bars under it, a shade darker to read as text.
    paintFigure(mAttackerWins, attacker.darker(115));
    paintFigure(mDefenderWins, defender.darker(115));
}

bool BattleOddsPanel::isComputing() const
{
    return mWorker->isBusy();
}

void BattleOddsPanel::clear(const QString &why)
{
    mWorker->cancel();
    mState.reset();
    mHasOdds = false;
    mShown = {};
    for (QLabel *l : {mAttackerWins, mMutual, mDefenderWins})
        l->setText(QStringLiteral("–"));
    mDetails->setText(why.toHtmlEscaped());
    mCharts->clear();
    mCharts->setVisible(false); // no empty axes where there are no odds (an avoided battle): the reason says why
    mStatus->setText(why.isEmpty() ? QString() : tr("no odds"));
    mStatus->setToolTip(why);
    setDimmed(false);
}

void BattleOddsPanel::setState(const LiveOdds &state)
{
    if (mState && *mState == state && (mHasOdds || isComputing()))
        return; // nothing changed that the odds see
    if (!state.problem().isEmpty()) {
        clear(state.problem());
        mState = state;
        return;
    }
    mState = state;
    mHasOdds = false;
    if (state.isDecided()) {
        mWorker->cancel();
        display(state.compute());
        return;
    }
    mCharts->setVisible(true);
    mStatus->setText(tr("<i>computing…</i>"));
    mStatus->setToolTip(tr("The exact odds are being computed in the background (RULES O1)."));
    setDimmed(true);
    mRoundsPass = false;
    mWorker->start(
        [state](const std::atomic<bool> *cancel) { return state.compute(cancel, OddsDetail::WithoutRounds); });
}

void BattleOddsPanel::setDimmed(bool dimmed)
{
    for (QLabel *l : {mAttackerWins, mMutual, mDefenderWins, mDetails})
        l->setEnabled(!dimmed);
    mCharts->setEnabled(!dimmed);
}

void BattleOddsPanel::display(const BattleOdds &odds)
{
    mShown = odds;
    mHasOdds = true;
    setDimmed(false);
    mAttackerWins->setText(OddsCharts::percent(odds.attackerWins));
    mMutual->setText(OddsCharts::percent(odds.mutual));
    mDefenderWins->setText(OddsCharts::percent(odds.defenderWins));
    const QLocale locale;
    mDetails->setText(tr("Annihilated: %1 %2 · %3 %4<br>Units left on average: %1 %5 · %3 %6")
                          .arg(mAttackerName.toHtmlEscaped(), OddsCharts::percent(odds.attackerAnnihilated),
                               mDefenderName.toHtmlEscaped(), OddsCharts::percent(odds.defenderAnnihilated),
                               locale.toString(odds.attackerUnitsLeft, 'f', 2),
                               locale.toString(odds.defenderUnitsLeft, 'f', 2)));
    QString roundsNote;
    if (odds.rounds.empty() && mState && mState->isBreakIn())
        roundsNote = tr("The rounds are not counted for a break-in battle (RULES S3).");
    else if (odds.rounds.empty() && mState && !mState->roundsAffordable())
        roundsNote = tr("The rounds are not counted for armies this large.");
    mCharts->setRoundsNote(roundsNote);
    mCharts->showOdds(odds);
    mCharts->setVisible(true);
    const QString basis = mState && mState->isBreakIn()
        ? tr("Exact odds of the break-in under the default choices: default casualties, rally "
             "always, the besieger never withdraws, no deeds (RULES S3, F9, O1).")
        : tr("Exact odds under the default choices: default casualties, rally always, no "
             "retreat, no deeds (RULES F9, O1).");
    if (mState && mState->isDecided()) {
        mStatus->setText(tr("decided"));
        mStatus->setToolTip(tr("The battle is decided: the result is certain."));
    } else if (mState && (mState->attackerFlagged() > 0 || mState->defenderFlagged() > 0)) {
        mStatus->setText(tr("exact · rally pending"));
        mStatus->setToolTip(basis + QLatin1Char(' ')
                            + tr("Flagged units are counted as they may rally before the next round (RULES F5)."));
    } else {
        mStatus->setText(tr("exact"));
        mStatus->setToolTip(basis);
    }
    Q_EMIT oddsShown();
}

} // namespace castellan

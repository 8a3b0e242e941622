#include "boardoddspanel.h"

#include "odds/backgroundworker.h"
#include "tactical/autoplayer.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLocale>
#include <QTimer>
#include <QVBoxLayout>

namespace castellan {

namespace {

/** The seed every position's odds are played with: the same board shows the same figures. */
constexpr quint64 LiveOddsSeed = 1;

QString wholePercent(double chance)
{
    return QString::number(chance * 100, 'f', 0);
}

} // namespace

BoardOddsPanel::BoardOddsPanel(QWidget *parent)
    : QWidget(parent)
    , mWorker(new BackgroundWorker(this))
{
    mWorker->setMaxThreads(1); // boardOdds() takes every core: a newer position waits for the older to wind down
    setObjectName(QStringLiteral("boardOddsPanel"));
    mTitle = new QLabel(tr("<b>The battle's odds</b>"), this);
    mTitle->setToolTip(tr("Each side's chance to win from the board as it stands: %n battle(s) played on by the "
                          "automatic player for both sides, with the 95% interval",
                          nullptr, DefaultBoardTrials));
    mSides = new QLabel(this);
    mSides->setObjectName(QStringLiteral("boardOddsSides"));
    mSides->setTextFormat(Qt::PlainText); // a short line a side, as the panel beside the board is narrow
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("boardOddsStatus"));
    mStatus->setWordWrap(true); // "… in the time allowed" would widen the panel past the dialog's edge
    QFont small = mStatus->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    mStatus->setFont(small);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // its lines in full, wherever it stands
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(mTitle);
    layout->addWidget(mSides);
    layout->addWidget(mStatus);
    mProgressTimer = new QTimer(this);
    mProgressTimer->setInterval(250);
    connect(mProgressTimer, &QTimer::timeout, this, &BoardOddsPanel::showProgress);
}

BoardOddsPanel::~BoardOddsPanel()
{
    stop();
}

void BoardOddsPanel::stop()
{
    mWorker->cancel();
    mProgressTimer->stop();
    mProgress.reset();
}

bool BoardOddsPanel::isWorking() const
{
    return mWorker->isBusy();
}

void BoardOddsPanel::setTitle(const QString &title)
{
    mTitle->setText(title);
}

void BoardOddsPanel::setCompact(bool compact)
{
    mCompact = compact;
    mStatus->setVisible(!compact);
    auto *layout = qobject_cast<QBoxLayout *>(this->layout());
    layout->setDirection(compact ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    layout->setSpacing(compact ? 6 : 2);
    mTitle->setSizePolicy(compact ? QSizePolicy::Fixed : QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void BoardOddsPanel::setTrials(int trials)
{
    stop();
    mTrials = std::clamp(trials, 1, MaxBoardTrials);
    mSteps = -1;
}

void BoardOddsPanel::hideEvent(QHideEvent *event)
{
    // The window closed: no battle is played on for it. Shown again, the position is worked out anew.
    stop();
    mSteps = -1;
    QWidget::hideEvent(event);
}

void BoardOddsPanel::follow(const TacticalBattle &battle)
{
    if (battle.journal().size() == mSteps)
        return;
    mSteps = battle.journal().size();
    for (int side = 0; side < 2; ++side)
        mNames[side] = battle.sideName(side);
    mBefore = mShown; // none when the step before was never worked out: then no change is told
    mShown.reset();
    mStep = lastStepText(battle);
    if (battle.phase() == TacticalPhase::Over) {
        stop();
        BoardOdds certain;
        certain.trials = 1;
        certain.wins[battle.winner() & 1] = 1;
        show(certain);
        return;
    }
    start(battle);
}

void BoardOddsPanel::start(const TacticalBattle &battle)
{
    mStatus->setText(tr("Playing %n battle(s) on from here…", nullptr, mTrials));
    if (mCompact)
        mSides->setText(mStatus->text());
    mProgress = std::make_shared<Progress>();
    mProgressTimer->start();
    mWorker->start([this, from = battle, trials = mTrials, seconds = mSeconds,
                    progress = mProgress](const std::atomic<bool> *cancel) {
        QElapsedTimer clock;
        clock.start();
        bool timeUp = false;
        const BoardOdds odds = boardOdds(from, trials, LiveOddsSeed, 0, cancel, [&](const BoardOdds &soFar) {
            const std::lock_guard<std::mutex> hold(progress->lock);
            progress->soFar = soFar;
            timeUp = clock.elapsed() >= qint64(seconds * 1000);
            return !timeUp;
        });
        return BackgroundWorker::Outcome{cancel->load(), [this, odds, timeUp] { show(odds, timeUp); }};
    });
}

void BoardOddsPanel::showProgress()
{
    if (!mProgress)
        return;
    std::optional<BoardOdds> soFar;
    {
        const std::lock_guard<std::mutex> hold(mProgress->lock);
        soFar = mProgress->soFar;
    }
    if (!soFar || soFar->trials == 0)
        return;
    mSides->setText(sidesText(*soFar));
    mStatus->setText(tr("Playing on from here: %1 of %2 battles so far…")
                         .arg(QLocale().toString(soFar->trials), QLocale().toString(mTrials)));
}

void BoardOddsPanel::show(const BoardOdds &odds, bool timeUp)
{
    mProgressTimer->stop();
    mProgress.reset();
    mShown = odds;
    mTimeUp = timeUp;
    mSides->setText(sidesText(odds));
    mStatus->setText(odds.trials == 1 ? tr("The battle is over.")
                         : timeUp
                         ? tr("From %n battle(s) played on from here, in the time allowed.", nullptr, odds.trials)
                         : tr("From %n battle(s) played on from here.", nullptr, odds.trials));
    mSides->setToolTip(mCompact ? mStatus->text() : QString());
    emit updated();
}

QString BoardOddsPanel::sidesText(const BoardOdds &odds) const
{
    QStringList lines;
    for (int side = 0; side < 2; ++side) {
        const Share s = odds.win(side);
        const QString margin = QString::number(std::max(s.high - s.chance, s.chance - s.low) * 100, 'f', 0);
        QString line = odds.trials == 1 ? tr("%1 %2%").arg(mNames[side], wholePercent(s.chance))
                                        : tr("%1 %2% ± %3%").arg(mNames[side], wholePercent(s.chance), margin);
        if (mBefore && mBefore->trials > 0 && !mStep.isEmpty())
            line = tr("%1 (%2% %3)").arg(line, wholePercent(mBefore->win(side).chance), mStep);
        lines << line;
    }
    if (odds.draws > 0)
        lines << tr("Not over after %1 turns: %2%")
                     .arg(QString::number(MaxAutomaticTurns), wholePercent(odds.draw().chance));
    return lines.join(mCompact ? QStringLiteral(" · ") : QStringLiteral("\n"));
}

QString BoardOddsPanel::lastStepText(const TacticalBattle &battle) const
{
    if (battle.journal().isEmpty())
        return {};
    switch (battle.journal().last().kind) {
    case TacticalStep::Roll: return tr("before this roll");
    case TacticalStep::Activate: return tr("before this activation");
    case TacticalStep::Move:
    case TacticalStep::ExtraHex: return tr("before this move");
    case TacticalStep::Attack: return tr("before this attack");
    case TacticalStep::FollowUp: return tr("before this follow up");
    case TacticalStep::EndTurn: return tr("before the turn ended");
    case TacticalStep::MarchRoll: return tr("before the marches' roll");
    case TacticalStep::Place: return tr("before this arrival");
    case TacticalStep::Shift:
    case TacticalStep::EndShift: return tr("before this shift");
    case TacticalStep::Withdraw: return tr("before the withdrawal");
    case TacticalStep::Skip:
    case TacticalStep::EndActivation: return tr("before the activation ended");
    }
    return {};
}

} // namespace castellan

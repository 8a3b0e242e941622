#include "oddscalculatorwindow.h"

#include "i18n/argtext.h"
#include "oddscharts.h"
#include "oddsnotice.h"
#include "oddssidepanel.h"
#include "oddsworker.h"

#include <QCloseEvent>
#include <QCoreApplication>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QShowEvent>
#include <QStackedWidget>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <utility>

namespace castellan {

namespace {

/**
 * A veil over the figures while they are being replaced: the window's colour, half transparent. (An opacity
 * effect would do, but it garbles QCustomPlot's buffered drawing.)
 */
class Veil : public QWidget
{
public:
    explicit Veil(QWidget *covered)
        : QWidget(covered)
    {
        setObjectName(QStringLiteral("veil"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        covered->installEventFilter(this);
        setGeometry(covered->rect());
        hide();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == parent() && event->type() == QEvent::Resize)
            setGeometry(parentWidget()->rect());
        return QWidget::eventFilter(watched, event);
    }

    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        QColor veil = palette().color(QPalette::Window);
        veil.setAlpha(150);
        p.fillRect(rect(), veil);
    }
};

/** After this long a computation dims the figures it is about to replace. */
constexpr int DimAfterMs = 300;
/** After this long the status line says that big armies take a while. */
constexpr int SlowAfterMs = 2000;

QLabel *makeValue(QWidget *parent, const QString &objectName, bool emphasised = false)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (emphasised) {
        QFont f = label->font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 1.2);
        label->setFont(f);
    }
    return label;
}

QLabel *makeHeader(QWidget *parent, const QString &text, const QColor &colour)
{
    auto *label = new QLabel(text, parent);
    label->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont f = label->font();
    f.setBold(true);
    label->setFont(f);
    label->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(colour.name()));
    return label;
}

/** An upper bound with one significant digit, in rich text: 4.3e-16 gives 5 × 10^-16. */
QString boundText(double value)
{
    int exponent = int(std::floor(std::log10(value)));
    int mantissa = int(std::ceil(value / std::pow(10.0, exponent) - 1e-9));
    if (mantissa >= 10) {
        mantissa = 1;
        ++exponent;
    }
    if (exponent >= -2)
        return QLocale().toString(mantissa * std::pow(10.0, exponent), 'g', 3);
    return QStringLiteral("%1&nbsp;×&nbsp;10<sup>%2</sup>").arg(argText(mantissa), argText(exponent));
}

double expectedRounds(const BattleOdds &odds)
{
    double sum = 0, mean = 0;
    for (std::size_t i = 0; i < odds.rounds.size(); ++i) {
        sum += odds.rounds[i];
        mean += double(i) * odds.rounds[i];
    }
    return sum > 0 ? mean / sum : 0.0;
}

} // namespace

OddsCalculatorWindow::OddsCalculatorWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , mAttacker(new OddsSidePanel(tr("Attacker"), OddsCharts::attackerColour(), this))
    , mDefender(new OddsSidePanel(tr("Defender"), OddsCharts::defenderColour(), this))
    , mSwap(new QPushButton(tr("S&wap sides"), this))
    , mPages(new QStackedWidget(this))
    , mAttackerWins(nullptr)
    , mDefenderWins(nullptr)
    , mMutual(nullptr)
    , mAttackerAnnihilated(nullptr)
    , mDefenderAnnihilated(nullptr)
    , mAttackerLeft(nullptr)
    , mDefenderLeft(nullptr)
    , mRounds(nullptr)
    , mPrecision(nullptr)
    , mCharts(nullptr)
    , mVeil(nullptr)
    , mBusy(new QProgressBar(this))
    , mStatus(new QLabel(this))
    , mStop(new QPushButton(tr("S&top"), this))
    , mDebounce(new QTimer(this))
    , mTicker(new QTimer(this))
    , mWorker(new OddsWorker(this))
{
    setWindowTitle(tr("Odds Calculator"));
    setObjectName(QStringLiteral("oddsCalculatorWindow"));

    // The two sides (RULES R1, F2, F5).
    mAttacker->setObjectName(QStringLiteral("attackerPanel"));
    mDefender->setObjectName(QStringLiteral("defenderPanel"));
    mSwap->setObjectName(QStringLiteral("swapButton"));
    mSwap->setToolTip(tr("The attacker becomes the defender and the other way round"));
    mSwap->setAutoDefault(false);
    auto *note = new QLabel(tr("Exact odds under the default choices of RULES F9: enemy 6s take broken units "
                               "first, every flagged unit tries to rally, nobody retreats and no heroic deeds "
                               "are attempted."),
                            this);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);

    auto *sides = new QWidget(this);
    sides->setObjectName(QStringLiteral("sidesColumn"));
    auto *sidesLayout = new QVBoxLayout(sides);
    sidesLayout->setContentsMargins(0, 0, 0, 0);
    sidesLayout->setSpacing(8);
    sidesLayout->addWidget(mAttacker);
    auto *swapRow = new QHBoxLayout;
    swapRow->addStretch(1);
    swapRow->addWidget(mSwap);
    swapRow->addStretch(1);
    sidesLayout->addLayout(swapRow);
    sidesLayout->addWidget(mDefender);
    sidesLayout->addWidget(note);
    sidesLayout->addStretch(1);
    sides->setMaximumWidth(320);

    // The figures (RULES F9).
    auto *results = new QWidget(mPages);
    results->setObjectName(QStringLiteral("resultsPage"));
    auto *summary = new QGroupBox(tr("Odds"), results);
    summary->setObjectName(QStringLiteral("summaryBox"));
    mAttackerWins = makeValue(summary, QStringLiteral("attackerWinsValue"), true);
    mDefenderWins = makeValue(summary, QStringLiteral("defenderWinsValue"), true);
    mMutual = makeValue(summary, QStringLiteral("mutualValue"), true);
    mAttackerAnnihilated = makeValue(summary, QStringLiteral("attackerAnnihilatedValue"));
    mDefenderAnnihilated = makeValue(summary, QStringLiteral("defenderAnnihilatedValue"));
    mAttackerLeft = makeValue(summary, QStringLiteral("attackerUnitsLeftValue"));
    mDefenderLeft = makeValue(summary, QStringLiteral("defenderUnitsLeftValue"));
    mRounds = makeValue(summary, QStringLiteral("roundsValue"));
    mPrecision = new QLabel(summary);
    mPrecision->setObjectName(QStringLiteral("precisionLabel"));
    mPrecision->setWordWrap(true);
    mPrecision->setTextFormat(Qt::RichText);
    mPrecision->setForegroundRole(QPalette::PlaceholderText);
    mAttackerWins->setToolTip(tr("The defender ends with no good-order unit while the attacker still has one "
                                 "(RULES F4)"));
    mDefenderWins->setToolTip(tr("The attacker ends with no good-order unit while the defender still has one "
                                 "(RULES F4)"));
    mMutual->setToolTip(tr("Both sides are defeated in the same round (RULES F4)"));
    mAttackerLeft->setToolTip(tr("Expected units not eliminated at the end: good, flagged or broken"));
    mDefenderLeft->setToolTip(mAttackerLeft->toolTip());

    auto *grid = new QGridLayout(summary);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(4);
    auto rowLabel = [summary](const QString &text) { return new QLabel(text, summary); };
    grid->addWidget(makeHeader(summary, tr("Attacker"), OddsCharts::attackerColour()), 0, 1);
    grid->addWidget(makeHeader(summary, tr("Defender"), OddsCharts::defenderColour()), 0, 2);
    grid->addWidget(rowLabel(tr("Wins")), 1, 0);
    grid->addWidget(mAttackerWins, 1, 1);
    grid->addWidget(mDefenderWins, 1, 2);
    grid->addWidget(rowLabel(tr("Annihilated")), 2, 0);
    grid->addWidget(mAttackerAnnihilated, 2, 1);
    grid->addWidget(mDefenderAnnihilated, 2, 2);
    grid->addWidget(rowLabel(tr("Units left (expected)")), 3, 0);
    grid->addWidget(mAttackerLeft, 3, 1);
    grid->addWidget(mDefenderLeft, 3, 2);
    auto *divider = new QFrame(summary);
    divider->setFrameShape(QFrame::VLine);
    divider->setFrameShadow(QFrame::Sunken);
    grid->addWidget(divider, 0, 3, 4, 1);
    grid->addWidget(makeHeader(summary, tr("Both sides"), OddsCharts::mutualColour().darker(130)), 0, 5);
    grid->addWidget(rowLabel(tr("Mutual")), 1, 4);
    grid->addWidget(mMutual, 1, 5);
    grid->addWidget(rowLabel(tr("Rounds (expected)")), 2, 4);
    grid->addWidget(mRounds, 2, 5);
    grid->addWidget(mPrecision, 4, 0, 1, 6);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(4, 1);
    grid->setColumnMinimumWidth(1, 84);
    grid->setColumnMinimumWidth(2, 84);
    grid->setColumnMinimumWidth(5, 70);

    mCharts = new OddsCharts(results);
    mCharts->setObjectName(QStringLiteral("oddsCharts"));
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->setSpacing(8);
    resultsLayout->addWidget(summary);
    resultsLayout->addWidget(mCharts, 1);
    mVeil = new Veil(results);
    mPages->addWidget(results);

    // Instead of the figures: why the inputs make no battle.
    mNotice = new OddsNotice(mPages);
    mPages->addWidget(mNotice);

    // The status line: what the worker is doing.
    mBusy->setObjectName(QStringLiteral("busyIndicator"));
    mBusy->setRange(0, 0);
    mBusy->setTextVisible(false);
    mBusy->setFixedWidth(90);
    mBusy->setMaximumHeight(14);
    mBusy->hide();
    mStatus->setObjectName(QStringLiteral("statusLabel"));
    mStatus->setForegroundRole(QPalette::PlaceholderText);
    mStatus->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    mStatus->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred); // a long status never widens the window
    mStop->setObjectName(QStringLiteral("stopButton"));
    mStop->setAutoDefault(false);
    mStop->setToolTip(tr("Stop computing; the odds shown stay those of the earlier inputs"));
    mStop->hide();
    auto *statusRow = new QHBoxLayout;
    statusRow->setSpacing(8);
    statusRow->addWidget(mBusy);
    statusRow->addWidget(mStatus, 1);
    statusRow->addWidget(mStop);

    auto *right = new QVBoxLayout;
    right->setSpacing(6);
    right->addWidget(mPages, 1);
    right->addLayout(statusRow);

    auto *layout = new QHBoxLayout(this);
    layout->setSpacing(12);
    layout->addWidget(sides);
    layout->addLayout(right, 1);

    mDebounce->setSingleShot(true);
    mDebounce->setInterval(DebounceMs);
    mTicker->setInterval(100);
    mWorker->setMaxThreads(MaxWorkers);
    mWorker->setDetachOnDestroy(true); // never wait: a round of a big battle can take long
    connect(mWorker, &OddsWorker::finished, this, &OddsCalculatorWindow::resultReady);
    connect(mWorker, &OddsWorker::outOfMemory, this, [this] {
        mTicker->stop();
        showProblem(tr("There is not enough memory to compute the exact odds of %1 against %2 units.")
                        .arg(argText(mRequest.first.total()), argText(mRequest.second.total())));
    });
    connect(mDebounce, &QTimer::timeout, this, &OddsCalculatorWindow::computeNow);
    connect(mTicker, &QTimer::timeout, this, &OddsCalculatorWindow::updateBusy);
    connect(mAttacker, &OddsSidePanel::changed, this, &OddsCalculatorWindow::inputsChanged);
    connect(mDefender, &OddsSidePanel::changed, this, &OddsCalculatorWindow::inputsChanged);
    connect(mSwap, &QPushButton::clicked, this, &OddsCalculatorWindow::swapSides);
    connect(mStop, &QPushButton::clicked, this, [this] {
        if (isComputing())
            stop();
        else
            computeNow();
    });
    auto *closeShortcut = new QShortcut(QKeySequence::Close, this);
    connect(closeShortcut, &QShortcut::activated, this, &QWidget::close);

    resize(900, 600);

    SideSpec side;
    side.good = 10;
    side.battle = 3;
    side.rally = 3;
    setSides(side, side);
}

OddsCalculatorWindow::~OddsCalculatorWindow() = default; // mWorker cancels and detaches its threads

int OddsCalculatorWindow::detachedComputations()
{
    return OddsWorker::detachedThreads();
}

bool OddsCalculatorWindow::isComputing() const
{
    return mWorker->isBusy();
}

int OddsCalculatorWindow::runningComputations() const
{
    return mWorker->runningThreads();
}

int OddsCalculatorWindow::cancelledComputations() const
{
    return mWorker->cancelledResults();
}

int OddsCalculatorWindow::staleResults() const
{
    return mWorker->staleResults();
}

void OddsCalculatorWindow::closeEvent(QCloseEvent *event)
{
    if (isComputing()) {
        stop();
        mResumeOnShow = true;
    }
    QWidget::closeEvent(event);
}

void OddsCalculatorWindow::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (mResumeOnShow) {
        mResumeOnShow = false;
        computeNow();
    }
}

SideSpec OddsCalculatorWindow::attacker() const
{
    return mAttacker->spec();
}

SideSpec OddsCalculatorWindow::defender() const
{
    return mDefender->spec();
}

void OddsCalculatorWindow::setSides(const SideSpec &attacker, const SideSpec &defender)
{
    mAttacker->setSpec(attacker);
    mDefender->setSpec(defender);
    cancelAll();
    updateBonusDice();
    computeNow();
}

void OddsCalculatorWindow::inputsChanged()
{
    mResumeOnShow = false;
    // The odds under way are for inputs that are gone: stop them, and wait for the next edit a moment.
    cancelAll();
    updateBonusDice();
    mDebounce->start();
    updateBusy();
}

void OddsCalculatorWindow::swapSides()
{
    const SideSpec a = attacker();
    const SideSpec d = defender();
    mAttacker->setSpec(d);
    mDefender->setSpec(a);
    inputsChanged();
}

void OddsCalculatorWindow::computeNow()
{
    mResumeOnShow = false;
    mDebounce->stop();
    cancelAll();
    const SideSpec a = attacker();
    const SideSpec d = defender();
    mProblem = checkSides(a, d);
    if (!mProblem.isEmpty()) {
        showProblem(mProblem);
        return;
    }

    mElapsed.start();
    launch({a, d}, OddsDetail::WithoutRounds);
}

void OddsCalculatorWindow::launch(std::pair<SideSpec, SideSpec> sides, OddsDetail detail)
{
    // RULES O1: exact, and slow for big armies, so never on the GUI thread. The worker only sees copies.
    mRequest = sides;
    mRequestDetail = detail;
    mWorker->start([sides = std::move(sides), detail](const std::atomic<bool> *cancel) {
        return exactBattleOdds(sides.first, sides.second, cancel, detail);
    });
    mTicker->start();
    updateBusy();
}

void OddsCalculatorWindow::stop()
{
    const qint64 ms = mElapsed.elapsed();
    const bool countingRounds = isComputing() && mRequestDetail == OddsDetail::WithRounds;
    cancelAll();
    updateBusy();
    mStop->setText(tr("&Compute"));
    mStop->setToolTip(tr("Compute the odds of the sides as they are now"));
    mStop->show();
    const QString seconds = QLocale().toString(ms / 1000.0, 'f', 1);
    if (countingRounds) {
        // The figures shown are this battle's; only the distribution of the rounds is missing.
        mStatus->setText(tr("Stopped after %1 s: the rounds were not counted.").arg(seconds));
        mCharts->setRoundsNote(tr("Not counted: stopped"));
        mCharts->showOdds(mShown);
        mRounds->setText(tr("—"));
    } else {
        mStatus->setText(tr("Stopped after %1 s: the odds shown are for earlier inputs.").arg(seconds));
    }
}

void OddsCalculatorWindow::cancelAll()
{
    mWorker->cancel();
    mTicker->stop();
}

void OddsCalculatorWindow::resultReady(const BattleOdds &odds)
{
    mTicker->stop();
    mShownSides = mRequest;
    const bool counted = roundsCounted(mRequest.first, mRequest.second);
    const bool complete = mRequestDetail == OddsDetail::WithRounds || !counted;
    showOdds(odds, complete);
    if (!complete)
        launch(mRequest, OddsDetail::WithRounds); // the figures are in; now round by round, for the rounds
    else if (!counted)
        showRoundsNotCounted();
}

void OddsCalculatorWindow::showOdds(const BattleOdds &odds, bool complete)
{
    mShown = odds;
    mHasOdds = true;
    mShownComplete = complete;
    mPages->setCurrentIndex(0);

    const QLocale locale;
    mAttackerWins->setText(OddsCharts::percent(odds.attackerWins));
    mDefenderWins->setText(OddsCharts::percent(odds.defenderWins));
    mMutual->setText(OddsCharts::percent(odds.mutual));
    mAttackerAnnihilated->setText(OddsCharts::percent(odds.attackerAnnihilated));
    mDefenderAnnihilated->setText(OddsCharts::percent(odds.defenderAnnihilated));
    mAttackerLeft->setText(
        tr("%1 of %2")
            .arg(argText(locale.toString(odds.attackerUnitsLeft, 'f', 2)), argText(mShownSides.first.total())));
    mDefenderLeft->setText(
        tr("%1 of %2")
            .arg(argText(locale.toString(odds.defenderUnitsLeft, 'f', 2)), argText(mShownSides.second.total())));
    mRounds->setText(complete ? locale.toString(expectedRounds(odds), 'f', 2) : tr("…"));
    mRounds->setToolTip(complete ? QString()
                                 : tr("Counting the rounds: the battle is being played out round by round"));

    // RULES O1: exact, up to the mass the computation pruned, which bounds the error of every figure.
    QString precision = odds.unaccounted > 0
        ? tr("Exact; error bound &lt; %1 on each probability (RULES O1).").arg(boundText(odds.unaccounted))
        : tr("Exact (RULES O1).");
    if (mShownSides.first.good == 0 || mShownSides.second.good == 0)
        precision += QLatin1Char(' ')
            + tr("No round is fought: a side without a unit in good order is defeated at "
                 "once (RULES F4).");
    mPrecision->setText(precision);
    mCharts->setRoundsNote(complete ? QString() : tr("Counting the rounds…"));
    mCharts->showOdds(odds);

    setDimmed(false);
    updateBusy();
    if (complete)
        mStatus->setText(tr("Computed in %1 s.").arg(locale.toString(mElapsed.elapsed() / 1000.0, 'f', 2)));
    Q_EMIT oddsShown(complete);
}

void OddsCalculatorWindow::showRoundsNotCounted()
{
    const QString why = tr("Not counted: more than %1 units a side").arg(MaxRoundsUnits);
    mCharts->setRoundsNote(why);
    mCharts->showOdds(mShown);
    mRounds->setText(tr("—"));
    mRounds->setToolTip(tr("The rounds are counted round by round for battles of up to %1 units a side, which "
                           "take a few seconds.")
                            .arg(MaxRoundsUnits));
}

void OddsCalculatorWindow::showProblem(const QString &problem)
{
    mHasOdds = false;
    showNotice(QStyle::SP_MessageBoxWarning, problem, tr("The odds come back as soon as both sides make a battle."));
    updateBusy();
    mStatus->clear();
}

void OddsCalculatorWindow::showNotice(int icon, const QString &text, const QString &hint)
{
    mNotice->show(QStyle::StandardPixmap(icon), text, hint);
    mPages->setCurrentWidget(mNotice);
    setDimmed(false);
}

void OddsCalculatorWindow::updateBonusDice()
{
    // RULES R1: the better commander's side rolls the difference of the Battle ratings.
    const SideSpec a = attacker();
    const SideSpec d = defender();
    mAttacker->setBonusDice(bonusDice(a, d));
    mDefender->setBonusDice(bonusDice(d, a));
}

void OddsCalculatorWindow::updateBusy()
{
    const bool computing = isComputing();
    mBusy->setVisible(computing);
    if (computing) {
        const qint64 ms = mElapsed.elapsed();
        const QString seconds = QLocale().toString(ms / 1000.0, 'f', 1);
        const bool counting = mRequestDetail == OddsDetail::WithRounds && !mWorker->isWaiting();
        const bool waiting = mWorker->isWaiting();
        QString text = counting ? tr("Counting the rounds… %1 s").arg(seconds)
            : waiting           ? tr("Waiting for the previous computation to stop… %1 s").arg(seconds)
                                : tr("Computing… %1 s").arg(seconds);
        if (ms >= SlowAfterMs)
            text += QStringLiteral(" · ") + tr("big armies take a while; you may stop at any time");
        mStatus->setText(text);
        mStop->setText(tr("S&top"));
        mStop->setToolTip(tr("Stop computing; the odds shown stay those of the earlier inputs"));
        mStop->setVisible(ms >= DimAfterMs);
        // Figures for other inputs are dimmed; the quick figures of these inputs are not.
        setDimmed(!counting && ms >= DimAfterMs && mPages->currentIndex() == 0);
    } else {
        mStop->hide();
    }
}

void OddsCalculatorWindow::setDimmed(bool dimmed)
{
    if (mVeil->isHidden() != dimmed)
        return;
    mVeil->setVisible(dimmed);
    if (dimmed)
        mVeil->raise();
}

} // namespace castellan

// The board dialog's window, part by part: the board, and beside it the turn and activation dice, the unit picked,
// the odds of the attack aimed at, the last attack, who the computer plays, and the log; the buttons under them.
#include "tacticalbattledialog.h"

#include "battledicerow.h"
#include "boardoddspanel.h"
#include "tacticalboardscene.h"

#include "widgets/refusalbanner.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QFileDialog>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QVBoxLayout>

namespace castellan {

namespace {

/** Forwards a click on the board to the dialog as the hex under it. */
class BoardView : public QGraphicsView
{
public:
    BoardView(TacticalBoardScene *scene, std::function<void(const Hex &)> clicked, QWidget *parent)
        : QGraphicsView(scene, parent)
        , mScene(scene)
        , mClicked(std::move(clicked))
    {
        setObjectName(QStringLiteral("tacticalBoardView"));
        setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        setMinimumSize(520, 380);
    }

protected:
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton)
            mClicked(mScene->hexAt(mapToScene(event->position().toPoint())));
        QGraphicsView::mouseReleaseEvent(event);
    }
    void resizeEvent(QResizeEvent *event) override
    {
        QGraphicsView::resizeEvent(event);
        fitInView(sceneRect(), Qt::KeepAspectRatio);
    }

private:
    TacticalBoardScene *mScene;
    std::function<void(const Hex &)> mClicked;
};

/** The battle's log. It asks for little height and takes what the readouts above it leave: in a short window they
 *  scroll (buildSidePanel) rather than being squeezed into each other. */
class LogView : public QListWidget
{
public:
    explicit LogView(QWidget *parent)
        : QListWidget(parent)
    {
        setMinimumHeight(80);
    }
    QSize sizeHint() const override { return {QListWidget::sizeHint().width(), minimumHeight()}; }
};

} // namespace

void TacticalBattleDialog::build()
{
    setObjectName(QStringLiteral("tacticalBattleDialog"));
    mPlayer = std::make_unique<AutoPlayer>(mBattle->rules());
    // RULES C9: when the computer attacks a human player's cavalry, the player is asked, as at the table.
    mPlayer->setFallbackChooser([this](const TacticalBattle &b, int attacker, int target) {
        const TacticalUnit &t = *b.unit(target);
        if (!computerPlays(t.side))
            return askFallback(t);
        return mPlayer->fallsBack(b, attacker, target) ? std::optional<QList<Hex>>(QList<Hex>()) : std::nullopt;
    });
    mScene = new TacticalBoardScene(*mBattle, this);
    mView = new BoardView(
        mScene, [this](const Hex &h) { clickHex(h); }, this);
    buildReadouts();
    buildOddsChart();
    mLog = new LogView(this);
    mLog->setObjectName(QStringLiteral("tacticalLog"));
    mLog->setWordWrap(true);
    mLog->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    buildActionButtons();
    mRefusalBanner = new RefusalBanner(this);

    QWidget *panel = buildSidePanel();
    auto *top = new QHBoxLayout;
    top->addWidget(mView, 1);
    top->addWidget(panel);
    QHBoxLayout *buttons = buildButtonRow();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(mRefusalBanner);
    layout->addLayout(buttons);
    resize(1040, 640);
}

void TacticalBattleDialog::buildReadouts()
{
    mTurn = new QLabel(this);
    mTurn->setObjectName(QStringLiteral("tacticalTurn"));
    QFont big = mTurn->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    mTurn->setFont(big);
    auto label = [this](const char *name) {
        auto *l = new QLabel(this);
        l->setObjectName(QString::fromLatin1(name));
        l->setWordWrap(true);
        return l;
    };
    mVictory = label("victoryCount");
    mVictory->setTextFormat(Qt::PlainText);
    mVictory->setToolTip(tr("Enemy units each side has eliminated, against the number that wins it the battle"));
    mBattleOdds = new BoardOddsPanel(this);
    mDice = label("activationDice");
    mDiceRow = new BattleDiceRow(this);
    mDiceRow->setObjectName(QStringLiteral("activationDiceRow"));
    mLeft = label("activationsLeft");
    mUnit = label("actingUnit");
    mOdds = label("attackOdds");
    mLast = label("lastAttack");
}

void TacticalBattleDialog::buildOddsChart()
{
    mChart = new QCustomPlot(this);
    mChart->setObjectName(QStringLiteral("attackOddsChart"));
    mChart->setMinimumHeight(110);
    mBars = new QCPBars(mChart->xAxis, mChart->yAxis);
    mBars->setBrush(QColor(0xc0, 0x39, 0x2b));
    mBars->setPen(Qt::NoPen);
    mBars->setName(tr("it stands"));
    mFallbackBars = new QCPBars(mChart->xAxis, mChart->yAxis);
    mFallbackBars->setBrush(QColor(0xd9, 0x7a, 0x1c));
    mFallbackBars->setPen(Qt::NoPen);
    mFallbackBars->setName(tr("it falls back"));
    auto *group = new QCPBarsGroup(mChart);
    for (QCPBars *bars : {mBars, mFallbackBars}) {
        bars->setWidth(0.4); // side by side on each count of hits
        bars->setBarsGroup(group);
    }
    QSharedPointer<QCPAxisTickerFixed> whole(new QCPAxisTickerFixed);
    whole->setTickStep(1.0); // hits are whole numbers
    whole->setScaleStrategy(QCPAxisTickerFixed::ssNone);
    mChart->xAxis->setTicker(whole);
    mChart->xAxis->setLabel(tr("hits"));
    mChart->yAxis->setLabel(tr("chance"));
    mChart->yAxis->setRange(0, 1);
}

void TacticalBattleDialog::buildActionButtons()
{
    mRoll = new QPushButton(tr("&Roll Activation"), this);
    mRoll->setObjectName(QStringLiteral("rollActivationButton"));
    mRoll->setShortcut(QKeySequence(Qt::Key_Space));
    mAttack = new QPushButton(tr("&Attack"), this);
    mAttack->setObjectName(QStringLiteral("attackButton"));
    mEndActivation = new QPushButton(tr("&End Activation"), this);
    mEndActivation->setObjectName(QStringLiteral("endActivationButton"));
    mEndTurn = new QPushButton(tr("End &Turn"), this);
    mEndTurn->setObjectName(QStringLiteral("endTurnButton"));
    mUndo = new QPushButton(tr("&Undo"), this);
    mUndo->setObjectName(QStringLiteral("tacticalUndoButton"));
    mUndo->setShortcut(QKeySequence::Undo);
    mUndo->setToolTip(tr("Takes back the moves and choices since the last roll; a roll stands (RULES D1)"));
    connect(mUndo, &QPushButton::clicked, this, &TacticalBattleDialog::undo);
    mSave = new QPushButton(tr("&Save as Scenario…"), this);
    mSave->setObjectName(QStringLiteral("saveScenarioButton"));
    mSave->setToolTip(tr("The board as it stands, to play again as a stand-alone scenario"));
    connect(mSave, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getSaveFileName(this, tr("Save as Scenario"), QString(), tr("Scenarios (*.json)"));
        if (!file.isEmpty())
            saveScenario(file);
    });
    mArrange = new QPushButton(tr("Arrange the &Board…"), this);
    mArrange->setObjectName(QStringLiteral("arrangeBoardButton"));
    mArrange->setToolTip(
        tr("Before the first roll: move the counters on their side's own rows, paint the terrain, set the leaders"));
    mArrange->setVisible(mCampaign != nullptr);
    connect(mArrange, &QPushButton::clicked, this, &TacticalBattleDialog::arrangeBoard);
    mFlank = new QPushButton(tr("Flank &Marches…"), this);
    mFlank->setObjectName(QStringLiteral("flankMarchesButton"));
    mFlank->setToolTip(tr("Before the first roll: send commands on a flank march (RULES M2)"));
    mFlank->setVisible(mCampaign != nullptr);
    connect(mFlank, &QPushButton::clicked, this, &TacticalBattleDialog::planFlankMarches);
    mFinish = new QPushButton(mCampaign ? tr("&Finish") : tr("&Close"), this);
    mFinish->setObjectName(QStringLiteral("finishButton"));
    for (QPushButton *b : {mRoll, mAttack, mEndActivation, mEndTurn, mFinish, mUndo, mSave, mArrange, mFlank})
        b->setAutoDefault(false);
    connect(mRoll, &QPushButton::clicked, this, &TacticalBattleDialog::rollActivation);
    connect(mAttack, &QPushButton::clicked, this, &TacticalBattleDialog::attackTarget);
    connect(mEndActivation, &QPushButton::clicked, this, &TacticalBattleDialog::endActivation);
    connect(mEndTurn, &QPushButton::clicked, this, &TacticalBattleDialog::endTurn);
    connect(mFinish, &QPushButton::clicked, this, &TacticalBattleDialog::finish);
}

QWidget *TacticalBattleDialog::buildSidePanel()
{
    auto *side = new QVBoxLayout;
    side->addWidget(mTurn);
    side->addWidget(mVictory);
    side->addWidget(mBattleOdds);
    side->addWidget(mDice);
    side->addWidget(mDiceRow);
    side->addWidget(mLeft);
    side->addWidget(mRoll);
    side->addWidget(mUnit);
    side->addWidget(mOdds);
    side->addWidget(mChart);
    side->addWidget(mAttack);
    side->addWidget(mLast);
    for (int s = 0; s < 2; ++s) {
        mComputer[s] = new QCheckBox(tr("The computer plays %1").arg(mBattle->sideName(s)), this);
        mComputer[s]->setObjectName(QStringLiteral("computerPlays%1").arg(s));
        connect(mComputer[s], &QCheckBox::toggled, this, [this] { playComputer(); });
        side->addWidget(mComputer[s]);
    }
    side->addWidget(mLog, 1);
    auto *panel = new QWidget;
    panel->setLayout(side);
    // In a short window the readouts scroll rather than being squeezed into each other.
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("tacticalSidePanel"));
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFixedWidth(300 + style()->pixelMetric(QStyle::PM_ScrollBarExtent));
    return scroll;
}

QHBoxLayout *TacticalBattleDialog::buildButtonRow()
{
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mUndo);
    buttons->addWidget(mEndActivation);
    buttons->addWidget(mEndTurn);
    buttons->addStretch(1);
    buttons->addWidget(mArrange);
    buttons->addWidget(mFlank);
    buttons->addWidget(mSave);
    buttons->addWidget(mFinish);
    return buttons;
}

} // namespace castellan

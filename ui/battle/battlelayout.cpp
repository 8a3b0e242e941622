// The battle dialog's window, part by part: the head, both sides and the odds, the current step, the log, and the
// bar of buttons with its legend. What the steps do is in battledialog.cpp.
#include "battledialog.h"

#include "tactical/boardoddspanel.h"

#include "rules/battlerules.h"

#include "aftermathstep.h"
#include "avoidstep.h"
#include "battleoddspanel.h"
#include "battlesidepanel.h"
#include "battlesteplog.h"
#include "casualtiesstep.h"
#include "casualtyeditor.h"
#include "deedsstep.h"
#include "firestep.h"
#include "overstep.h"
#include "rallystep.h"
#include "setupstep.h"
#include "unitmarkers.h"

#include "widgets/diefacewidget.h"

#include "campaign/campaign.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace castellan {

void BattleDialog::buildHeadline()
{
    // The head: the battle's name and where the steps stand.
    mHeadline = new QLabel(this);
    mHeadline->setObjectName(QStringLiteral("headline"));
    QFont big = mHeadline->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.45);
    mHeadline->setFont(big);
    mTrail = new QLabel(this);
    mTrail->setObjectName(QStringLiteral("stepTrail"));
    mTrail->setTextFormat(Qt::RichText);
}

QSplitter *BattleDialog::buildSplitters()
{
    QWidget *top = buildSidesRow();
    QFrame *stepFrame = buildStepFrame();
    QFrame *logBox = buildLogBox();

    // Splitters keep the parts where they are while the steps change what they show.
    auto *lower = new QSplitter(Qt::Horizontal, this);
    lower->setObjectName(QStringLiteral("lowerSplitter"));
    lower->addWidget(stepFrame);
    lower->addWidget(logBox);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    lower->setChildrenCollapsible(false);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->setObjectName(QStringLiteral("mainSplitter"));
    split->addWidget(top);
    split->addWidget(lower);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    split->setSizes({450, 380});
    lower->setSizes({720, 480});
    return split;
}

QWidget *BattleDialog::buildSidesRow()
{
    // Both sides and the odds between them.
    mAttackerPanel = new BattleSidePanel(Role::Attacker, this);
    mDefenderPanel = new BattleSidePanel(Role::Defender, this);
    mOdds = new BattleOddsPanel(this);
    mOdds->setMinimumWidth(380);
    auto *top = new QWidget(this);
    auto *sides = new QHBoxLayout(top);
    sides->setContentsMargins(0, 0, 0, 0);
    sides->setSpacing(10);
    // Before the first roll, the same battle's odds on the board stand under those in rounds (issue 33).
    mBoardOdds = new BoardOddsPanel(this);
    mBoardOdds->setTitle(tr("<b>On the battle board:</b>"));
    mBoardOdds->setCompact(true);
    auto *odds = new QVBoxLayout;
    odds->addWidget(mOdds, 1);
    odds->addWidget(mBoardOdds);
    sides->addWidget(mAttackerPanel, 3);
    sides->addLayout(odds, 4);
    sides->addWidget(mDefenderPanel, 3);
    return top;
}

QFrame *BattleDialog::buildStepFrame()
{
    // The current step: a title, a line of rules, its controls and one primary button.
    auto *stepFrame = new QFrame(this);
    stepFrame->setObjectName(QStringLiteral("stepFrame"));
    stepFrame->setFrameShape(QFrame::StyledPanel);
    mStepTitle = new QLabel(stepFrame);
    mStepTitle->setObjectName(QStringLiteral("stepTitle"));
    QFont stepFont = mStepTitle->font();
    stepFont.setBold(true);
    stepFont.setPointSizeF(stepFont.pointSizeF() * 1.15);
    mStepTitle->setFont(stepFont);
    mStepNote = BattleStep::wrappedLabel(stepFrame, QStringLiteral("stepNote"));
    mStepNote->setForegroundRole(QPalette::PlaceholderText);
    mSteps = new QStackedWidget(stepFrame);
    mSteps->setObjectName(QStringLiteral("steps"));
    mSetup = new SetupStep(mCampaign, mForceId);
    mAvoid = new AvoidStep;
    mDeeds = new DeedsStep;
    mFire = new FireStep;
    mCasualties = new CasualtiesStep;
    mRally = new RallyStep;
    mAftermath = new AftermathStep;
    mOver = new OverStep;
    for (BattleStep *step :
         std::initializer_list<BattleStep *>{mSetup, mAvoid, mDeeds, mFire, mCasualties, mRally, mAftermath, mOver})
        addStep(step);
    auto *stepLayout = new QVBoxLayout(stepFrame);
    stepLayout->setContentsMargins(12, 10, 12, 10);
    stepLayout->setSpacing(4);
    stepLayout->addWidget(mStepTitle);
    stepLayout->addWidget(mStepNote);
    stepLayout->addSpacing(4);
    stepLayout->addWidget(mSteps, 1);
    return stepFrame;
}

QFrame *BattleDialog::buildLogBox()
{
    // The log of every step, newest at the bottom.
    auto *logBox = new QFrame(this);
    logBox->setFrameShape(QFrame::NoFrame);
    auto *logTitle = new QLabel(tr("What happened"), logBox);
    QFont logFont = logTitle->font();
    logFont.setBold(true);
    logTitle->setFont(logFont);
    mLog = new BattleStepLog(logBox);
    auto *logLayout = new QVBoxLayout(logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->setSpacing(4);
    logLayout->addWidget(logTitle);
    logLayout->addWidget(mLog, 1);
    return logBox;
}

QHBoxLayout *BattleDialog::buildButtonBar()
{
    mResolve = new QPushButton(tr("&Resolve to the end"), this);
    mResolve->setObjectName(QStringLiteral("resolveButton"));
    mResolve->setAutoDefault(false);
    mResolve->setToolTip(
        mCampaign.orderBook()
            ? tr("Fights the remaining steps with each side's choices from its standing orders, the default choices "
                 "where it set none; then the aftermath (RULES T4, F9, F8).")
            : tr("Fights the remaining steps with the default choices: no avoiding, no deeds, default "
                 "casualties, rally always; then the aftermath (RULES F9, F8)."));
    mClose = new QPushButton(tr("Cancel"), this);
    mClose->setObjectName(QStringLiteral("closeButton"));
    mClose->setAutoDefault(false);
    auto *bar = new QHBoxLayout;
    bar->addWidget(buildLegend());
    bar->addStretch(1);
    bar->addWidget(buildBoardButton());
    bar->addWidget(mResolve);
    bar->addWidget(mClose);
    return bar;
}

QWidget *BattleDialog::buildLegend()
{
    auto *legend = new QWidget(this);
    legend->setObjectName(QStringLiteral("legend"));
    auto *row = new QHBoxLayout(legend);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(4);
    const QColor neutral(0x5a, 0x6b, 0x7d);
    const qreal dpr = devicePixelRatioF();
    for (auto state : {UnitMarkers::State::Good, UnitMarkers::State::Flagged, UnitMarkers::State::Broken,
                       UnitMarkers::State::Eliminated}) {
        auto *icon = new QLabel(legend);
        icon->setPixmap(UnitMarkers::markerPixmap(state, neutral, 16, dpr));
        row->addWidget(icon);
        row->addWidget(new QLabel(UnitMarkers::stateName(state), legend));
        row->addSpacing(10);
    }
    row->addSpacing(10);
    for (int face : {FireEliminateFace, FireFlagFace}) {
        auto *die = new DieFaceWidget(face, legend);
        die->setDieSize(16);
        die->setTone(CasualtyEditor::fireTones()(face));
        row->addWidget(die);
        row->addWidget(new QLabel(fireEffect(face) == FireEffect::Eliminates ? tr("eliminates") : tr("flags"), legend));
        row->addSpacing(10);
    }
    return legend;
}

} // namespace castellan

#include "battledialog.h"

#include "battle/battlereport.h"
#include "battleoddspanel.h"
#include "battlesidepanel.h"
#include "casualtyeditor.h"
#include "odds/liveodds.h"
#include "campaign/campaign.h"
#include "unitmarkers.h"
#include "widgets/dicerow.h"
#include "widgets/diefacewidget.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTextTable>
#include <QVBoxLayout>

namespace castellan {


namespace {

constexpr std::array<Role, 2> Roles{Role::Attacker, Role::Defender};
constexpr int DieSize = 30;

int at(Role r)
{
    return r == Role::Attacker ? 0 : 1;
}

QString roleKey(Role r)
{
    return r == Role::Attacker ? QStringLiteral("attacker") : QStringLiteral("defender");
}

/** Empties a layout; its widgets go later, so one of them may be the sender of the signal being handled. */
void clearLayout(QLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->setObjectName(QString()); // no longer found by name while it waits to be deleted
            w->deleteLater();
        } else if (QLayout *inner = item->layout()) {
            clearLayout(inner);
        }
        delete item;
    }
}

QLabel *wrappedLabel(QWidget *parent, const QString &objectName = {})
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    if (!objectName.isEmpty())
        label->setObjectName(objectName);
    return label;
}

} // namespace

BattleDialog::BattleDialog(Campaign &campaign, qint64 forceId, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mForceId(forceId)
{
    setObjectName(QStringLiteral("battleDialog"));
    const auto force = campaign.force(forceId);
    setWindowTitle(force ? tr("Battle: %1").arg(force->name) : tr("Battle"));

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

    // Both sides and the odds between them.
    mAttackerPanel = new BattleSidePanel(Role::Attacker, this);
    mDefenderPanel = new BattleSidePanel(Role::Defender, this);
    mOdds = new BattleOddsPanel(this);
    mOdds->setMinimumWidth(380);
    auto *top = new QWidget(this);
    auto *sides = new QHBoxLayout(top);
    sides->setContentsMargins(0, 0, 0, 0);
    sides->setSpacing(10);
    sides->addWidget(mAttackerPanel, 3);
    sides->addWidget(mOdds, 4);
    sides->addWidget(mDefenderPanel, 3);

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
    mStepNote = wrappedLabel(stepFrame, QStringLiteral("stepNote"));
    mStepNote->setForegroundRole(QPalette::PlaceholderText);
    mSteps = new QStackedWidget(stepFrame);
    mSteps->setObjectName(QStringLiteral("steps"));
    mSteps->addWidget(buildSetupPage());
    mSteps->addWidget(buildAvoidPage());
    mSteps->addWidget(buildDeedsPage());
    mSteps->addWidget(buildFirePage());
    mSteps->addWidget(buildCasualtiesPage());
    mSteps->addWidget(buildRallyPage());
    mSteps->addWidget(buildAftermathPage());
    mSteps->addWidget(buildOverPage());
    auto *stepLayout = new QVBoxLayout(stepFrame);
    stepLayout->setContentsMargins(12, 10, 12, 10);
    stepLayout->setSpacing(4);
    stepLayout->addWidget(mStepTitle);
    stepLayout->addWidget(mStepNote);
    stepLayout->addSpacing(4);
    stepLayout->addWidget(mSteps, 1);

    // The log of every step, newest at the bottom.
    auto *logBox = new QFrame(this);
    logBox->setFrameShape(QFrame::NoFrame);
    auto *logTitle = new QLabel(tr("What happened"), logBox);
    QFont logFont = logTitle->font();
    logFont.setBold(true);
    logTitle->setFont(logFont);
    mLog = new QTextBrowser(logBox);
    mLog->setObjectName(QStringLiteral("stepLog"));
    mLog->setOpenLinks(false);
    mLog->setFocusPolicy(Qt::NoFocus);
    auto *logLayout = new QVBoxLayout(logBox);
    logLayout->setContentsMargins(0, 0, 0, 0);
    logLayout->setSpacing(4);
    logLayout->addWidget(logTitle);
    logLayout->addWidget(mLog, 1);
    resetLog();

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

    mError = new QLabel(this);
    mError->setObjectName(QStringLiteral("errorLabel"));
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; }"));
    mError->hide();

    mResolve = new QPushButton(tr("&Resolve to the end"), this);
    mResolve->setObjectName(QStringLiteral("resolveButton"));
    mResolve->setAutoDefault(false);
    mResolve->setToolTip(tr("Fights the remaining steps with the default choices: no avoiding, no deeds, default "
                            "casualties, rally always; then the aftermath (RULES F9, F8)."));
    mClose = new QPushButton(tr("Cancel"), this);
    mClose->setObjectName(QStringLiteral("closeButton"));
    mClose->setAutoDefault(false);
    auto *bar = new QHBoxLayout;
    bar->addWidget(buildLegend());
    bar->addStretch(1);
    bar->addWidget(mResolve);
    bar->addWidget(mClose);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(8);
    layout->addWidget(mHeadline);
    layout->addWidget(mTrail);
    layout->addWidget(split, 1);
    layout->addWidget(mError);
    layout->addLayout(bar);

    connect(mResolve, &QPushButton::clicked, this, &BattleDialog::resolveToEnd);
    connect(mClose, &QPushButton::clicked, this, &BattleDialog::reject);

    fillOpponents();
    rebuildFight();
    refresh();
    resize(QSize(1220, 880).expandedTo(sizeHint()));
}

BattleDialog::~BattleDialog() = default;

// --- building ---

QPushButton *BattleDialog::primaryButton(const QString &text, const QString &objectName, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setObjectName(objectName);
    QFont f = b->font();
    f.setBold(true);
    b->setFont(f);
    b->setMinimumWidth(150);
    b->setMinimumHeight(32);
    b->setAutoDefault(false);
    mPrimaries.append(b);
    return b;
}

QWidget *BattleDialog::pageWith(QWidget *body, const QList<QPushButton *> &secondary, QPushButton *primary)
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    body->setParent(page);
    layout->addWidget(body, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    for (QPushButton *b : secondary) {
        b->setParent(page);
        b->setAutoDefault(false);
        buttons->addWidget(b);
    }
    primary->setParent(page);
    buttons->addWidget(primary);
    layout->addLayout(buttons);
    return page;
}

QWidget *BattleDialog::buildSetupPage()
{
    auto *body = new QWidget;
    auto *form = new QFormLayout(body);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    const auto force = mCampaign.force(mForceId);
    auto *own = new QLabel(body);
    own->setObjectName(QStringLiteral("ownForce"));
    if (force) {
        own->setText(tr("<b>%1</b> (%2)%3 — %n unit(s)", nullptr, force->units.total())
                         .arg(force->name.toHtmlEscaped(), mCampaign.sideName(force->sideId).toHtmlEscaped(),
                              force->location.isEmpty() ? QString()
                                                        : tr(", at %1").arg(force->location.toHtmlEscaped())));
    }
    form->addRow(tr("This force:"), own);

    mOpponent = new QComboBox(body);
    mOpponent->setObjectName(QStringLiteral("opponentCombo"));
    mOpponent->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    form->addRow(tr("&Opponent:"), mOpponent);

    auto *who = new QWidget(body);
    auto *whoLayout = new QHBoxLayout(who);
    whoLayout->setContentsMargins(0, 0, 0, 0);
    mWeAttack = new QRadioButton(force ? tr("%1 &attacks").arg(force->name) : tr("This force &attacks"), who);
    mWeAttack->setObjectName(QStringLiteral("weAttackRadio"));
    mTheyAttack = new QRadioButton(tr("The opponent a&ttacks"), who);
    mTheyAttack->setObjectName(QStringLiteral("theyAttackRadio"));
    mWeAttack->setChecked(true);
    auto *group = new QButtonGroup(who);
    group->addButton(mWeAttack);
    group->addButton(mTheyAttack);
    whoLayout->addWidget(mWeAttack);
    whoLayout->addWidget(mTheyAttack);
    whoLayout->addStretch(1);
    form->addRow(tr("Attacker:"), who);

    mName = new QLineEdit(body);
    mName->setObjectName(QStringLiteral("battleNameEdit"));
    mName->setClearButtonEnabled(true);
    form->addRow(tr("&Name:"), mName);

    mSetupProblem = wrappedLabel(body, QStringLiteral("setupProblem"));
    mSetupProblem->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; }"));
    form->addRow(mSetupProblem);

    connect(mOpponent, &QComboBox::currentIndexChanged, this, [this] {
        rebuildFight();
        refresh();
    });
    connect(mWeAttack, &QRadioButton::toggled, this, [this] {
        rebuildFight();
        refresh();
    });
    connect(mName, &QLineEdit::textEdited, this, [this] {
        rebuildFight();
        refresh();
    });

    mBegin = primaryButton(tr("&Begin battle"), QStringLiteral("beginButton"), nullptr);
    connect(mBegin, &QPushButton::clicked, this, &BattleDialog::begin);
    return pageWith(body, {}, mBegin);
}

QWidget *BattleDialog::buildAvoidPage()
{
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    mAvoidText = wrappedLabel(body, QStringLiteral("avoidText"));
    layout->addWidget(mAvoidText);
    auto *placeRow = new QFormLayout;
    mAvoidPlace = new QLineEdit(body);
    mAvoidPlace->setObjectName(QStringLiteral("avoidPlaceEdit"));
    mAvoidPlace->setPlaceholderText(tr("the space it moves to"));
    placeRow->addRow(tr("On a success the defender &moves to:"), mAvoidPlace);
    layout->addLayout(placeRow);
    layout->addStretch(1);

    mAvoid = new QPushButton(tr("&Try to avoid battle"));
    mAvoid->setObjectName(QStringLiteral("avoidButton"));
    mJoin = primaryButton(tr("&Join battle"), QStringLiteral("joinButton"), nullptr);
    connect(mAvoid, &QPushButton::clicked, this, &BattleDialog::attemptAvoid);
    connect(mJoin, &QPushButton::clicked, this, &BattleDialog::joinBattle);
    return pageWith(body, {mAvoid}, mJoin);
}

QWidget *BattleDialog::buildDeedsPage()
{
    auto *body = new QWidget;
    auto *layout = new QHBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    for (Role r : Roles) {
        auto *box = new QGroupBox(body);
        box->setObjectName(roleKey(r) + QStringLiteral("Deeds"));
        auto *column = new QVBoxLayout(box);
        column->setSpacing(4);
        mDeedBoxes[std::size_t(at(r))] = box;
        layout->addWidget(box, 1);
    }
    mFire = primaryButton(tr("Roll &fire"), QStringLiteral("fireButton"), nullptr);
    connect(mFire, &QPushButton::clicked, this, &BattleDialog::rollFire);
    return pageWith(body, {}, mFire);
}

QWidget *BattleDialog::buildFirePage()
{
    auto *body = new QWidget;
    auto *grid = new QGridLayout(body);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    for (Role r : Roles) {
        const int i = at(r);
        auto *label = new QLabel(body);
        label->setObjectName(roleKey(r) + QStringLiteral("FireLabel"));
        auto *dice = new DiceRow(body);
        dice->setObjectName(roleKey(r) + QStringLiteral("Dice"));
        dice->setDieSize(DieSize);
        dice->setToneRule(CasualtyEditor::fireTones());
        mDiceLabels[std::size_t(i)] = label;
        mDice[std::size_t(i)] = dice;
        grid->addWidget(label, i * 2, 0);
        grid->addWidget(dice, i * 2 + 1, 0);
        if (i == 0)
            grid->setRowMinimumHeight(2 * i + 1, DieSize + 12);
    }
    mRerollHint = wrappedLabel(body, QStringLiteral("rerollHint"));
    grid->addWidget(mRerollHint, 4, 0);
    grid->setRowStretch(5, 1);
    mTakeCasualties = primaryButton(tr("Take &casualties"), QStringLiteral("takeCasualtiesButton"), nullptr);
    connect(mTakeCasualties, &QPushButton::clicked, this, &BattleDialog::takeCasualties);
    return pageWith(body, {}, mTakeCasualties);
}

QWidget *BattleDialog::buildCasualtiesPage()
{
    auto *body = new QWidget;
    auto *layout = new QHBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    for (Role r : Roles) {
        auto *editor = new CasualtyEditor(body);
        editor->setObjectName(roleKey(r) + QStringLiteral("Casualties"));
        mCasualties[std::size_t(at(r))] = editor;
        layout->addWidget(editor, 1);
        connect(editor, &CasualtyEditor::changed, this, [this, r] { casualtiesEdited(r); });
    }
    mApplyHits = primaryButton(tr("&Apply hits"), QStringLiteral("applyHitsButton"), nullptr);
    connect(mApplyHits, &QPushButton::clicked, this, &BattleDialog::applyHits);
    return pageWith(body, {}, mApplyHits);
}

QWidget *BattleDialog::buildRallyPage()
{
    auto *body = new QWidget;
    auto *layout = new QHBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    for (Role r : Roles) {
        const std::size_t i = std::size_t(at(r));
        auto *box = new QGroupBox(body);
        box->setObjectName(roleKey(r) + QStringLiteral("Choice"));
        auto *column = new QVBoxLayout(box);
        auto *rally = new QRadioButton(tr("Rally"), box);
        rally->setObjectName(roleKey(r) + QStringLiteral("Rally"));
        auto *retreat = new QRadioButton(tr("Retreat"), box);
        retreat->setObjectName(roleKey(r) + QStringLiteral("Retreat"));
        auto *rallyText = wrappedLabel(box, roleKey(r) + QStringLiteral("RallyText"));
        auto *retreatText = wrappedLabel(box, roleKey(r) + QStringLiteral("RetreatText"));
        auto *why = wrappedLabel(box, roleKey(r) + QStringLiteral("RetreatWhy"));
        why->setForegroundRole(QPalette::PlaceholderText);
        auto *group = new QButtonGroup(box);
        group->addButton(rally);
        group->addButton(retreat);
        rally->setChecked(true);
        // A radio button's text does not wrap: each choice is a short button over an indented line.
        auto *choices = new QGridLayout;
        choices->setColumnMinimumWidth(0, 22);
        choices->setVerticalSpacing(2);
        choices->addWidget(rally, 0, 0, 1, 2, Qt::AlignLeft);
        choices->addWidget(rallyText, 1, 1);
        choices->setRowMinimumHeight(2, 6);
        choices->addWidget(retreat, 3, 0, 1, 2, Qt::AlignLeft);
        choices->addWidget(retreatText, 4, 1);
        choices->addWidget(why, 5, 1);
        choices->setColumnStretch(1, 1);
        column->addLayout(choices);
        column->addStretch(1);
        mRallyText[i] = rallyText;
        mRetreatText[i] = retreatText;
        mChoiceBoxes[i] = box;
        mRally[i] = rally;
        mRetreat[i] = retreat;
        mRetreatWhy[i] = why;
        layout->addWidget(box, 1);
    }
    mNextRound = primaryButton(tr("&Next round"), QStringLiteral("nextRoundButton"), nullptr);
    connect(mNextRound, &QPushButton::clicked, this, &BattleDialog::nextRound);
    return pageWith(body, {}, mNextRound);
}

QWidget *BattleDialog::buildAftermathPage()
{
    mAftermathText = wrappedLabel(nullptr, QStringLiteral("aftermathText"));
    mAftermath = primaryButton(tr("Roll the &aftermath"), QStringLiteral("aftermathButton"), nullptr);
    connect(mAftermath, &QPushButton::clicked, this, &BattleDialog::rollAftermath);
    return pageWith(mAftermathText, {}, mAftermath);
}

QWidget *BattleDialog::buildOverPage()
{
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    mOverText = wrappedLabel(body, QStringLiteral("overText"));
    mOverText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mOverText);
    mFinishPlaceRow = new QWidget(body);
    auto *placeForm = new QFormLayout(mFinishPlaceRow);
    placeForm->setContentsMargins(0, 0, 0, 0);
    mFinishPlace = new QLineEdit(mFinishPlaceRow);
    mFinishPlace->setObjectName(QStringLiteral("finishPlaceEdit"));
    mFinishPlace->setPlaceholderText(tr("the space it moves to"));
    placeForm->addRow(tr("The defender &moves to:"), mFinishPlace);
    layout->addWidget(mFinishPlaceRow);
    mFinishHint = wrappedLabel(body, QStringLiteral("finishHint"));
    mFinishHint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(mFinishHint);
    layout->addStretch(1);
    connect(mFinishPlace, &QLineEdit::textChanged, this, [this] { refreshOver(); });
    mFinish = primaryButton(tr("&Finish"), QStringLiteral("finishButton"), nullptr);
    connect(mFinish, &QPushButton::clicked, this, [this] {
        if (finish())
            accept();
    });
    return pageWith(body, {}, mFinish);
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
    for (int face : {6, 5}) {
        auto *die = new DieFaceWidget(face, legend);
        die->setDieSize(16);
        die->setTone(CasualtyEditor::fireTones()(face));
        row->addWidget(die);
        row->addWidget(new QLabel(face == 6 ? tr("eliminates") : tr("flags"), legend));
        row->addSpacing(10);
    }
    return legend;
}

// --- setup ---

void BattleDialog::fillOpponents()
{
    const auto own = mCampaign.force(mForceId);
    QSignalBlocker block(mOpponent);
    mOpponent->clear();
    if (!own)
        return;
    int preferred = -1;
    const QList<Force> forces = mCampaign.forces();
    for (const Force &f : forces) {
        if (f.sideId == own->sideId)
            continue;
        QString text = tr("%1 (%2)").arg(f.name, mCampaign.sideName(f.sideId));
        if (!f.location.isEmpty())
            text += tr(" at %1").arg(f.location);
        text += tr(" — %n unit(s)", nullptr, f.units.total());
        mOpponent->addItem(text, f.id);
        if (preferred < 0 && !own->location.isEmpty()
            && f.location.compare(own->location, Qt::CaseInsensitive) == 0)
            preferred = mOpponent->count() - 1;
    }
    mOpponent->setCurrentIndex(preferred >= 0 ? preferred : 0);
}

void BattleDialog::setOpponent(qint64 opponentForceId, bool weAttack)
{
    const int index = mOpponent->findData(opponentForceId);
    if (index < 0 || mPrepared || mStarted)
        return;
    {
        QSignalBlocker blockCombo(mOpponent);
        QSignalBlocker blockRadio(mWeAttack);
        mOpponent->setCurrentIndex(index);
        (weAttack ? mWeAttack : mTheyAttack)->setChecked(true);
    }
    rebuildFight();
    refresh();
}

void BattleDialog::setPrepared(std::unique_ptr<CampaignBattle> fight)
{
    if (mStarted || !fight)
        return;
    const qint64 other = fight->force(Role::Attacker).id == mForceId ? fight->force(Role::Defender).id
                                                                             : fight->force(Role::Attacker).id;
    setOpponent(other, fight->force(Role::Attacker).id == mForceId);
    mFight = std::move(fight);
    mPrepared = true;
    for (QWidget *w : std::initializer_list<QWidget *>{mOpponent, mWeAttack, mTheyAttack, mName})
        w->setEnabled(false);
    mName->setText(mFight->battle().name());
    setWindowTitle(mFight->battle().name());
    refresh();
}

void BattleDialog::rebuildFight()
{
    if (mStarted || mPrepared)
        return; // the sides are fixed once the battle has begun, or when it was set up elsewhere
    const qint64 other = mOpponent->currentData().toLongLong();
    if (!mCampaign.force(mForceId) || other == 0) {
        mFight.reset();
        return;
    }
    const bool weAttack = mWeAttack->isChecked();
    mFight = std::make_unique<CampaignBattle>(mCampaign, weAttack ? mForceId : other,
                                                       weAttack ? other : mForceId, BattleFlags{},
                                                       mName->text().trimmed());
    if (mName->text().trimmed().isEmpty())
        mName->setPlaceholderText(mFight->battle().name());
}

void BattleDialog::begin()
{
    if (!mFight || !mFight->refusal().isEmpty())
        return;
    mStarted = true;
    refresh();
}

// --- the steps ---

void BattleDialog::attemptAvoid()
{
    if (!mFight || !mFight->battle().canAvoid())
        return;
    mFight->battle().attemptAvoid(); // RULES F1
    if (mFinishPlace->text().isEmpty())
        mFinishPlace->setText(mAvoidPlace->text().trimmed());
    refresh();
}

void BattleDialog::joinBattle()
{
    if (!mFight || mFight->battle().phase() != BattlePhase::AvoidCheck)
        return;
    mFight->battle().skipAvoid();
    refresh();
}

void BattleDialog::attemptDeed(qint64 leaderId)
{
    if (!mFight || mDeedsThisRound.contains(leaderId))
        return;
    if (mFight->battle().attemptDeed(leaderId)) // RULES F7, H1
        mDeedsThisRound.insert(leaderId);
    refresh();
}

void BattleDialog::rollFire()
{
    if (!mFight || mFight->battle().phase() != BattlePhase::RoundStart)
        return;
    mRerolled = {};
    mFight->battle().fire(); // RULES F2
    refresh();
}

void BattleDialog::reroll(Role role, int die)
{
    if (!mFight || !mFight->battle().rerollDie(role, die)) // RULES H2
        return;
    mRerolled[std::size_t(at(role))].insert(die);
    refresh();
}

void BattleDialog::takeCasualties()
{
    if (!mFight || mFight->battle().phase() != BattlePhase::Fire)
        return;
    mFight->battle().endFire();
    refresh();
}

void BattleDialog::casualtiesEdited(Role role)
{
    if (!mFight || mFight->battle().phase() != BattlePhase::Casualties)
        return;
    CasualtyEditor *editor = mCasualties[std::size_t(at(role))];
    if (editor->problem().isEmpty())
        mFight->battle().setCasualties(role, editor->casualties()); // RULES F3
    mApplyHits->setEnabled(mCasualties[0]->problem().isEmpty() && mCasualties[1]->problem().isEmpty());
    mOdds->setState(LiveOdds::of(mFight->battle()));
}

void BattleDialog::applyHits()
{
    if (!mFight || mFight->battle().phase() != BattlePhase::Casualties)
        return;
    for (Role r : Roles) {
        if (!mCasualties[std::size_t(at(r))]->problem().isEmpty())
            return;
    }
    mFight->battle().applyCasualties(); // RULES F3, F4
    refresh();
}

void BattleDialog::nextRound()
{
    if (!mFight || mFight->battle().phase() != BattlePhase::RallyOrRetreat)
        return;
    auto choice = [this](Role r) {
        const std::size_t i = std::size_t(at(r));
        return mRetreat[i]->isChecked() && mRetreat[i]->isEnabled() ? RoundChoice::Retreat : RoundChoice::Rally;
    };
    mFight->battle().rallyOrRetreat(choice(Role::Attacker), choice(Role::Defender)); // RULES F5, F6
    refresh();
}

void BattleDialog::rollAftermath()
{
    if (!mFight || mFight->battle().phase() != BattlePhase::Aftermath)
        return;
    mAftermathFrom = int(mFight->battle().events().size());
    mFight->battle().aftermath(); // RULES F8
    refresh();
}

void BattleDialog::resolveToEnd()
{
    if (!mFight || !mStarted || mFight->battle().phase() == BattlePhase::Over)
        return;
    Battle &b = mFight->battle();
    const bool throughAftermath = b.phase() != BattlePhase::Over;
    b.resolveToEnd(); // RULES F9: the default choices
    if (throughAftermath && b.result() != BattleResult::Avoided && mAftermathFrom < 0) {
        // The aftermath's steps are the rolls after the result line (RULES F8): find where they begin.
        const QList<BattleEvent> &events = b.events();
        int i = int(events.size());
        while (i > 0 && events[i - 1].rollId != 0)
            --i;
        mAftermathFrom = i;
    }
    refresh();
}

bool BattleDialog::finish()
{
    if (mFinished)
        return true;
    if (!mFight || mFight->battle().phase() != BattlePhase::Over)
        return false;
    const bool avoided = mFight->battle().result() == BattleResult::Avoided;
    mOutcome = mFight->finish(avoided ? mFinishPlace->text().trimmed() : QString());
    if (!mOutcome.ok) {
        mError->setText(mOutcome.refusal);
        mError->show();
        return false;
    }
    mFinished = true;
    mError->hide();
    return true;
}

bool BattleDialog::hasRolled() const
{
    if (!mFight)
        return false;
    const QList<BattleEvent> &events = mFight->battle().events();
    return std::any_of(events.cbegin(), events.cend(), [](const BattleEvent &e) { return e.rollId != 0; });
}

void BattleDialog::reject()
{
    if (mFinished || !mFight || !mStarted || !hasRolled()) {
        QDialog::reject(); // nothing was rolled: nothing changes
        return;
    }
    const bool over = mFight->battle().phase() == BattlePhase::Over;
    QMessageBox box(QMessageBox::Question, windowTitle(),
                    over ? tr("The battle is over but not recorded yet. Its dice were rolled and logged (RULES D1): "
                              "closing records the battle as it stands.")
                         : tr("Dice have been rolled and logged (RULES D1), so this battle cannot be taken back. "
                              "Closing now fights the rest of it with the default choices (no deeds, default "
                              "casualties, rally always, RULES F9), rolls the aftermath (F8) and records the "
                              "battle."),
                    QMessageBox::Save | QMessageBox::Cancel, this);
    box.button(QMessageBox::Save)->setText(over ? tr("&Record and close") : tr("&Resolve, record and close"));
    box.button(QMessageBox::Cancel)->setText(tr("&Keep the battle open"));
    box.setDefaultButton(QMessageBox::Cancel);
    if (box.exec() != QMessageBox::Save)
        return;
    if (!over)
        resolveToEnd();
    if (finish())
        QDialog::accept();
}

// --- showing ---

QString BattleDialog::sideName(Role role) const
{
    return mFight ? mFight->force(role).name : QString();
}

QString BattleDialog::resultSentence() const
{
    const Battle &b = mFight->battle();
    switch (b.result()) {
    case BattleResult::AttackerWins:
        return tr("<b>%1 wins</b> and holds the field; %2 is defeated.")
            .arg(sideName(Role::Attacker).toHtmlEscaped(), sideName(Role::Defender).toHtmlEscaped());
    case BattleResult::DefenderWins:
        return tr("<b>%1 wins</b> and holds the field; %2 is defeated.")
            .arg(sideName(Role::Defender).toHtmlEscaped(), sideName(Role::Attacker).toHtmlEscaped());
    case BattleResult::Mutual:
        return tr("<b>Mutual defeat:</b> both sides are defeated and retreat (RULES F4, F6).");
    case BattleResult::Avoided:
        return tr("<b>%1 avoids battle:</b> it moves one space off and no battle is fought (RULES F1).")
            .arg(sideName(Role::Defender).toHtmlEscaped());
    case BattleResult::Undecided: break;
    }
    return {};
}

void BattleDialog::setStep(Page page, const QString &title, const QString &note)
{
    mSteps->setCurrentIndex(page);
    mStepTitle->setText(title);
    mStepNote->setText(note);
    mStepNote->setVisible(!note.isEmpty());
    QWidget *current = mSteps->currentWidget();
    for (QPushButton *b : std::as_const(mPrimaries)) {
        const bool here = current->isAncestorOf(b);
        b->setDefault(here);
    }

    static const char *const names[] = {QT_TR_NOOP("Setup"),      QT_TR_NOOP("Avoid battle"),
                                        QT_TR_NOOP("Deeds"),      QT_TR_NOOP("Fire"),
                                        QT_TR_NOOP("Casualties"), QT_TR_NOOP("Rally or retreat"),
                                        QT_TR_NOOP("Aftermath"),  QT_TR_NOOP("Finish")};
    QStringList trail;
    const QColor highlight = palette().color(QPalette::Highlight);
    const QColor dim = palette().color(QPalette::PlaceholderText);
    for (int i = 0; i < 8; ++i) {
        const QString name = tr(names[i]).toHtmlEscaped();
        if (i == page)
            trail << QStringLiteral("<b style=\"color:%1\">%2</b>").arg(highlight.name(), name);
        else if (i > page || (page >= DeedsPage && page <= RallyPage && i >= DeedsPage && i <= RallyPage))
            trail << QStringLiteral("<span style=\"color:%1\">%2</span>").arg(dim.name(), name);
        else
            trail << name;
    }
    mTrail->setText(trail.join(QStringLiteral(" &nbsp;›&nbsp; ")));
}

void BattleDialog::refresh()
{
    if (!mFight) {
        mAttackerPanel->setVisible(false);
        mDefenderPanel->setVisible(false);
        mHeadline->setText(tr("No battle"));
        mOdds->clear(QString());
        refreshSetup();
        mResolve->setEnabled(false);
        return;
    }
    const Battle &b = mFight->battle();
    mAttackerPanel->setVisible(true);
    mDefenderPanel->setVisible(true);
    mAttackerPanel->setSide(mCampaign, mFight->force(Role::Attacker), b.side(Role::Attacker), b.bonus(Role::Attacker));
    mDefenderPanel->setSide(mCampaign, mFight->force(Role::Defender), b.side(Role::Defender), b.bonus(Role::Defender));
    const bool fighting = b.phase() != BattlePhase::Aftermath && b.phase() != BattlePhase::Over;
    mAttackerPanel->fireLabel()->setVisible(fighting);
    mDefenderPanel->fireLabel()->setVisible(fighting);
    mHeadline->setText(b.name());
    if (mStarted)
        setWindowTitle(tr("Battle: %1").arg(b.name()));
    mOdds->setSideNames(sideName(Role::Attacker), sideName(Role::Defender));
    const auto attackerSide = mCampaign.side(mFight->force(Role::Attacker).sideId);
    const auto defenderSide = mCampaign.side(mFight->force(Role::Defender).sideId);
    if (attackerSide && defenderSide && attackerSide->color != defenderSide->color)
        mOdds->setSideColours(attackerSide->color, defenderSide->color);
    if (!mFight->refusal().isEmpty())
        mOdds->clear(tr("No battle: %1").arg(mFight->refusal()));
    else
        mOdds->setState(LiveOdds::of(mFight->battle()));

    if (!mStarted) {
        refreshSetup();
    } else {
        switch (b.phase()) {
        case BattlePhase::AvoidCheck: refreshAvoid(); break;
        case BattlePhase::RoundStart: refreshDeeds(); break;
        case BattlePhase::Fire: refreshFire(); break;
        case BattlePhase::Casualties: refreshCasualties(); break;
        case BattlePhase::RallyOrRetreat: refreshRally(); break;
        case BattlePhase::Aftermath: refreshAftermath(); break;
        case BattlePhase::Over: refreshOver(); break;
        }
    }
    refreshLog();
    mResolve->setEnabled(mStarted && b.phase() != BattlePhase::Over);
    mClose->setText(mStarted && hasRolled() ? tr("&Close") : tr("Cancel"));
    mClose->setToolTip(mStarted && hasRolled()
                           ? tr("Dice were rolled: closing resolves the battle with the default choices and records it "
                                "(RULES D1, F9).")
                           : tr("Nothing has been rolled: closing changes nothing."));
}

void BattleDialog::refreshSetup()
{
    QString problem;
    if (!mCampaign.force(mForceId))
        problem = tr("There is no such force in this campaign.");
    else if (mOpponent->count() == 0)
        problem = tr("There is no force of another side to fight.");
    else if (mFight)
        problem = mFight->refusal();
    mSetupProblem->setText(problem);
    mSetupProblem->setVisible(!problem.isEmpty());
    const bool choosable = mOpponent->count() > 0 && !mPrepared;
    mOpponent->setEnabled(choosable);
    mWeAttack->setEnabled(choosable);
    mTheyAttack->setEnabled(choosable);
    mName->setEnabled(!mPrepared);
    mBegin->setEnabled(mFight && problem.isEmpty());
    setStep(SetupPage, tr("Set up the battle"),
            tr("Pick the opposing force and who attacks; both sides and the odds show before anything is rolled "
               "(RULES F9). A battle is between two forces of different sides on the same space (F)."));
}

void BattleDialog::refreshAvoid()
{
    const Battle &b = mFight->battle();
    const Leader *c = b.side(Role::Defender).commander();
    const QString defender = sideName(Role::Defender).toHtmlEscaped();
    if (b.canAvoid()) {
        mAvoidText->setText(tr("%1 may try to avoid battle: <b>%2</b> makes a Maneuver check, and succeeds on "
                               "<b>%3 or less</b>. On a success the defender moves one space off and no battle is "
                               "fought; on a failure battle is joined.")
                                .arg(defender, c->name.toHtmlEscaped())
                                .arg(c->rating(Trait::Maneuver)));
    } else if (b.flags().breakIn) {
        mAvoidText->setText(tr("Defenders of a fortress may not avoid a break-in battle (RULES S3)."));
    } else {
        mAvoidText->setText(tr("%1 has no able leader to make the Maneuver check: it must stand and fight.")
                                .arg(defender));
    }
    mAvoid->setEnabled(b.canAvoid());
    mAvoidPlace->setEnabled(b.canAvoid());
    setStep(AvoidPage, tr("Before the battle · Avoid battle?"),
            tr("The defender's commander may make a Maneuver check to avoid battle (RULES F1)."));
}

void BattleDialog::refreshDeeds()
{
    const Battle &b = mFight->battle();
    if (mDeedRound != b.round()) {
        mDeedRound = b.round();
        mDeedsThisRound.clear();
    }
    for (Role r : Roles) {
        QGroupBox *box = mDeedBoxes[std::size_t(at(r))];
        box->setTitle(sideName(r));
        clearLayout(box->layout());
        const BattleSide &side = b.side(r);
        if (side.leaders.isEmpty()) {
            auto *none = new QLabel(tr("No leader with this force."), box);
            none->setEnabled(false);
            box->layout()->addWidget(none);
            none->show();
        }
        for (const Leader &l : side.leaders) {
            auto *button = new QPushButton(box);
            button->setObjectName(QStringLiteral("deedButton_%1").arg(l.id));
            button->setAutoDefault(false);
            button->setText(tr("Heroic deed: %1 (Heroics %2)").arg(l.name).arg(l.effectiveHeroics()));
            QString why = b.whyNoDeed(l.id);
            if (why.isEmpty() && mDeedsThisRound.contains(l.id))
                why = tr("%1 has attempted his deed this round (RULES F7).").arg(l.name);
            button->setEnabled(why.isEmpty());
            button->setToolTip(why.isEmpty() ? tr("Roll 1d6 against Heroics %1: wounds, and rerolls for this "
                                                  "side's fire dice (RULES H1, H2).")
                                                   .arg(l.effectiveHeroics())
                                             : why);
            const qint64 id = l.id;
            connect(button, &QPushButton::clicked, this, [this, id] { attemptDeed(id); });
            box->layout()->addWidget(button);
            button->show(); // at once, not after the next event loop
        }
        if (const int n = b.rerollsAvailable(r)) {
            auto *held = new QLabel(tr("%n reroll(s) ready for this round's fire (RULES H2).", nullptr, n), box);
            held->setObjectName(roleKey(r) + QStringLiteral("RerollsReady"));
            box->layout()->addWidget(held);
            held->show();
        }
        static_cast<QVBoxLayout *>(box->layout())->addStretch(1);
    }
    setStep(DeedsPage, tr("Round %1 · Heroic deeds, then fire").arg(b.round()),
            tr("Any able leader may first attempt a heroic deed: 1d6 against his Heroics, for wounds and rerolls "
               "of his side's fire dice (RULES F7, H1, H2). Then both sides fire at once."));
}

void BattleDialog::refreshFire()
{
    const Battle &b = mFight->battle();
    QStringList hints;
    for (Role r : Roles) {
        const std::size_t i = std::size_t(at(r));
        DiceRow *row = mDice[i];
        const QList<int> &faces = b.fireFaces(r);
        if (row->count() == faces.size()) {
            for (int d = 0; d < row->count(); ++d) { // in place: the die clicked may be one of them
                row->die(d)->setValue(faces[d]);
                row->die(d)->setTone(CasualtyEditor::fireTones()(faces[d]));
            }
        } else {
            row->setFaces(faces);
            for (int d = 0; d < row->count(); ++d)
                connect(row->die(d), &DieFaceWidget::clicked, this, [this, r, d] { reroll(r, d); });
        }
        const bool canReroll = b.rerollsAvailable(r) > 0;
        for (int d = 0; d < row->count(); ++d) {
            DieFaceWidget *die = row->die(d);
            const bool rerolled = mRerolled[i].contains(d);
            die->setSelected(rerolled);
            die->setCursor(canReroll ? Qt::PointingHandCursor : Qt::ArrowCursor);
            die->setToolTip(canReroll ? tr("Click to re-roll this die (RULES H2)")
                                      : rerolled ? tr("Re-rolled (RULES H2)") : QString());
        }
        const Fire f = b.fireResult(r);
        mDiceLabels[i]->setText(tr("<b>%1</b> fires %2: <b>%3</b> × 6, <b>%4</b> × 5")
                                    .arg(sideName(r).toHtmlEscaped(),
                                         faces.size() == 1 ? tr("1 die") : tr("%1 dice").arg(faces.size()))
                                    .arg(f.sixes)
                                    .arg(f.fives));
        if (canReroll)
            hints << tr("%1 holds %n reroll(s): click one of its dice to re-roll it.", nullptr, b.rerollsAvailable(r))
                         .arg(sideName(r).toHtmlEscaped());
    }
    mRerollHint->setText(hints.isEmpty() ? QString()
                                         : hints.join(QLatin1Char(' ')) + QLatin1Char(' ') + tr("(RULES H2)"));
    mRerollHint->setVisible(!hints.isEmpty());
    setStep(FirePage, tr("Round %1 · Fire").arg(b.round()),
            tr("Both sides roll at once: one die per good-order unit plus the Battle bonus. Each 6 eliminates an "
               "enemy unit, each 5 flags one; 1 to 4 miss (RULES F2)."));
}

void BattleDialog::refreshCasualties()
{
    const Battle &b = mFight->battle();
    if (mCasualtiesRound != b.round()) {
        mCasualtiesRound = b.round();
        for (Role r : Roles) {
            const Role from = opponent(r);
            mCasualties[std::size_t(at(r))]->setSituation(tr("%1 takes the hits").arg(sideName(r)), b.side(r).units,
                                                         b.fireFaces(from), b.fireResult(from), b.casualties(r),
                                                         b.defaultCasualties(r));
        }
    }
    mApplyHits->setEnabled(mCasualties[0]->problem().isEmpty() && mCasualties[1]->problem().isEmpty());
    setStep(CasualtiesPage, tr("Round %1 · Casualties").arg(b.round()),
            tr("Each side takes the hits it received: each 6 eliminates one unit of its choice (broken and flagged "
               "ones too), then each 5 flags one good-order unit; surplus 5s are lost (RULES F3). The default "
               "eliminates broken units first."));
}

void BattleDialog::refreshRally()
{
    const Battle &b = mFight->battle();
    const bool newRound = mRallyRound != b.round();
    mRallyRound = b.round();
    for (Role r : Roles) {
        const std::size_t i = std::size_t(at(r));
        const BattleSide &side = b.side(r);
        const Leader *c = side.commander();
        const int flagged = side.units.flagged;
        mChoiceBoxes[i]->setTitle(sideName(r));
        if (flagged == 0)
            mRallyText[i]->setText(tr("No flagged unit to rally."));
        else if (!c)
            mRallyText[i]->setText(tr("No able leader: its %1 break.")
                                       .arg(tr("%n flagged unit(s)", nullptr, flagged)));
        else
            mRallyText[i]->setText(tr("%1 roll against %2's Rally %3: each success returns to good order, each "
                                      "failure breaks.")
                                       .arg(tr("%n flagged unit(s)", nullptr, flagged), c->name.toHtmlEscaped())
                                       .arg(c->rating(Trait::Rally)));
        const bool can = b.canRetreat(r);
        if (b.flags().breakIn && r == Role::Attacker)
            mRetreatText[i]->setText(tr("Withdraw from the breach, no check (RULES S3)."));
        else if (c)
            mRetreatText[i]->setText(tr("%1 makes a Maneuver check, success on %2 or less.")
                                         .arg(c->name.toHtmlEscaped())
                                         .arg(c->rating(Trait::Maneuver)));
        else
            mRetreatText[i]->clear();
        mRetreatText[i]->setVisible(!mRetreatText[i]->text().isEmpty());
        mRetreat[i]->setEnabled(can);
        if (newRound || !can)
            mRally[i]->setChecked(true);
        QString why;
        if (!can) {
            why = b.flags().breakIn && r == Role::Defender
                ? tr("Retreat is not allowed: defenders of a fortress may not retreat (RULES S3).")
                : tr("Retreat is not allowed: a leaderless side may not try (RULES F6).");
        } else {
            why = tr("On a success the side leaves the field and the other wins; on a failure the battle goes on. "
                     "Either way its flagged units break (RULES F6).");
        }
        mRetreatWhy[i]->setText(why);
    }
    setStep(RallyPage, tr("Round %1 · Rally or retreat").arg(b.round()),
            tr("Neither side is defeated (RULES F4). Before the next round each side rallies its flagged units: a "
               "success returns one to good order, a failure breaks it (F5); or its commander tries to retreat "
               "(F6)."));
}

void BattleDialog::refreshAftermath()
{
    const Battle &b = mFight->battle();
    QStringList lines;
    for (Role r : Roles) {
        const BattleSide &side = b.side(r);
        const QString name = sideName(r).toHtmlEscaped();
        if (isAnnihilated(side.units)) {
            QStringList who;
            for (const Leader &l : side.leaders) {
                if (l.status() != LeaderStatus::Dead && l.status() != LeaderStatus::Captured)
                    who << l.name.toHtmlEscaped();
            }
            if (!who.isEmpty())
                lines << tr("%1 was annihilated: %2 make(s) a survival check against Heroics — below escapes, "
                            "equal dies, above is captured (RULES F8, H3).")
                             .arg(name, who.join(QStringLiteral(", ")));
        }
        const Leader *c = side.commander();
        if (c && side.units.broken > 0)
            lines << tr("%1 tries to reactivate %2's %n broken unit(s): one Rally check each against %3 (RULES F8).",
                        nullptr, side.units.broken)
                         .arg(c->name.toHtmlEscaped(), name)
                         .arg(c->rating(Trait::Rally));
    }
    lines << tr("Rerolls gained in this battle and not spent lapse (RULES H2).");
    QString html = QStringLiteral("<p>%1</p><ul style=\"margin-left:-20px\">").arg(resultSentence());
    for (const QString &l : std::as_const(lines))
        html += QStringLiteral("<li>%1</li>").arg(l);
    html += QStringLiteral("</ul>");
    mAftermathText->setText(html);
    setStep(AftermathPage, tr("After the battle"),
            tr("Survival checks for the leaders of an annihilated force, then each commander tries to reactivate "
               "his broken units (RULES F8)."));
}

void BattleDialog::refreshOver()
{
    if (!mFight || !mStarted || mFight->battle().phase() != BattlePhase::Over)
        return;
    const Battle &b = mFight->battle();
    const bool avoided = b.result() == BattleResult::Avoided;
    QString html = QStringLiteral("<p style=\"font-size:large\">%1</p>").arg(resultSentence());
    if (!avoided) {
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
        for (Role r : Roles) {
            const BattleSide &side = b.side(r);
            html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td><td>&nbsp;&nbsp;%3</td></tr>")
                        .arg(sideName(r).toHtmlEscaped(), unitsText(side.units),
                             tr("%n eliminated", nullptr, side.eliminated));
        }
        html += QStringLiteral("</table>");
        const QList<BattleEvent> &events = b.events();
        if (mAftermathFrom >= 0 && mAftermathFrom < events.size()) {
            html += QStringLiteral("<p>%1</p><ul style=\"margin-left:-20px\">").arg(tr("After the battle (RULES F8):"));
            for (int i = mAftermathFrom; i < events.size(); ++i)
                html += QStringLiteral("<li>%1</li>").arg(events[i].text.toHtmlEscaped());
            html += QStringLiteral("</ul>");
        } else {
            html += QStringLiteral("<p>%1</p>").arg(tr("Nothing to roll after the battle (RULES F8)."));
        }
    }
    mOverText->setText(html);
    mFinishPlaceRow->setVisible(avoided);
    const bool placeMissing = avoided && mFinishPlace->text().trimmed().isEmpty();
    mFinish->setEnabled(!placeMissing && !mFinished);
    mFinishHint->setText(placeMissing ? tr("Name the space the defender moves to (RULES F1).")
                                      : tr("Finish records the whole battle as one action you can undo: units and "
                                           "losses, wounds, captures and deaths, the leaders' histories and the "
                                           "report."));
    if (mSteps->currentIndex() != OverPage)
        setStep(OverPage, tr("The battle is over"), QString());
}

void BattleDialog::resetLog()
{
    mLog->clear();
    QTextCursor cursor(mLog->document());
    QTextTableFormat format;
    format.setBorder(0);
    format.setCellPadding(3);
    format.setCellSpacing(0);
    format.setHeaderRowCount(1);
    format.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    format.setColumnWidthConstraints({QTextLength(QTextLength::FixedLength, 58),
                                      QTextLength(QTextLength::VariableLength, 0),
                                      QTextLength(QTextLength::FixedLength, 40)});
    mLogTable = cursor.insertTable(1, 3, format);
    QTextCharFormat bold;
    bold.setFontWeight(QFont::Bold);
    const QStringList headers{tr("Round"), tr("Step"), tr("Roll")};
    for (int c = 0; c < 3; ++c) {
        QTextTableCell cell = mLogTable->cellAt(0, c);
        QTextCharFormat cellFormat = cell.format();
        cellFormat.setBackground(palette().color(QPalette::Button));
        cell.setFormat(cellFormat);
        cell.firstCursorPosition().insertText(headers[c], bold);
    }
    mEventsShown = 0;
}

void BattleDialog::refreshLog()
{
    const QList<BattleEvent> events = mFight ? mFight->battle().events() : QList<BattleEvent>();
    if (events.size() < mEventsShown)
        resetLog(); // another battle was set up
    if (events.size() == mEventsShown)
        return;
    const QColor stripe = palette().color(QPalette::AlternateBase);
    QTextCharFormat dim;
    dim.setForeground(palette().color(QPalette::PlaceholderText));
    QTextBlockFormat right;
    right.setAlignment(Qt::AlignRight);
    for (qsizetype i = mEventsShown; i < events.size(); ++i) {
        const BattleEvent &e = events[i];
        mLogTable->appendRows(1);
        const int row = mLogTable->rows() - 1;
        const bool newRound = i == 0 || events[i - 1].round != e.round;
        const QString cells[3] = {newRound ? (e.round > 0 ? QString::number(e.round) : tr("before")) : QString(),
                                  e.text, e.rollId ? QStringLiteral("#%1").arg(e.rollId) : QString()};
        for (int c = 0; c < 3; ++c) {
            QTextTableCell cell = mLogTable->cellAt(row, c);
            if (e.round % 2 == 0) {
                QTextCharFormat cellFormat = cell.format();
                cellFormat.setBackground(stripe);
                cell.setFormat(cellFormat);
            }
            QTextCursor cursor = cell.firstCursorPosition();
            if (c != 1)
                cursor.setBlockFormat(right);
            cursor.insertText(cells[c], c == 2 ? dim : QTextCharFormat());
        }
    }
    mEventsShown = int(events.size());
    mLog->verticalScrollBar()->setValue(mLog->verticalScrollBar()->maximum());
}

int BattleDialog::logRows() const
{
    return mLogTable ? mLogTable->rows() - 1 : 0;
}

QString BattleDialog::logCell(int row, int column) const
{
    if (!mLogTable || row < 0 || row >= logRows() || column < 0 || column > 2)
        return {};
    const QTextTableCell cell = mLogTable->cellAt(row + 1, column);
    QTextCursor cursor = cell.firstCursorPosition();
    cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
    return cursor.selectedText();
}

BattleSidePanel *BattleDialog::sidePanel(Role role) const
{
    return role == Role::Attacker ? mAttackerPanel : mDefenderPanel;
}

CasualtyEditor *BattleDialog::casualtyEditor(Role role) const
{
    return mCasualties[std::size_t(at(role))];
}

DiceRow *BattleDialog::fireDice(Role role) const
{
    return mDice[std::size_t(at(role))];
}

} // namespace castellan

#include "newleaderdialog.h"

#include "model/limits.h"
#include "widgets/characterlimit.h"

#include "campaign/campaign.h"
#include "commands/leaders/leaderactions.h"
#include "creationpool.h"
#include "diedrag.h"
#include "i18n/argtext.h"
#include "model/namegenerator.h"
#include "rules/leaderrules.h"
#include "storage/storageerror.h"
#include "traitslot.h"
#include "widgets/diefacewidget.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

#include <algorithm>

namespace castellan {

namespace {

QIcon swatch(const QColor &color)
{
    QPixmap pm(14, 14);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(color.darker(150));
    p.setBrush(color);
    p.drawRoundedRect(QRectF(0.5, 0.5, 13, 13), 3, 3);
    return QIcon(pm);
}

} // namespace

NewLeaderDialog::NewLeaderDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mName(new QLineEdit(this))
    , mSuggest(new QPushButton(tr("&Suggest"), this))
    , mSide(new QComboBox(this))
    , mRollButton(new QPushButton(tr("&Roll 7d6"), this))
    , mRollNote(new QLabel(this))
    , mPool(new CreationPool(this))
    , mInOrder(new QPushButton(tr("Assign in &order"), this))
    , mClear(new QPushButton(tr("C&lear"), this))
    , mStatus(new QLabel(this))
    , mError(new QLabel(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , mCreate(new QPushButton(tr("&Create Leader"), this))
{
    setWindowTitle(tr("New Leader"));
    setMinimumWidth(700); // the traits' purposes whole in German too
    mDieForTrait.fill(-1);

    // Who he is.
    mName->setObjectName(QStringLiteral("nameEdit"));
    mName->setPlaceholderText(tr("e.g. %1").arg(suggestLeaderName(0)));
    limitCharacters(mName, MaxNameLength);
    mSuggest->setObjectName(QStringLiteral("suggestButton"));
    mSuggest->setToolTip(tr("Suggest a name no leader of this campaign has"));
    mSuggest->setAutoDefault(false);
    mSide->setObjectName(QStringLiteral("sideCombo"));
    const QList<Side> sides = mCampaign.sides();
    for (const Side &s : sides)
        mSide->addItem(swatch(s.color), s.name, s.id);
    if (sides.isEmpty()) {
        mSide->setPlaceholderText(tr("No sides yet"));
        mSide->setEnabled(false);
    }

    auto *nameRow = new QHBoxLayout;
    nameRow->addWidget(mName, 1);
    nameRow->addWidget(mSuggest);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), nameRow);
    form->addRow(tr("S&ide:"), mSide);
    qobject_cast<QLabel *>(form->labelForField(nameRow))->setBuddy(mName);

    // The creation roll (RULES L1).
    mRollButton->setObjectName(QStringLiteral("rollButton"));
    mRollButton->setAutoDefault(false);
    mRollNote->setObjectName(QStringLiteral("rollNote"));
    mRollNote->setWordWrap(true);
    mRollNote->setText(tr("Roll once: the roll is logged at once, and nothing is re-rolled (RULES L1)."));
    mRollNote->setForegroundRole(QPalette::PlaceholderText);
    mInOrder->setObjectName(QStringLiteral("inOrderButton"));
    mInOrder->setAutoDefault(false);
    mInOrder->setToolTip(tr("Give the dice not yet placed to the empty traits in the order they were rolled, "
                            "Vitality first, Rally last; dice you placed stay (RULES L1 option). Clear starts over."));
    mClear->setObjectName(QStringLiteral("clearButton"));
    mClear->setAutoDefault(false);
    mClear->setToolTip(tr("Send every die back to the pool"));

    auto *rollRow = new QHBoxLayout;
    rollRow->addWidget(mRollButton);
    rollRow->addWidget(mRollNote, 1);
    auto *hint = new QLabel(tr("Drag each die onto a trait, or pick a die with <b>1</b>–<b>7</b> (or Tab and the "
                               "arrow keys) and press the trait's letter."),
                            this);
    hint->setWordWrap(true);
    auto *assignRow = new QHBoxLayout;
    assignRow->addWidget(hint, 1);
    assignRow->addWidget(mInOrder);
    assignRow->addWidget(mClear);

    auto *rollBox = new QGroupBox(tr("Creation roll"), this);
    auto *rollLayout = new QVBoxLayout(rollBox);
    rollLayout->addLayout(rollRow);
    rollLayout->addWidget(mPool);
    rollLayout->addLayout(assignRow);

    // The seven traits, in the order of RULES L1: four on the left, three on the right.
    auto *traitBox = new QGroupBox(tr("Traits"), this);
    auto *traitGrid = new QGridLayout(traitBox);
    traitGrid->setHorizontalSpacing(10);
    traitGrid->setVerticalSpacing(6);
    for (Trait t : AllTraits) {
        const int i = int(t);
        auto *slot = new TraitSlot(t, traitBox);
        mSlots[std::size_t(i)] = slot;
        traitGrid->addWidget(slot, i % 4, i / 4);
        connect(slot, &TraitSlot::dieDropped, this, [this, t](int die) { assign(die, t); });
        connect(slot, &TraitSlot::dragRequested, this, &NewLeaderDialog::startDrag);
        connect(slot, &TraitSlot::clearRequested, this, [this, slot] {
            if (slot->die() >= 0)
                unassign(slot->die());
        });
        connect(slot, &TraitSlot::clicked, this, [this, t] {
            if (mSelected >= 0 && !traitOf(mSelected))
                assign(mSelected, t);
        });
    }
    auto *legend = new QLabel(tr("A trait's rating is the die it gets."), traitBox);
    legend->setForegroundRole(QPalette::PlaceholderText);
    legend->setAlignment(Qt::AlignRight | Qt::AlignBottom);
    legend->setWordWrap(true);
    traitGrid->addWidget(legend, 3, 1);
    traitGrid->setColumnStretch(0, 1);
    traitGrid->setColumnStretch(1, 1);

    mStatus->setObjectName(QStringLiteral("statusLabel"));
    mStatus->setWordWrap(true);
    mError->setObjectName(QStringLiteral("errorLabel"));
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; }"));
    mError->hide();

    mCreate->setObjectName(QStringLiteral("createButton"));
    mCreate->setDefault(true);
    mButtons->addButton(mCreate, QDialogButtonBox::AcceptRole);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(mStatus, 1);
    bottom->addWidget(mButtons);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(10);
    layout->addLayout(form);
    layout->addWidget(rollBox);
    layout->addWidget(traitBox);
    layout->addWidget(mError);
    layout->addLayout(bottom);

    connect(mSuggest, &QPushButton::clicked, this, &NewLeaderDialog::suggestName);
    connect(mName, &QLineEdit::textChanged, this, [this] {
        mError->hide();
        refresh();
    });
    connect(mSide, &QComboBox::currentIndexChanged, this, &NewLeaderDialog::refresh);
    connect(mRollButton, &QPushButton::clicked, this, &NewLeaderDialog::rollDice);
    connect(mInOrder, &QPushButton::clicked, this, &NewLeaderDialog::assignAllInOrder);
    connect(mClear, &QPushButton::clicked, this, [this] {
        mDieForTrait.fill(-1);
        selectDie(0, true);
        refresh();
    });
    connect(mPool, &CreationPool::dieActivated, this, [this](int die) { selectDie(die, false); });
    connect(mPool, &CreationPool::dieDropped, this, &NewLeaderDialog::unassign);
    connect(mPool, &CreationPool::unassignRequested, this, &NewLeaderDialog::unassign);
    connect(mPool, &CreationPool::dragRequested, this, &NewLeaderDialog::startDrag);
    connect(mButtons, &QDialogButtonBox::accepted, this, &NewLeaderDialog::createLeader);
    connect(mButtons, &QDialogButtonBox::rejected, this, &NewLeaderDialog::reject);

    mName->setFocus();
    refresh();
}

void NewLeaderDialog::suggestName()
{
    QStringList taken;
    const QList<Leader> leaders = mCampaign.leaders();
    for (const Leader &l : leaders)
        taken << l.name;
    mName->setText(suggestLeaderName(QRandomGenerator::global()->generate(), taken));
}

void NewLeaderDialog::rollDice()
{
    if (mRoll)
        return; // RULES L1: nothing is re-rolled
    const QString name = mName->text().trimmed();
    try {
        mRoll = rollCreation(mCampaign, name.isEmpty() ? tr("new leader") : name);
    } catch (const StorageError &e) { // the roll could not be logged, so it was not made (RULES D1)
        mRollNote->setText(e.message());
        mRollNote->setForegroundRole(QPalette::BrightText);
        return;
    }
    mPool->setRollId(mRoll->id);
    for (TraitSlot *slot : mSlots)
        slot->setRollId(mRoll->id);
    mPool->setFaces(mRoll->faces);
    mRollButton->setEnabled(false);
    mRollButton->setText(tr("Rolled"));
    mRollNote->setText(tr("Rolled %1, logged as roll %2. Nothing is re-rolled (RULES L1).")
                           .arg(argText(mRoll->facesText()), argText(mRoll->id)));
    mRollNote->setForegroundRole(QPalette::WindowText);
    if (mCampaign.options().assignInOrder) {
        assignAllInOrder(); // RULES L1 option
        mRollNote->setText(mRollNote->text() + QLatin1Char(' ')
                           + tr("The campaign assigns creation dice in order; you may still move them."));
    } else {
        selectDie(0, true);
    }
    refresh();
}

std::optional<Trait> NewLeaderDialog::traitOf(int die) const
{
    for (Trait t : AllTraits) {
        if (mDieForTrait[std::size_t(t)] == die)
            return t;
    }
    return std::nullopt;
}

int NewLeaderDialog::assignedCount() const
{
    return int(std::count_if(mDieForTrait.cbegin(), mDieForTrait.cend(), [](int d) { return d >= 0; }));
}

void NewLeaderDialog::assign(int die, Trait trait)
{
    if (!mRoll || die < 0 || die >= TraitCount)
        return;
    const auto target = std::size_t(trait);
    const auto from = std::find(mDieForTrait.begin(), mDieForTrait.end(), die); // its old trait, if any
    if (from != mDieForTrait.end() && std::size_t(from - mDieForTrait.begin()) == target)
        return;
    const int displaced = mDieForTrait[target];
    if (from != mDieForTrait.end())
        *from = displaced; // a swap; -1 leaves the old trait empty
    mDieForTrait[target] = die;
    // Otherwise the displaced die, if any, goes back to the pool.
    mError->hide();
    refresh();
}

void NewLeaderDialog::unassign(int die)
{
    if (const auto t = traitOf(die)) {
        mDieForTrait[std::size_t(*t)] = -1;
        selectDie(die, false);
        refresh();
    }
}

void NewLeaderDialog::assignAllInOrder()
{
    if (!mRoll)
        return;
    mDieForTrait = fillInOrder(mDieForTrait); // the dice placed by hand stay where they are
    selectDie(-1, false);
    refresh();
}

void NewLeaderDialog::selectDie(int die, bool focus)
{
    mSelected = mRoll ? die : -1;
    mPool->setSelected(mSelected);
    if (focus && mSelected >= 0)
        mPool->die(mSelected)->setFocus(Qt::OtherFocusReason);
}

void NewLeaderDialog::selectNextFree()
{
    for (int step = 1; step <= TraitCount; ++step) {
        const int die = (qMax(mSelected, 0) + step) % TraitCount;
        if (!traitOf(die)) {
            selectDie(die, true);
            return;
        }
    }
    selectDie(-1, false);
    if (mCreate->isEnabled())
        mCreate->setFocus(Qt::OtherFocusReason);
}

void NewLeaderDialog::startDrag(int die)
{
    if (!mRoll)
        return;
    selectDie(die, false);
    DieFaceWidget *source = nullptr;
    if (const auto t = traitOf(die))
        source = mSlots[std::size_t(*t)]->dieWidget();
    else
        source = mPool->die(die);
    DieDrag::exec(source, mRoll->id, die);
}

void NewLeaderDialog::keyPressEvent(QKeyEvent *event)
{
    // Keys that children (the name field, the side list) did not take come here (RULES L1 by keyboard).
    const Qt::KeyboardModifiers mods = event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    if (mRoll && mods == Qt::NoModifier) {
        if (event->key() >= Qt::Key_1 && event->key() < Qt::Key_1 + TraitCount) {
            selectDie(event->key() - Qt::Key_1, true);
            event->accept();
            return;
        }
        const QString text = event->text();
        if (text.size() == 1) {
            if (const auto t = traitFromShortcut(text.front())) {
                if (mSelected >= 0) {
                    assign(mSelected, *t);
                    selectNextFree();
                } else {
                    mStatus->setText(tr("Pick a die first: press 1 to 7."));
                }
                event->accept();
                return;
            }
        }
    }
    QDialog::keyPressEvent(event);
}

bool NewLeaderDialog::isReady() const
{
    return !mName->text().trimmed().isEmpty() && mSide->currentIndex() >= 0 && mRoll
        && isCompleteAssignment(mDieForTrait);
}

void NewLeaderDialog::refresh()
{
    const QList<int> faces = mRoll ? mRoll->faces : QList<int>{};
    for (Trait t : AllTraits) {
        const int die = mDieForTrait[std::size_t(t)];
        mSlots[std::size_t(t)]->setDie(die, faces.value(die, 0));
    }
    for (int die = 0; die < TraitCount; ++die)
        mPool->setAssignedTrait(die, mRoll ? traitOf(die) : std::nullopt);
    mPool->setSelected(mSelected);

    const int assigned = assignedCount();
    mInOrder->setEnabled(mRoll.has_value() && assigned < TraitCount);
    mClear->setEnabled(assigned > 0);
    mCreate->setEnabled(isReady());

    QString status;
    if (mSide->count() == 0)
        status = tr("This campaign has no sides yet: add one before creating leaders.");
    else if (!mRoll)
        status = tr("Roll the seven dice.");
    else if (assigned < TraitCount)
        status = tr("Dice left to assign: %1.").arg(TraitCount - assigned);
    else if (mName->text().trimmed().isEmpty())
        status = tr("Give the leader a name.");
    else
        status = tr("Ready: %1 joins %2.").arg(mName->text().trimmed(), mSide->currentText());
    mStatus->setText(status);
    mCreate->setToolTip(isReady() ? QString() : status); // a disabled Create says why
}

void NewLeaderDialog::createLeader()
{
    if (!isReady())
        return;
    const Outcome outcome =
        castellan::createLeader(mCampaign, mName->text(), mSide->currentData().toLongLong(), *mRoll, mDieForTrait);
    if (!outcome.ok) {
        mError->setText(outcome.refusal);
        mError->show();
        return;
    }
    mCreatedId = outcome.leaderId;
    QDialog::accept();
}

void NewLeaderDialog::reject()
{
    if (mRoll && mCreatedId == 0) {
        QMessageBox ask(QMessageBox::Question, tr("Discard this leader?"),
                        tr("The creation roll %1 stays in the campaign's log: every roll is kept (RULES D1). "
                           "Discard this leader anyway?")
                            .arg(mRoll->facesText()),
                        QMessageBox::Discard | QMessageBox::Cancel, this);
        ask.setObjectName(QStringLiteral("discardQuestion"));
        ask.setDefaultButton(QMessageBox::Cancel);
        if (ask.exec() != QMessageBox::Discard)
            return;
    }
    QDialog::reject();
}

} // namespace castellan

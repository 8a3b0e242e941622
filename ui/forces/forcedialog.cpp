#include "forcedialog.h"

#include "compositioneditor.h"
#include "widgets/characterlimit.h"

#include "forcesmodel.h"
#include "leaderpicker.h"
#include "unitseditor.h"
#include "widgets/dialogfit.h"
#include "widgets/refusalbanner.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "i18n/argtext.h"
#include "model/commander.h"
#include "model/limits.h"
#include "widgets/sidechip.h"

#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace castellan {

namespace {

/** Every place the campaign names, for the location completer. */
QStringList knownLocations(const Campaign &campaign)
{
    QSet<QString> seen;
    QStringList places;
    const auto add = [&](const QString &place) {
        const QString p = place.trimmed();
        if (!p.isEmpty() && !seen.contains(p.toLower())) {
            seen.insert(p.toLower());
            places << p;
        }
    };
    for (const Force &f : campaign.forces())
        add(f.location.shown());
    for (const Leader &l : campaign.leaders())
        add(l.location.shown());
    places.sort(Qt::CaseInsensitive);
    return places;
}

QLabel *makeNote(QWidget *parent, const QString &objectName)
{
    auto *note = new QLabel(parent);
    note->setObjectName(objectName);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    return note;
}

} // namespace

ForceDialog::ForceDialog(Campaign &campaign, QWidget *parent)
    : ForceDialog(campaign, Mode::Create, 0, parent)
{ }

ForceDialog::ForceDialog(Campaign &campaign, qint64 forceId, QWidget *parent)
    : ForceDialog(campaign, Mode::Edit, forceId, parent)
{ }

ForceDialog::ForceDialog(Campaign &campaign, Mode mode, qint64 forceId, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mMode(mode)
    , mForceId(forceId)
    , mName(new QLineEdit(this))
    , mLocation(new QLineEdit(this))
    , mUnits(new UnitsEditor(this))
    , mTypes(new CompositionEditor(this))
    , mLeadersBox(new QGroupBox(this))
    , mLeaders(new LeaderPicker(mLeadersBox))
    , mMoveNote(makeNote(mLeadersBox, QStringLiteral("moveNote")))
    , mRefusal(new RefusalBanner(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , mOk(mButtons->button(QDialogButtonBox::Ok))
{
    const bool editing = mMode == Mode::Edit;
    if (editing) {
        if (const auto f = mCampaign.force(mForceId))
            mOriginal = *f;
        setWindowTitle(tr("Edit Force — %1").arg(mOriginal.name));
    } else {
        setWindowTitle(tr("New Force"));
    }

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->setHorizontalSpacing(10);
    form->setVerticalSpacing(8);

    if (editing) {
        mSideLabel = new QLabel(this);
        mSideLabel->setObjectName(QStringLiteral("sideLabel"));
        const auto side = mCampaign.side(mOriginal.sideId);
        const int chip = fontMetrics().height() - 4;
        mSideLabel->setText(mCampaign.sideName(mOriginal.sideId));
        mSideLabel->setToolTip(tr("A force does not change sides."));
        auto *sideRow = new QHBoxLayout;
        sideRow->setSpacing(6);
        auto *swatch = new QLabel(this);
        swatch->setPixmap(sideChip(side ? side->color : QColor(Qt::gray), chip).pixmap(chip, chip));
        sideRow->addWidget(swatch);
        sideRow->addWidget(mSideLabel, 1);
        form->addRow(tr("Side:"), sideRow);
    } else {
        mSide = new QComboBox(this);
        mSide->setObjectName(QStringLiteral("sideCombo"));
        const int chip = fontMetrics().height() - 4;
        for (const Side &s : mCampaign.sides())
            mSide->addItem(sideChip(s.color, chip), s.name, s.id);
        if (mSide->count() == 0)
            mSide->setPlaceholderText(tr("No sides yet"));
        form->addRow(tr("&Side:"), mSide);
    }

    mName->setObjectName(QStringLiteral("nameEdit"));
    mName->setPlaceholderText(tr("e.g. Army of the North"));
    limitCharacters(mName, MaxNameLength);
    form->addRow(tr("&Name:"), mName);

    mLocation->setObjectName(QStringLiteral("locationEdit"));
    mLocation->setPlaceholderText(tr("Off the map: a place, or one of your fortresses to garrison it"));
    mLocation->setToolTip(tr("A force off the map stands at a named place; a fortress of its side's name puts it in "
                             "that fortress. On the map, it stands in its hex: place or move it there."));
    limitCharacters(mLocation, MaxPlaceLength);
    auto *completer = new QCompleter(knownLocations(mCampaign), mLocation);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    mLocation->setCompleter(completer);
    form->addRow(tr("&Location:"), mLocation);

    mUnits->setObjectName(QStringLiteral("unitsEditor"));
    form->addRow(tr("&Units:"), mUnits);
    mTypes->setObjectName(QStringLiteral("compositionEditor"));
    form->addRow(tr("Of &which:"), mTypes);
    connect(mUnits, &UnitsEditor::unitsChanged, mTypes, [this](const Units &u) { mTypes->setTotal(u.total()); });
    mTypes->setTotal(mUnits->units().total());

    if (editing) {
        mLost = new QSpinBox(this);
        mLost->setObjectName(QStringLiteral("lostSpin"));
        mLost->setRange(0, MaxLostUnits);
        mLost->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        mLost->setToolTip(tr("Units eliminated over the campaign"));
        auto *lostRow = new QHBoxLayout;
        lostRow->setSpacing(8);
        lostRow->addWidget(mLost);
        auto *lostNote = makeNote(this, QStringLiteral("lostNote"));
        lostNote->setText(tr("units eliminated over the campaign"));
        lostRow->addWidget(lostNote, 1);
        auto *lostLabel = new QLabel(tr("Lo&st:"), this);
        lostLabel->setBuddy(mLost);
        form->addRow(lostLabel, lostRow);
    }

    mLeadersBox->setObjectName(QStringLiteral("leadersBox"));
    mLeaders->setObjectName(QStringLiteral("leaderPicker"));
    auto *leadersLayout = new QVBoxLayout(mLeadersBox);
    leadersLayout->setSpacing(6);
    leadersLayout->addWidget(mLeaders, 1);
    leadersLayout->addWidget(mMoveNote);
    mMoveNote->hide();

    if (editing) {
        // RULES R1: the commander is one of the force's leaders, so he is chosen under them.
        mCommander = new QComboBox(mLeadersBox);
        mCommander->setObjectName(QStringLiteral("commanderCombo"));
        mCommander->setToolTip(tr("Who commands the force in battle (RULES R1)"));
        mCommander->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        mCommander->setMinimumContentsLength(24);
        mCommanderNote = makeNote(mLeadersBox, QStringLiteral("commanderNote"));
        auto *commanderLabel = new QLabel(tr("&Commander:"), mLeadersBox);
        commanderLabel->setBuddy(mCommander);
        auto *commanderRow = new QHBoxLayout;
        commanderRow->setSpacing(8);
        commanderRow->addWidget(commanderLabel);
        commanderRow->addWidget(mCommander);
        commanderRow->addStretch(1);
        leadersLayout->addSpacing(4);
        leadersLayout->addLayout(commanderRow);
        leadersLayout->addWidget(mCommanderNote);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(10);
    layout->addLayout(form);
    layout->addWidget(mLeadersBox, 1);
    layout->addWidget(mRefusal);
    layout->addWidget(mButtons);

    mOk->setObjectName(QStringLiteral("okButton"));
    mOk->setText(editing ? tr("Save") : tr("Raise Force"));
    mOk->setDefault(true);
    mButtons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    mRefusal->clearWhenEdited({mName, mLocation});
    connect(mButtons, &QDialogButtonBox::accepted, this, &ForceDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &ForceDialog::reject);

    connect(mLeaders, &LeaderPicker::checkedChanged, this, [this] {
        fillCommanders();
        updateNotes();
    });
    if (mSide)
        connect(mSide, &QComboBox::currentIndexChanged, this, &ForceDialog::fillLeaders);
    if (mCommander)
        connect(mCommander, &QComboBox::currentIndexChanged, this, &ForceDialog::updateNotes);

    if (editing) {
        mName->setText(mOriginal.name);
        mLocation->setText(mOriginal.location.shown());
        if (mOriginal.onMap()) { // where it stands is its hex (issue 12): the map moves it, not this text
            mLocation->setText(forceWhere(mCampaign, mOriginal));
            mLocation->setReadOnly(true);
        }
        mUnits->setUnits(mOriginal.units);
        mTypes->setTotal(mOriginal.units.total());
        mTypes->setComposition(mOriginal.cavalry, mOriginal.artillery);
        mLost->setValue(mOriginal.lost);
    }
    fillLeaders();
    if (mCommander) {
        const int i = mCommander->findData(mOriginal.commanderId);
        mCommander->setCurrentIndex(i < 0 ? 0 : i);
    }
    updateNotes();

    mName->setFocus();
    setMinimumWidth(560);
    fitDialogToContents(this, 600);
}

void ForceDialog::setSide(qint64 sideId)
{
    if (!mSide)
        return;
    const int i = mSide->findData(sideId);
    if (i >= 0)
        mSide->setCurrentIndex(i);
}

qint64 ForceDialog::sideId() const
{
    return mSide ? mSide->currentData().toLongLong() : mOriginal.sideId;
}

QString ForceDialog::refusal() const
{
    return mRefusal->isHidden() ? QString() : mRefusal->text();
}

void ForceDialog::fillLeaders()
{
    const qint64 side = sideId();
    const QString sideName = mCampaign.sideName(side);
    mLeadersBox->setTitle(mMode == Mode::Edit ? tr("Leaders and commander") : tr("Leaders of %1").arg(sideName));

    QList<LeaderPicker::Entry> entries;
    for (const Leader &l : mCampaign.leaders()) {
        const bool withThis = mMode == Mode::Edit && l.forceId == mForceId;
        const LeaderStatus status = l.status();
        // RULES L3, L6: the dead and the captured cannot join a force (those already with it may leave it).
        const bool canServe = whyCannotJoin(mCampaign, l, side).isEmpty();
        if (!withThis && !canServe)
            continue;
        LeaderPicker::Entry e;
        e.id = l.id;
        e.name = l.name;
        e.battle = l.rating(Trait::Battle);
        e.checked = withThis;
        e.muted = !l.isAble();
        if (withThis) {
            e.where = tr("with this force");
        } else if (l.forceId) {
            const auto other = mCampaign.force(l.forceId);
            e.where = tr("with %1").arg(other ? other->name : tr("another force"));
            e.toolTip = byPronoun(l.pronoun, tr("Ticking %1 moves him here from %2 (RULES L2)."),
                                  tr("Ticking %1 moves her here from %2 (RULES L2)."),
                                  tr("Ticking %1 moves them here from %2 (RULES L2)."))
                            .arg(l.name, other ? other->name : QString());
        } else {
            e.where = l.location.isEmpty() ? tr("no force") : tr("no force, at %1").arg(l.location.shown());
        }
        if (status != LeaderStatus::Active)
            e.where = tr("%1 · %2").arg(statusName(status).toLower(), e.where);
        if (e.toolTip.isEmpty())
            e.toolTip = tr("%1: Battle %2, %3").arg(argText(l.name), argText(e.battle), argText(statusName(status)));
        entries.append(e);
    }
    mLeaders->setEmptyText(mMode == Mode::Edit
                               ? tr("No leader of %1 can serve with this force: the dead and the captured cannot "
                                    "(RULES L3, L6).")
                                     .arg(sideName)
                               : tr("No leader of %1 can serve: the dead and the captured cannot (RULES L3, L6). "
                                    "The force can be raised without leaders.")
                                     .arg(sideName));
    mLeaders->setEntries(entries);
}

void ForceDialog::fillCommanders()
{
    if (!mCommander)
        return;
    const qint64 chosen = mCommander->count() ? mCommander->currentData().toLongLong() : mOriginal.commanderId;
    const QSignalBlocker block(mCommander);
    mCommander->clear();
    mCommander->addItem(tr("Best Battle (automatic)"), qint64(0));
    for (qint64 id : mLeaders->checkedIds()) {
        const auto l = mCampaign.leader(id);
        if (!l)
            continue;
        QString text = tr("%1 — Battle %2").arg(argText(l->name), argText(l->rating(Trait::Battle)));
        if (!l->isAble())
            text = tr("%1 (%2)").arg(text, statusName(l->status()).toLower());
        mCommander->addItem(text, l->id);
    }
    const int i = mCommander->findData(chosen);
    mCommander->setCurrentIndex(i < 0 ? 0 : i);
}

void ForceDialog::updateNotes()
{
    const QList<qint64> ticked = mLeaders->checkedIds();
    QStringList moving;
    QStringList leaving;
    QList<Leader> leaders;
    for (qint64 id : ticked) {
        const auto l = mCampaign.leader(id);
        if (!l)
            continue;
        leaders.append(*l);
        if (l->forceId && l->forceId != mForceId) {
            const auto other = mCampaign.force(l->forceId);
            moving << tr("%1 (from %2)").arg(l->name, other ? other->name : tr("another force"));
        }
    }
    if (mMode == Mode::Edit) {
        for (const Leader &l : mCampaign.leadersOf(mForceId)) {
            if (!ticked.contains(l.id))
                leaving << l.name;
        }
    }
    QStringList notes;
    if (!moving.isEmpty())
        notes << tr("Moves here: %1.").arg(moving.join(tr(", ", "between leader names")));
    if (!leaving.isEmpty())
        notes << tr("Leaves the force: %1.").arg(leaving.join(tr(", ", "between leader names")));
    mMoveNote->setText(notes.join(QLatin1Char(' ')));
    if (mMoveNote->isHidden() != notes.isEmpty()) {
        mMoveNote->setVisible(!notes.isEmpty());
        if (isVisible())
            fitDialogToContents(this, width()); // room for the note, the list keeps its rows
    }

    if (mCommanderNote) {
        const qint64 chosen = mCommander->currentData().toLongLong();
        mCommanderNote->setText(commandExplanation(leaders, chosen));
    }
}

void ForceDialog::accept()
{
    const bool landed = mMode == Mode::Create ? applyCreate() : applyEdit();
    if (landed)
        QDialog::accept();
}

bool ForceDialog::applyCreate()
{
    const auto o = createForce(mCampaign, mName->text(), sideId(), mLocation->text(), mUnits->units(),
                               mLeaders->checkedIds(), mTypes->cavalry(), mTypes->artillery());
    if (!mRefusal->landed(o))
        return false;
    mForceId = o.forceId;
    mSummary = o.summary;
    return true;
}

bool ForceDialog::applyEdit()
{
    const auto current = mCampaign.force(mForceId);
    if (!current) {
        mRefusal->showRefusal(tr("This force is no longer in the campaign."));
        return false;
    }
    Force edited = *current;
    edited.name = mName->text().trimmed();
    edited.location = RollText::plain(mLocation->text().trimmed());
    edited.units = mUnits->units();
    edited.cavalry = mTypes->cavalry();
    edited.artillery = mTypes->artillery();
    edited.lost = mLost->value();
    edited.commanderId = mCommander->currentData().toLongLong();
    QList<qint64> with;
    for (const Leader &l : mCampaign.leadersOf(mForceId))
        with << l.id;
    const QList<qint64> ticked = mLeaders->checkedIds();
    const bool leadersChange = QSet<qint64>(with.cbegin(), with.cend()) != QSet<qint64>(ticked.cbegin(), ticked.cend());
    if (edited == *current && !leadersChange) { // nothing to do
        mRefusal->clear();
        return true;
    }
    // One action, checked whole by core: the edit and the leaders who join or leave land together or not at all.
    const auto o = editForce(mCampaign, edited, ticked);
    if (!mRefusal->landed(o))
        return false;
    mSummary = o.summary;
    return true;
}

} // namespace castellan

#include "mappanel.h"

#include "orders/ordergiving.h"

#include "commands/battles/battledue.h"

#include "forcetext.h"
#include "placemenu.h"

#include "commands/leaders/leaderretreat.h"
#include "commands/sieges/siegeactions.h"
#include "map/terrainstyle.h"

#include "forces/forcesmodel.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "commands/sieges/siegeactions.h"
#include "i18n/argtext.h"
#include "widgets/sidechip.h"

#include <QGroupBox>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace castellan {

namespace {

QLabel *wrappingLabel(QWidget *parent, const QString &objectName)
{
    auto *label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

/** Enables a button, or disables it with the reason as its tooltip. */
void allow(QPushButton *button, const QString &whyNot, const QString &tip)
{
    button->setEnabled(whyNot.isEmpty());
    button->setToolTip(whyNot.isEmpty() ? tip : whyNot);
}

/** A campaign opened only to look at (a player's or observer's on a server) refuses before the rules are asked. */
QString firstOf(const QString &readOnly, const QString &whyNot)
{
    return readOnly.isEmpty() ? whyNot : readOnly;
}

} // namespace

MapPanel::MapPanel(QWidget *parent)
    : QWidget(parent)
    , mTitle(wrappingLabel(this, QStringLiteral("hexTitle")))
    , mTerrain(wrappingLabel(this, QStringLiteral("hexTerrain")))
    , mHint(wrappingLabel(this, QStringLiteral("panelHint")))
    , mFortressBox(new QGroupBox(tr("Fortress"), this))
    , mFortress(wrappingLabel(mFortressBox, QStringLiteral("fortressInfo")))
    , mBattleDue(wrappingLabel(this, QStringLiteral("battleDueInfo")))
    , mForcesBox(new QGroupBox(tr("Forces Here"), this))
    , mForces(new QListWidget(mForcesBox))
    , mPlaceForce(makeButton(QStringLiteral("placeForceButton"), tr("Place a Force Here")))
    , mNamePlace(makeButton(QStringLiteral("namePlaceButton"), tr("Name Place…")))
    , mAddFortress(makeButton(QStringLiteral("addFortressButton"), tr("Add Fortress…")))
    , mEditFortress(makeButton(QStringLiteral("editFortressButton"), tr("Edit Fortress…")))
    , mRemoveFortress(makeButton(QStringLiteral("removeFortressButton"), tr("Remove Fortress")))
    , mForcedMarch(makeButton(QStringLiteral("forcedMarchButton"), tr("Forced March")))
    , mLaySiege(makeButton(QStringLiteral("laySiegeButton"), tr("Lay Siege…")))
    , mLiftSiege(makeButton(QStringLiteral("liftSiegeButton"), tr("Lift Siege")))
    , mFightBattle(makeButton(QStringLiteral("fightBattleButton"), tr("Fight the Battle Here…")))
{
    setObjectName(QStringLiteral("mapPanel"));
    QFont big = mTitle->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    mTitle->setFont(big);
    mHint->setForegroundRole(QPalette::PlaceholderText);
    mForces->setObjectName(QStringLiteral("hexForces"));
    mForces->setIconSize(QSize(12, 12));
    mForces->setWordWrap(true);
    mForces->setAlternatingRowColors(true);
    (new QVBoxLayout(mFortressBox))->addWidget(mFortress);
    (new QVBoxLayout(mForcesBox))->addWidget(mForces);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(8);
    layout->addWidget(mTitle);
    layout->addWidget(mTerrain);
    layout->addWidget(mHint);
    layout->addWidget(mFortressBox);
    layout->addWidget(mBattleDue);
    layout->addWidget(mForcesBox, 1);
    for (QPushButton *b : {mFightBattle, mPlaceForce, mNamePlace, mAddFortress, mEditFortress, mRemoveFortress,
                           mForcedMarch, mLaySiege, mLiftSiege})
        layout->addWidget(b);
    // The forces that may be set down here, asked for as the menu opens: always as the campaign stands.
    auto *placeMenu = new QMenu(mPlaceForce);
    placeMenu->setObjectName(QStringLiteral("panelPlaceForceMenu"));
    mPlaceForce->setMenu(placeMenu);
    connect(placeMenu, &QMenu::aboutToShow, this, [this, placeMenu] {
        placeMenu->clear();
        if (mCampaign && mHex)
            fillPlaceForceMenu(placeMenu, *mCampaign, *mHex,
                               [this](qint64 id) { Q_EMIT placeForceRequested(id, *mHex); });
        if (placeMenu->isEmpty())
            placeMenu->addAction(tr("No other force to place"))->setEnabled(false);
    });
    layout->addStretch(0);

    connect(mForces, &QListWidget::currentRowChanged, this, [this](int row) {
        const qint64 id = row >= 0 ? mForces->item(row)->data(Qt::UserRole).toLongLong() : 0;
        if (id == mForce)
            return;
        mForce = id;
        updateButtons();
        Q_EMIT forceSelected(id);
    });
    connect(mNamePlace, &QPushButton::clicked, this, [this] { Q_EMIT namePlaceRequested(*mHex); });
    connect(mAddFortress, &QPushButton::clicked, this, [this] { Q_EMIT addFortressRequested(*mHex); });
    auto fortressId = [this] {
        return mCampaign && mHex && mCampaign->fortressAt(*mHex) ? mCampaign->fortressAt(*mHex)->id : 0;
    };
    connect(mEditFortress, &QPushButton::clicked, this,
            [this, fortressId] { Q_EMIT editFortressRequested(fortressId()); });
    connect(mRemoveFortress, &QPushButton::clicked, this,
            [this, fortressId] { Q_EMIT removeFortressRequested(fortressId()); });
    connect(mForcedMarch, &QPushButton::clicked, this, [this] { Q_EMIT forcedMarchRequested(mForce); });
    connect(mFightBattle, &QPushButton::clicked, this, [this] {
        if (mDue && mDue->refusal.isEmpty() && !mDue->attackers.isEmpty() && !mDue->defenders.isEmpty())
            Q_EMIT battleRequested(mDue->attackers.first(), mDue->defenders.first());
    });
    connect(mLaySiege, &QPushButton::clicked, this, [this] {
        if (const auto target = mCampaign ? siegeTargetFrom(*mCampaign, *mHex, mForce) : std::nullopt)
            Q_EMIT laySiegeRequested(target->id);
    });
    connect(mLiftSiege, &QPushButton::clicked, this, [this] {
        const auto target = mCampaign ? siegeTargetFrom(*mCampaign, *mHex, mForce) : std::nullopt;
        if (const auto siege = target ? mCampaign->siegeOf(target->id) : std::nullopt)
            Q_EMIT liftSiegeRequested(siege->id);
    });
    refresh();
}

QPushButton *MapPanel::makeButton(const QString &objectName, const QString &text)
{
    auto *button = new QPushButton(text, this);
    button->setObjectName(objectName);
    return button;
}

void MapPanel::setCampaign(Campaign *campaign)
{
    if (mCampaign)
        mCampaign->disconnect(this);
    mCampaign = campaign;
    mHex.reset();
    mForce = 0;
    if (campaign) {
        for (auto signal : {&Campaign::mapChanged, &Campaign::fortressesChanged, &Campaign::siegesChanged,
                            &Campaign::sidesChanged, &Campaign::battlesChanged})
            connect(campaign, signal, this, &MapPanel::refresh);
        for (auto signal :
             {&Campaign::forceAdded, &Campaign::forceChanged, &Campaign::forceRemoved, &Campaign::leaderChanged})
            connect(campaign, signal, this, &MapPanel::refresh);
        connect(campaign, &Campaign::phaseChanged, this, &MapPanel::refresh);
        connect(campaign, &Campaign::turnChanged, this, &MapPanel::refresh);
    }
    refresh();
}

void MapPanel::setMode(MapMode mode)
{
    mMode = mode;
    updateButtons();
}

void MapPanel::showHex(const std::optional<Hex> &hex)
{
    mHex = hex;
    refresh();
}

void MapPanel::setForce(qint64 forceId)
{
    mForce = forceId;
    refresh();
}

void MapPanel::refresh()
{
    const bool shown = mCampaign && mHex && mCampaign->grid().contains(*mHex);
    mTerrain->setVisible(shown);
    mFortressBox->setVisible(false);
    mForcesBox->setVisible(shown);
    mHint->setVisible(!shown);
    mBattleDue->setVisible(false);
    mDue.reset();
    if (!shown) {
        mTitle->setText(tr("No hex selected"));
        mHint->setText(tr("Click a hex to see what stands there."));
        mForces->clear();
        updateButtons();
        return;
    }
    const MapHex h = mCampaign->mapHex(*mHex);
    mTitle->setText(
        h.place.isEmpty()
            ? tr("Hex %1").arg(hexLabel(h.hex))
            : tr("%1 <span style='font-weight:normal'>· hex %2</span>").arg(h.place.toHtmlEscaped(), hexLabel(h.hex)));
    mTerrain->setText(tr("%1 · entering costs %n movement point(s) (RULES T1a)", nullptr,
                         mCampaign->options().movementCost(h.terrain))
                          .arg(terrainName(h.terrain)));
    fillFortress();
    fillForces();
    fillBattleDue();
    updateButtons();
}

void MapPanel::fillBattleDue()
{
    mDue.reset();
    if (battlesDue(*mCampaign).contains(*mHex))
        mDue = battleDueAt(*mCampaign, *mHex);
    mBattleDue->setVisible(mDue.has_value());
    if (!mDue)
        return;
    const DueBattle &battle = *mDue;
    auto names = [this](const QList<qint64> &ids) {
        QStringList result;
        for (qint64 id : ids) {
            if (const auto f = mCampaign->force(id))
                result << f->name.toHtmlEscaped();
        }
        return result.join(QStringLiteral(", "));
    };
    mBattleDue->setText(
        battle.refusal.isEmpty()
            ? tr("<span style='color:#a32020'><b>A battle is due here</b></span> (RULES T1): %1 attacks %2.")
                  .arg(names(battle.attackers), names(battle.defenders))
            : tr("<span style='color:#a32020'><b>A battle is due here</b></span> (RULES T1). %1")
                  .arg(battle.refusal.toHtmlEscaped()));
}

void MapPanel::fillFortress()
{
    const auto fortress = mCampaign->fortressAt(*mHex);
    mFortressBox->setVisible(fortress.has_value());
    if (!fortress)
        return;
    QStringList lines;
    lines << tr("<b>%1</b>, rating %2").arg(argText(fortress->name.toHtmlEscaped()), argText(fortress->rating));
    lines << tr("Held by %1").arg(mCampaign->sideName(fortress->ownerSideId).toHtmlEscaped());
    int garrison = 0;
    QStringList names;
    for (const Force &f : garrisonOf(mCampaign->forces(), *fortress)) {
        garrison += f.units.total();
        names << f.name.toHtmlEscaped();
    }
    lines << (names.isEmpty()
                  ? tr("No garrison")
                  : tr("Garrison: %1 (%n unit(s))", nullptr, garrison).arg(names.join(QStringLiteral(", "))));
    if (const QString inside = leadersInsideText(*mCampaign, *fortress); !inside.isEmpty())
        lines << tr("Leaders inside: %1").arg(inside.toHtmlEscaped());
    if (const auto siege = mCampaign->siegeOf(fortress->id)) {
        lines << tr("<span style='color:#a32020'><b>Besieged</b> by %1 for %n turn(s)</span>", nullptr,
                    siege->turnsUnderSiege(mCampaign->turn()))
                     .arg(mCampaign->sideName(siege->besiegerSideId).toHtmlEscaped());
        lines << tr("Besiegers' units lost: %1 (RULES S2)").arg(siege->unitsLost);
        if (breakInOwed(*mCampaign, *siege))
            lines << tr("<b>Break-in battle owed</b> this turn (RULES S3): Sieges ▸ Siege Phase…");
    } else {
        lines << tr("Not under siege");
    }
    mFortress->setText(lines.join(QStringLiteral("<br>")));
}

void MapPanel::fillForces()
{
    const QSignalBlocker block(mForces);
    mForces->clear();
    const int chip = fontMetrics().height() - 4;
    for (const Force &f : mCampaign->forcesAt(*mHex)) {
        const auto side = mCampaign->side(f.sideId);
        QStringList lines{tr("%1 — %2").arg(f.name, mCampaign->sideName(f.sideId)), ForceText::units(f)};
        if (const QString leaders = ForceText::leaders(*mCampaign, f.id); !leaders.isEmpty())
            lines << leaders;
        lines << ForceText::movement(*mCampaign, f);
        auto *item = new QListWidgetItem(sideChip(side ? side->color : QColor(Qt::gray), chip),
                                         lines.join(QLatin1Char('\n')), mForces);
        item->setData(Qt::UserRole, f.id);
        item->setToolTip(ForceText::toolTip(*mCampaign, f));
        if (f.id == mForce)
            mForces->setCurrentItem(item);
    }
    if (mForces->count() == 0)
        mForces->addItem(tr("No force here"));
    if (const QList<qint64> sides = leadersOnlySides(*mCampaign, *mHex); !sides.isEmpty()) {
        QStringList names;
        for (qint64 id : sides)
            names << mCampaign->sideName(id);
        auto *note = new QListWidgetItem(tr("Only leaders are left here of %1: they may duel, or one may try to "
                                            "retreat (Leader ▸ Retreat, RULES F8).")
                                             .arg(names.join(tr(" and "))),
                                         mForces);
        note->setFlags(Qt::ItemIsEnabled);
        note->setData(Qt::UserRole + 1, QStringLiteral("leadersOnly"));
    }
    mForces->setEnabled(!mCampaign->forcesAt(*mHex).isEmpty());
}

void MapPanel::updateButtons()
{
    const bool edit = mMode == MapMode::Edit;
    const bool shown = mCampaign && mHex && mCampaign->grid().contains(*mHex);
    const auto fortress = shown ? mCampaign->fortressAt(*mHex) : std::nullopt;
    mNamePlace->setVisible(edit && shown);
    mPlaceForce->setVisible(edit && shown);
    mAddFortress->setVisible(edit && shown && !fortress);
    mEditFortress->setVisible(edit && fortress);
    mRemoveFortress->setVisible(edit && fortress);
    mForcedMarch->setVisible(!edit && shown);
    const bool battleDue = !edit && shown && mDue;
    mFightBattle->setVisible(battleDue);
    const auto target = shown ? siegeTargetFrom(*mCampaign, *mHex, mForce) : std::nullopt;
    const auto siege = target ? mCampaign->siegeOf(target->id) : std::nullopt;
    mLaySiege->setVisible(!edit && target && !siege);
    mLiftSiege->setVisible(!edit && siege);
    if (!shown)
        return;
    const QString readOnly = mCampaign->whyReadOnly();
    allow(mNamePlace, readOnly, tr("Give this hex a place's name, as forces and leaders are said to be there"));
    allow(mPlaceForce, readOnly, tr("Set a force down in this hex, from off the map or from another hex"));
    allow(mAddFortress, readOnly, tr("A fortress in this hex: its name, rating and holder (RULES S1)"));
    allow(mEditFortress, readOnly, tr("The fortress's name, rating and holder"));
    if (fortress) {
        allow(mRemoveFortress, firstOf(readOnly, whyCannotRemoveFortress(*mCampaign, fortress->id)),
              tr("Take %1 off the map").arg(fortress->name));
    }
    if (battleDue) {
        const QString why = !mDue->refusal.isEmpty() ? mDue->refusal
            : mDue->attackers.isEmpty()              ? QString()
                                                     : whyNoBattleFor(*mCampaign, mDue->attackers.first());
        allow(mFightBattle, firstOf(readOnly, why),
              tr("Fight the battle due here, every force of both sides in it (RULES F0)"));
    }
    if (isPlayersCampaign(*mCampaign)) // RULES T4: an order, which the referee rolls
        allow(mForcedMarch, whyCannotGive(*mCampaign, forcedMarchOrder(*mCampaign, mForce)),
              tr("An order: the referee rolls the commander's Maneuver check, one more hex this turn on a "
                 "success (RULES T1a, T4)"));
    else
        allow(mForcedMarch, firstOf(readOnly, whyCannotForcedMarch(*mCampaign, mForce)),
              tr("The commander's Maneuver check: one more hex this turn on a success (RULES T1a)"));
    if (target && !siege) {
        mLaySiege->setText(tr("Lay Siege to %1…").arg(target->name));
        allow(mLaySiege, firstOf(readOnly, whyNoSiegeOf(*mCampaign, *target)),
              tr("Choose the force that breaches (RULES S1)"));
    }
    if (siege) {
        mLiftSiege->setText(tr("Lift the Siege of %1").arg(target->name));
        allow(mLiftSiege, readOnly, tr("The besieger withdraws (RULES S5)"));
    }
}

} // namespace castellan

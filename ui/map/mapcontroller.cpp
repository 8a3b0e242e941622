#include "mapcontroller.h"

#include "placemenu.h"

#include "commands/sieges/siegeactions.h"
#include "fortressdialog.h"
#include "mapscene.h"

#include "forces/forcesmodel.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "commands/sieges/siegeactions.h"
#include "orders/battleanswerdialog.h"
#include "orders/ordergiving.h"
#include "orders/ordertext.h"
#include "widgets/sidechip.h"

#include <QInputDialog>
#include <QMenu>

namespace castellan {

MapController::MapController(MapScene *scene, QWidget *dialogParent)
    : QObject(dialogParent)
    , mScene(scene)
    , mDialogParent(dialogParent)
{ }

Campaign *MapController::campaign() const
{
    return mScene->campaign();
}

bool MapController::report(const Outcome &outcome)
{
    if (!outcome.ok) {
        Q_EMIT refused(outcome.refusal);
        Q_EMIT statusMessage(outcome.refusal);
        return false;
    }
    Q_EMIT landed();
    Q_EMIT statusMessage(outcome.summary);
    return true;
}

void MapController::paintStroke(const QList<Hex> &hexes, Terrain terrain)
{
    if (campaign() && !hexes.isEmpty())
        report(paintTerrain(*campaign(), hexes, terrain));
}

void MapController::dropForce(qint64 forceId, const Hex &hex)
{
    Campaign *c = campaign();
    const auto force = c ? c->force(forceId) : std::nullopt;
    if (!force || force->hex == hex)
        return;
    if (mMode == MapMode::Edit) {
        placeForce(forceId, hex);
        return;
    }
    if (isPlayersCampaign(*c)) {
        orderMove(*force, hex);
        return;
    }
    if (!report(moveForce(*c, forceId, hex)))
        return;
    // RULES T1, F1: moving into enemies brings battle; the main window opens it.
    const QList<Force> enemies = enemiesAt(*c, force->sideId, hex);
    if (!enemies.isEmpty())
        Q_EMIT battleOffered(forceId, enemies.first().id);
}

QString MapController::give(const Order &order)
{
    const GivenOrder given = giveOrder(*campaign(), order);
    if (!given.refusal.isEmpty()) {
        Q_EMIT refused(given.refusal);
        Q_EMIT statusMessage(given.refusal);
        return given.refusal;
    }
    Q_EMIT landed();
    Q_EMIT orderGiven(given.id);
    Q_EMIT statusMessage(tr("Order %1: %2. It is carried out when the referee answers (RULES T4).")
                             .arg(QString::number(given.id), orderText(*campaign(), order)));
    return {};
}

void MapController::orderMove(const Force &force, const Hex &hex)
{
    const Order move = moveOrder(*campaign(), force.id, {hex});
    if (!whyCannotGive(*campaign(), move).isEmpty() || enemiesAt(*campaign(), force.sideId, hex).isEmpty()) {
        give(move); // a refusal is told as any other
        return;
    }
    auto *dialog = new BattleAnswerDialog(
        *campaign(), force, hex,
        [this, move](const QString &choices, const QString &flank) {
            Order chosen = move;
            chosen.choices = choices;
            chosen.flank = flank;
            return give(chosen);
        },
        mDialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void MapController::stepForce(qint64 forceId, int direction)
{
    const auto force = campaign() ? campaign()->force(forceId) : std::nullopt;
    if (force && force->onMap())
        dropForce(forceId, HexGrid::neighbour(force->hex, direction));
}

void MapController::activateHex(const Hex &hex)
{
    if (mMode != MapMode::Edit || !campaign())
        return;
    if (const auto fortress = campaign()->fortressAt(hex))
        editFortress(fortress->id);
    else
        namePlace(hex);
}

void MapController::namePlace(const Hex &hex)
{
    if (!campaign())
        return;
    auto *dialog = new QInputDialog(mDialogParent);
    dialog->setObjectName(QStringLiteral("namePlaceDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Name Place — Hex %1").arg(hexLabel(hex)));
    dialog->setLabelText(tr("Name of the place in hex %1 (empty: no name):").arg(hexLabel(hex)));
    dialog->setTextValue(campaign()->mapHex(hex).place);
    connect(dialog, &QInputDialog::textValueSelected, this, [this, hex](const QString &name) {
        if (campaign())
            report(castellan::namePlace(*campaign(), hex, name));
    });
    dialog->open();
}

void MapController::addFortress(const Hex &hex)
{
    if (!campaign())
        return;
    auto *dialog = new FortressDialog(*campaign(), hex, mDialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Q_EMIT landed();
        Q_EMIT statusMessage(dialog->summary());
    });
    dialog->open();
}

void MapController::editFortress(qint64 fortressId)
{
    if (!campaign() || !campaign()->fortress(fortressId))
        return;
    auto *dialog = new FortressDialog(*campaign(), fortressId, mDialogParent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        Q_EMIT landed();
        Q_EMIT statusMessage(dialog->summary());
    });
    dialog->open();
}

void MapController::placeForce(qint64 forceId, const Hex &hex)
{
    if (campaign())
        report(castellan::placeForce(*campaign(), forceId, hex));
}

void MapController::removeFortress(qint64 fortressId)
{
    if (campaign())
        report(castellan::removeFortress(*campaign(), fortressId));
}

void MapController::forcedMarch(qint64 forceId)
{
    // The roll decides how far the force may go: said where the user looks, not only in the status bar.
    if (!campaign())
        return;
    if (isPlayersCampaign(*campaign())) {
        give(forcedMarchOrder(*campaign(), forceId));
        return;
    }
    const Outcome marched = castellan::forcedMarch(*campaign(), forceId);
    if (report(marched))
        Q_EMIT noticed(marched.summary);
}

void MapController::laySiege(qint64 fortressId)
{
    Campaign *c = campaign();
    const auto fortress = c ? c->fortress(fortressId) : std::nullopt;
    if (!fortress)
        return;
    if (const QString why = whyNoSiegeOf(*c, *fortress); !why.isEmpty()) {
        Q_EMIT refused(why);
        return;
    }
    QStringList names;
    QList<qint64> ids;
    for (const Force &f : possibleBesiegers(*c, *fortress)) {
        if (!whyCannotBesiege(*c, fortressId, f.id).isEmpty())
            continue;
        names << tr("%1 (%2, %n unit(s))", nullptr, f.units.total()).arg(f.name, c->sideName(f.sideId));
        ids << f.id;
    }
    auto *dialog = new QInputDialog(mDialogParent);
    dialog->setObjectName(QStringLiteral("breachingForceDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Lay Siege to %1").arg(fortress->name));
    dialog->setLabelText(tr("The force that breaches %1 (its side's other forces around it are pickets, RULES S1):")
                             .arg(fortress->name));
    dialog->setComboBoxItems(names);
    dialog->setComboBoxEditable(false);
    connect(dialog, &QInputDialog::textValueSelected, this, [this, fortressId, names, ids](const QString &text) {
        const qsizetype i = names.indexOf(text);
        if (campaign() && i >= 0)
            report(castellan::laySiege(*campaign(), fortressId, ids[i]));
    });
    dialog->open();
}

void MapController::liftSiege(qint64 siegeId)
{
    if (campaign())
        report(castellan::liftSiege(*campaign(), siegeId));
}

void MapController::showContextMenu(const Hex &hex, const QPoint &globalPos)
{
    QMenu *menu = contextMenu(hex, mDialogParent);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(globalPos);
}

QMenu *MapController::contextMenu(const Hex &hex, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->setObjectName(QStringLiteral("mapContextMenu"));
    menu->setToolTipsVisible(true); // a disabled entry says why
    if (campaign()) {
        if (mMode == MapMode::Edit)
            addEditActions(menu, hex);
        else
            addPlayActions(menu, hex);
    }
    return menu;
}

void MapController::addEditActions(QMenu *menu, const Hex &hex)
{
    Campaign &c = *campaign();
    menu->addAction(tr("&Name Place…"), this, [this, hex] { namePlace(hex); });
    if (const auto fortress = c.fortressAt(hex)) {
        const qint64 id = fortress->id;
        menu->addAction(tr("&Edit Fortress %1…").arg(fortress->name), this, [this, id] { editFortress(id); });
        QAction *remove =
            menu->addAction(tr("&Remove Fortress %1").arg(fortress->name), this, [this, id] { removeFortress(id); });
        const QString why = whyCannotRemoveFortress(c, id);
        remove->setEnabled(why.isEmpty());
        remove->setToolTip(why);
    } else {
        menu->addAction(tr("Add &Fortress…"), this, [this, hex] { addFortress(hex); });
    }
    QMenu *place = menu->addMenu(tr("&Place Force Here"));
    QMenu *off = menu->addMenu(tr("&Take Off the Map"));
    place->setObjectName(QStringLiteral("placeForceMenu"));
    off->setObjectName(QStringLiteral("takeOffMapMenu"));
    const int chip = menu->fontMetrics().height() - 4;
    for (const Force &f : c.forcesAt(hex)) {
        const auto side = c.side(f.sideId);
        const qint64 id = f.id;
        off->addAction(sideChip(side ? side->color : QColor(Qt::gray), chip), f.name, this, [this, id] {
            placeForce(id, {-1, -1});
        });
    }
    fillPlaceForceMenu(place, c, hex, [this, hex](qint64 id) { placeForce(id, hex); });
    place->setEnabled(!place->isEmpty());
    off->setEnabled(!off->isEmpty());
}

void MapController::addPlayActions(QMenu *menu, const Hex &hex)
{
    Campaign &c = *campaign();
    for (const Force &f : c.forcesAt(hex)) {
        const qint64 id = f.id;
        QAction *march = menu->addAction(tr("Forced &March: %1").arg(f.name), this, [this, id] { forcedMarch(id); });
        march->setEnabled(whyCannotForcedMarch(c, id).isEmpty());
    }
    if (const auto target = siegeTargetFrom(c, hex, mScene->selectedForce())) {
        const qint64 id = target->id;
        if (const auto siege = c.siegeOf(id)) {
            const qint64 siegeId = siege->id;
            menu->addAction(tr("&Lift the Siege of %1").arg(target->name), this,
                            [this, siegeId] { liftSiege(siegeId); });
        } else {
            QAction *lay =
                menu->addAction(tr("Lay &Siege to %1…").arg(target->name), this, [this, id] { laySiege(id); });
            lay->setEnabled(whyNoSiegeOf(c, *target).isEmpty());
        }
    }
    if (menu->isEmpty())
        menu->addAction(tr("Nothing to do here now"))->setEnabled(false);
}

} // namespace castellan

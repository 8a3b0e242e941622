#pragma once

#include "model/force.h"
#include "model/order.h"

#include "mapmode.h"

#include "map/mapmodel.h"

#include <QObject>

class QMenu;
class QWidget;

namespace castellan {

class Campaign;
class MapScene;

struct Outcome;

/**
 * Carries what the user does on the map to castellan::actions, one undoable action each (STYLE 8): a brush
 * stroke, a counter dropped or stepped (placed in edit mode, moved in play mode), place names, fortresses,
 * forced marches and sieges. It says what landed or why the rules refused; the map itself redraws from the
 * campaign's signals. Dialogs open window-modal on `dialogParent` and act when accepted.
 */
class MapController : public QObject
{
    Q_OBJECT

public:
    MapController(MapScene *scene, QWidget *dialogParent);

    void setMode(MapMode mode) { mMode = mode; }
    MapMode mode() const { return mMode; }
    /** The menu for a hex: what the panel offers, plus placing forces there in edit mode. */
    QMenu *contextMenu(const Hex &hex, QWidget *parent);

public Q_SLOTS:
    void paintStroke(const QList<castellan::Hex> &hexes, castellan::Terrain terrain);
    /** Edit mode: placeForce; play mode: moveForce, then a battle is offered when enemies stand there. */
    void dropForce(qint64 forceId, const castellan::Hex &hex);
    void stepForce(qint64 forceId, int direction);
    /** Edit mode: sets a force down anywhere, or off the map ({-1, -1}); no movement is spent. */
    void placeForce(qint64 forceId, const castellan::Hex &hex);
    /** A double click: edits the hex's fortress, or names the place (edit mode). */
    void activateHex(const castellan::Hex &hex);
    void showContextMenu(const castellan::Hex &hex, const QPoint &globalPos);
    void namePlace(const castellan::Hex &hex);
    void addFortress(const castellan::Hex &hex);
    void editFortress(qint64 fortressId);
    void removeFortress(qint64 fortressId);
    void forcedMarch(qint64 forceId);
    /** Asks which force breaches, among those that may (RULES S1). */
    void laySiege(qint64 fortressId);
    void liftSiege(qint64 siegeId);

Q_SIGNALS:
    void statusMessage(const QString &text);
    /** Why the rules refused what the user asked. */
    void refused(const QString &why);
    /** A result to show where the user looks, as the map's notice: a forced march's roll. */
    void noticed(const QString &text);
    /** Something landed: a refusal shown before is stale. */
    void landed();
    void battleOffered(qint64 movingForceId, qint64 enemyForceId);
    /** A player's move became an order for the referee (issue 32, RULES T4). */
    void orderGiven(qint64 orderId);

private:
    Campaign *campaign() const;
    bool report(const Outcome &outcome);
    /** A player's window: his move or forced march is an order of his side, for the referee (RULES T4); the refusal. */
    QString give(const Order &order);
    /** A player's move; into enemies he sees, he first names his choices in the battle it brings (RULES T4). */
    void orderMove(const Force &force, const Hex &hex);
    void addPlayActions(QMenu *menu, const Hex &hex);
    void addEditActions(QMenu *menu, const Hex &hex);

    MapScene *mScene;
    QWidget *mDialogParent;
    MapMode mMode = MapMode::Play;
};

} // namespace castellan

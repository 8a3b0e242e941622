#pragma once

#include "commands/battles/battledue.h"

#include "mapmode.h"

#include "map/mapmodel.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace castellan {

class Campaign;

/**
 * The side panel of the map: what stands in the selected hex (its number, terrain and place; its fortress with
 * rating, owner, garrison and siege; the forces there with their units, leaders and movement left) and the
 * buttons for what may be done there now. A button that may not be used says why in its tooltip (the core's
 * reasons). The buttons only ask; MapController acts.
 */
class MapPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MapPanel(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    void setMode(MapMode mode);
    void showHex(const std::optional<Hex> &hex);
    std::optional<Hex> hex() const { return mHex; }
    /** The force the force buttons work on; 0 for none. */
    void setForce(qint64 forceId);
    qint64 force() const { return mForce; }

Q_SIGNALS:
    void forceSelected(qint64 forceId);
    void namePlaceRequested(const castellan::Hex &hex);
    void placeForceRequested(qint64 forceId, const castellan::Hex &hex);
    void addFortressRequested(const castellan::Hex &hex);
    void editFortressRequested(qint64 fortressId);
    void removeFortressRequested(qint64 fortressId);
    void forcedMarchRequested(qint64 forceId);
    void laySiegeRequested(qint64 fortressId);
    void liftSiegeRequested(qint64 siegeId);
    /** RULES F0, T1: the battle due in this hex, between these two forces of its sides. */
    void battleRequested(qint64 attackerForceId, qint64 defenderForceId);

private:
    QPushButton *makeButton(const QString &objectName, const QString &text);
    void refresh();
    void fillFortress();
    void fillForces();
    /** RULES T1: says so, and offers it, when a battle is due in the hex. */
    void fillBattleDue();
    void updateButtons();

    QPointer<Campaign> mCampaign;
    MapMode mMode = MapMode::Play;
    std::optional<Hex> mHex;
    qint64 mForce = 0;
    QLabel *mTitle;
    QLabel *mTerrain;
    QLabel *mHint;
    QGroupBox *mFortressBox;
    QLabel *mFortress;
    QLabel *mBattleDue;
    std::optional<DueBattle> mDue; ///< the battle due in the hex shown, as the last refresh read it
    QGroupBox *mForcesBox;
    QListWidget *mForces;
    QPushButton *mPlaceForce;
    QPushButton *mNamePlace;
    QPushButton *mAddFortress;
    QPushButton *mEditFortress;
    QPushButton *mRemoveFortress;
    QPushButton *mForcedMarch;
    QPushButton *mLaySiege;
    QPushButton *mLiftSiege;
    QPushButton *mFightBattle;
};

} // namespace castellan

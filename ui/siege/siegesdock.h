#pragma once

#include <QDockWidget>
#include <QPointer>

class QAction;
class QListWidget;
class QPushButton;

namespace castellan {

struct Siege;
class Campaign;
class BreakInDialog;
class SiegeOrderDialog;
class SiegePanel;

/**
 * The main window's sieges dock: every siege of the campaign (going on first), the selected one's panel
 * with its odds (RULES O2), and its actions: the siege turn (sortie and break-in roll, S2-S4) and lifting it
 * (S5). Siege Phase… walks through every siege still waiting for this turn's roll.
 */
class SiegesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit SiegesDock(QWidget *parent = nullptr);
    void setCampaign(Campaign *campaign);
    QListWidget *list() const { return mList; }
    SiegePanel *panel() const { return mPanel; }
    QAction *siegePhaseAction() const { return mSiegePhase; }
    qint64 currentSiegeId() const;
    void selectSiege(qint64 siegeId);
    /** The siege turn dialog of the selected siege (opened non-modal; also returned for tests). */
    BreakInDialog *openSiegeTurn();
    /** A player's orders for the selected siege (RULES T4): his side's break-in roll or sortie. */
    SiegeOrderDialog *openSiegeOrders();

public Q_SLOTS:
    /** RULES T1 (1): the first siege still waiting for this turn's break-in roll or its break-in battle. */
    void siegePhase();

Q_SIGNALS:
    void statusMessage(const QString &text);

private:
    void reload();
    void updateButtons();
    void liftSiege();
    /** Empty when the player's side has a part in the siege to order, else why not. */
    QString whyNoSiegeOrders(const Siege &s) const;
    /** Where a siege stands, for the list: its roll or battle due, its turns under siege, or when it ended. */
    QString stateText(const Siege &s) const;

    Campaign *mCampaign = nullptr;
    QListWidget *mList = nullptr;
    SiegePanel *mPanel = nullptr;
    QPushButton *mTurnButton = nullptr;
    QPushButton *mLiftButton = nullptr;
    QAction *mSiegePhase = nullptr;
    QPointer<BreakInDialog> mDialog;
    bool mKeptActive = false; ///< the siege selected at the last reload was going on
};

} // namespace castellan

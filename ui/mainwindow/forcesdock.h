#pragma once

#include <QDockWidget>
#include <QPointer>

class QAction;
class QMenu;

namespace castellan {

class Campaign;
class ForcesView;

/**
 * The main window's forces dock: the forces pane for the open campaign, and the Forces menu's actions:
 * the pane's own (new, edit, split, merge, disband), Fight Battle… for the current force and Battle
 * Reports…. It builds a new pane whenever the campaign changes.
 */
class ForcesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ForcesDock(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    ForcesView *view() const;
    /** Fills the Forces menu; the actions follow the pane through campaign changes. */
    void fillMenu(QMenu *menu);
    QAction *fightBattleAction() const { return mFightBattle; }
    QAction *battleReportsAction() const { return mBattleReports; }

public Q_SLOTS:
    /** RULES F: a battle launched from the current force. */
    void fightBattle();
    void showBattleReports();

Q_SIGNALS:
    void statusMessage(const QString &text);

private:
    void updateActions();

    Campaign *mCampaign = nullptr;
    QPointer<ForcesView> mView;
    QMenu *mMenu = nullptr;
    QAction *mFightBattle;
    QAction *mBattleReports;
};

} // namespace castellan

#pragma once

#include <QObject>

class QAction;

namespace castellan {

class Campaign;

/**
 * The turn's clock in the main window (RULES T1, T2): the Begin Movement action, and the state of the End Turn
 * action, each disabled with the reason as its tip when the phase does not allow it (the Sieges dock keeps its
 * Siege Phase… action the same way).
 */
class TurnControls : public QObject
{
    Q_OBJECT

public:
    TurnControls(QAction *endTurn, QObject *parent);
    QAction *beginMovementAction() const { return mBeginMovement; }
    void setCampaign(Campaign *campaign);
    /** "Turn 3 · siege phase", for the status bar. */
    static QString phaseText(const Campaign &campaign);

Q_SIGNALS:
    void statusMessage(const QString &text);
    void phaseShown(const QString &text);

public Q_SLOTS:
    void beginMovement();
    void update();

private:
    Campaign *mCampaign = nullptr;
    QAction *mEndTurn;
    QAction *mBeginMovement;
    QString mEndTurnTip;
};

} // namespace castellan

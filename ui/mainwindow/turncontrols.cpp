#include "turncontrols.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "commands/sieges/siegeactions.h"
#include "commands/turn/turnactions.h"

#include <QAction>

namespace castellan {

TurnControls::TurnControls(QAction *endTurn, QObject *parent)
    : QObject(parent)
    , mEndTurn(endTurn)
    , mBeginMovement(new QAction(tr("Begin &Movement"), this))
    , mEndTurnTip(endTurn->toolTip())
{
    mBeginMovement->setObjectName(QStringLiteral("actionBeginMovement"));
    mBeginMovement->setShortcut(QKeySequence(tr("Ctrl+M")));
    mBeginMovement->setStatusTip(tr("The siege phase is done: forces move and fight (RULES T1)."));
    connect(mBeginMovement, &QAction::triggered, this, &TurnControls::beginMovement);
    update();
}

QString TurnControls::phaseText(const Campaign &campaign)
{
    return campaign.phase() == TurnPhase::Siege ? tr("Turn %1 · siege phase").arg(campaign.turn())
                                                : tr("Turn %1 · movement and battles").arg(campaign.turn());
}

void TurnControls::setCampaign(Campaign *campaign)
{
    if (mCampaign)
        disconnect(mCampaign, nullptr, this, nullptr);
    mCampaign = campaign;
    if (mCampaign) {
        connect(mCampaign, &Campaign::phaseChanged, this, &TurnControls::update);
        connect(mCampaign, &Campaign::turnChanged, this, &TurnControls::update);
        connect(mCampaign, &Campaign::siegesChanged, this, &TurnControls::update);
    }
    update();
}

void TurnControls::beginMovement()
{
    if (!mCampaign)
        return;
    const Outcome o = castellan::beginMovement(*mCampaign);
    Q_EMIT statusMessage(o.ok ? o.summary : o.refusal);
}

void TurnControls::update()
{
    if (!mCampaign) {
        mBeginMovement->setEnabled(false);
        Q_EMIT phaseShown(QString());
        return;
    }
    const QString readOnly = mCampaign->whyReadOnly();
    const QString cannotBegin = readOnly.isEmpty() ? whyCannotBeginMovement(*mCampaign) : readOnly;
    mBeginMovement->setEnabled(cannotBegin.isEmpty());
    mBeginMovement->setToolTip(cannotBegin.isEmpty() ? mBeginMovement->statusTip() : cannotBegin);
    const QString cannotEnd = readOnly.isEmpty() ? whyCannotEndTurn(*mCampaign) : readOnly;
    mEndTurn->setEnabled(cannotEnd.isEmpty());
    mEndTurn->setToolTip(cannotEnd.isEmpty() ? mEndTurnTip : cannotEnd);
    Q_EMIT phaseShown(phaseText(*mCampaign));
}

} // namespace castellan

#include "setupstep.h"

#include "commands/battles/battledue.h"
#include "widgets/characterlimit.h"

#include "model/limits.h"

#include "campaign/campaign.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>

namespace castellan {

SetupStep::SetupStep(const Campaign &campaign, qint64 forceId, QWidget *parent)
    : BattleStep(parent)
    , mCampaign(campaign)
    , mForceId(forceId)
{
    auto *body = new QWidget;
    auto *form = new QFormLayout(body);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    const auto force = campaign.force(forceId);
    auto *own = new QLabel(body);
    own->setObjectName(QStringLiteral("ownForce"));
    if (force) {
        own->setText(tr("<b>%1</b> (%2)%3 — %n unit(s)", nullptr, force->units.total())
                         .arg(force->name.toHtmlEscaped(), campaign.sideName(force->sideId).toHtmlEscaped(),
                              force->location.isEmpty() ? QString()
                                                        : tr(", at %1").arg(force->location.shown().toHtmlEscaped())));
    }
    form->addRow(tr("This force:"), own);

    mOpponent = new QComboBox(body);
    mOpponent->setObjectName(QStringLiteral("opponentCombo"));
    mOpponent->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    form->addRow(tr("&Opponent:"), mOpponent);

    auto *who = new QWidget(body);
    auto *whoLayout = new QHBoxLayout(who);
    whoLayout->setContentsMargins(0, 0, 0, 0);
    mWeAttack = new QRadioButton(force ? tr("%1 &attacks").arg(force->name) : tr("This force &attacks"), who);
    mWeAttack->setObjectName(QStringLiteral("weAttackRadio"));
    mTheyAttack = new QRadioButton(tr("The opponent a&ttacks"), who);
    mTheyAttack->setObjectName(QStringLiteral("theyAttackRadio"));
    mWeAttack->setChecked(true);
    auto *group = new QButtonGroup(who);
    group->addButton(mWeAttack);
    group->addButton(mTheyAttack);
    whoLayout->addWidget(mWeAttack);
    whoLayout->addWidget(mTheyAttack);
    whoLayout->addStretch(1);
    form->addRow(tr("Attacker:"), who);

    mName = new QLineEdit(body);
    mName->setObjectName(QStringLiteral("battleNameEdit"));
    limitCharacters(mName, MaxNameLength);
    mName->setClearButtonEnabled(true);
    form->addRow(tr("&Name:"), mName);

    mProblem = wrappedLabel(body, QStringLiteral("setupProblem"));
    mProblem->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; }"));
    form->addRow(mProblem);

    connect(mOpponent, &QComboBox::currentIndexChanged, this, &SetupStep::changed);
    connect(mWeAttack, &QRadioButton::toggled, this, &SetupStep::changed);
    connect(mName, &QLineEdit::textEdited, this, &SetupStep::changed);
    setUp(body, tr("&Begin battle"), QStringLiteral("beginButton"));
    fillOpponents();
}

void SetupStep::fillOpponents()
{
    const auto own = mCampaign.force(mForceId);
    QSignalBlocker block(mOpponent);
    mOpponent->clear();
    if (!own)
        return;
    // RULES F0: only the enemies on the same space; the side that moved in this turn attacks.
    for (const Force &f : battleOpponents(mCampaign, *own))
        mOpponent->addItem(opponentText(f), f.id);
    mOpponent->setCurrentIndex(0);
    const int turn = mCampaign.turn();
    const bool theyMovedIn = mOpponent->count() > 0 && own->cameFromIn(turn).col < 0
        && mCampaign.force(opponent())->cameFromIn(turn).col >= 0;
    QSignalBlocker blockRadio(mWeAttack);
    (theyMovedIn ? mTheyAttack : mWeAttack)->setChecked(true);
}

QString SetupStep::opponentText(const Force &f) const
{
    QString text = tr("%1 (%2)").arg(f.name, mCampaign.sideName(f.sideId));
    if (!f.location.isEmpty())
        text += tr(" at %1").arg(f.location.shown());
    return text + tr(" — %n unit(s)", nullptr, f.units.total());
}

qint64 SetupStep::opponent() const
{
    return mOpponent->currentData().toLongLong();
}

bool SetupStep::weAttack() const
{
    return mWeAttack->isChecked();
}

QString SetupStep::battleName() const
{
    return mName->text().trimmed();
}

bool SetupStep::hasOpponents() const
{
    return mOpponent->count() > 0;
}

bool SetupStep::choose(qint64 opponentForceId, bool weAttack)
{
    int index = mOpponent->findData(opponentForceId);
    // A battle set up elsewhere (a sortie, a break-in) is fought off the same space: its opponent is shown as given.
    if (index < 0 && mFixed) {
        if (const auto f = mCampaign.force(opponentForceId)) {
            QSignalBlocker block(mOpponent);
            mOpponent->addItem(opponentText(*f), f->id);
            index = mOpponent->count() - 1;
        }
    }
    if (index < 0)
        return false;
    QSignalBlocker blockCombo(mOpponent);
    QSignalBlocker blockRadio(mWeAttack);
    mOpponent->setCurrentIndex(index);
    (weAttack ? mWeAttack : mTheyAttack)->setChecked(true);
    return true;
}

void SetupStep::fix(const QString &battleName)
{
    mFixed = true;
    for (QWidget *w : std::initializer_list<QWidget *>{mOpponent, mWeAttack, mTheyAttack, mName})
        w->setEnabled(false);
    mName->setText(battleName);
}

void SetupStep::refresh(const Battle &battle)
{
    if (mName->text().trimmed().isEmpty())
        mName->setPlaceholderText(battle.name());
}

void SetupStep::showProblem(const QString &problem)
{
    mProblem->setText(problem);
    mProblem->setVisible(!problem.isEmpty());
    const bool choosable = hasOpponents() && !mFixed;
    mOpponent->setEnabled(choosable);
    mWeAttack->setEnabled(choosable);
    mTheyAttack->setEnabled(choosable);
    mName->setEnabled(!mFixed);
}

QString SetupStep::title() const
{
    return tr("Set up the battle");
}

QString SetupStep::note() const
{
    return tr("Pick the opposing force and who attacks; both sides and the odds show before anything is rolled "
              "(RULES F9). A battle is between two forces of different sides on the same space (F).");
}

} // namespace castellan

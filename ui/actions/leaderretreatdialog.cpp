#include "leaderretreatdialog.h"

#include "dueldialog.h"

#include "campaign/campaign.h"
#include "commands/leaders/leaderretreat.h"
#include "i18n/argtext.h"
#include "rules/leaderrules.h"
#include "widgets/dicerow.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

LeaderRetreatDialog::LeaderRetreatDialog(Campaign &campaign, qint64 leaderId, QWidget *parent)
    : ActionDialog(campaign, leaderId, parent)
{
    setObjectName(QStringLiteral("leaderRetreatDialog"));
    const auto l = leader();
    if (!l)
        return;
    setWindowTitle(tr("Retreat: %1").arg(l->name));
    if (const QString why = whyNoLeaderRetreat(campaign, leaderId); !why.isEmpty()) {
        refuse(why);
        return;
    }
    mCaptor = leaderRetreatCaptor(campaign, leaderId);
    const int maneuver = l->rating(Trait::Maneuver);
    const auto force = campaign.force(l->forceId);
    auto *intro =
        new QLabel(byPronoun(l->pronoun,
                             tr("Only leaders are left of both sides at %1. %2 rolls 1d6 against his Maneuver of "
                                "<b>%3</b>: on a success %4 moves one space, and may not move again this turn; on a "
                                "failure he must duel an enemy leader there or be captured (RULES F8)."),
                             tr("Only leaders are left of both sides at %1. %2 rolls 1d6 against her Maneuver of "
                                "<b>%3</b>: on a success %4 moves one space, and may not move again this turn; on a "
                                "failure she must duel an enemy leader there or be captured (RULES F8)."),
                             tr("Only leaders are left of both sides at %1. %2 rolls 1d6 against their Maneuver "
                                "of <b>%3</b>: on a success %4 moves one space, and may not move again this turn; "
                                "on a failure they must duel an enemy leader there or be captured (RULES F8)."))
                       .arg(argText(hexLabel(force->hex)), argText(l->name), argText(maneuver), argText(force->name)));
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    controls()->addWidget(intro);

    auto *form = new QFormLayout;
    mWay = new QComboBox;
    mWay->setObjectName(QStringLiteral("retreatWayCombo"));
    mWays = leaderRetreatHexes(campaign, leaderId);
    for (const Hex &h : std::as_const(mWays)) {
        const QString place = campaign.mapHex(h).place;
        mWay->addItem(place.isEmpty() ? hexLabel(h) : tr("%1 · %2").arg(hexLabel(h), place));
    }
    auto *wayLabel = new QLabel(tr("Retreat &to:"));
    wayLabel->setBuddy(mWay);
    form->addRow(wayLabel, mWay);
    controls()->addLayout(form);

    addRollBox(tr("Maneuver check"), DiceRow::checkTones(maneuver), &mDice, &mOutcome);
    mOutcome->setObjectName(QStringLiteral("retreatOutcome"));
    controls()->addStretch(1);

    mAttempt = addActionButton(tr("&Roll Maneuver"), QStringLiteral("attemptButton"));
    mAttempt->setDefault(true);
    connect(mAttempt, &QPushButton::clicked, this, &LeaderRetreatDialog::attempt);
    // What follows a failure: the duel, or the capture.
    mDuel = addActionButton(tr("&Duel…"), QStringLiteral("duelButton"));
    mDuel->setToolTip(tr("Fight a duel with an enemy leader here (RULES G1, G2)"));
    connect(mDuel, &QPushButton::clicked, this, &LeaderRetreatDialog::duel);
    mSurrender = addActionButton(tr("Be &Captured"), QStringLiteral("surrenderButton"));
    mSurrender->setToolTip(byPronoun(l->pronoun, tr("He is taken by %1 (RULES F8, L6)"),
                                     tr("She is taken by %1 (RULES F8, L6)"), tr("They are taken by %1 (RULES F8, L6)"))
                               .arg(campaign.sideName(mCaptor)));
    connect(mSurrender, &QPushButton::clicked, this, &LeaderRetreatDialog::surrender);
    mDuel->hide();
    mSurrender->hide();
}

void LeaderRetreatDialog::attempt()
{
    const int at = mWay->currentIndex();
    const LeaderRetreat r = attemptLeaderRetreat(campaign(), leaderId(), mWays.value(at, Hex{-1, -1}));
    if (!land(r.outcome))
        return;
    mDice->setFaces({r.face});
    mWay->setEnabled(false);
    const auto l = leader();
    if (r.retreated) {
        mOutcome->setText(byPronoun(l ? l->pronoun : Pronoun::He, tr("Rolled <b>%1</b>: he retreats to %2."),
                                    tr("Rolled <b>%1</b>: she retreats to %2."),
                                    tr("Rolled <b>%1</b>: they retreat to %2."))
                              .arg(argText(r.face), argText(hexLabel(r.to))));
        markDone();
        return;
    }
    mOutcome->setText(byPronoun(l ? l->pronoun : Pronoun::He,
                                tr("Rolled <b>%1</b>: the retreat fails. He must duel an enemy leader here, or be "
                                   "captured by %2 (RULES F8)."),
                                tr("Rolled <b>%1</b>: the retreat fails. She must duel an enemy leader here, or be "
                                   "captured by %2 (RULES F8)."),
                                tr("Rolled <b>%1</b>: the retreat fails. They must duel an enemy leader here, or be "
                                   "captured by %2 (RULES F8)."))
                          .arg(argText(r.face), argText(campaign().sideName(mCaptor))));
    markDone();
    mDuel->show();
    mSurrender->show();
    mSurrender->setEnabled(mCaptor > 0 && l && whyCannotCapture(campaign(), *l).isEmpty());
    mDuel->setDefault(true);
}

void LeaderRetreatDialog::duel()
{
    auto *dialog = new DuelDialog(campaign(), leaderId(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    connect(dialog, &QDialog::finished, this, [this] {
        mDuel->setEnabled(false);
        mSurrender->setEnabled(false);
        refreshBanner();
    });
}

void LeaderRetreatDialog::surrender()
{
    if (!land(setCaptured(campaign(), leaderId(), mCaptor)))
        return;
    const auto l = leader();
    mOutcome->setText(mOutcome->text() + QStringLiteral("<br>")
                      + byPronoun(l ? l->pronoun : Pronoun::He, tr("He is captured by %1."),
                                  tr("She is captured by %1."), tr("They are captured by %1."))
                            .arg(campaign().sideName(mCaptor)));
    mDuel->setEnabled(false);
    mSurrender->setEnabled(false);
    refreshBanner();
}

} // namespace castellan

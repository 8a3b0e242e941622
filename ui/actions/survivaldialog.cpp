#include "survivaldialog.h"

#include "model/limits.h"
#include "widgets/characterlimit.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "rules/leaderrules.h"
#include "widgets/dicerow.h"
#include "widgets/diefacewidget.h"
#include "widgets/leaderbanner.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace castellan {

namespace {

DieFaceWidget::Tone survivalTone(int h, int face)
{
    switch (survival(h, face)) {
    case Survival::Escapes: return DieFaceWidget::Tone::Success;
    case Survival::Dies: return DieFaceWidget::Tone::Wound;
    case Survival::Captured: return DieFaceWidget::Tone::Failure;
    }
    return DieFaceWidget::Tone::Plain;
}

/** The faces that give `outcome` against Heroics h, as core decides each: "1–2", "3", or "" when none does. */
QString facesFor(int h, Survival outcome)
{
    QList<int> faces;
    for (int face = 1; face <= 6; ++face) {
        if (survival(h, face) == outcome)
            faces << face;
    }
    if (faces.isEmpty())
        return {};
    return faces.size() == 1 ? QString::number(faces.front())
                             : QStringLiteral("%1–%2").arg(argText(faces.front()), argText(faces.back()));
}

} // namespace

SurvivalDialog::SurvivalDialog(Campaign &campaign, qint64 leaderId, QWidget *parent)
    : ActionDialog(campaign, leaderId, parent)
{
    const auto l = leader();
    if (!l)
        return;
    setWindowTitle(tr("Survival Check: %1").arg(l->name));
    if (const QString why = whyCannotSurvive(*l); !why.isEmpty()) {
        refuse(why);
        return;
    }

    // RULES H3: what each face does against his effective Heroics, as core rules it.
    const int h = l->effectiveHeroics();
    const Pronoun p = l->pronoun;
    QStringList odds;
    if (const QString r = facesFor(h, Survival::Escapes); !r.isEmpty())
        odds << byPronoun(p, tr("%1 he escapes"), tr("%1 she escapes"), tr("%1 they escape")).arg(r);
    if (const QString r = facesFor(h, Survival::Dies); !r.isEmpty())
        odds << byPronoun(p, tr("%1 he dies"), tr("%1 she dies"), tr("%1 they die")).arg(r);
    if (const QString r = facesFor(h, Survival::Captured); !r.isEmpty())
        odds << byPronoun(p, tr("%1 he is captured"), tr("%1 she is captured"), tr("%1 they are captured")).arg(r);
    auto *rule = new QLabel(byPronoun(p, tr("He rolls 1d6 against his effective Heroics of <b>%1</b>: %2 (RULES H3)."),
                                      tr("She rolls 1d6 against her effective Heroics of <b>%1</b>: %2 (RULES H3)."),
                                      tr("They roll 1d6 against their effective Heroics of <b>%1</b>: %2 (RULES H3)."))
                                .arg(argText(h), argText(odds.join(QStringLiteral("; ")))));
    rule->setObjectName(QStringLiteral("ruleLabel"));
    rule->setWordWrap(true);
    controls()->addWidget(rule);
    if (l->rerolls > 0)
        addNote(tr("Heroic rerolls held: %1. Each re-rolls the die once and the last roll stands; unspent "
                   "rerolls lapse when the check ends (RULES H2).")
                    .arg(l->rerolls));

    mEvent = new QComboBox;
    mEvent->setObjectName(QStringLiteral("eventCombo"));
    mEvent->setEditable(true);
    for (const RollText &event : survivalEvents())
        mEvent->addItem(event.shown());
    mEvent->setInsertPolicy(QComboBox::NoInsert);

    mCaptor = new QComboBox;
    mCaptor->setObjectName(QStringLiteral("captorCombo"));
    const QList<Side> sides = campaign.sides();
    for (const Side &s : sides) {
        if (s.id != l->sideId)
            mCaptor->addItem(s.name, s.id);
    }
    if (mCaptor->count() == 0) {
        mCaptor->setPlaceholderText(tr("no other side"));
        mCaptor->setEnabled(false);
    }
    mEscapeTo = new QLineEdit;
    mEscapeTo->setObjectName(QStringLiteral("escapeEdit"));
    limitCharacters(mEscapeTo, MaxPlaceLength);
    mEscapeTo->setPlaceholderText(tr("a friendly force or fortress"));
    mEscapeTo->setText(l->location.shown());

    auto *form = new QFormLayout;
    form->addRow(tr("&Event:"), mEvent);
    form->addRow(tr("If captured, &held by:"), mCaptor);
    form->addRow(
        byPronoun(p, tr("If he escapes, &goes to:"), tr("If she escapes, &goes to:"), tr("If they escape, &go to:")),
        mEscapeTo);
    controls()->addLayout(form);

    addRollBox(
        tr("Roll"), [h](int face) { return survivalTone(h, face); }, &mDice, &mOutcome);
    controls()->addStretch(1);

    mRoll = addActionButton(tr("&Roll"), QStringLiteral("rollButton"));
    mReroll = addActionButton(tr("Spend a &reroll"), QStringLiteral("rerollButton"));
    mAccept = addActionButton(tr("&Accept result"), QStringLiteral("acceptButton"));
    mReroll->hide();
    mAccept->hide();
    mRoll->setDefault(true);
    connect(mRoll, &QPushButton::clicked, this, &SurvivalDialog::roll);
    connect(mReroll, &QPushButton::clicked, this, &SurvivalDialog::reroll);
    connect(mAccept, &QPushButton::clicked, this, [this] {
        if (finish())
            accept();
    });
}

SurvivalDialog::~SurvivalDialog() = default;

void SurvivalDialog::roll()
{
    if (mCheck)
        return;
    mCheck = std::make_unique<SurvivalCheck>(campaign(), leaderId(), mEvent->currentText().trimmed());
    if (!mCheck->refusal().isEmpty()) {
        showError(mCheck->refusal());
        mCheck.reset();
        return;
    }
    const Roll r = mCheck->roll();
    mDice->setFaces(r.faces);
    mEvent->setEnabled(false);
    mRoll->hide();
    mAccept->show();
    mAccept->setDefault(true);
    closeButton()->setText(tr("&Close"));
    closeButton()->setToolTip(tr("The dice were rolled: closing accepts the result."));
    showResult();
}

void SurvivalDialog::reroll()
{
    if (!mCheck || !mCheck->canReroll())
        return;
    // RULES H2: the new roll replaces the last one; the old die stays in view, struck through.
    if (DieFaceWidget *last = mDice->die(mDice->count() - 1))
        last->setStruck(true);
    const Roll r = mCheck->reroll();
    mDice->appendFace(r.faces.value(0));
    showResult();
}

void SurvivalDialog::showResult()
{
    const Leader &l = mCheck->leader();
    const Survival s = mCheck->result();
    const Pronoun p = l.pronoun;
    QString text;
    switch (s) {
    case Survival::Escapes:
        text = byPronoun(p, tr("Rolled <b>%1</b>: he <b>escapes</b>."), tr("Rolled <b>%1</b>: she <b>escapes</b>."),
                         tr("Rolled <b>%1</b>: they <b>escape</b>."))
                   .arg(mCheck->face());
        break;
    case Survival::Dies:
        text = byPronoun(p, tr("Rolled <b>%1</b>: he <b>dies</b>."), tr("Rolled <b>%1</b>: she <b>dies</b>."),
                         tr("Rolled <b>%1</b>: they <b>die</b>."))
                   .arg(mCheck->face());
        break;
    case Survival::Captured:
        text = byPronoun(p, tr("Rolled <b>%1</b>: he is <b>captured</b>."),
                         tr("Rolled <b>%1</b>: she is <b>captured</b>."),
                         tr("Rolled <b>%1</b>: they are <b>captured</b>."))
                   .arg(mCheck->face());
        if (mCaptor->count() == 0)
            text += QLatin1Char(' ')
                + byPronoun(p, tr("No other side is in this campaign to hold him."),
                            tr("No other side is in this campaign to hold her."),
                            tr("No other side is in this campaign to hold them."));
        break;
    }
    if (mCheck->canReroll())
        text += QStringLiteral("<br>")
            + byPronoun(p, tr("He may spend a reroll (held: %1)."), tr("She may spend a reroll (held: %1)."),
                        tr("They may spend a reroll (held: %1)."))
                  .arg(l.rerolls);
    mOutcome->setText(text);
    mCaptor->setEnabled(s == Survival::Captured && mCaptor->count() > 0);
    mEscapeTo->setEnabled(s == Survival::Escapes);
    mReroll->setVisible(mCheck->canReroll());
    mReroll->setText(tr("Spend a &reroll (%1)").arg(l.rerolls));
    banner()->setLeader(campaign(), l);
    fitContents();
}

bool SurvivalDialog::finish()
{
    if (!mCheck || mFinished)
        return true;
    const Survival s = mCheck->result();
    const qint64 captor = s == Survival::Captured ? mCaptor->currentData().toLongLong() : 0;
    const QString place = s == Survival::Escapes ? mEscapeTo->text() : QString();
    mFinished = true;
    return land(mCheck->finish(captor, place));
}

void SurvivalDialog::reject()
{
    // The die was rolled and logged: the check lands whatever the user does now (RULES D1, H3).
    if (mCheck && !mFinished) {
        finish();
        accept();
        return;
    }
    ActionDialog::reject();
}

} // namespace castellan

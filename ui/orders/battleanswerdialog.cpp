#include "battleanswerdialog.h"

#include "standingquestions.h"
#include "widgets/dialogfit.h"

#include "campaign/campaign.h"
#include "map/mapmodel.h"
#include "orders/ordergiving.h"
#include "orders/ordermarches.h"
#include "orders/standingbattle.h"
#include "orders/standingorders.h"
#include "orders/waitingbattle.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

namespace {

/** The side's forces at the hex: those whose leaders may march in its battle there. */
QList<Force> sideForcesAt(const Campaign &campaign, qint64 sideId, const Hex &hex)
{
    QList<Force> out;
    for (const Force &f : campaign.forcesAt(hex)) {
        if (f.sideId == sideId)
            out << f;
    }
    return out;
}

/** The battle's choices its defender does not make (RULES S3: a garrison neither avoids nor retreats; S4, T4: a
 *  sortie is not avoided). */
QStringList leftOutOf(WaitingKind kind)
{
    switch (kind) {
    case WaitingKind::BreakIn:
        return {QStringLiteral("avoid"), QStringLiteral("retreat"), QStringLiteral("retreat_to")};
    case WaitingKind::Sortie: return {QStringLiteral("avoid")};
    case WaitingKind::Field: break;
    }
    return {};
}

} // namespace

BattleAnswerDialog::BattleAnswerDialog(Campaign &campaign, qint64 sideId, QStringList leftOut, GiveChoices give,
                                       QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mSideId(sideId)
    , mLeftOut(std::move(leftOut))
    , mGive(std::move(give))
    , mProblem(new QLabel(this))
{ }

BattleAnswerDialog::BattleAnswerDialog(Campaign &campaign, const Question &question, QWidget *parent)
    : BattleAnswerDialog(
        campaign, question.sideId, leftOutOf(waitingKindOf(campaign, question)),
        [&campaign, question](const QString &choices, const QString &flank) {
            return giveOrder(campaign, answerOrder(question.sideId, question.hex, choices, flank)).refusal;
        },
        parent)
{
    setObjectName(QStringLiteral("battleAnswerDialog"));
    const WaitingKind kind = waitingKindOf(campaign, question);
    const QString deadline = QLocale().toString(question.deadline.toLocalTime(), QLocale::ShortFormat);
    const QString hex = hexLabel(question.hex);
    if (kind == WaitingKind::BreakIn) {
        setWindowTitle(tr("Answer the Break-in at %1").arg(hex));
        build(tr("The besiegers break into your fortress at %1, and the battle waits for your answer: choose how your "
                 "garrison fights it. It may neither avoid nor retreat, and sends no flank march (RULES S3). The "
                 "referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it "
                 "(RULES T4).")
                  .arg(hex, deadline),
              tr("&Fight Now"), {});
        return;
    }
    const QString intro = kind == WaitingKind::Sortie
        ? tr("The garrison sorties against your side at %1, and the battle waits for your answer: choose how your "
             "side fights it. A sortie is not avoided (RULES S4). The referee fights it as soon as you answer. "
             "Without an answer by %2, your standing orders fight it (RULES T4).")
        : tr("Your side defends at %1, and the battle waits for your answer: choose how your side fights it. The "
             "referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it "
             "(RULES T4).");
    setWindowTitle(tr("Answer the Battle at %1").arg(hex));
    build(intro.arg(hex, deadline), tr("&Fight Now"), sideForcesAt(campaign, question.sideId, question.hex));
}

BattleAnswerDialog::BattleAnswerDialog(Campaign &campaign, const Force &mover, const Hex &hex, GiveChoices give,
                                       QWidget *parent)
    : BattleAnswerDialog(campaign, mover.sideId, {QStringLiteral("avoid")}, std::move(give), parent)
{
    setObjectName(QStringLiteral("moverChoicesDialog"));
    setWindowTitle(tr("Attack at %1").arg(hexLabel(hex)));
    build(tr("Your move into %1 brings a battle: choose how your side fights it. The referee fights it when he "
             "carries the move out; the defender chooses his own (RULES T4).")
              .arg(hexLabel(hex)),
          tr("&Move and Fight"), {mover});
}

void BattleAnswerDialog::build(const QString &intro, const QString &action, const QList<Force> &forces)
{
    auto *introLabel = new QLabel(intro, this);
    introLabel->setWordWrap(true);
    auto *questions = new QVBoxLayout;
    for (const StandingOrderSpec &spec : standingOrderSpecs()) {
        if (!battleStandingKeys().contains(spec.key) || mLeftOut.contains(spec.key))
            continue;
        QComboBox *box = addStandingQuestion(questions, this, spec, false);
        box->setCurrentIndex(std::max(0, box->findData(standingChoice(mCampaign, mSideId, spec.key))));
        mChoices.insert(spec.key, box);
    }
    mProblem->setObjectName(QStringLiteral("answerProblem"));
    mProblem->setWordWrap(true);
    mProblem->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *go = buttons->addButton(action, QDialogButtonBox::AcceptRole);
    go->setObjectName(QStringLiteral("fightNowButton"));
    go->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(introLabel);
    layout->addLayout(questions);
    if (QWidget *marches = marchRows(forces))
        layout->addWidget(marches);
    layout->addWidget(mProblem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, &BattleAnswerDialog::giveChoices);
    fitDialogToContents(this, 520);
}

QString BattleAnswerDialog::choices() const
{
    QStringList pairs;
    for (const QString &key : battleStandingKeys()) {
        if (const QComboBox *box = mChoices.value(key))
            pairs << key + QLatin1Char('=') + box->currentData().toString();
    }
    return pairs.join(QLatin1Char(','));
}

QWidget *BattleAnswerDialog::marchRows(const QList<Force> &forces)
{
    auto *group = new QGroupBox(tr("Flank marches (RULES M2)"), this);
    auto *grid = new QGridLayout(group);
    for (const Force &force : forces) {
        for (const Leader &leader : mCampaign.leadersOf(force.id)) {
            const int row = grid->rowCount();
            auto *edge = new QComboBox(group);
            edge->setObjectName(QStringLiteral("marchEdge_%1").arg(leader.id));
            edge->addItem(tr("stays in the battle"), QString());
            edge->addItem(tr("marches by the left"), edgeKey(FlankEdge::Left));
            edge->addItem(tr("marches by the right"), edgeKey(FlankEdge::Right));
            auto *units = new QSpinBox(group);
            units->setRange(1, std::max(1, force.units.good));
            units->setSuffix(tr(" unit(s)"));
            units->setEnabled(false);
            connect(edge, &QComboBox::currentIndexChanged, units,
                    [edge, units] { units->setEnabled(edge->currentIndex() > 0); });
            auto *name = new QLabel(tr("%1 (%2)").arg(leader.name, force.name), group);
            name->setBuddy(edge);
            grid->addWidget(name, row, 0);
            grid->addWidget(edge, row, 1);
            grid->addWidget(units, row, 2);
            mMarchEdges.insert(leader.id, edge);
            mMarchUnits.insert(leader.id, units);
            mMarchLeaders << leader.id;
        }
    }
    if (mMarchLeaders.isEmpty()) {
        delete group;
        return nullptr;
    }
    auto *note = new QLabel(tr("Not the commander-in-chief, nor an incompetent or coward general; at most half your "
                               "side's units in all. The referee sends them before any die."),
                            group);
    note->setWordWrap(true);
    grid->addWidget(note, grid->rowCount(), 0, 1, 3);
    return group;
}

QString BattleAnswerDialog::flank() const
{
    QList<MarchOrder> marches;
    for (qint64 leaderId : mMarchLeaders) {
        const auto edge = edgeFromKey(mMarchEdges.value(leaderId)->currentData().toString());
        if (edge)
            marches << MarchOrder{leaderId, mMarchUnits.value(leaderId)->value(), *edge};
    }
    return marchOrdersText(marches);
}

void BattleAnswerDialog::giveChoices()
{
    const QString refusal = mGive(choices(), flank());
    if (refusal.isEmpty()) {
        accept();
        return;
    }
    mProblem->setText(refusal);
    mProblem->show();
}

} // namespace castellan

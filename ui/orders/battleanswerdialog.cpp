#include "battleanswerdialog.h"

#include "standingquestions.h"
#include "widgets/dialogfit.h"

#include "campaign/campaign.h"
#include "map/mapmodel.h"
#include "orders/ordergiving.h"
#include "orders/standingbattle.h"
#include "orders/standingorders.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

BattleAnswerDialog::BattleAnswerDialog(Campaign &campaign, qint64 sideId, bool withAvoid, GiveChoices give,
                                       QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mSideId(sideId)
    , mWithAvoid(withAvoid)
    , mGive(std::move(give))
    , mProblem(new QLabel(this))
{ }

BattleAnswerDialog::BattleAnswerDialog(Campaign &campaign, const Question &question, QWidget *parent)
    : BattleAnswerDialog(
        campaign, question.sideId, true,
        [&campaign, question](const QString &choices) {
            return giveOrder(campaign, answerOrder(question.sideId, question.hex, choices)).refusal;
        },
        parent)
{
    setObjectName(QStringLiteral("battleAnswerDialog"));
    setWindowTitle(tr("Answer the Battle at %1").arg(hexLabel(question.hex)));
    build(tr("Your side defends at %1, and the battle waits for your answer: choose how your side fights it. The "
             "referee fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES "
             "T4).")
              .arg(hexLabel(question.hex), QLocale().toString(question.deadline.toLocalTime(), QLocale::ShortFormat)),
          tr("&Fight Now"));
}

BattleAnswerDialog::BattleAnswerDialog(Campaign &campaign, qint64 sideId, const Hex &hex, GiveChoices give,
                                       QWidget *parent)
    : BattleAnswerDialog(campaign, sideId, false, std::move(give), parent)
{
    setObjectName(QStringLiteral("moverChoicesDialog"));
    setWindowTitle(tr("Attack at %1").arg(hexLabel(hex)));
    build(tr("Your move into %1 brings a battle: choose how your side fights it. The referee fights it when he "
             "carries the move out; the defender chooses his own (RULES T4).")
              .arg(hexLabel(hex)),
          tr("&Move and Fight"));
}

void BattleAnswerDialog::build(const QString &intro, const QString &action)
{
    auto *introLabel = new QLabel(intro, this);
    introLabel->setWordWrap(true);
    auto *questions = new QVBoxLayout;
    for (const StandingOrderSpec &spec : standingOrderSpecs()) {
        if (!battleStandingKeys().contains(spec.key) || (!mWithAvoid && spec.key == QLatin1String("avoid")))
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

void BattleAnswerDialog::giveChoices()
{
    const QString refusal = mGive(choices());
    if (refusal.isEmpty()) {
        accept();
        return;
    }
    mProblem->setText(refusal);
    mProblem->show();
}

} // namespace castellan

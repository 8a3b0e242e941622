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

BattleAnswerDialog::BattleAnswerDialog(Campaign &campaign, const Question &question, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mQuestion(question)
    , mProblem(new QLabel(this))
{
    setObjectName(QStringLiteral("battleAnswerDialog"));
    setWindowTitle(tr("Answer the Battle at %1").arg(hexLabel(question.hex)));
    auto *intro = new QLabel(
        tr("Your side defends at %1, and the battle waits for your answer: choose how your side fights it. The referee "
           "fights it as soon as you answer. Without an answer by %2, your standing orders fight it (RULES T4).")
            .arg(hexLabel(question.hex), QLocale().toString(question.deadline.toLocalTime(), QLocale::ShortFormat)),
        this);
    intro->setWordWrap(true);
    auto *questions = new QVBoxLayout;
    for (const StandingOrderSpec &spec : standingOrderSpecs()) {
        if (!battleStandingKeys().contains(spec.key))
            continue;
        QComboBox *box = addStandingQuestion(questions, this, spec, false);
        box->setCurrentIndex(std::max(0, box->findData(standingChoice(campaign, question.sideId, spec.key))));
        mChoices.insert(spec.key, box);
    }
    mProblem->setObjectName(QStringLiteral("answerProblem"));
    mProblem->setWordWrap(true);
    mProblem->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *fight = buttons->addButton(tr("&Fight Now"), QDialogButtonBox::AcceptRole);
    fight->setObjectName(QStringLiteral("fightNowButton"));
    fight->setDefault(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(questions);
    layout->addWidget(mProblem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, &BattleAnswerDialog::answer);
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

void BattleAnswerDialog::answer()
{
    const GivenOrder given = giveOrder(mCampaign, answerOrder(mQuestion.sideId, mQuestion.hex, choices()));
    if (given.refusal.isEmpty()) {
        accept();
        return;
    }
    mProblem->setText(given.refusal);
    mProblem->show();
}

} // namespace castellan

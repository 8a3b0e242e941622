#include "standingordersdialog.h"

#include "standingquestions.h"

#include "widgets/dialogfit.h"

#include "campaign/campaign.h"
#include "model/order.h"
#include "orders/ordertext.h"
#include "storage/orderbook.h"
#include "storage/storageerror.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHash>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

StandingOrdersDialog::StandingOrdersDialog(Campaign &campaign, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mSide(new QComboBox(this))
    , mProblem(new QLabel(this))
{
    setObjectName(QStringLiteral("standingOrdersDialog"));
    setWindowTitle(tr("Standing Orders"));
    auto *intro = new QLabel(tr("What your side does when a choice is its own while another side moves and you are "
                                "not there to make it (RULES T4)."),
                             this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    auto *questions = new QVBoxLayout; // each question above its answer, which gets the dialog's width
    const auto viewer = campaign.viewer();
    const bool player = viewer && viewer->role == ServerRole::Player;
    for (const Side &s : campaign.sides()) {
        if (!player || s.id == viewer->sideId)
            mSide->addItem(s.name, s.id);
    }
    mSide->setObjectName(QStringLiteral("standingSide"));
    const bool kept = campaign.orderBook() && !(viewer && viewer->role == ServerRole::Observer);
    mSide->setEnabled(!player && kept);
    form->addRow(tr("&Side:"), mSide);
    for (const StandingOrderSpec &spec : standingOrderSpecs())
        mChoices.insert(spec.key, addStandingQuestion(questions, this, spec, true));
    mProblem->setObjectName(QStringLiteral("standingProblem"));
    mProblem->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addLayout(questions);
    layout->addWidget(mProblem);
    layout->addWidget(buttons);
    if (!kept) {
        mProblem->setText(campaign.orderBook()
                              ? tr("An observer has no side to give standing orders for.")
                              : tr("Standing orders are kept on a shared campaign, for its players: these are "
                                   "the defaults."));
        for (QComboBox *box : std::as_const(mChoices))
            box->setEnabled(false);
        buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    }
    mProblem->setVisible(!mProblem->text().isEmpty());
    connect(mSide, &QComboBox::currentIndexChanged, this, &StandingOrdersDialog::readSide);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (const QString why = keep(); why.isEmpty())
            accept();
        else {
            mProblem->setText(why);
            mProblem->show();
        }
    });
    readSide();
    fitDialogToContents(this, 520);
}

qint64 StandingOrdersDialog::sideId() const
{
    return mSide->currentData().toLongLong();
}

void StandingOrdersDialog::readSide()
{
    QHash<QString, QString> set;
    if (mCampaign.orderBook() && sideId() > 0) {
        try {
            set = mCampaign.orderBook()->standing(sideId());
        } catch (const StorageError &e) {
            mProblem->setText(e.message());
            mProblem->show();
        }
    }
    for (auto it = mChoices.cbegin(); it != mChoices.cend(); ++it) {
        const int index = it.value()->findData(set.value(it.key()));
        it.value()->setCurrentIndex(std::max(index, 0));
    }
}

QString StandingOrdersDialog::keep()
{
    if (!mCampaign.orderBook() || sideId() <= 0)
        return tr("Standing orders are kept on a shared campaign, for its players.");
    try {
        for (auto it = mChoices.cbegin(); it != mChoices.cend(); ++it)
            mCampaign.orderBook()->setStanding(sideId(), it.key(), it.value()->currentData().toString());
    } catch (const StorageError &e) {
        return e.message();
    }
    return {};
}

} // namespace castellan

#include "standingordersdialog.h"

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

namespace {

QString choiceLabel(const StandingOrderSpec &spec)
{
    const QHash<QString, QString> labels{
        {QStringLiteral("avoid"),
         StandingOrdersDialog::tr("When another side's move brings battle, &try to avoid it (RULES %1):")},
        {QStringLiteral("losses"), StandingOrdersDialog::tr("Give each of your side's &losses to (RULES %1):")},
        {QStringLiteral("battle_rerolls"),
         StandingOrdersDialog::tr("Spend your leaders' rerolls on the fire &dice (RULES %1):")},
        {QStringLiteral("retreat"), StandingOrdersDialog::tr("Try to r&etreat instead of rallying (RULES %1):")},
        {QStringLiteral("retreat_to"),
         StandingOrdersDialog::tr("When your side avoids battle or retreats, &go (RULES %1):")},
        {QStringLiteral("escape_to"), StandingOrdersDialog::tr("A leader of yours who esca&pes goes to (RULES %1):")},
        {QStringLiteral("siege_rerolls"),
         StandingOrdersDialog::tr("When your side's break-in roll is made for it, &re-roll (RULES %1):")},
    };
    const QString label = labels.value(spec.key);
    return label.isEmpty() ? spec.key : label.arg(spec.rule);
}

QString valueText(const StandingOrderSpec &spec, const QString &value)
{
    const QHash<QString, QString> texts{
        {QStringLiteral("most_units"), StandingOrdersDialog::tr("the force with the most units")},
        {QStringLiteral("last_raised"), StandingOrdersDialog::tr("the force raised last")},
        {QStringLiteral("misses"), StandingOrdersDialog::tr("each die that misses, while they last")},
        {QStringLiteral("never"), StandingOrdersDialog::tr("never")},
        {QStringLiteral("when_outnumbered"),
         StandingOrdersDialog::tr("when outnumbered (fewer units in good order and flagged)")},
        {QStringLiteral("always"), StandingOrdersDialog::tr("at every chance")},
        {QStringLiteral("rules_default"),
         StandingOrdersDialog::tr("where the rules send it: back where it came from, else the first free space "
                                  "clockwise from the north")},
        {QStringLiteral("toward_friends"), StandingOrdersDialog::tr("toward the nearest force or fortress of yours")},
        {QStringLiteral("nearest"), StandingOrdersDialog::tr("the nearest force or fortress of yours")},
        {QStringLiteral("nearest_fortress"), StandingOrdersDialog::tr("the nearest fortress of yours")},
        {QStringLiteral("largest_force"), StandingOrdersDialog::tr("your force with the most units")},
        {QStringLiteral("yes"), StandingOrdersDialog::tr("Yes")},
        {QStringLiteral("no"), StandingOrdersDialog::tr("No")},
    };
    const QString text = spec.key == QLatin1String("siege_rerolls") ? siegeRerollsText(value)
        : spec.key == QLatin1String("battle_rerolls") && value == QLatin1String("none")
        ? StandingOrdersDialog::tr("none of them")
        : texts.value(value, value);
    return value == spec.values.first() ? StandingOrdersDialog::tr("%1 (the default)").arg(text) : text;
}

/** The heading above a group of questions, empty where none begins. */
QString groupHeading(const QString &key)
{
    if (key == QLatin1String("losses"))
        return StandingOrdersDialog::tr("In a battle the referee fights for your side (RULES T4)");
    if (key == QLatin1String("siege_rerolls"))
        return StandingOrdersDialog::tr("In your sieges");
    return {};
}

} // namespace

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
    for (const StandingOrderSpec &spec : standingOrderSpecs()) {
        auto *box = new QComboBox(this);
        box->setObjectName(QStringLiteral("standing_") + spec.key);
        for (const QString &value : spec.values)
            box->addItem(valueText(spec, value), value);
        mChoices.insert(spec.key, box);
        if (const QString heading = groupHeading(spec.key); !heading.isEmpty()) {
            auto *group = new QLabel(heading, this);
            QFont bold = group->font();
            bold.setBold(true);
            group->setFont(bold);
            questions->addSpacing(6);
            questions->addWidget(group);
        }
        auto *label = new QLabel(choiceLabel(spec), this);
        label->setWordWrap(true);
        label->setBuddy(box);
        questions->addWidget(label);
        questions->addWidget(box);
    }
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

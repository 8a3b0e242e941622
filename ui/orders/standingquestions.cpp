#include "standingquestions.h"

#include "standingordersdialog.h"

#include "model/order.h"
#include "orders/ordertext.h"

#include <QComboBox>
#include <QHash>
#include <QLabel>
#include <QVBoxLayout>

namespace castellan {

namespace {

QString choiceLabel(const StandingOrderSpec &spec)
{
    const QHash<QString, QString> labels{
        {QStringLiteral("avoid"),
         StandingOrdersDialog::tr("When another side's move brings battle, &try to avoid it (RULES %1):")},
        {QStringLiteral("ask"),
         StandingOrdersDialog::tr("Let that battle wait for my own answer, as long as the game master allows (as&k "
                                  "me, RULES %1):")},
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

QComboBox *addStandingQuestion(QVBoxLayout *questions, QWidget *parent, const StandingOrderSpec &spec, bool headings)
{
    auto *box = new QComboBox(parent);
    box->setObjectName(QStringLiteral("standing_") + spec.key);
    for (const QString &value : spec.values)
        box->addItem(valueText(spec, value), value);
    if (const QString heading = headings ? groupHeading(spec.key) : QString(); !heading.isEmpty()) {
        auto *group = new QLabel(heading, parent);
        QFont bold = group->font();
        bold.setBold(true);
        group->setFont(bold);
        questions->addSpacing(6);
        questions->addWidget(group);
    }
    auto *label = new QLabel(choiceLabel(spec), parent);
    label->setWordWrap(true);
    label->setBuddy(box);
    questions->addWidget(label);
    questions->addWidget(box);
    return box;
}

} // namespace castellan

#include "avoidstep.h"
#include "i18n/argtext.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

AvoidStep::AvoidStep(QWidget *parent)
    : BattleStep(parent)
{
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(0, 0, 0, 0);
    mText = wrappedLabel(body, QStringLiteral("avoidText"));
    layout->addWidget(mText);
    auto *placeRow = new QFormLayout;
    mPlace = new QLineEdit(body);
    mPlace->setObjectName(QStringLiteral("avoidPlaceEdit"));
    mPlace->setPlaceholderText(tr("the space it moves to"));
    placeRow->addRow(tr("On a success the defender &moves to:"), mPlace);
    layout->addLayout(placeRow);
    layout->addStretch(1);

    mAvoid = new QPushButton(tr("&Try to avoid battle"));
    mAvoid->setObjectName(QStringLiteral("avoidButton"));
    connect(mAvoid, &QPushButton::clicked, this, &AvoidStep::avoidRequested);
    setUp(body, tr("&Join battle"), QStringLiteral("joinButton"), {mAvoid});
}

QString AvoidStep::place() const
{
    return mPlace->text().trimmed();
}

void AvoidStep::refresh(const Battle &b)
{
    const Leader *c = b.side(Role::Defender).commander();
    const QString defender = b.side(Role::Defender).name.toHtmlEscaped();
    if (b.canAvoid()) {
        mText->setText(tr("%1 may try to avoid battle: <b>%2</b> makes a Maneuver check, and succeeds on "
                          "<b>%3 or less</b>. On a success the defender moves one space off and no battle is "
                          "fought; on a failure battle is joined.")
                           .arg(argText(defender),
                                argText(c->name.toHtmlEscaped()),
                                argText(c->rating(Trait::Maneuver))));
    } else if (b.flags().breakIn) {
        mText->setText(tr("Defenders of a fortress may not avoid a break-in battle (RULES S3)."));
    } else {
        mText->setText(tr("%1 has no able leader to make the Maneuver check: it must stand and fight.").arg(defender));
    }
    mAvoid->setEnabled(b.canAvoid());
    mPlace->setEnabled(b.canAvoid());
}

QString AvoidStep::title() const
{
    return tr("Before the battle · Avoid battle?");
}

QString AvoidStep::note() const
{
    return tr("The defender's commander may make a Maneuver check to avoid battle (RULES F1).");
}

} // namespace castellan

#include "avoidstep.h"
#include "i18n/argtext.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
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
    mWay = new QComboBox(body);
    mWay->setObjectName(QStringLiteral("avoidWayCombo"));
    placeRow->addRow(tr("On a success the defender &moves to:"), mWay);
    layout->addLayout(placeRow);
    mMarches = wrappedLabel(body, QStringLiteral("marchesText"));
    layout->addWidget(mMarches);
    layout->addStretch(1);

    mAvoid = new QPushButton(tr("&Try to avoid battle"));
    mAvoid->setObjectName(QStringLiteral("avoidButton"));
    connect(mAvoid, &QPushButton::clicked, this, &AvoidStep::avoidRequested);
    mFlank = new QPushButton(tr("&Flank Marches…"));
    mFlank->setObjectName(QStringLiteral("flankButton"));
    mFlank->setToolTip(tr("Send commands on a flank march before any die is rolled (RULES M2)"));
    connect(mFlank, &QPushButton::clicked, this, &AvoidStep::flankRequested);
    setUp(body, tr("&Join battle"), QStringLiteral("joinButton"), {mFlank, mAvoid});
}

void AvoidStep::setWays(const QList<Hex> &hexes, const QStringList &labels)
{
    const Hex kept = way();
    mWay->clear();
    for (qsizetype n = 0; n < hexes.size(); ++n)
        mWay->addItem(labels.value(n), QVariant::fromValue(QPoint(hexes[n].col, hexes[n].row)));
    const int again = mWay->findData(QVariant::fromValue(QPoint(kept.col, kept.row)));
    if (again >= 0)
        mWay->setCurrentIndex(again);
}

Hex AvoidStep::way() const
{
    const QVariant v = mWay->currentData();
    if (!v.isValid())
        return {-1, -1};
    const QPoint p = v.toPoint();
    return {p.x(), p.y()};
}

void AvoidStep::refresh(const Battle &b)
{
    const Leader *c = b.side(Role::Defender).commander();
    const QString defender = b.side(Role::Defender).name.toHtmlEscaped();
    if (b.canAvoid()) {
        mText->setText(
            tr("%1 may try to avoid battle: <b>%2</b> makes a Maneuver check, and succeeds on "
               "<b>%3 or less</b>. On a success the defender moves one space off and no battle is "
               "fought; on a failure battle is joined.")
                .arg(argText(defender), argText(c->name.toHtmlEscaped()), argText(c->rating(Trait::Maneuver))));
    } else {
        mText->setText(b.whyCannotAvoid().toHtmlEscaped());
    }
    mAvoid->setEnabled(b.canAvoid());
    mWay->setEnabled(b.canAvoid());
    QStringList marches;
    for (Role r : Roles) {
        for (const FieldMarch &m : b.side(r).marches)
            marches << tr("%1 with %n unit(s) by the %2", nullptr, m.units)
                           .arg(m.general.name.toHtmlEscaped(), edgeName(m.edge));
    }
    mMarches->setText(marches.isEmpty() ? QString()
                                        : tr("On a flank march (RULES M2): %1. Each rolls at the end of every round "
                                             "to come in (M3).")
                                              .arg(marches.join(QStringLiteral("; "))));
    mMarches->setVisible(!marches.isEmpty());
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

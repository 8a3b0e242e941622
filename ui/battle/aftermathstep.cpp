#include "aftermathstep.h"
#include "i18n/argtext.h"

#include <QLabel>

namespace castellan {

AftermathStep::AftermathStep(QWidget *parent)
    : BattleStep(parent)
{
    mText = wrappedLabel(nullptr, QStringLiteral("aftermathText"));
    setUp(mText, tr("Roll the &aftermath"), QStringLiteral("aftermathButton"));
}

void AftermathStep::refresh(const Battle &b)
{
    QStringList lines;
    for (Role r : Roles) {
        const BattleSide &side = b.side(r);
        const QString name = side.name.toHtmlEscaped();
        const Battle::AftermathPlan plan = b.aftermathPlan(r); // RULES F8: what aftermath() rolls
        QStringList who;
        for (qint64 id : plan.survivalChecks)
            who << side.leader(id)->name.toHtmlEscaped();
        if (!who.isEmpty())
            lines << tr("%1 was annihilated: %2 make(s) a survival check against Heroics — below escapes, "
                        "equal dies, above is captured (RULES F8, H3).")
                         .arg(name, who.join(QStringLiteral(", ")));
        if (const Leader *c = side.leader(plan.reactivatorId))
            lines << tr("%1 tries to reactivate %2's %n broken unit(s): one Rally check each against %3 (RULES F8).",
                        nullptr, plan.broken)
                         .arg(argText(c->name.toHtmlEscaped()), argText(name), argText(c->rating(Trait::Rally)));
    }
    lines << tr("Rerolls gained in this battle and not spent lapse (RULES H2).");
    QString html = QStringLiteral("<p>%1</p><ul style=\"margin-left:-20px\">").arg(resultSentence(b));
    for (const QString &l : std::as_const(lines))
        html += QStringLiteral("<li>%1</li>").arg(l);
    html += QStringLiteral("</ul>");
    mText->setText(html);
}

QString AftermathStep::title() const
{
    return tr("After the battle");
}

QString AftermathStep::note() const
{
    return tr("Survival checks for the leaders of an annihilated force, then each commander tries to reactivate "
              "the side's broken units (RULES F8).");
}

} // namespace castellan

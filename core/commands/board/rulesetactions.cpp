#include "rulesetactions.h"

#include "campaign/campaign.h"
#include "commands/action/actionbuilder.h"

#include <QCoreApplication>
#include <QFile>

namespace castellan {

namespace {

struct RulesetActionsText
{
    Q_DECLARE_TR_FUNCTIONS(RulesetActions)
    CASTELLAN_KEPT_TEXTS(RulesetActions)
};

const QString RulesetKey = QStringLiteral("tactical.ruleset");

} // namespace

Ruleset tacticalRuleset(const Campaign &campaign)
{
    const QString kept = campaign.setting(RulesetKey);
    if (kept.isEmpty())
        return Ruleset::standard();
    const auto own = Ruleset::fromJson(kept.toUtf8(), campaign.name(), nullptr);
    return own ? *own : Ruleset::standard();
}

FlankTable flankTable(const Campaign &campaign)
{
    // A roster shows every leader's level: read the kept ruleset once while it stays the same.
    thread_local QString keptBefore;
    thread_local FlankTable tableBefore = Ruleset::standard().flank;
    const QString kept = campaign.setting(RulesetKey);
    if (kept != keptBefore) {
        tableBefore = tacticalRuleset(campaign).flank;
        keptBefore = kept;
    }
    return tableBefore;
}

Outcome setTacticalRuleset(Campaign &campaign, const QString &file)
{
    QString json;
    QString name = Ruleset::standard().name;
    if (!file.isEmpty()) {
        QString why;
        const auto rules = Ruleset::load(file, &why);
        if (!rules) {
            Outcome o = Outcome::refused(why);
            o.fileProblem = true;
            return o;
        }
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly)) {
            Outcome o = Outcome::refused(f.errorString());
            o.fileProblem = true;
            return o;
        }
        json = QString::fromUtf8(f.read(1024 * 1024));
        name = rules->name;
    }
    const QString before = campaign.setting(RulesetKey);
    if (before == json)
        return {true, {},   RulesetActionsText::tr("The battles on the board already use %1.").arg(name), {}, 0,
                0,    false};
    ActionBuilder b(campaign, RulesetActionsText::kept("Tactical ruleset %1").arg(name));
    b.setMeta(RulesetKey, before, json);
    return b.land(RulesetActionsText::tr("Battles on the board use %1 now.").arg(name));
}

} // namespace castellan

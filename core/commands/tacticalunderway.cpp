// A campaign battle on the board under way (issue 13): kept after every step, resumed where it was.
#include "campaigntactical.h"

#include "campaign/campaign.h"
#include "commands/rulesetactions.h"
#include "tactical/battlejournal.h"

#include <QCoreApplication>

namespace castellan {

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(CampaignTactical)
};

const QString UnderwayKey = QStringLiteral("tactical.underway");

} // namespace

bool CampaignTactical::keepUnderway(QString *why)
{
    Campaign &c = mBuilder.campaign();
    BattleUnderway b;
    b.hex = mHex;
    b.rulesetHash = mBattle->rules().hash;
    b.setupHash = setupFingerprint(mBattle->setup(), mBattle->rules());
    b.journal = mBattle->journal();
    b.turn = mBattle->turn();
    b.rollIds = mAdoptedRolls;
    for (const Roll &r : mBuilder.rolls())
        b.rollIds << r.id;
    if (c.keepSetting(UnderwayKey, QString::fromUtf8(underwayJson(b))))
        return true;
    if (why)
        *why = Text::tr("The battle could not be kept in the campaign file: %1").arg(c.lastError());
    return false;
}

std::optional<BattleUnderway> CampaignTactical::underway(const Campaign &campaign)
{
    const QString kept = campaign.setting(UnderwayKey);
    if (kept.isEmpty())
        return std::nullopt;
    auto b = underwayFromJson(kept.toUtf8(), nullptr);
    if (b && b->standAlone)
        return std::nullopt;
    return b;
}

bool CampaignTactical::dropUnderway(Campaign &campaign)
{
    return campaign.setting(UnderwayKey).isEmpty() || campaign.keepSetting(UnderwayKey, QString());
}

std::unique_ptr<CampaignTactical> CampaignTactical::resume(Campaign &campaign, QString *why)
{
    auto fail = [why](const QString &text) {
        if (why)
            *why = text;
        return nullptr;
    };
    QString readWhy;
    const QString kept = campaign.setting(UnderwayKey);
    if (kept.isEmpty())
        return fail(Text::tr("No battle on the board is under way in this campaign."));
    const auto b = underwayFromJson(kept.toUtf8(), &readWhy);
    if (!b || b->standAlone)
        return fail(b ? Text::tr("The battle kept under way is no campaign battle.") : readWhy);
    const Ruleset rules = tacticalRuleset(campaign);
    if (rules.hash != b->rulesetHash)
        return fail(Text::tr("The battle at %1 was begun with another ruleset for battles on the board; it cannot go on "
                             "by this one.").arg(hexLabel(b->hex)));
    std::unique_ptr<CampaignTactical> resumed(new CampaignTactical(campaign, b->hex, rules, true));
    if (!resumed->refusal().isEmpty())
        return fail(Text::tr("The battle at %1 cannot go on: %2").arg(hexLabel(b->hex), resumed->refusal()));
    if (setupFingerprint(resumed->mBattle->setup(), rules) != b->setupHash)
        return fail(Text::tr("The forces or leaders at %1 have changed since the battle there was interrupted; it cannot "
                             "go on. Its rolls stay in the log.").arg(hexLabel(b->hex)));
    auto battle = replayBattle(rules, resumed->mBattle->setup(), b->journal, &readWhy);
    if (!battle)
        return fail(readWhy);
    *resumed->mBattle = std::move(*battle);
    for (qint64 id : b->rollIds) {
        resumed->mBuilder.adoptRoll(id);
        resumed->mAdoptedRolls << id;
    }
    return resumed;
}

} // namespace castellan

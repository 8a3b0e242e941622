#pragma once

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "commands/leaders/leaderactions.h"
#include "dice/dicesource.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace castellan {

/** A campaign in a temporary folder, with scripted dice when a test needs exact faces. */
struct TestCampaign
{
    QTemporaryDir dir;
    std::unique_ptr<Campaign> campaign;
    qint64 blue = 0;
    qint64 red = 0;

    explicit TestCampaign(quint64 seed = 7)
    {
        campaign = Campaign::create(path(), QStringLiteral("Test campaign"), seed,
                                    {{QStringLiteral("Blue"), Qt::blue}, {QStringLiteral("Red"), Qt::red}});
        blue = campaign->sideByName(QStringLiteral("Blue"))->id;
        red = campaign->sideByName(QStringLiteral("Red"))->id;
    }

    QString path() const { return dir.filePath(QStringLiteral("test.castellan")); }
    Campaign &operator*() { return *campaign; }
    Campaign *operator->() { return campaign.get(); }

    /** The next faces the dice will show. */
    void script(const QList<int> &faces) { campaign->setDiceSource(std::make_unique<ScriptedDice>(faces)); }

    /** A leader with exactly these ratings (V H D M B S R), made by a scripted creation roll in order. */
    qint64 leader(const QString &name, const Ratings &ratings, qint64 side = 0)
    {
        script(QList<int>(ratings.begin(), ratings.end()));
        const Roll roll = rollCreation(*campaign, name);
        const auto o = createLeader(*campaign, name, side ? side : blue, roll, assignInOrder());
        if (!o.ok)
            qFatal("TestCampaign: %s", qPrintable(o.refusal));
        return o.leaderId;
    }

    Leader get(qint64 id) const { return *campaign->leader(id); }

    /** From the siege phase to movement and battles (RULES T1): a field battle is fought only then. */
    void toMovement()
    {
        if (const Outcome o = beginMovement(*campaign); !o.ok)
            qFatal("TestCampaign: %s", qPrintable(o.refusal));
    }
};

} // namespace castellan

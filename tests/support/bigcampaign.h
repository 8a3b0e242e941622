#pragma once

#include "campaign/campaign.h"
#include "commands/leaders/leaderactions.h"
#include "rules/leaderrules.h"

namespace castellan {

/**
 * The campaign at scale (PERFORMANCE: campaign scale), made with the real dice and actions: `leaders` leaders
 * on three sides, created one by one, then rolls until the log holds `rolls`, written in batches of one
 * transaction each. For the benchmark and the opt-in scale test alike.
 */
inline void buildBigCampaign(const QString &path, int leaders, int rolls)
{
    auto c = Campaign::create(
        path, QStringLiteral("Scale"), 2026,
        {{QStringLiteral("Blue"), Qt::blue}, {QStringLiteral("Red"), Qt::red}, {QStringLiteral("Green"), Qt::green}});
    const qint64 sides[] = {c->sides().at(0).id, c->sides().at(1).id, c->sides().at(2).id};
    c->beginBatch();
    for (int i = 0; i < leaders; ++i) {
        const QString name = QStringLiteral("Leader %1").arg(i, 5, 10, QLatin1Char('0'));
        const Roll roll = rollCreation(*c, name);
        createLeader(*c, name, sides[i % 3], roll, assignInOrder());
        if (i % 500 == 499) {
            c->undoStack()->clear();
            c->endBatch();
            c->beginBatch();
        }
    }
    const QList<Leader> all = c->leaders();
    for (int i = leaders; i < rolls; ++i) {
        c->roll({2, 6, RollText::plain(QStringLiteral("scale roll %1").arg(i)), all[i % all.size()].id, 0});
        if (i % 20000 == 0) {
            c->endBatch();
            c->beginBatch();
        }
    }
    c->endBatch();
    c->undoStack()->clear();
}

} // namespace castellan

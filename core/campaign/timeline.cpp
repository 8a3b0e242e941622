#include "timeline.h"

#include "campaign.h"
#include "pointmove.h"
#include "scratchcopy.h"

#include "storage/campaignstore.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QJsonObject>

namespace castellan {

namespace {

struct TimelineText
{
    Q_DECLARE_TR_FUNCTIONS(Timeline)
};

} // namespace

QString historyText(const StoredChange &change)
{
    const QString text = change.text.shown();
    if (change.kind == StoredChange::Kind::Undo)
        return TimelineText::tr("Undone: %1").arg(text);
    if (change.kind == StoredChange::Kind::Redo)
        return TimelineText::tr("Redone: %1").arg(text);
    return text;
}

int phaseOrder(const QString &phase)
{
    if (phase == phaseKey(TurnPhase::Siege))
        return 0;
    return phase == phaseKey(TurnPhase::Movement) ? 1 : -1;
}

Timeline::Timeline(const Campaign &campaign)
    : mCampaign(campaign)
    , mChanges(campaign.keptChanges())
    , mTurnNow(campaign.turn())
    , mPhaseNow(phaseKey(campaign.phase()))
{
    // Undo across an end of turn takes the points back: the furthest reached so far rises, and is searched.
    mFurthest.reserve(pointCount());
    for (qsizetype i = 0; i < pointCount(); ++i) {
        const StageKey key = stageOf(point(i));
        mFurthest.append(i == 0 ? key : std::max(mFurthest.last(), key));
    }
}

Timeline::StageKey Timeline::stageOf(const HistoryPoint &p)
{
    return {p.turn, phaseOrder(p.phase)};
}

HistoryPoint Timeline::point(qsizetype index) const
{
    // Each change was taken where the one before left the campaign; the last point is the campaign now.
    if (index < mChanges.size())
        return {index, mChanges[index].turn, mChanges[index].phase};
    return {index, mTurnNow, mPhaseNow};
}

QStringList Timeline::addresses() const
{
    // The address of change i counts from its phase's start; it names i only if every change between took place
    // in that phase: one pass, with the start of each run of changes in one phase.
    QStringList addresses;
    addresses.reserve(mChanges.size());
    qsizetype runStart = 0;
    for (qsizetype i = 0; i < mChanges.size(); ++i) {
        const HistoryPoint taken = point(i);
        if (i > 0 && stageOf(point(i - 1)) != stageOf(taken))
            runStart = i;
        const std::optional<qsizetype> began = start(taken.turn, taken.phase);
        if (!began || *began < runStart || taken.turn < 1 || phaseOrder(taken.phase) < 0) {
            addresses.append(QString());
            continue;
        }
        addresses.append(QStringLiteral("%1.%2.%3").arg(taken.turn).arg(taken.phase).arg(i + 1 - *began));
    }
    return addresses;
}

std::optional<qsizetype> Timeline::start(int turn, const QString &phase) const
{
    // The first point at or past the stage: where the furthest reached first gets there.
    const StageKey stage{turn, phase.isEmpty() ? 0 : phaseOrder(phase)};
    const auto at = std::lower_bound(mFurthest.cbegin(), mFurthest.cend(), stage);
    if (at == mFurthest.cend())
        return std::nullopt;
    const qsizetype i = at - mFurthest.cbegin();
    return stageOf(point(i)) == stage ? std::optional<qsizetype>(i) : std::nullopt;
}

std::optional<qsizetype> Timeline::find(const QString &at, QString *why) const
{
    const QStringList parts = at.split(QLatin1Char('.'));
    bool turnOk = false;
    const int turn = parts[0].toInt(&turnOk);
    const QString phase = parts.value(1);
    bool countOk = parts.size() < 3;
    const int count = parts.size() < 3 ? 0 : parts[2].toInt(&countOk);
    if (!turnOk || turn < 1 || parts.size() > 3 || (parts.size() > 1 && phaseOrder(phase) < 0) || !countOk
        || count < 0) {
        *why =
            TimelineText::tr("%1 names no point of the history: write TURN, TURN.PHASE or TURN.PHASE.ACTION, as in 3, "
                             "3.movement or 3.movement.2 (the phases are siege and movement).")
                .arg(at);
        return std::nullopt;
    }
    const std::optional<qsizetype> begun = start(turn, phase);
    if (!begun) {
        const HistoryPoint first = point(0);
        *why = turn < first.turn || (turn == first.turn && phaseOrder(phase) < phaseOrder(first.phase))
            ? TimelineText::tr("The campaign's kept history begins in turn %1, %2 phase.")
                  .arg(first.turn)
                  .arg(first.phase)
            : TimelineText::tr("The campaign has not reached that point: it is in turn %1, %2 phase.")
                  .arg(mTurnNow)
                  .arg(mPhaseNow);
        return std::nullopt;
    }
    for (int k = 1; k <= count; ++k) {
        const qsizetype before = *begun + k - 1;
        const HistoryPoint p = point(before);
        if (before >= mChanges.size() || p.turn != turn || p.phase != phase) {
            *why = TimelineText::tr("That phase of turn %1 has only %n action(s).", nullptr, k - 1).arg(turn);
            return std::nullopt;
        }
    }
    return *begun + count;
}

qint64 Timeline::rollsUpTo(qsizetype index) const
{
    if (index > 0)
        return mChanges[index - 1].rollsUpTo;
    if (mChanges.isEmpty())
        return mCampaign.rolls().lastRollId();
    // Before the first change: without the rolls it made, logged ahead of it.
    const StoredChange first = *mCampaign.keptChange(mChanges.first().id);
    return first.rolls.isEmpty() ? first.rollsUpTo : *std::min_element(first.rolls.begin(), first.rolls.end()) - 1;
}

std::unique_ptr<Campaign> Timeline::campaignAt(qsizetype index, const QString &folder) const
{
    index = std::clamp<qsizetype>(index, 0, mChanges.size());
    const QString copy = QDir(folder).filePath(QStringLiteral("history-%1.castellan").arg(index));
    QFile::remove(copy);
    try {
        {
            const std::unique_ptr<CampaignStore> store = rewritableCopy(mCampaign, copy);
            const qint64 after = index > 0 ? mChanges[index - 1].id : 0;
            const PointMove move = PointMove::across(store->storedChangeRows(after), true);
            rewriteCopy(*store, [&] {
                store->forgetAfter(after, rollsUpTo(index));
                move.writeTo(*store);
                if (const QString why = store->whyContentsRefused(mCampaign.path()); !why.isEmpty())
                    throw StorageError(why);
            });
        }
        return Campaign::openScratchCopy(copy);
    } catch (const StorageError &e) {
        // Issue 56: a damaged record of the changes is the campaign's, never the scratch copy's or SQLite's.
        QFile::remove(copy);
        QString why = e.message();
        why.replace(copy, mCampaign.path());
        throw StorageError(TimelineText::tr("The campaign %1 keeps a damaged record of its changes, and cannot be "
                                            "shown as it stood then: %2")
                               .arg(mCampaign.path(), why));
    }
}

} // namespace castellan

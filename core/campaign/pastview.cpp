#include "pastview.h"

#include "campaign.h"
#include "pointmove.h"
#include "scratchcopy.h"

#include "storage/campaignstore.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QDir>

namespace castellan {

PastView::PastView(const Campaign &now)
    : mNow(now)
    , mTimeline(now)
    , mIndex(mTimeline.pointCount() - 1)
{
    if (!mFolder.isValid())
        throw StorageError(
            QCoreApplication::translate("PastView", "No temporary folder to show the campaign as it stood."));
    const QString copy = QDir(mFolder.path()).filePath(QStringLiteral("past.castellan"));
    mCopy = rewritableCopy(now, copy);
    mPast = Campaign::openScratchCopy(copy);
    mPast->setWhyReadOnly(QCoreApplication::translate(
        "PastView",
        "This is the campaign as it stood earlier in its history: nothing can be changed in it. Go back "
        "to now to play on."));
}

QHash<qint64, Hex> PastView::forceHexes() const
{
    QHash<qint64, Hex> hexes;
    for (const Force &f : mPast->forces())
        hexes.insert(f.id, f.hex);
    return hexes;
}

PastView::~PastView()
{
    mPast.reset(); // the reader first: the copy's writer leaves it whole
}

void PastView::moveTo(qsizetype index)
{
    index = std::clamp<qsizetype>(index, 0, mTimeline.pointCount() - 1);
    if (index == mIndex)
        return;
    const bool backward = index < mIndex;
    const qsizetype from = std::min(index, mIndex);
    const qsizetype to = std::max(index, mIndex);
    const QList<StoredChange> span = mNow.keptChangeRows(mTimeline.changeBefore(from), mTimeline.changeBefore(to));
    const PointMove move = PointMove::across(span, backward);
    const QHash<qint64, Hex> before = forceHexes();
    rewriteCopy(*mCopy, [&] {
        if (backward) {
            mCopy->forgetRollsAfter(mTimeline.rollsUpTo(index));
        } else { // the rolls made between the points, as the campaign keeps them
            for (qint64 roll = mTimeline.rollsUpTo(from) + 1; roll <= mTimeline.rollsUpTo(to); ++roll)
                mCopy->restoreRow(QStringLiteral("rolls:%1").arg(roll),
                                  mNow.keptRow(QStringLiteral("rolls:%1").arg(roll)), CampaignStore::Absent::Deleted);
        }
        move.writeTo(*mCopy);
    });
    mIndex = index;
    mPast->refresh();
    mTrails = forceTrails(span, backward ? forceHexes() : before, backward);
}

} // namespace castellan

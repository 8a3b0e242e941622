#pragma once

#include <QString>

#include <functional>
#include <memory>

namespace castellan {

class Campaign;
class CampaignStore;

/**
 * Copies an open campaign to `path` (in a folder of this process's own) and opens the copy to be rewritten, row
 * by row, into the past or a side's view: its rows need not name one another while they are written back. The
 * copy is not checked again, nor synced (CampaignStore::openScratchCopy). Throws StorageError.
 */
std::unique_ptr<CampaignStore> rewritableCopy(const Campaign &now, const QString &path);

/** Runs `write` on such a copy in one transaction, rolled back when it throws. */
void rewriteCopy(CampaignStore &copy, const std::function<void()> &write);

} // namespace castellan

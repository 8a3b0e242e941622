#include "scratchcopy.h"

#include "campaign.h"

#include "storage/campaignstore.h"
#include "storage/storageerror.h"

namespace castellan {

std::unique_ptr<CampaignStore> rewritableCopy(const Campaign &now, const QString &path)
{
    now.saveCopy(path);
    std::unique_ptr<CampaignStore> copy = CampaignStore::openScratchCopy(path, CampaignStore::Access::ReadWrite);
    copy->openToThePast();
    return copy;
}

void rewriteCopy(CampaignStore &copy, const std::function<void()> &write)
{
    copy.begin();
    try {
        write();
        copy.commit();
    } catch (const StorageError &) {
        copy.rollback();
        throw;
    }
}

} // namespace castellan

#include "sideview.h"

#include "campaign.h"
#include "scratchcopy.h"
#include "sight.h"

#include "storage/campaignstore.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QDir>

namespace castellan {

SideView::SideView(const Campaign &now, qint64 sideId)
    : mSideId(sideId)
{
    const auto side = now.side(sideId);
    if (!side)
        throw StorageError(QCoreApplication::translate("SideView", "The campaign has no such side."));
    if (!mFolder.isValid())
        throw StorageError(QCoreApplication::translate("SideView", "No temporary folder to show the side's view in."));
    const QString copy = QDir(mFolder.path()).filePath(QStringLiteral("side.castellan"));
    const Sight sight(now, sideId);
    QList<qint64> unseen;
    for (const Force &f : now.forces()) {
        if (!sight.sees(f))
            unseen << f.id;
    }
    {
        const std::unique_ptr<CampaignStore> store = rewritableCopy(now, copy);
        rewriteCopy(*store, [&] { store->keepOnlyWhatASideSees(sideId, unseen, now.options().hiddenMovement); });
    }
    mView = Campaign::openScratchCopy(copy);
    mView->setWhyReadOnly(QCoreApplication::translate("SideView",
                                                      "This is the campaign as the players of %1 see it: nothing "
                                                      "can be changed here. Go back to the game master's view to "
                                                      "play on.")
                              .arg(side->name));
}

SideView::~SideView() = default;

} // namespace castellan

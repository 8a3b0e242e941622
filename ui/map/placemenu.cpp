#include "placemenu.h"

#include "widgets/sidechip.h"

#include "campaign/campaign.h"

#include <QCoreApplication>
#include <QMenu>

namespace castellan {

void fillPlaceForceMenu(QMenu *menu, const Campaign &c, const Hex &hex, const std::function<void(qint64)> &place)
{
    const int chip = menu->fontMetrics().height() - 4;
    for (const Force &f : c.forces()) {
        if (f.hex == hex)
            continue;
        const auto side = c.side(f.sideId);
        const QIcon icon = sideChip(side ? side->color : QColor(Qt::gray), chip);
        const QString text = f.onMap()
            ? QCoreApplication::translate("MapController", "%1 (from %2)").arg(f.name, hexLabel(f.hex))
            : f.name;
        const qint64 id = f.id;
        QAction *a = menu->addAction(icon, text);
        a->setData(id);
        QObject::connect(a, &QAction::triggered, menu, [place, id] { place(id); });
    }
}

} // namespace castellan

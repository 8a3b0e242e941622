#include "scanactions.h"

#include "campaign/campaign.h"
#include "commands/action/actionbuilder.h"
#include "commands/forces/mapactions.h"
#include "i18n/argtext.h"
#include "storage/storageerror.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>

#include <cmath>

namespace castellan {

namespace {

struct ScanActionsText
{
    Q_DECLARE_TR_FUNCTIONS(ScanActions)
    CASTELLAN_KEPT_TEXTS(ScanActions)
};

QString noScan()
{
    return ScanActionsText::tr("The map has no scan under it: lay one first.");
}

Outcome fileRefusal(const QString &why)
{
    Outcome o = Outcome::refused(why);
    o.fileProblem = true;
    return o;
}

/** The bytes of an image file a scan may be, and its size in pixels; empty bytes, and why in `why`, if not. */
QByteArray readScan(const QString &file, QSize &size, QString &why)
{
    const QFileInfo info(file);
    const QString name = argText(info.fileName());
    if (!info.exists()) {
        why = ScanActionsText::tr("There is no file %1.").arg(argText(file));
        return {};
    }
    if (!info.isFile()) { // a folder, a FIFO or a device would never end or mean nothing
        why = ScanActionsText::tr("%1 is not a file that holds an image.").arg(name);
        return {};
    }
    if (info.size() > MaxScanBytes) {
        why = ScanActionsText::tr("%1 is larger than a scan may be (%2 MB).")
                  .arg(name, argText(MaxScanBytes / (1024 * 1024)));
        return {};
    }
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly)) {
        why = ScanActionsText::tr("Could not read %1: %2").arg(name, f.errorString());
        return {};
    }
    QByteArray data = f.read(MaxScanBytes + 1);
    QBuffer buffer(&data);
    QImageReader reader(&buffer);
    size = reader.size();
    if (size.width() > MaxScanSide || size.height() > MaxScanSide) {
        why = ScanActionsText::tr("%1 is %2 x %3 pixels; a scan may have at most %4 on a side.")
                  .arg(name, argText(size.width()), argText(size.height()), argText(MaxScanSide));
        return {};
    }
    const QImage image = reader.read();
    if (image.isNull()) {
        why = ScanActionsText::tr("%1 is not an image this app can read (%2).").arg(name, reader.errorString());
        return {};
    }
    size = image.size();
    return data;
}

} // namespace

Outcome layScan(Campaign &campaign, const QString &file)
{
    if (!campaign.hasMap())
        return Outcome::refused(whyNoMap());
    if (campaign.isReadOnly())
        return fileRefusal(campaign.whyReadOnly());
    QSize size;
    QString why;
    const QByteArray data = readScan(file, size, why);
    if (data.isEmpty())
        return fileRefusal(why);
    QString id;
    try {
        id = campaign.keepImage(data);
    } catch (const StorageError &e) {
        return fileRefusal(e.message());
    }
    const MapScan before = campaign.scan();
    const QString name = QFileInfo(file).fileName();
    const ScanAlignment fitted = fitScanToMap(QSizeF(size), campaign.grid().columns(), campaign.grid().rows());
    ActionBuilder b(campaign, ScanActionsText::kept("Lay the scan %1").arg(name));
    b.setMeta(MapScan::ImageKey, before.imageId, id);
    b.setMeta(MapScan::NameKey, before.imageName, name);
    b.setMeta(MapScan::AlignKey, before.alignment.toText(), fitted.toText());
    // A first scan shows through the hexes; a later one keeps what the user chose.
    if (!before.isSet() && before.gridOpacity == 1.0)
        b.setMeta(MapScan::GridOpacityKey, QString::number(before.gridOpacity), QString::number(0.5));
    return b.land(
        ScanActionsText::tr("The scan %1 (%2 x %3 pixels) lies under the map, fitted to it: align it to the hexes.")
            .arg(argText(name), argText(size.width()), argText(size.height())));
}

Outcome removeScan(Campaign &campaign)
{
    const MapScan before = campaign.scan();
    if (!before.isSet())
        return Outcome::refused(noScan());
    ActionBuilder b(campaign, ScanActionsText::kept("Remove the scan"));
    b.setMeta(MapScan::ImageKey, before.imageId, QString());
    b.setMeta(MapScan::NameKey, before.imageName, QString());
    return b.land(ScanActionsText::tr("The map has no scan under it now."));
}

Outcome alignScan(Campaign &campaign, const ScanMark &first, const ScanMark &second)
{
    if (!campaign.scan().isSet())
        return Outcome::refused(noScan());
    for (const Hex &h : {first.hex, second.hex}) {
        if (!campaign.grid().contains(h))
            return Outcome::refused(
                ScanActionsText::tr("Hex %1 is not on the map (%2 x %3).")
                    .arg(argText(hexLabel(h)), argText(campaign.grid().columns()), argText(campaign.grid().rows())));
    }
    QString why;
    const auto aligned = alignToMarks(first, second, &why);
    if (!aligned)
        return Outcome::refused(why);
    ActionBuilder b(
        campaign, ScanActionsText::kept("Align the scan to %1 and %2").arg(hexLabel(first.hex), hexLabel(second.hex)));
    b.setMeta(MapScan::AlignKey, campaign.scan().alignment.toText(), aligned->toText());
    return b.land(
        ScanActionsText::tr("The scan is aligned to hexes %1 and %2: a hex is %3 pixels wide on it, turned %4°.")
            .arg(hexLabel(first.hex), hexLabel(second.hex), QString::number(aligned->hexWidthOnScan(), 'f', 1),
                 QString::number(aligned->rotation, 'f', 2)));
}

Outcome setScanAlignment(Campaign &campaign, const ScanAlignment &alignment)
{
    if (!campaign.scan().isSet())
        return Outcome::refused(noScan());
    const auto checked = ScanAlignment::fromText(alignment.toText());
    if (!checked || !std::isfinite(alignment.rotation))
        return Outcome::refused(
            ScanActionsText::tr("A hex is from %1 to %2 pixels wide on a scan, and a shift at most %3 hexes.")
                .arg(argText(2.0 / MaxScanScale), argText(2.0 / MinScanScale), argText(MaxScanShift / 2)));
    ActionBuilder b(campaign, ScanActionsText::kept("Nudge the scan"));
    b.setMeta(MapScan::AlignKey, campaign.scan().alignment.toText(), checked->toText());
    return b.land(
        ScanActionsText::tr("A hex is %1 pixels wide on the scan, turned %2°.")
            .arg(QString::number(checked->hexWidthOnScan(), 'f', 2), QString::number(checked->rotation, 'f', 2)));
}

Outcome setGridOpacity(Campaign &campaign, double opacity)
{
    if (!(opacity >= 0.0 && opacity <= 1.0))
        return Outcome::refused(ScanActionsText::tr("The grid's opacity is from 0 (hidden) to 100%."));
    const int percent = int(std::lround(opacity * 100));
    ActionBuilder b(campaign,
                    percent == 0 ? ScanActionsText::kept("Hide the grid")
                                 : ScanActionsText::kept("Grid at %1%").arg(percent));
    b.setMeta(MapScan::GridOpacityKey, QString::number(campaign.scan().gridOpacity), QString::number(opacity));
    return b.land(percent == 0 ? ScanActionsText::tr("The grid is hidden over the scan.")
                               : ScanActionsText::tr("The grid shows at %1% over the scan.").arg(percent));
}

} // namespace castellan

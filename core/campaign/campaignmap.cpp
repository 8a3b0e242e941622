// The strategic map's side of Campaign: hexes, fortresses, sieges and the turn's phase (RULES S, T).
#include "campaign.h"

#include "storage/campaignstore.h"

#include <QCryptographicHash>

namespace castellan {

namespace {

const QString ColumnsKey = QStringLiteral("map.columns");
const QString RowsKey = QStringLiteral("map.rows");
const QString PhaseKey = QStringLiteral("phase");

/** A meta row of the scan into the scan: false when the key is none of its. */
bool readScanMeta(MapScan &scan, const QString &key, const QString &value)
{
    if (key == MapScan::ImageKey)
        scan.imageId = value;
    else if (key == MapScan::NameKey)
        scan.imageName = value;
    else if (key == MapScan::AlignKey)
        scan.alignment = ScanAlignment::fromText(value).value_or(ScanAlignment{});
    else if (key == MapScan::GridOpacityKey) {
        bool ok = false;
        const double opacity = value.toDouble(&ok);
        scan.gridOpacity = ok && opacity >= 0.0 && opacity <= 1.0 ? opacity : 1.0;
    } else
        return false;
    return true;
}

/** Replaces, inserts or drops a row by id in a list kept in id order. */
template<class T>
void place(QList<T> &rows, qint64 id, const std::optional<T> &target)
{
    auto it = std::find_if(rows.begin(), rows.end(), [id](const T &r) { return r.id == id; });
    if (it != rows.end()) {
        if (target)
            *it = *target;
        else
            rows.erase(it);
        return;
    }
    if (target) {
        auto pos = std::find_if(rows.begin(), rows.end(), [id](const T &r) { return r.id > id; });
        rows.insert(pos, *target);
    }
}

template<class T>
std::optional<T> byId(const QList<T> &rows, qint64 id)
{
    for (const T &r : rows) {
        if (r.id == id)
            return r;
    }
    return std::nullopt;
}

} // namespace

void Campaign::loadMap()
{
    mGrid = HexGrid(mStore->meta(ColumnsKey, QStringLiteral("0")).toInt(),
                    mStore->meta(RowsKey, QStringLiteral("0")).toInt());
    mPhase = mStore->meta(PhaseKey) == QLatin1String("movement") ? TurnPhase::Movement : TurnPhase::Siege;
    mHexes.clear();
    for (const MapHex &h : mStore->mapHexes())
        mHexes.insert(h.hex, h);
    mFortresses = mStore->fortresses();
    mSieges = mStore->sieges();
    mScan = {};
    for (const QString &key : {MapScan::ImageKey, MapScan::NameKey, MapScan::AlignKey, MapScan::GridOpacityKey})
        readScanMeta(mScan, key, mStore->meta(key, key == MapScan::GridOpacityKey ? QStringLiteral("1") : QString()));
}

QByteArray Campaign::scanImage() const
{
    return mScan.isSet() ? mStore->image(mScan.imageId) : QByteArray();
}

QString Campaign::keepImage(const QByteArray &data)
{
    const QString id = QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex());
    mStore->saveImage(id, data);
    return id;
}

MapHex Campaign::mapHex(const Hex &h) const
{
    return hexIn(mHexes, h);
}

std::optional<Fortress> Campaign::fortress(qint64 id) const
{
    return byId(mFortresses, id);
}

std::optional<Fortress> Campaign::fortressAt(const Hex &h) const
{
    for (const Fortress &f : mFortresses) {
        if (f.hex == h)
            return f;
    }
    return std::nullopt;
}

std::optional<Fortress> Campaign::fortressByName(const QString &name) const
{
    for (const Fortress &f : mFortresses) {
        if (f.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return f;
    }
    return std::nullopt;
}

std::optional<Siege> Campaign::siege(qint64 id) const
{
    return byId(mSieges, id);
}

std::optional<Siege> Campaign::siegeOf(qint64 fortressId) const
{
    for (const Siege &s : mSieges) {
        if (s.fortressId == fortressId && s.active())
            return s;
    }
    return std::nullopt;
}

QList<Force> Campaign::forcesAt(const Hex &h) const
{
    return mForces.where([&h](const Force &f) { return f.hex == h; });
}

void Campaign::applyMapRows(const ActionRecord &record, bool forward)
{
    for (const auto &change : record.hexes) {
        const MapHex &target = forward ? *change.after : *change.before;
        if (target.isDefault())
            mHexes.remove(target.hex);
        else
            mHexes.insert(target.hex, target);
    }
    for (const auto &change : record.fortresses)
        place(mFortresses, change.id(), forward ? change.after : change.before);
    for (const auto &change : record.sieges)
        place(mSieges, change.id(), forward ? change.after : change.before);
    if (!record.hexes.isEmpty())
        Q_EMIT mapChanged();
    if (!record.fortresses.isEmpty())
        Q_EMIT fortressesChanged();
    if (!record.sieges.isEmpty())
        Q_EMIT siegesChanged();
}

bool Campaign::applyMapMeta(const QString &key, const QString &value)
{
    if (key == ColumnsKey || key == RowsKey) {
        mGrid =
            HexGrid(key == ColumnsKey ? value.toInt() : mGrid.columns(), key == RowsKey ? value.toInt() : mGrid.rows());
        Q_EMIT mapChanged();
        return true;
    }
    if (readScanMeta(mScan, key, value)) {
        Q_EMIT scanChanged();
        return true;
    }
    if (key == PhaseKey) {
        mPhase = value == QLatin1String("movement") ? TurnPhase::Movement : TurnPhase::Siege;
        Q_EMIT phaseChanged(mPhase);
        return true;
    }
    return false;
}

} // namespace castellan

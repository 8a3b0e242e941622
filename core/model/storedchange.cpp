#include "storedchange.h"

#include <QJsonObject>

namespace castellan {

namespace {

/** The value a meta row holds after the change, if the change wrote it. */
std::optional<QString> metaAfter(const StoredChange &change, const QString &key)
{
    const QString rowKey = QStringLiteral("meta:") + key;
    for (const RowImage &row : change.rows) {
        if (row.key == rowKey)
            return row.after.toObject().value(QLatin1String("value")).toString();
    }
    return std::nullopt;
}

} // namespace

int StoredChange::turnAfter() const
{
    const std::optional<QString> value = metaAfter(*this, QStringLiteral("turn"));
    return value ? value->toInt() : turn;
}

QString StoredChange::phaseAfter() const
{
    return metaAfter(*this, QStringLiteral("phase")).value_or(phase);
}

QString kindKey(StoredChange::Kind kind)
{
    switch (kind) {
    case StoredChange::Kind::Undo: return QStringLiteral("undo");
    case StoredChange::Kind::Redo: return QStringLiteral("redo");
    case StoredChange::Kind::Do: break;
    }
    return QStringLiteral("do");
}

std::optional<StoredChange::Kind> kindFromKey(const QString &key)
{
    for (StoredChange::Kind k : {StoredChange::Kind::Do, StoredChange::Kind::Undo, StoredChange::Kind::Redo}) {
        if (kindKey(k) == key)
            return k;
    }
    return std::nullopt;
}

} // namespace castellan

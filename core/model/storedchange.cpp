#include "storedchange.h"

namespace castellan {

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

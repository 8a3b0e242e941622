#include "traits.h"

#include <QCoreApplication>

namespace castellan {

QString traitName(Trait t)
{
    switch (t) {
    case Trait::Vitality: return QCoreApplication::translate("Trait", "Vitality");
    case Trait::Heroics: return QCoreApplication::translate("Trait", "Heroics");
    case Trait::Duel: return QCoreApplication::translate("Trait", "Duel");
    case Trait::Maneuver: return QCoreApplication::translate("Trait", "Maneuver");
    case Trait::Battle: return QCoreApplication::translate("Trait", "Battle");
    case Trait::Siege: return QCoreApplication::translate("Trait", "Siege");
    case Trait::Rally: return QCoreApplication::translate("Trait", "Rally");
    }
    return {};
}

QString traitKey(Trait t)
{
    static const char *const keys[] = {"vitality", "heroics", "duel", "maneuver", "battle", "siege", "rally"};
    return QString::fromLatin1(keys[int(t)]);
}

QChar traitShortcut(Trait t)
{
    static const char shortcuts[] = "VHDMBSR";
    return QChar::fromLatin1(shortcuts[int(t)]);
}

std::optional<Trait> traitFromKey(const QString &key)
{
    const QString k = key.trimmed().toLower();
    for (Trait t : AllTraits) {
        if (traitKey(t) == k)
            return t;
    }
    return std::nullopt;
}

std::optional<Trait> traitFromShortcut(QChar c)
{
    for (Trait t : AllTraits) {
        if (traitShortcut(t) == c.toUpper())
            return t;
    }
    return std::nullopt;
}

} // namespace castellan

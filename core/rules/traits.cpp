#include "traits.h"

#include <QCoreApplication>

namespace castellan {

namespace {
constexpr char TraitContext[] = "Trait";
const char *const TraitSources[] = {
    QT_TRANSLATE_NOOP("Trait", "Vitality"), QT_TRANSLATE_NOOP("Trait", "Heroics"), QT_TRANSLATE_NOOP("Trait", "Duel"),
    QT_TRANSLATE_NOOP("Trait", "Maneuver"), QT_TRANSLATE_NOOP("Trait", "Battle"),  QT_TRANSLATE_NOOP("Trait", "Siege"),
    QT_TRANSLATE_NOOP("Trait", "Rally"),
};
} // namespace

QString traitName(Trait t)
{
    return QCoreApplication::translate(TraitContext, TraitSources[int(t)]);
}

RollText traitText(Trait t)
{
    return RollText::translated(TraitContext, TraitSources[int(t)]);
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

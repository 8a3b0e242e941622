#include "namegenerator.h"
#include "i18n/argtext.h"

#include <array>

namespace castellan {

static constexpr std::array FirstNames = {
    "Aldric", "Berengar", "Cedric",   "Doran",    "Edric",   "Falk",     "Gerhart",   "Hadrian", "Ivo",     "Joscelin",
    "Konrad", "Leofric",  "Manfred",  "Nevin",    "Osric",   "Percival", "Radulf",    "Sigmund", "Tancred", "Ulric",
    "Wystan", "Aveline",  "Brunhild", "Cunegund", "Elswith", "Gisela",   "Hildegard", "Isolde",  "Matilda", "Rowena"};

static constexpr std::array Epithets = {"the Bold",       "the Grim",    "Ironhand",   "the Younger",  "the Elder",
                                        "of the Marches", "Longsword",   "the Wary",   "Blackcloak",   "the Fair",
                                        "Stormborn",      "the Unbowed", "of Ashford", "Redbeard",     "the Lame",
                                        "the Pious",      "Oakheart",    "the Silent", "of Thornwall", "Greymantle"};

QString suggestLeaderName(quint32 pick, const QStringList &taken)
{
    const quint32 combinations = quint32(FirstNames.size() * Epithets.size());
    for (quint32 i = 0; i < combinations; ++i) {
        const quint32 n = (pick + i * 7919u) % combinations;
        const QString name = QStringLiteral("%1 %2").arg(QLatin1String(FirstNames[n % FirstNames.size()]),
                                                         QLatin1String(Epithets[n / FirstNames.size()]));
        if (!taken.contains(name, Qt::CaseInsensitive))
            return name;
    }
    return QStringLiteral("%1 %2").arg(argText(QLatin1String(FirstNames[pick % FirstNames.size()])), argText(pick));
}

} // namespace castellan

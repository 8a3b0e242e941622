#include "scenariocatalogue.h"

#include <QCoreApplication>
#include <QDir>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>

namespace castellan {

namespace {

struct CatalogueText
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioCatalogue)
};

const QString Subfolder = QStringLiteral("castellan/scenarios");

} // namespace

QStringList scenarioFolders()
{
    QStringList folders;
    const auto add = [&folders](const QString &folder) {
        const QString clean = QDir::cleanPath(folder);
        if (!folder.isEmpty() && !folders.contains(clean))
            folders.append(clean);
    };
    const QString own = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    if (!own.isEmpty())
        add(own + QLatin1Char('/') + Subfolder);
    // A .deb puts the binaries in /usr/games and the scenarios in /usr/share; an unpacked or relocated tree too.
    if (QCoreApplication::instance())
        add(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/") + Subfolder);
    for (const QString &data : QStandardPaths::standardLocations(QStandardPaths::GenericDataLocation))
        add(data + QLatin1Char('/') + Subfolder);
    folders.append(QStringLiteral(":/scenarios"));
    return folders;
}

QList<CatalogueScenario> catalogueScenarios(const Ruleset &rules, QStringList *faults)
{
    QList<CatalogueScenario> found;
    QSet<QString> keys;
    for (const QString &folder : scenarioFolders()) {
        const QFileInfoList files = QDir(folder).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
        for (const QFileInfo &file : files) {
            const QString key = file.completeBaseName();
            if (keys.contains(key))
                continue;
            keys.insert(key);
            QString why;
            if (auto scenario = loadScenario(file.filePath(), rules, &why))
                found.append({key, file.filePath(), std::move(*scenario)});
            else if (faults)
                faults->append(why);
        }
    }
    std::stable_sort(found.begin(), found.end(), [](const CatalogueScenario &a, const CatalogueScenario &b) {
        return QString::localeAwareCompare(a.scenario.name, b.scenario.name) < 0;
    });
    return found;
}

std::optional<CatalogueScenario> catalogueScenario(const QString &key, const Ruleset &rules, QString *why)
{
    QStringList faults;
    for (CatalogueScenario &s : catalogueScenarios(rules, &faults)) {
        if (s.key == key)
            return std::move(s);
    }
    if (why) {
        const QString broken = faults.filter(key + QStringLiteral(".json")).value(0);
        *why = !broken.isEmpty() ? broken
                                 : CatalogueText::tr("There is no scenario %1 among those shipped or in %2.")
                                       .arg(key.left(80), scenarioFolders().value(0));
    }
    return std::nullopt;
}

} // namespace castellan

// The architecture, checked: layers that point one way (the README's table) and files a newcomer can read.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtTest>

namespace {

/** A row of the README's table of layers: its number and the folder it names (a star: every other folder there). */
struct Layer
{
    int number = 0;
    QString folder;
};

/** The layers as the README's table lists them, in order. */
QList<Layer> readLayers(const QString &readme)
{
    QFile f(readme);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    static const QRegularExpression row(QStringLiteral("^\\|\\s*(\\d+)\\s*\\|\\s*`([a-z0-9/*]+)`\\s*\\|"));
    QList<Layer> layers;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = row.match(line);
        if (m.hasMatch())
            layers.append({m.captured(1).toInt(), m.captured(2)});
    }
    return layers;
}

/** Which row a folder of the tree belongs to ("core/dice", "ui/battle", "app/cli"), or -1. */
int rowOf(const QList<Layer> &layers, const QString &folder)
{
    for (int i = 0; i < layers.size(); ++i) {
        if (layers[i].folder == folder)
            return i;
    }
    // The nearest folder above it with a star row ("core/commands/*", "ui/*").
    for (QString parent = folder.section(QLatin1Char('/'), 0, -2); !parent.isEmpty();
         parent = parent.section(QLatin1Char('/'), 0, -2)) {
        for (int i = 0; i < layers.size(); ++i) {
            if (layers[i].folder == parent + QStringLiteral("/*"))
                return i;
        }
        if (!parent.contains(QLatin1Char('/')))
            break;
    }
    return -1;
}

/** The folders a file's quoted includes are looked for in, in order, as CMake sets them up. */
QStringList includeRoots(const QString &folder)
{
    if (folder.startsWith(QLatin1String("core/")))
        return {QStringLiteral("core")};
    if (folder == QLatin1String("app/cli"))
        return {QStringLiteral("app/cli"), QStringLiteral("core")};
    return {QStringLiteral("ui"), QStringLiteral("core")};
}

/** The folder (relative to the source tree) of the file a quoted include names, or empty when it is not ours. */
QString resolve(const QString &source, const QString &fileFolder, const QString &include)
{
    const QDir root(source);
    if (QFileInfo::exists(root.filePath(fileFolder + QLatin1Char('/') + include)))
        return QFileInfo(fileFolder + QLatin1Char('/') + include).path();
    for (const QString &r : includeRoots(fileFolder)) {
        if (QFileInfo::exists(root.filePath(r + QLatin1Char('/') + include)))
            return QFileInfo(r + QLatin1Char('/') + include).path();
    }
    return {};
}

/** Why a file in `from` may not include one in `to`, or empty when the layers allow it. */
QString whyNot(const QList<Layer> &layers, const QString &from, const QString &to)
{
    if (from == to)
        return {};
    const int a = rowOf(layers, from);
    const int b = rowOf(layers, to);
    if (a < 0 || b < 0)
        return QStringLiteral("%1 or %2 is not in the README's table of layers").arg(from, to);
    if (a == b)
        return {}; // one row ("ui/*"): its folders may include each other
    if (layers[b].number >= layers[a].number)
        return QStringLiteral("%1 (layer %2) includes %3 (layer %4)")
            .arg(from)
            .arg(layers[a].number)
            .arg(to)
            .arg(layers[b].number);
    return {};
}

QString sourceDir()
{
    return qEnvironmentVariable("CASTELLAN_SOURCE_DIR");
}

/** Every source file of core/, ui/ and app/, relative to the tree. */
QStringList sourceFiles(const QString &source)
{
    QStringList files;
    for (const char *top : {"core", "ui", "app"}) {
        QDirIterator it(QDir(source).filePath(QLatin1String(top)), {QStringLiteral("*.h"), QStringLiteral("*.cpp")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            files << QDir(source).relativeFilePath(it.next());
    }
    files.sort();
    return files;
}

} // namespace

/** The README's layers are the code's: no include points up, and no file of core/ or ui/ is too long to read. */
class TestLayers : public QObject
{
    Q_OBJECT

    QList<Layer> mLayers;

private slots:
    void initTestCase()
    {
        if (sourceDir().isEmpty())
            QSKIP("CASTELLAN_SOURCE_DIR is not set (ctest sets it)");
        mLayers = readLayers(QDir(sourceDir()).filePath(QStringLiteral("README.md")));
        QVERIFY2(mLayers.size() >= 10, "the README has no table of layers");
    }

    void theCheckCatchesAnIncludeThatPointsUp()
    {
        QVERIFY(!whyNot(mLayers, QStringLiteral("core/rules"), QStringLiteral("core/campaign")).isEmpty());
        QVERIFY(!whyNot(mLayers, QStringLiteral("core/commands/battles"), QStringLiteral("ui/battle")).isEmpty());
        QVERIFY(!whyNot(mLayers, QStringLiteral("core/campaign"), QStringLiteral("core/commands/sieges")).isEmpty());
        QVERIFY(
            whyNot(mLayers, QStringLiteral("core/commands/sieges"), QStringLiteral("core/commands/battles")).isEmpty());
        QVERIFY(!whyNot(mLayers, QStringLiteral("ui/widgets"), QStringLiteral("ui/map")).isEmpty());
        QVERIFY(!whyNot(mLayers, QStringLiteral("app/cli"), QStringLiteral("ui/widgets")).isEmpty()); // same layer
        QVERIFY(whyNot(mLayers, QStringLiteral("core/commands/forces"), QStringLiteral("core/rules")).isEmpty());
        QVERIFY(whyNot(mLayers, QStringLiteral("ui/map"), QStringLiteral("ui/forces")).isEmpty());
        QVERIFY(whyNot(mLayers, QStringLiteral("ui/map"), QStringLiteral("ui/widgets")).isEmpty());
        QCOMPARE(resolve(sourceDir(), QStringLiteral("ui/battle"), QStringLiteral("battle/battle.h")),
                 QStringLiteral("core/battle")); // a ui folder's name does not hide core's
        QCOMPARE(resolve(sourceDir(), QStringLiteral("ui/battle"), QStringLiteral("battledialog.h")),
                 QStringLiteral("ui/battle"));
    }

    void includesFollowTheLayers()
    {
        static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""));
        QStringList broken;
        const QStringList files = sourceFiles(sourceDir());
        QVERIFY(files.size() > 100);
        for (const QString &file : files) {
            QFile f(QDir(sourceDir()).filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
            const QString folder = QFileInfo(file).path();
            const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
            for (int n = 0; n < lines.size(); ++n) {
                const QRegularExpressionMatch m = include.match(lines[n]);
                if (!m.hasMatch() || m.captured(1).endsWith(QLatin1String(".moc")))
                    continue;
                const QString target = resolve(sourceDir(), folder, m.captured(1));
                if (target.isEmpty())
                    continue; // generated, or a library's
                if (const QString why = whyNot(mLayers, folder, target); !why.isEmpty())
                    broken << QStringLiteral("%1:%2: %3").arg(file).arg(n + 1).arg(why);
            }
        }
        QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QLatin1Char('\n'))));
    }

    void noFileOfCoreOrUiIsOver600Lines()
    {
        QStringList long_;
        for (const QString &file : sourceFiles(sourceDir())) {
            if (!file.startsWith(QLatin1String("core/")) && !file.startsWith(QLatin1String("ui/")))
                continue;
            QFile f(QDir(sourceDir()).filePath(file));
            QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
            const qsizetype lines = f.readAll().count('\n');
            if (lines > 600)
                long_ << QStringLiteral("%1: %2 lines").arg(file).arg(lines);
        }
        QVERIFY2(long_.isEmpty(), qPrintable(long_.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestLayers)
#include "test_layers.moc"

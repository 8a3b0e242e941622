// The project's rules reference (resources/rules/rules.md) against the rule book it is written from.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

namespace {

/** The ids that lines matching `pattern` (one capture, the id) name, in order. */
QStringList ids(const QString &path, const QRegularExpression &pattern)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QStringList found;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = pattern.match(line);
        if (m.hasMatch())
            found << m.captured(1);
    }
    return found;
}

QString source(const QString &relative)
{
    return QDir(qEnvironmentVariable("CASTELLAN_SOURCE_DIR")).filePath(relative);
}

/** A section of the reference: "### F6a. Where a retreat goes". */
QStringList referenceSections()
{
    static const QRegularExpression heading(QStringLiteral("^###\\s+([A-Z][0-9]+[a-z]?)\\.\\s"));
    return ids(source(QStringLiteral("resources/rules/rules.md")), heading);
}

QString text(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly | QIODevice::Text) ? QString::fromUtf8(f.readAll()) : QString();
}

/** Each section of the reference with its text, up to the next heading. */
QMap<QString, QString> sectionTexts()
{
    static const QRegularExpression section(QStringLiteral("^###\\s+([A-Z][0-9]+[a-z]?)\\.\\s(.*?)(?=^##|\\z)"),
                                            QRegularExpression::MultilineOption
                                                | QRegularExpression::DotMatchesEverythingOption);
    QMap<QString, QString> result;
    const QString reference = text(source(QStringLiteral("resources/rules/rules.md")));
    for (auto it = section.globalMatch(reference); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        result.insert(m.captured(1), m.captured(2));
    }
    return result;
}

/** The sections the tests name ("aRetreatThatIsBlockedCostsFigures_C7" names C7). */
QSet<QString> sectionsTested()
{
    static const QRegularExpression function(QStringLiteral("void\\s+(?:\\w+::)?([A-Za-z0-9]+(?:_[A-Za-z0-9]+)+)\\("));
    QSet<QString> named;
    QDirIterator files(source(QStringLiteral("tests")), {QStringLiteral("*.cpp")}, QDir::Files,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) {
        for (auto it = function.globalMatch(text(files.next())); it.hasNext();) {
            const QStringList parts = it.next().captured(1).split(QLatin1Char('_'));
            for (const QString &part : parts.mid(1))
                named.insert(part);
        }
    }
    return named;
}

} // namespace

/** Every section of the rule book has its heading in the reference the app shows (Help ▸ Rules). */
class TestReference : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (qEnvironmentVariable("CASTELLAN_SOURCE_DIR").isEmpty())
            QSKIP("CASTELLAN_SOURCE_DIR is not set (ctest sets it)");
    }

    void theReferenceHasEachSectionOnce()
    {
        const QStringList sections = referenceSections();
        QVERIFY2(sections.size() >= 50, "resources/rules/rules.md has no numbered sections");
        QCOMPARE(QSet<QString>(sections.cbegin(), sections.cend()).size(), sections.size());
    }

    // Issue 30: what Help ▸ Rules says is built is held to the code: each section says how far it is built, a
    // "Built" one lists nothing left to build, and every section built at all has a test named after it.
    void everySectionSaysHowFarItIsBuilt_andItsTestsSayWhich()
    {
        static const QRegularExpression status(
            QStringLiteral("\\*\\*In the app:\\*\\* (Built|Partly built|Not built yet)"));
        const QMap<QString, QString> sections = sectionTexts();
        QVERIFY(sections.size() >= 50);
        const QSet<QString> tested = sectionsTested();
        QStringList problems;
        for (auto it = sections.cbegin(); it != sections.cend(); ++it) {
            const QString how = status.match(it.value()).captured(1);
            const bool leftToBuild = it.value().contains(QStringLiteral("- Not built yet"))
                || it.value().contains(QStringLiteral("- Partly built"));
            if (how.isEmpty())
                problems << QStringLiteral("%1 says nothing of how far it is built").arg(it.key());
            else if (how == QStringLiteral("Built") && leftToBuild)
                problems << QStringLiteral("%1 is Built, yet lists what is not").arg(it.key());
            else if (how == QStringLiteral("Partly built") && !leftToBuild)
                problems << QStringLiteral("%1 is Partly built, yet lists nothing left to build").arg(it.key());
            if (how != QStringLiteral("Not built yet") && !tested.contains(it.key()))
                problems << QStringLiteral("%1 has no test named after it").arg(it.key());
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }

    void everySectionOfTheRuleBookHasAHeading()
    {
        // The rule book sits beside the project in the workshop; a user's clone has only the reference.
        const QString book = source(QStringLiteral("../shared/RULES.md"));
        if (!QFile::exists(book))
            QSKIP(qPrintable(QStringLiteral("%1 is not here, so the reference cannot be held to it").arg(book)));
        static const QRegularExpression item(QStringLiteral("^- ([A-Z][0-9]+[a-z]?)\\.\\s"));
        const QStringList rules = ids(book, item);
        QVERIFY2(rules.size() >= 50, "RULES.md lists no sections");
        const QStringList sections = referenceSections();
        QStringList missing;
        for (const QString &id : rules) {
            if (!sections.contains(id))
                missing << id;
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("no heading in resources/rules/rules.md for: ")
                            + missing.join(QStringLiteral(", "))));
        // The project's own sections, beyond the book's: T4, players' orders on a shared campaign (issue 32).
        const QStringList own{QStringLiteral("T4")};
        QStringList extra;
        for (const QString &id : sections) {
            if (!rules.contains(id) && !own.contains(id))
                extra << id;
        }
        QVERIFY2(
            extra.isEmpty(),
            qPrintable(QStringLiteral("sections the rule book does not have: ") + extra.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestReference)
#include "test_reference.moc"

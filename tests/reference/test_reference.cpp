// The project's rules reference (resources/rules/rules.md) against the rule book it is written from.

#include <QDir>
#include <QFile>
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
        QStringList extra;
        for (const QString &id : sections) {
            if (!rules.contains(id))
                extra << id;
        }
        QVERIFY2(
            extra.isEmpty(),
            qPrintable(QStringLiteral("sections the rule book does not have: ") + extra.join(QStringLiteral(", "))));
    }
};

QTEST_GUILESS_MAIN(TestReference)
#include "test_reference.moc"

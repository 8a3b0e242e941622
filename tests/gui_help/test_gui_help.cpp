// Help ▸ Rules: the rules reference, opened from the menu and from a refusal, searched, at a section.

#include "guiclicks.h"
#include "mainwindow/mainwindow.h"
#include "widgets/refusalbanner.h"
#include "widgets/rulesbrowser.h"
#include "widgets/ruleslink.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>

using namespace castellan;

class TestGuiHelp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CastellanTests"));
        QCoreApplication::setApplicationName(QStringLiteral("CastellanGuiHelp"));
        QSettings().clear();
    }

    void cleanup()
    {
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *rules = qobject_cast<RulesBrowser *>(w))
                rules->close();
        }
        QCoreApplication::processEvents();
    }

    void helpRulesOpensTheReference()
    {
        MainWindow w;
        w.setQuietErrors(true);
        QAction *rules = w.action(QStringLiteral("actionRules"));
        QVERIFY(rules);
        QCOMPARE(rules->shortcut(), QKeySequence(QKeySequence::HelpContents));
        rules->trigger();
        auto *browser = w.findChild<RulesBrowser *>();
        QVERIFY(browser);
        QVERIFY(browser->isVisible());
        const QStringList sections = browser->sections();
        for (const char *id : {"D1", "L4", "F0", "F6a", "S8", "T1a", "C11", "M5", "O2"})
            QVERIFY2(sections.contains(QLatin1String(id)), id);
        QVERIFY(browser->sectionList()->count() > sections.size()); // the groups head the list
        browser->resize(960, 720);
        saveShot(browser, QStringLiteral("rules-browser"));
    }

    void opensAtASection_F6a()
    {
        RulesBrowser *browser = RulesBrowser::openAt(nullptr, QStringLiteral("F6a"));
        QVERIFY(QTest::qWaitForWindowExposed(browser));
        QCOMPARE(browser->currentSection(), QStringLiteral("F6a"));
        QVERIFY(browser->browser()->textCursor().block().text().startsWith(QStringLiteral("F6a.")));
        QVERIFY(browser->showSection(QStringLiteral("S3")));
        QCOMPARE(browser->currentSection(), QStringLiteral("S3"));
        QVERIFY(!browser->showSection(QStringLiteral("Z9")));
        QCOMPARE(browser->currentSection(), QStringLiteral("S3"));
        QCOMPARE(RulesBrowser::openAt(nullptr, QStringLiteral("D2")), browser); // one window for the app
        QCOMPARE(browser->currentSection(), QStringLiteral("D2"));
        saveShot(browser, QStringLiteral("rules-browser-d2"));
    }

    void searchFindsAndSaysWhenNot()
    {
        RulesBrowser *browser = RulesBrowser::openAt(nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(browser));
        QTest::keyClicks(browser->searchField(), QStringLiteral("breaching force"));
        QCOMPARE(browser->browser()->textCursor().selectedText().toLower(), QStringLiteral("breaching force"));
        const int first = browser->browser()->textCursor().position();
        clickNamed(browser, QStringLiteral("findNextButton"));
        QVERIFY(browser->browser()->textCursor().position() != first);
        // Issue 30: Return in the field finds the next one, and leaves the window open.
        const int second = browser->browser()->textCursor().position();
        QTest::keyClick(browser->searchField(), Qt::Key_Return);
        QVERIFY(browser->isVisible());
        QVERIFY(browser->browser()->textCursor().position() != second);
        browser->searchField()->clear();
        QTest::keyClicks(browser->searchField(), QStringLiteral("zqxw no such words"));
        QCOMPARE(child<QLabel>(browser, QStringLiteral("findStatus"))->text(), QStringLiteral("Not found"));
    }

    void aRefusalLinksToItsSection()
    {
        QCOMPARE(RulesBrowser::sectionNamedIn(QStringLiteral("Not so (RULES S1, S5).")), QStringLiteral("S1"));
        QCOMPARE(RulesBrowser::sectionNamedIn(QStringLiteral("It moves (RULES F6a).")), QStringLiteral("F6a"));
        QVERIFY(RulesBrowser::sectionNamedIn(QStringLiteral("No rule named here.")).isEmpty());

        QWidget window;
        auto *banner = new RefusalBanner(&window);
        showActive(&window);
        banner->showRefusal(QStringLiteral("The besiegers are too few (RULES S1)."));
        auto *link = child<RulesLink>(banner, QStringLiteral("rulesLink"));
        QVERIFY(link->isVisible());
        QCOMPARE(link->section(), QStringLiteral("S1"));
        Q_EMIT link->linkActivated(QStringLiteral("rules:S1"));
        RulesBrowser *browser = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (auto *b = qobject_cast<RulesBrowser *>(w); b && b->isVisible())
                browser = b;
        }
        QVERIFY(browser);
        QCOMPARE(browser->currentSection(), QStringLiteral("S1"));
        banner->showRefusal(QStringLiteral("A force needs a name."));
        QVERIFY(!link->isVisible());
    }
};

QTEST_MAIN(TestGuiHelp)
#include "test_gui_help.moc"

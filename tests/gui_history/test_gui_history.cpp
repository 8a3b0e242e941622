#include "mapcampaign.h"
#include "testcampaign.h"

#include "exchange/turnreportsdialog.h"
#include "history/historydock.h"
#include "map/forcecounteritem.h"
#include "map/mapscene.h"
#include "map/mapwidget.h"

#include "mainwindow/mainwindow.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUndoView>
#include <QtTest>

using namespace castellan;

/** Issue 31 in the app: Edit ▸ Undo History reaches back into earlier sessions. */
class TestGuiHistory : public QObject
{
    Q_OBJECT

    static void shoot(QWidget *w, const QString &name)
    {
        const QString dir = QDir::temp().filePath(QStringLiteral("castellan-shots"));
        QDir().mkpath(dir);
        QVERIFY(w->grab().save(QDir(dir).filePath(name + QStringLiteral(".png"))));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CastellanTests"));
        QCoreApplication::setApplicationName(QStringLiteral("CastellanGuiHistory"));
        QSettings().clear();
    }

    void theUndoHistory_takesBackYesterdaysActions_byClicks()
    {
        TestCampaign c;
        const qint64 aldric = c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        const int vitality = c.get(aldric).vitality;
        QVERIFY(woundLeader(*c, aldric, 1).ok);
        QVERIFY(woundLeader(*c, aldric, 2).ok);
        const QString path = c.path();
        c.campaign.reset(); // the app was closed yesterday

        MainWindow w;
        w.setQuietErrors(true);
        QVERIFY2(w.openCampaign(path), qPrintable(w.lastError()));
        w.resize(1100, 700);
        w.show();
        auto *undoAction = w.findChild<QAction *>(QStringLiteral("actionUndo"));
        QVERIFY(undoAction && undoAction->isEnabled());
        QVERIFY2(undoAction->text().contains(QStringLiteral("Wound")), qPrintable(undoAction->text()));

        w.findChild<QAction *>(QStringLiteral("actionUndoHistory"))->trigger();
        auto *dialog = w.findChild<QDialog *>(QStringLiteral("undoHistoryDialog"));
        QVERIFY(dialog && dialog->isVisible());
        auto *view = dialog->findChild<QUndoView *>(QStringLiteral("undoView"));
        QVERIFY(view);
        // The empty state, then each action of the earlier session: the side, Aldric, two wounds.
        QCOMPARE(view->model()->rowCount(), 1 + w.campaign()->undoStack()->count());
        QVERIFY(
            view->model()->index(view->model()->rowCount() - 1, 0).data().toString().contains(QStringLiteral("Wound")));
        shoot(dialog, QStringLiteral("UndoHistoryAfterReopening"));

        // A click on Aldric's creation: both wounds are taken back, as the stack left them.
        const int created = view->model()->rowCount() - 3;
        QVERIFY(view->model()->index(created, 0).data().toString().contains(QStringLiteral("Aldric")));
        const QRect row = view->visualRect(view->model()->index(created, 0));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, row.center());
        QCOMPARE(w.campaign()->leader(aldric)->vitality, vitality);
        QVERIFY(w.lastError().isEmpty());
        // And a click on the last one takes them again.
        const QRect last = view->visualRect(view->model()->index(view->model()->rowCount() - 1, 0));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, last.center());
        QCOMPARE(w.campaign()->leader(aldric)->vitality, vitality - 3);
        dialog->close();
    }

    /** Issue 56, item 1: two clicks of Edit ▸ Undo, the deed and then the end of turn before it, leave a campaign
     *  that opens again, with the deed's roll kept in the log and marked undone (RULES D1, T3). */
    void twoUndosAcrossAnEndOfTurn_leaveACampaignThatOpens_D1_T3()
    {
        TestCampaign c(3);
        const qint64 aldric = c.leader(QStringLiteral("Aldric"), {4, 3, 5, 2, 6, 1, 3});
        c->setDiceSource(std::make_unique<SeededDice>(3, c->draws()));
        c.toMovement();
        QVERIFY(endTurn(*c).outcome.ok);
        QVERIFY(heroicDeed(*c, aldric).ok);
        const qint64 deedRoll = c->rolls().lastRollId();
        const QString path = c.path();
        c.campaign.reset();

        {
            MainWindow w;
            w.setQuietErrors(true);
            QVERIFY2(w.openCampaign(path), qPrintable(w.lastError()));
            w.show();
            auto *undoAction = w.findChild<QAction *>(QStringLiteral("actionUndo"));
            QCOMPARE(w.campaign()->turn(), 2);
            undoAction->trigger(); // the deed
            undoAction->trigger(); // the end of turn 1
            QVERIFY2(w.lastError().isEmpty(), qPrintable(w.lastError()));
            QCOMPARE(w.campaign()->turn(), 1);
        }
        auto reopened = Campaign::open(path);
        QCOMPARE(reopened->turn(), 1);
        QVERIFY(reopened->rolls().roll(deedRoll)->undone);
        QVERIFY(reopened->undoStack()->canRedo());
    }

    /**
     * Campaign ▸ History: clicks on the actions, the step keys and the slider show the map and the sheet as they
     * stood; nothing can be changed there; Esc shows the campaign as it stands.
     */
    void theHistory_showsTheMapAndTheSheetAsTheyStood_byClicksAndKeys()
    {
        MapCampaign c;
        const Hex began = c.forceNamed(c.host).hex;
        const Hex ford{1, 1};
        const Hex hill{2, 1};
        const int vitality = c.get(c.marshal).vitality;
        c.toMovement();
        QVERIFY(moveForce(*c, c.host, ford).ok);
        QVERIFY(woundLeader(*c, c.marshal, 2).ok);
        c.script({6, 6, 6, 6});
        QVERIFY(endTurn(*c).outcome.ok);
        c.toMovement();
        QVERIFY(moveForce(*c, c.host, hill).ok);
        const QString path = c.path();
        c.campaign.reset();

        MainWindow w;
        w.setQuietErrors(true);
        QVERIFY2(w.openCampaign(path), qPrintable(w.lastError()));
        w.resize(1280, 800);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.selectLeader(c.marshal);
        const auto counter = [&] { return w.mapWidget()->scene()->counter(c.host); };
        const auto standsIn = [&](const Hex &h) { return counter() && counter()->force().hex == h; };
        auto *sheetVitality = w.findChild<QLabel *>(QStringLiteral("sheetVitality"));
        QVERIFY(sheetVitality);
        const QString wounded = sheetVitality->text();
        QVERIFY(standsIn(hill));

        w.findChild<QAction *>(QStringLiteral("actionHistory"))->trigger();
        HistoryDock *dock = w.historyDock();
        QVERIFY(dock->isVisible() && dock->isLooking());
        QCOMPARE(dock->point(), dock->pointCount() - 1);
        QVERIFY(w.historyBanner()->isVisible());
        QVERIFY(w.shownCampaign() != w.campaign() && w.shownCampaign()->isReadOnly());
        QVERIFY(!w.findChild<QAction *>(QStringLiteral("actionNextTurn"))->isEnabled());
        QVERIFY(!w.findChild<QAction *>(QStringLiteral("actionUndo"))->isEnabled());

        // A click on the first move: the Host back at the ford, come from the hill, the marshal unhurt.
        QTreeWidget *tree = dock->tree();
        QTreeWidgetItem *firstMove = nullptr;
        for (QTreeWidgetItemIterator it(tree); *it && !firstMove; ++it) {
            if ((*it)->text(0).contains(QStringLiteral("Host")) && (*it)->text(0).contains(hexLabel(ford)))
                firstMove = *it;
        }
        QVERIFY(firstMove);
        tree->scrollToItem(firstMove);
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(firstMove).center());
        QVERIFY(standsIn(ford));
        QCOMPARE(sheetVitality->text(), QStringLiteral("%1 of %1").arg(vitality));
        QCOMPARE(w.mapWidget()->scene()->trails().size(), 1);
        QCOMPARE(w.mapWidget()->scene()->trails()[0].hexes, (QList<Hex>{hill, ford}));
        QVERIFY2(w.historyBanner()->text().contains(QStringLiteral("Host")), qPrintable(w.historyBanner()->text()));
        shoot(&w, QStringLiteral("HistoryAtTheFirstMove"));

        // The next action, by its key: the wound.
        QTest::keyClick(&w, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(sheetVitality->text(), wounded);
        QVERIFY(standsIn(ford));
        QVERIFY(w.mapWidget()->scene()->trails().isEmpty());
        // The next turn: it began with the Host still at the ford. Back a turn: as the campaign began, before the
        // Host was raised.
        QTest::keyClick(&w, Qt::Key_Down, Qt::AltModifier);
        QCOMPARE(w.shownCampaign()->turn(), 2);
        QVERIFY(standsIn(ford));
        QTest::keyClick(&w, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(w.shownCampaign()->turn(), 1);
        QCOMPARE(dock->point(), qsizetype(0));
        QVERIFY(!counter());
        QVERIFY(w.shownCampaign()->forces().isEmpty());

        // The slider to its end: the campaign as it stands, the Host's trail from where it began to the hill.
        dock->slider()->setValue(dock->slider()->maximum());
        QVERIFY(standsIn(hill));
        QCOMPARE(w.mapWidget()->scene()->trails()[0].hexes, (QList<Hex>{began, ford, hill}));
        // What the history shows cannot be changed.
        w.mapWidget()->scene()->selectForce(c.host);
        QVERIFY(!moveForce(*w.shownCampaign(), c.host, ford).ok);
        QVERIFY(w.lastError().isEmpty());

        // Esc: the campaign as it stands, to play on.
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!dock->isLooking() && !dock->isVisible());
        QVERIFY(!w.historyBanner()->isVisible());
        QCOMPARE(w.shownCampaign(), w.campaign());
        QVERIFY(w.mapWidget()->scene()->trails().isEmpty());
        QVERIFY(standsIn(hill));
        QVERIFY(w.findChild<QAction *>(QStringLiteral("actionNextTurn"))->isEnabled());
        QVERIFY(w.findChild<QAction *>(QStringLiteral("actionUndo"))->isEnabled());
        QVERIFY(moveForce(*w.campaign(), c.host, Hex{3, 1}).ok);

        // Closed while looking at the history, the window opens next time on the campaign as it stands.
        w.findChild<QAction *>(QStringLiteral("actionHistory"))->trigger();
        QVERIFY(dock->isVisible());
        w.close();
        MainWindow again;
        again.setQuietErrors(true);
        QVERIFY(again.openCampaign(path));
        again.show();
        QVERIFY(!again.historyDock()->isVisible() && !again.historyDock()->isLooking());
        QVERIFY(!again.historyBanner()->isVisible());
    }

    /** A campaign with hidden movement, a far Red column Blue cannot see, and a turn ended. */
    static QString hiddenCampaign(MapCampaign &c)
    {
        RuleOptions options = c->options();
        options.hiddenMovement = true;
        if (!setRuleOptions(*c, options).ok)
            return {};
        c.force(QStringLiteral("Far Column"), c.red, Hex{9, 7}, {4, 0, 0});
        c.toMovement();
        if (!moveForce(*c, c.host, Hex{1, 1}).ok)
            return {};
        c.script({6, 6, 6, 6});
        if (!endTurn(*c).outcome.ok)
            return {};
        const QString path = c.path();
        c.campaign.reset();
        return path;
    }

    /** File ▸ Export ▸ Turn Reports: the preview, then a file a side; Blue's holds nothing Blue could not see. */
    void turnReports_previewAndWriteEachSidesReport()
    {
        MapCampaign c;
        const QString path = hiddenCampaign(c);
        QVERIFY(!path.isEmpty());
        MainWindow w;
        w.setQuietErrors(true);
        QVERIFY2(w.openCampaign(path), qPrintable(w.lastError()));
        w.show();
        w.findChild<QAction *>(QStringLiteral("actionExportTurnReports"))->trigger();
        auto *dialog = w.findChild<TurnReportsDialog *>(QStringLiteral("turnReportsDialog"));
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->turnSpin()->value(), 1); // the last turn ended
        QCOMPARE(dialog->sideList()->count(), 2);
        QCOMPARE(dialog->sideList()->currentItem()->text(), QStringLiteral("Blue"));
        QVERIFY(dialog->preview()->toPlainText().contains(QStringLiteral("Host")));
        QVERIFY(!dialog->preview()->toPlainText().contains(QStringLiteral("Far Column")));
        dialog->sideList()->setCurrentRow(1);
        QVERIFY(dialog->preview()->toPlainText().contains(QStringLiteral("Far Column")));
        shoot(dialog, QStringLiteral("TurnReports"));

        QTemporaryDir out;
        dialog->folderEdit()->setText(out.path());
        dialog->setReplaceWithoutAsking(true);
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("exportReports")), Qt::LeftButton);
        QCOMPARE(dialog->writtenFiles().size(), 2);
        for (const QString &file : dialog->writtenFiles()) {
            QFile page(file);
            QVERIFY(page.open(QIODevice::ReadOnly));
            const bool blue = file.contains(QStringLiteral("Blue"));
            QCOMPARE(QString::fromUtf8(page.readAll()).contains(QStringLiteral("Far Column")), !blue);
        }
        dialog->pdfButton()->setChecked(true);
        dialog->sideList()->item(1)->setCheckState(Qt::Unchecked);
        QVERIFY2(dialog->exportReports(), qPrintable(dialog->lastError()));
        QCOMPARE(dialog->writtenFiles().size(), 1);
        QVERIFY(dialog->writtenFiles().first().endsWith(QStringLiteral(".pdf")));
        QVERIFY(QFileInfo(dialog->writtenFiles().first()).size() > 1000);
        dialog->folderEdit()->setText(out.filePath(QStringLiteral("no/such/folder")));
        QVERIFY(!dialog->exportReports());
        QVERIFY(!dialog->lastError().isEmpty());
        dialog->close();
    }

    /** Campaign ▸ View as Side: the window shows what Blue's players see, read-only; Esc goes back. */
    void viewAsSide_showsWhatThatSideSees_andEscGoesBack()
    {
        MapCampaign c;
        const QString path = hiddenCampaign(c);
        QVERIFY(!path.isEmpty());
        MainWindow w;
        w.setQuietErrors(true);
        QVERIFY2(w.openCampaign(path), qPrintable(w.lastError()));
        w.resize(1200, 760);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCOMPARE(w.campaign()->forces().size(), 3);
        QVERIFY(w.viewAsSide(c.blue));
        QVERIFY(w.isViewingAsSide() && w.historyBanner()->isVisible());
        QVERIFY(w.shownCampaign()->isReadOnly());
        QStringList forces;
        for (const Force &f : w.shownCampaign()->forces())
            forces << f.name;
        QCOMPARE(forces, QStringList{QStringLiteral("Host")}); // the garrison and the column are out of sight
        QCOMPARE(w.mapWidget()->scene()->counterCount(), 1);
        QCOMPARE(w.shownCampaign()->leaders().size(), 1); // Marshal Bray, not Castellan Ward
        QVERIFY(!w.findChild<QAction *>(QStringLiteral("actionNextTurn"))->isEnabled());
        w.centralTabs()->setCurrentIndex(1);
        shoot(&w, QStringLiteral("ViewAsBlue"));
        QTest::keyClick(&w, Qt::Key_Escape);
        QVERIFY(!w.isViewingAsSide() && !w.historyBanner()->isVisible());
        QCOMPARE(w.mapWidget()->scene()->counterCount(), 3);
        QVERIFY(w.findChild<QAction *>(QStringLiteral("actionNextTurn"))->isEnabled());
        // The history after a side's view, and a side's view from the history: one at a time.
        w.findChild<QAction *>(QStringLiteral("actionHistory"))->trigger();
        QVERIFY(w.historyDock()->isLooking());
        QVERIFY(w.viewAsSide(c.red));
        QVERIFY(!w.historyDock()->isLooking());
        QCOMPARE(w.shownCampaign()->leaders().size(), 1); // Castellan Ward
        QTest::keyClick(&w, Qt::Key_Escape);
        QCOMPARE(w.shownCampaign(), w.campaign());
    }
};

QTEST_MAIN(TestGuiHistory)
#include "test_gui_history.moc"

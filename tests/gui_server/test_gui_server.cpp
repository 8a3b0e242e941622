// GUI tests of shared campaigns (issue 16): two main windows on one server campaign, where a force moved in one
// shows on the other's map within a second; the role in the status bar and a player's read-only window; Manage
// Access… clicked through; Publish to Server… and Save a Local Copy… from the File menu. Pictured to PNG.
// Run against the throwaway cluster ctest starts (tests/server/pgcluster); skipped with a message without one.

#include "actions/deeddialog.h"
#include "battle/battledialog.h"
#include "exchange/turnreportsdialog.h"
#include "forces/forcesmodel.h"
#include "mainwindow/mainwindow.h"
#include "map/forcecounteritem.h"
#include "map/mapscene.h"
#include "map/mapview.h"
#include "map/mapwidget.h"
#include "orders/battleanswerdialog.h"
#include "orders/ordergiving.h"
#include "orders/ordersdock.h"
#include "orders/siegeorderdialog.h"
#include "orders/standingordersdialog.h"
#include "roster/rosterview.h"
#include "server/accessdialog.h"
#include "server/serveractions.h"
#include "server/servercampaigndialog.h"
#include "server/serverlocationform.h"
#include "siege/breakindialog.h"
#include "siege/siegesdock.h"

#include "campaign/campaign.h"
#include "dice/dicesource.h"
#include "dice/logverifier.h"
#include "map/hexgrid.h"
#include "storage/orderbook.h"
#include "storage/serveraccess.h"
#include "storage/storageerror.h"

#include "clirunner.h"
#include "testserver.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTimer>

using namespace castellan;

namespace {

QString shotsDir()
{
    const QString dir = QDir::temp().filePath(QStringLiteral("castellan-shots"));
    QDir().mkpath(dir);
    return dir;
}

/** Saves a picture of a widget to look at, and checks that something was drawn. */
void shoot(QWidget *widget, const QString &name)
{
    QCoreApplication::processEvents();
    const QPixmap pixmap = widget->grab();
    QVERIFY(!pixmap.isNull() && pixmap.width() > 50);
    QVERIFY(pixmap.save(QDir(shotsDir()).filePath(name + QStringLiteral(".png"))));
}

int cli(const QStringList &args)
{
    const CliResult r = runCli(args);
    if (r.code != 0)
        qWarning("castellan-cli %s: %d %s", qPrintable(args.join(QLatin1Char(' '))), r.code, r.err.constData());
    return r.code;
}

std::unique_ptr<MainWindow> windowOn(const QString &url)
{
    auto w = std::make_unique<MainWindow>();
    w->setQuietErrors(true);
    w->resize(1200, 800);
    if (!w->openCampaign(url))
        qWarning("could not open %s: %s", qPrintable(url), qPrintable(w->lastError()));
    w->show();
    return w;
}

/** Fills the server form of the modal dialog that opens next and presses its OK button. */
void answerServerDialog(const ServerLocation &where)
{
    QTimer::singleShot(0, [where] {
        auto *dialog = qobject_cast<ServerCampaignDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        dialog->form()->setLocation(where);
        shoot(dialog, QStringLiteral("server-publish-dialog"));
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
    });
}

} // namespace

class TestGuiServer : public QObject
{
    Q_OBJECT

    TestServer server;
    QString mName;
    QString mUrl;

    /** A new user of the server, made a player of Blue in the campaign; empty when he could not be. */
    QString bluePlayer(const QString &suffix)
    {
        const QString player = mName + suffix;
        server.createUser(player);
        const int code =
            cli({QStringLiteral("access"), QStringLiteral("grant"), mUrl, QStringLiteral("--user"), player,
                 QStringLiteral("--role"), QStringLiteral("player"), QStringLiteral("--side"), QStringLiteral("Blue")});
        return code == 0 ? player : QString();
    }

    /** A player of Blue and one of Red, new users of the server, for the campaign `name`: each one's URL by side. */
    QHash<QString, QString> bluePlayerAndRedPlayer(const QString &name, const QString &url)
    {
        QHash<QString, QString> players;
        for (const char *side : {"Blue", "Red"}) {
            const QString user = name + QLatin1Char('_') + QString::fromLatin1(side).toLower();
            server.createUser(user);
            if (runCli(cliWords({"access", "grant", url, "--user", user, "--role", "player", "--side", side})).code
                == 0)
                players.insert(QLatin1String(side), server.url(name, user, true));
        }
        return players;
    }

    /**
     * Red's Keep at 0303, with the Guard and Bors inside, besieged since turn 1 by Blue's P0 (the breaching force, with
     * Dain, whose Siege gives rerolls) and pickets P1 and P2: the steps that make it at `url`, in turn 2's siege phase.
     */
    static QList<QList<CliArg>> keepWar(const QString &url, int seed)
    {
        const std::array<Hex, 3> ring = triple(*hexFromLabel(QStringLiteral("0303")), 0);
        return {
            {"new", url, "--name", "Keep War", "--seed", QString::number(seed)},
            {"map", "size", url, "--columns", "8", "--rows", "6"},
            {"fortress", "add", url, "--name", "Keep", "--hex", "0303", "--rating", "2", "--side", "Red"},
            {"leader", "add", url, "--name", "Dain", "--side", "Blue", "--priority", "Siege,Battle"},
            {"leader", "add", url, "--name", "Bors", "--side", "Red", "--priority",
             "Battle,Duel,Heroics,Maneuver,Rally,Vitality"}, // his Siege the lowest: Blue has rerolls (RULES S2)
            {"force", "add", url, "--name", "Guard", "--side", "Red", "--units", "3", "--leaders", "Bors"},
            {"force", "place", url, "Guard", "--hex", "0303"},
            {"force", "add", url, "--name", "P0", "--side", "Blue", "--units", "2", "--leaders", "Dain"},
            {"force", "add", url, "--name", "P1", "--side", "Blue", "--units", "2"},
            {"force", "add", url, "--name", "P2", "--side", "Blue", "--units", "2"},
            {"force", "place", url, "P0", "--hex", hexLabel(ring[0])},
            {"force", "place", url, "P1", "--hex", hexLabel(ring[1])},
            {"force", "place", url, "P2", "--hex", hexLabel(ring[2])},
            {"phase", url, "--begin-movement"},
            {"siege", "lay", url, "--fortress", "Keep", "--breaching", "P0"},
            {"turn", url, "--end"},
        };
    }

private Q_SLOTS:
    void initTestCase()
    {
        SKIP_WITHOUT_SERVER(server);
        mName = TestServer::freshName("gui");
        mUrl = server.url(mName);
        for (const QStringList &step :
             QList<QStringList>{{QStringLiteral("new"), mUrl, QStringLiteral("--name"),
                                 QStringLiteral("Shared Marches"), QStringLiteral("--seed"), QStringLiteral("8")},
                                {QStringLiteral("map"), QStringLiteral("size"), mUrl, QStringLiteral("--columns"),
                                 QStringLiteral("10"), QStringLiteral("--rows"), QStringLiteral("8")},
                                {QStringLiteral("force"), QStringLiteral("add"), mUrl, QStringLiteral("--name"),
                                 QStringLiteral("Host"), QStringLiteral("--side"), QStringLiteral("Blue"),
                                 QStringLiteral("--units"), QStringLiteral("6")},
                                {QStringLiteral("force"), QStringLiteral("add"), mUrl, QStringLiteral("--name"),
                                 QStringLiteral("Horde"), QStringLiteral("--side"), QStringLiteral("Red"),
                                 QStringLiteral("--units"), QStringLiteral("5")},
                                {QStringLiteral("force"), QStringLiteral("place"), mUrl, QStringLiteral("Host"),
                                 QStringLiteral("--hex"), QStringLiteral("0303")},
                                {QStringLiteral("force"), QStringLiteral("place"), mUrl, QStringLiteral("Horde"),
                                 QStringLiteral("--hex"), QStringLiteral("0808")},
                                {QStringLiteral("leader"), QStringLiteral("add"), mUrl, QStringLiteral("--name"),
                                 QStringLiteral("Ana"), QStringLiteral("--side"), QStringLiteral("Blue")},
                                {QStringLiteral("leader"), QStringLiteral("add"), mUrl, QStringLiteral("--name"),
                                 QStringLiteral("Rurik"), QStringLiteral("--side"), QStringLiteral("Red")},
                                {QStringLiteral("force"), QStringLiteral("edit"), mUrl, QStringLiteral("Horde"),
                                 QStringLiteral("--leaders"), QStringLiteral("Rurik")},
                                {QStringLiteral("phase"), mUrl, QStringLiteral("--begin-movement")}})
            QCOMPARE(cli(step), 0);
    }

    void twoWindows_aForceMovedInOne_showsOnTheOthersMapWithinASecond()
    {
        SKIP_WITHOUT_SERVER(server);
        auto mover = windowOn(mUrl);
        auto watcher = windowOn(mUrl);
        QVERIFY(mover->campaign() && watcher->campaign());
        QVERIFY(watcher->campaign()->isShared());
        auto *role = watcher->findChild<QLabel *>(QStringLiteral("statusServerRole"));
        QVERIFY(role && role->isVisible());
        QVERIFY2(role->text().contains(QStringLiteral("game master")), qPrintable(role->text()));
        for (MainWindow *w : {mover.get(), watcher.get()})
            w->centralTabs()->setCurrentWidget(w->mapWidget());
        const qint64 host = mover->campaign()->forceByName(QStringLiteral("Host"))->id;
        const int watcherSteps = watcher->campaign()->undoStack()->count(); // the setup, by the same user
        const Hex start = mover->campaign()->force(host)->hex;
        MapWidget *map = mover->mapWidget();
        const QPoint at = map->view()->mapFromScene(map->scene()->counter(host)->scenePos());
        QTest::mouseClick(map->view()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(map->scene()->selectedForce(), host);
        map->view()->setFocus();
        QTest::keyClick(map->view(), Qt::Key_S); // a hex south, by the keys
        const Hex moved = mover->campaign()->force(host)->hex;
        QVERIFY2(!(moved == start), qPrintable(mover->lastError()));
        MapScene *other = watcher->mapWidget()->scene();
        QTRY_VERIFY_WITH_TIMEOUT(other->hexAt(other->counter(host)->scenePos()) == moved, 1000);
        QCOMPARE(watcher->campaign()->force(host)->hex, moved);
        shoot(watcher.get(), QStringLiteral("server-two-windows"));

        // The watcher's undo has nothing of the mover's; the mover's undo takes it back, and the watcher sees that.
        QCOMPARE(watcher->campaign()->undoStack()->count(), watcherSteps);
        mover->campaign()->undoStack()->undo();
        QTRY_VERIFY_WITH_TIMEOUT(watcher->campaign()->force(host)->hex == start, 1000);
    }

    void aPlayersWindow_isReadOnly_andSaysWhyAndWhoHeIs()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString player = bluePlayer(QStringLiteral("_p"));
        QVERIFY(!player.isEmpty());
        auto w = windowOn(server.url(mName, player));
        QVERIFY(w->campaign() && w->campaign()->isReadOnly());
        auto *role = w->findChild<QLabel *>(QStringLiteral("statusServerRole"));
        QVERIFY2(role->text().contains(QStringLiteral("player, Blue")), qPrintable(role->text()));
        auto *banner = w->findChild<QLabel *>(QStringLiteral("readOnlyBanner"));
        QVERIFY(banner->isVisible());
        QVERIFY(banner->text().contains(QStringLiteral("player")));
        QVERIFY(!w->action(QStringLiteral("actionNextTurn"))->isEnabled());
        QAction *manage = w->findChild<QAction *>(QStringLiteral("actionManageAccess"));
        QVERIFY(!manage->isEnabled());
        QVERIFY(manage->toolTip().contains(QStringLiteral("game master")));
        QCOMPARE(w->campaign()->leaders().size(), 1); // his side's Ana
        QCOMPARE(w->campaign()->forces().size(), 2);  // every force where it stands
        shoot(w.get(), QStringLiteral("server-player-window"));

        // Issue 30, item 23: what his role may not do is disabled at once, with the reason; not refused at the end.
        const QString why = w->campaign()->whyReadOnly();
        for (const char *name : {"actionNewForce", "actionMapEdit", "actionMapSize"}) {
            QAction *a = w->findChild<QAction *>(QLatin1String(name));
            QVERIFY2(a && !a->isEnabled(), name);
            QCOMPARE(a->toolTip(), why);
        }
        MapWidget *map = w->mapWidget();
        QCOMPARE(map->mode(), MapMode::Play);
        map->selectForce(w->campaign()->forceByName(QStringLiteral("Host"))->id);
        auto *march = map->findChild<QPushButton *>(QStringLiteral("forcedMarchButton"));
        // Issue 32: his forced march is an order, gated by the referee's own checks, not by his read-only view.
        const QString whyNoMarch = whyCannotGive(
            *w->campaign(), forcedMarchOrder(*w->campaign(), w->campaign()->forceByName(QStringLiteral("Host"))->id));
        QCOMPARE(march->isEnabled(), whyNoMarch.isEmpty());
        QVERIFY(march->toolTip() != why);
        // The enemy's leaders are not his to see: "hidden", not "no leader".
        ForcesModel *forces = w->findChild<ForcesModel *>();
        QVERIFY(forces);
        bool sawHidden = false;
        for (int row = 0; row < forces->rowCount(); ++row) {
            const QString commander = forces->index(row, ForcesModel::CommanderColumn).data().toString();
            const QString name = forces->index(row, ForcesModel::NameColumn).data().toString();
            if (name == QLatin1String("Horde")) {
                QCOMPARE(commander, QStringLiteral("(hidden)"));
                sawHidden = true;
            } else {
                QVERIFY2(!commander.contains(QStringLiteral("hidden")), qPrintable(commander));
            }
        }
        QVERIFY(sawHidden);
    }

    void manageAccess_grantsAndRevokes_asTheServerKeepsIt()
    {
        SKIP_WITHOUT_SERVER(server);
        auto w = windowOn(mUrl);
        QAction *manage = w->findChild<QAction *>(QStringLiteral("actionManageAccess"));
        QVERIFY(manage->isEnabled());
        const QString observer = mName + QStringLiteral("_o");
        server.createUser(observer);
        AccessDialog dialog(*w->campaign(), w.get());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("accessTable"));
        const int before = table->rowCount();
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("accessUser")), observer);
        auto *roleBox = dialog.findChild<QComboBox *>(QStringLiteral("accessRole"));
        roleBox->setCurrentIndex(2); // observer
        QVERIFY(!dialog.findChild<QComboBox *>(QStringLiteral("accessSide"))->isEnabled());
        dialog.findChild<QPushButton *>(QStringLiteral("accessGrant"))->click();
        QVERIFY2(dialog.lastError().isEmpty(), qPrintable(dialog.lastError()));
        QCOMPARE(table->rowCount(), before + 1);
        shoot(&dialog, QStringLiteral("server-access-dialog"));
        QCOMPARE(Campaign::open(server.url(mName, observer))->viewer()->role, ServerRole::Observer);
        // A user the server does not know is refused with the reason, and nothing changes.
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("accessUser")),
                         QStringLiteral("no_such_user_here"));
        dialog.findChild<QPushButton *>(QStringLiteral("accessGrant"))->click();
        QVERIFY(dialog.lastError().contains(QStringLiteral("no user")));
        QCOMPARE(table->rowCount(), before + 1);
        for (int row = 0; row < table->rowCount(); ++row) {
            if (table->item(row, 0)->text() == observer)
                table->selectRow(row);
        }
        dialog.findChild<QPushButton *>(QStringLiteral("accessRevoke"))->click();
        QVERIFY2(dialog.lastError().isEmpty(), qPrintable(dialog.lastError()));
        QCOMPARE(table->rowCount(), before);
        QVERIFY_THROWS_EXCEPTION(AccessDenied, Campaign::open(server.url(mName, observer)));
    }

    void publish_andSaveALocalCopy_fromTheFileMenu()
    {
        SKIP_WITHOUT_SERVER(server);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("tabletop.castellan"));
        QCOMPARE(cli({QStringLiteral("new"), file, QStringLiteral("--name"), QStringLiteral("Tabletop"),
                      QStringLiteral("--seed"), QStringLiteral("2")}),
                 0);
        QCOMPARE(cli({QStringLiteral("leader"), QStringLiteral("add"), file, QStringLiteral("--name"),
                      QStringLiteral("Bo"), QStringLiteral("--side"), QStringLiteral("Red")}),
                 0);
        auto w = windowOn(file);
        QAction *publish = w->findChild<QAction *>(QStringLiteral("actionPublishToServer"));
        QAction *localCopy = w->findChild<QAction *>(QStringLiteral("actionSaveLocalCopy"));
        QVERIFY(publish->isEnabled());
        QVERIFY(!localCopy->isEnabled());
        const auto where = ServerLocation::parse(server.url(TestServer::freshName("published")));
        answerServerDialog(*where);
        publish->trigger();
        QVERIFY2(w->campaign()->isShared(), qPrintable(w->lastError())); // quiet: it goes on with the server's
        QCOMPARE(w->campaign()->path(), where->url());
        QCOMPARE(w->campaign()->leaders().size(), 1);
        QVERIFY(!publish->isEnabled());
        QVERIFY(localCopy->isEnabled());

        const QString copy = dir.filePath(QStringLiteral("back.castellan"));
        w->findChild<ServerActions *>()->setFileChooser([copy](const QString &) { return copy; });
        localCopy->trigger();
        QVERIFY2(QFileInfo::exists(copy), qPrintable(w->lastError()));
        const auto pulled = Campaign::open(copy, CampaignAccess::ReadOnly);
        QCOMPARE(pulled->leaders().size(), 1);
        QVERIFY(verifyLog(pulled->rolls()).ok);
    }

    // Issue 32, RULES T4: a player ends his side's movement from his Orders dock; the game master's window referees
    // the order, and the player's window shows the answer and the next side's movement.
    void ordersDock_aPlayerEndsHisSidesMovement_andTheGameMastersWindowCarriesItOut_T4()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString player = bluePlayer(QStringLiteral("_o"));
        QVERIFY(!player.isEmpty());
        auto pw = windowOn(server.url(mName, player));
        auto gm = windowOn(mUrl);
        for (MainWindow *w : {pw.get(), gm.get()}) {
            QAction *view = w->action(QStringLiteral("actionToggleOrders")); // View ▸ Orders
            QCOMPARE(view->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+R")));
            if (!view->isChecked())
                view->trigger();
            w->ordersDock()->raise();
        }
        auto *dock = pw->ordersDock();
        QTRY_VERIFY(dock->isVisible());
        QCOMPARE(dock->turnLabel()->text(), QStringLiteral("Blue's movement"));
        auto *end = dock->findChild<QPushButton *>(QStringLiteral("endSideMovementButton"));
        QCOMPARE(end->text(), QStringLiteral("&End Blue's Movement"));
        QVERIFY(end->isEnabled());
        QVERIFY(!dock->findChild<QPushButton *>(QStringLiteral("refereeOrdersButton"))->isVisible());
        QTest::mouseClick(end, Qt::LeftButton);
        auto *table = dock->findChild<QTableWidget *>(QStringLiteral("ordersTable"));
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("pending"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("end of the side's movement"));
        // The server's notice of the new order reaches the game master's dock at once, well before its slow look.
        QTRY_COMPARE_WITH_TIMEOUT(
            gm->ordersDock()->findChild<QTableWidget *>(QStringLiteral("ordersTable"))->rowCount(), 1, 2000);

        auto *referee = gm->ordersDock()->findChild<QPushButton *>(QStringLiteral("refereeOrdersButton"));
        QVERIFY(referee->isVisible());
        QTest::mouseClick(referee, Qt::LeftButton); // the game master's window carries out the pending orders
        QTRY_COMPARE_WITH_TIMEOUT(table->item(0, 3)->text(), QStringLiteral("done"), 3000);
        QTRY_COMPARE_WITH_TIMEOUT(dock->turnLabel()->text(), QStringLiteral("Red's movement"), 3000);
        QVERIFY(!end->isEnabled());
        QVERIFY2(end->toolTip().contains(QStringLiteral("Red's movement")), qPrintable(end->toolTip()));
        QCOMPARE(gm->ordersDock()->turnLabel()->text(), QStringLiteral("Red's movement"));
        shoot(pw.get(), QStringLiteral("server-player-orders"));

        // His standing orders, set in the dialog the dock opens, kept on the server for his side.
        QTest::mouseClick(dock->findChild<QPushButton *>(QStringLiteral("standingOrdersButton")), Qt::LeftButton);
        auto *standing = dock->findChild<StandingOrdersDialog *>();
        QVERIFY(standing && standing->isVisible());
        QVERIFY(!standing->sideBox()->isEnabled());
        QCOMPARE(standing->sideBox()->currentText(), QStringLiteral("Blue"));
        QComboBox *avoid = standing->choiceBox(QStringLiteral("avoid"));
        QCOMPARE(avoid->currentData().toString(), QStringLiteral("no"));
        avoid->setCurrentIndex(avoid->findData(QStringLiteral("yes")));
        // The battle's own choices (RULES T4): each offers RULES's default first, and says so.
        const QHash<QString, QString> battleChoices{{QStringLiteral("losses"), QStringLiteral("last_raised")},
                                                    {QStringLiteral("battle_rerolls"), QStringLiteral("misses")},
                                                    {QStringLiteral("retreat"), QStringLiteral("when_outnumbered")},
                                                    {QStringLiteral("retreat_to"), QStringLiteral("toward_friends")},
                                                    {QStringLiteral("escape_to"), QStringLiteral("nearest_fortress")}};
        for (auto it = battleChoices.cbegin(); it != battleChoices.cend(); ++it) {
            QComboBox *box = standing->choiceBox(it.key());
            QVERIFY2(box && box->itemText(0).endsWith(QStringLiteral("(the default)")), qPrintable(it.key()));
            QVERIFY(box->findData(it.value()) > 0);
            box->setCurrentIndex(box->findData(it.value()));
        }
        shoot(standing, QStringLiteral("server-standing-orders"));
        standing->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        const QHash<QString, QString> kept = gm->campaign()->orderBook()->standing(pw->campaign()->viewer()->sideId);
        QCOMPARE(kept.value(QStringLiteral("avoid")), QStringLiteral("yes"));
        for (auto it = battleChoices.cbegin(); it != battleChoices.cend(); ++it)
            QCOMPARE(kept.value(it.key()), it.value());
        QTest::mouseClick(referee, Qt::LeftButton); // off: the next order waits

        // A pending order of his, withdrawn from the dock.
        Order deed;
        deed.sideId = pw->campaign()->viewer()->sideId;
        deed.kind = OrderKind::Deed;
        deed.leaderId = pw->campaign()->leaderByName(QStringLiteral("Ana"))->id;
        pw->campaign()->orderBook()->give(deed);
        dock->refresh();
        QCOMPARE(table->rowCount(), 2);
        table->selectRow(1);
        auto *withdraw = dock->findChild<QPushButton *>(QStringLiteral("withdrawOrderButton"));
        QVERIFY(withdraw->isEnabled());
        QTest::mouseClick(withdraw, Qt::LeftButton);
        QCOMPARE(table->item(1, 3)->text(), QStringLiteral("withdrawn"));
        QVERIFY(!withdraw->isEnabled());

        // The game master ends Red's movement for it.
        auto *gmEnd = gm->ordersDock()->findChild<QPushButton *>(QStringLiteral("endSideMovementButton"));
        QCOMPARE(gmEnd->text(), QStringLiteral("&End Red's Movement"));
        QTest::mouseClick(gmEnd, Qt::LeftButton);
        QVERIFY(gm->ordersDock()->turnLabel()->text().contains(QStringLiteral("Every side has moved")));
        shoot(gm.get(), QStringLiteral("server-gm-orders"));
        gm->campaign()->undoStack()->undo(); // Red moves again: the game master's undo of his own action
        QCOMPARE(gm->ordersDock()->turnLabel()->text(), QStringLiteral("Red's movement"));
    }

    // Issue 32: two players' windows and a game master's. A move ordered by clicks and a key in Red's player's window
    // is pending on his map until the game master's window carries it out; then Blue's player sees it on his map.
    void ordersByClicks_aMoveOrderedInOnePlayersWindow_showsOnTheOthersMap_T4()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString redPlayer = mName + QStringLiteral("_r");
        server.createUser(redPlayer);
        QCOMPARE(
            cli({QStringLiteral("access"), QStringLiteral("grant"), mUrl, QStringLiteral("--user"), redPlayer,
                 QStringLiteral("--role"), QStringLiteral("player"), QStringLiteral("--side"), QStringLiteral("Red")}),
            0);
        const QString bluePlayerName = bluePlayer(QStringLiteral("_m"));
        auto red = windowOn(server.url(mName, redPlayer));
        auto blue = windowOn(server.url(mName, bluePlayerName));
        auto gm = windowOn(mUrl);
        QCOMPARE(red->ordersDock()->turnLabel()->text(), QStringLiteral("Red's movement"));
        const qint64 horde = red->campaign()->forceByName(QStringLiteral("Horde"))->id;
        const Hex start = red->campaign()->force(horde)->hex;
        MapWidget *map = red->mapWidget();
        red->centralTabs()->setCurrentWidget(map);
        const QPoint at = map->view()->mapFromScene(map->scene()->counter(horde)->scenePos());
        QTest::mouseClick(map->view()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(map->scene()->selectedForce(), horde);
        map->view()->setFocus();
        QTest::keyClick(map->view(), Qt::Key_W); // a hex north, by the keys: an order, not a move
        QCOMPARE(red->campaign()->force(horde)->hex, start);
        QCOMPARE(map->scene()->trails().size(), 1); // the pending move, drawn
        const Hex ordered = map->scene()->trails().first().hexes.last();
        QVERIFY(!(ordered == start));
        shoot(red.get(), QStringLiteral("server-player-move-pending"));

        // A move of another side's force is refused at once, with the reason.
        const qint64 host = red->campaign()->forceByName(QStringLiteral("Host"))->id;
        const int before = red->campaign()->orderBook()->orders(false).size();
        const QPoint hostAt = map->view()->mapFromScene(map->scene()->counter(host)->scenePos());
        QTest::mouseClick(map->view()->viewport(), Qt::LeftButton, {}, hostAt);
        QTest::keyClick(map->view(), Qt::Key_W);
        QCOMPARE(red->campaign()->orderBook()->orders(false).size(), before);
        QVERIFY2(red->statusBar()->currentMessage().contains(QStringLiteral("RULES T4")),
                 qPrintable(red->statusBar()->currentMessage()));

        auto *referee = gm->ordersDock()->findChild<QPushButton *>(QStringLiteral("refereeOrdersButton"));
        QTest::mouseClick(referee, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(gm->campaign()->force(horde)->hex, ordered, 3000);
        MapScene *other = blue->mapWidget()->scene();
        QTRY_VERIFY_WITH_TIMEOUT(other->hexAt(other->counter(horde)->scenePos()) == ordered, 3000);
        QTRY_VERIFY_WITH_TIMEOUT(map->scene()->trails().isEmpty(), 3000); // answered: no longer pending
        blue->centralTabs()->setCurrentWidget(blue->mapWidget());
        shoot(blue.get(), QStringLiteral("server-other-player-map"));
        QTest::mouseClick(referee, Qt::LeftButton);

        // A battle of his side, fought by the game master: Red's player is told.
        const QString battleHex = hexLabel(ordered);
        QCOMPARE(cli({QStringLiteral("force"), QStringLiteral("place"), mUrl, QStringLiteral("Host"),
                      QStringLiteral("--hex"), hexLabel(HexGrid::neighbour(ordered, 0))}),
                 0);
        QCOMPARE(cli({QStringLiteral("force"), QStringLiteral("move"), mUrl, QStringLiteral("Host"),
                      QStringLiteral("--to"), battleHex}),
                 0);
        QCOMPARE(cli({QStringLiteral("battle"), mUrl, QStringLiteral("--hex"), battleHex, QStringLiteral("--auto"),
                      QStringLiteral("--attacker"), QStringLiteral("Host")}),
                 0);
        QTRY_VERIFY_WITH_TIMEOUT(
            red->statusBar()->currentMessage().contains(QStringLiteral("A battle of your side was fought")), 3000);

        // Leader ▸ Heroic Deed in a player's window: an order of his side's leader, not a dialog's roll.
        const qint64 ana = blue->campaign()->leaderByName(QStringLiteral("Ana"))->id;
        blue->findChild<RosterView *>()->selectLeader(ana);
        QAction *deed = blue->action(QStringLiteral("actionDeed"));
        QVERIFY2(deed->isEnabled(), qPrintable(deed->toolTip()));
        const qsizetype given = blue->campaign()->orderBook()->orders(false).size();
        deed->trigger();
        const QList<Order> after = blue->campaign()->orderBook()->orders(false);
        QCOMPARE(after.size(), given + 1);
        QCOMPARE(after.last().kind, OrderKind::Deed);
        QCOMPARE(after.last().leaderId, ana);
        QCOMPARE(after.last().status, OrderStatus::Pending);
        QVERIFY(!blue->findChild<DeedDialog *>());
    }

    // Issue 32: the siege phase by orders. Blue's player orders his siege's break-in roll with the faces he re-rolls,
    // in the dialog his Sieges dock opens; once the game master's window has carried it out, Red's player orders a
    // sortie from his fortress (RULES T4, S2, S4).
    void siegeOrders_theBesiegersRollAndTheGarrisonsSortie_byClicks_T4_S2_S4()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString name = mName + QStringLiteral("_keep");
        const QString url = server.url(name);
        const QList<QList<CliArg>> steps = keepWar(url, 9);
        for (const QList<CliArg> &step : steps)
            QCOMPARE(runCli(cliWords(step)).code, 0);
        const QHash<QString, QString> players = bluePlayerAndRedPlayer(name, url);
        QCOMPARE(players.size(), 2);
        auto blue = windowOn(players.value(QStringLiteral("Blue")));
        auto gm = windowOn(url);
        const qint64 siegeId = gm->campaign()->sieges().first().id;

        // Blue's player: his Sieges dock orders, and offers only his side's part, the roll.
        auto *dock = blue->findChild<SiegesDock *>();
        dock->selectSiege(siegeId);
        auto *turn = dock->findChild<QPushButton *>(QStringLiteral("siegeTurnButton"));
        QCOMPARE(turn->text(), QStringLiteral("Siege &Orders…"));
        QVERIFY2(turn->isEnabled(), qPrintable(turn->toolTip()));
        QTest::mouseClick(turn, Qt::LeftButton);
        auto *orders = blue->findChild<SiegeOrderDialog *>();
        QVERIFY(orders && orders->isVisible());
        QVERIFY(!orders->findChild<QPushButton *>(QStringLiteral("orderSortieButton"))->isVisible());
        auto *rerolls = orders->findChild<QComboBox *>(QStringLiteral("breakInRerollsCombo"));
        QCOMPARE(rerolls->currentText(), QStringLiteral("As my standing order: re-roll anything but a 6"));
        rerolls->setCurrentIndex(rerolls->findData(QStringLiteral("only_1")));
        auto *heroic = orders->findChild<QSpinBox *>(QStringLiteral("breakInHeroicRerolls"));
        QVERIFY(heroic && !heroic->isEnabled()); // his leaders hold no reroll of their own (RULES H2)
        QCOMPARE(heroic->text(), QStringLiteral("none"));
        shoot(orders, QStringLiteral("server-siege-orders-besieger"));
        QTest::mouseClick(orders->findChild<QPushButton *>(QStringLiteral("orderBreakInButton")), Qt::LeftButton);
        QVERIFY2(orders->statusText().contains(QStringLiteral("given")), qPrintable(orders->statusText()));
        const Order given = blue->campaign()->orderBook()->orders(true).last();
        QCOMPARE(given.kind, OrderKind::BreakIn);
        QCOMPARE(given.rerolls, QStringLiteral("only_1"));
        QCOMPARE(given.heroicRerolls, 0);
        QCOMPARE(given.siegeId, siegeId);
        orders->close();

        auto *referee = gm->ordersDock()->findChild<QPushButton *>(QStringLiteral("refereeOrdersButton"));
        QTest::mouseClick(referee, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(gm->campaign()->siege(siegeId)->lastRollTurn, gm->campaign()->turn(), 3000);
        QTest::mouseClick(referee, Qt::LeftButton);

        // Red's player, after the roll: his part is the sortie.
        auto red = windowOn(players.value(QStringLiteral("Red")));
        auto *redDock = red->findChild<SiegesDock *>();
        redDock->selectSiege(siegeId);
        SiegeOrderDialog *sortie = redDock->openSiegeOrders();
        QVERIFY(sortie);
        QVERIFY(!sortie->findChild<QPushButton *>(QStringLiteral("orderBreakInButton"))->isVisible());
        auto *send = sortie->findChild<QPushButton *>(QStringLiteral("orderSortieButton"));
        QVERIFY2(send->isEnabled(), qPrintable(send->toolTip()));
        shoot(sortie, QStringLiteral("server-siege-orders-garrison"));
        QTest::mouseClick(send, Qt::LeftButton);
        const Order sent = red->campaign()->orderBook()->orders(true).last();
        QCOMPARE(sent.kind, OrderKind::Sortie);
        QCOMPARE(sent.forceId, sortie->findChild<QComboBox *>(QStringLiteral("siegeOrderTarget"))->currentData());
        QVERIFY(!send->isEnabled()); // given: its answer comes next
        sortie->close();

        // Next turn the game master rolls in his own siege dialog: its default follows Blue's standing order.
        const qint64 blueSide = gm->campaign()->sideByName(QStringLiteral("Blue"))->id;
        gm->campaign()->orderBook()->setStanding(blueSide, QStringLiteral("siege_rerolls"), QStringLiteral("only_1"));
        gm->action(QStringLiteral("actionNextTurn"))->trigger();
        auto *gmDock = gm->findChild<SiegesDock *>();
        gmDock->selectSiege(siegeId);
        BreakInDialog *turnDialog = gmDock->openSiegeTurn();
        QVERIFY(turnDialog);
        QTest::mouseClick(turnDialog->findChild<QPushButton *>(QStringLiteral("rollButton")), Qt::LeftButton);
        const QString rolled = turnDialog->findChild<QLabel *>(QStringLiteral("breakInResult"))->text();
        const QRegularExpressionMatch face = QRegularExpression(QStringLiteral("Rolled (\\d)")).match(rolled);
        QVERIFY2(face.hasMatch(), qPrintable(rolled));
        const bool rerollWanted = face.captured(1) == QLatin1String("1"); // only a 1, as Blue ordered
        QCOMPARE(turnDialog->findChild<QPushButton *>(QStringLiteral("rerollButton"))->isDefault(), rerollWanted);
        QCOMPARE(turnDialog->findChild<QPushButton *>(QStringLiteral("keepButton"))->isDefault(), !rerollWanted);
        QCOMPARE(rolled.contains(QStringLiteral("The besieger's standing order: re-roll only a 1.")), rerollWanted);
        turnDialog->close();
    }

    // Issue 31: a player's Campaign ▸ History is his side's turn reports, each as the game master's window kept it
    // when it ended the turn. Last: it ends the shared campaign's turn.
    // RULES T4: on a players' campaign the game master's own Resolve to the End makes each side's choices by its
    // standing orders, and shows their pick of where a side goes in the battle's last step, to be changed.
    void theGameMastersResolve_followsTheSidesStandingOrders_T4_F6_F6a()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString url = server.url(mName + QStringLiteral("_field"));
        const QList<QList<CliArg>> steps{
            {"new", url, "--name", "Field War", "--seed", "5"},
            {"map", "size", url, "--columns", "8", "--rows", "8"},
            {"leader", "add", url, "--name", "Rurik", "--side", "Red"},
            {"force", "add", url, "--name", "Horde", "--side", "Red", "--units", "2", "--leaders", "Rurik"},
            {"force", "add", url, "--name", "Reserve", "--side", "Red", "--units", "1"},
            {"force", "add", url, "--name", "Host", "--side", "Blue", "--units", "6"},
            {"force", "place", url, "Host", "--hex", "0303"},
            {"force", "place", url, "Horde", "--hex", "0304"},
            {"force", "place", url, "Reserve", "--hex", "0306"},
            {"phase", url, "--begin-movement"},
            {"force", "move", url, "Host", "--to", "0304"},
            {"standing", url, "retreat", "always", "--side", "Red"},
            {"standing", url, "retreat_to", "toward_friends", "--side", "Red"},
        };
        for (const QList<CliArg> &step : steps)
            QCOMPARE(runCli(cliWords(step)).code, 0);
        auto gm = windowOn(url);
        Campaign &c = *gm->campaign();
        // Every die a 1: nobody hits, and Rurik's Maneuver check to retreat succeeds.
        c.setDiceSource(std::make_unique<ScriptedDice>(QList<int>(40, 1)));
        BattleDialog dlg(c, c.forceByName(QStringLiteral("Host"))->id);
        dlg.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dlg));
        QTest::mouseClick(dlg.findChild<QPushButton *>(QStringLiteral("beginButton")), Qt::LeftButton);
        auto *resolve = dlg.findChild<QPushButton *>(QStringLiteral("resolveButton"));
        QVERIFY(resolve->toolTip().contains(QStringLiteral("standing orders")));
        QTest::mouseClick(resolve, Qt::LeftButton);
        QCOMPARE(dlg.fight()->battle().result(), BattleResult::AttackerWins); // Red retreated at the first chance
        auto *way = dlg.findChild<QComboBox *>(QStringLiteral("defenderWayCombo"));
        QVERIFY(way->isVisible());
        QVERIFY2(way->itemText(0).startsWith(QStringLiteral("0303")), qPrintable(way->itemText(0))); // F6a's default
        QVERIFY2(way->currentText().startsWith(QStringLiteral("0305")), qPrintable(way->currentText()));
        shoot(&dlg, QStringLiteral("server-battle-standing"));
        QTest::mouseClick(dlg.findChild<QPushButton *>(QStringLiteral("finishButton")), Qt::LeftButton);
        QCOMPARE(hexLabel(c.forceByName(QStringLiteral("Horde"))->hex), QStringLiteral("0305"));
    }

    // RULES T4: the mover names his choices for the battle his move brings before the order is given; a player who
    // asked to be asked sees the battle that waits for him in his Orders dock, answers it there with his choices,
    // and the referee fights it with both sides'.
    void aPlayerAnswersTheBattleThatWaitsForHim_byClicks_T4()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString name = mName + QStringLiteral("_ask");
        const QString url = server.url(name);
        const QList<QList<CliArg>> steps{
            {"new", url, "--name", "Asked War", "--seed", "6"},
            {"map", "size", url, "--columns", "8", "--rows", "8"},
            {"leader", "add", url, "--name", "Sven", "--side", "Blue"},
            {"force", "add", url, "--name", "Host", "--side", "Blue", "--units", "6", "--leaders",
             "Sven"}, // Blue first
            {"leader", "add", url, "--name", "Rurik", "--side", "Red"},
            {"force", "add", url, "--name", "Horde", "--side", "Red", "--units", "2", "--leaders", "Rurik"},
            {"force", "place", url, "Host", "--hex", "0303"},
            {"force", "place", url, "Horde", "--hex", "0304"},
            {"phase", url, "--begin-movement"},
        };
        for (const QList<CliArg> &step : steps)
            QCOMPARE(runCli(cliWords(step)).code, 0);
        const QHash<QString, QString> players = bluePlayerAndRedPlayer(name, url);
        QCOMPARE(players.size(), 2);
        const QString red = players.value(QStringLiteral("Red"));
        QCOMPARE(runCli(cliWords({"standing", red, "ask", "yes"})).code, 0);
        auto redWindow = windowOn(red);
        OrdersDock *dock = redWindow->ordersDock();
        auto *question = dock->findChild<QLabel *>(QStringLiteral("ordersQuestion"));
        auto *answer = dock->findChild<QPushButton *>(QStringLiteral("answerBattleButton"));
        QVERIFY(question->isHidden() && answer->isHidden());

        // Blue's player moves into the Horde by the keys, and names his own choices for the battle first.
        auto blueWindow = windowOn(players.value(QStringLiteral("Blue")));
        const qint64 host = blueWindow->campaign()->forceByName(QStringLiteral("Host"))->id;
        MapWidget *map = blueWindow->mapWidget();
        blueWindow->centralTabs()->setCurrentWidget(map);
        QTest::mouseClick(map->view()->viewport(), Qt::LeftButton, {},
                          map->view()->mapFromScene(map->scene()->counter(host)->scenePos()));
        map->view()->setFocus();
        QTest::keyClick(map->view(), Qt::Key_S); // south, into the Horde at 0304
        auto *mover = blueWindow->findChild<BattleAnswerDialog *>(QStringLiteral("moverChoicesDialog"));
        QVERIFY(mover && mover->isVisible());
        QVERIFY(!mover->choiceBox(QStringLiteral("avoid"))); // the defender's (RULES F1)
        QComboBox *losses = mover->choiceBox(QStringLiteral("losses"));
        losses->setCurrentIndex(losses->findData(QStringLiteral("last_raised")));
        const qint64 sven = blueWindow->campaign()->leaderByName(QStringLiteral("Sven"))->id;
        QComboBox *march = mover->marchEdgeBox(sven);
        QVERIFY(march && !mover->marchUnitsBox(sven)->isEnabled());
        march->setCurrentIndex(march->findData(QStringLiteral("left")));
        QVERIFY(mover->marchUnitsBox(sven)->isEnabled());
        mover->marchUnitsBox(sven)->setValue(2);
        shoot(mover, QStringLiteral("server-mover-choices"));
        QVERIFY(blueWindow->campaign()->orderBook()->orders(true).isEmpty()); // nothing given before he says so
        QTest::mouseClick(mover->findChild<QPushButton *>(QStringLiteral("fightNowButton")), Qt::LeftButton);
        const QList<Order> moved = blueWindow->campaign()->orderBook()->orders(true);
        QCOMPARE(moved.size(), 1);
        QCOMPARE(moved.first().kind, OrderKind::Move);
        QCOMPARE(moved.first().path, QList<Hex>{*hexFromLabel(QStringLiteral("0304"))});
        QVERIFY(moved.first().choices.contains(QStringLiteral("losses=last_raised")));
        QVERIFY(!moved.first().choices.contains(QStringLiteral("avoid")));
        QCOMPARE(moved.first().flank, QStringLiteral("%1:2:left").arg(sven)); // the referee judges it (RULES M2)
        QCOMPARE(runCli(cliWords({"referee", url, "--once"})).code, 0);
        QTRY_VERIFY2_WITH_TIMEOUT(!question->isHidden(),
                                  qPrintable(dock->findChild<QLabel *>(QStringLiteral("ordersTurn"))->text()),
                                  7000); // the server's notice, or the dock's own look
        QVERIFY2(question->text().contains(QStringLiteral("The battle at 0304 waits for your answer")),
                 qPrintable(question->text()));
        QVERIFY(!answer->isHidden());
        QTest::mouseClick(answer, Qt::LeftButton);
        auto *dialog = dock->findChild<BattleAnswerDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(!dialog->choiceBox(QStringLiteral("siege_rerolls"))); // only the battle's choices
        QComboBox *retreat = dialog->choiceBox(QStringLiteral("retreat"));
        retreat->setCurrentIndex(retreat->findData(QStringLiteral("always")));
        QVERIFY(dialog->choices().contains(QStringLiteral("retreat=always")));
        shoot(dialog, QStringLiteral("server-battle-answer"));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("fightNowButton")), Qt::LeftButton);
        const QList<Order> given = redWindow->campaign()->orderBook()->orders(true);
        QCOMPARE(given.size(), 1);
        QCOMPARE(given.first().kind, OrderKind::Answer);
        QVERIFY(given.first().choices.contains(QStringLiteral("retreat=always")));

        QCOMPARE(runCli(cliWords({"referee", url, "--once"})).code, 0);
        dock->refresh();
        QVERIFY(question->isHidden() && answer->isHidden());
        const CliResult asked = runCli(cliWords({"questions", url, "--json"}));
        QCOMPARE(asked.array().first().toObject().value(QStringLiteral("status")),
                 QJsonValue(QStringLiteral("answered")));
    }

    // RULES T4, S3: the garrison's player who asked to be asked answers the break-in battle in his window; the
    // dialog offers only what a garrison chooses: no avoid, no retreat, no flank march.
    void aGarrisonAnswersTheBreakInByClicks_withNoAvoidRetreatOrFlankMarch_T4_S3()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString name = mName + QStringLiteral("_breakin");
        const QString url = server.url(name);
        for (const QList<CliArg> &step : keepWar(url, 5)) // seed 5: the first break-in roll is a 6
            QCOMPARE(runCli(cliWords(step)).code, 0);
        const QHash<QString, QString> players = bluePlayerAndRedPlayer(name, url);
        QCOMPARE(players.size(), 2);
        const QString red = players.value(QStringLiteral("Red"));
        QCOMPARE(runCli(cliWords({"standing", red, "ask", "yes"})).code, 0);
        QCOMPARE(runCli(cliWords({"order", players.value(QStringLiteral("Blue")), "break-in", "Keep"})).code, 0);
        const CliResult rolled = runCli(cliWords({"referee", url, "--once", "--json"}));
        QVERIFY2(rolled.out.contains("waits for Red's answer"), rolled.out.constData());

        auto redWindow = windowOn(red);
        OrdersDock *dock = redWindow->ordersDock();
        auto *question = dock->findChild<QLabel *>(QStringLiteral("ordersQuestion"));
        auto *answer = dock->findChild<QPushButton *>(QStringLiteral("answerBattleButton"));
        QTRY_VERIFY_WITH_TIMEOUT(!answer->isHidden(), 7000);
        QVERIFY2(question->text().contains(QStringLiteral("0303")), qPrintable(question->text()));
        QTest::mouseClick(answer, Qt::LeftButton);
        auto *dialog = dock->findChild<BattleAnswerDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Answer the Break-in at 0303"));
        for (const char *none : {"avoid", "retreat", "retreat_to"})
            QVERIFY2(!dialog->choiceBox(QLatin1String(none)), none); // RULES S3: a garrison does neither
        const qint64 bors = redWindow->campaign()->leaderByName(QStringLiteral("Bors"))->id;
        QVERIFY(!dialog->marchEdgeBox(bors)); // nor sends a flank march
        QComboBox *escape = dialog->choiceBox(QStringLiteral("escape_to"));
        escape->setCurrentIndex(escape->findData(QStringLiteral("largest_force")));
        QCOMPARE(dialog->choices(), QStringLiteral("losses=most_units,battle_rerolls=none,escape_to=largest_force"));
        shoot(dialog, QStringLiteral("server-break-in-answer"));
        QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("fightNowButton")), Qt::LeftButton);
        const QList<Order> given = redWindow->campaign()->orderBook()->orders(true);
        QCOMPARE(given.size(), 1);
        QCOMPARE(given.first().kind, OrderKind::Answer);
        QCOMPARE(given.first().path, QList<Hex>{*hexFromLabel(QStringLiteral("0303"))});

        QCOMPARE(runCli(cliWords({"referee", url, "--once"})).code, 0);
        const CliResult asked = runCli(cliWords({"questions", url, "--json"}));
        QCOMPARE(asked.array().first().toObject().value(QStringLiteral("status")),
                 QJsonValue(QStringLiteral("answered")));
        QCOMPARE(runCli(cliWords({"phase", url, "--begin-movement"})).code, 0); // the siege phase is over
    }

    // RULES T4: the game master's window referees a battle whose answer is overdue with the defender's standing
    // orders, and says so.
    void theGameMastersReferee_fightsABattlePastItsDeadline_andSaysSo_T4()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString name = mName + QStringLiteral("_late");
        const QString url = server.url(name);
        const QList<QList<CliArg>> steps{
            {"new", url, "--name", "Late War", "--seed", "8"},
            {"map", "size", url, "--columns", "8", "--rows", "8"},
            {"force", "add", url, "--name", "Host", "--side", "Blue", "--units", "4"},
            {"force", "add", url, "--name", "Horde", "--side", "Red", "--units", "2"},
            {"force", "place", url, "Host", "--hex", "0303"},
            {"force", "place", url, "Horde", "--hex", "0304"},
            {"phase", url, "--begin-movement"},
        };
        for (const QList<CliArg> &step : steps)
            QCOMPARE(runCli(cliWords(step)).code, 0);
        const QHash<QString, QString> players = bluePlayerAndRedPlayer(name, url);
        QCOMPARE(players.size(), 2);
        QCOMPARE(runCli(cliWords({"standing", players.value(QStringLiteral("Red")), "ask", "yes"})).code, 0);
        QCOMPARE(
            runCli(cliWords({"order", players.value(QStringLiteral("Blue")), "move", "Host", "--to", "0304"})).code, 0);
        QCOMPARE(runCli(cliWords({"referee", url, "--once"})).code, 0); // it waits
        QVERIFY(server
                    .exec(QStringLiteral("UPDATE castellan_%1.questions SET deadline = now() - interval '1 second'")
                              .arg(name))
                    .isEmpty());

        auto gm = windowOn(url);
        QTest::mouseClick(gm->ordersDock()->findChild<QPushButton *>(QStringLiteral("refereeOrdersButton")),
                          Qt::LeftButton);
        QTRY_VERIFY2_WITH_TIMEOUT(gm->statusBar()->currentMessage().contains(
                                      QStringLiteral("battles fought past their deadline by the standing orders: 1")),
                                  qPrintable(gm->statusBar()->currentMessage()), 5000);
        QCOMPARE(
            runCli(cliWords({"questions", url, "--json"})).array().first().toObject().value(QStringLiteral("status")),
            QJsonValue(QStringLiteral("expired")));
    }

    void aPlayersHistory_isHisSidesTurnReports_keptAsTheTurnEnded()
    {
        SKIP_WITHOUT_SERVER(server);
        const QString player = bluePlayer(QStringLiteral("_h"));
        QVERIFY(!player.isEmpty());
        auto gm = windowOn(mUrl);
        const int ended = gm->campaign()->turn();
        gm->action(QStringLiteral("actionNextTurn"))->trigger();
        QCOMPARE(gm->campaign()->turn(), ended + 1);
        const qint64 blue = gm->campaign()->sideByName(QStringLiteral("Blue"))->id;
        const std::optional<QString> kept = gm->campaign()->keptTurnReport(blue, ended);
        QVERIFY(kept && kept->contains(QStringLiteral("Host")));

        auto w = windowOn(server.url(mName, player));
        w->action(QStringLiteral("actionHistory"))->trigger();
        auto *history = w->findChild<TurnReportsDialog *>();
        QVERIFY(history && history->isVisible());
        QCOMPARE(history->windowTitle(), QStringLiteral("History of Blue"));
        QCOMPARE(history->sideList()->count(), 1); // his side's only
        QCOMPARE(history->turnSpin()->value(), ended);
        QCOMPARE(history->preview()->toPlainText(), [&] {
            QTextDocument page;
            page.setHtml(*kept);
            return page.toPlainText();
        }());
        shoot(history, QStringLiteral("server-player-history"));
        history->close();
    }
};

QTEST_MAIN(TestGuiServer)
#include "test_gui_server.moc"

// Issue 15 in the app: Print Preview of the sheets with its page setup remembered, the map printed to scale,
// the roster imported (and a bad one refused with nothing imported), notes marked GM only on a sheet, a force and
// a fortress, the players' copy and Verify Log on it.
#include "commands/campaign/samplecampaign.h"
#include "commands/forces/mapactions.h"
#include "dice/logverifier.h"
#include "exchange/exchangeactions.h"
#include "exchange/revealseeddialog.h"
#include "exchange/rosterjson.h"
#include "filehash.h"
#include "forces/forcesview.h"
#include "mainwindow/forcesdock.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/windowhost.h"
#include "options/preferences.h"
#include "options/preferencesdialog.h"
#include "options/ruleoptionsform.h"
#include "print/mapprintdialog.h"
#include "print/sheetprinter.h"
#include "roster/rostermodel.h"
#include "roster/rosterview.h"
#include "session/campaignbeacon.h"
#include "sheet/leadersheet.h"
#include "widgets/notesdialog.h"

#include "campaign/backups.h"
#include "campaign/campaign.h"
#include "i18n/translations.h"

#include <QComboBox>
#include <QMenuBar>
#include <QSpinBox>

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace castellan;

namespace {

/**
 * Runs `look` on the next modal dialog of type T once it shows. Polled by a timer, so the event loop goes on (a
 * dialog that opens another is not held up).
 */
template<class T>
void whenShown(const std::function<void(T *)> &look)
{
    auto *poll = new QTimer;
    auto tries = std::make_shared<int>(0);
    poll->setInterval(20);
    QObject::connect(poll, &QTimer::timeout, [poll, tries, look] {
        if (auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget())) {
            poll->stop();
            poll->deleteLater();
            look(dialog);
        } else if (++*tries > 500) {
            poll->stop();
            poll->deleteLater();
            qWarning("no dialog came up");
            if (QWidget *other = QApplication::activeModalWidget())
                other->close();
        }
    });
    poll->start();
}

QString shotsDir()
{
    const QString dir = QDir::temp().filePath(QStringLiteral("castellan-shots"));
    QDir().mkpath(dir);
    return dir;
}

} // namespace

class TestGuiExchange : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    QString mSample;

    std::unique_ptr<MainWindow> window(const QString &name)
    {
        const QString path = mDir.filePath(name);
        QFile::remove(path);
        if (!QFile::copy(mSample, path))
            qFatal("cannot copy the sample campaign");
        auto w = std::make_unique<MainWindow>();
        w->setQuietErrors(true);
        if (!w->openCampaign(path))
            qFatal("cannot open %s", qPrintable(path));
        w->resize(1280, 800);
        w->show();
        w->activateWindow();
        if (!QTest::qWaitForWindowActive(w.get()))
            qWarning("the window did not become active");
        return w;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CastellanTests"));
        QCoreApplication::setApplicationName(QStringLiteral("CastellanGuiExchange"));
        QSettings().clear();
        QVERIFY(mDir.isValid());
        mSample = mDir.filePath(QStringLiteral("pristine.castellan"));
        createSampleCampaign(mSample).reset();
    }

    /** Ctrl+P on the selected leaders: Print Preview shows their sheets; the page setup chosen is remembered. */
    void printPreviewOfTheSelectedLeaders()
    {
        auto w = window(QStringLiteral("print.castellan"));
        const QList<Leader> leaders = w->campaign()->leaders();
        w->selectLeader(leaders.at(0).id);
        // Shift+Down selects the next leader as well: two sheets.
        QTest::keyClick(w->roster()->table(), Qt::Key_Down, Qt::ShiftModifier);
        QCOMPARE(w->roster()->selectedLeaderIds().size(), 2);
        int pages = 0;
        whenShown<QPrintPreviewDialog>([&pages](QPrintPreviewDialog *dialog) {
            auto *preview = dialog->findChild<QPrintPreviewWidget *>();
            QVERIFY(preview);
            QVERIFY(QTest::qWaitFor([preview] { return preview->pageCount() > 0; }, 5000));
            pages = preview->pageCount();
            QVERIFY(dialog->findChild<QAction *>(QStringLiteral("actionExportPdf")));
            dialog->grab().save(QDir(shotsDir()).filePath(QStringLiteral("print-preview.png")));
            preview->setLandscapeOrientation();
            dialog->reject();
        });
        QTest::keyClick(w.get(), Qt::Key_P, Qt::ControlModifier);
        QCOMPARE(pages, 2);
        QCOMPARE(SheetPrinter::rememberedLayout().orientation(), QPageLayout::Landscape);
        SheetPrinter::rememberLayout(defaultPageLayout());
    }

    void printTheMapToScale()
    {
        auto w = window(QStringLiteral("map.castellan"));
        int pages = 0;
        QString told;
        whenShown<MapPrintDialog>([&](MapPrintDialog *options) {
            options->findChild<QRadioButton *>(QStringLiteral("mapToScale"))->click();
            auto *width = options->findChild<QDoubleSpinBox *>(QStringLiteral("mapHexWidth"));
            width->setValue(25);
            told = options->findChild<QLabel *>(QStringLiteral("mapPages"))->text();
            whenShown<QPrintPreviewDialog>([&pages](QPrintPreviewDialog *dialog) {
                auto *preview = dialog->findChild<QPrintPreviewWidget *>();
                QVERIFY(QTest::qWaitFor([preview] { return preview->pageCount() > 0; }, 5000));
                pages = preview->pageCount();
                dialog->grab().save(QDir(shotsDir()).filePath(QStringLiteral("print-map.png")));
                dialog->reject();
            });
            options->accept();
        });
        w->action(QStringLiteral("actionPrintMap"))->trigger();
        QVERIFY(pages > 1);
        QVERIFY2(told.startsWith(QString::number(pages) + QStringLiteral(" page")), qPrintable(told));
        QCOMPARE(QSettings().value(QStringLiteral("print/mapHexMillimetres")).toDouble(), 25.0);
    }

    /** Print ▸ The Map is there as soon as the campaign has a map, and goes with it (undo). */
    void printTheMapFollowsTheMap()
    {
        auto w = std::make_unique<MainWindow>();
        w->setQuietErrors(true);
        QVERIFY(w->createCampaign(mDir.filePath(QStringLiteral("mapless.castellan")), QStringLiteral("Mapless"), 3,
                                  {QStringLiteral("Blue"), QStringLiteral("Red")}));
        QAction *printMap = w->action(QStringLiteral("actionPrintMap"));
        QVERIFY(!printMap->isEnabled());
        QVERIFY(setMapSize(*w->campaign(), 8, 6).ok);
        QVERIFY(printMap->isEnabled());
        w->campaign()->undoStack()->undo();
        QVERIFY(!printMap->isEnabled());
    }

    void importARosterAndUndoIt()
    {
        auto source = window(QStringLiteral("source.castellan"));
        const QString rosterPath = mDir.filePath(QStringLiteral("roster.json"));
        source->exchange()->setFileChooser([rosterPath](const QString &) { return rosterPath; });
        source->action(QStringLiteral("actionExportRosterJson"))->trigger();
        QVERIFY(QFile::exists(rosterPath));
        const int leaders = source->campaign()->leaderCount();
        source.reset();

        auto w = std::make_unique<MainWindow>();
        w->setQuietErrors(true);
        QVERIFY(w->createCampaign(mDir.filePath(QStringLiteral("fresh.castellan")), QStringLiteral("Fresh"), 5,
                                  {QStringLiteral("Blue")}));
        w->show();
        w->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(w.get()));
        w->exchange()->setFileChooser([rosterPath](const QString &) { return rosterPath; });
        w->action(QStringLiteral("actionImportRoster"))->trigger();
        QCOMPARE(w->campaign()->leaderCount(), leaders);
        QCOMPARE(w->roster()->model()->rowCount(), leaders);
        QVERIFY2(w->statusBar()->currentMessage().contains(QStringLiteral("imported")),
                 qPrintable(w->statusBar()->currentMessage()));
        QTest::keyClick(w.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(w->campaign()->leaderCount(), 0);
    }

    /** Issue 28, item 5: an export never writes over a campaign, its own or another, even when the user says so. */
    void anExportNeverWritesOverACampaign()
    {
        auto w = window(QStringLiteral("exported.castellan"));
        const QString other = mDir.filePath(QStringLiteral("other.castellan"));
        QFile::remove(other);
        QVERIFY(QFile::copy(mSample, other));
        const QByteArray before = fileHash(other);
        QSignalSpy errors(w.get(), &MainWindow::errorReported);
        w->exchange()->setFileChooser([other](const QString &) { return other; });
        w->action(QStringLiteral("actionExportRosterJson"))->trigger();
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.at(0).at(0).toString().contains(QStringLiteral("never writes over")),
                 qPrintable(errors.at(0).at(0).toString()));
        QCOMPARE(fileHash(other), before);
        const QString csv = mDir.filePath(QStringLiteral("forces.csv"));
        w->exchange()->setFileChooser([csv](const QString &) { return csv; });
        w->action(QStringLiteral("actionExportForcesCsv"))->trigger();
        QCOMPARE(errors.size(), 1);
        QVERIFY(QFile::exists(csv));
    }

    /** A bad roster: the error names the entry and the field, and nothing is imported. */
    void aBadRosterImportsNothing()
    {
        auto w = window(QStringLiteral("bad.castellan"));
        const int leaders = w->campaign()->leaderCount();
        const int steps = w->campaign()->undoStack()->count();
        QJsonObject doc = rosterDocument(*w->campaign()).object();
        QJsonArray entries = doc.value(QStringLiteral("leaders")).toArray();
        QJsonObject second = entries.at(1).toObject();
        second.insert(QStringLiteral("name"), QStringLiteral("Newcomer"));
        QJsonObject ratings = second.value(QStringLiteral("ratings")).toObject();
        ratings.insert(QStringLiteral("duel"), 9);
        second.insert(QStringLiteral("ratings"), ratings);
        QJsonObject first = entries.at(0).toObject();
        first.insert(QStringLiteral("name"), QStringLiteral("Firstcomer"));
        doc.insert(QStringLiteral("leaders"), QJsonArray{first, second});
        const QString path = mDir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(doc).toJson());
        file.close();
        QSignalSpy errors(w.get(), &MainWindow::errorReported);
        w->exchange()->setFileChooser([path](const QString &) { return path; });
        w->action(QStringLiteral("actionImportRoster"))->trigger();
        QCOMPARE(errors.size(), 1);
        const QString error = errors.at(0).at(0).toString();
        QVERIFY2(error.contains(QStringLiteral("Entry 2 (Newcomer), field \"ratings.duel\"")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("Nothing was imported")), qPrintable(error));
        QCOMPARE(w->campaign()->leaderCount(), leaders);
        QCOMPARE(w->campaign()->undoStack()->count(), steps);
    }

    /** GM-only notes from the sheet, a force's Notes… and a fortress; the players' copy leaves them out. */
    void gmOnlyNotesStayOutOfThePlayersCopy()
    {
        auto w = window(QStringLiteral("notes.castellan"));
        const qint64 leader = w->campaign()->leaders().at(0).id;
        w->selectLeader(leader);
        QPlainTextEdit *notes = w->sheet()->notesEdit();
        notes->setFocus();
        QTest::keyClicks(notes, QStringLiteral("GMSECRET sheet"));
        auto *gmOnly = w->sheet()->findChild<QCheckBox *>(QStringLiteral("sheetNotesGmOnly"));
        QVERIFY(gmOnly);
        gmOnly->click();
        QVERIFY(w->campaign()->leader(leader)->notesGmOnly);
        QVERIFY(w->campaign()->leader(leader)->notes.contains(QStringLiteral("GMSECRET sheet")));

        ForcesView *forces = w->forcesDock()->view();
        QVERIFY(forces);
        const Force force = w->campaign()->forces().at(0);
        forces->selectForce(force.id);
        whenShown<NotesDialog>([](NotesDialog *dialog) {
            QTest::keyClicks(dialog->findChild<QPlainTextEdit *>(QStringLiteral("notesText")),
                             QStringLiteral("GMSECRET force"));
            dialog->findChild<QCheckBox *>(QStringLiteral("notesGmOnly"))->click();
            dialog->grab().save(QDir(shotsDir()).filePath(QStringLiteral("notes-dialog.png")));
            dialog->accept();
        });
        forces->forceNotesAction()->trigger();
        QTRY_VERIFY(w->campaign()->force(force.id)->notesGmOnly);
        QVERIFY(w->campaign()->force(force.id)->notes.contains(QStringLiteral("GMSECRET force")));

        const QString copyPath = mDir.filePath(QStringLiteral("notes-players.castellan"));
        w->exchange()->setFileChooser([copyPath](const QString &) { return copyPath; });
        w->action(QStringLiteral("actionExportPlayersCopy"))->trigger();
        QVERIFY(QFile::exists(copyPath));
        const QString salt = w->lastMessage();
        QCOMPARE(salt.size(), 64);
        QFile bytes(copyPath);
        QVERIFY(bytes.open(QIODevice::ReadOnly));
        QVERIFY(!bytes.readAll().contains("GMSECRET"));
        const quint64 seed = w->campaign()->seed();

        // The copy opens read-only; Verify Log says the seed is withheld, then checks the revealed one.
        QVERIFY(w->openCampaign(copyPath));
        QVERIFY(w->campaign()->isReadOnly());
        QVERIFY(!w->action(QStringLiteral("actionImportRoster"))->isEnabled());
        const LogVerification withheld = w->verifyCampaignLog();
        QVERIFY(withheld.seedWithheld);
        QVERIFY(w->lastMessage().contains(QStringLiteral("Seed withheld")));
        RevealSeedDialog reveal(*w->campaign());
        reveal.findChild<QLineEdit *>(QStringLiteral("revealSeed"))->setText(QString::number(seed + 1));
        reveal.findChild<QLineEdit *>(QStringLiteral("revealSalt"))->setText(salt);
        reveal.accept();
        QCOMPARE(reveal.result(), int(QDialog::Rejected));
        QVERIFY(
            reveal.findChild<QLabel *>(QStringLiteral("revealRefusal"))->text().contains(QStringLiteral("commitment")));
        reveal.findChild<QLineEdit *>(QStringLiteral("revealSeed"))->setText(QString::number(seed));
        reveal.accept();
        QCOMPARE(reveal.result(), int(QDialog::Accepted));
        QVERIFY(verifyLog(w->campaign()->rolls(), reveal.seed()).ok);
    }

    /**
     * Ctrl+, opens the Preferences; what they hold is kept; German applies at once (the window is made anew on the
     * same campaign); and a new campaign starts with the options and backups chosen.
     */
    void preferencesAreKeptAndApplied()
    {
        const QString path = mDir.filePath(QStringLiteral("prefs.castellan"));
        QVERIFY(QFile::copy(mSample, path));
        WindowHost host;
        host.open(path);
        MainWindow *first = host.window();
        first->setQuietErrors(true);
        first->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(first));
        QCOMPARE(first->menuBar()->actions().first()->text(), QStringLiteral("&File"));
        whenShown<PreferencesDialog>([](PreferencesDialog *dialog) {
            auto *language = dialog->findChild<QComboBox *>(QStringLiteral("preferencesLanguage"));
            language->setCurrentIndex(language->findData(QStringLiteral("de")));
            dialog->findChild<QSpinBox *>(QStringLiteral("preferencesBackups"))->setValue(3);
            dialog->findChild<QSpinBox *>(QStringLiteral("preferencesHistory"))->setValue(2);
            auto *form = dialog->findChild<RuleOptionsForm *>(QStringLiteral("preferencesOptions"));
            form->tableDiceBox()->setChecked(true);
            form->forceMovementSpin()->setValue(4);
            dialog->accept();
        });
        QSignalSpy replaced(&host, &WindowHost::windowReplaced);
        QTest::keyClick(first, Qt::Key_Comma, Qt::ControlModifier);
        QVERIFY(replaced.count() == 1 || replaced.wait(5000));
        const Preferences kept = Preferences::load();
        QCOMPARE(kept.language, QStringLiteral("de"));
        QCOMPARE(kept.backupsKept, 3);
        QCOMPARE(kept.historyEntries, 2);
        QVERIFY(kept.newCampaignOptions.tableDice);
        QCOMPARE(kept.newCampaignOptions.forceMovement, 4);
        QCOMPARE(SheetPrinter::sheetOptions().historyEntries, 2);

        // The window again, in German, on the same campaign: no restart.
        MainWindow *german = host.window();
        german->setQuietErrors(true);
        QCOMPARE(german->campaign()->path(), QFileInfo(path).canonicalFilePath());
        QCOMPARE(german->menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        german->resize(1280, 800);
        QVERIFY(QTest::qWaitForWindowExposed(german));
        german->grab().save(QDir(shotsDir()).filePath(QStringLiteral("main-window-de.png")));
        PreferencesDialog preferences(german);
        preferences.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preferences));
        preferences.grab().save(QDir(shotsDir()).filePath(QStringLiteral("preferences-de.png")));
        preferences.close();
        MapPrintDialog map(*german->campaign(), defaultPageLayout(), german);
        map.show();
        QVERIFY(QTest::qWaitForWindowExposed(&map));
        map.grab().save(QDir(shotsDir()).filePath(QStringLiteral("map-print-de.png")));
        map.close();

        // A new campaign starts with the options and the backups of the Preferences, outside its undo history.
        QVERIFY(german->createCampaign(mDir.filePath(QStringLiteral("prefs-new.castellan")), QStringLiteral("Neu"), 9,
                                       {QStringLiteral("Blau")}));
        QVERIFY(german->campaign()->options().tableDice);
        QCOMPARE(german->campaign()->options().forceMovement, 4);
        QCOMPARE(german->campaign()->setting(BackupsKeepKey), QStringLiteral("3"));
        QCOMPARE(german->campaign()->undoStack()->count(), 0);

        installTranslations(QStringLiteral("en"));
        QSettings().remove(QStringLiteral("preferences"));
    }

    /** A file some window has open is not opened twice: asking for it raises that window, here or in another process.
     */
    void aFileOpenElsewhereRaisesItsWindow()
    {
        const QString path = mDir.filePath(QStringLiteral("beacon.castellan"));
        QVERIFY(QFile::copy(mSample, path));
        {
            QWidget holder;
            CampaignBeacon beacon(holder);
            QVERIFY(!CampaignBeacon::raiseHolder(path));
            beacon.hold(path);
            QVERIFY(CampaignBeacon::raiseHolder(path));
            QVERIFY(CampaignBeacon::raiseHolder(mDir.filePath(QStringLiteral("./beacon.castellan")))); // the same file
            beacon.hold({});
            QVERIFY(!CampaignBeacon::raiseHolder(path));
        }

        // The app itself: a second launch with the file (a double-click) raises the first and ends at once.
        const QString app = qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan");
        QVERIFY2(QFile::exists(app), qPrintable(app));
        QTemporaryDir home;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("HOME"), home.path());
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        QProcess first;
        first.setProcessEnvironment(env);
        first.start(app, {path});
        QVERIFY(first.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(CampaignBeacon::raiseHolder(path), 30000);
        QProcess second;
        second.setProcessEnvironment(env);
        second.start(app, {path});
        QVERIFY(second.waitForFinished(20000));
        QCOMPARE(second.exitStatus(), QProcess::NormalExit);
        QCOMPARE(second.exitCode(), 0);
        QCOMPARE(first.state(), QProcess::Running); // the first window stays, with the file
        first.kill();
        first.waitForFinished(10000);
    }
};

QTEST_MAIN(TestGuiExchange)
#include "test_gui_exchange.moc"

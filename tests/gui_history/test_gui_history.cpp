#include "testcampaign.h"

#include "mainwindow/mainwindow.h"

#include <QAction>
#include <QDialog>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
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
};

QTEST_MAIN(TestGuiHistory)
#include "test_gui_history.moc"

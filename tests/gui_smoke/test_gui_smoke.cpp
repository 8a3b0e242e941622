#include "actions/assassinationdialog.h"
#include "actions/deeddialog.h"
#include "actions/dueldialog.h"
#include "actions/recoverydialog.h"
#include "actions/survivaldialog.h"
#include "actions/wounddialog.h"
#include "battle/battledialog.h"
#include "battle/battlereportsdialog.h"
#include "forces/forcedialog.h"
#include "forces/mergeforcesdialog.h"
#include "forces/splitforcedialog.h"
#include "mainwindow/capturedialog.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/newcampaigndialog.h"
#include "newleader/newleaderdialog.h"
#include "odds/oddscalculatorwindow.h"
#include "options/ruleoptionsdialog.h"

#include "commands/campaignbattle.h"
#include "commands/forceactions.h"
#include "commands/mapactions.h"
#include "commands/siegeactions.h"
#include "commands/turnactions.h"
#include "luck/luckledgerdialog.h"
#include "map/fortressdialog.h"
#include "map/mapsizedialog.h"
#include "siege/breakindialog.h"
#include "widgets/rulesbrowser.h"
#include "commands/leaderactions.h"
#include "campaign/campaign.h"
#include "commands/samplecampaign.h"

#include <QDialog>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>
#include <memory>

using namespace castellan;

namespace {

/** The campaign the dialogs are opened on, and the leaders they are opened for. */
struct Scene
{
    Campaign *campaign = nullptr;
    qint64 able = 0;     ///< an active leader
    qint64 disabled = 0; ///< a disabled one: dialogs show why they refuse
    qint64 force = 0;    ///< a force with the able leader
    qint64 enemy = 0;    ///< an enemy force at the same place, which has fought one battle
    qint64 siege = 0;    ///< a siege whose break-in roll is due
};

using Factory = std::function<QDialog *(const Scene &)>;

/** Every dialog the app has, in the states worth looking at. The key's first word is the class. */
QList<std::pair<QString, Factory>> dialogs()
{
    return {
        {QStringLiteral("NewCampaignDialog"), [](const Scene &) { return new NewCampaignDialog; }},
        {QStringLiteral("RuleOptionsDialog"), [](const Scene &s) { return new RuleOptionsDialog(*s.campaign); }},
        {QStringLiteral("CaptureDialog"), [](const Scene &s) { return new CaptureDialog(*s.campaign, s.able); }},
        {QStringLiteral("NewLeaderDialog"), [](const Scene &s) { return new NewLeaderDialog(*s.campaign); }},
        {QStringLiteral("WoundDialog"), [](const Scene &s) { return new WoundDialog(*s.campaign, s.able); }},
        {QStringLiteral("DeedDialog"), [](const Scene &s) { return new DeedDialog(*s.campaign, s.able); }},
        {QStringLiteral("DeedDialog refused"), [](const Scene &s) { return new DeedDialog(*s.campaign, s.disabled); }},
        {QStringLiteral("SurvivalDialog"), [](const Scene &s) { return new SurvivalDialog(*s.campaign, s.able); }},
        {QStringLiteral("RecoveryDialog"),
         [](const Scene &s) { return new RecoveryDialog(*s.campaign, s.disabled); }},
        {QStringLiteral("RecoveryDialog refused"),
         [](const Scene &s) { return new RecoveryDialog(*s.campaign, s.able); }},
        {QStringLiteral("DuelDialog"), [](const Scene &s) { return new DuelDialog(*s.campaign, s.able); }},
        {QStringLiteral("AssassinationDialog"),
         [](const Scene &s) { return new AssassinationDialog(*s.campaign, s.able); }},
        {QStringLiteral("ForceDialog new"), [](const Scene &s) { return new ForceDialog(*s.campaign); }},
        {QStringLiteral("ForceDialog edit"), [](const Scene &s) { return new ForceDialog(*s.campaign, s.force); }},
        {QStringLiteral("SplitForceDialog"), [](const Scene &s) { return new SplitForceDialog(*s.campaign, s.force); }},
        {QStringLiteral("MergeForcesDialog"), [](const Scene &s) { return new MergeForcesDialog(*s.campaign, s.force); }},
        {QStringLiteral("BattleDialog"), [](const Scene &s) { return new BattleDialog(*s.campaign, s.force); }},
        {QStringLiteral("BattleReportsDialog"), [](const Scene &s) { return new BattleReportsDialog(*s.campaign); }},
        {QStringLiteral("BreakInDialog"), [](const Scene &s) { return new BreakInDialog(*s.campaign, s.siege); }},
        {QStringLiteral("LuckLedgerDialog"), [](const Scene &s) { return new LuckLedgerDialog(*s.campaign); }},
        {QStringLiteral("MapSizeDialog"), [](const Scene &s) { return new MapSizeDialog(*s.campaign); }},
        {QStringLiteral("RulesBrowser"), [](const Scene &) { return new RulesBrowser; }},
        {QStringLiteral("FortressDialog new"), [](const Scene &s) { return new FortressDialog(*s.campaign, Hex{0, 0}); }},
        {QStringLiteral("FortressDialog edit"), [](const Scene &s) {
             return new FortressDialog(*s.campaign, s.campaign->fortresses().first().id);
         }},
    };
}

/** QDialog subclasses in ui/ that this test does not open, each with the reason. */
const QHash<QString, QString> &leftOut()
{
    static const QHash<QString, QString> reasons = {
        {QStringLiteral("ActionDialog"), QStringLiteral("abstract base: opened through each action dialog")},
    };
    return reasons;
}

QString shotsDir()
{
    return QDir::temp().filePath(QStringLiteral("castellan-shots"));
}

/** Saves a grab of a widget and checks that something was drawn. */
void shoot(QWidget *widget, const QString &name)
{
    QCoreApplication::processEvents(); // pending layout requests, as a user would see them
    const QPixmap pixmap = widget->grab();
    QVERIFY2(!pixmap.isNull() && pixmap.width() > 50 && pixmap.height() > 30, qPrintable(name));
    const QString file = QDir(shotsDir()).filePath(QString(name).replace(QLatin1Char(' '), QLatin1Char('-'))
                                                   + QStringLiteral(".png"));
    QVERIFY2(pixmap.save(file), qPrintable(file));
    QVERIFY(QFileInfo(file).size() > 0);
    // Not a blank rectangle: more than one colour was painted.
    const QImage image = pixmap.toImage();
    QSet<QRgb> colours;
    for (int y = 0; y < image.height() && colours.size() < 3; y += 7) {
        for (int x = 0; x < image.width() && colours.size() < 3; x += 7)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY2(colours.size() >= 3, qPrintable(name + QStringLiteral(" looks blank")));
}

/** The ui/ source folder, found from CASTELLAN_SOURCE_DIR (set by ctest). */
QString uiSourceDir()
{
    const QString source = qEnvironmentVariable("CASTELLAN_SOURCE_DIR");
    if (source.isEmpty())
        return {};
    return QDir(source).filePath(QStringLiteral("ui"));
}

/** Every class in ui/ that derives, directly or not, from QDialog. */
QSet<QString> dialogClassesInSource(const QString &dir)
{
    static const QRegularExpression declaration(
        QStringLiteral(R"(class\s+(?:\w+\s+)?(\w+)\s*(?:final\s*)?:\s*public\s+(?:\w+::)*(\w+))"));
    QHash<QString, QString> baseOf;
    QDirIterator it(dir, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile file(it.next());
        if (!file.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(file.readAll());
        auto matches = declaration.globalMatch(text);
        while (matches.hasNext()) {
            const auto m = matches.next();
            baseOf.insert(m.captured(1), m.captured(2));
        }
    }
    static const QSet<QString> qtDialogs = {QStringLiteral("QDialog"), QStringLiteral("QMessageBox"),
                                            QStringLiteral("QFileDialog"), QStringLiteral("QInputDialog"),
                                            QStringLiteral("QProgressDialog"), QStringLiteral("QWizard"),
                                            QStringLiteral("QColorDialog"), QStringLiteral("QFontDialog")};
    QSet<QString> result;
    for (auto i = baseOf.cbegin(); i != baseOf.cend(); ++i) {
        QString base = i.value();
        for (int depth = 0; depth < 16 && !base.isEmpty(); ++depth) {
            if (qtDialogs.contains(base)) {
                result.insert(i.key());
                break;
            }
            base = baseOf.value(base);
        }
    }
    return result;
}

} // namespace

/** Opens every dialog of the app offscreen, saves a picture of each, and notices dialogs nobody opens. */
class TestGuiSmoke : public QObject
{
    Q_OBJECT

    QTemporaryDir mDir;
    std::unique_ptr<Campaign> mCampaign;
    Scene mScene;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CastellanTests"));
        QCoreApplication::setApplicationName(QStringLiteral("CastellanGuiSmoke"));
        QSettings().clear();
        QVERIFY(QDir().mkpath(shotsDir()));
        mCampaign = createSampleCampaign(mDir.filePath(QStringLiteral("smoke.castellan")));
        mScene.campaign = mCampaign.get();
        for (const Leader &l : mCampaign->leaders()) {
            if (!mScene.able && l.isAble())
                mScene.able = l.id;
            if (!mScene.disabled && l.status() == LeaderStatus::Disabled)
                mScene.disabled = l.id;
        }
        QVERIFY(mScene.able);
        if (!mScene.disabled) {
            const Leader victim = mCampaign->leaders().last();
            QVERIFY(woundLeader(*mCampaign, victim.id, victim.vitality).ok);
            mScene.disabled = victim.id;
        }
        const Leader able = *mCampaign->leader(mScene.able);
        const QList<Side> sides = mCampaign->sides();
        const auto enemySide =
            std::find_if(sides.cbegin(), sides.cend(), [&](const Side &s) { return s.id != able.sideId; });
        mScene.force = createForce(*mCampaign, QStringLiteral("Host of the Smoke"), able.sideId,
                                            QStringLiteral("Ford of Ash"), {12, 0, 1}, {able.id})
                           .forceId;
        mScene.enemy = createForce(*mCampaign, QStringLiteral("Ashen Band"), enemySide->id,
                                            QStringLiteral("Ford of Ash"), {9, 0, 0})
                           .forceId;
        QVERIFY(mScene.force && mScene.enemy);
        CampaignBattle skirmish(*mCampaign, mScene.enemy, mScene.force);
        skirmish.battle().resolveToEnd();
        QVERIFY(skirmish.finish().ok);

        // A siege of Thornwall Keep, its break-in roll due (RULES S1, S2).
        const Fortress keep = *mCampaign->fortressByName(QStringLiteral("Thornwall Keep"));
        QList<qint64> ring;
        for (const Hex &h : triple(keep.hex, 0)) {
            const qint64 id = createForce(*mCampaign, QStringLiteral("Besiegers %1").arg(ring.size() + 1),
                                                   able.sideId, {}, {3, 0, 0})
                                  .forceId;
            QVERIFY(placeForce(*mCampaign, id, h).ok);
            ring << id;
        }
        QVERIFY(beginMovement(*mCampaign).ok);
        QVERIFY(laySiege(*mCampaign, keep.id, ring.first()).ok);
        QVERIFY(endTurn(*mCampaign).outcome.ok);
        mScene.siege = mCampaign->siegeOf(keep.id)->id;
    }

    void cleanupTestCase()
    {
        mCampaign.reset();
        QSettings().clear();
    }

    void mainWindow()
    {
        MainWindow window;
        window.setQuietErrors(true);
        QVERIFY(window.openCampaign(mCampaign->path()));
        // The leader with the most to show: wounded, holding rerolls.
        qint64 showcase = mScene.able;
        int best = -1;
        for (const Leader &l : mCampaign->leaders()) {
            const int interest = l.isAble() ? l.rerolls * 2 + (l.rating(Trait::Vitality) - l.vitality) : -1;
            if (interest > best) {
                best = interest;
                showcase = l.id;
            }
        }
        window.selectLeader(showcase);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        shoot(&window, QStringLiteral("MainWindow"));
        window.selectLeader(mScene.disabled);
        shoot(&window, QStringLiteral("MainWindow disabled leader"));
        window.selectLeader(0);
        shoot(&window, QStringLiteral("MainWindow no leader"));
        window.close();
    }

    // The odds calculator is a window, not a dialog: shown for a small battle once its odds are in.
    void oddsCalculatorWindow()
    {
        OddsCalculatorWindow window;
        SideSpec attacker;
        attacker.good = 6;
        attacker.battle = 4;
        attacker.rally = 3;
        SideSpec defender;
        defender.good = 4;
        defender.broken = 1;
        defender.battle = 2;
        defender.rally = 2;
        window.setSides(attacker, defender);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY_WITH_TIMEOUT(window.hasRounds() && !window.isComputing(), 20000);
        QCOMPARE(window.shownSides().first.good, attacker.good);
        shoot(&window, QStringLiteral("OddsCalculatorWindow"));
        window.close();
    }

    void openDialog_data()
    {
        QTest::addColumn<QString>("name");
        for (const auto &[name, factory] : dialogs())
            QTest::newRow(qPrintable(name)) << name;
    }

    void openDialog()
    {
        QFETCH(QString, name);
        Factory factory;
        for (const auto &[key, make] : dialogs()) {
            if (key == name)
                factory = make;
        }
        QVERIFY(factory);
        std::unique_ptr<QDialog> dialog(factory(mScene));
        QVERIFY(dialog);
        QCOMPARE(QString::fromLatin1(dialog->metaObject()->className()),
                 QStringLiteral("castellan::") + name.section(QLatin1Char(' '), 0, 0));
        QVERIFY2(!dialog->windowTitle().isEmpty(), "a dialog needs a title");
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        shoot(dialog.get(), name);
        dialog->hide();
    }

    void everyDialogIsOpenedOrListed()
    {
        const QString dir = uiSourceDir();
        if (dir.isEmpty() || !QFileInfo::exists(dir))
            QSKIP("CASTELLAN_SOURCE_DIR does not lead to the ui/ sources");
        const QSet<QString> found = dialogClassesInSource(dir);
        QVERIFY2(found.contains(QStringLiteral("RuleOptionsDialog")), "the source scan found no dialogs");
        QSet<QString> opened;
        for (const auto &[name, factory] : dialogs())
            opened.insert(name.section(QLatin1Char(' '), 0, 0));
        QStringList missing;
        for (const QString &cls : found) {
            if (!opened.contains(cls) && !leftOut().contains(cls))
                missing << cls;
        }
        missing.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("dialogs neither opened by gui_smoke nor listed as left out: ")
                            + missing.join(QStringLiteral(", "))));
        // And nothing listed that no longer exists.
        for (const QString &cls : opened)
            QVERIFY2(found.contains(cls), qPrintable(cls + QStringLiteral(" is opened but not found in ui/")));
    }
};

QTEST_MAIN(TestGuiSmoke)
#include "test_gui_smoke.moc"

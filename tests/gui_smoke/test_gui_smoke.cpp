#include "actions/assassinationdialog.h"
#include "actions/deeddialog.h"
#include "actions/dueldialog.h"
#include "actions/leaderretreatdialog.h"
#include "actions/survivaldialog.h"
#include "actions/wounddialog.h"
#include "battle/battledialog.h"
#include "battle/battlereportsdialog.h"
#include "battle/flankmarchdialog.h"
#include "battle/losssharesdialog.h"
#include "forces/forcedialog.h"
#include "forces/mergeforcesdialog.h"
#include "forces/splitforcedialog.h"
#include "mainwindow/capturedialog.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/newcampaigndialog.h"
#include "mainwindow/undohistorydialog.h"
#include "newleader/newleaderdialog.h"
#include "odds/oddscalculatorwindow.h"
#include "options/ruleoptionsdialog.h"
#include "options/sidesdialog.h"
#include "orders/battleanswerdialog.h"
#include "orders/siegeorderdialog.h"
#include "orders/standingordersdialog.h"
#include "tactical/scenariochooserdialog.h"
#include "tactical/scenarioflankdialog.h"

#include "campaign/campaign.h"
#include "commands/battles/campaignbattle.h"
#include "commands/campaign/samplecampaign.h"
#include "commands/campaign/scanactions.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/mapactions.h"
#include "commands/leaders/leaderactions.h"
#include "commands/sieges/siegeactions.h"
#include "commands/turn/turnactions.h"
#include "luck/luckledgerdialog.h"
#include "map/fortressdialog.h"
#include "map/mapsizedialog.h"
#include "map/scanaligndialog.h"
#include "model/limits.h"
#include "siege/breakindialog.h"
#include "tactical/tacticalbattledialog.h"
#include "tactical/tacticalsetupdialog.h"
#include "widgets/dieentrydialog.h"
#include "widgets/rulesbrowser.h"

#include "cutoff.h"
#include "exchange/revealseeddialog.h"
#include "exchange/turnreportsdialog.h"
#include "i18n/translations.h"
#include "options/preferencesdialog.h"
#include "print/mapprintdialog.h"
#include "server/servercampaigndialog.h"
#include "sheets/printjob.h"
#include "shortcuts.h"
#include "tacticalrules.h"
#include "widgets/notesdialog.h"
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>
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
        {QStringLiteral("SidesDialog"), [](const Scene &s) { return new SidesDialog(*s.campaign); }},
        {QStringLiteral("StandingOrdersDialog"), [](const Scene &s) { return new StandingOrdersDialog(*s.campaign); }},
        {QStringLiteral("SiegeOrderDialog"), [](const Scene &s) { return new SiegeOrderDialog(*s.campaign, s.siege); }},
        {QStringLiteral("BattleAnswerDialog"),
         [](const Scene &s) {
             Question asked;
             asked.sideId = s.campaign->sides().first().id;
             asked.hex = {2, 2};
             asked.deadline = QDateTime(QDate(2026, 12, 6), QTime(20, 0));
             return new BattleAnswerDialog(*s.campaign, asked);
         }},
        {QStringLiteral("BattleAnswerDialog mover"),
         [](const Scene &s) {
             return new BattleAnswerDialog(*s.campaign, *s.campaign->force(s.force), Hex{2, 2},
                                           [](const QString &, const QString &) { return QString(); });
         }},
        {QStringLiteral("DieEntryDialog"),
         [](const Scene &) {
             return new DieEntryDialog(5, 6, QStringLiteral("battle Ford of Ash, round 1, attacker fire"));
         }},
        {QStringLiteral("CaptureDialog"), [](const Scene &s) { return new CaptureDialog(*s.campaign, s.able); }},
        {QStringLiteral("UndoHistoryDialog"),
         [](const Scene &s) {
             static QUndoGroup group; // as the main window's: the open campaign's stack
             group.addStack(s.campaign->undoStack());
             group.setActiveStack(s.campaign->undoStack());
             return new UndoHistoryDialog(&group, nullptr);
         }},
        {QStringLiteral("TurnReportsDialog"), [](const Scene &s) { return new TurnReportsDialog(*s.campaign); }},
        {QStringLiteral("NewLeaderDialog"), [](const Scene &s) { return new NewLeaderDialog(*s.campaign); }},
        {QStringLiteral("WoundDialog"), [](const Scene &s) { return new WoundDialog(*s.campaign, s.able); }},
        {QStringLiteral("DeedDialog"), [](const Scene &s) { return new DeedDialog(*s.campaign, s.able); }},
        {QStringLiteral("DeedDialog refused"), [](const Scene &s) { return new DeedDialog(*s.campaign, s.disabled); }},
        {QStringLiteral("SurvivalDialog"), [](const Scene &s) { return new SurvivalDialog(*s.campaign, s.able); }},
        {QStringLiteral("DuelDialog"), [](const Scene &s) { return new DuelDialog(*s.campaign, s.able); }},
        {QStringLiteral("LeaderRetreatDialog refused"),
         [](const Scene &s) { return new LeaderRetreatDialog(*s.campaign, s.able); }},
        {QStringLiteral("AssassinationDialog"),
         [](const Scene &s) { return new AssassinationDialog(*s.campaign, s.able); }},
        {QStringLiteral("ForceDialog new"), [](const Scene &s) { return new ForceDialog(*s.campaign); }},
        {QStringLiteral("ForceDialog edit"), [](const Scene &s) { return new ForceDialog(*s.campaign, s.force); }},
        {QStringLiteral("SplitForceDialog"), [](const Scene &s) { return new SplitForceDialog(*s.campaign, s.force); }},
        {QStringLiteral("MergeForcesDialog"),
         [](const Scene &s) { return new MergeForcesDialog(*s.campaign, s.force); }},
        {QStringLiteral("BattleDialog"), [](const Scene &s) { return new BattleDialog(*s.campaign, s.force); }},
        {QStringLiteral("LossSharesDialog"),
         [](const Scene &) {
             const QList<Casualties> shares{{0, 0, 1, 1}, {0, 0, 0, 0}};
             return new LossSharesDialog(QStringLiteral("Wing and Lancers"),
                                         {QStringLiteral("Wing"), QStringLiteral("Lancers")}, {{3, 0, 0}, {2, 0, 0}},
                                         {0, 0, 1, 1}, shares, shares);
         }},
        {QStringLiteral("BattleReportsDialog"), [](const Scene &s) { return new BattleReportsDialog(*s.campaign); }},
        {QStringLiteral("FlankMarchDialog"),
         [](const Scene &s) {
             // The dialog works on a battle before its first round, which must outlive it.
             static QList<std::shared_ptr<CampaignBattle>> fights;
             fights.append(std::make_shared<CampaignBattle>(*s.campaign, s.force, s.enemy));
             return new FlankMarchDialog(fights.last()->battle());
         }},
        {QStringLiteral("BreakInDialog"), [](const Scene &s) { return new BreakInDialog(*s.campaign, s.siege); }},
        {QStringLiteral("LuckLedgerDialog"), [](const Scene &s) { return new LuckLedgerDialog(*s.campaign); }},
        {QStringLiteral("MapSizeDialog"), [](const Scene &s) { return new MapSizeDialog(*s.campaign); }},
        {QStringLiteral("RulesBrowser"), [](const Scene &) { return new RulesBrowser; }},
        {QStringLiteral("TacticalBattleDialog"),
         [](const Scene &) { return new TacticalBattleDialog(tacticaltest::shippedScenario(), 1); }},
        {QStringLiteral("ScanAlignDialog"),
         [](const Scene &s) { return new ScanAlignDialog(*s.campaign, nullptr, nullptr); }},
        {QStringLiteral("TacticalSetupDialog"),
         [](const Scene &) { return new TacticalSetupDialog(Ruleset::standard(), tacticaltest::shippedScenario()); }},
        {QStringLiteral("ScenarioFlankDialog"),
         [](const Scene &) {
             static QList<std::shared_ptr<BoardSetup>> setups; // outlives the dialog that edits it
             setups.append(std::make_shared<BoardSetup>(Ruleset::standard(), tacticaltest::shippedScenario()));
             BoardSetup *b = setups.last().get();
             return new ScenarioFlankDialog(*b,
                                            [b](const std::function<QString(BoardSetup &)> &edit) { return edit(*b); });
         }},
        {QStringLiteral("PreferencesDialog"), [](const Scene &) { return new PreferencesDialog; }},
        {QStringLiteral("NotesDialog"),
         [](const Scene &) {
             return new NotesDialog(QStringLiteral("Notes of the Host"), QStringLiteral("Marches at dawn."), true);
         }},
        {QStringLiteral("MapPrintDialog"),
         [](const Scene &s) { return new MapPrintDialog(*s.campaign, defaultPageLayout()); }},
        {QStringLiteral("RevealSeedDialog"), [](const Scene &s) { return new RevealSeedDialog(*s.campaign); }},
        {QStringLiteral("ServerCampaignDialog open"),
         [](const Scene &) { return new ServerCampaignDialog(ServerCampaignDialog::Open); }},
        {QStringLiteral("ServerCampaignDialog publish"),
         [](const Scene &) { return new ServerCampaignDialog(ServerCampaignDialog::Publish); }},
        {QStringLiteral("FortressDialog new"),
         [](const Scene &s) {
             return new FortressDialog(*s.campaign, Hex{0, 0});
         }},
        {QStringLiteral("ScenarioChooserDialog"),
         [](const Scene &) { return new ScenarioChooserDialog(Ruleset::standard()); }},
        {QStringLiteral("FortressDialog edit"),
         [](const Scene &s) { return new FortressDialog(*s.campaign, s.campaign->fortresses().first().id); }},
    };
}

/** QDialog subclasses in ui/ that this test does not open, each with the reason. */
const QHash<QString, QString> &leftOut()
{
    static const QHash<QString, QString> reasons = {
        {QStringLiteral("ActionDialog"), QStringLiteral("abstract base: opened through each action dialog")},
        {QStringLiteral("AccessDialog"),
         QStringLiteral("needs a campaign on a PostgreSQL server: opened, clicked through and "
                        "pictured by gui_server")},
        {QStringLiteral("FallbackDialog"),
         QStringLiteral("asked in the middle of an attack on cavalry: opened, clicked through and pictured by "
                        "gui_tactical_answers")},
        {QStringLiteral("RerollDialog"),
         QStringLiteral("asked in the middle of a roll: opened, clicked through and pictured by gui_tactical_answers")},
        {QStringLiteral("TacticalFlankDialog"),
         QStringLiteral("needs a campaign battle at a hex with a general to spare: "
                        "opened, clicked through and pictured by gui_tactical")},
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
    const QString file =
        QDir(shotsDir()).filePath(QString(name).replace(QLatin1Char(' '), QLatin1Char('-')) + QStringLiteral(".png"));
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
    QDirIterator it(dir, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files, QDirIterator::Subdirectories);
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
    static const QSet<QString> qtDialogs = {QStringLiteral("QDialog"),         QStringLiteral("QMessageBox"),
                                            QStringLiteral("QFileDialog"),     QStringLiteral("QInputDialog"),
                                            QStringLiteral("QProgressDialog"), QStringLiteral("QWizard"),
                                            QStringLiteral("QColorDialog"),    QStringLiteral("QFontDialog")};
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

/** What a change to the campaign would touch: equal before and after input that is refused. */
struct Fingerprint
{
    qint64 lastRoll = 0;
    int undoSteps = 0;
    int leaders = 0;
    qsizetype forces = 0;
    qsizetype fortresses = 0;
    int turn = 0;
    bool operator==(const Fingerprint &) const = default;
};

Fingerprint fingerprintOf(Campaign &c)
{
    return {c.rolls().lastRollId(), c.undoStack()->index(), c.leaderCount(),
            c.forces().size(),      c.fortresses().size(),  c.turn()};
}

/** Whether a text the user typed is in the campaign exactly as typed: a name, a place, a location, notes. */
bool storedVerbatim(const Campaign &c, const QString &text)
{
    for (const Leader &l : c.leaders()) {
        if (l.name == text || l.location.shown() == text || l.notes == text)
            return true;
    }
    for (const Force &f : c.forces()) {
        if (f.name == text || f.location.shown() == text)
            return true;
    }
    for (const Force &f : c.forces()) {
        if (f.notes == text)
            return true;
    }
    for (const Fortress &f : c.fortresses()) {
        if (f.name == text || f.notes == text)
            return true;
    }
    for (const Side &side : c.sides()) {
        if (side.name == text)
            return true;
    }
    for (const MapHex &h : c.mapHexes()) {
        if (h.place == text)
            return true;
    }
    return false;
}

/** RULES D1: every roll after `lastRoll` is in the log and marked undone (its action was taken back). */
bool rollsAfterAreUndone(const Campaign &c, qint64 lastRoll)
{
    bool allUndone = true;
    c.rolls().forEachRoll([&](const Roll &r) {
        if (r.id > lastRoll && !r.undone)
            allUndone = false;
        return allUndone;
    });
    return allUndone;
}

/** Whether some text in the campaign is the input changed: its place markers replaced, or cut short. */
bool storedAltered(const Campaign &c, const QString &input)
{
    const QString tail = input.mid(2);
    const QString head = input.left(40);
    auto altered = [&](const QString &stored) {
        return !stored.isEmpty() && stored != input && (stored.contains(tail) || stored.startsWith(head));
    };
    for (const Leader &l : c.leaders()) {
        if (altered(l.name) || altered(l.location.shown()) || altered(l.notes))
            return true;
    }
    for (const Force &f : c.forces()) {
        if (altered(f.name) || altered(f.location.shown()))
            return true;
    }
    for (const Fortress &f : c.fortresses()) {
        if (altered(f.name))
            return true;
    }
    return false;
}

/** The fields a user types into: spin boxes, line edits (not a spin box's own), text boxes. */
QList<QWidget *> fieldsOf(QDialog *dialog)
{
    QList<QWidget *> fields;
    const QList<QWidget *> all = dialog->findChildren<QWidget *>();
    for (QWidget *w : all) {
        if (!w->isVisibleTo(dialog) || !w->isEnabled())
            continue;
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(w); spin && !spin->isReadOnly())
            fields << w;
        else if (auto *line = qobject_cast<QLineEdit *>(w); line && !line->isReadOnly()
                 && !qobject_cast<QAbstractSpinBox *>(w->parentWidget())
                 && !qobject_cast<QComboBox *>(w->parentWidget()))
            fields << w;
        else if (auto *text = qobject_cast<QPlainTextEdit *>(w); text && !text->isReadOnly())
            fields << w;
    }
    return fields;
}

/** The button that takes what the dialog holds: OK, Create, or the dialog's action (Wound, Deed …). */
QPushButton *acceptButtonOf(QDialog *dialog)
{
    for (QDialogButtonBox *box : dialog->findChildren<QDialogButtonBox *>()) {
        for (QDialogButtonBox::ButtonRole role : {QDialogButtonBox::AcceptRole, QDialogButtonBox::ActionRole}) {
            for (QAbstractButton *b : box->buttons()) {
                if (box->buttonRole(b) == role && b->isVisible())
                    return qobject_cast<QPushButton *>(b);
            }
        }
    }
    return nullptr;
}

/** The texts of the dialog's visible labels: a message shown after a click is a text that was not there. */
QSet<QString> visibleTexts(QDialog *dialog)
{
    QSet<QString> texts;
    for (QLabel *label : dialog->findChildren<QLabel *>()) {
        if (label->isVisibleTo(dialog) && !label->text().trimmed().isEmpty())
            texts.insert(label->text());
    }
    return texts;
}

/** Types over a field the way a user does: everything selected, then the keys (a long text is pasted). */
void typeOver(QWidget *field, const QString &text)
{
    field->setFocus();
    if (auto *line = qobject_cast<QLineEdit *>(field)) {
        line->selectAll();
        if (text.size() > 200) {
            line->insert(text);
            return;
        }
    } else if (auto *edit = qobject_cast<QPlainTextEdit *>(field)) {
        edit->selectAll();
        if (text.size() > 200) {
            edit->insertPlainText(text);
            return;
        }
    } else {
        QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    }
    if (text.isEmpty())
        QTest::keyClick(field, Qt::Key_Delete);
    else
        QTest::keyClicks(field, text);
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
        QImage scan(320, 240, QImage::Format_RGB32);
        scan.fill(QColor(0xd8, 0xcc, 0xa8));
        const QString scanFile = mDir.filePath(QStringLiteral("scan.png"));
        QVERIFY(scan.save(scanFile));
        QVERIFY(layScan(*mCampaign, scanFile).ok);
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
            const qint64 id =
                createForce(*mCampaign, QStringLiteral("Besiegers %1").arg(ring.size() + 1), able.sideId, {}, {3, 0, 0})
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
        const QStringList twice = test::duplicateShortcuts(dialog.get()); // issue 30: a key held twice does nothing
        QVERIFY2(twice.isEmpty(), qPrintable(twice.join(QStringLiteral("; "))));
        dialog->hide();
    }

    // Issue 10: every field of every dialog is fed empty, out-of-range and %1 input. A spin box never holds a value
    // past its range; a text refused is refused with a message and changes nothing; a text taken is kept as typed.
    void everyFieldRefusesBadInput_data() { openDialog_data(); }

    void everyFieldRefusesBadInput()
    {
        QFETCH(QString, name);
        Factory factory;
        for (const auto &[key, make] : dialogs()) {
            if (key == name)
                factory = make;
        }
        Campaign &c = *mScene.campaign;
        const int fieldCount = [&] {
            std::unique_ptr<QDialog> d(factory(mScene));
            d->show();
            return int(fieldsOf(d.get()).size());
        }();
        if (fieldCount == 0)
            QSKIP("this dialog has no field to type into");
        const QStringList texts = {QString(), QStringLiteral("%1%2%3"), QString(10000, QLatin1Char('W'))};
        int refusedWithMessage = 0, kept = 0;
        for (int f = 0; f < fieldCount; ++f) {
            const QStringList inputs = [&] {
                std::unique_ptr<QDialog> d(factory(mScene));
                d->show();
                auto *spin = qobject_cast<QSpinBox *>(fieldsOf(d.get()).value(f));
                if (!spin)
                    return texts;
                return QStringList{QString::number(qint64(spin->minimum()) - 1),
                                   QString::number(qint64(spin->maximum()) + 1), QStringLiteral("99999999999"),
                                   QStringLiteral("%1"), QString()};
            }();
            for (const QString &input : inputs) {
                std::unique_ptr<QDialog> dialog(factory(mScene));
                dialog->show();
                QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
                QWidget *field = fieldsOf(dialog.get()).value(f);
                QVERIFY(field);
                const QString where = QStringLiteral("%1, field %2 (%3), input \"%4\"")
                                          .arg(name, QString::number(f), field->objectName(), input.left(12));
                const Fingerprint before = fingerprintOf(c);
                const QSet<QString> shownUntyped = visibleTexts(dialog.get());
                typeOver(field, input);
                QVERIFY2(fingerprintOf(c) == before,
                         qPrintable(where + QStringLiteral(": typing changed the campaign")));
                if (auto *spin = qobject_cast<QSpinBox *>(field)) {
                    spin->interpretText();
                    // A number past the box's range is not taken (the box stops at the key that would pass it).
                    bool isNumber = false;
                    const qint64 number = input.toLongLong(&isNumber);
                    if (isNumber && (number < spin->minimum() || number > spin->maximum()))
                        QVERIFY2(spin->value() != number,
                                 qPrintable(where + QStringLiteral(": took a number past its range")));
                    continue;
                }
                // A line edit takes no more than its length, which is core's limit (model/limits.h).
                QString typed = input;
                if (auto *line = qobject_cast<QLineEdit *>(field)) {
                    typed = input.left(line->maxLength());
                    if (const QValidator *validator = line->validator()) {
                        // A number field lets no other key through: what it holds is what its validator takes.
                        QString whole = typed;
                        int at = 0;
                        if (validator->validate(whole, at) == QValidator::Invalid)
                            QVERIFY2(line->text() != typed,
                                     qPrintable(where + QStringLiteral(": took what it refuses")));
                        typed = line->text();
                    }
                    QCOMPARE(line->text(), typed);
                    if (field->objectName().contains(QStringLiteral("name"), Qt::CaseInsensitive)) {
                        // Core's limit in characters as the user sees them (issue 56): 120 emoji pass, 121 not.
                        QString longest = QString::fromUtf8("\xF0\x9F\x98\x80").repeated(MaxNameLength);
                        QString longer = longest + QLatin1Char('x');
                        int at = 0;
                        const QValidator *limit = line->validator();
                        QVERIFY2(line->maxLength() < MaxNameLength // an identifier, not a name (a server's)
                                     || (limit && limit->validate(longer, at) == QValidator::Invalid
                                         && limit->validate(longest, at) != QValidator::Invalid),
                                 qPrintable(where + QStringLiteral(": no length limit in characters")));
                    }
                }
                QPushButton *accept = acceptButtonOf(dialog.get());
                if (!accept || !accept->isEnabled()) {
                    // The button that would take it is disabled, and the dialog says why: in its tip, or in words
                    // that typing brought up.
                    QVERIFY2(!accept || !accept->toolTip().isEmpty()
                                 || !(visibleTexts(dialog.get()) - shownUntyped).isEmpty(),
                             qPrintable(where + QStringLiteral(": refused without saying why")));
                    ++refusedWithMessage;
                    continue;
                }
                const QSet<QString> shownBefore = visibleTexts(dialog.get());
                QString boxText;
                QTimer::singleShot(0, [&] { // a message box the click may open: read and closed
                    if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                        boxText = box->text();
                        box->reject();
                    }
                });
                accept->click();
                QCoreApplication::processEvents();
                const bool changed = !(fingerprintOf(c) == before);
                if (changed && c.undoStack()->index() == before.undoSteps && dialog->isVisible()) {
                    // A die rolled, the action not landed yet (a check's roll): the user closes the dialog, which
                    // lands it (RULES D1: a roll rolled stands); then it is undone like any action.
                    dialog->reject();
                    QCoreApplication::processEvents();
                    QVERIFY2(c.undoStack()->index() == before.undoSteps + 1,
                             qPrintable(where + QStringLiteral(": a roll left unlanded")));
                    c.undoStack()->setIndex(before.undoSteps);
                    QVERIFY2(rollsAfterAreUndone(c, before.lastRoll),
                             qPrintable(where + QStringLiteral(": a roll not undone")));
                    ++kept;
                    continue;
                }
                if (changed) {
                    // Taken: kept exactly as typed (never garbled or cut, nor lost), then undone.
                    QVERIFY2(typed.isEmpty() || storedVerbatim(c, typed),
                             qPrintable(where + QStringLiteral(": taken but not kept as typed")));
                    QVERIFY2(typed.isEmpty() || !storedAltered(c, typed),
                             qPrintable(where + QStringLiteral(": kept altered")));
                    c.undoStack()->setIndex(before.undoSteps);
                    Fingerprint undone = fingerprintOf(c);
                    QVERIFY2(rollsAfterAreUndone(c, before.lastRoll),
                             qPrintable(where + QStringLiteral(": a roll not undone")));
                    undone.lastRoll = before.lastRoll; // undone rolls stay in the log (RULES D1)
                    QVERIFY2(undone == before, qPrintable(where + QStringLiteral(": undo left a change")));
                    ++kept;
                } else if (dialog->isVisible()) {
                    const QSet<QString> shownAfter = visibleTexts(dialog.get());
                    QVERIFY2(!boxText.isEmpty() || !(shownAfter - shownBefore).isEmpty(),
                             qPrintable(where + QStringLiteral(": refused without a message")));
                    ++refusedWithMessage;
                } else if (auto *line = qobject_cast<QLineEdit *>(field)) {
                    // Taken by a dialog that hands its values to its caller (a new campaign's name and file).
                    QCOMPARE(line->text(), typed);
                    ++kept;
                } else if (auto *text = qobject_cast<QPlainTextEdit *>(field)) {
                    QCOMPARE(text->toPlainText(), typed); // the same: notes handed to their caller
                    QCOMPARE(dialog->result(), int(QDialog::Accepted));
                    ++kept;
                } else {
                    // Closed with nothing changed: only an empty text may be, where there was none before.
                    QVERIFY2(typed.isEmpty(), qPrintable(where + QStringLiteral(": closed, and the text was lost")));
                }
            }
        }
        qInfo("%s: %d field(s); %d text input(s) refused with a message, %d kept as typed", qPrintable(name),
              fieldCount, refusedWithMessage, kept);
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

    // Issue 30, item 11: at its own size, in English and in German, a dialog shows every label, button, combo and
    // spin box whole. Last of the tests, since it loads the catalogues the others do without.
    void noTextIsCutOff_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("language");
        for (const char *language : {"en", "de"}) {
            for (const auto &[name, factory] : dialogs())
                QTest::newRow(qPrintable(name + QLatin1Char(' ') + QLatin1String(language)))
                    << name << QString::fromLatin1(language);
        }
    }

    void noTextIsCutOff()
    {
        QFETCH(QString, name);
        QFETCH(QString, language);
        QCOMPARE(installTranslations(language), language);
        Factory factory;
        for (const auto &[key, make] : dialogs()) {
            if (key == name)
                factory = make;
        }
        std::unique_ptr<QDialog> dialog(factory(mScene));
        dialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(dialog.get()));
        QCoreApplication::processEvents();
        if (language != QLatin1String("en"))
            shoot(dialog.get(), name + QLatin1Char(' ') + language);
        const QStringList cut = test::cutOffTexts(dialog.get());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
    }
};

QTEST_MAIN(TestGuiSmoke)
#include "test_gui_smoke.moc"

#include "scenariochooserdialog.h"

#include "tacticalboardscene.h"

#include "rules/flankrules.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace castellan {

namespace {

const QString ScenarioChooserGeometryKey = QStringLiteral("ScenarioChooser/geometry");
const QString PickedKey = QStringLiteral("ScenarioChooser/picked");

/** The board as the battle dialog draws it, scaled into `size`. */
QPixmap boardPicture(const Ruleset &rules, const TacticalSetup &setup, const QSize &size)
{
    const TacticalBattle battle(rules, setup);
    TacticalBoardScene scene(battle);
    QPixmap picture(size);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    scene.render(&painter, QRectF(), scene.sceneRect(), Qt::KeepAspectRatio);
    return picture;
}

/** "3 cavalry, 3 artillery, 6 infantry": the units of a side by type. */
QString byType(const Ruleset &rules, const QList<TacticalUnit> &units, int side)
{
    QList<int> counts(rules.units.size(), 0);
    for (const TacticalUnit &u : units) {
        if (u.side == side)
            ++counts[u.type];
    }
    QStringList types;
    for (int t = 0; t < rules.units.size(); ++t) {
        if (counts[t] > 0)
            types << QStringLiteral("%1 %2").arg(counts[t]).arg(keyText(rules.units[t].key));
    }
    return types.join(QStringLiteral(", "));
}

/** "12 units (3 cavalry, 3 artillery, 6 infantry), 1 leader" */
QString sideForces(const Ruleset &rules, const QList<TacticalUnit> &units, int side)
{
    int count = 0, leaders = 0;
    for (const TacticalUnit &u : units) {
        if (u.side != side)
            continue;
        ++count;
        leaders += u.leader ? 1 : 0;
    }
    const QString types = byType(rules, units, side);
    QString text = ScenarioChooserDialog::tr("%n unit(s)", nullptr, count);
    if (!types.isEmpty())
        text += QStringLiteral(" (%1)").arg(types);
    if (leaders > 0)
        text += ScenarioChooserDialog::tr(", %n leader(s)", nullptr, leaders);
    return text;
}

QString marchText(const Ruleset &rules, const TacticalSetup &setup, const TacticalMarch &m)
{
    const QString units = byType(rules, m.units, m.side);
    const QString edge = m.edge == FlankEdge::Left ? ScenarioChooserDialog::tr("the left edge")
                                                   : ScenarioChooserDialog::tr("the right edge");
    return ScenarioChooserDialog::tr("%1 (%2) marches on the flank with %3, and comes in by %4 (RULES M2).")
        .arg(m.general.name.toHtmlEscaped(), levelName(m.level).toLower(), units, edge)
        .prepend(setup.sideNames[m.side].toHtmlEscaped() + QStringLiteral(": "));
}

/** What the chooser says of a scenario: what it is about, each side, who moves first, what wins. */
QString aboutText(const Ruleset &rules, const TacticalScenario &scenario)
{
    const TacticalSetup &setup = scenario.setup;
    const TacticalBattle battle(rules, setup);
    QString html = QStringLiteral("<h3>%1</h3>").arg(scenario.name.toHtmlEscaped());
    if (!scenario.description.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(scenario.description.toHtmlEscaped());
    html += QStringLiteral("<p>")
        + ScenarioChooserDialog::tr("A board of %1 × %2 hexes.").arg(setup.board.columns).arg(setup.board.rows);
    for (int side = 0; side < 2; ++side) {
        html += QStringLiteral("<br><b>%1</b>: %2; ")
                    .arg(setup.sideNames[side].toHtmlEscaped(), sideForces(rules, setup.units, side))
            + ScenarioChooserDialog::tr("wins with %n enemy unit(s) eliminated.", nullptr, battle.unitsToWin(side));
    }
    for (const TacticalMarch &m : setup.marches)
        html += QStringLiteral("<br>") + marchText(rules, setup, m);
    html += QStringLiteral("<br>")
        + ScenarioChooserDialog::tr("%1 moves first.").arg(setup.sideNames[setup.firstSide].toHtmlEscaped())
        + QStringLiteral("</p>");
    return html;
}

} // namespace

ScenarioChooserDialog::ScenarioChooserDialog(const Ruleset &rules, QWidget *parent)
    : QDialog(parent)
    , mRules(rules)
    , mScenarios(catalogueScenarios(rules))
{
    setObjectName(QStringLiteral("scenarioChooser"));
    setWindowTitle(tr("Play a Tactical Scenario"));

    mList = new QListWidget(this);
    mList->setObjectName(QStringLiteral("scenarioList"));
    mList->setIconSize(QSize(120, 84));
    mList->setSpacing(2);
    mList->setMinimumWidth(340);
    for (const CatalogueScenario &s : mScenarios) {
        const TacticalSetup &setup = s.scenario.setup;
        auto *item = new QListWidgetItem(QIcon(boardPicture(mRules, setup, mList->iconSize())),
                                         tr("%1\n%2 × %3 hexes, %n unit(s)", nullptr, int(setup.units.size()))
                                             .arg(s.scenario.name)
                                             .arg(setup.board.columns)
                                             .arg(setup.board.rows),
                                         mList);
        item->setData(Qt::UserRole, s.key);
        item->setToolTip(s.path);
    }
    mPicture = new QLabel(this);
    mPicture->setObjectName(QStringLiteral("scenarioPicture"));
    mPicture->setMinimumSize(460, 320);
    mPicture->setAlignment(Qt::AlignCenter);
    mAbout = new QLabel(this);
    mAbout->setObjectName(QStringLiteral("scenarioAbout"));
    mAbout->setWordWrap(true);
    mAbout->setTextFormat(Qt::RichText);
    mAbout->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mAbout->setMinimumWidth(460);

    auto *right = new QVBoxLayout;
    right->addWidget(mPicture, 1);
    right->addWidget(mAbout);
    auto *top = new QHBoxLayout;
    top->addWidget(mList);
    top->addLayout(right, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    mPlay = buttons->addButton(tr("&Play"), QDialogButtonBox::AcceptRole);
    mPlay->setObjectName(QStringLiteral("playScenarioButton"));
    mPlay->setDefault(true);
    QPushButton *open = buttons->addButton(tr("&Open a File…"), QDialogButtonBox::ActionRole);
    open->setObjectName(QStringLiteral("openScenarioFileButton"));
    open->setToolTip(tr("A scenario file of one's own, as Set Up a Battle Board saves it"));
    connect(mPlay, &QPushButton::clicked, this, &ScenarioChooserDialog::play);
    connect(open, &QPushButton::clicked, this, &ScenarioChooserDialog::openFile);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mList, &QListWidget::currentRowChanged, this, &ScenarioChooserDialog::showPicked);
    connect(mList, &QListWidget::itemActivated, this, &ScenarioChooserDialog::play);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(buttons);
    resize(940, 620);
    QSettings settings;
    const QByteArray geometry = settings.value(ScenarioChooserGeometryKey).toByteArray();
    if (!geometry.isEmpty())
        restoreGeometry(geometry);

    const QString picked = settings.value(PickedKey).toString();
    int row = 0;
    for (int i = 0; i < mScenarios.size(); ++i) {
        if (mScenarios[i].key == picked)
            row = i;
    }
    mList->setCurrentRow(mScenarios.isEmpty() ? -1 : row);
    showPicked();
    mList->setFocus();
}

ScenarioChooserDialog::~ScenarioChooserDialog()
{
    QSettings().setValue(ScenarioChooserGeometryKey, saveGeometry());
}

void ScenarioChooserDialog::showPicked()
{
    const int row = mList->currentRow();
    mPlay->setEnabled(row >= 0);
    if (row < 0) {
        mPicture->setPixmap({});
        mAbout->setText(tr("No shipped scenario reads here. Open a File… plays one of your own."));
        return;
    }
    const TacticalScenario &s = mScenarios[row].scenario;
    mPicture->setPixmap(boardPicture(mRules, s.setup, mPicture->minimumSize()));
    mAbout->setText(aboutText(mRules, s));
}

void ScenarioChooserDialog::play()
{
    const int row = mList->currentRow();
    if (row < 0)
        return;
    QSettings().setValue(PickedKey, mScenarios[row].key);
    emit playRequested(mScenarios[row].path);
    accept();
}

void ScenarioChooserDialog::openFile()
{
    const QString file =
        QFileDialog::getOpenFileName(this, tr("Play a Tactical Scenario"), QString(), tr("Scenarios (*.json)"));
    if (file.isEmpty())
        return;
    emit playRequested(file);
    accept();
}

} // namespace castellan

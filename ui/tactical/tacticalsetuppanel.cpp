// The setup dialog's window beside the board, part by part: the scenario's name and board size, the sides, the
// tools a click on the board uses, the unit picked; and the row of buttons under them. The rest is in
// tacticalsetupdialog.cpp.
#include "tacticalsetupdialog.h"
#include "widgets/characterlimit.h"

#include "tacticalboardscene.h"

#include "model/limits.h"
#include "widgets/pronouncombo.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

QWidget *TacticalSetupDialog::buildPanel()
{
    mName = new QLineEdit(this);
    mName->setObjectName(QStringLiteral("scenarioName"));
    limitCharacters(mName, MaxNameLength);
    connect(mName, &QLineEdit::editingFinished, this, [this] {
        if (mName->text() != mSetup.scenario().name)
            change([this](BoardSetup &s) { return s.rename(mName->text()); });
    });
    QGroupBox *sides = buildSidesBox();
    QHBoxLayout *size = buildBoardSizeRow();
    QGroupBox *tools = buildToolsBox();
    QGroupBox *unit = buildUnitBox();

    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("setupStatus"));
    mStatus->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), mName);
    form->addRow(tr("Board:"), size);
    auto *panel = new QWidget(this);
    auto *side = new QVBoxLayout(panel);
    side->setContentsMargins(0, 0, 0, 0);
    side->addLayout(form);
    side->addWidget(sides);
    side->addWidget(tools);
    side->addWidget(unit);
    side->addWidget(mStatus);
    side->addStretch(1);
    panel->setFixedWidth(390);
    return panel;
}

QGroupBox *TacticalSetupDialog::buildSidesBox()
{
    auto *sides = new QGroupBox(tr("Sides"), this);
    auto *sideForm = new QFormLayout(sides);
    for (int s = 0; s < 2; ++s) {
        mSideName[s] = new QLineEdit(this);
        mSideName[s]->setObjectName(QStringLiteral("sideName%1").arg(s));
        limitCharacters(mSideName[s], MaxNameLength);
        connect(mSideName[s], &QLineEdit::editingFinished, this, [this, s] {
            if (mSideName[s]->text() != mSetup.setup().sideNames[s])
                change([this, s](BoardSetup &b) { return b.renameSide(s, mSideName[s]->text()); });
        });
        mToWin[s] = new QSpinBox(this);
        mToWin[s]->setObjectName(QStringLiteral("unitsToWin%1").arg(s));
        mToWin[s]->setRange(0, 1000);
        mToWin[s]->setSpecialValueText(tr("half the enemy's"));
        mToWin[s]->setToolTip(tr("Enemy units to eliminate to win; the least is half the enemy's, rounded up"));
        connect(mToWin[s], &QSpinBox::editingFinished, this, [this, s] {
            if (mToWin[s]->value() != mSetup.setup().unitsToWin[s])
                change([this, s](BoardSetup &b) { return b.setUnitsToWin(s, mToWin[s]->value()); });
        });
        // A row for the name and one for the victory, so neither is cut in a longer language.
        sideForm->addRow(s == 0 ? tr("Top edge:") : tr("Bottom edge:"), mSideName[s]);
        sideForm->addRow(tr("Wins at:"), mToWin[s]);
    }
    mFirst = new QComboBox(this);
    mFirst->setObjectName(QStringLiteral("firstSide"));
    connect(mFirst, &QComboBox::activated, this,
            [this](int side) { change([side](BoardSetup &b) { return b.setFirstSide(side); }); });
    sideForm->addRow(tr("Plays first:"), mFirst);
    return sides;
}

QHBoxLayout *TacticalSetupDialog::buildBoardSizeRow()
{
    mColumns = new QSpinBox(this);
    mColumns->setObjectName(QStringLiteral("boardColumns"));
    mColumns->setRange(MinBoardColumns, MaxBoardColumns);
    mRows = new QSpinBox(this);
    mRows->setObjectName(QStringLiteral("boardRows"));
    mRows->setRange(MinBoardRows, MaxBoardRows);
    for (QSpinBox *spin : {mColumns, mRows}) {
        connect(spin, &QSpinBox::editingFinished, this, [this] {
            if (mColumns->value() != mSetup.setup().board.columns || mRows->value() != mSetup.setup().board.rows)
                change([this](BoardSetup &b) { return b.resize(mColumns->value(), mRows->value()); });
        });
    }
    auto *size = new QHBoxLayout;
    size->addWidget(mColumns);
    size->addWidget(new QLabel(QStringLiteral("×"), this));
    size->addWidget(mRows);
    size->addStretch(1);
    return size;
}

QGroupBox *TacticalSetupDialog::buildToolsBox()
{
    const Ruleset &rules = mSetup.rules();
    auto *tools = new QGroupBox(tr("Click on the board to"), this);
    auto *toolForm = new QFormLayout(tools);
    mPlace = new QRadioButton(tr("&Place units"), this);
    mPlace->setObjectName(QStringLiteral("placeUnitsTool"));
    mPlace->setChecked(true);
    mSide = new QComboBox(this);
    mSide->setObjectName(QStringLiteral("placeSide"));
    mType = new QComboBox(this);
    mType->setObjectName(QStringLiteral("placeType"));
    for (const UnitType &u : rules.units)
        mType->addItem(keyText(u.key));
    auto *placeRow = new QHBoxLayout;
    placeRow->addWidget(mSide, 1);
    placeRow->addWidget(mType, 1);
    toolForm->addRow(mPlace, placeRow);
    mPaint = new QRadioButton(tr("Paint &terrain"), this);
    mPaint->setObjectName(QStringLiteral("paintTerrainTool"));
    mTerrain = new QComboBox(this);
    mTerrain->setObjectName(QStringLiteral("paintTerrain"));
    for (const TerrainType &t : rules.terrain) {
        QPixmap swatch(14, 14);
        swatch.fill(TacticalBoardScene::terrainColor(t.key));
        mTerrain->addItem(QIcon(swatch), keyText(t.key));
    }
    connect(mTerrain, &QComboBox::activated, this, [this] { mPaint->setChecked(true); });
    toolForm->addRow(mPaint, mTerrain);
    return tools;
}

QGroupBox *TacticalSetupDialog::buildUnitBox()
{
    auto *unit = new QGroupBox(tr("Unit picked"), this);
    auto *unitForm = new QFormLayout(unit);
    mUnit = new QLabel(this);
    mUnit->setObjectName(QStringLiteral("pickedUnit"));
    mUnit->setWordWrap(true);
    unitForm->addRow(mUnit);
    mLeader = new QLineEdit(this);
    mLeader->setObjectName(QStringLiteral("leaderName"));
    limitCharacters(mLeader, MaxNameLength);
    mLeader->setPlaceholderText(tr("Leader's name"));
    mHeroics = new QSpinBox(this);
    mHeroics->setObjectName(QStringLiteral("leaderHeroics"));
    mHeroics->setRange(0, 6);
    mHeroics->setValue(3);
    mHeroics->setPrefix(tr("Heroics "));
    mHeroics->setToolTip(tr("The leader's Heroics for the survival check when the unit falls (RULES C11, H3)"));
    mPronoun = newPronounCombo(this);
    mPronoun->setObjectName(QStringLiteral("leaderPronoun"));
    mPronoun->setToolTip(tr("How the battle's texts speak of the leader"));
    auto *leaderRow = new QHBoxLayout;
    leaderRow->addWidget(mLeader, 1);
    leaderRow->addWidget(mHeroics);
    leaderRow->addWidget(mPronoun);
    unitForm->addRow(leaderRow);
    mAttach = new QPushButton(tr("Attach &Leader"), this);
    mAttach->setObjectName(QStringLiteral("attachLeaderButton"));
    mDetach = new QPushButton(tr("&Detach"), this);
    mDetach->setObjectName(QStringLiteral("detachLeaderButton"));
    mRemove = new QPushButton(tr("&Remove Unit"), this);
    mRemove->setObjectName(QStringLiteral("removeUnitButton"));
    mRemove->setToolTip(tr("Takes the unit picked off the board (Delete)"));
    connect(mAttach, &QPushButton::clicked, this, &TacticalSetupDialog::attachLeader);
    connect(mLeader, &QLineEdit::returnPressed, this, &TacticalSetupDialog::attachLeader);
    connect(mDetach, &QPushButton::clicked, this,
            [this] { change([this](BoardSetup &b) { return b.setLeader(mSelected, std::nullopt); }); });
    connect(mRemove, &QPushButton::clicked, this, [this] {
        const int id = mSelected;
        if (change([id](BoardSetup &b) { return b.removeUnit(id); }))
            mSelected = 0, refresh();
    });
    mLeaderPick = new QComboBox(this);
    mLeaderPick->setObjectName(QStringLiteral("leaderPick"));
    mLeaderPick->addItem(tr("No leader"));
    for (const BoardLeader &l : std::as_const(mLeaders))
        mLeaderPick->addItem(l.name);
    mLeaderPick->hide();
    connect(mLeaderPick, &QComboBox::activated, this, &TacticalSetupDialog::pickLeader);
    unitForm->addRow(mLeaderPick);
    auto *unitButtons = new QHBoxLayout;
    unitButtons->addWidget(mAttach);
    unitButtons->addWidget(mDetach);
    unitButtons->addWidget(mRemove);
    unitForm->addRow(unitButtons);
    return unit;
}

QHBoxLayout *TacticalSetupDialog::buildButtonRow()
{
    mUndoButton = new QPushButton(tr("&Undo"), this);
    mUndoButton->setObjectName(QStringLiteral("setupUndoButton"));
    mUndoButton->setShortcut(QKeySequence::Undo);
    connect(mUndoButton, &QPushButton::clicked, this, &TacticalSetupDialog::undo);
    auto *openButton = new QPushButton(tr("&Open…"), this);
    openButton->setObjectName(QStringLiteral("openLayoutButton"));
    openButton->setShortcut(QKeySequence::Open);
    connect(openButton, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getOpenFileName(this, tr("Open a Board Layout"), QString(), tr("Scenarios (*.json)"));
        if (!file.isEmpty())
            openLayout(file);
    });
    auto *saveButton = new QPushButton(tr("&Save…"), this);
    saveButton->setObjectName(QStringLiteral("saveLayoutButton"));
    saveButton->setShortcut(QKeySequence::Save);
    connect(saveButton, &QPushButton::clicked, this, [this] {
        const QString file =
            QFileDialog::getSaveFileName(this, tr("Save the Board Layout"),
                                         mSetup.scenario().name + QStringLiteral(".json"), tr("Scenarios (*.json)"));
        if (!file.isEmpty())
            saveLayout(file);
    });
    mPlay = new QPushButton(tr("&Play"), this);
    mPlay->setObjectName(QStringLiteral("playSetupButton"));
    connect(mPlay, &QPushButton::clicked, this, &TacticalSetupDialog::play);
    auto *close = new QPushButton(tr("Close"), this);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    auto *flank = new QPushButton(tr("Flank Marc&hes…"), this);
    flank->setObjectName(QStringLiteral("setupFlankButton"));
    flank->setToolTip(tr("Commands that start off the board on a flank march (RULES M2)"));
    flank->setVisible(mMode == Mode::Scenario);
    connect(flank, &QPushButton::clicked, this, &TacticalSetupDialog::planFlankMarches);
    for (QPushButton *b : {mAttach, mDetach, mRemove, mUndoButton, openButton, saveButton, mPlay, close, flank})
        b->setAutoDefault(false);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mUndoButton);
    buttons->addWidget(flank);
    buttons->addStretch(1);
    buttons->addWidget(openButton);
    buttons->addWidget(saveButton);
    buttons->addWidget(mPlay);
    buttons->addWidget(close);
    return buttons;
}

} // namespace castellan

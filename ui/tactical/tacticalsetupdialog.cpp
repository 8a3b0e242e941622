#include "tacticalsetupdialog.h"

#include "tacticalboardscene.h"

#include "widgets/refusalbanner.h"

#include "model/limits.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGraphicsView>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

/** The board under the setup: a press, a drag and a release, each as the hex under the mouse. */
class SetupView : public QGraphicsView
{
public:
    SetupView(TacticalSetupDialog *dialog, TacticalBoardScene *scene)
        : QGraphicsView(scene, dialog)
        , mDialog(dialog)
        , mScene(scene)
    {
        setObjectName(QStringLiteral("setupBoardView"));
        setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        setMinimumSize(520, 380);
        setFocusPolicy(Qt::ClickFocus);
    }

protected:
    void mousePressEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton)
            mDialog->pressHex(hexOf(event));
    }
    void mouseMoveEvent(QMouseEvent *event) override
    {
        if (event->buttons() & Qt::LeftButton)
            mDialog->dragToHex(hexOf(event));
    }
    void mouseReleaseEvent(QMouseEvent *event) override
    {
        if (event->button() == Qt::LeftButton)
            mDialog->releaseHex(hexOf(event));
    }
    void resizeEvent(QResizeEvent *event) override
    {
        QGraphicsView::resizeEvent(event);
        fitInView(sceneRect(), Qt::KeepAspectRatio);
    }
    void keyPressEvent(QKeyEvent *event) override
    {
        // The arrow keys step the unit picked and Delete takes it off (the dialog's), rather than scroll the view.
        if (QList<int>{Qt::Key_Left, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down, Qt::Key_Delete}.contains(event->key()))
            event->ignore();
        else
            QGraphicsView::keyPressEvent(event);
    }

private:
    Hex hexOf(QMouseEvent *event) const { return mScene->hexAt(mapToScene(event->position().toPoint())); }

    TacticalSetupDialog *mDialog;
    TacticalBoardScene *mScene;
};

TacticalSetupDialog::TacticalSetupDialog(const Ruleset &rules, const TacticalScenario &scenario, QWidget *parent,
                                         Mode mode)
    : QDialog(parent)
    , mMode(mode)
    , mSetup(rules, scenario)
    , mPreview(std::make_unique<TacticalBattle>(rules, mSetup.setup()))
{
    setObjectName(QStringLiteral("tacticalSetupDialog"));
    setWindowTitle(mode == Mode::Arrange ? tr("Arrange the Battle Board") : tr("Set Up the Battle Board"));
    for (const TacticalUnit &u : scenario.setup.units) {
        if (u.leader)
            mLeaders << *u.leader;
    }
    build();
    if (mode == Mode::Arrange) {
        // The campaign's forces are the counters and its sides the sides: what may change is where they stand.
        for (QWidget *w : std::initializer_list<QWidget *>{mName, mSideName[0], mSideName[1], mToWin[0], mToWin[1],
                                                           mFirst, mColumns, mRows})
            w->setEnabled(false);
        for (QWidget *w : std::initializer_list<QWidget *>{mSide, mType, mLeader, mHeroics, mAttach, mDetach, mRemove})
            w->hide();
        findChild<QPushButton *>(QStringLiteral("openLayoutButton"))->hide(); // another layout's counters are not these
        mPlace->setText(tr("&Move counters"));
        mLeaderPick->show();
        mPlay->setText(tr("&Fight on This Board"));
    }
    refresh();
}

void TacticalSetupDialog::showRefusal(const QString &why)
{
    mBanner->showRefusal(why);
}

void TacticalSetupDialog::pickLeader(int index)
{
    if (!mSelected || index < 0 || index > mLeaders.size())
        return;
    const int id = mSelected;
    const std::optional<BoardLeader> leader =
        index == 0 ? std::nullopt : std::optional<BoardLeader>(mLeaders[index - 1]);
    change([id, leader](BoardSetup &b) {
        if (leader) {
            for (const TacticalUnit &u : b.setup().units) {
                if (u.id != id && u.leader && u.leader->leaderId == leader->leaderId)
                    b.setLeader(u.id, std::nullopt); // he leads one counter: he leaves the one he led
            }
        }
        return b.setLeader(id, leader);
    });
}

TacticalSetupDialog::~TacticalSetupDialog()
{
    // A field losing its focus as the widgets go would edit a setup already gone.
    for (QObject *child : findChildren<QObject *>())
        disconnect(child, nullptr, this, nullptr);
}

void TacticalSetupDialog::build()
{
    const Ruleset &rules = mSetup.rules();
    mScene = new TacticalBoardScene(*mPreview, this);
    mView = new SetupView(this, mScene);
    mBanner = new RefusalBanner(this);

    mName = new QLineEdit(this);
    mName->setObjectName(QStringLiteral("scenarioName"));
    mName->setMaxLength(MaxNameLength);
    connect(mName, &QLineEdit::editingFinished, this, [this] {
        if (mName->text() != mSetup.scenario().name)
            change([this](BoardSetup &s) { return s.rename(mName->text()); });
    });
    auto *sides = new QGroupBox(tr("Sides"), this);
    auto *sideForm = new QFormLayout(sides);
    for (int s = 0; s < 2; ++s) {
        mSideName[s] = new QLineEdit(this);
        mSideName[s]->setObjectName(QStringLiteral("sideName%1").arg(s));
        mSideName[s]->setMaxLength(MaxNameLength);
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
        auto *row = new QHBoxLayout;
        row->addWidget(mSideName[s], 1);
        row->addWidget(new QLabel(tr("wins at"), this));
        row->addWidget(mToWin[s]);
        sideForm->addRow(s == 0 ? tr("Top edge:") : tr("Bottom edge:"), row);
    }
    mFirst = new QComboBox(this);
    mFirst->setObjectName(QStringLiteral("firstSide"));
    connect(mFirst, &QComboBox::activated, this,
            [this](int side) { change([side](BoardSetup &b) { return b.setFirstSide(side); }); });
    sideForm->addRow(tr("Plays first:"), mFirst);

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
        mType->addItem(u.key);
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
        mTerrain->addItem(QIcon(swatch), t.key);
    }
    connect(mTerrain, &QComboBox::activated, this, [this] { mPaint->setChecked(true); });
    toolForm->addRow(mPaint, mTerrain);

    auto *unit = new QGroupBox(tr("Unit picked"), this);
    auto *unitForm = new QFormLayout(unit);
    mUnit = new QLabel(this);
    mUnit->setObjectName(QStringLiteral("pickedUnit"));
    mUnit->setWordWrap(true);
    unitForm->addRow(mUnit);
    mLeader = new QLineEdit(this);
    mLeader->setObjectName(QStringLiteral("leaderName"));
    mLeader->setMaxLength(MaxNameLength);
    mLeader->setPlaceholderText(tr("Leader's name"));
    mHeroics = new QSpinBox(this);
    mHeroics->setObjectName(QStringLiteral("leaderHeroics"));
    mHeroics->setRange(0, 6);
    mHeroics->setValue(3);
    mHeroics->setPrefix(tr("Heroics "));
    mHeroics->setToolTip(tr("His Heroics for the survival check when his unit falls (RULES C11, H3)"));
    auto *leaderRow = new QHBoxLayout;
    leaderRow->addWidget(mLeader, 1);
    leaderRow->addWidget(mHeroics);
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
    panel->setFixedWidth(340);

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
    auto *top = new QHBoxLayout;
    top->addWidget(mView, 1);
    top->addWidget(panel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(mBanner);
    layout->addLayout(buttons);
    resize(1080, 660);
}

void TacticalSetupDialog::refresh()
{
    mRefreshing = true;
    const TacticalSetup &s = mSetup.setup();
    *mPreview = TacticalBattle(mSetup.rules(), s);
    if (!mPreview->unit(mSelected))
        mSelected = 0;
    mName->setText(mSetup.scenario().name);
    for (int i = 0; i < 2; ++i) {
        mSideName[i]->setText(s.sideNames[i]);
        mToWin[i]->setValue(s.unitsToWin[i]);
    }
    const int side = std::max(0, mSide->currentIndex());
    mSide->clear();
    mFirst->clear();
    for (int i = 0; i < 2; ++i) {
        mSide->addItem(s.sideNames[i]);
        mFirst->addItem(s.sideNames[i]);
    }
    mSide->setCurrentIndex(side);
    mFirst->setCurrentIndex(s.firstSide);
    mColumns->setValue(s.board.columns);
    mRows->setValue(s.board.rows);
    const TacticalUnit *u = mPreview->unit(mSelected);
    mUnit->setText(
        u ? tr("%1 %2 at %3%4")
                .arg(s.sideNames[u->side], mSetup.rules().units[u->type].key, hexLabel(u->hex),
                     u->leader
                         ? tr(", led by %1 (Heroics %2)").arg(u->leader->name, QString::number(u->leader->heroics))
                         : QString())
          : tr("Click a unit to pick it; the arrow keys step it, Delete takes it off."));
    for (QWidget *w : std::initializer_list<QWidget *>{mLeader, mHeroics, mAttach, mRemove})
        w->setEnabled(u);
    mDetach->setEnabled(u && u->leader);
    mLeaderPick->setEnabled(u);
    mLeaderPick->setCurrentIndex(0);
    for (qsizetype i = 0; u && u->leader && i < mLeaders.size(); ++i) {
        if (mLeaders[i].leaderId == u->leader->leaderId && mLeaders[i].name == u->leader->name)
            mLeaderPick->setCurrentIndex(int(i) + 1);
    }
    mUndoButton->setEnabled(!mUndo.isEmpty());
    const QString why = mSetup.whyCannotPlay();
    mPlay->setEnabled(why.isEmpty());
    mPlay->setToolTip(why);
    mStatus->setText(tr("%1 has %2 unit(s), %3 has %4. Each side sets up on its %5 own rows, tinted in its colour.%6")
                         .arg(s.sideNames[0], QString::number(mSetup.unitCount(0)), s.sideNames[1],
                              QString::number(mSetup.unitCount(1)), QString::number(ownRows(s.board)),
                              why.isEmpty() ? QString() : QLatin1Char(' ') + why));
    mScene->setOwnRows(ownRows(s.board));
    mScene->setSelected(mSelected);
    mScene->refresh();
    mView->fitInView(mScene->sceneRect(), Qt::KeepAspectRatio);
    mRefreshing = false;
}

bool TacticalSetupDialog::change(const std::function<QString(BoardSetup &)> &edit)
{
    if (mRefreshing)
        return false;
    BoardSetup before = mSetup;
    if (const QString why = edit(mSetup); !why.isEmpty()) {
        mSetup = before;
        mBanner->showRefusal(why);
        refresh(); // the fields show what stands
        return false;
    }
    mBanner->clear();
    if (!mStroke || !mStrokeKept) {
        mUndo.append(before);
        mStrokeKept = mStroke;
    }
    refresh();
    return true;
}

void TacticalSetupDialog::undo()
{
    if (mUndo.isEmpty())
        return;
    mSetup = mUndo.takeLast();
    mBanner->clear();
    refresh();
}

void TacticalSetupDialog::setTool(Tool tool)
{
    (tool == Tool::PlaceUnits ? mPlace : mPaint)->setChecked(true);
}

void TacticalSetupDialog::setPlacing(int side, int type)
{
    mSide->setCurrentIndex(side);
    mType->setCurrentIndex(type);
    setTool(Tool::PlaceUnits);
}

void TacticalSetupDialog::setBrush(int terrain)
{
    mTerrain->setCurrentIndex(terrain);
    setTool(Tool::PaintTerrain);
}

void TacticalSetupDialog::pressHex(const Hex &h)
{
    if (!mSetup.setup().board.contains(h))
        return;
    if (mPaint->isChecked()) {
        // One stroke of the brush, however many hexes it crosses, is one undo step.
        const int t = mTerrain->currentIndex();
        mStroke = true;
        mStrokeKept = false;
        if (mSetup.setup().board.terrainAt(h) != t)
            change([h, t](BoardSetup &b) { return b.paint(h, t); });
        return;
    }
    if (const TacticalUnit *u = mSetup.unitAt(h)) {
        mSelected = u->id;
        mDragging = u->id;
        mBanner->clear();
        refresh();
        return;
    }
    if (mMode == Mode::Arrange)
        return; // the counters are the campaign's: none is added
    int id = 0;
    const int side = mSide->currentIndex(), type = mType->currentIndex();
    if (change([&](BoardSetup &b) { return b.addUnit(side, type, h, &id); })) {
        mSelected = id;
        refresh();
    }
}

void TacticalSetupDialog::dragToHex(const Hex &h)
{
    if (mPaint->isChecked() && mStroke && mSetup.setup().board.contains(h)) {
        const int t = mTerrain->currentIndex();
        if (mSetup.setup().board.terrainAt(h) != t)
            change([h, t](BoardSetup &b) { return b.paint(h, t); });
    }
}

void TacticalSetupDialog::releaseHex(const Hex &h)
{
    mStroke = false;
    const int id = mDragging;
    mDragging = 0;
    const TacticalUnit *u = mPreview->unit(id);
    if (!id || !u || u->hex == h)
        return;
    change([id, h](BoardSetup &b) { return b.moveUnit(id, h); });
}

void TacticalSetupDialog::attachLeader()
{
    const int id = mSelected;
    const BoardLeader leader{0, mLeader->text(), mHeroics->value()};
    if (change([id, leader](BoardSetup &b) { return b.setLeader(id, leader); }))
        mLeader->clear();
}

void TacticalSetupDialog::keyPressEvent(QKeyEvent *event)
{
    const TacticalUnit *u = mPreview->unit(mSelected);
    const QHash<int, QPoint> steps{
        {Qt::Key_Left, {-1, 0}}, {Qt::Key_Right, {1, 0}}, {Qt::Key_Up, {0, -1}}, {Qt::Key_Down, {0, 1}}};
    if (u && steps.contains(event->key())) {
        const int id = u->id;
        const Hex to{u->hex.col + steps[event->key()].x(), u->hex.row + steps[event->key()].y()};
        change([id, to](BoardSetup &b) { return b.moveUnit(id, to); });
        return;
    }
    if (u && event->key() == Qt::Key_Delete && mMode == Mode::Scenario) {
        mRemove->click();
        return;
    }
    QDialog::keyPressEvent(event);
}

bool TacticalSetupDialog::saveLayout(const QString &file)
{
    QSaveFile out(file);
    const QByteArray json = QJsonDocument(scenarioJson(mSetup.scenario(), mSetup.rules())).toJson();
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size() || !out.commit()) {
        mBanner->showRefusal(tr("Could not write %1: %2").arg(file, out.errorString()));
        return false;
    }
    mBanner->clear();
    mStatus->setText(tr("Saved as %1.").arg(QFileInfo(file).fileName()));
    return true;
}

bool TacticalSetupDialog::openLayout(const QString &file)
{
    QString why;
    const auto loaded = loadScenario(file, mSetup.rules(), &why, ScenarioUse::Layout);
    if (!loaded) {
        mBanner->showRefusal(why);
        return false;
    }
    mUndo.append(mSetup);
    mSetup = BoardSetup(mSetup.rules(), *loaded);
    mSelected = 0;
    mBanner->clear();
    refresh();
    return true;
}

void TacticalSetupDialog::play()
{
    if (const QString why = mSetup.whyCannotPlay(); !why.isEmpty()) {
        mBanner->showRefusal(why);
        return;
    }
    Q_EMIT playRequested(mSetup.scenario());
}

} // namespace castellan

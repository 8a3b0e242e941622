#include "tacticalsetupdialog.h"

#include "tacticalboardscene.h"

#include "widgets/pronouncombo.h"
#include "widgets/refusalbanner.h"

#include <QComboBox>
#include <QFileInfo>
#include <QGraphicsView>
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
        for (QWidget *w :
             std::initializer_list<QWidget *>{mSide, mType, mLeader, mHeroics, mPronoun, mAttach, mDetach, mRemove})
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
    mScene = new TacticalBoardScene(*mPreview, this);
    mView = new SetupView(this, mScene);
    mBanner = new RefusalBanner(this);
    QWidget *panel = buildPanel();
    QHBoxLayout *buttons = buildButtonRow();
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
                .arg(s.sideNames[u->side], keyText(mSetup.rules().units[u->type].key), hexLabel(u->hex),
                     u->leader
                         ? tr(", led by %1 (Heroics %2)").arg(u->leader->name, QString::number(u->leader->heroics))
                         : QString())
          : tr("Click a unit to pick it; the arrow keys step it, Delete takes it off."));
    for (QWidget *w : std::initializer_list<QWidget *>{mLeader, mHeroics, mPronoun, mAttach, mRemove})
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
    mStatus->setText(tr("%1 has %2, %3 has %4. Each side sets up on its %5 own rows, tinted in its colour.%6")
                         .arg(s.sideNames[0], tr("%n unit(s)", nullptr, mSetup.unitCount(0)), s.sideNames[1],
                              tr("%n unit(s)", nullptr, mSetup.unitCount(1)), QString::number(ownRows(s.board)),
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
    BoardLeader leader{0, mLeader->text(), mHeroics->value()};
    leader.pronoun = pronounShown(mPronoun);
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

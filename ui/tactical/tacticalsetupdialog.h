#pragma once

#include "tactical/boardsetup.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QGraphicsView;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace castellan {

class RefusalBanner;
class TacticalBoardScene;

/**
 * A battle board set up by hand (issue 13): the board's size, terrain painted hex by hex (a click or a drag, as the
 * map's brush paints), each side's units set on its own rows (a click places, a drag moves, the arrow keys step the
 * unit picked, Delete takes it off), leaders attached to units, when a side has won and who plays first. The
 * layout is saved and opened as a scenario file, and played from here. Every change can be undone.
 */
class TacticalSetupDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Tool { PlaceUnits, PaintTerrain };
    /** A scenario of one's own; or a campaign battle's board, arranged before its first roll (its counters moved, its
     *  terrain painted, its leaders set on other counters), whose size, counters and sides stay the campaign's. */
    enum class Mode { Scenario, Arrange };

    TacticalSetupDialog(const Ruleset &rules, const TacticalScenario &scenario, QWidget *parent = nullptr,
                        Mode mode = Mode::Scenario);
    ~TacticalSetupDialog() override;

    const BoardSetup &setup() const { return mSetup; }
    TacticalBoardScene *scene() const { return mScene; }
    QGraphicsView *view() const { return mView; }
    int selected() const { return mSelected; }
    void setTool(Tool tool);
    /** The side and type a click on an empty hex places. */
    void setPlacing(int side, int type);
    void setBrush(int terrain);
    /** Arrange: sets the leader at `index` of the battle's leaders (0 for none) on the unit picked. */
    void pickLeader(int index);
    /** Shows why what was asked of it was refused (the campaign refused the arrangement). */
    void showRefusal(const QString &why);

public Q_SLOTS:
    void undo();
    bool saveLayout(const QString &file);
    bool openLayout(const QString &file);
    /** Plays the board as it is set up (played by TacticalBattleDialog). */
    void play();
    /** The scenario's flank marches (RULES M2), in their own dialog (scenarioflankdialog.cpp). */
    void planFlankMarches();

Q_SIGNALS:
    void playRequested(const castellan::TacticalScenario &scenario);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    friend class SetupView;
    void build();
    // The window beside the board, part by part (tacticalsetuppanel.cpp).
    /** The scenario's name and board size, the sides, the tools, the unit picked and the status line. */
    QWidget *buildPanel();
    /** Each side's name and units to win, and the side that plays first. */
    QGroupBox *buildSidesBox();
    /** The board's columns × rows. */
    QHBoxLayout *buildBoardSizeRow();
    /** What a click on the board does: place units of a side and type, or paint a terrain. */
    QGroupBox *buildToolsBox();
    /** The unit picked: what it is, its leader, and the buttons that change it. */
    QGroupBox *buildUnitBox();
    /** Undo, flank marches, open, save, play and close. */
    QHBoxLayout *buildButtonRow();
    void refresh();
    /** Applies a change with undo; shows the refusal when there is one. */
    bool change(const std::function<QString(BoardSetup &)> &edit);
    void pressHex(const Hex &h);
    void dragToHex(const Hex &h);
    void releaseHex(const Hex &h);
    void attachLeader();

    Mode mMode;
    QList<BoardLeader> mLeaders; ///< Arrange: the battle's leaders, as the campaign set them
    QComboBox *mLeaderPick = nullptr;
    BoardSetup mSetup;
    QList<BoardSetup> mUndo;
    std::unique_ptr<TacticalBattle> mPreview;
    int mSelected = 0;
    int mDragging = 0;
    bool mStroke = false;     ///< the brush is down
    bool mStrokeKept = false; ///< and this stroke's undo step is kept
    bool mRefreshing = false;

    TacticalBoardScene *mScene = nullptr;
    QGraphicsView *mView = nullptr;
    QLineEdit *mName = nullptr;
    QLineEdit *mSideName[2] = {nullptr, nullptr};
    QSpinBox *mToWin[2] = {nullptr, nullptr};
    QComboBox *mFirst = nullptr;
    QSpinBox *mColumns = nullptr;
    QSpinBox *mRows = nullptr;
    QRadioButton *mPlace = nullptr;
    QRadioButton *mPaint = nullptr;
    QComboBox *mSide = nullptr;
    QComboBox *mType = nullptr;
    QComboBox *mTerrain = nullptr;
    QLabel *mUnit = nullptr;
    QLineEdit *mLeader = nullptr;
    QSpinBox *mHeroics = nullptr;
    QComboBox *mPronoun = nullptr;
    QPushButton *mAttach = nullptr;
    QPushButton *mDetach = nullptr;
    QPushButton *mRemove = nullptr;
    QPushButton *mUndoButton = nullptr;
    QPushButton *mPlay = nullptr;
    QLabel *mStatus = nullptr;
    RefusalBanner *mBanner = nullptr;
};

} // namespace castellan

#pragma once

#include "map/scanalignment.h"

#include <QDialog>
#include <QPointer>

#include <array>
#include <optional>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace castellan {

class Campaign;
class MapScene;
class MapView;
class RefusalBanner;
struct Outcome;

/**
 * Lines the scan of the printed map up with the hexes. While it is open a click on the map marks a point of
 * the scan: the user marks the centres of two hexes far apart and says which hexes they are, and Align scales,
 * turns and shifts the scan to fit. A wrong mark is undone with Undo Mark. The result can then be nudged by
 * number. Every alignment is one undoable action of the campaign; the marks themselves are not kept.
 */
class ScanAlignDialog : public QDialog
{
    Q_OBJECT

public:
    ScanAlignDialog(Campaign &campaign, MapScene *scene, MapView *view, QWidget *parent = nullptr);
    ~ScanAlignDialog() override;

    /** Marks the point of the scan under a point of the scene, as a click on the map does. */
    void markAt(const QPointF &scenePos);
    std::optional<QPointF> mark(int index) const { return mMarks[index].onScan; }
    QLineEdit *hexEdit(int index) const { return mMarks[index].hex; }
    QPushButton *alignButton() const { return mAlign; }
    QPushButton *undoMarkButton() const { return mUndoMark; }
    QDoubleSpinBox *hexWidthSpin() const { return mHexWidth; }
    QDoubleSpinBox *rotationSpin() const { return mRotation; }
    QDoubleSpinBox *shiftAcrossSpin() const { return mShiftAcross; }
    QDoubleSpinBox *shiftDownSpin() const { return mShiftDown; }
    QString refusal() const;
    /** What the last alignment or nudge came to. */
    QString said() const;

protected:
    void done(int result) override;

private:
    struct MarkRow
    {
        std::optional<QPointF> onScan;
        QRadioButton *pick = nullptr;
        QLabel *where = nullptr;
        QLineEdit *hex = nullptr;
    };
    /** What Undo Mark takes back: which mark, and where it was before. */
    struct MarkStep
    {
        int index;
        std::optional<QPointF> before;
        QString hexBefore;
    };

    QWidget *buildMarks();
    QWidget *buildNudge();
    void showMarks();
    void undoMark();
    void align();
    void showAlignment();
    /** Shows what an action came to: its summary, or why it was refused. */
    void report(const Outcome &o);
    /** A nudge: the alignment as the spin boxes now say, turned and scaled about the middle of the view. */
    void nudge();
    QPointF viewCentreOnMapPlane() const;

    Campaign &mCampaign;
    QPointer<MapScene> mScene;
    QPointer<MapView> mView;
    std::array<MarkRow, 2> mMarks;
    QList<MarkStep> mSteps;
    QPushButton *mUndoMark;
    QPushButton *mAlign;
    QDoubleSpinBox *mHexWidth;
    QDoubleSpinBox *mRotation;
    QDoubleSpinBox *mShiftAcross;
    QDoubleSpinBox *mShiftDown;
    RefusalBanner *mRefusal;
    QLabel *mSaid;
};

} // namespace castellan

#pragma once

#include "odds/flankdialogparts.h"
#include "tactical/boardsetup.h"

#include <QDialog>

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace castellan {

class FlankOddsChart;

/**
 * The flank marches of a scenario being set up (RULES M2): a general's name, his level and Heroics, the edge and
 * the units that march, so many of each type, off the board until they arrive. The chance that the march has
 * arrived by each game turn is charted (M3). Each change goes through the setup dialog, so Ctrl+Z undoes it there.
 */
class ScenarioFlankDialog : public QDialog
{
    Q_OBJECT

public:
    /** `change` applies an edit to the setup and returns why it was refused, or empty (TacticalSetupDialog's). */
    using Change = std::function<QString(const std::function<QString(BoardSetup &)> &)>;
    ScenarioFlankDialog(const BoardSetup &setup, Change change, QWidget *parent = nullptr);

    FlankOddsChart *chart() const { return mParts.chart; }
    /** Why the last change was refused, or empty. */
    QString refusal() const;

private:
    void send();
    void callOff();
    void fillSent();
    void showLevel();

    const BoardSetup &mSetup;
    Change mChange;
    QComboBox *mSide;
    QLineEdit *mGeneral;
    QSpinBox *mHeroics;
    QComboBox *mPronoun;
    QComboBox *mLevel;
    QList<QSpinBox *> mTypes;
    FlankDialogParts mParts;
};

} // namespace castellan

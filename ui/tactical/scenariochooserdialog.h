#pragma once

#include "tactical/scenariocatalogue.h"

#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;

namespace castellan {

/**
 * Campaign ▸ Play a Tactical Scenario (issue 30, item 13): the shipped scenarios first, each with its name, a
 * picture of its board and its size; the one picked is shown large with what it is about, its sides and what wins.
 * Open a File… still plays any scenario file of one's own.
 */
class ScenarioChooserDialog : public QDialog
{
    Q_OBJECT

public:
    ScenarioChooserDialog(const Ruleset &rules, QWidget *parent = nullptr);
    ~ScenarioChooserDialog() override;

    /** The scenarios offered, in the list's order. */
    const QList<CatalogueScenario> &scenarios() const { return mScenarios; }

signals:
    /** A scenario to play: its file, shipped or of one's own. */
    void playRequested(const QString &file);

private:
    void showPicked();
    void play();
    void openFile();

    Ruleset mRules;
    QList<CatalogueScenario> mScenarios;
    QListWidget *mList = nullptr;
    QLabel *mPicture = nullptr;
    QLabel *mAbout = nullptr;
    QPushButton *mPlay = nullptr;
};

} // namespace castellan

#pragma once

#include <QKeySequence>
#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace castellan {

class Campaign;
class Messenger;

/**
 * What goes out of a campaign and comes in (issue 15), as the File menu offers it: printed sheets (Print Preview
 * first), the roster and forces as CSV or JSON, the roster imported from JSON, and the players' copy.
 */
class ExchangeActions : public QObject
{
    Q_OBJECT

public:
    ExchangeActions(QWidget &window, Messenger &messages, std::function<QList<qint64>()> selectedLeaders);

    void setCampaign(Campaign *campaign);
    /** File ▸ Print, File ▸ Export and File ▸ Import, built on the window's menu. */
    void addMenusTo(QMenu &file);

    QAction *printLeaders() const { return mPrintLeaders; }
    QAction *importRosterAction() const { return mImportRoster; }

    /** The file the user picks, when tests pick it instead of a file dialog. */
    void setFileChooser(std::function<QString(const QString &suggested)> chooser) { mChooseFile = std::move(chooser); }

private:
    QAction *action(const QString &objectName, const QString &text, const QString &tip, const QKeySequence &keys = {});
    void updateEnabled();
    void print(int subject, const QString &title);
    void exportText(const QString &what, const QString &suffix, const QByteArray &bytes);
    void doImportRoster();
    void doPlayersCopy();
    QString chooseSave(const QString &title, const QString &suggested, const QString &filter);

    QWidget &mWindow;
    Messenger &mMessages;
    std::function<QList<qint64>()> mSelectedLeaders;
    std::function<QString(const QString &)> mChooseFile;
    Campaign *mCampaign = nullptr;

    QAction *mPrintLeaders;
    QAction *mPrintRoster;
    QAction *mPrintForces;
    QAction *mPrintSieges;
    QAction *mPrintCampaign;
    QAction *mPrintMap;
    QAction *mExportRosterCsv;
    QAction *mExportRosterJson;
    QAction *mExportForcesCsv;
    QAction *mExportPlayersCopy;
    QAction *mExportTurnReports;
    QAction *mImportRoster;
};

} // namespace castellan

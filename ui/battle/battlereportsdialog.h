#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTextBrowser;
class QTreeWidget;

namespace castellan {

class Campaign;
struct BattleRecord;

/**
 * The campaign's battles, oldest first (turn, name, result), and the selected one's whole report: sides,
 * result and every step with its roll (RULES F, D1). A report can be exported as a self-contained HTML page
 * (written whole or not at all) or printed. The list follows the campaign: a battle undone leaves it, redone
 * comes back.
 */
class BattleReportsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit BattleReportsDialog(Campaign &campaign, QWidget *parent = nullptr);

    /** Selects a battle and shows its report; false when there is no such battle. */
    bool showBattle(qint64 battleId);
    /** The battle whose report is shown, or 0. */
    qint64 currentBattle() const;
    /** Writes a battle's report as HTML to `path` (QSaveFile: the file is whole or untouched). */
    bool exportHtml(qint64 battleId, const QString &path);
    /** Why the last export failed. */
    QString lastError() const { return mLastError; }

    QTreeWidget *list() const { return mList; }
    QTextBrowser *browser() const { return mBrowser; }

private:
    void reload();
    void showCurrent();
    void exportCurrent();
    void printCurrent();
    QString reportHtml(qint64 battleId) const;

    Campaign &mCampaign;
    QTreeWidget *mList;
    QTextBrowser *mBrowser;
    QLabel *mEmpty;
    QPushButton *mExport;
    QPushButton *mPrint;
    QString mLastError;
};

} // namespace castellan

#pragma once

#include <QDialog>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QListWidget;
class QRadioButton;
class QSpinBox;
class QTextBrowser;

namespace castellan {

class Campaign;

/**
 * File ▸ Export ▸ Turn Reports (issue 31): each side's report of a turn, previewed, written as HTML or PDF, a file a
 * side, into a folder. A player of a shared campaign is offered his own side's report only.
 */
class TurnReportsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TurnReportsDialog(const Campaign &campaign, QWidget *parent = nullptr);

    QSpinBox *turnSpin() const { return mTurn; }
    QListWidget *sideList() const { return mSides; }
    QTextBrowser *preview() const { return mPreview; }
    QLineEdit *folderEdit() const { return mFolder; }
    QRadioButton *pdfButton() const { return mPdf; }
    /** Files already in the folder are replaced without asking (tests; the dialog asks otherwise). */
    void setReplaceWithoutAsking(bool replace) { mReplaceWithoutAsking = replace; }
    /** Writes the checked sides' reports; false, with lastError(), when one could not be written. */
    bool exportReports();
    QStringList writtenFiles() const { return mWritten; }
    QString lastError() const { return mLastError; }

private:
    void fillSides();
    void showPreview();
    void chooseFolder();

    const Campaign &mCampaign;
    QSpinBox *mTurn;
    QListWidget *mSides;
    QTextBrowser *mPreview;
    QLineEdit *mFolder;
    QRadioButton *mHtml;
    QRadioButton *mPdf;
    QLabel *mStatus;
    bool mReplaceWithoutAsking = false;
    QStringList mWritten;
    QString mLastError;
};

} // namespace castellan

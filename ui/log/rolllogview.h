#pragma once

#include <QWidget>

class QToolButton;

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class QTimer;

namespace castellan {

class Campaign;
class RollLogModel;

/** The "Roll log" dock: leader, side and turn choosers, a text filter and the paged table of every roll (RULES D1). */
class RollLogView : public QWidget
{
    Q_OBJECT

public:
    explicit RollLogView(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    /** Shows only one leader's rolls (0: all). */
    void setLeaderFilter(qint64 leaderId);

    /** Writes the rolls shown (the filters apply) as CSV; never a half-written file. False with lastError(). */
    bool exportCsv(const QString &path);
    QString lastError() const { return mLastError; }
    QToolButton *exportButton() const { return mExport; }

    RollLogModel *model() const { return mModel; }
    QTableView *table() const { return mTable; }
    QComboBox *leaderCombo() const { return mLeaderCombo; }
    QComboBox *turnCombo() const { return mTurnCombo; }
    QComboBox *sideCombo() const { return mSideCombo; }
    QLineEdit *textFilterEdit() const { return mTextEdit; }

Q_SIGNALS:
    /** What an export wrote, for the status bar. */
    void statusMessage(const QString &text);

private:
    void exportCsvDialog();
    void fillLeaders();
    void fillTurns();
    void fillSides();
    void scheduleFillLeaders();
    void applyFilter();
    void updateInfo();

    Campaign *mCampaign = nullptr;
    RollLogModel *mModel;
    QComboBox *mLeaderCombo;
    QComboBox *mTurnCombo;
    QComboBox *mSideCombo;
    QLineEdit *mTextEdit;
    QTableView *mTable;
    QLabel *mInfo;
    QTimer *mTextTimer;
    QToolButton *mExport;
    QString mLastError;
    bool mFillPending = false;
};

} // namespace castellan

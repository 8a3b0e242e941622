#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;

namespace castellan {

class Campaign;
class RosterFilterProxy;
class RosterModel;

/**
 * The roster pane: a filter line ("Filter by name"), side and status choosers and the sortable table of
 * leaders. The current row is the leader the sheet shows and the Leader menu acts on.
 */
class RosterView : public QWidget
{
    Q_OBJECT

public:
    explicit RosterView(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);

    /** The leader of the current row, 0 when none. */
    qint64 currentLeaderId() const;
    /** The leaders selected (Shift and Ctrl pick several), in the roster's order; the current one when none. */
    QList<qint64> selectedLeaderIds() const;
    /** Makes a leader current, clearing filters that would hide him. */
    void selectLeader(qint64 id);
    /** Ctrl+F: puts the cursor in the name filter. */
    void focusFilter();

    RosterModel *model() const { return mModel; }
    RosterFilterProxy *proxy() const { return mProxy; }
    QTableView *table() const { return mTable; }
    QLineEdit *nameFilterEdit() const { return mNameEdit; }
    QComboBox *sideCombo() const { return mSideCombo; }
    QComboBox *statusCombo() const { return mStatusCombo; }

Q_SIGNALS:
    void currentLeaderChanged(qint64 id);
    /** Double click or Return on a row. */
    void leaderActivated(qint64 id);

private:
    void fillSides();
    void applyStatusFilter();
    void updateCount();
    void emitCurrentIfChanged();

    Campaign *mCampaign = nullptr;
    RosterModel *mModel;
    RosterFilterProxy *mProxy;
    QLineEdit *mNameEdit;
    QComboBox *mSideCombo;
    QComboBox *mStatusCombo;
    QTableView *mTable;
    QLabel *mCountLabel;
    qint64 mLastEmitted = -1;
};

} // namespace castellan

#pragma once

#include <QHash>
#include <QList>
#include <QWidget>

class QLabel;
class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace castellan {

/**
 * Leaders picked by ticking them (RULES L2: a leader is with one force at a time): name, Battle rating and where
 * each one is now, with a name filter once the list is long. The dialogs fill it; it never reads the campaign.
 */
class LeaderPicker : public QWidget
{
    Q_OBJECT

public:
    struct Entry
    {
        qint64 id = 0;
        QString name;
        int battle = 0;
        QString where; ///< "with Army of the North", "no force", …
        QString toolTip;
        bool checked = false;
        bool muted = false; ///< disabled leaders: shown subdued, still pickable
    };
    enum Column { NameColumn, BattleColumn, WhereColumn };

    explicit LeaderPicker(QWidget *parent = nullptr);

    void setEntries(const QList<Entry> &entries);
    /** Shown instead of the list when there is nobody to pick. */
    void setEmptyText(const QString &text);
    void setWhereHeader(const QString &text);

    /** The ticked leaders, in the order the entries were given. */
    QList<qint64> checkedIds() const;
    bool isChecked(qint64 id) const;
    void setChecked(qint64 id, bool checked);
    int count() const { return int(mOrder.size()); }

    QTreeWidget *tree() const { return mTree; }
    QTreeWidgetItem *itemFor(qint64 id) const { return mItems.value(id); }

Q_SIGNALS:
    void checkedChanged();

private:
    void applyFilter(const QString &text);

    QLineEdit *mFilter;
    QTreeWidget *mTree;
    QLabel *mEmpty;
    QList<qint64> mOrder;
    QHash<qint64, QTreeWidgetItem *> mItems;
};

} // namespace castellan

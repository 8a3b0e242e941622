#include "leaderpicker.h"

#include "compacttreewidget.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace castellan {

namespace {

/** Past this many leaders the list gets a name filter. */
constexpr int FilterFrom = 8;

} // namespace

LeaderPicker::LeaderPicker(QWidget *parent)
    : QWidget(parent)
    , mFilter(new QLineEdit(this))
    , mTree(new CompactTreeWidget(this))
    , mEmpty(new QLabel(this))
{
    mFilter->setObjectName(QStringLiteral("leaderFilter"));
    mFilter->setPlaceholderText(tr("Filter by name"));
    mFilter->setClearButtonEnabled(true);
    mFilter->hide();

    mTree->setObjectName(QStringLiteral("leaderList"));
    mTree->setColumnCount(3);
    mTree->setHeaderLabels({tr("Leader"), tr("Battle"), tr("Now")});
    mTree->headerItem()->setToolTip(BattleColumn, tr("Battle rating: the commander's counts in battle (RULES R1)"));
    mTree->headerItem()->setTextAlignment(BattleColumn, Qt::AlignCenter);
    mTree->setSortingEnabled(true);
    mTree->sortByColumn(NameColumn, Qt::AscendingOrder);
    QHeaderView *header = mTree->header();
    header->setStretchLastSection(true);
    header->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    header->resizeSection(NameColumn, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 13);
    header->setSectionResizeMode(BattleColumn, QHeaderView::Fixed);
    header->resizeSection(BattleColumn, fontMetrics().horizontalAdvance(tr("Battle")) + 24);
    static_cast<CompactTreeWidget *>(mTree)->setRowRange(3, 8);

    mEmpty->setObjectName(QStringLiteral("leaderListEmpty"));
    mEmpty->setWordWrap(true);
    mEmpty->setForegroundRole(QPalette::PlaceholderText);
    mEmpty->setMargin(6);
    mEmpty->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(mFilter);
    layout->addWidget(mTree, 1);
    layout->addWidget(mEmpty);

    connect(mFilter, &QLineEdit::textChanged, this, &LeaderPicker::applyFilter);
    connect(mTree, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *, int column) {
        if (column == NameColumn)
            Q_EMIT checkedChanged();
    });
    setFocusProxy(mTree);
}

void LeaderPicker::setEntries(const QList<Entry> &entries)
{
    {
        const QSignalBlocker block(mTree);
        mTree->clear();
        mOrder.clear();
        mItems.clear();
        for (const Entry &e : entries) {
            auto *item = new QTreeWidgetItem;
            item->setText(NameColumn, e.name);
            item->setData(NameColumn, Qt::UserRole, e.id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
            item->setCheckState(NameColumn, e.checked ? Qt::Checked : Qt::Unchecked);
            item->setData(BattleColumn, Qt::DisplayRole, e.battle);
            item->setTextAlignment(BattleColumn, Qt::AlignCenter);
            item->setText(WhereColumn, e.where);
            for (int c = NameColumn; c <= WhereColumn; ++c)
                item->setToolTip(c, e.toolTip);
            if (e.muted) {
                for (int c = NameColumn; c <= WhereColumn; ++c)
                    item->setForeground(c, palette().brush(QPalette::PlaceholderText));
            }
            mTree->addTopLevelItem(item);
            mOrder.append(e.id);
            mItems.insert(e.id, item);
        }
        if (QTreeWidgetItem *first = mTree->topLevelItem(0))
            mTree->setCurrentItem(first, NameColumn, QItemSelectionModel::NoUpdate);
    }
    mFilter->setVisible(entries.size() > FilterFrom);
    mFilter->clear();
    mTree->setVisible(!entries.isEmpty());
    mEmpty->setVisible(entries.isEmpty());
    mTree->updateGeometry();
    Q_EMIT checkedChanged();
}

void LeaderPicker::setEmptyText(const QString &text)
{
    mEmpty->setText(text);
}

void LeaderPicker::setWhereHeader(const QString &text)
{
    mTree->headerItem()->setText(WhereColumn, text);
}

QList<qint64> LeaderPicker::checkedIds() const
{
    QList<qint64> ids;
    for (qint64 id : mOrder) {
        if (isChecked(id))
            ids.append(id);
    }
    return ids;
}

bool LeaderPicker::isChecked(qint64 id) const
{
    const QTreeWidgetItem *item = mItems.value(id);
    return item && item->checkState(NameColumn) == Qt::Checked;
}

void LeaderPicker::setChecked(qint64 id, bool checked)
{
    if (QTreeWidgetItem *item = mItems.value(id))
        item->setCheckState(NameColumn, checked ? Qt::Checked : Qt::Unchecked);
}

void LeaderPicker::applyFilter(const QString &text)
{
    const QString wanted = text.trimmed();
    for (QTreeWidgetItem *item : std::as_const(mItems))
        item->setHidden(!wanted.isEmpty() && !item->text(NameColumn).contains(wanted, Qt::CaseInsensitive));
}

} // namespace castellan

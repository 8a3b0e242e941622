#include "compacttreewidget.h"

#include <QHeaderView>

#include <algorithm>

namespace castellan {

CompactTreeWidget::CompactTreeWidget(QWidget *parent)
    : QTreeWidget(parent)
{
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    setAllColumnsShowFocus(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
}

void CompactTreeWidget::setRowRange(int least, int most)
{
    mLeast = least;
    mMost = std::max(least, most);
    updateGeometry();
}

int CompactTreeWidget::heightFor(int rows) const
{
    const int row =
        topLevelItemCount() > 0 ? std::max(sizeHintForRow(0), fontMetrics().height() + 4) : fontMetrics().height() + 6;
    const int head = isHeaderHidden() ? 0 : header()->sizeHint().height();
    return head + rows * row + 2 * frameWidth() + 2;
}

QSize CompactTreeWidget::sizeHint() const
{
    const int rows = std::clamp(int(topLevelItemCount()), mLeast, mMost);
    return {QTreeWidget::sizeHint().width(), heightFor(rows)};
}

QSize CompactTreeWidget::minimumSizeHint() const
{
    return {QTreeWidget::minimumSizeHint().width(), heightFor(std::min(mLeast, 2))};
}

} // namespace castellan

#pragma once

#include <QTreeWidget>

namespace castellan {

/**
 * A flat QTreeWidget whose size hint fits its rows, between a least and a most number of rows, so that a short
 * list of leaders or forces makes a short dialog and a long one scrolls.
 */
class CompactTreeWidget : public QTreeWidget
{
    Q_OBJECT

public:
    explicit CompactTreeWidget(QWidget *parent = nullptr);

    void setRowRange(int least, int most);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    int heightFor(int rows) const;

    int mLeast = 3;
    int mMost = 8;
};

} // namespace castellan

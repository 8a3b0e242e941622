#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;

namespace castellan {

/**
 * What the map pane shows while the campaign has no map: a word on what the map is for, its size in hexes
 * (20 x 15 to start with) and a Create Map button. Without a campaign it only says so.
 */
class MapEmptyState : public QWidget
{
    Q_OBJECT

public:
    explicit MapEmptyState(QWidget *parent = nullptr);

    void setHasCampaign(bool hasCampaign);
    /** A campaign opened only to look at, with no map: says why none can be made here, and offers no size. */
    void setReadOnly(const QString &why);
    QSpinBox *columnsSpin() const { return mColumns; }
    QSpinBox *rowsSpin() const { return mRows; }
    QPushButton *createButton() const { return mCreate; }

Q_SIGNALS:
    void createRequested(int columns, int rows);

private:
    QLabel *mTitle;
    QLabel *mText;
    QWidget *mForm;
    QSpinBox *mColumns;
    QSpinBox *mRows;
    QPushButton *mCreate;
};

} // namespace castellan

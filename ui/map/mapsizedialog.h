#pragma once

#include <QDialog>

class QSpinBox;

namespace castellan {

class Campaign;
class RefusalBanner;

/**
 * Resizes the campaign's map: columns and rows (1-200). Hexes cut off lose their terrain and name; a fortress
 * or a force outside the new size is refused, and the dialog says so and stays open. One undoable action.
 */
class MapSizeDialog : public QDialog
{
    Q_OBJECT

public:
    explicit MapSizeDialog(Campaign &campaign, QWidget *parent = nullptr);
    QSpinBox *columnsSpin() const { return mColumns; }
    QSpinBox *rowsSpin() const { return mRows; }
    QString refusal() const;
    QString summary() const { return mSummary; }

    void accept() override;

private:
    Campaign &mCampaign;
    QSpinBox *mColumns;
    QSpinBox *mRows;
    RefusalBanner *mRefusal;
    QString mSummary;
};

} // namespace castellan

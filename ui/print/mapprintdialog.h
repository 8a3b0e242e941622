#pragma once

#include "sheets/mappicture.h"

#include <QDialog>
#include <QPageLayout>

class QDoubleSpinBox;
class QLabel;
class QRadioButton;

namespace castellan {

class Campaign;

/** How the map goes onto paper: the whole map on one page, or to scale across as many pages as it takes. */
class MapPrintDialog : public QDialog
{
    Q_OBJECT

public:
    MapPrintDialog(const Campaign &campaign, const QPageLayout &layout, QWidget *parent = nullptr);

    MapPicture::Fit fit() const;
    double hexMillimetres() const;

    void accept() override;

private:
    void updatePages();

    const Campaign &mCampaign;
    QPageLayout mLayout;
    QRadioButton *mOnePage;
    QRadioButton *mToScale;
    QDoubleSpinBox *mHexWidth;
    QLabel *mPages;
};

} // namespace castellan

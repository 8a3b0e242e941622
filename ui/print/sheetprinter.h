#pragma once

#include "sheets/printjob.h"

#include <QPageLayout>
#include <QString>

class QPrinter;
class QWidget;

namespace castellan {

class Campaign;

/**
 * Prints what core's printjob lays out (issue 15): Print Preview first, with its page setup remembered from one
 * print to the next; a progress bar, with Stop, while a long document is built; PDF from the preview's toolbar.
 */
class SheetPrinter
{
public:
    /** Builds the document of a request and shows it in Print Preview; false when stopped or empty. */
    static bool preview(QWidget *parent, const Campaign &campaign, const PrintRequest &request, const QString &title);
    /** Asks how the map goes onto paper (one page or to scale), then shows it in Print Preview. */
    static bool previewMap(QWidget *parent, const Campaign &campaign);

    /** The sheets' options the Preferences set: how many history entries a leader's sheet prints. */
    static SheetOptions sheetOptions();

    /** The page size, orientation and margins last used, or A4 portrait. */
    static QPageLayout rememberedLayout();
    static void rememberLayout(const QPageLayout &layout);
};

} // namespace castellan

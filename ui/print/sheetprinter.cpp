#include "sheetprinter.h"

#include "mapprintdialog.h"

#include "options/preferences.h"

#include "campaign/campaign.h"
#include "sheets/mappicture.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QPdfWriter>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QToolBar>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct SheetPrinterText
{
    Q_DECLARE_TR_FUNCTIONS(SheetPrinter)
};

const QString LayoutKey = QStringLiteral("print/pageLayout");

/** The document of a request, laid out with a progress bar the user can stop; null when stopped. */
std::unique_ptr<QTextDocument> buildDocument(QWidget *parent, const Campaign &c, const PrintRequest &request)
{
    QProgressDialog progress(SheetPrinterText::tr("Laying out the sheets…"), SheetPrinterText::tr("Stop"), 0, 0,
                             parent);
    progress.setObjectName(QStringLiteral("printProgress"));
    progress.setWindowTitle(SheetPrinterText::tr("Print"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    return printDocument(c, request, [&progress](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        QCoreApplication::processEvents();
        return !progress.wasCanceled();
    });
}

/** Where a PDF goes: asked, next to the campaign by default. */
QString askPdfPath(QWidget *parent, const Campaign &c, const QString &title)
{
    const QString folder = QFileInfo(c.path()).absolutePath();
    QString name = title;
    name.replace(QLatin1Char('/'), QLatin1Char('-'));
    QString path = QFileDialog::getSaveFileName(parent, SheetPrinterText::tr("Export as PDF"),
                                                QDir(folder).filePath(name + QStringLiteral(".pdf")),
                                                SheetPrinterText::tr("PDF files (*.pdf)"));
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    return path;
}

/**
 * Print Preview of whatever `paint` draws on a printer, with Export as PDF… on its toolbar (`pdf` writes one);
 * the page setup chosen there is remembered.
 */
void runPreview(QWidget *parent, const QString &title, const std::function<void(QPrinter *)> &paint,
                const std::function<QString(const QString &, const QPageLayout &)> &pdf, const Campaign &c)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(SheetPrinter::rememberedLayout());
    printer.setDocName(title);
    QPrintPreviewDialog dialog(&printer, parent);
    dialog.setObjectName(QStringLiteral("printPreview"));
    dialog.setWindowTitle(SheetPrinterText::tr("Print Preview — %1").arg(title));
    QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, &dialog, paint);
    if (auto *toolbar = dialog.findChild<QToolBar *>()) {
        toolbar->addSeparator();
        QAction *exportPdf = toolbar->addAction(SheetPrinterText::tr("Export as PDF…"));
        exportPdf->setObjectName(QStringLiteral("actionExportPdf"));
        exportPdf->setToolTip(SheetPrinterText::tr("Write these pages to a PDF file"));
        QObject::connect(exportPdf, &QAction::triggered, &dialog, [&] {
            const QString path = askPdfPath(&dialog, c, title);
            if (path.isEmpty())
                return;
            const QString why = pdf(path, printer.pageLayout());
            if (why.isEmpty())
                QMessageBox::information(&dialog, SheetPrinterText::tr("Export as PDF"),
                                         SheetPrinterText::tr("Written to %1.").arg(path));
            else
                QMessageBox::warning(&dialog, SheetPrinterText::tr("Export as PDF"), why);
        });
    }
    dialog.resize(900, 1000);
    dialog.exec();
    SheetPrinter::rememberLayout(printer.pageLayout());
}

} // namespace

SheetOptions SheetPrinter::sheetOptions()
{
    SheetOptions options;
    const Preferences preferences = Preferences::load();
    options.historyEntries = preferences.historyEntries;
    options.sheetsPerPage = preferences.sheetsPerPage;
    return options;
}

QPageLayout SheetPrinter::rememberedLayout()
{
    QPageLayout layout = defaultPageLayout();
    const QVariant kept = QSettings().value(LayoutKey);
    const QStringList parts = kept.toString().split(QLatin1Char(';'));
    if (parts.size() == 2) {
        const QPageSize size(QPageSize::PageSizeId(parts[0].toInt()));
        if (size.isValid())
            layout.setPageSize(size);
        layout.setOrientation(parts[1] == QLatin1String("landscape") ? QPageLayout::Landscape : QPageLayout::Portrait);
    }
    return layout;
}

void SheetPrinter::rememberLayout(const QPageLayout &layout)
{
    QSettings().setValue(LayoutKey,
                         QStringLiteral("%1;%2")
                             .arg(int(layout.pageSize().id()))
                             .arg(layout.orientation() == QPageLayout::Landscape ? QStringLiteral("landscape")
                                                                                 : QStringLiteral("portrait")));
}

bool SheetPrinter::preview(QWidget *parent, const Campaign &campaign, const PrintRequest &request, const QString &title)
{
    std::shared_ptr<QTextDocument> document = buildDocument(parent, campaign, request);
    if (!document)
        return false;
    runPreview(
        parent, title, [document](QPrinter *printer) { document->print(printer); },
        [document](const QString &path, const QPageLayout &layout) { return writePdf(*document, path, layout); },
        campaign);
    return true;
}

bool SheetPrinter::previewMap(QWidget *parent, const Campaign &campaign)
{
    if (!campaign.hasMap())
        return false;
    MapPrintDialog options(campaign, rememberedLayout(), parent);
    if (options.exec() != QDialog::Accepted)
        return false;
    const MapPicture::Fit fit = options.fit();
    const double millimetres = options.hexMillimetres();
    const MapPicture picture(campaign);
    runPreview(
        parent, SheetPrinterText::tr("%1 — the map").arg(campaign.name()),
        [&picture, fit, millimetres](QPrinter *printer) { picture.print(*printer, fit, millimetres); },
        [&picture, fit, millimetres](const QString &path, const QPageLayout &layout) {
            return writePdfWith(path, layout, [&](QPdfWriter &writer) { picture.print(writer, fit, millimetres); });
        },
        campaign);
    return true;
}

} // namespace castellan

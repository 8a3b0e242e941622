#include "printjob.h"

#include "mappicture.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "storage/exporttarget.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QLocale>
#include <QPdfWriter>
#include <QSaveFile>
#include <QUrl>

#include <algorithm>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct PrintJobText
{
    Q_DECLARE_TR_FUNCTIONS(PrintedSheets)
};

const QString PageBreak = QStringLiteral("<p style=\"page-break-before: always\"></p>");
const QUrl MapImage(QStringLiteral("castellan:map"));

const QString SheetRule = QStringLiteral("<hr/>");

/** The sheets of the ids asked for (all when none), `perPage` a page; false when stopped. */
template<class Item, class Html>
bool addSheets(QString &html, const QList<Item> &items, const QList<qint64> &ids, Html sheet, int perPage,
               const PrintProgress &progress)
{
    perPage = std::clamp(perPage, 1, MaxSheetsPerPage);
    QList<Item> chosen;
    for (const Item &item : items) {
        if (ids.isEmpty() || ids.contains(item.id))
            chosen << item;
    }
    for (int i = 0; i < chosen.size(); ++i) {
        if (progress && i % 25 == 0 && !progress(i, int(chosen.size())))
            return false;
        if (i > 0)
            html += i % perPage == 0 ? PageBreak : SheetRule;
        html += sheet(chosen[i]);
    }
    return true;
}

QString titlePage(const Campaign &c)
{
    QStringList sides;
    const QList<Side> all = c.sides();
    for (const Side &s : all)
        sides << s.name.toHtmlEscaped();
    const QString html =
        QStringLiteral("<p class=\"title\">%1</p><p>%2</p><p>%3</p><p>%4</p>")
            .arg(c.name().toHtmlEscaped(),
                 (c.phase() == TurnPhase::Siege ? PrintJobText::tr("Turn %1, the siege phase")
                                                : PrintJobText::tr("Turn %1, the movement phase"))
                     .arg(c.turn())
                     .toHtmlEscaped(),
                 PrintJobText::tr("Sides: %1").arg(sides.join(QStringLiteral(", "))),
                 PrintJobText::tr("%n leader(s), %1 force(s), %2 fortress(es)", nullptr, c.leaderCount())
                     .arg(argText(c.forces().size()), argText(c.fortresses().size()))
                     .toHtmlEscaped());
    return html
        + QStringLiteral("<p class=\"sub\">%1</p>")
              .arg(PrintJobText::tr("Printed on %1 from %2")
                       .arg(QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat),
                            QFileInfo(c.path()).fileName())
                       .toHtmlEscaped());
}

} // namespace

QPageLayout defaultPageLayout()
{
    return QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(15, 15, 15, 15),
                       QPageLayout::Millimeter);
}

std::unique_ptr<QTextDocument> printDocument(const Campaign &c, const PrintRequest &request,
                                             const PrintProgress &progress)
{
    auto document = std::make_unique<QTextDocument>();
    document->setDefaultStyleSheet(sheetStyle());
    document->setDocumentMargin(0);
    QString html;
    const auto leader = [&](const Leader &l) { return leaderSheetHtml(c, l, request.options); };
    const auto force = [&](const Force &f) { return forceSheetHtml(c, f); };
    const auto siege = [&](const Siege &s) { return siegeSummaryHtml(c, s); };
    bool done = true;
    switch (request.subject) {
    case PrintSubject::Leaders:
        done = addSheets(html, c.leaders(), request.ids, leader, request.options.sheetsPerPage, progress);
        break;
    case PrintSubject::Forces:
        done = addSheets(html, c.forces(), request.ids, force, request.options.sheetsPerPage, progress);
        break;
    case PrintSubject::Sieges:
        done = addSheets(html, c.sieges(), request.ids, siege, request.options.sheetsPerPage, progress);
        break;
    case PrintSubject::Campaign: {
        html += titlePage(c);
        html += PageBreak + QStringLiteral("<h2>%1</h2>").arg(PrintJobText::tr("Roster")) + rosterTableHtml(c);
        html += PageBreak + QStringLiteral("<h2>%1</h2>").arg(PrintJobText::tr("Forces")) + forcesTableHtml(c);
        const QImage map = MapPicture(c).image(2400);
        if (!map.isNull()) {
            document->addResource(QTextDocument::ImageResource, MapImage, map);
            // Sized to fit under its heading on an A4 page within print()'s margins (about 528 by 850 pixels).
            const double aspect = double(map.height()) / map.width();
            const int width = int(std::min(520.0, 720.0 / aspect));
            html += PageBreak
                + QStringLiteral("<h2>%1</h2><p><img src=\"%2\" width=\"%3\" height=\"%4\"/></p>")
                      .arg(PrintJobText::tr("The map"), MapImage.toString(), QString::number(width),
                           QString::number(int(width * aspect)));
        }
        const QList<Siege> sieges = c.sieges();
        if (!sieges.isEmpty()) {
            html += PageBreak + QStringLiteral("<h2>%1</h2>").arg(PrintJobText::tr("Sieges"));
            for (const Siege &s : sieges)
                html += siegeSummaryHtml(c, s);
        }
        html += PageBreak + QStringLiteral("<h2>%1</h2>").arg(PrintJobText::tr("Leader sheets"));
        done = addSheets(html, c.leaders(), {}, leader, request.options.sheetsPerPage, progress);
        break;
    }
    }
    if (!done)
        return nullptr;
    document->setHtml(html);
    return document;
}

QString writePdfWith(const QString &path, const QPageLayout &layout, const std::function<void(QPdfWriter &)> &paint)
{
    if (const QString why = whyNotExportTo(path, ExportKind::Document); !why.isEmpty())
        return why;
    // Written beside the target and moved into place, so a failure never leaves half a PDF.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return PrintJobText::tr("%1 could not be written: %2").arg(path, file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setPageLayout(layout);
        writer.setResolution(300);
        writer.setCreator(QStringLiteral("Castellan"));
        paint(writer);
    }
    if (!file.commit())
        return PrintJobText::tr("%1 could not be written: %2").arg(path, file.errorString());
    return {};
}

QString writePdf(const QTextDocument &document, const QString &path, const QPageLayout &layout, int *pages)
{
    return writePdfWith(path, layout, [&](QPdfWriter &writer) {
        writer.setTitle(document.metaInformation(QTextDocument::DocumentTitle));
        document.print(&writer);
        if (pages) {
            // Laid out as print() lays it out: on the writer's page, at its resolution.
            std::unique_ptr<QTextDocument> laidOut(document.clone());
            laidOut->documentLayout()->setPaintDevice(&writer);
            laidOut->setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size());
            *pages = laidOut->pageCount();
        }
    });
}

} // namespace castellan

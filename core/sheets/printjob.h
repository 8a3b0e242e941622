#pragma once

#include "sheethtml.h"

#include <QList>
#include <QPageLayout>
#include <QString>
#include <QTextDocument>

class QPdfWriter;

#include <functional>
#include <memory>

namespace castellan {

class Campaign;

/** What to print (issue 15): leader sheets, force sheets, siege summaries, or the whole campaign. */
enum class PrintSubject { Leaders, Forces, Sieges, Campaign };

struct PrintRequest
{
    PrintSubject subject = PrintSubject::Leaders;
    QList<qint64> ids; ///< the leaders, forces or sieges to print; empty: all of them
    SheetOptions options;
};

/** Told how far building a long document has come; returns false to stop it. */
using PrintProgress = std::function<bool(int done, int total)>;

/**
 * The printable document of a request: one sheet a page, page breaks between them; the campaign's has a title
 * page, the roster, the forces, a picture of the map and the sieges. Null when `progress` stopped it.
 */
std::unique_ptr<QTextDocument> printDocument(const Campaign &c, const PrintRequest &request,
                                             const PrintProgress &progress = {});

/** A4 portrait with 15 mm margins: the page a sheet is printed on unless the user chose another. */
QPageLayout defaultPageLayout();

/**
 * Writes a PDF file whole or not at all (beside it first, then moved into place), with what `paint` draws on the
 * writer; empty when done, else why not.
 */
QString writePdfWith(const QString &path, const QPageLayout &layout, const std::function<void(QPdfWriter &)> &paint);
/** Writes a document to a PDF file, whole or not at all; empty when done, else why not. `pages`: how many. */
QString writePdf(const QTextDocument &document, const QString &path, const QPageLayout &layout = defaultPageLayout(),
                 int *pages = nullptr);

} // namespace castellan

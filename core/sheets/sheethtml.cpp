#include "sheethtml.h"

#include "campaign/campaign.h"
#include "commands/board/rulesetactions.h"
#include "commands/forces/forceactions.h"
#include "i18n/argtext.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The translation context of this file's texts. */
struct SheetHtmlText
{
    Q_DECLARE_TR_FUNCTIONS(PrintedSheets)
};

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

/** Text as written, its line breaks kept. */
QString paragraphs(const QString &text)
{
    return esc(text).replace(QLatin1Char('\n'), QStringLiteral("<br/>"));
}

/** A header row whose columns take these shares of the page's width (Qt would squeeze the text columns). */
QString headerRow(const QStringList &cells, const QList<int> &percent)
{
    QString html = QStringLiteral("<tr>");
    for (qsizetype i = 0; i < cells.size(); ++i)
        html += QStringLiteral("<th width=\"%1%\">%2</th>").arg(percent.value(i)).arg(cells[i]);
    return html + QStringLiteral("</tr>");
}

QString row(const QStringList &cells, const char *tag = "td")
{
    QString html = QStringLiteral("<tr>");
    for (const QString &cell : cells)
        html += QStringLiteral("<%1>%2</%1>").arg(QLatin1String(tag), cell);
    return html + QStringLiteral("</tr>");
}

QString notesHtml(const QString &notes, bool gmOnly)
{
    if (notes.isEmpty())
        return {};
    return QStringLiteral("<h3>%1</h3><p class=\"notes\">%2</p>")
        .arg(gmOnly ? SheetHtmlText::tr("Notes (game master only)") : SheetHtmlText::tr("Notes"), paragraphs(notes));
}

QString leaderWhere(const Campaign &c, const Leader &l)
{
    if (const auto force = c.force(l.forceId))
        return SheetHtmlText::tr("with %1").arg(force->name);
    return l.location.isEmpty() ? SheetHtmlText::tr("no place given") : l.location.shown();
}

/** RULES L3: a box for each point of vitality from the rating down to 1, then disabled (0) and dead (−1). */
QString vitalityTrack(const Leader &l, bool compact)
{
    const int rating = l.rating(Trait::Vitality);
    QStringList levels;
    QStringList boxes;
    for (int level = rating; level >= -1; --level) {
        levels << (level == 0        ? SheetHtmlText::tr("0 disabled")
                       : level == -1 ? SheetHtmlText::tr("−1 dead")
                                     : QString::number(level));
        const bool wounded = level > l.vitality; // each wound ticks the highest box left
        boxes << QStringLiteral("<span class=\"%1\">%2</span>")
                     .arg(compact ? QStringLiteral("smallbox") : QStringLiteral("box"),
                          wounded ? QStringLiteral("☒") : QStringLiteral("☐"));
    }
    return QStringLiteral("<table class=\"track\">%1%2</table>").arg(row(levels, "th"), row(boxes));
}

/** A rating as the table uses it: RULES L4's cap beside a capped Duel or Heroics, "5 (3 while wounded)". */
QString ratingCell(const Leader &l, Trait t)
{
    const QString note = ratingCapNote(l, t);
    const QString rating = QStringLiteral("<b>%1</b>").arg(l.rating(t));
    return note.isEmpty() ? rating : rating + QLatin1Char(' ') + esc(note);
}

/**
 * RULES L1: the ratings with the face of the creation die each came from, where the sheet remembers it: a row a
 * trait, or, when sheets share a page, a column a trait.
 */
QString ratingsTable(const Campaign &c, const Leader &l, bool compact)
{
    const auto creation = l.creationRollId ? c.rolls().roll(l.creationRollId) : std::nullopt;
    const auto from = [&](Trait t) {
        const int die = l.creationDie[std::size_t(t)];
        return creation && die >= 0 && die < creation->faces.size()
            ? SheetHtmlText::tr("die %1, a %2").arg(argText(die + 1), argText(creation->faces[die]))
            : QStringLiteral("—");
    };
    QString ratings;
    if (compact) {
        QStringList names, values, dice;
        for (Trait t : AllTraits) {
            names << esc(traitName(t));
            values << ratingCell(l, t);
            dice << from(t);
        }
        ratings = row(names, "th") + row(values) + row(dice);
    } else {
        ratings =
            row({SheetHtmlText::tr("Trait"), SheetHtmlText::tr("Rating"), SheetHtmlText::tr("From the creation roll")},
                "th");
        for (Trait t : AllTraits)
            ratings += row({esc(traitName(t)), ratingCell(l, t), from(t)});
    }
    if (compact) // the trait names head the columns: no heading of its own
        return QStringLiteral("<table class=\"wide\">%1</table>").arg(ratings);
    return QStringLiteral("<h3>%1</h3><table>%2</table>").arg(SheetHtmlText::tr("Ratings"), ratings);
}

} // namespace

QString sheetStyle()
{
    return QStringLiteral("body { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; }"
                          "h1 { font-size: 18pt; margin-bottom: 2px; }"
                          "h2 { font-size: 14pt; margin-top: 12px; }"
                          "h3 { font-size: 11pt; margin-top: 10px; margin-bottom: 2px; }"
                          "p.sub { color: #444444; margin-top: 0px; }"
                          "table { border-collapse: collapse; }"
                          "th { background-color: #e8e2d0; font-weight: bold; padding: 3px; border: 1px solid #888888; "
                          "white-space: nowrap; }"
                          "td { padding: 3px; border: 1px solid #888888; }"
                          "table.track td, table.track th { text-align: center; }"
                          "span.box { font-size: 16pt; }"
                          "span.smallbox { font-size: 11pt; }"
                          "p.tight { margin-top: 2px; margin-bottom: 2px; }"
                          "h2.tight { margin-top: 2px; margin-bottom: 2px; }"
                          "p.notes { margin-left: 8px; }"
                          "td.num { text-align: right; }"
                          "table.wide { font-size: 8.5pt; }"
                          ".title { font-size: 28pt; font-weight: bold; }");
}

QString leaderSheetHtml(const Campaign &c, const Leader &l, const SheetOptions &options)
{
    // Sheets that share a page are set tighter: the name smaller, the ratings across, the rest run together.
    const bool compact = options.sheetsPerPage > 1;
    QString html =
        (compact ? QStringLiteral("<h2 class=\"tight\">%1</h2>") : QStringLiteral("<h1>%1</h1>")).arg(esc(l.name));
    QStringList sub{esc(c.sideName(l.sideId)), esc(statusName(l.status())), esc(leaderWhere(c, l))};
    if (l.capturedBySide)
        sub << esc(SheetHtmlText::tr("held by %1").arg(c.sideName(l.capturedBySide)));
    html += QStringLiteral("<p class=\"sub\">%1</p>").arg(sub.join(QStringLiteral(" · ")));

    html += ratingsTable(c, l, compact);

    html += (compact ? QStringLiteral("<p class=\"tight\"><b>%1</b></p>") : QStringLiteral("<h3>%1</h3>"))
                .arg(SheetHtmlText::tr("Vitality %1 of %2 (tick a box for each wound)")
                         .arg(argText(l.vitality), argText(l.rating(Trait::Vitality))));
    html += vitalityTrack(l, compact);
    QString tokens = QString(std::min(l.rerolls, 30), QChar(0x25CF)); // ●
    if (l.rerolls > 30)
        tokens += QStringLiteral(" …");
    const QString rerolls =
        QStringLiteral("<b>%1</b> %2").arg(esc(SheetHtmlText::tr("Heroic rerolls held: %1").arg(l.rerolls)), tokens);
    const FlankTable flank = flankTable(c);
    const GeneralLevel level = flank.levelOf(l.rating(Trait::Maneuver));
    QString general = SheetHtmlText::tr("As a general: %1 (leadership bonus %2)")
                          .arg(levelName(level), signedText(flank.bonusOf(level)));
    if (l.coward)
        general += SheetHtmlText::tr("; marked a coward (RULES M1)");
    html += compact ? QStringLiteral("<p class=\"tight\">%1 · %2</p>").arg(rerolls, esc(general))
                    : QStringLiteral("<p>%1</p><p>%2</p>").arg(rerolls, esc(general));
    html += notesHtml(l.notes, l.notesGmOnly);

    if (options.historyEntries != 0) {
        QList<HistoryEntry> entries = c.history(l.id);
        if (options.historyEntries > 0 && entries.size() > options.historyEntries)
            entries = entries.mid(entries.size() - options.historyEntries);
        if (!entries.isEmpty()) {
            QString table = row({SheetHtmlText::tr("Turn"), SheetHtmlText::tr("What happened")}, "th");
            for (const HistoryEntry &h : entries)
                table += row({QString::number(h.turn), esc(h.text.shown())});
            html +=
                QStringLiteral("<h3>%1</h3><table width=\"100%\">%2</table>").arg(SheetHtmlText::tr("History"), table);
        }
    }
    return html;
}

QString forceSheetHtml(const Campaign &c, const Force &f)
{
    QString html = QStringLiteral("<h1>%1</h1><p class=\"sub\">%2 · %3</p>")
                       .arg(esc(f.name), esc(c.sideName(f.sideId)), esc(forceWhere(c, f)));
    QString units = row({SheetHtmlText::tr("Good"), SheetHtmlText::tr("Flagged"), SheetHtmlText::tr("Broken"),
                         SheetHtmlText::tr("In all"), SheetHtmlText::tr("Lost"), SheetHtmlText::tr("Infantry"),
                         SheetHtmlText::tr("Cavalry"), SheetHtmlText::tr("Artillery")},
                        "th");
    units += row({QString::number(f.units.good), QString::number(f.units.flagged), QString::number(f.units.broken),
                  QString::number(f.units.total()), QString::number(f.lost), QString::number(f.infantry()),
                  QString::number(f.cavalry), QString::number(f.artillery)});
    html += QStringLiteral("<h3>%1</h3><table>%2</table>").arg(SheetHtmlText::tr("Units"), units);
    const QList<Leader> leaders = c.leadersOf(f.id);
    if (!leaders.isEmpty()) {
        QString table = row({SheetHtmlText::tr("Leader"), SheetHtmlText::tr("Status"), SheetHtmlText::tr("Battle"),
                             SheetHtmlText::tr("Rally"), SheetHtmlText::tr("Vitality")},
                            "th");
        for (const Leader &l : leaders) {
            const QString name = l.id == f.commanderId ? SheetHtmlText::tr("%1 (commander)").arg(l.name) : l.name;
            table += row({esc(name), esc(statusName(l.status())), QString::number(l.rating(Trait::Battle)),
                          QString::number(l.rating(Trait::Rally)),
                          SheetHtmlText::tr("%1 of %2").arg(argText(l.vitality), argText(l.rating(Trait::Vitality)))});
        }
        html += QStringLiteral("<h3>%1</h3><table>%2</table>").arg(SheetHtmlText::tr("Leaders"), table);
    }
    return html + notesHtml(f.notes, f.notesGmOnly);
}

QString siegeSummaryHtml(const Campaign &c, const Siege &s)
{
    const auto fortress = c.fortress(s.fortressId);
    const QString name = fortress ? fortress->name : SheetHtmlText::tr("a fortress");
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(SheetHtmlText::tr("The siege of %1").arg(name)));
    QString table;
    if (fortress) {
        table += row({SheetHtmlText::tr("Fortress"),
                      esc(SheetHtmlText::tr("%1 at %2, rating %3, held by %4")
                              .arg(fortress->name, hexLabel(fortress->hex), argText(fortress->rating),
                                   c.sideName(fortress->ownerSideId)))});
    }
    table += row({SheetHtmlText::tr("Besieger"), esc(c.sideName(s.besiegerSideId))});
    if (const auto breaching = c.force(s.breachingForceId))
        table += row({SheetHtmlText::tr("Breaching force"), esc(breaching->name)});
    table +=
        row({SheetHtmlText::tr("Turns"),
             esc(s.active() ? SheetHtmlText::tr("since turn %1, %2 turns so far")
                                  .arg(argText(s.startedTurn), argText(s.turnsUnderSiege(c.turn())))
                            : SheetHtmlText::tr("turns %1 to %2").arg(argText(s.startedTurn), argText(s.endedTurn)))});
    table += row({SheetHtmlText::tr("Units lost to the walls"), QString::number(s.unitsLost)});
    if (s.breakInTurn > 0)
        table += row({SheetHtmlText::tr("Last break-in"), SheetHtmlText::tr("turn %1").arg(s.breakInTurn)});
    if (!s.active())
        table += row({SheetHtmlText::tr("How it ended"), esc(s.endReason.shown())});
    html += QStringLiteral("<table>%1</table>").arg(table);
    if (!s.record.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(paragraphs(s.record.shown()));
    if (fortress)
        html += notesHtml(fortress->notes, fortress->notesGmOnly);
    return html;
}

QString rosterTableHtml(const Campaign &c)
{
    QStringList header{SheetHtmlText::tr("Leader"), SheetHtmlText::tr("Side")};
    for (Trait t : AllTraits)
        header << QString(traitShortcut(t));
    header << SheetHtmlText::tr("Vitality") << SheetHtmlText::tr("Rerolls") << SheetHtmlText::tr("Status")
           << SheetHtmlText::tr("Where");
    QString table = headerRow(header, {16, 13, 3, 5, 5, 3, 3, 3, 3, 9, 7, 10, 20});
    const QList<Leader> leaders = c.leaders();
    for (const Leader &l : leaders) {
        QStringList cells{esc(l.name), esc(c.sideName(l.sideId))};
        for (Trait t : AllTraits)
            cells << ratingCellText(l, t); // RULES L4: "5 (3)"
        cells << SheetHtmlText::tr("%1 of %2").arg(argText(l.vitality), argText(l.rating(Trait::Vitality)))
              << QString::number(l.rerolls) << esc(statusName(l.status())) << esc(leaderWhere(c, l));
        table += row(cells);
    }
    return QStringLiteral("<table class=\"wide\" width=\"100%\">%1</table>").arg(table);
}

QString forcesTableHtml(const Campaign &c)
{
    QString table = headerRow({SheetHtmlText::tr("Force"), SheetHtmlText::tr("Side"), SheetHtmlText::tr("Where"),
                               SheetHtmlText::tr("Good"), SheetHtmlText::tr("Flagged"), SheetHtmlText::tr("Broken"),
                               SheetHtmlText::tr("Lost"), SheetHtmlText::tr("Cavalry"), SheetHtmlText::tr("Artillery"),
                               SheetHtmlText::tr("Leaders")},
                              {14, 11, 15, 6, 8, 8, 6, 8, 8, 16});
    const QList<Force> forces = c.forces();
    for (const Force &f : forces) {
        QStringList names;
        const QList<Leader> leaders = c.leadersOf(f.id);
        for (const Leader &l : leaders)
            names << l.name;
        table += row({esc(f.name), esc(c.sideName(f.sideId)), esc(forceWhere(c, f)), QString::number(f.units.good),
                      QString::number(f.units.flagged), QString::number(f.units.broken), QString::number(f.lost),
                      QString::number(f.cavalry), QString::number(f.artillery), esc(names.join(QStringLiteral(", ")))});
    }
    return QStringLiteral("<table class=\"wide\" width=\"100%\">%1</table>").arg(table);
}

} // namespace castellan

#include "turnreport.h"

#include "printjob.h"
#include "sheethtml.h"

#include "battle/battlereport.h"
#include "campaign/campaign.h"
#include "campaign/sight.h"
#include "campaign/timeline.h"
#include "map/mapmodel.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSet>
#include <QTemporaryDir>

#include <memory>

namespace castellan {

namespace {

/** A player of a shared campaign reads an ended turn's report as it was kept: he cannot read its history. */
bool readsKeptReport(const Campaign &c, int turn)
{
    const auto v = c.viewer();
    return v && v->role != ServerRole::GameMaster && turn < c.turn();
}

struct TurnReportText
{
    Q_DECLARE_TR_FUNCTIONS(TurnReport)
};

QString notKept(int turn)
{
    return TurnReportText::tr("The report of turn %1 was not kept on the server. Each side's report is kept there as "
                              "a game master ends the turn.")
        .arg(turn);
}

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString whereText(const Force &f)
{
    return f.onMap() ? TurnReportText::tr("hex %1").arg(hexLabel(f.hex)) : TurnReportText::tr("off the map");
}

QString list(const QStringList &items, const QString &none)
{
    if (items.isEmpty())
        return QStringLiteral("<p class=\"none\">%1</p>\n").arg(escaped(none));
    return QStringLiteral("<ul>\n<li>%1</li>\n</ul>\n").arg(items.join(QStringLiteral("</li>\n<li>")));
}

/** The rows' keys of the side's forces and leaders, as the change log names them. */
QSet<QString> ownRows(const Campaign &c, qint64 sideId)
{
    QSet<QString> keys;
    for (const Force &f : c.forces()) {
        if (f.sideId == sideId)
            keys.insert(QStringLiteral("forces:%1").arg(f.id));
    }
    for (const Leader &l : c.leaders()) {
        if (l.sideId == sideId)
            keys.insert(QStringLiteral("leaders:%1").arg(l.id));
    }
    return keys;
}

/** The actions of the turn that wrote one of the side's forces or leaders, as the history lists them. */
QStringList ownActions(const Campaign &now, const Timeline &timeline, const QSet<QString> &own, int turn)
{
    const std::optional<qsizetype> began = timeline.start(turn);
    if (!began)
        return {};
    const std::optional<qsizetype> ended = timeline.start(turn + 1);
    const qint64 upTo = ended ? timeline.changeBefore(*ended) : std::numeric_limits<qint64>::max();
    QStringList actions;
    for (const StoredChange &change : now.keptChanges(timeline.changeBefore(*began), true, upTo)) {
        const bool touches = std::any_of(change.rows.cbegin(), change.rows.cend(),
                                         [&](const RowImage &row) { return own.contains(row.key); });
        if (touches)
            actions << escaped(historyText(change));
    }
    return actions;
}

QString battlesSection(const Campaign &at, qint64 sideId, int turn)
{
    QString html;
    const auto sideOf = [&at](qint64 forceId) {
        const auto f = at.force(forceId);
        return f ? f->sideId : 0;
    };
    for (const BattleRecord &b : at.battles()) {
        if (b.turn != turn || (sideOf(b.attackerForceId) != sideId && sideOf(b.defenderForceId) != sideId))
            continue;
        QString body = battleReportBody(QJsonDocument::fromJson(b.report.toUtf8()).object());
        body.replace(QLatin1String("<h2>"), QLatin1String("<h4>"))
            .replace(QLatin1String("</h2>"), QLatin1String("</h4>"));
        body.replace(QLatin1String("<h1>"), QLatin1String("<h3>"))
            .replace(QLatin1String("</h1>"), QLatin1String("</h3>"));
        html += body;
    }
    return html.isEmpty() ? list({}, TurnReportText::tr("No battle this turn.")) : html;
}

QStringList siegeLines(const Campaign &at, qint64 sideId, int turn)
{
    QStringList lines;
    for (const Siege &s : at.sieges()) {
        const auto fortress = at.fortress(s.fortressId);
        if (!fortress || s.startedTurn > turn || (s.endedTurn && s.endedTurn < turn))
            continue;
        if (s.besiegerSideId != sideId && fortress->ownerSideId != sideId)
            continue;
        const auto besieger = at.side(s.besiegerSideId);
        QString line = TurnReportText::tr("%1 (rating %2), besieged by %3 since turn %4; units lost to the walls: %5.")
                           .arg(escaped(fortress->name), QString::number(fortress->rating),
                                escaped(besieger ? besieger->name : QString()), QString::number(s.startedTurn),
                                QString::number(s.unitsLost));
        if (s.endedTurn)
            line += QLatin1Char(' ') + escaped(s.endReason.shown());
        lines << line;
    }
    return lines;
}

QStringList leaderLines(const Campaign &at, qint64 sideId, int turn)
{
    QStringList lines;
    for (const Leader &l : at.leaders()) {
        if (l.sideId != sideId)
            continue;
        for (const HistoryEntry &e : at.history(l.id)) {
            if (e.turn == turn && !e.undone)
                lines << QStringLiteral("<b>%1</b>: %2").arg(escaped(l.name), escaped(e.text.shown()));
        }
    }
    return lines;
}

QStringList forceLines(const Campaign &at, const QList<Force> &forces)
{
    QStringList lines;
    for (const Force &f : forces) {
        const auto side = at.side(f.sideId);
        lines << TurnReportText::tr("<b>%1</b> (%2): %3 units, %4")
                     .arg(escaped(f.name), escaped(side ? side->name : QString()), QString::number(f.units.total()),
                          whereText(f));
    }
    return lines;
}

} // namespace

QString TurnReport::whyNot(const Campaign &c) const
{
    if (!c.side(sideId))
        return TurnReportText::tr("The campaign has no such side.");
    if (turn < 1 || turn > c.turn())
        return TurnReportText::tr("The campaign has turns 1 to %1 so far, not %2.").arg(c.turn()).arg(turn);
    if (const auto v = c.viewer(); v && v->role != ServerRole::GameMaster && v->sideId != sideId)
        return TurnReportText::tr("A player reads his own side's turn reports, and no other's.");
    if (readsKeptReport(c, turn) && !c.keptTurnReport(sideId, turn))
        return notKept(turn);
    return {};
}

void TurnReport::keepForPlayers(Campaign &c, int endedTurn)
{
    const auto v = c.viewer();
    if (!v || v->role != ServerRole::GameMaster || endedTurn < 1 || endedTurn >= c.turn())
        return;
    for (const Side &side : c.sides())
        c.keepTurnReport(side.id, endedTurn, TurnReport{side.id, endedTurn}.html(c));
}

QString TurnReport::html(const Campaign &c) const
{
    if (readsKeptReport(c, turn)) {
        if (std::optional<QString> kept = c.keptTurnReport(sideId, turn))
            return *kept;
        throw StorageError(notKept(turn));
    }
    // The campaign as the turn ended: the next turn's first point, or now for the turn under way.
    const Timeline timeline(c);
    QTemporaryDir folder;
    std::unique_ptr<Campaign> ended;
    if (turn < c.turn()) {
        if (const std::optional<qsizetype> next = timeline.start(turn + 1); next && folder.isValid())
            ended = timeline.campaignAt(*next, folder.path());
    }
    const Campaign &at = ended ? *ended : c;
    // The other sides' forces as they stood `historyDelay` turns earlier (the game master's delay), seen from there.
    QTemporaryDir lateFolder;
    std::unique_ptr<Campaign> late;
    if (const int delay = c.options().historyDelay; delay > 0 && lateFolder.isValid()) {
        const std::optional<qsizetype> then = timeline.start(std::max(1, turn + 1 - delay));
        late = timeline.campaignAt(then.value_or(0), lateFolder.path());
    }
    const auto side = c.side(sideId);
    QList<Force> own;
    QList<Force> others;
    for (const Force &f : Sight(at, sideId).forces()) {
        if (f.sideId == sideId)
            own << f;
    }
    for (const Force &f : Sight(late ? *late : at, sideId).forces()) {
        if (f.sideId != sideId)
            others << f;
    }

    QString page = QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>\n"
                                  "<style>%2 .none{color:#777} h2{margin-top:1.4em}</style></head><body>\n")
                       .arg(escaped(fileName(c, QString())), sheetStyle());
    page += QStringLiteral("<h1>%1</h1>\n<p>%2</p>\n")
                .arg(escaped(TurnReportText::tr("%1: turn %2").arg(side->name, QString::number(turn))),
                     escaped(turn < c.turn() ? TurnReportText::tr("%1, as the turn ended.").arg(c.name())
                                             : TurnReportText::tr("%1, the turn under way.").arg(c.name())));
    page += QStringLiteral("<h2>%1</h2>\n").arg(TurnReportText::tr("Its forces"));
    page += list(forceLines(at, own), TurnReportText::tr("The side has no forces."));
    page += QStringLiteral("<h2>%1</h2>\n").arg(TurnReportText::tr("Its moves and actions"));
    page += list(ownActions(c, timeline, ownRows(at, sideId), turn), TurnReportText::tr("No action kept this turn."));
    page += QStringLiteral("<h2>%1</h2>\n").arg(TurnReportText::tr("Its battles"));
    page += battlesSection(at, sideId, turn);
    page += QStringLiteral("<h2>%1</h2>\n").arg(TurnReportText::tr("Its sieges"));
    page += list(siegeLines(at, sideId, turn), TurnReportText::tr("No siege this turn."));
    page += QStringLiteral("<h2>%1</h2>\n").arg(TurnReportText::tr("Its leaders"));
    page += list(leaderLines(at, sideId, turn), TurnReportText::tr("Nothing happened to its leaders."));
    page += QStringLiteral("<h2>%1</h2>\n").arg(TurnReportText::tr("What it saw of the others"));
    if (late)
        page += QStringLiteral("<p class=\"none\">%1</p>\n")
                    .arg(escaped(
                        TurnReportText::tr("As they stood %n turn(s) earlier.", nullptr, c.options().historyDelay)));
    page += list(forceLines(at, others),
                 at.options().hiddenMovement ? TurnReportText::tr("No other side's force within sight.")
                                             : TurnReportText::tr("The other sides have no forces."));
    page += QStringLiteral("</body></html>\n");
    return page;
}

QString TurnReport::write(const Campaign &c, const QString &path, bool pdf) const
{
    const QString page = html(c);
    if (pdf) {
        QTextDocument document;
        document.setHtml(page);
        return writePdf(document, path);
    }
    QSaveFile file(path);
    const QByteArray bytes = page.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return TurnReportText::tr("Cannot write %1: %2").arg(path, file.errorString());
    return {};
}

QString TurnReport::fileName(const Campaign &c, const QString &suffix) const
{
    const auto side = c.side(sideId);
    QString name =
        TurnReportText::tr("%1 - turn %2 - %3").arg(c.name(), QString::number(turn), side ? side->name : QString());
    static const QRegularExpression unsafe(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    name.replace(unsafe, QStringLiteral("_"));
    return name.left(150) + suffix;
}

} // namespace castellan

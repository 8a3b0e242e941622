#include "rollcsv.h"

#include "rolllog.h"

#include <QIODevice>
#include <QStringList>

namespace castellan {

QString csvField(const QString &value)
{
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"')) && !value.contains(QLatin1Char('\n'))
        && !value.contains(QLatin1Char('\r')))
        return value;
    QString quoted = value;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

qint64 writeRollsCsv(const RollArchive &rolls, const RollFilter &filter, QIODevice &out,
                     const std::function<QString(qint64 leaderId)> &leaderName)
{
    auto line = [&out](const QStringList &fields) {
        QStringList quoted;
        quoted.reserve(fields.size());
        for (const QString &f : fields)
            quoted << csvField(f);
        out.write((quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n")).toUtf8());
    };
    line({QStringLiteral("id"), QStringLiteral("turn"), QStringLiteral("context"), QStringLiteral("leader"),
          QStringLiteral("sides"), QStringLiteral("dice"), QStringLiteral("faces"), QStringLiteral("result"),
          QStringLiteral("replaces"), QStringLiteral("undone"), QStringLiteral("by_hand")});
    // The store pages newest first; a CSV reads oldest first, so the pages are gathered, then reversed.
    constexpr qint64 Page = 50000;
    QList<Roll> all;
    for (qint64 offset = 0;; offset += Page) {
        const QList<Roll> page = rolls.rolls(filter, offset, Page);
        all.append(page);
        if (page.size() < Page)
            break;
    }
    for (auto it = all.crbegin(); it != all.crend(); ++it) {
        const Roll &r = *it;
        line({QString::number(r.id), QString::number(r.turn), r.context,
              r.leaderId ? leaderName(r.leaderId) : QString(), QString::number(r.sides),
              QString::number(r.faces.size()), r.facesText(), r.result,
              r.replacesId ? QString::number(r.replacesId) : QString(),
              r.undone ? QStringLiteral("1") : QStringLiteral("0"),
              r.manual ? QStringLiteral("1") : QStringLiteral("0")});
    }
    return all.size();
}

} // namespace castellan

#include "battleunderway.h"

#include "tactical/jsonfields.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonDocument>

namespace castellan {

namespace {

struct BattleUnderwayText
{
    Q_DECLARE_TR_FUNCTIONS(BattleUnderway)
};

constexpr int UnderwayFormat = 1;

QString hexText(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes);
}

QByteArray checkedHash(JsonFields &f, const QString &key)
{
    const QByteArray h = f.text(key).toLatin1();
    if (h.size() != 64 || QByteArray::fromHex(h).toHex() != h)
        throw FieldFault{f.at(key), BattleUnderwayText::tr("must be a SHA-256 in hex")};
    return h;
}

} // namespace

QByteArray underwayJson(const BattleUnderway &b)
{
    QJsonObject o{{QStringLiteral("format"), UnderwayFormat},
                  {QStringLiteral("stand_alone"), b.standAlone},
                  {QStringLiteral("ruleset_hash"), hexText(b.rulesetHash)},
                  {QStringLiteral("setup_hash"), hexText(b.setupHash)},
                  {QStringLiteral("turn"), b.turn},
                  {QStringLiteral("journal"), journalJson(b.journal)}};
    if (b.standAlone) {
        o.insert(QStringLiteral("ruleset"), QString::fromUtf8(b.rulesetSource));
        o.insert(QStringLiteral("scenario"), b.scenario);
        o.insert(QStringLiteral("seed"), QString::number(b.seed));
        o.insert(QStringLiteral("draws"), QString::number(b.draws));
    } else {
        o.insert(QStringLiteral("hex"), hexLabel(b.hex));
        QJsonArray ids;
        for (qint64 id : b.rollIds)
            ids.append(QString::number(id));
        o.insert(QStringLiteral("rolls"), ids);
        if (!b.arrangement.isEmpty())
            o.insert(QStringLiteral("arrangement"), b.arrangement);
        if (b.attackerForce)
            o.insert(QStringLiteral("attacker_force"), QString::number(b.attackerForce));
        if (b.defenderForce)
            o.insert(QStringLiteral("defender_force"), QString::number(b.defenderForce));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

std::optional<BattleUnderway> underwayFromJson(const QByteArray &json, QString *why)
{
    try {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            throw FieldFault{QString(), BattleUnderwayText::tr("is not a JSON object")};
        JsonFields f(doc.object(), QString(), BattleUnderwayText::tr("a battle under way"));
        if (f.integer(QStringLiteral("format"), 1, 1000) != UnderwayFormat)
            throw FieldFault{
                QStringLiteral("format"),
                BattleUnderwayText::tr("is a format this version does not read (it reads %1)").arg(UnderwayFormat)};
        BattleUnderway b;
        b.standAlone = f.flag(QStringLiteral("stand_alone"));
        b.rulesetHash = checkedHash(f, QStringLiteral("ruleset_hash"));
        b.setupHash = checkedHash(f, QStringLiteral("setup_hash"));
        b.turn = f.integer(QStringLiteral("turn"), 0, MaxJournalSteps);
        QString journalWhy;
        const auto journal = journalFromJson(f.take(QStringLiteral("journal")), &journalWhy);
        if (!journal)
            throw FieldFault{QString(), journalWhy};
        b.journal = *journal;
        if (b.standAlone) {
            const QJsonValue rules = f.take(QStringLiteral("ruleset"));
            const QJsonValue scenario = f.take(QStringLiteral("scenario"));
            if (!rules.isString())
                throw FieldFault{QStringLiteral("ruleset"), BattleUnderwayText::tr("must be the ruleset file's text")};
            if (!scenario.isObject())
                throw FieldFault{QStringLiteral("scenario"), BattleUnderwayText::tr("must be an object")};
            b.rulesetSource = rules.toString().toUtf8();
            b.scenario = scenario.toObject();
            for (auto [key, value] :
                 {std::pair{QStringLiteral("seed"), &b.seed}, std::pair{QStringLiteral("draws"), &b.draws}}) {
                bool ok = false;
                *value = f.text(key).toULongLong(&ok);
                if (!ok)
                    throw FieldFault{key, BattleUnderwayText::tr("must be a whole number")};
            }
        } else {
            const auto hex = hexFromLabel(f.text(QStringLiteral("hex")));
            if (!hex)
                throw FieldFault{QStringLiteral("hex"), BattleUnderwayText::tr("must be a hex, as 0304")};
            b.hex = *hex;
            const QJsonArray ids = f.array(QStringLiteral("rolls"));
            for (qsizetype i = 0; i < ids.size(); ++i) {
                bool ok = false;
                const qint64 id = ids[i].toString().toLongLong(&ok);
                if (!ok || id <= 0)
                    throw FieldFault{QStringLiteral("rolls[%1]").arg(i), BattleUnderwayText::tr("must be a roll's id")};
                b.rollIds << id;
            }
            if (f.has(QStringLiteral("arrangement"))) {
                const QJsonValue a = f.take(QStringLiteral("arrangement"));
                if (!a.isObject())
                    throw FieldFault{QStringLiteral("arrangement"), BattleUnderwayText::tr("must be an object")};
                b.arrangement = a.toObject();
            }
            for (auto [key, value] : {std::pair{QStringLiteral("attacker_force"), &b.attackerForce},
                                      std::pair{QStringLiteral("defender_force"), &b.defenderForce}}) {
                if (!f.has(key))
                    continue;
                bool ok = false;
                *value = f.text(key).toLongLong(&ok);
                if (!ok || *value <= 0)
                    throw FieldFault{key, BattleUnderwayText::tr("must be a force's id")};
            }
        }
        f.finish();
        return b;
    } catch (const FieldFault &fault) {
        if (why) {
            *why = fault.field.isEmpty()
                ? BattleUnderwayText::tr("The battle under way %1.").arg(fault.what)
                : BattleUnderwayText::tr("The battle under way: %1 %2.").arg(fault.field, fault.what);
        }
        return std::nullopt;
    }
}

QByteArray setupFingerprint(const TacticalSetup &setup, const Ruleset &rules, bool withTitle)
{
    TacticalScenario scenario;
    scenario.setup = setup;
    if (withTitle)
        scenario.name = setup.title.shown(); // translated: nothing stored may depend on the language (issue 30)
    QByteArray text = QJsonDocument(scenarioJson(scenario, rules)).toJson(QJsonDocument::Compact);
    for (const TacticalUnit &u : setup.units) {
        text += QByteArray::number(u.id) + ':' + QByteArray::number(u.forceId) + ':'
            + QByteArray::number(u.leader ? u.leader->leaderId : 0) + ';';
    }
    text += setup.survivalRolledByCampaign ? "campaign" : "own";
    return QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex();
}

} // namespace castellan

#include "battlejournal.h"

#include "tactical/jsonfields.h"

#include <QCoreApplication>

#include <array>

namespace castellan {

namespace {

struct BattleJournalText
{
    Q_DECLARE_TR_FUNCTIONS(TacticalJournal)
};

constexpr std::array<const char *, 14> KindKeys = {"roll",       "activate", "move",           "attack",   "follow_up",
                                                   "extra_hex",  "skip",     "end_activation", "end_turn", "withdraw",
                                                   "march_roll", "place",    "shift",          "end_shift"};

/** The faces a step kept, one after another; running out or a face no die has is a fault of the journal. */
class KeptFaces final : public DiceSource
{
public:
    explicit KeptFaces(QList<int> faces)
        : mFaces(std::move(faces))
    { }
    int face(int sides) override
    {
        if (mNext >= mFaces.size() || mFaces[mNext] > sides) {
            mOverrun = true;
            ++mNext;
            return 1;
        }
        return mFaces[mNext++];
    }
    quint64 draws() const override { return quint64(mNext); }
    void rewind(quint64 draws) override { mNext = qsizetype(draws); }
    bool allTaken() const { return !mOverrun && mNext == mFaces.size(); }

private:
    QList<int> mFaces;
    qsizetype mNext = 0;
    bool mOverrun = false;
};

QString allowed(const TacticalBattle &b, const TacticalStep &s)
{
    switch (s.kind) {
    case TacticalStep::Roll: return b.whyCannotRollActivation();
    case TacticalStep::Activate: return b.whyCannotActivate(s.unit);
    case TacticalStep::Move: return b.whyCannotMove(s.hex);
    case TacticalStep::Attack:
        if (const QString why = b.whyCannotAttack(s.unit); !why.isEmpty())
            return why;
        return s.fallback && !s.path.isEmpty() && b.mayFallBack(s.unit) ? b.whyCannotFallBackAlong(s.unit, s.path)
                                                                        : QString();
    case TacticalStep::FollowUp:
        return b.phase() == TacticalPhase::FollowUp && b.followers().contains(s.unit)
            ? QString()
            : BattleJournalText::tr("no follow up is open to that unit");
    case TacticalStep::ExtraHex:
        return b.extraHexes().contains(s.hex) ? QString() : BattleJournalText::tr("no hex more is open there");
    case TacticalStep::Withdraw: return s.unit == 0 || s.unit == 1 ? QString() : BattleJournalText::tr("no such side");
    case TacticalStep::MarchRoll:
        return b.phase() == TacticalPhase::MarchRolls ? QString() : BattleJournalText::tr("no flank march rolls now");
    case TacticalStep::Place: return b.whyCannotPlace(s.unit, s.hex);
    case TacticalStep::Shift: return b.whyCannotShift(s.unit, s.hex);
    case TacticalStep::EndShift:
        return b.phase() == TacticalPhase::Shift ? QString() : BattleJournalText::tr("no shift is open now");
    case TacticalStep::Skip:
    case TacticalStep::EndActivation:
    case TacticalStep::EndTurn:
        if (b.phase() == TacticalPhase::MarchRolls || b.phase() == TacticalPhase::Arrival
            || b.phase() == TacticalPhase::Shift)
            return BattleJournalText::tr("the flank marches come first");
        break;
    }
    return b.phase() == TacticalPhase::Over ? BattleJournalText::tr("the battle is over") : QString();
}

void play(TacticalBattle &b, const TacticalStep &s, const Roller &roller)
{
    switch (s.kind) {
    case TacticalStep::Roll: b.rollActivation(roller); break;
    case TacticalStep::Activate: b.activate(s.unit); break;
    case TacticalStep::Move: b.move(s.hex); break;
    case TacticalStep::Attack: b.attack(s.unit, s.fallback, roller, s.path); break;
    case TacticalStep::FollowUp: b.followUp(s.unit); break;
    case TacticalStep::ExtraHex: b.extraHex(s.hex); break;
    case TacticalStep::Skip: b.skip(); break;
    case TacticalStep::EndActivation: b.endActivation(); break;
    case TacticalStep::EndTurn: b.endTurn(); break;
    case TacticalStep::Withdraw: b.withdraw(s.unit); break;
    case TacticalStep::MarchRoll: b.rollMarches(roller); break;
    case TacticalStep::Place: b.placeArrival(s.unit, s.hex); break;
    case TacticalStep::Shift: b.shift(s.unit, s.hex); break;
    case TacticalStep::EndShift: b.endShift(); break;
    }
}

QList<TacticalReroll> readRerolls(const QJsonArray &list, const QString &path)
{
    QList<TacticalReroll> rerolls;
    for (qsizetype i = 0; i < list.size(); ++i) {
        JsonFields f(list[i], QStringLiteral("%1[%2]").arg(path).arg(i), BattleJournalText::tr("a leader's reroll"));
        rerolls << TacticalReroll{f.integer(QStringLiteral("roll"), 0, 1000),
                                  f.integer(QStringLiteral("unit"), 1, 1000000),
                                  f.integer(QStringLiteral("die"), 0, 1000)};
        f.finish();
    }
    return rerolls;
}

QJsonArray rerollsJson(const QList<TacticalReroll> &rerolls)
{
    QJsonArray out;
    for (const TacticalReroll &r : rerolls)
        out.append(QJsonObject{
            {QStringLiteral("roll"), r.roll}, {QStringLiteral("unit"), r.unit}, {QStringLiteral("die"), r.die}});
    return out;
}

TacticalStep readStep(const QJsonValue &value, const QString &path)
{
    JsonFields f(value, path, BattleJournalText::tr("a step of a battle's journal"));
    TacticalStep s;
    const QString kind = f.text(QStringLiteral("step"));
    const auto k =
        std::find_if(KindKeys.begin(), KindKeys.end(), [&](const char *key) { return kind == QLatin1String(key); });
    if (k == KindKeys.end())
        throw FieldFault{f.at(QStringLiteral("step")),
                         BattleJournalText::tr("is no step of play (\"%1\")").arg(kind.left(40))};
    s.kind = TacticalStep::Kind(k - KindKeys.begin());
    if (f.has(QStringLiteral("unit")))
        s.unit = f.integer(QStringLiteral("unit"), 0, 1000000);
    if (f.has(QStringLiteral("hex"))) {
        const auto hex = hexFromLabel(f.take(QStringLiteral("hex")).toString());
        if (!hex)
            throw FieldFault{f.at(QStringLiteral("hex")), BattleJournalText::tr("must be a hex, as 0304")};
        s.hex = *hex;
    }
    if (f.has(QStringLiteral("fallback")))
        s.fallback = f.flag(QStringLiteral("fallback"));
    if (f.has(QStringLiteral("path"))) {
        const QJsonArray hexes = f.array(QStringLiteral("path"));
        if (hexes.size() > MaxFallBack)
            throw FieldFault{f.at(QStringLiteral("path")), BattleJournalText::tr("has more than 3 hexes")};
        for (qsizetype i = 0; i < hexes.size(); ++i) {
            const auto hex = hexFromLabel(hexes[i].toString());
            if (!hex)
                throw FieldFault{QStringLiteral("%1[%2]").arg(f.at(QStringLiteral("path"))).arg(i),
                                 BattleJournalText::tr("must be a hex, as 0304")};
            s.path << *hex;
        }
    }
    if (f.has(QStringLiteral("rerolls")))
        s.rerolls = readRerolls(f.array(QStringLiteral("rerolls")), f.at(QStringLiteral("rerolls")));
    if (f.has(QStringLiteral("faces"))) {
        const QJsonArray faces = f.array(QStringLiteral("faces"));
        for (qsizetype i = 0; i < faces.size(); ++i)
            s.faces << JsonFields::checkedInt(faces[i],
                                              QStringLiteral("%1[%2]").arg(f.at(QStringLiteral("faces"))).arg(i), 1, 6);
    }
    f.finish();
    return s;
}

} // namespace

QJsonArray journalJson(const QList<TacticalStep> &steps)
{
    QJsonArray out;
    for (const TacticalStep &s : steps) {
        QJsonObject o{{QStringLiteral("step"), QLatin1String(KindKeys[std::size_t(s.kind)])}};
        if (s.kind == TacticalStep::Activate || s.kind == TacticalStep::Attack || s.kind == TacticalStep::FollowUp
            || s.kind == TacticalStep::Withdraw || s.kind == TacticalStep::Place || s.kind == TacticalStep::Shift)
            o.insert(QStringLiteral("unit"), s.unit);
        if (s.kind == TacticalStep::Move || s.kind == TacticalStep::ExtraHex || s.kind == TacticalStep::Place
            || s.kind == TacticalStep::Shift)
            o.insert(QStringLiteral("hex"), hexLabel(s.hex));
        if (s.fallback)
            o.insert(QStringLiteral("fallback"), true);
        if (!s.path.isEmpty())
            o.insert(QStringLiteral("path"), hexPathJson(s.path));
        if (!s.faces.isEmpty()) {
            QJsonArray faces;
            for (int f : s.faces)
                faces.append(f);
            o.insert(QStringLiteral("faces"), faces);
        }
        if (!s.rerolls.isEmpty())
            o.insert(QStringLiteral("rerolls"), rerollsJson(s.rerolls));
        out.append(o);
    }
    return out;
}

std::optional<QList<TacticalStep>> journalFromJson(const QJsonValue &json, QString *why)
{
    try {
        if (!json.isArray())
            throw FieldFault{QStringLiteral("journal"), BattleJournalText::tr("must be a list")};
        const QJsonArray steps = json.toArray();
        if (steps.size() > MaxJournalSteps)
            throw FieldFault{QStringLiteral("journal"),
                             BattleJournalText::tr("has more than %1 steps").arg(MaxJournalSteps)};
        QList<TacticalStep> out;
        for (qsizetype i = 0; i < steps.size(); ++i)
            out << readStep(steps[i], QStringLiteral("journal[%1]").arg(i));
        return out;
    } catch (const FieldFault &fault) {
        if (why)
            *why = BattleJournalText::tr("%1 %2.").arg(fault.field, fault.what);
        return std::nullopt;
    }
}

bool replayStep(TacticalBattle &battle, const TacticalStep &step, QString *why)
{
    QString refusal = allowed(battle, step);
    KeptFaces faces(step.faces);
    if (refusal.isEmpty()) {
        // The leaders' rerolls are the ones the step kept, whoever chose them when it was played.
        const RerollChooser choosers[2] = {battle.rerollChooser(0), battle.rerollChooser(1)};
        qsizetype next = 0;
        const RerollChooser kept = [&](const TacticalBattle &, const RerollOffer &offer) {
            return next < step.rerolls.size() && step.rerolls[next].roll == offer.roll
                ? std::optional<TacticalReroll>(step.rerolls[next++])
                : std::nullopt;
        };
        battle.setRerollChooser(0, kept);
        battle.setRerollChooser(1, kept);
        play(battle, step, Roller(faces));
        battle.setRerollChooser(0, choosers[0]);
        battle.setRerollChooser(1, choosers[1]);
        if (!faces.allTaken())
            refusal = BattleJournalText::tr("its dice do not match the faces it kept");
        else if (next != step.rerolls.size())
            refusal = BattleJournalText::tr("its leaders' rerolls do not apply");
    }
    if (refusal.isEmpty())
        return true;
    if (!refusal.endsWith(QLatin1Char('.')))
        refusal += QLatin1Char('.');
    if (why)
        *why = refusal;
    return false;
}

std::optional<TacticalBattle> replayBattle(const Ruleset &rules, const TacticalSetup &setup,
                                           const QList<TacticalStep> &steps, QString *why)
{
    TacticalBattle battle(rules, setup);
    for (qsizetype i = 0; i < steps.size(); ++i) {
        QString refusal;
        if (!replayStep(battle, steps[i], &refusal)) {
            if (why)
                *why = BattleJournalText::tr("Step %1 of the battle's journal (%2) does not apply: %3")
                           .arg(QString::number(i + 1), QLatin1String(KindKeys[std::size_t(steps[i].kind)]), refusal);
            return std::nullopt;
        }
    }
    return battle;
}

} // namespace castellan

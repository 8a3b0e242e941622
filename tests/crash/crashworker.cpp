// The child of the crash-safety test: works on a campaign the way a game master does, action after action of
// every kind that writes, and says on stdout when each begins and when it is done, until it is killed.
//
//     crash_worker CAMPAIGN SEED [KIND]
//
// With a KIND (leader, deed, wound, force, battle, siege, turn, copy) three actions in four are of that kind.
//
// "begin KIND" comes before an action; "done KIND ROLL LEADERS FORCES TURN [PATH]" once it has landed, with the
// last roll's id, the numbers of leaders and forces, the turn and the copy it wrote, if any. A line is written
// with one write(2) to an unbuffered pipe, so the test reads every line written before the kill.

#include "campaign/campaign.h"
#include "commands/battles/campaignbattle.h"
#include "commands/forces/forceactions.h"
#include "commands/forces/mapactions.h"
#include "commands/leaders/leaderactions.h"
#include "commands/sieges/siegeactions.h"
#include "commands/sieges/siegephase.h"
#include "commands/turn/turnactions.h"
#include "map/hexgrid.h"
#include "storage/storageerror.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <random>

#include <unistd.h>

using namespace castellan;

namespace {

void say(const QString &line)
{
    const QByteArray bytes = (line + QLatin1Char('\n')).toUtf8();
    if (::write(STDOUT_FILENO, bytes.constData(), size_t(bytes.size())) < 0)
        ::_exit(3);
}

Outcome phaseOutcome(const SiegePhase &phase)
{
    return phase.refusal.isEmpty() ? Outcome{} : Outcome::refused(phase.refusal);
}

class Worker
{
public:
    Worker(Campaign &campaign, quint64 seed, QString focus)
        : mC(campaign)
        , mRandom(seed)
        , mFocus(std::move(focus))
    { }

    /** One action of a kind picked at random; its lines said. */
    void step()
    {
        static const QStringList kinds = {QStringLiteral("leader"), QStringLiteral("deed"),   QStringLiteral("wound"),
                                          QStringLiteral("force"),  QStringLiteral("battle"), QStringLiteral("siege"),
                                          QStringLiteral("turn"),   QStringLiteral("copy")};
        QString kind =
            !mFocus.isEmpty() && mRandom() % 4 != 0 ? mFocus : kinds.at(int(mRandom() % quint64(kinds.size())));
        if (kind == QLatin1String("siege") && siegeWaits())
            kind = QStringLiteral("turn"); // its break-in roll comes in the next turn's siege phase
        say(QStringLiteral("begin ") + kind);
        QString wrote;
        const bool done = kind == QLatin1String("leader") ? newLeader()
            : kind == QLatin1String("deed")               ? onALeader(true)
            : kind == QLatin1String("wound")              ? onALeader(false)
            : kind == QLatin1String("force")              ? newForce()
            : kind == QLatin1String("battle")             ? battle()
            : kind == QLatin1String("siege")              ? siege()
            : kind == QLatin1String("turn")               ? turn(wrote)
                                                          : copy(wrote);
        if (!done)
            say(QStringLiteral("refused %1 %2").arg(kind, std::exchange(mWhy, QString())));
        else
            say(QStringLiteral("done %1 %2 %3 %4 %5 %6")
                    .arg(kind, QString::number(mC.rolls().lastRollId()), QString::number(mC.leaderCount()),
                         QString::number(mC.forces().size()), QString::number(mC.turn()), wrote)
                    .trimmed());
    }

private:
    /** Whether an action landed; when not, why, for the "refused" line. */
    bool landed(const Outcome &o)
    {
        if (!o.ok)
            mWhy = o.refusal;
        return o.ok;
    }

    qint64 side(bool red) const { return mC.sides().at(red ? 1 : 0).id; }

    bool newLeader()
    {
        const QString name = QStringLiteral("Leader %1").arg(mC.nextId(Campaign::Rows::Leaders));
        const Roll roll = rollCreation(mC, name);
        if (roll.id == 0)
            return landed(Outcome::refused(QStringLiteral("the creation roll was not kept")));
        return landed(createLeader(mC, name, side(mRandom() % 2), roll, assignInOrder()));
    }

    bool onALeader(bool deed)
    {
        QList<Leader> able;
        const QList<Leader> all = mC.leaders();
        for (const Leader &l : all) {
            if ((deed ? whyCannotDeed(l) : whyCannotWound(l)).isEmpty())
                able << l;
        }
        if (able.isEmpty())
            return newLeader();
        const Leader &l = able.at(int(mRandom() % quint64(able.size())));
        return landed(deed ? heroicDeed(mC, l.id) : woundLeader(mC, l.id, 1));
    }

    bool newForce(bool red = false, int units = 0)
    {
        const QString name = QStringLiteral("Field %1").arg(mC.nextId(Campaign::Rows::Forces));
        return landed(createForce(mC, name, side(red), QString(), {units ? units : int(2 + mRandom() % 6), 0, 0}));
    }

    bool battle()
    {
        std::optional<Force> blue, red;
        const QList<Force> forces = mC.forces();
        for (const Force &f : forces) {
            if (f.onMap() || !f.name.startsWith(QLatin1String("Field")) || f.units.good == 0)
                continue;
            (f.sideId == side(false) ? blue : red) = f;
        }
        if (!blue)
            return newForce(false);
        if (!red)
            return newForce(true);
        CampaignBattle fight(mC, blue->id, red->id);
        if (!fight.refusal().isEmpty())
            return landed(Outcome::refused(fight.refusal()));
        fight.battle().resolveToEnd();
        return landed(fight.finish());
    }

    bool siegeWaits() const
    {
        if (whyNoSiegePhase(mC).isEmpty())
            return false;
        const QList<Siege> sieges = mC.sieges();
        return std::any_of(sieges.cbegin(), sieges.cend(), [](const Siege &s) { return s.active(); });
    }

    /** The siege phase's break-in rolls when one is due; else a new fortress, with a siege laid to it. */
    bool siege()
    {
        if (whyNoSiegePhase(mC).isEmpty())
            return landed(phaseOutcome(runSiegePhase(mC)));
        if (mC.phase() == TurnPhase::Siege && !landed(beginMovement(mC)))
            return false;
        // A new fortress while the map has room (8 x 8 of them), then the old ones again, their ground cleared.
        const int k = int(mC.fortresses().size());
        std::optional<Fortress> fort;
        if (k < 64) {
            const QString name = QStringLiteral("Fort %1").arg(k + 1);
            if (!landed(addFortress(mC, name, Hex{3 + 6 * (k % 8), 3 + 6 * (k / 8)}, 3, side(true))))
                return false;
            fort = mC.fortressByName(name);
        } else {
            fort = mC.fortresses().at(int(mRandom() % quint64(k)));
            QList<Hex> ground{fort->hex};
            for (const Hex &h : HexGrid::neighbours(fort->hex))
                ground << h;
            for (const Hex &h : ground) {
                for (const Force &f : mC.forcesAt(h)) {
                    if (!landed(disbandForce(mC, f.id)))
                        return false;
                }
            }
        }
        const bool ownerIsRed = fort->ownerSideId == side(true);
        qint64 breach = 0;
        const auto around = triple(fort->hex, 0);
        const QList<std::pair<Hex, bool>> placements = {
            {fort->hex, true}, {around[0], false}, {around[1], false}, {around[2], false}};
        for (const auto &[hex, garrison] : placements) {
            const QString forceName = QStringLiteral("Siege %1").arg(mC.nextId(Campaign::Rows::Forces));
            const bool red = garrison == ownerIsRed;
            const Outcome o = createForce(mC, forceName, side(red), QString(), {garrison ? 2 : 3, 0, 0});
            if (!landed(o) || !landed(placeForce(mC, o.forceId, hex)))
                return false;
            if (!garrison && breach == 0)
                breach = o.forceId;
        }
        return landed(laySiege(mC, fort->id, breach));
    }

    bool turn(QString &wrote)
    {
        if (!landed(phaseOutcome(runSiegePhase(mC))))
            return false;
        const EndOfTurn report = endTurn(mC);
        wrote = report.backup;
        return landed(report.outcome);
    }

    bool copy(QString &wrote)
    {
        const QString target = QFileInfo(mC.path()).absoluteDir().filePath(QStringLiteral("copy.castellan"));
        mC.saveCopy(target);
        wrote = target;
        return true;
    }

    Campaign &mC;
    std::mt19937_64 mRandom;
    QString mFocus;
    QString mWhy;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 3 && argc != 4)
        return 2;
    try {
        auto campaign = Campaign::open(QString::fromLocal8Bit(argv[1]));
        say(QStringLiteral("open"));
        Worker worker(*campaign, QByteArray(argv[2]).toULongLong(),
                      argc == 4 ? QString::fromLatin1(argv[3]) : QString());
        for (int i = 0; i < 400; ++i)
            worker.step();
    } catch (const StorageError &e) {
        say(QStringLiteral("error ") + e.message());
        return 2;
    }
    return 0;
}

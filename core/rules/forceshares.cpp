#include "forceshares.h"

#include "rules/leaderrules.h"

#include <QCoreApplication>

namespace castellan {

namespace {

/** The force with the most units in `state` (ties to the first), or -1 when none has any. */
qsizetype mostIn(const QList<Units> &forces, int Units::*state)
{
    qsizetype best = -1;
    for (qsizetype i = 0; i < forces.size(); ++i) {
        if (forces[i].*state > 0 && (best < 0 || forces[i].*state > forces[best].*state))
            best = i;
    }
    return best;
}

/** The force raised last with a unit in `state`, or -1 when none has any. */
qsizetype lastWith(const QList<Units> &forces, int Units::*state)
{
    for (qsizetype i = forces.size() - 1; i >= 0; --i) {
        if (forces[i].*state > 0)
            return i;
    }
    return -1;
}

} // namespace

QList<Casualties> defaultLossShares(const QList<Units> &forces, const Casualties &total)
{
    return lossSharesTo(forces, total, LossShareTo::MostUnits);
}

QList<Casualties> lossSharesTo(const QList<Units> &forces, const Casualties &total, LossShareTo to)
{
    QList<Units> left = forces;
    QList<Casualties> shares(forces.size());
    struct Step
    {
        int Casualties::*loss;
        int Units::*state;
    };
    // F3's order: the 6s on broken, then flagged, then good-order units; then the 5s on good-order units.
    const Step steps[] = {{&Casualties::brokenEliminated, &Units::broken},
                          {&Casualties::flaggedEliminated, &Units::flagged},
                          {&Casualties::goodEliminated, &Units::good},
                          {&Casualties::goodFlagged, &Units::good}};
    for (const Step &step : steps) {
        for (int n = 0; n < total.*(step.loss); ++n) {
            const qsizetype i = to == LossShareTo::MostUnits ? mostIn(left, step.state) : lastWith(left, step.state);
            if (i < 0)
                break;
            ++(shares[i].*(step.loss));
            --(left[i].*(step.state));
        }
    }
    return shares;
}

QString checkLossShares(const QList<Units> &forces, const Casualties &total, const QList<Casualties> &shares)
{
    if (shares.size() != forces.size())
        return QCoreApplication::translate("ForceShares",
                                           "Every force of the side needs its share of the losses (RULES F0).");
    Casualties sum;
    for (qsizetype i = 0; i < forces.size(); ++i) {
        const Casualties &c = shares[i];
        const Units &u = forces[i];
        if (c.brokenEliminated < 0 || c.flaggedEliminated < 0 || c.goodEliminated < 0 || c.goodFlagged < 0
            || c.brokenEliminated > u.broken || c.flaggedEliminated > u.flagged
            || c.goodEliminated + c.goodFlagged > u.good)
            return QCoreApplication::translate("ForceShares",
                                               "A force takes only losses among its own units (RULES F0).");
        sum.brokenEliminated += c.brokenEliminated;
        sum.flaggedEliminated += c.flaggedEliminated;
        sum.goodEliminated += c.goodEliminated;
        sum.goodFlagged += c.goodFlagged;
    }
    if (!(sum == total))
        return QCoreApplication::translate("ForceShares",
                                           "The forces' shares must add up to the side's losses (RULES F0).");
    return {};
}

QList<int> successesByForce(const QList<Units> &forces, int Units::*state, const QList<int> &faces, int rating)
{
    QList<int> result;
    qsizetype next = 0;
    for (const Units &u : forces) {
        int ok = 0;
        for (int n = 0; n < u.*state && next < faces.size(); ++n)
            ok += checkSucceeds(faces[next++], rating) ? 1 : 0;
        result.append(ok);
    }
    return result;
}

Units unitsOf(const QList<Units> &forces)
{
    Units sum;
    for (const Units &u : forces) {
        sum.good += u.good;
        sum.flagged += u.flagged;
        sum.broken += u.broken;
    }
    return sum;
}

} // namespace castellan

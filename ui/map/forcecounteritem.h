#pragma once

#include "model/force.h"
#include "model/leader.h"

#include <QColor>
#include <QGraphicsItem>
#include <QStringList>

namespace castellan {

/**
 * A force on the strategic map as a board-game counter: a rounded square in its side's colour with its units
 * (good + flagged + broken; a broken share is shown as a pale bar) and its first leaders' names. Counters of a
 * stack are offset a little so each one shows.
 */
class ForceCounterItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 3 };

    ForceCounterItem(const Force &force, qreal hexRadius, QGraphicsItem *parent = nullptr);

    void setForce(const Force &force, const QColor &sideColour, const QList<Leader> &leaders, bool retreated = false);
    bool retreated() const { return mRetreated; }
    const Force &force() const { return mForce; }
    /** The leaders it names. */
    const QList<qint64> &leaderIds() const { return mLeaderIds; }
    qint64 forceId() const { return mForce.id; }
    void setSelected(bool selected);
    bool isSelected() const { return mSelected; }
    /** The forces in its hex when it lies on top of them, shown as a badge ("×3"); 1 for none shown. */
    void setStackCount(int count);
    int stackCount() const { return mStackCount; }

    QSizeF counterSize() const;
    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Force mForce;
    QColor mColour;
    QStringList mLeaders;
    QList<qint64> mLeaderIds;
    qreal mRadius;
    bool mSelected = false;
    bool mRetreated = false; ///< RULES F6a: it retreated this turn
    int mStackCount = 1;
};

} // namespace castellan

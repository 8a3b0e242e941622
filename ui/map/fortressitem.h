#pragma once

#include "map/mapmodel.h"

#include <QColor>
#include <QGraphicsItem>

namespace castellan {

/**
 * A fortress on the strategic map (RULES S1): a stone wall around its hex edged in its owner's colour, a small
 * keep (moved aside when a garrison's counters stand there) and a banner with its name and rating along the
 * bottom of the hex; a besieged fortress has a red siege line around the hex.
 */
class FortressItem : public QGraphicsItem
{
public:
    enum { Type = UserType + 2 };

    FortressItem(const Fortress &fortress, qreal hexRadius, QGraphicsItem *parent = nullptr);

    void setFortress(const Fortress &fortress, const QColor &ownerColour, bool besieged);
    /** Counters stand in the hex: the keep steps aside for them. */
    void setGarrisoned(bool garrisoned);
    const Fortress &fortress() const { return mFortress; }
    bool isBesieged() const { return mBesieged; }

    /** The banner under the hex, the name's place in it, and the rating's badge: the two never overlap. */
    struct Banner
    {
        QRectF label;
        QRectF name;
        QRectF badge;
    };
    Banner banner() const;

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintWall(QPainter &p) const;
    void paintKeep(QPainter &p) const;
    void paintName(QPainter &p) const;
    QFont bannerFont() const;

    Fortress mFortress;
    QColor mColour;
    bool mBesieged = false;
    bool mGarrisoned = false;
    qreal mRadius;
};

} // namespace castellan

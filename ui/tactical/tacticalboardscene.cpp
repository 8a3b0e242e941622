#include "tacticalboardscene.h"

#include <QFont>
#include <QGraphicsPolygonItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>

namespace castellan {

TacticalBoardScene::TacticalBoardScene(const TacticalBattle &battle, QObject *parent)
    : QGraphicsScene(parent)
    , mBattle(battle)
{
    mSide[0] = QColor(0x2f, 0x5d, 0xa8);
    mSide[1] = QColor(0xb0, 0x34, 0x2c);
    setBackgroundBrush(QColor(0x4b, 0x4f, 0x4a));
    refresh();
}

void TacticalBoardScene::setSideColors(const QColor &top, const QColor &bottom)
{
    mSide[0] = top;
    mSide[1] = bottom;
    refresh();
}

QColor TacticalBoardScene::terrainColor(const QString &key)
{
    if (key == QLatin1String("woods"))
        return QColor(0x8d, 0xa8, 0x72);
    if (key == QLatin1String("hill"))
        return QColor(0xd6, 0xbe, 0x8c);
    if (key == QLatin1String("stream"))
        return QColor(0x93, 0xb9, 0xd0);
    return QColor(0xe4, 0xe2, 0xbf);
}

void TacticalBoardScene::refresh()
{
    clear();
    const TacticalBoard &board = mBattle.board();
    const Ruleset &rules = mBattle.rules();
    const TacticalUnit *acting = mBattle.unit(mBattle.acting() ? mBattle.acting() : mSelected);
    mMoves.clear();
    mTargets.clear();
    QHash<Hex, int> costs;
    if (mBattle.acting()) {
        for (const auto &m : mBattle.moves()) {
            mMoves << m.hex;
            costs.insert(m.hex, m.cost);
        }
        mMoves << mBattle.extraHexes();
        mTargets = mBattle.targets();
    }
    // RULES M4: where an arriving unit may be placed, and where a unit picked for the shift may step.
    if (mBattle.phase() == TacticalPhase::Arrival && !mBattle.unitsToPlace().isEmpty())
        mMoves = mBattle.arrivalHexes(mBattle.unitsToPlace().first());
    if (mBattle.phase() == TacticalPhase::Shift && mBattle.shiftableUnits().contains(mSelected))
        mMoves = mBattle.shiftHexes(mSelected);
    // RULES C8: the hex left empty, and the units that may follow up into it.
    if (const auto vacated = mBattle.vacatedHex())
        mMoves = {*vacated};
    mRinged = mBattle.phase() == TacticalPhase::FollowUp ? mBattle.followers() : mBattle.shiftableUnits();
    QFont small;
    small.setPixelSize(8);
    for (int c = 0; c < board.columns; ++c) {
        for (int r = 0; r < board.rows; ++r) {
            const Hex h{c, r};
            const QString key = rules.terrain[board.terrainAt(h)].key;
            auto *hex = addPolygon(mGeometry.polygon(h), QPen(QColor(0x6b, 0x62, 0x4a), 1), terrainColor(key));
            hex->setZValue(0);
            if (key != rules.terrain[0].key) {
                auto *label = addSimpleText(keyText(key), small);
                label->setBrush(QColor(0x4a, 0x42, 0x30));
                label->setPos(mGeometry.centreOf(h) + QPointF(-label->boundingRect().width() / 2, 14));
                label->setZValue(1);
            }
            for (int side = 0; side < 2 && mOwnRows > 0; ++side) {
                if (board.rowsFromHome(side, h) < mOwnRows) {
                    // A band inside the hex's edge, so its terrain keeps its own colour (issue 30).
                    QColor tint = mSide[side];
                    tint.setAlpha(150);
                    addPolygon(mGeometry.shape(0.88).translated(mGeometry.centreOf(h)), QPen(tint, 3.0), Qt::NoBrush)
                        ->setZValue(1);
                }
            }
            if (mMoves.contains(h)) {
                auto *mark = addPolygon(mGeometry.shape(0.86).translated(mGeometry.centreOf(h)),
                                        QPen(QColor(0x2e, 0x8b, 0x3e), 2.5), QColor(0x5c, 0xc0, 0x6a, 70));
                mark->setZValue(2);
                if (costs.contains(h)) {
                    auto *cost = addSimpleText(QString::number(costs[h]));
                    cost->setBrush(QColor(0x1f, 0x5e, 0x2a));
                    cost->setPos(mGeometry.centreOf(h) - cost->boundingRect().center());
                    cost->setZValue(3);
                }
            }
        }
    }
    for (const TacticalUnit &u : mBattle.units()) {
        if (u.alive())
            drawCounter(u);
    }
    for (int id : std::as_const(mRinged)) {
        auto *ring = addPolygon(
            mGeometry.shape(0.94).translated(mGeometry.centreOf(mBattle.unit(id)->hex)),
            QPen(QColor(0x2f, 0x6f, 0xc4), id == mSelected ? 3.5 : 2.0, id == mSelected ? Qt::SolidLine : Qt::DashLine),
            Qt::NoBrush);
        ring->setZValue(8);
    }
    if (acting) {
        auto *ring = addPolygon(mGeometry.shape(0.94).translated(mGeometry.centreOf(acting->hex)),
                                QPen(QColor(0xff, 0xd5, 0x4a), 3.5), Qt::NoBrush);
        ring->setZValue(8);
    }
    drawFallback();
    setSceneRect(mGeometry.mapRect(board.columns, board.rows).adjusted(-20, -20, 20, 20));
}

void TacticalBoardScene::drawFallback()
{
    const QColor orange(0xd9, 0x7a, 0x1c);
    for (const Hex &h : std::as_const(mFallbackReach)) {
        auto *mark = addPolygon(mGeometry.shape(0.86).translated(mGeometry.centreOf(h)),
                                QPen(orange, 2.0, Qt::DashLine), Qt::NoBrush);
        mark->setZValue(2);
    }
    QFont bold;
    bold.setBold(true);
    for (int i = 0; i < mFallbackPath.size(); ++i) {
        const QPointF c = mGeometry.centreOf(mFallbackPath[i]);
        auto *mark = addPolygon(mGeometry.shape(0.86).translated(c), QPen(orange, 3.0), QColor(0xf2, 0xa6, 0x4b, 110));
        mark->setZValue(2);
        auto *step = addSimpleText(QString::number(i + 1), bold);
        step->setBrush(orange.darker(170));
        step->setPos(c - step->boundingRect().center());
        step->setZValue(3);
    }
}

void TacticalBoardScene::drawCounter(const TacticalUnit &u)
{
    const QPointF c = mGeometry.centreOf(u.hex);
    const QColor colour = mSide[u.side];
    const QRectF box(c.x() - 19, c.y() - 15, 38, 30);
    auto *counter = addRect(box, QPen(colour.darker(160), 1.5), u.isShaken() ? colour.lighter(150) : colour);
    counter->setZValue(5);
    counter->setToolTip(tr("%1 %2, %n figure(s)%3", nullptr, u.figures)
                            .arg(mBattle.sideName(u.side), keyText(mBattle.rules().units[u.type].key),
                                 u.leader ? tr(", led by %1").arg(u.leader->name) : QString()));
    // The type's mark, as printed counters show it: a cross for foot, a slash for horse, a dot for guns.
    const QRectF mark(c.x() - 11, c.y() - 10, 22, 13);
    const QPen ink(Qt::white, 1.6);
    auto *frame = addRect(mark, ink, Qt::NoBrush);
    frame->setZValue(6);
    const QString key = mBattle.rules().units[u.type].key;
    if (key == QLatin1String("infantry")) {
        addLine(QLineF(mark.topLeft(), mark.bottomRight()), ink)->setZValue(6);
        addLine(QLineF(mark.bottomLeft(), mark.topRight()), ink)->setZValue(6);
    } else if (key == QLatin1String("cavalry")) {
        addLine(QLineF(mark.bottomLeft(), mark.topRight()), ink)->setZValue(6);
    } else if (key == QLatin1String("artillery")) {
        addEllipse(QRectF(mark.center() - QPointF(2.5, 2.5), QSizeF(5, 5)), ink, Qt::white)->setZValue(6);
    } else {
        auto *t = addSimpleText(key.left(1).toUpper());
        t->setBrush(Qt::white);
        t->setPos(mark.center() - t->boundingRect().center());
        t->setZValue(6);
    }
    const int full = mBattle.rules().units[u.type].figures;
    for (int i = 0; i < full; ++i) {
        const QRectF pip(c.x() - full * 3.5 + i * 7 + 1, c.y() + 6, 5, 5);
        addEllipse(pip, QPen(Qt::white, 0.8), i < u.figures ? QBrush(Qt::white) : QBrush(Qt::NoBrush))->setZValue(6);
    }
    if (u.leader) {
        auto *badge = addEllipse(QRectF(box.topRight() - QPointF(7, 5), QSizeF(12, 12)), QPen(Qt::black, 0.8),
                                 QColor(0xf2, 0xc1, 0x3b));
        badge->setZValue(7);
        QFont f;
        f.setPixelSize(8);
        f.setBold(true);
        auto *initial = addSimpleText(u.leader->name.left(1), f);
        initial->setPos(badge->rect().center() - initial->boundingRect().center());
        initial->setZValue(7);
    }
    if (u.isShaken()) {
        auto *band = addRect(QRectF(box.left(), box.bottom() - 4, box.width(), 4), Qt::NoPen, QColor(0xf2, 0xc1, 0x3b));
        band->setZValue(6);
    }
    if (mTargets.contains(u.id) || u.id == mTarget) {
        auto *aim = addRect(box.adjusted(-3, -3, 3, 3),
                            QPen(u.id == mTarget ? QColor(0xff, 0x30, 0x30) : QColor(0xe0, 0x50, 0x40),
                                 u.id == mTarget ? 3.5 : 2, u.id == mTarget ? Qt::SolidLine : Qt::DashLine),
                            Qt::NoBrush);
        aim->setZValue(8);
    }
}

} // namespace castellan

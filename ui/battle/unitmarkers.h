#pragma once

#include "rules/battlerules.h"

#include <QColor>
#include <QPixmap>
#include <QWidget>

namespace castellan {

/**
 * A side's units as counters, one small square each, in their state (RULES F): good order (solid, the side's
 * colour), flagged (a yellow pennant on it), broken (pale and struck through), eliminated (an empty dashed
 * outline with a cross). The counters wrap to the width and shrink for big armies.
 */
class UnitMarkers : public QWidget
{
    Q_OBJECT

public:
    enum class State { Good, Flagged, Broken, Eliminated };

    explicit UnitMarkers(QWidget *parent = nullptr);

    void setUnits(const Units &units, int eliminated);
    const Units &units() const { return mUnits; }
    int eliminated() const { return mEliminated; }
    void setColour(const QColor &colour);
    QColor colour() const { return mColour; }

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /** Paints one counter in `rect` (the legend uses it too). */
    static void paintMarker(QPainter &painter, const QRectF &rect, State state, const QColor &colour);
    /** One counter as a picture, for legends. */
    static QPixmap markerPixmap(State state, const QColor &colour, int size, qreal devicePixelRatio = 1.0);
    /** The state's name, for legends and tooltips. */
    static QString stateName(State state);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int count() const { return mUnits.total() + mEliminated; }
    int markerSize() const;
    int columns(int width) const;
    void updateToolTip();

    Units mUnits;
    int mEliminated = 0;
    QColor mColour = QColor(0x5a, 0x6b, 0x7d);
};

} // namespace castellan

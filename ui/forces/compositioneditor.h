#pragma once

#include "model/limits.h"
#include "rules/battlerules.h"

#include <QWidget>

class QLabel;
class QSpinBox;

namespace castellan {

/** How many of a force's units are cavalry and artillery, the rest infantry (issue 13, RULES C2). */
class CompositionEditor : public QWidget
{
    Q_OBJECT

public:
    explicit CompositionEditor(QWidget *parent = nullptr);

    int cavalry() const;
    int artillery() const;
    void setComposition(int cavalry, int artillery);
    /** The force's units: together the two are at most that many, and the infantry is what is left. */
    void setTotal(int units);
    /** At most so many of each type (a split takes only what its force has); unbounded by default. */
    void setTypeLimits(int cavalry, int artillery);

    QSpinBox *cavalrySpin() const { return mCavalry; }
    QSpinBox *artillerySpin() const { return mArtillery; }

private:
    void update();

    QSpinBox *mCavalry;
    QSpinBox *mArtillery;
    QLabel *mInfantry;
    int mTotal = 0;
    int mMaxCavalry = MaxUnitsPerForce;
    int mMaxArtillery = MaxUnitsPerForce;
};

} // namespace castellan

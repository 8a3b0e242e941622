#pragma once

#include "rules/battlerules.h"

#include <QWidget>

class QLabel;
class QSpinBox;

namespace castellan {

/**
 * A force's units as the user types them (RULES F): good, flagged and broken, each a spin box that cannot go
 * below zero, and the total. With limits (a split moves at most what the force has) each box stops there and
 * says "of N".
 */
class UnitsEditor : public QWidget
{
    Q_OBJECT

public:
    explicit UnitsEditor(QWidget *parent = nullptr);

    Units units() const;
    void setUnits(const Units &units);
    /** Each count stops at its limit and shows it; the total says what is moved out of what. */
    void setLimits(const Units &limits);

    QSpinBox *goodSpin() const { return mGood; }
    QSpinBox *flaggedSpin() const { return mFlagged; }
    QSpinBox *brokenSpin() const { return mBroken; }

Q_SIGNALS:
    void unitsChanged(const castellan::Units &units);

private:
    void updateTotal();

    QSpinBox *mGood;
    QSpinBox *mFlagged;
    QSpinBox *mBroken;
    QLabel *mTotal;
    bool mLimited = false;
};

} // namespace castellan

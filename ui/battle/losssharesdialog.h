#pragma once

#include "rules/battlerules.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QSpinBox;

namespace castellan {

/**
 * RULES F0: the side that receives a round's hits shares them among its forces: how many of each kind of loss
 * (broken, flagged or good-order units eliminated, good-order units flagged) each force takes. Starts from the
 * shares in force (the default: the force with the most units in the state a loss takes); OK once every loss is
 * given to a force that has the unit to lose.
 */
class LossSharesDialog : public QDialog
{
    Q_OBJECT

public:
    LossSharesDialog(const QString &side, const QStringList &forceNames, const QList<Units> &forces,
                     const Casualties &total, const QList<Casualties> &current, const QList<Casualties> &defaults,
                     QWidget *parent = nullptr);

    QList<Casualties> shares() const;
    /** Empty when the shares are allowed, otherwise why not. */
    QString problem() const;
    /** The spin box of one force's share of one kind of loss (0 broken, 1 flagged, 2 good eliminated, 3 flagged). */
    QSpinBox *spin(int force, int kind) const;
    QPushButton *okButton() const { return mOk; }

private:
    void setShares(const QList<Casualties> &shares);
    void check();

    QList<Units> mForces;
    Casualties mTotal;
    QList<Casualties> mDefaults;
    QList<std::array<QSpinBox *, 4>> mSpins;
    QLabel *mProblem = nullptr;
    QPushButton *mOk = nullptr;
};

} // namespace castellan

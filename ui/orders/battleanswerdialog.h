#pragma once

#include "model/force.h"
#include "model/order.h"

#include <QDialog>
#include <QHash>

#include <functional>

class QComboBox;
class QLabel;
class QSpinBox;

namespace castellan {

class Campaign;

/**
 * A player's own choices in a battle of his side (issue 32, RULES T4), his standing orders shown first: his answer
 * to the battle that waits for his side (Fight Now gives it as an order, which the referee fights at once), or the
 * choices his move names for the battle it brings (Move and Fight).
 */
class BattleAnswerDialog : public QDialog
{
    Q_OBJECT

public:
    /**
     * Gives the order with the choices and the flank marches (marchOrdersText()): empty when given, else why not
     * (the dialog stays open to say so).
     */
    using GiveChoices = std::function<QString(const QString &choices, const QString &flank)>;

    /** The answer to a battle that waits: a move's, a break-in's (no avoid, no retreat, no flank: S3) or a
     *  sortie's (no avoid). */
    BattleAnswerDialog(Campaign &campaign, const Question &question, QWidget *parent = nullptr);
    /** The mover's choices in the battle his move into `hex` brings: no avoid, which is the defender's (F1). */
    BattleAnswerDialog(Campaign &campaign, const Force &mover, const Hex &hex, GiveChoices give,
                       QWidget *parent = nullptr);

    QComboBox *choiceBox(const QString &key) const { return mChoices.value(key); }
    /** RULES M2: a leader's flank march: no march (data ""), "left" or "right"; and its units. */
    QComboBox *marchEdgeBox(qint64 leaderId) const { return mMarchEdges.value(leaderId); }
    QSpinBox *marchUnitsBox(qint64 leaderId) const { return mMarchUnits.value(leaderId); }
    /** The choices shown, as an answer names them: "avoid=no,losses=most_units,…". */
    QString choices() const;
    /** The flank marches chosen, as an order keeps them: "LEADERID:UNITS:left,…". */
    QString flank() const;

private:
    /** `leftOut`: the battle's choices the side does not make in it (its standing orders stand for them). */
    BattleAnswerDialog(Campaign &campaign, qint64 sideId, QStringList leftOut, GiveChoices give, QWidget *parent);
    void build(const QString &intro, const QString &action, const QList<Force> &forces);
    QWidget *marchRows(const QList<Force> &forces);
    void giveChoices();

    Campaign &mCampaign;
    qint64 mSideId;
    QStringList mLeftOut;
    GiveChoices mGive;
    QHash<QString, QComboBox *> mChoices;
    QHash<qint64, QComboBox *> mMarchEdges;
    QHash<qint64, QSpinBox *> mMarchUnits;
    QList<qint64> mMarchLeaders; ///< in the order shown
    QLabel *mProblem;
};

} // namespace castellan

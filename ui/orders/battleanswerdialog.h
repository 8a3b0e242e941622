#pragma once

#include "model/order.h"

#include <QDialog>
#include <QHash>

class QComboBox;
class QLabel;

namespace castellan {

class Campaign;

/**
 * A player's answer to the battle that waits for his side (issue 32, RULES T4): its choices, his standing orders
 * shown first; Fight Now gives the answer as an order, which the referee fights at once.
 */
class BattleAnswerDialog : public QDialog
{
    Q_OBJECT

public:
    BattleAnswerDialog(Campaign &campaign, const Question &question, QWidget *parent = nullptr);

    QComboBox *choiceBox(const QString &key) const { return mChoices.value(key); }
    /** The choices shown, as an answer names them: "avoid=no,losses=most_units,…". */
    QString choices() const;

private:
    void answer();

    Campaign &mCampaign;
    Question mQuestion;
    QHash<QString, QComboBox *> mChoices;
    QLabel *mProblem;
};

} // namespace castellan

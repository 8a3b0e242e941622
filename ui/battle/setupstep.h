#pragma once

#include "battlestep.h"

#include "model/force.h"

class QComboBox;
class QLineEdit;
class QRadioButton;

namespace castellan {

class Campaign;

/** Setting up a battle from a force: the opposing force, who attacks, the battle's name (RULES F). */
class SetupStep : public BattleStep
{
    Q_OBJECT

public:
    SetupStep(const Campaign &campaign, qint64 forceId, QWidget *parent = nullptr);

    void refresh(const Battle &battle) override;
    QString title() const override;
    QString note() const override;

    qint64 opponent() const;
    bool weAttack() const;
    QString battleName() const;
    bool hasOpponents() const;
    /** Picks the opponent and who attacks; false when that force is not offered. Emits nothing. */
    bool choose(qint64 opponentForceId, bool weAttack);
    /** The sides were set up elsewhere (an S3 break-in): nothing can be chosen. */
    void fix(const QString &battleName);
    /** Why the battle cannot begin, or empty. */
    void showProblem(const QString &problem);

Q_SIGNALS:
    /** The user changed the opponent, the attacker or the name. */
    void changed();

private:
    /** An opponent as the combo lists it: name, side, place, units. */
    QString opponentText(const Force &f) const;

    void fillOpponents();

    const Campaign &mCampaign;
    qint64 mForceId;
    bool mFixed = false;
    QComboBox *mOpponent = nullptr;
    QRadioButton *mWeAttack = nullptr;
    QRadioButton *mTheyAttack = nullptr;
    QLineEdit *mName = nullptr;
    QLabel *mProblem = nullptr;
};

} // namespace castellan

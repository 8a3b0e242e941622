#pragma once

#include "battlestep.h"

class QGroupBox;
class QRadioButton;

namespace castellan {

/** Between rounds: each side rallies its flagged units or tries to retreat (RULES F5, F6). */
class RallyStep : public BattleStep
{
    Q_OBJECT

public:
    explicit RallyStep(QWidget *parent = nullptr);

    void refresh(const Battle &battle) override;
    QString title() const override;
    QString note() const override;
    /** What the user chose for a side; a retreat the rules refuse counts as a rally. */
    RoundChoice choice(Role role) const;

private:
    std::array<QGroupBox *, 2> mBoxes{};
    std::array<QRadioButton *, 2> mRally{};
    std::array<QRadioButton *, 2> mRetreat{};
    std::array<QLabel *, 2> mRallyText{};
    std::array<QLabel *, 2> mRetreatText{};
    std::array<QLabel *, 2> mRetreatWhy{};
    int mRound = -1;
};

} // namespace castellan

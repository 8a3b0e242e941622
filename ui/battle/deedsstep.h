#pragma once

#include "battlestep.h"

class QGroupBox;

namespace castellan {

/** The start of a round: heroic deeds of each side's able leaders, then fire (RULES F7, H1, H2). */
class DeedsStep : public BattleStep
{
    Q_OBJECT

public:
    explicit DeedsStep(QWidget *parent = nullptr);

    void refresh(const Battle &battle) override;
    QString title() const override;
    QString note() const override;

Q_SIGNALS:
    void deedRequested(qint64 leaderId);

private:
    std::array<QGroupBox *, 2> mBoxes{};
    int mRound = 0;
};

} // namespace castellan

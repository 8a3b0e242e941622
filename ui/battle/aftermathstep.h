#pragma once

#include "battlestep.h"

namespace castellan {

/** After the battle: survival checks and reactivation, shown before they are rolled (RULES F8, H2, H3). */
class AftermathStep : public BattleStep
{
    Q_OBJECT

public:
    explicit AftermathStep(QWidget *parent = nullptr);

    void refresh(const Battle &battle) override;
    QString title() const override;
    QString note() const override;

private:
    QLabel *mText = nullptr;
};

} // namespace castellan

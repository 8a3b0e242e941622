#pragma once

#include "battlestep.h"

class QLineEdit;

namespace castellan {

/** Before the first round: the defender may try to avoid battle, or join it (RULES F1). */
class AvoidStep : public BattleStep
{
    Q_OBJECT

public:
    explicit AvoidStep(QWidget *parent = nullptr);

    void refresh(const Battle &battle) override;
    QString title() const override;
    QString note() const override;
    /** Where the defender moves on a success, as typed. */
    QString place() const;

Q_SIGNALS:
    void avoidRequested();

private:
    QLabel *mText = nullptr;
    QLineEdit *mPlace = nullptr;
    QPushButton *mAvoid = nullptr;
};

} // namespace castellan

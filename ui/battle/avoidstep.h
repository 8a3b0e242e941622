#pragma once

#include "battlestep.h"

#include "map/hexgrid.h"

class QComboBox;

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
    /** RULES F1: the spaces the defender may step to, the default first, each with its label. */
    void setWays(const QList<Hex> &hexes, const QStringList &labels);
    /** The space picked, or off the map when there is none. */
    Hex way() const;

Q_SIGNALS:
    void avoidRequested();
    /** RULES M2: the user wants to send commands on a flank march before the first round. */
    void flankRequested();

private:
    QLabel *mText = nullptr;
    QComboBox *mWay = nullptr;
    QPushButton *mAvoid = nullptr;
    QPushButton *mFlank = nullptr;
    QLabel *mMarches = nullptr;
};

} // namespace castellan

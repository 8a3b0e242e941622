#pragma once

#include "battlestep.h"

namespace castellan {

class CasualtyEditor;

/** Each side takes the hits it received, by its own choice or the default (RULES F3). */
class CasualtiesStep : public BattleStep
{
    Q_OBJECT

public:
    explicit CasualtiesStep(QWidget *parent = nullptr);

    void refresh(const Battle &battle) override;
    QString title() const override;
    QString note() const override;
    CasualtyEditor *editor(Role role) const { return mEditors[at(role)]; }
    /** Both sides' choices are allowed (RULES F3). */
    bool allowed() const;

Q_SIGNALS:
    /** The user changed how a side takes its hits. */
    void edited(Role role);

private:
    std::array<CasualtyEditor *, 2> mEditors{};
    int mRound = -1;
};

} // namespace castellan

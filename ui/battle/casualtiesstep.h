#pragma once

#include "battlestep.h"

class QLabel;
class QPushButton;

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

    /** RULES F0: the button that shares a side's losses among its forces (shown when it has several). */
    QPushButton *sharesButton(Role role) const { return mShares[at(role)]; }
    QLabel *sharesLabel(Role role) const { return mSharesText[at(role)]; }

Q_SIGNALS:
    /** The user changed how a side takes its hits. */
    void edited(Role role);
    /** The user wants to share a side's losses among its forces otherwise (RULES F0). */
    void sharesRequested(Role role);

private:
    std::array<CasualtyEditor *, 2> mEditors{};
    std::array<QPushButton *, 2> mShares{};
    std::array<QLabel *, 2> mSharesText{};
    int mRound = -1;
};

} // namespace castellan

#pragma once

#include "battlestep.h"

class QLineEdit;

namespace castellan {

/** The battle is over: what came of it, and Finish, which records it as one undoable action. */
class OverStep : public BattleStep
{
    Q_OBJECT

public:
    explicit OverStep(QWidget *parent = nullptr);

    void refresh(const Battle &battle) override;
    QString title() const override;
    QString note() const override;
    /** The events from this one on are the aftermath's (RULES F8); -1 when it rolled nothing. */
    void setAftermathFrom(int event) { mAftermathFrom = event; }
    /** Where a defender who avoided battle moves (RULES F1). */
    QString place() const;
    void setPlace(const QString &place);
    /** Finish has landed the battle. */
    void setFinished(bool finished);

private:
    void refreshFinish();

    QLabel *mText = nullptr;
    QWidget *mPlaceRow = nullptr;
    QLineEdit *mPlace = nullptr;
    QLabel *mHint = nullptr;
    int mAftermathFrom = -1;
    bool mAvoided = false;
    bool mFinished = false;
};

} // namespace castellan

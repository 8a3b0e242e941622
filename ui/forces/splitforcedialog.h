#pragma once

#include "model/force.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace castellan {

class Campaign;
class CompositionEditor;
class LeaderPicker;
class RefusalBanner;
class UnitsEditor;

/**
 * Splits a new force off an existing one, same side, same place (RULES F): its name, how many good, flagged and
 * broken units go (never more than the force has), of
 * which how many cavalry and artillery (the rest infantry), and which of its leaders go with them (RULES L2). OK lands
 * one undoable action; a refusal is shown in the dialog, which stays open.
 */
class SplitForceDialog : public QDialog
{
    Q_OBJECT

public:
    SplitForceDialog(Campaign &campaign, qint64 forceId, QWidget *parent = nullptr);

    qint64 forceId() const { return mForceId; }
    /** The force split off, once OK has landed (0 before). */
    qint64 newForceId() const { return mNewForceId; }
    QString refusal() const;
    QString summary() const { return mSummary; }

    void accept() override;

private:
    void updateRemainder();

    Campaign &mCampaign;
    qint64 mForceId;
    qint64 mNewForceId = 0;
    Force mForce;
    QString mSummary;

    QLabel *mHeader;
    QLineEdit *mName;
    UnitsEditor *mUnits;
    CompositionEditor *mTypes;
    QLabel *mRemainder;
    LeaderPicker *mLeaders;
    RefusalBanner *mRefusal;
    QDialogButtonBox *mButtons;
    QPushButton *mOk;
};

} // namespace castellan

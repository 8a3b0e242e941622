#pragma once

#include "model/force.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace castellan {

class Campaign;
class CompositionEditor;
class LeaderPicker;
class RefusalBanner;
class UnitsEditor;

/**
 * Raises a force or edits one (RULES F): side, name, location, good / flagged / broken units, and the leaders
 * with it, picked by ticking them (RULES L2; the dead and the captured cannot serve, leaders with another force
 * are moved). Editing also sets the units lost and the commander: "Best Battle (automatic)" or one of the
 * force's leaders (RULES R1). OK goes through castellan::actions (STYLE 8); when the rules refuse, the dialog
 * says why and stays open. An edit that also moves leaders lands as one undo step.
 */
class ForceDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Mode { Create, Edit };

    /** Raises a new force. */
    explicit ForceDialog(Campaign &campaign, QWidget *parent = nullptr);
    /** Edits force `forceId` (pass an id variable: a literal 0 would be ambiguous with the parent). */
    ForceDialog(Campaign &campaign, qint64 forceId, QWidget *parent = nullptr);

    Mode mode() const { return mMode; }
    /** The force edited, or the one raised once OK has landed (0 before). */
    qint64 forceId() const { return mForceId; }
    /** Create mode: the side the new force serves. */
    void setSide(qint64 sideId);
    /** The refusal shown, empty when none. */
    QString refusal() const;
    /** What the last landed action said, for a status bar. */
    QString summary() const { return mSummary; }

    /** Applies the dialog through castellan::actions; closes only when that lands. */
    void accept() override;

private:
    ForceDialog(Campaign &campaign, Mode mode, qint64 forceId, QWidget *parent);
    void fillLeaders();
    void fillCommanders();
    void updateNotes();
    bool applyCreate();
    bool applyEdit();
    qint64 sideId() const;

    Campaign &mCampaign;
    const Mode mMode;
    qint64 mForceId = 0;
    Force mOriginal;
    QString mSummary;

    QComboBox *mSide = nullptr;
    QLabel *mSideLabel = nullptr;
    QLineEdit *mName;
    QLineEdit *mLocation;
    UnitsEditor *mUnits;
    CompositionEditor *mTypes;
    QSpinBox *mLost = nullptr;
    QGroupBox *mLeadersBox;
    LeaderPicker *mLeaders;
    QLabel *mMoveNote;
    QComboBox *mCommander = nullptr;
    QLabel *mCommanderNote = nullptr;
    RefusalBanner *mRefusal;
    QDialogButtonBox *mButtons;
    QPushButton *mOk;
};

} // namespace castellan

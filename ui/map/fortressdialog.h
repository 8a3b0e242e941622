#pragma once

#include "map/mapmodel.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QPlainTextEdit;
class QLineEdit;
class QSpinBox;

namespace castellan {

class Campaign;
class RefusalBanner;

/**
 * Adds a fortress to a hex of the map or edits one (RULES S1): its name, its rating (1-99, the strength a
 * besieger needs) and the side that holds it. OK goes through castellan::actions; when the rules refuse, the
 * dialog says why and stays open.
 */
class FortressDialog : public QDialog
{
    Q_OBJECT

public:
    /** A new fortress at `hex`. */
    FortressDialog(Campaign &campaign, const Hex &hex, QWidget *parent = nullptr);
    /** Edits fortress `fortressId`. */
    FortressDialog(Campaign &campaign, qint64 fortressId, QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return mName; }
    QSpinBox *ratingSpin() const { return mRating; }
    QComboBox *ownerCombo() const { return mOwner; }
    QString refusal() const;
    /** What the action said once it landed, for a status bar. */
    QString summary() const { return mSummary; }

    void accept() override;

private:
    FortressDialog(Campaign &campaign, const Fortress &fortress, QWidget *parent);

    Campaign &mCampaign;
    Fortress mFortress;
    QString mSummary;
    QLineEdit *mName;
    QSpinBox *mRating;
    QComboBox *mOwner;
    QPlainTextEdit *mNotes = nullptr; ///< when editing
    QCheckBox *mGmOnly = nullptr;
    RefusalBanner *mRefusal;
};

} // namespace castellan

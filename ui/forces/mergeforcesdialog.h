#pragma once

#include "model/force.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace castellan {

class Campaign;
class RefusalBanner;

/**
 * Merges another force into this one (RULES F: forces merge where they stand together): lists only the forces
 * of the same side at the same place, explains when there is none, and shows what the merged force will have.
 * The other force's units, losses and leaders join this one; it is removed. One undoable action.
 */
class MergeForcesDialog : public QDialog
{
    Q_OBJECT

public:
    MergeForcesDialog(Campaign &campaign, qint64 intoId, QWidget *parent = nullptr);

    qint64 intoId() const { return mIntoId; }
    /** The force picked to join, 0 when none. */
    qint64 fromId() const;
    /** How many forces could join. */
    int eligibleCount() const;
    /** Picks the force that joins. */
    void setFromId(qint64 id);
    QString refusal() const;
    QString summary() const { return mSummary; }

    void accept() override;

private:
    void updatePreview();

    Campaign &mCampaign;
    qint64 mIntoId;
    Force mInto;
    QString mSummary;

    QLabel *mHeader;
    QTreeWidget *mList;
    QWidget *mNoneBox;
    QLabel *mNone;
    QLabel *mPreview;
    RefusalBanner *mRefusal;
    QDialogButtonBox *mButtons;
    QPushButton *mOk;
};

} // namespace castellan

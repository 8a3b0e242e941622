#pragma once

#include "commands/action/outcome.h"

#include <QColor>
#include <QDialog>

class QLabel;
class QListWidget;
class QPushButton;

namespace castellan {

class Campaign;

/**
 * The campaign's sides (RULES L2): their names and colours, a side added, renamed, recoloured, or removed while
 * nothing belongs to it. Each change is its own undoable action, made at once; a refusal (a name in use, a side
 * with leaders) is said under the list.
 */
class SidesDialog : public QDialog
{
    Q_OBJECT

public:
    explicit SidesDialog(Campaign &campaign, QWidget *parent = nullptr);

    QListWidget *list() const { return mList; }
    QString problem() const;
    qint64 currentSideId() const;

    // What the buttons do once they have asked for a name or a colour.
    bool addSide(const QString &name);
    bool renameCurrent(const QString &name);
    bool recolorCurrent(const QColor &color);
    bool removeCurrent();

private:
    void refill();
    void updateButtons();
    /** Says why an action was refused, or clears that; true when it landed. */
    bool report(const Outcome &o);

    Campaign &mCampaign;
    QListWidget *mList;
    QLabel *mProblem;
    QPushButton *mAdd;
    QPushButton *mRename;
    QPushButton *mColour;
    QPushButton *mRemove;
};

} // namespace castellan

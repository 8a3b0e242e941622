#pragma once

#include "commands/leaders/leaderactions.h"
#include "model/leader.h"

#include <QDialog>

#include "widgets/diefacewidget.h"

#include <functional>
#include <optional>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QVBoxLayout;

namespace castellan {

class Campaign;
class DiceRow;
class LeaderBanner;
class RulesLink;

/**
 * What the leader action dialogs share: the leader's banner on top, their controls, or instead of them the
 * reason the rules refuse the action, an error line, and buttons that turn into Close once the action has
 * landed. The dialogs never write to the model: each action goes through castellan::actions and lands as one
 * undoable command (STYLE 8).
 */
class ActionDialog : public QDialog
{
    Q_OBJECT

public:
    qint64 leaderId() const { return mLeaderId; }
    /** The rules refuse the action: the dialog shows why instead of its controls. */
    bool isRefused() const { return !mRefusal.isEmpty(); }
    QString refusal() const { return mRefusal; }
    /** The last action landed, or refused by the file. */
    const Outcome &outcome() const { return mOutcome; }

protected:
    ActionDialog(Campaign &campaign, qint64 leaderId, QWidget *parent);

    Campaign &campaign() const { return mCampaign; }
    /** The leader as the campaign has him now. */
    std::optional<Leader> leader() const;
    LeaderBanner *banner() const { return mBanner; }
    /** Where a dialog puts its controls. */
    QVBoxLayout *controls() const { return mControls; }
    QDialogButtonBox *buttons() const { return mButtons; }
    QPushButton *closeButton() const { return mClose; }
    /** A button that acts (and does not close the dialog by itself). */
    QPushButton *addActionButton(const QString &text, const QString &objectName);

    /** Widgets shown under the refusal, e.g. the conditions that are not met. */
    QVBoxLayout *refusalExtras() const { return mRefusalExtras; }
    /** Shows `why` instead of the controls; only Close is left. */
    void refuse(const QString &why);
    void showError(const QString &message);
    void clearError();
    /** Records an outcome: an error shown when the file refused it. Returns outcome.ok. */
    bool land(const Outcome &outcome);
    /** The action has happened: the action buttons go, Cancel becomes Close. */
    void markDone();
    /** Grows the dialog so a longer outcome is never cut off. */
    void fitContents();
    /** Re-reads the leader into the banner. */
    void refreshBanner();

    /** A line of rules text, wrapped and subdued. */
    QLabel *addNote(const QString &text);
    /** A large outcome line. */
    static QLabel *makeOutcomeLabel(QWidget *parent);
    /** The box a roll shows in: its dice ("dice", toned by `tones`) beside its outcome line. */
    void addRollBox(const QString &title, const std::function<DieFaceWidget::Tone(int)> &tones, DiceRow **dice,
                    QLabel **outcome);

private:
    Campaign &mCampaign;
    qint64 mLeaderId;
    QString mRefusal;
    Outcome mOutcome;
    LeaderBanner *mBanner;
    QStackedWidget *mPages;
    QWidget *mControlsPage;
    QVBoxLayout *mControls;
    QLabel *mRefusalLabel;
    RulesLink *mRulesLink = nullptr;
    QVBoxLayout *mRefusalExtras;
    QLabel *mError;
    QDialogButtonBox *mButtons;
    QPushButton *mClose;
    QList<QPushButton *> mActionButtons;
};

} // namespace castellan

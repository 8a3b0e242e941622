#pragma once

#include "model/leader.h"

#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QFrame;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QStackedWidget;
class QTimer;
class QTextBrowser;

namespace castellan {

class Campaign;
struct Outcome;
class RerollTokens;
class SheetVitalityTrack;

/**
 * One leader's sheet (RULES L2): name, side, status and location, the seven ratings with the vitality cap of
 * L4, the vitality track, rerolls held, notes and history. Shows a short hint when no leader is selected.
 * Notes and location are saved as undoable actions when the user pauses or leaves the field.
 */
class LeaderSheet : public QWidget
{
    Q_OBJECT

public:
    explicit LeaderSheet(QWidget *parent = nullptr);

    void setCampaign(Campaign *campaign);
    /** 0 shows the empty state. Pending notes of the previous leader are saved first. */
    void setLeader(qint64 id);
    qint64 leaderId() const { return mLeaderId; }
    bool isEmptyState() const;

    /** Saves edited notes now (also done after a pause and when the field loses focus). */
    void commitNotes();

    /** What the sheet shows, for tests and accessibility: "Duel 5 (3 while wounded)". */
    QString ratingText(Trait t) const;
    QString headingText() const;
    QString statusText() const;
    QPlainTextEdit *notesEdit() const { return mNotes; }
    QLineEdit *locationEdit() const { return mLocation; }
    QCheckBox *cowardBox() const { return mCoward; }
    QComboBox *pronounCombo() const { return mPronoun; }
    /** RULES M1: "Good (+2 to a flank march's arrival roll)". */
    QString generalText() const;
    /** The history as shown, oldest first: "turn: text". */
    QStringList historyLines() const { return mHistoryLines; }
    QTextBrowser *historyView() const { return mHistory; }
    SheetVitalityTrack *vitalityTrack() const { return mTrack; }

Q_SIGNALS:
    /** An edit the rules or the file refused; the main window tells the user. */
    void actionFailed(const QString &message);
    /** A one-line summary of an edit that landed. */
    void actionDone(const QString &summary);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** Location and notes cannot be typed into while the campaign is open read-only. */
    void followWritability();
    // The page, section by section (leadersheetsections.cpp).
    QWidget *buildSheet();
    /** Name, side chip, side and status badge, and why he cannot act; returns the row under the name. */
    QHBoxLayout *buildHeading(QWidget *page);
    /** The seven ratings as cards, as on a paper sheet. */
    QWidget *buildRatingCards(QWidget *page);
    QFrame *buildRatingCard(Trait t, QWidget *ratings);
    /** Vitality, rerolls held, location, last action, general level and coward. */
    QGroupBox *buildConditionBox(QWidget *page);
    /** The vitality track and its "3 of 5". */
    QHBoxLayout *buildVitalityRow(QWidget *conditionBox);
    /** The reroll tokens and what they are held for. */
    QHBoxLayout *buildRerollRow(QWidget *conditionBox);
    /** His level as a general (RULES M1) and the coward box. */
    QHBoxLayout *buildGeneralRow(QWidget *conditionBox);
    QGroupBox *buildHistoryBox(QWidget *page);
    /** The notes and their GM-only box, saved as the user pauses. */
    QGroupBox *buildNotesBox(QWidget *page);

    void refresh();
    /** Name, side, status badge and why he cannot act. */
    void refreshHeading(const Leader &l);
    /** The ratings, with the vitality cap of RULES L4 under Duel and Heroics. */
    void refreshRatings(const Leader &l);
    /** Vitality, rerolls held, location, general level, coward and last action. */
    void refreshCondition(const Leader &l);
    /** The notes, unless the user is editing them, and their GM-only box. */
    void refreshNotes(const Leader &l);
    void refreshHistory();
    void commitLocation();
    /** Tells the window what an action on the sheet did, or why the rules refused it. */
    void report(const Outcome &o);
    void commitCoward(bool coward);
    void commitPronoun(Pronoun pronoun);
    /** The shown leader's, for the texts that speak of him (issue 30, item 12). */
    Pronoun leaderPronoun() const;
    void onLeaderChanged(qint64 id);

    QPointer<Campaign> mCampaign;
    qint64 mLeaderId = 0;
    bool mLoading = false;
    bool mNotesDirty = false;

    QStackedWidget *mStack;
    QLabel *mEmptyLabel;
    QLabel *mName;
    QLabel *mSideChip;
    QLabel *mSide;
    QLabel *mStatus;
    QLabel *mCannotAct;
    QLineEdit *mLocation;
    std::array<QLabel *, TraitCount> mRatingValue{};
    std::array<QLabel *, TraitCount> mRatingPips{};
    std::array<QLabel *, TraitCount> mRatingNote{};
    std::array<QLabel *, TraitCount> mRatingName{};
    SheetVitalityTrack *mTrack;
    QLabel *mVitalityText;
    RerollTokens *mRerolls;
    QLabel *mRerollsText;
    QLabel *mLastActed;
    QLabel *mGeneral;
    QCheckBox *mCoward;
    QComboBox *mPronoun;
    QPlainTextEdit *mNotes;
    QCheckBox *mNotesGmOnly;
    QTimer *mNotesTimer;
    QTextBrowser *mHistory;
    QStringList mHistoryLines;
};

} // namespace castellan

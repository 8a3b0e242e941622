// The leader sheet's page as it is laid out, section by section: the heading, the rating cards, the condition,
// the history and the notes. The rest of LeaderSheet, what fills them, is in leadersheet.cpp.
#include "leadersheet.h"
#include "widgets/characterlimit.h"

#include "commands/campaign/noteactions.h"

#include "model/limits.h"

#include "rerolltokens.h"
#include "sheetvitalitytrack.h"

#include "campaign/campaign.h"
#include "widgets/pronouncombo.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace castellan {

namespace {

/** How a rating is used (RULES R1-R3, L3), shown under its name. */
QString ratingUse(Trait t)
{
    switch (t) {
    case Trait::Vitality: return LeaderSheet::tr("wounds the leader can take (L3)");
    case Trait::Heroics: return LeaderSheet::tr("check, capped by vitality (R3, L4)");
    case Trait::Duel: return LeaderSheet::tr("dice in a duel, capped by vitality (R2, L4)");
    case Trait::Maneuver: return LeaderSheet::tr("check (R3)");
    case Trait::Battle: return LeaderSheet::tr("comparative (R1)");
    case Trait::Siege: return LeaderSheet::tr("comparative (R1)");
    case Trait::Rally: return LeaderSheet::tr("check (R3)");
    }
    return {};
}

} // namespace

QWidget *LeaderSheet::buildSheet()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("sheetPage"));
    QHBoxLayout *subtitle = buildHeading(page);
    QWidget *ratings = buildRatingCards(page);
    QGroupBox *conditionBox = buildConditionBox(page);

    // History and notes share the rest of the height.
    QGroupBox *historyBox = buildHistoryBox(page);
    QGroupBox *notesBox = buildNotesBox(page);
    auto *lower = new QSplitter(Qt::Vertical, page);
    lower->setObjectName(QStringLiteral("sheetSplitter"));
    lower->setChildrenCollapsible(false);
    lower->addWidget(historyBox);
    lower->addWidget(notesBox);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(12, 8, 12, 8);
    layout->setSpacing(8);
    layout->addWidget(mName);
    layout->addLayout(subtitle);
    layout->addWidget(mCannotAct);
    layout->addWidget(ratings);
    layout->addWidget(conditionBox);
    layout->addWidget(lower, 1);
    return page;
}

QHBoxLayout *LeaderSheet::buildHeading(QWidget *page)
{
    // Heading: name, then side chip, side, status badge.
    mName = new QLabel(page);
    mName->setObjectName(QStringLiteral("sheetName"));
    mName->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont nameFont = mName->font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.7);
    nameFont.setBold(true);
    mName->setFont(nameFont);

    mSideChip = new QLabel(page);
    mSide = new QLabel(page);
    mSide->setObjectName(QStringLiteral("sheetSide"));
    mStatus = new QLabel(page);
    mStatus->setObjectName(QStringLiteral("sheetStatus"));
    mStatus->setAlignment(Qt::AlignCenter);

    auto *subtitle = new QHBoxLayout;
    subtitle->setSpacing(6);
    subtitle->addWidget(mSideChip);
    subtitle->addWidget(mSide);
    subtitle->addSpacing(10);
    subtitle->addWidget(mStatus);
    subtitle->addStretch(1);

    mCannotAct = new QLabel(page);
    mCannotAct->setObjectName(QStringLiteral("sheetCannotAct"));
    mCannotAct->setWordWrap(true);
    mCannotAct->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum); // never clipped
    return subtitle;
}

QWidget *LeaderSheet::buildRatingCards(QWidget *page)
{
    // Ratings: seven cards, as on a paper sheet; the vitality cap of RULES L4 under Duel and Heroics.
    auto *ratings = new QWidget(page);
    ratings->setObjectName(QStringLiteral("sheetRatings"));
    auto *cards = new QHBoxLayout(ratings);
    cards->setContentsMargins(0, 0, 0, 0);
    cards->setSpacing(6);
    for (Trait t : AllTraits)
        cards->addWidget(buildRatingCard(t, ratings), 1);
    return ratings;
}

QFrame *LeaderSheet::buildRatingCard(Trait t, QWidget *ratings)
{
    QFont valueFont = font();
    valueFont.setPointSizeF(valueFont.pointSizeF() * 1.6);
    valueFont.setBold(true);
    QFont smallFont = font();
    smallFont.setPointSizeF(smallFont.pointSizeF() * 0.8);
    QFont captionFont = smallFont;
    captionFont.setBold(true);
    captionFont.setCapitalization(QFont::AllUppercase);
    captionFont.setLetterSpacing(QFont::PercentageSpacing, 104);
    const QColor border = palette().color(QPalette::Mid);
    const auto i = std::size_t(t);
    auto *card = new QFrame(ratings);
    card->setObjectName(QStringLiteral("ratingCard_%1").arg(traitKey(t)));
    card->setStyleSheet(QStringLiteral("QFrame#%1 { background: palette(base); border: 1px solid %2;"
                                       " border-radius: 6px; }")
                            .arg(card->objectName(), border.name()));
    card->setToolTip(tr("%1: %2").arg(traitName(t), ratingUse(t)));
    auto *box = new QVBoxLayout(card);
    box->setContentsMargins(4, 5, 4, 4);
    box->setSpacing(0);

    mRatingName[i] = new QLabel(traitName(t), card);
    mRatingName[i]->setFont(captionFont);
    mRatingName[i]->setForegroundRole(QPalette::PlaceholderText);
    mRatingName[i]->setAlignment(Qt::AlignCenter);

    mRatingValue[i] = new QLabel(card);
    mRatingValue[i]->setObjectName(QStringLiteral("rating_%1").arg(traitKey(t)));
    mRatingValue[i]->setFont(valueFont);
    mRatingValue[i]->setAlignment(Qt::AlignCenter);

    mRatingPips[i] = new QLabel(card);
    mRatingPips[i]->setFont(smallFont);
    mRatingPips[i]->setAlignment(Qt::AlignCenter);
    mRatingPips[i]->setStyleSheet(QStringLiteral("QLabel { color: #9a8a5a; }"));

    mRatingNote[i] = new QLabel(card);
    mRatingNote[i]->setObjectName(QStringLiteral("ratingNote_%1").arg(traitKey(t)));
    mRatingNote[i]->setFont(smallFont);
    mRatingNote[i]->setAlignment(Qt::AlignCenter);
    mRatingNote[i]->setStyleSheet(QStringLiteral("QLabel { color: #a82a22; }"));
    mRatingNote[i]->setWordWrap(true);
    // Room for the two lines of the L4 cap, so the cards do not jump when a leader is wounded.
    const bool capped = t == Trait::Duel || t == Trait::Heroics;
    mRatingNote[i]->setMinimumHeight(QFontMetrics(smallFont).lineSpacing() * (capped ? 2 : 1));

    box->addWidget(mRatingName[i]);
    box->addWidget(mRatingValue[i]);
    box->addWidget(mRatingPips[i]);
    box->addWidget(mRatingNote[i]);
    box->addStretch(1);
    return card;
}

QGroupBox *LeaderSheet::buildConditionBox(QWidget *page)
{
    // Condition: vitality track and rerolls, location and last action.
    auto *conditionBox = new QGroupBox(tr("Condition"), page);
    auto *grid = new QGridLayout(conditionBox);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(8);
    QHBoxLayout *vitalityRow = buildVitalityRow(conditionBox);
    QHBoxLayout *rerollRow = buildRerollRow(conditionBox);

    mLocation = new QLineEdit(conditionBox);
    mLocation->setObjectName(QStringLiteral("sheetLocation"));
    limitCharacters(mLocation, MaxPlaceLength);
    mLocation->setPlaceholderText(tr("A force or a fortress"));
    mLocation->setToolTip(tr("Where the leader is (RULES L2); press Return to record a move"));
    connect(mLocation, &QLineEdit::editingFinished, this, &LeaderSheet::commitLocation);

    mLastActed = new QLabel(conditionBox);
    mLastActed->setToolTip(tr("A disabled leader recovers only after a whole turn without action (RULES L5)"));
    QHBoxLayout *generalRow = buildGeneralRow(conditionBox);

    auto *vitalityLabel = new QLabel(tr("Vitality"), conditionBox);
    vitalityLabel->setToolTip(tr("Current vitality: each wound takes one box (RULES L3)"));
    grid->addWidget(vitalityLabel, 0, 0);
    grid->addLayout(vitalityRow, 0, 1);
    grid->addWidget(new QLabel(tr("Rerolls held"), conditionBox), 0, 2);
    grid->addLayout(rerollRow, 0, 3);
    grid->addWidget(new QLabel(tr("Location"), conditionBox), 1, 0);
    grid->addWidget(mLocation, 1, 1);
    grid->addWidget(new QLabel(tr("Last action"), conditionBox), 1, 2);
    grid->addWidget(mLastActed, 1, 3);
    grid->addWidget(new QLabel(tr("General"), conditionBox), 2, 0);
    grid->addLayout(generalRow, 2, 1, 1, 3);
    grid->setColumnStretch(1, 3);
    grid->setColumnStretch(3, 2);
    return conditionBox;
}

QHBoxLayout *LeaderSheet::buildVitalityRow(QWidget *conditionBox)
{
    mTrack = new SheetVitalityTrack(conditionBox);
    mTrack->setObjectName(QStringLiteral("vitalityTrack"));
    mVitalityText = new QLabel(conditionBox);
    mVitalityText->setObjectName(QStringLiteral("sheetVitality"));
    auto *vitalityRow = new QHBoxLayout;
    vitalityRow->setSpacing(8);
    vitalityRow->addWidget(mTrack);
    vitalityRow->addWidget(mVitalityText);
    vitalityRow->addStretch(1);
    return vitalityRow;
}

QHBoxLayout *LeaderSheet::buildRerollRow(QWidget *conditionBox)
{
    mRerolls = new RerollTokens(conditionBox);
    mRerolls->setObjectName(QStringLiteral("rerollTokens"));
    mRerollsText = new QLabel(conditionBox);
    mRerollsText->setObjectName(QStringLiteral("sheetRerolls"));
    auto *rerollRow = new QHBoxLayout;
    rerollRow->setSpacing(6);
    rerollRow->addWidget(mRerolls);
    rerollRow->addWidget(mRerollsText);
    rerollRow->addStretch(1);
    return rerollRow;
}

QHBoxLayout *LeaderSheet::buildGeneralRow(QWidget *conditionBox)
{
    mGeneral = new QLabel(conditionBox);
    mGeneral->setObjectName(QStringLiteral("sheetGeneral"));
    mGeneral->setToolTip(tr("The level as a general comes from Maneuver, by the campaign's ruleset (RULES M1); "
                            "its bonus is added to a flank march's arrival roll (M3)"));
    mCoward = new QCheckBox(tr("Co&ward"), conditionBox);
    mCoward->setObjectName(QStringLiteral("sheetCoward"));
    mCoward->setToolTip(tr("A coward may not lead a flank march (RULES M1, M2); Ctrl+Z undoes"));
    connect(mCoward, &QCheckBox::clicked, this, &LeaderSheet::commitCoward);
    mPronoun = newPronounCombo(conditionBox);
    mPronoun->setObjectName(QStringLiteral("sheetPronoun"));
    mPronoun->setToolTip(tr("How the app's texts speak of this leader; Ctrl+Z undoes"));
    connect(mPronoun, &QComboBox::activated, this, [this] { commitPronoun(pronounShown(mPronoun)); });
    auto *pronounLabel = new QLabel(tr("&Pronoun:"), conditionBox);
    pronounLabel->setBuddy(mPronoun);
    auto *generalRow = new QHBoxLayout;
    generalRow->setSpacing(12);
    generalRow->addWidget(mGeneral);
    generalRow->addWidget(mCoward);
    generalRow->addWidget(pronounLabel);
    generalRow->addWidget(mPronoun);
    generalRow->addStretch(1);
    return generalRow;
}

QGroupBox *LeaderSheet::buildHistoryBox(QWidget *page)
{
    auto *historyBox = new QGroupBox(tr("History"), page);
    mHistory = new QTextBrowser(historyBox);
    mHistory->setObjectName(QStringLiteral("sheetHistory"));
    mHistory->setOpenLinks(false);
    mHistory->setFocusPolicy(Qt::ClickFocus);
    mHistory->document()->setDocumentMargin(2);
    mHistory->setMinimumHeight(fontMetrics().lineSpacing() * 6 + 8); // a few turns at a glance
    auto *historyLayout = new QVBoxLayout(historyBox);
    historyLayout->addWidget(mHistory);
    return historyBox;
}

QGroupBox *LeaderSheet::buildNotesBox(QWidget *page)
{
    auto *notesBox = new QGroupBox(tr("Notes"), page);
    mNotes = new QPlainTextEdit(notesBox);
    mNotes->setObjectName(QStringLiteral("sheetNotes"));
    mNotes->setTabChangesFocus(true);
    mNotes->installEventFilter(this);
    mNotes->setMinimumHeight(fontMetrics().lineSpacing() * 2 + 8);
    mNotesGmOnly = new QCheckBox(tr("&GM only: a players' copy leaves these notes out"), notesBox);
    mNotesGmOnly->setObjectName(QStringLiteral("sheetNotesGmOnly"));
    connect(mNotesGmOnly, &QCheckBox::toggled, this, [this](bool on) {
        if (mLoading || !mCampaign || !mLeaderId)
            return;
        mNotesDirty = false;
        report(editNote(*mCampaign, NoteSubject::Leader, mLeaderId, mNotes->toPlainText(), on));
    });
    auto *notesLayout = new QVBoxLayout(notesBox);
    notesLayout->addWidget(mNotes);
    notesLayout->addWidget(mNotesGmOnly);
    connect(mNotes, &QPlainTextEdit::textChanged, this, [this] {
        if (mLoading)
            return;
        mNotesDirty = true;
        mNotesTimer->start();
    });
    return notesBox;
}

} // namespace castellan

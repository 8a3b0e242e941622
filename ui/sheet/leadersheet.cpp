#include "leadersheet.h"

#include "commands/campaign/noteactions.h"

#include "commands/forces/forceactions.h"

#include "model/limits.h"

#include "rerolltokens.h"
#include "sheetvitalitytrack.h"

#include "campaign/campaign.h"
#include "commands/board/rulesetactions.h"
#include "commands/leaders/leaderactions.h"
#include "i18n/argtext.h"
#include "widgets/sidechip.h"

#include <QCheckBox>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace castellan {

namespace {

constexpr int NotesPauseMs = 1500;

/** How a rating is used (RULES R1-R3, L3), shown under its name. */
QString ratingUse(Trait t)
{
    switch (t) {
    case Trait::Vitality: return LeaderSheet::tr("wounds he can take (L3)");
    case Trait::Heroics: return LeaderSheet::tr("check, capped by vitality (R3, L4)");
    case Trait::Duel: return LeaderSheet::tr("dice in a duel, capped by vitality (R2, L4)");
    case Trait::Maneuver: return LeaderSheet::tr("check (R3)");
    case Trait::Battle: return LeaderSheet::tr("comparative (R1)");
    case Trait::Siege: return LeaderSheet::tr("comparative (R1)");
    case Trait::Rally: return LeaderSheet::tr("check (R3)");
    }
    return {};
}

QColor statusColor(LeaderStatus s)
{
    switch (s) {
    case LeaderStatus::Active: return {0x2f, 0x6d, 0x3a};
    case LeaderStatus::Disabled: return {0xb3, 0x5c, 0x00};
    case LeaderStatus::Captured: return {0x73, 0x3f, 0xa8};
    case LeaderStatus::Dead: return {0x60, 0x60, 0x60};
    }
    return {};
}

} // namespace

LeaderSheet::LeaderSheet(QWidget *parent)
    : QWidget(parent)
    , mStack(new QStackedWidget(this))
    , mEmptyLabel(new QLabel(this))
    , mNotesTimer(new QTimer(this))
{
    mEmptyLabel->setObjectName(QStringLiteral("sheetEmpty"));
    mEmptyLabel->setAlignment(Qt::AlignCenter);
    mEmptyLabel->setWordWrap(true);
    mEmptyLabel->setForegroundRole(QPalette::PlaceholderText);
    mEmptyLabel->setMargin(24);
    QFont emptyFont = mEmptyLabel->font();
    emptyFont.setPointSizeF(emptyFont.pointSizeF() * 1.15);
    mEmptyLabel->setFont(emptyFont);

    mStack->addWidget(mEmptyLabel);
    mStack->addWidget(buildSheet());

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mStack);

    mNotesTimer->setSingleShot(true);
    mNotesTimer->setInterval(NotesPauseMs);
    connect(mNotesTimer, &QTimer::timeout, this, &LeaderSheet::commitNotes);

    setLeader(0);
}

QWidget *LeaderSheet::buildSheet()
{
    auto *page = new QWidget(this);
    page->setObjectName(QStringLiteral("sheetPage"));

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

    // Ratings: seven cards, as on a paper sheet; the vitality cap of RULES L4 under Duel and Heroics.
    auto *ratings = new QWidget(page);
    ratings->setObjectName(QStringLiteral("sheetRatings"));
    auto *cards = new QHBoxLayout(ratings);
    cards->setContentsMargins(0, 0, 0, 0);
    cards->setSpacing(6);
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
    for (Trait t : AllTraits) {
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
        cards->addWidget(card, 1);
    }

    // Condition: vitality track and rerolls, location and last action.
    auto *conditionBox = new QGroupBox(tr("Condition"), page);
    auto *grid = new QGridLayout(conditionBox);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(8);
    mTrack = new SheetVitalityTrack(conditionBox);
    mTrack->setObjectName(QStringLiteral("vitalityTrack"));
    mVitalityText = new QLabel(conditionBox);
    mVitalityText->setObjectName(QStringLiteral("sheetVitality"));
    auto *vitalityRow = new QHBoxLayout;
    vitalityRow->setSpacing(8);
    vitalityRow->addWidget(mTrack);
    vitalityRow->addWidget(mVitalityText);
    vitalityRow->addStretch(1);

    mRerolls = new RerollTokens(conditionBox);
    mRerolls->setObjectName(QStringLiteral("rerollTokens"));
    mRerollsText = new QLabel(conditionBox);
    mRerollsText->setObjectName(QStringLiteral("sheetRerolls"));
    auto *rerollRow = new QHBoxLayout;
    rerollRow->setSpacing(6);
    rerollRow->addWidget(mRerolls);
    rerollRow->addWidget(mRerollsText);
    rerollRow->addStretch(1);

    mLocation = new QLineEdit(conditionBox);
    mLocation->setObjectName(QStringLiteral("sheetLocation"));
    mLocation->setMaxLength(MaxPlaceLength);
    mLocation->setPlaceholderText(tr("A force or a fortress"));
    mLocation->setToolTip(tr("Where he is (RULES L2); press Return to record a move"));
    connect(mLocation, &QLineEdit::editingFinished, this, &LeaderSheet::commitLocation);

    mLastActed = new QLabel(conditionBox);
    mLastActed->setToolTip(tr("A disabled leader recovers only after a whole turn without action (RULES L5)"));

    mGeneral = new QLabel(conditionBox);
    mGeneral->setObjectName(QStringLiteral("sheetGeneral"));
    mGeneral->setToolTip(tr("His level as a general comes from his Maneuver, by the campaign's ruleset (RULES M1); "
                            "its bonus is added to a flank march's arrival roll (M3)"));
    mCoward = new QCheckBox(tr("Co&ward"), conditionBox);
    mCoward->setObjectName(QStringLiteral("sheetCoward"));
    mCoward->setToolTip(tr("A coward may not lead a flank march (RULES M1, M2); Ctrl+Z undoes"));
    connect(mCoward, &QCheckBox::clicked, this, &LeaderSheet::commitCoward);
    auto *generalRow = new QHBoxLayout;
    generalRow->setSpacing(12);
    generalRow->addWidget(mGeneral);
    generalRow->addWidget(mCoward);
    generalRow->addStretch(1);

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

    // History and notes share the rest of the height.
    auto *historyBox = new QGroupBox(tr("History"), page);
    mHistory = new QTextBrowser(historyBox);
    mHistory->setObjectName(QStringLiteral("sheetHistory"));
    mHistory->setOpenLinks(false);
    mHistory->setFocusPolicy(Qt::ClickFocus);
    mHistory->document()->setDocumentMargin(2);
    mHistory->setMinimumHeight(fontMetrics().lineSpacing() * 2 + 8);
    auto *historyLayout = new QVBoxLayout(historyBox);
    historyLayout->addWidget(mHistory);

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
        const Outcome o = editNote(*mCampaign, NoteSubject::Leader, mLeaderId, mNotes->toPlainText(), on);
        o.ok ? Q_EMIT actionDone(o.summary) : Q_EMIT actionFailed(o.refusal);
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

void LeaderSheet::setCampaign(Campaign *campaign)
{
    commitNotes();
    if (mCampaign)
        disconnect(mCampaign, nullptr, this, nullptr);
    mCampaign = campaign;
    if (mCampaign) {
        connect(mCampaign, &Campaign::leaderChanged, this, &LeaderSheet::onLeaderChanged);
        connect(mCampaign, &Campaign::leaderRemoved, this, [this](qint64 id) {
            if (id == mLeaderId)
                setLeader(0);
        });
        connect(mCampaign, &Campaign::turnChanged, this, &LeaderSheet::refresh);
        connect(mCampaign, &Campaign::sidesChanged, this, &LeaderSheet::refresh);
        connect(mCampaign, &Campaign::pathChanged, this, &LeaderSheet::followWritability);
    }
    followWritability();
    mLeaderId = 0;
    setLeader(0);
}

void LeaderSheet::followWritability()
{
    const bool readOnly = mCampaign && mCampaign->isReadOnly();
    mLocation->setReadOnly(readOnly);
    mCoward->setEnabled(!readOnly);
    mNotes->setReadOnly(readOnly);
    mNotesGmOnly->setEnabled(!readOnly);
    mNotes->setPlaceholderText(readOnly
                                   ? tr("No notes. The campaign is open read-only.")
                                   : tr("Anything worth remembering about him. Saved as you pause; Ctrl+Z undoes."));
}

bool LeaderSheet::isEmptyState() const
{
    return mStack->currentIndex() == 0;
}

void LeaderSheet::setLeader(qint64 id)
{
    if (id != mLeaderId)
        commitNotes();
    mLeaderId = id;
    mNotesDirty = false;
    mNotesTimer->stop();
    refresh();
}

void LeaderSheet::onLeaderChanged(qint64 id)
{
    if (id == mLeaderId)
        refresh();
}

void LeaderSheet::refresh()
{
    const auto leader = (mCampaign && mLeaderId) ? mCampaign->leader(mLeaderId) : std::nullopt;
    if (!leader) {
        mEmptyLabel->setText(mCampaign
                                 ? tr("Select a leader, or create one with Leader ▸ New Leader.")
                                 : tr("Open a campaign with File ▸ Open, or start one with File ▸ New Campaign."));
        mStack->setCurrentIndex(0);
        return;
    }
    const Leader &l = *leader;
    const LeaderStatus status = l.status();
    mStack->setCurrentIndex(1);

    mName->setText(l.name);
    const auto side = mCampaign->side(l.sideId);
    const int chipSize = fontMetrics().height() - 2;
    mSideChip->setPixmap(sideChip(side ? side->color : QColor(Qt::gray), chipSize).pixmap(chipSize, chipSize));
    mSide->setText(side ? side->name : tr("No side"));

    QString statusLine = statusName(status);
    if (status == LeaderStatus::Captured)
        statusLine = tr("Captured by %1").arg(mCampaign->sideName(l.capturedBySide));
    mStatus->setText(statusLine);
    const QColor sc = statusColor(status);
    mStatus->setStyleSheet(
        QStringLiteral("QLabel { color: %1; background: %2; border: 1px solid %3;"
                       " border-radius: 4px; padding: 1px 8px; font-weight: bold; }")
            .arg(sc.name(), sc.lighter(status == LeaderStatus::Dead ? 180 : 230).name(), sc.lighter(150).name()));

    const QString why = whyCannotAct(l);
    mCannotAct->setVisible(!why.isEmpty());
    mCannotAct->setText(why);
    mCannotAct->setStyleSheet(
        QStringLiteral("QLabel { color: %1; background: %2; border-radius: 4px;"
                       " padding: 4px 8px; }")
            .arg(sc.darker(115).name(), sc.lighter(status == LeaderStatus::Dead ? 185 : 245).name()));

    // RULES L4: Duel and Heroics are capped by current vitality.
    const bool dead = status == LeaderStatus::Dead;
    for (Trait t : AllTraits) {
        const auto i = std::size_t(t);
        const int r = l.rating(t);
        mRatingValue[i]->setText(QString::number(r));
        mRatingValue[i]->setEnabled(!dead);
        mRatingName[i]->setEnabled(!dead);
        mRatingPips[i]->setText(QString(std::clamp(r, 0, 6), QChar(0x25CF))
                                + QString(6 - std::clamp(r, 0, 6), QChar(0x25CB)));
        mRatingPips[i]->setToolTip(tr("%1 of 6").arg(r));
        int effective = r;
        if (t == Trait::Duel)
            effective = l.effectiveDuel();
        else if (t == Trait::Heroics)
            effective = l.effectiveHeroics();
        QString note;
        if (!dead && effective < r) {
            if (l.vitality <= 0)
                note = tr("(%1 while disabled)").arg(effective);
            else if (l.vitality < l.rating(Trait::Vitality))
                note = tr("(%1 while wounded)").arg(effective);
            else
                note = tr("(%1, capped by his vitality)").arg(effective);
        }
        mRatingNote[i]->setText(note);
        mRatingNote[i]->setToolTip(note.isEmpty() ? QString()
                                                  : tr("Capped by current vitality %1 (RULES L4)").arg(l.vitality));
        const int die = l.creationDie[i];
        mRatingValue[i]->setToolTip(die >= 0 ? tr("%1 %2, from die %3 of the creation roll (RULES L1)")
                                                   .arg(argText(traitName(t)), argText(r), argText(die + 1))
                                             : tr("%1 %2").arg(argText(traitName(t)), argText(r)));
    }

    mTrack->setVitality(l.vitality, l.rating(Trait::Vitality), status);
    if (dead)
        mVitalityText->setText(tr("dead"));
    else
        mVitalityText->setText(tr("%1 of %2").arg(argText(l.vitality), argText(l.rating(Trait::Vitality))));
    mRerolls->setCount(l.rerolls);
    // RULES H2: rerolls held outside an event serve the next one he takes part in, and lapse when it ends.
    const QString scope = tr("held for the next event he takes part in: a battle, his side's break-in roll, or a "
                             "survival check of his own; unspent, they lapse when it ends (RULES H2)");
    mRerollsText->setText(l.rerolls <= 0       ? QString()
                              : l.rerolls <= 8 ? tr("%1, for his next event").arg(l.rerolls)
                                               : tr("for his next event"));
    mRerollsText->setToolTip(l.rerolls > 0 ? tr("%n reroll(s) ", nullptr, l.rerolls) + scope : QString());
    mRerolls->setToolTip(mRerollsText->toolTip());

    // With a force he is where it stands (its hex, its fortress, or off the map); alone, where he is said to be.
    const auto force = l.forceId ? mCampaign->force(l.forceId) : std::nullopt;
    const QString where = force ? tr("with %1, %2").arg(force->name, forceWhere(*mCampaign, *force)) : l.location;
    if (!mLocation->hasFocus() || mLocation->text() == where)
        mLocation->setText(where);
    mLocation->setReadOnly(force.has_value() || mCampaign->isReadOnly());
    mLocation->setEnabled(!dead);

    const FlankTable flank = flankTable(*mCampaign);
    const GeneralLevel level = flank.levelOf(l.rating(Trait::Maneuver));
    mGeneral->setText(
        level == GeneralLevel::Incompetent
            ? tr("Incompetent (never leads a flank march)")
            : tr("%1 (%2 to a flank march's arrival roll)").arg(levelName(level), signedText(flank.bonusOf(level))));
    mCoward->setChecked(l.coward);

    if (l.lastActionTurn < 0)
        mLastActed->setText(tr("none yet"));
    else if (l.lastActionTurn >= mCampaign->turn())
        mLastActed->setText(tr("this turn (%1)").arg(l.lastActionTurn));
    else
        mLastActed->setText(tr("turn %1").arg(l.lastActionTurn));

    if (!mNotesDirty && mNotes->toPlainText() != l.notes) {
        mLoading = true;
        const int position = mNotes->textCursor().position();
        mNotes->setPlainText(l.notes);
        QTextCursor cursor = mNotes->textCursor();
        cursor.setPosition(std::min(position, int(l.notes.size())));
        mNotes->setTextCursor(cursor);
        mLoading = false;
    }
    const QSignalBlocker quiet(mNotesGmOnly);
    mNotesGmOnly->setChecked(l.notesGmOnly);
    refreshHistory();
}

void LeaderSheet::refreshHistory()
{
    mHistoryLines.clear();
    const QList<HistoryEntry> entries = mCampaign->history(mLeaderId);
    const QColor muted = palette().color(QPalette::PlaceholderText);
    const QColor stripe = palette().color(QPalette::AlternateBase);
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
    int row = 0;
    for (const HistoryEntry &e : entries) {
        mHistoryLines << tr("%1: %2").arg(argText(e.turn), argText(e.text));
        const QString background = (row++ % 2) ? QStringLiteral(" bgcolor=\"%1\"").arg(stripe.name()) : QString();
        const QString title = e.rollId ? tr("Roll #%1 in the roll log").arg(e.rollId) : QString();
        html += QStringLiteral("<tr%1><td width=\"1%\" align=\"right\" valign=\"top\" style=\"color:%2;"
                               " white-space:nowrap\">%3&nbsp;</td><td valign=\"top\" title=\"%4\">%5</td></tr>")
                    .arg(background, muted.name(), tr("Turn %1").arg(e.turn), title.toHtmlEscaped(),
                         e.text.toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    if (entries.isEmpty())
        html = QStringLiteral("<p style=\"color:%1\">%2</p>").arg(muted.name(), tr("Nothing has happened to him yet."));
    mHistory->setHtml(html);
    // Newest last, and in view.
    mHistory->verticalScrollBar()->setValue(mHistory->verticalScrollBar()->maximum());
}

void LeaderSheet::commitNotes()
{
    mNotesTimer->stop();
    if (!mNotesDirty)
        return;
    mNotesDirty = false;
    if (!mCampaign || !mLeaderId || !mCampaign->leader(mLeaderId))
        return;
    const QString text = mNotes->toPlainText();
    if (mCampaign->leader(mLeaderId)->notes == text)
        return;
    const Outcome o = editNote(*mCampaign, NoteSubject::Leader, mLeaderId, text, mNotesGmOnly->isChecked());
    if (o.ok)
        Q_EMIT actionDone(o.summary);
    else
        Q_EMIT actionFailed(o.refusal);
}

void LeaderSheet::commitLocation()
{
    if (!mCampaign || !mLeaderId)
        return;
    const auto leader = mCampaign->leader(mLeaderId);
    if (!leader || leader->forceId || leader->location == mLocation->text().trimmed())
        return; // with a force, the field shows where the force stands: nothing to record
    const Outcome o = setLocation(*mCampaign, mLeaderId, mLocation->text());
    if (o.ok)
        Q_EMIT actionDone(o.summary);
    else
        Q_EMIT actionFailed(o.refusal);
}

void LeaderSheet::commitCoward(bool coward)
{
    if (!mCampaign || !mLeaderId)
        return;
    const Outcome o = setCoward(*mCampaign, mLeaderId, coward);
    if (o.ok)
        Q_EMIT actionDone(o.summary);
    else
        Q_EMIT actionFailed(o.refusal);
    refresh();
}

QString LeaderSheet::generalText() const
{
    return isEmptyState() ? QString() : mGeneral->text();
}

bool LeaderSheet::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mNotes && event->type() == QEvent::FocusOut)
        commitNotes();
    return QWidget::eventFilter(watched, event);
}

QString LeaderSheet::headingText() const
{
    return isEmptyState() ? QString() : mName->text();
}

QString LeaderSheet::statusText() const
{
    return isEmptyState() ? QString() : mStatus->text();
}

QString LeaderSheet::ratingText(Trait t) const
{
    if (isEmptyState())
        return {};
    const auto i = std::size_t(t);
    QString text = traitName(t) + QLatin1Char(' ') + mRatingValue[i]->text();
    if (!mRatingNote[i]->text().isEmpty())
        text += QLatin1Char(' ') + mRatingNote[i]->text();
    return text;
}

} // namespace castellan

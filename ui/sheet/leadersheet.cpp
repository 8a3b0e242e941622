#include "leadersheet.h"

#include "commands/campaign/noteactions.h"

#include "commands/forces/forceactions.h"

#include "rerolltokens.h"
#include "sheetvitalitytrack.h"

#include "campaign/campaign.h"
#include "commands/board/rulesetactions.h"
#include "commands/leaders/leaderactions.h"
#include "i18n/argtext.h"
#include "widgets/pronouncombo.h"
#include "widgets/sidechip.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace castellan {

namespace {

constexpr int NotesPauseMs = 1500;

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
    setFocusPolicy(Qt::StrongFocus); // a click on the sheet gives the Leader menu's keys to it (issue 30)
    mEmptyLabel->setObjectName(QStringLiteral("sheetEmpty"));
    mEmptyLabel->setAlignment(Qt::AlignCenter);
    mEmptyLabel->setWordWrap(true);
    mEmptyLabel->setForegroundRole(QPalette::PlaceholderText);
    mEmptyLabel->setMargin(24);
    QFont emptyFont = mEmptyLabel->font();
    emptyFont.setPointSizeF(emptyFont.pointSizeF() * 1.15);
    mEmptyLabel->setFont(emptyFont);

    mStack->addWidget(mEmptyLabel);
    // A short window scrolls the sheet rather than squeezing its history to a line or two.
    auto *scroll = new QScrollArea(mStack);
    scroll->setObjectName(QStringLiteral("sheetScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(buildSheet());
    mStack->addWidget(scroll);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mStack);

    mNotesTimer->setSingleShot(true);
    mNotesTimer->setInterval(NotesPauseMs);
    connect(mNotesTimer, &QTimer::timeout, this, &LeaderSheet::commitNotes);

    setLeader(0);
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
        // Where his force stands is part of his Location.
        connect(mCampaign, &Campaign::forceChanged, this, [this](qint64 forceId) {
            const auto shown = mLeaderId ? mCampaign->leader(mLeaderId) : std::nullopt;
            if (shown && shown->forceId == forceId)
                refresh();
        });
        connect(mCampaign, &Campaign::mapChanged, this, &LeaderSheet::refresh);
        connect(mCampaign, &Campaign::fortressesChanged, this, &LeaderSheet::refresh);
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
    mPronoun->setEnabled(!readOnly);
    mNotes->setReadOnly(readOnly);
    mNotesGmOnly->setEnabled(!readOnly);
    mNotes->setPlaceholderText(readOnly
                                   ? tr("No notes. The campaign is open read-only.")
                                   : byPronoun(leaderPronoun(),
                                               tr("Anything worth remembering about him. Saved as you pause; Ctrl+Z "
                                                  "undoes."),
                                               tr("Anything worth remembering about her. Saved as you pause; Ctrl+Z "
                                                  "undoes."),
                                               tr("Anything worth remembering about them. Saved as you pause; Ctrl+Z "
                                                  "undoes.")));
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
    mStack->setCurrentIndex(1);
    followWritability(); // its notes' hint speaks of this leader
    refreshHeading(*leader);
    refreshRatings(*leader);
    refreshCondition(*leader);
    refreshNotes(*leader);
    refreshHistory();
}

void LeaderSheet::refreshHeading(const Leader &l)
{
    const LeaderStatus status = l.status();
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
}

void LeaderSheet::refreshRatings(const Leader &l)
{
    // RULES L4: Duel and Heroics are capped by current vitality.
    const bool dead = l.status() == LeaderStatus::Dead;
    for (Trait t : AllTraits) {
        const auto i = std::size_t(t);
        const int r = l.rating(t);
        mRatingValue[i]->setText(QString::number(r));
        mRatingValue[i]->setEnabled(!dead);
        mRatingName[i]->setEnabled(!dead);
        mRatingPips[i]->setText(QString(std::clamp(r, 0, 6), QChar(0x25CF))
                                + QString(6 - std::clamp(r, 0, 6), QChar(0x25CB)));
        mRatingPips[i]->setToolTip(tr("%1 of 6").arg(r));
        const QString note = ratingCapNote(l, t);
        mRatingNote[i]->setText(note);
        mRatingNote[i]->setToolTip(note.isEmpty() ? QString()
                                                  : tr("Capped by current vitality %1 (RULES L4)").arg(l.vitality));
        const int die = l.creationDie[i];
        mRatingValue[i]->setToolTip(die >= 0 ? tr("%1 %2, from die %3 of the creation roll (RULES L1)")
                                                   .arg(argText(traitName(t)), argText(r), argText(die + 1))
                                             : tr("%1 %2").arg(argText(traitName(t)), argText(r)));
    }
}

void LeaderSheet::refreshCondition(const Leader &l)
{
    const LeaderStatus status = l.status();
    const bool dead = status == LeaderStatus::Dead;
    mTrack->setVitality(l.vitality, l.rating(Trait::Vitality), status);
    if (dead)
        mVitalityText->setText(tr("dead"));
    else
        mVitalityText->setText(tr("%1 of %2").arg(argText(l.vitality), argText(l.rating(Trait::Vitality))));
    mRerolls->setCount(l.rerolls);
    // RULES H2: rerolls held outside an event serve the next one he takes part in, and lapse when it ends.
    const Pronoun p = l.pronoun;
    const QString scope = byPronoun(
        p,
        tr("held for the next event he takes part in: a battle, his side's break-in roll, or a survival check of his "
           "own; unspent, they lapse when it ends (RULES H2)"),
        tr("held for the next event she takes part in: a battle, her side's break-in roll, or a survival check of her "
           "own; unspent, they lapse when it ends (RULES H2)"),
        tr("held for the next event they take part in: a battle, their side's break-in roll, or a survival check of "
           "their own; unspent, they lapse when it ends (RULES H2)"));
    mRerollsText->setText(
        l.rerolls <= 0 ? QString()
            : l.rerolls <= 8
            ? byPronoun(p, tr("%1, for his next event"), tr("%1, for her next event"), tr("%1, for their next event"))
                  .arg(l.rerolls)
            : byPronoun(p, tr("for his next event"), tr("for her next event"), tr("for their next event")));
    mRerollsText->setToolTip(l.rerolls > 0 ? tr("%n reroll(s) ", nullptr, l.rerolls) + scope : QString());
    mRerolls->setToolTip(mRerollsText->toolTip());

    // With a force he is where it stands (its hex, its fortress, or off the map); alone, where he is said to be.
    const auto force = l.forceId ? mCampaign->force(l.forceId) : std::nullopt;
    const QString where =
        force ? tr("with %1, %2").arg(force->name, forceWhere(*mCampaign, *force)) : l.location.shown();
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
    showPronoun(mPronoun, l.pronoun);

    if (l.lastActionTurn < 0)
        mLastActed->setText(tr("none yet"));
    else if (l.lastActionTurn >= mCampaign->turn())
        mLastActed->setText(tr("this turn (%1)").arg(l.lastActionTurn));
    else
        mLastActed->setText(tr("turn %1").arg(l.lastActionTurn));
}

void LeaderSheet::refreshNotes(const Leader &l)
{
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
        const QString text = e.text.shown();
        mHistoryLines << tr("%1: %2").arg(argText(e.turn), argText(text));
        const QString background = (row++ % 2) ? QStringLiteral(" bgcolor=\"%1\"").arg(stripe.name()) : QString();
        const QString title = e.rollId ? tr("Roll #%1 in the roll log").arg(e.rollId) : QString();
        html +=
            QStringLiteral("<tr%1><td width=\"1%\" align=\"right\" valign=\"top\" style=\"color:%2;"
                           " white-space:nowrap\">%3&nbsp;</td><td valign=\"top\" title=\"%4\">%5</td></tr>")
                .arg(background, muted.name(), tr("Turn %1").arg(e.turn), title.toHtmlEscaped(), text.toHtmlEscaped());
    }
    html += QStringLiteral("</table>");
    if (entries.isEmpty())
        html = QStringLiteral("<p style=\"color:%1\">%2</p>")
                   .arg(muted.name(),
                        byPronoun(leaderPronoun(), tr("Nothing has happened to him yet."),
                                  tr("Nothing has happened to her yet."), tr("Nothing has happened to them yet.")));
    mHistory->setHtml(html);
    // Newest last, and in view.
    mHistory->verticalScrollBar()->setValue(mHistory->verticalScrollBar()->maximum());
}

void LeaderSheet::report(const Outcome &o)
{
    if (o.ok)
        Q_EMIT actionDone(o.summary);
    else
        Q_EMIT actionFailed(o.refusal);
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
    report(editNote(*mCampaign, NoteSubject::Leader, mLeaderId, text, mNotesGmOnly->isChecked()));
}

void LeaderSheet::commitLocation()
{
    if (!mCampaign || !mLeaderId)
        return;
    const auto leader = mCampaign->leader(mLeaderId);
    if (!leader || leader->forceId || leader->location.shown() == mLocation->text().trimmed())
        return; // with a force, the field shows where the force stands: nothing to record
    report(setLocation(*mCampaign, mLeaderId, mLocation->text()));
}

Pronoun LeaderSheet::leaderPronoun() const
{
    const auto l = mCampaign && mLeaderId ? mCampaign->leader(mLeaderId) : std::nullopt;
    return l ? l->pronoun : Pronoun::He;
}

void LeaderSheet::commitPronoun(Pronoun pronoun)
{
    if (!mCampaign || !mLeaderId)
        return;
    if (const auto l = mCampaign->leader(mLeaderId); !l || l->pronoun == pronoun)
        return;
    report(setPronoun(*mCampaign, mLeaderId, pronoun));
    refresh();
}

void LeaderSheet::commitCoward(bool coward)
{
    if (!mCampaign || !mLeaderId)
        return;
    report(setCoward(*mCampaign, mLeaderId, coward));
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

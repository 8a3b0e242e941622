#include "actiondialog.h"

#include "campaign/campaign.h"
#include "widgets/dicerow.h"
#include "widgets/leaderbanner.h"
#include "widgets/ruleslink.h"

#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QStackedWidget>
#include <QStyle>
#include <QVBoxLayout>

namespace castellan {

ActionDialog::ActionDialog(Campaign &campaign, qint64 leaderId, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mLeaderId(leaderId)
    , mBanner(new LeaderBanner(this))
    , mPages(new QStackedWidget(this))
    , mControlsPage(new QWidget(mPages))
    , mControls(new QVBoxLayout(mControlsPage))
    , mRefusalLabel(new QLabel)
    , mRefusalExtras(new QVBoxLayout)
    , mError(new QLabel(this))
    , mButtons(new QDialogButtonBox(this))
    , mClose(mButtons->addButton(QDialogButtonBox::Cancel))
{
    mControls->setContentsMargins(0, 0, 0, 0);
    mControls->setSpacing(8);
    mPages->addWidget(mControlsPage);

    // The refusal page: an icon and the reason, citing RULES.
    auto *refusalPage = new QWidget(mPages);
    auto *icon = new QLabel(refusalPage);
    const int iconSize = style()->pixelMetric(QStyle::PM_MessageBoxIconSize, nullptr, this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(iconSize, iconSize));
    icon->setAlignment(Qt::AlignTop);
    mRefusalLabel->setParent(refusalPage);
    mRefusalLabel->setObjectName(QStringLiteral("refusalLabel"));
    mRefusalLabel->setWordWrap(true);
    mRefusalLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QFont refusalFont = mRefusalLabel->font();
    refusalFont.setPointSizeF(refusalFont.pointSizeF() * 1.1);
    mRefusalLabel->setFont(refusalFont);
    mRefusalLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *refusalRow = new QHBoxLayout(refusalPage);
    refusalRow->setContentsMargins(4, 12, 4, 12);
    refusalRow->setSpacing(14);
    refusalRow->addWidget(icon);
    auto *refusalText = new QVBoxLayout;
    refusalText->setSpacing(10);
    refusalText->addWidget(mRefusalLabel);
    mRulesLink = new RulesLink(refusalPage);
    refusalText->addWidget(mRulesLink);
    refusalText->addLayout(mRefusalExtras);
    refusalText->addStretch(1);
    refusalRow->addLayout(refusalText, 1);
    mPages->addWidget(refusalPage);

    mError->setObjectName(QStringLiteral("errorLabel"));
    mError->setWordWrap(true);
    mError->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; }"));
    mError->hide();

    mClose->setObjectName(QStringLiteral("closeButton"));
    mClose->setAutoDefault(false);
    connect(mButtons, &QDialogButtonBox::rejected, this, &ActionDialog::reject);

    setMinimumWidth(500);
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(10);
    layout->addWidget(mBanner);
    layout->addWidget(mPages, 1);
    layout->addWidget(mError);
    layout->addWidget(mButtons);

    if (const auto l = leader()) {
        mBanner->setLeader(mCampaign, *l);
        setWindowTitle(l->name);
    } else {
        mBanner->hide();
        refuse(tr("There is no such leader in this campaign."));
    }
    connect(&mCampaign, &Campaign::leaderChanged, this, [this](qint64 id) {
        if (id == mLeaderId)
            refreshBanner();
    });
}

std::optional<Leader> ActionDialog::leader() const
{
    return mCampaign.leader(mLeaderId);
}

QPushButton *ActionDialog::addActionButton(const QString &text, const QString &objectName)
{
    auto *b = mButtons->addButton(text, QDialogButtonBox::ActionRole);
    b->setObjectName(objectName);
    b->setEnabled(!isRefused());
    b->setVisible(!isRefused());
    mActionButtons.append(b);
    return b;
}

void ActionDialog::refuse(const QString &why)
{
    mRefusal = why;
    mRefusalLabel->setText(why);
    mRulesLink->setSource(why);
    mPages->setCurrentIndex(1);
    for (QPushButton *b : std::as_const(mActionButtons))
        b->hide();
    mClose->setText(tr("&Close"));
    mClose->setDefault(true);
}

void ActionDialog::showError(const QString &message)
{
    mError->setText(message);
    mError->setVisible(!message.isEmpty());
}

void ActionDialog::clearError()
{
    showError({});
}

bool ActionDialog::land(const Outcome &outcome)
{
    mOutcome = outcome;
    if (!outcome.ok) {
        showError(outcome.refusal);
        return false;
    }
    clearError();
    refreshBanner();
    return true;
}

void ActionDialog::markDone()
{
    for (QPushButton *b : std::as_const(mActionButtons))
        b->hide();
    mClose->setText(tr("&Close"));
    mClose->setDefault(true);
    mClose->setFocus(Qt::OtherFocusReason);
    fitContents();
}

void ActionDialog::fitContents()
{
    QLayout *l = layout();
    l->activate();
    const int w = qMax(width(), sizeHint().width());
    const int h = l->hasHeightForWidth() ? l->totalHeightForWidth(w) : sizeHint().height();
    resize(w, qMax(height(), h));
}

void ActionDialog::refreshBanner()
{
    if (const auto l = leader())
        mBanner->setLeader(mCampaign, *l);
}

QLabel *ActionDialog::addNote(const QString &text)
{
    auto *note = new QLabel(text);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    note->setTextFormat(Qt::RichText);
    mControls->addWidget(note);
    return note;
}

QLabel *ActionDialog::makeOutcomeLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(QStringLiteral("outcomeLabel"));
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 1.1);
    label->setFont(f);
    return label;
}

void ActionDialog::addRollBox(const QString &title, const std::function<DieFaceWidget::Tone(int)> &tones,
                              DiceRow **dice, QLabel **outcome)
{
    auto *box = new QGroupBox(title);
    auto *row = new QHBoxLayout(box);
    *dice = new DiceRow(box);
    (*dice)->setObjectName(QStringLiteral("dice"));
    (*dice)->setDieSize(52);
    (*dice)->setToneRule(tones);
    (*dice)->setEmptyText(tr("not rolled yet"));
    (*dice)->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    *outcome = makeOutcomeLabel(box);
    row->addWidget(*dice);
    row->addWidget(*outcome, 1);
    mControls->addWidget(box);
}

} // namespace castellan

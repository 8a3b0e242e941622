#include "dueldialog.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "widgets/dicerow.h"
#include "widgets/leaderbanner.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

namespace castellan {

namespace {

/** Enough for any real duel; a guard against a script that never ends. */
constexpr int MaxExchangesAtOnce = 200;
constexpr int DuelDieSize = 26;

QLabel *woundsCell(int wounds, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setAlignment(Qt::AlignCenter);
    if (wounds > 0) {
        label->setText(QStringLiteral("−%1").arg(wounds));
        label->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; font-weight: bold; }"));
    } else {
        label->setText(QStringLiteral("–"));
        label->setEnabled(false);
    }
    return label;
}

QString statusSentence(const Leader &l)
{
    switch (l.status()) {
    case LeaderStatus::Dead: return DuelDialog::tr("%1 is dead.").arg(l.name);
    case LeaderStatus::Disabled: return DuelDialog::tr("%1 is disabled.").arg(l.name);
    default: return {};
    }
}

} // namespace

DuelDialog::DuelDialog(Campaign &campaign, qint64 leaderId, QWidget *parent)
    : ActionDialog(campaign, leaderId, parent)
{
    const auto l = leader();
    if (!l)
        return;
    setWindowTitle(tr("Duel: %1").arg(l->name));
    if (const QString why = whyCannotAct(*l); !why.isEmpty()) {
        refuse(why);
        return;
    }

    // Opponents: every other able leader; the first of another side comes first (RULES G1).
    mOpponent = new QComboBox;
    mOpponent->setObjectName(QStringLiteral("opponentCombo"));
    mOpponent->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const Leader &other : duelOpponents(campaign, *l)) {
        mOpponent->addItem(other.sideId != l->sideId
                               ? tr("%1 (%2)").arg(other.name, campaign.sideName(other.sideId))
                               : tr("%1 (%2, same side)").arg(other.name, campaign.sideName(other.sideId)),
                           other.id);
    }
    if (mOpponent->count() == 0) {
        refuse(tr("There is no other able leader for %1 to duel (RULES G1, L3).").arg(l->name));
        return;
    }
    banner()->hide(); // the two duelists have their own banners

    auto *opponentForm = new QFormLayout;
    opponentForm->addRow(tr("&Opponent:"), mOpponent);
    controls()->addLayout(opponentForm);

    mFirstBanner = new LeaderBanner;
    mFirstBanner->setObjectName(QStringLiteral("firstBanner"));
    mSecondBanner = new LeaderBanner;
    mSecondBanner->setObjectName(QStringLiteral("secondBanner"));
    mFirstDuel = new QLabel;
    mFirstDuel->setObjectName(QStringLiteral("firstDuel"));
    mSecondDuel = new QLabel;
    mSecondDuel->setObjectName(QStringLiteral("secondDuel"));
    auto *versus = new QLabel(tr("vs."));
    QFont vsFont = versus->font();
    vsFont.setBold(true);
    vsFont.setPointSizeF(vsFont.pointSizeF() * 1.2);
    versus->setFont(vsFont);
    versus->setAlignment(Qt::AlignCenter);
    auto *duelists = new QGridLayout;
    duelists->setHorizontalSpacing(10);
    duelists->addWidget(mFirstBanner, 0, 0);
    duelists->addWidget(versus, 0, 1);
    duelists->addWidget(mSecondBanner, 0, 2);
    duelists->addWidget(mFirstDuel, 1, 0);
    duelists->addWidget(mSecondDuel, 1, 2);
    duelists->setColumnStretch(0, 1);
    duelists->setColumnStretch(2, 1);
    controls()->addLayout(duelists);

    addNote(tr("Each exchange both roll their effective Duel in d6 at once. Each "
               "<span style=\"color:#c0392b\"><b>6</b></span> wounds the opponent; each "
               "<span style=\"color:#2e6db4\"><b>5</b></span> cancels one wound against the roller. The duel goes "
               "on until one is disabled or dead, or you end it (RULES G1, G2)."));

    // The exchanges, as they are fought.
    auto *table = new QWidget;
    table->setObjectName(QStringLiteral("exchanges"));
    mExchanges = new QGridLayout(table);
    mExchanges->setContentsMargins(8, 6, 8, 6);
    mExchanges->setHorizontalSpacing(12);
    mExchanges->setVerticalSpacing(4);
    auto header = [table](const QString &text, Qt::Alignment align) {
        auto *h = new QLabel(text, table);
        QFont f = h->font();
        f.setBold(true);
        h->setFont(f);
        h->setAlignment(align | Qt::AlignVCenter);
        return h;
    };
    mFirstHeader = header(QString(), Qt::AlignLeft);
    mSecondHeader = header(QString(), Qt::AlignLeft);
    // # | first's dice | wounds he took || second's dice | wounds he took
    mExchanges->addWidget(header(tr("#"), Qt::AlignRight), 0, 0);
    mExchanges->addWidget(mFirstHeader, 0, 1);
    mExchanges->addWidget(header(tr("took"), Qt::AlignHCenter), 0, 2);
    mExchanges->addWidget(mSecondHeader, 0, 4);
    mExchanges->addWidget(header(tr("took"), Qt::AlignHCenter), 0, 5);
    mNoExchanges = new QLabel(tr("No exchange fought yet."), table);
    mNoExchanges->setEnabled(false);
    mExchanges->addWidget(mNoExchanges, 1, 0, 1, 6, Qt::AlignCenter);
    mExchanges->setColumnStretch(1, 1);
    mExchanges->setColumnStretch(4, 1);
    mExchanges->setColumnMinimumWidth(2, 40);
    mExchanges->setColumnMinimumWidth(3, 16);
    mExchanges->setColumnMinimumWidth(5, 40);
    mExchanges->setRowStretch(1000, 1);

    mScroll = new QScrollArea;
    mScroll->setWidget(table);
    mScroll->setWidgetResizable(true);
    mScroll->setMinimumHeight(180);
    mScroll->setBackgroundRole(QPalette::Base);
    controls()->addWidget(mScroll, 1);

    mOutcome = makeOutcomeLabel(this);
    controls()->addWidget(mOutcome);

    mFight = addActionButton(tr("&Fight exchange"), QStringLiteral("fightButton"));
    mFightToEnd = addActionButton(tr("Fight to the &end"), QStringLiteral("fightToEndButton"));
    mEnd = addActionButton(tr("E&nd duel"), QStringLiteral("endButton"));
    mFight->setDefault(true);

    connect(mOpponent, &QComboBox::currentIndexChanged, this, &DuelDialog::chooseOpponent);
    connect(mFight, &QPushButton::clicked, this, &DuelDialog::fightExchange);
    connect(mFightToEnd, &QPushButton::clicked, this, &DuelDialog::fightToTheEnd);
    connect(mEnd, &QPushButton::clicked, this, [this] {
        if (endDuel())
            accept();
    });
    chooseOpponent();
    resize(sizeHint().expandedTo(QSize(640, 520)));
}

DuelDialog::~DuelDialog() = default;

QString DuelDialog::duelLine(const Leader &l)
{
    const int rating = l.rating(Trait::Duel);
    const int dice = l.effectiveDuel();
    if (dice < rating)
        return tr("Duel %1, capped by vitality: rolls <b>%n</b> d6 (RULES L4)", nullptr, dice).arg(rating);
    return tr("Duel %1: rolls <b>%n</b> d6", nullptr, dice).arg(rating);
}

void DuelDialog::chooseOpponent()
{
    if (mDuel && !mDuel->exchanges().isEmpty())
        return; // RULES G1: the opponent is fixed once they have fought
    const qint64 opponent = mOpponent->currentData().toLongLong();
    mDuel = std::make_unique<Duel>(campaign(), leaderId(), opponent);
    if (!mDuel->refusal().isEmpty())
        showError(mDuel->refusal());
    else
        clearError();
    updateState();
}

void DuelDialog::fightExchange()
{
    if (!mDuel || !mDuel->refusal().isEmpty() || mDuel->isOver())
        return;
    addExchangeRow(mDuel->exchange());
    updateState();
}

void DuelDialog::fightToTheEnd()
{
    if (!mDuel || !mDuel->refusal().isEmpty())
        return;
    for (int i = 0; i < MaxExchangesAtOnce && !mDuel->isOver(); ++i)
        addExchangeRow(mDuel->exchange());
    updateState();
}

void DuelDialog::addExchangeRow(const Duel::Exchange &e)
{
    mNoExchanges->hide();
    QWidget *table = mExchanges->parentWidget();
    const int row = e.number;
    auto *number = new QLabel(QString::number(e.number), table);
    number->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *first = new DiceRow(table);
    first->setDieSize(DuelDieSize);
    first->setToneRule(DiceRow::duelTones());
    first->setFaces(e.first.faces);
    auto *second = new DiceRow(table);
    second->setDieSize(DuelDieSize);
    second->setToneRule(DiceRow::duelTones());
    second->setFaces(e.second.faces);
    first->setObjectName(QStringLiteral("exchange%1first").arg(e.number));
    second->setObjectName(QStringLiteral("exchange%1second").arg(e.number));
    mExchanges->addWidget(number, row, 0);
    mExchanges->addWidget(first, row, 1);
    mExchanges->addWidget(woundsCell(e.wounds.woundsToFirst, table), row, 2);
    mExchanges->addWidget(second, row, 4);
    mExchanges->addWidget(woundsCell(e.wounds.woundsToSecond, table), row, 5);
    // Keep the newest exchange in view.
    QTimer::singleShot(0, mScroll, [scroll = mScroll] {
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    });
}

void DuelDialog::updateState()
{
    if (!mDuel)
        return;
    const bool valid = mDuel->refusal().isEmpty();
    const bool started = valid && !mDuel->exchanges().isEmpty();
    const bool over = !valid || mDuel->isOver();
    mOpponent->setEnabled(!started);
    mOpponent->setToolTip(started ? tr("The opponent is fixed once the first exchange is fought.") : QString());
    if (valid) {
        const Leader &a = mDuel->first();
        const Leader &b = mDuel->second();
        mFirstBanner->setLeader(campaign(), a);
        mSecondBanner->setLeader(campaign(), b);
        mFirstDuel->setText(duelLine(a));
        mSecondDuel->setText(duelLine(b));
        mFirstHeader->setText(a.name);
        mSecondHeader->setText(b.name);
    }
    mFight->setEnabled(valid && !over);
    mFightToEnd->setEnabled(valid && !over);
    mEnd->setEnabled(started);
    if (over && valid) {
        mEnd->setText(tr("Record &duel"));
        mEnd->setDefault(true);
    }
    if (started) {
        closeButton()->setText(tr("&Close"));
        closeButton()->setToolTip(tr("Dice were rolled: closing records the duel as it stands."));
    }

    if (!valid) {
        mOutcome->clear();
    } else if (over) {
        QStringList lines;
        for (const Leader *l : {&mDuel->first(), &mDuel->second()}) {
            if (const QString s = statusSentence(*l); !s.isEmpty())
                lines << s;
        }
        mOutcome->setText(tr("<b>The duel is over</b> after exchange %1.").arg(mDuel->exchanges().size())
                          + QLatin1Char(' ') + lines.join(QLatin1Char(' ')));
    } else if (started) {
        mOutcome->setText(tr("After exchange %1: %2 at vitality %3, %4 at vitality %5.")
                              .arg(argText(mDuel->exchanges().size()), argText(mDuel->first().name),
                                   argText(mDuel->first().vitality), argText(mDuel->second().name),
                                   argText(mDuel->second().vitality)));
    } else {
        mOutcome->setText(tr("Ready to fight."));
    }
}

bool DuelDialog::endDuel()
{
    if (!mDuel || mFinished || mDuel->exchanges().isEmpty())
        return true;
    mFinished = true;
    return land(mDuel->finish());
}

void DuelDialog::reject()
{
    // Dice were rolled and logged: the duel lands as it stands (RULES D1, G2).
    if (mDuel && !mFinished && !mDuel->exchanges().isEmpty()) {
        endDuel();
        accept();
        return;
    }
    ActionDialog::reject();
}

} // namespace castellan

#include "casualtyeditor.h"
#include "i18n/argtext.h"
#include "rules/battlerules.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

CasualtyEditor::CasualtyEditor(QWidget *parent)
    : QGroupBox(parent)
    , mDice(new DiceRow(this))
    , mHits(new QLabel(this))
    , mBroken(new QSpinBox(this))
    , mFlagged(new QSpinBox(this))
    , mGood(new QSpinBox(this))
    , mResult(new QLabel(this))
    , mProblem(new QLabel(this))
    , mDefault(new QPushButton(tr("&Default"), this))
{
    mDice->setObjectName(QStringLiteral("incomingDice"));
    mDice->setDieSize(20);
    mDice->setToneRule(fireTones());
    mDice->setEmptyText(tr("no enemy dice"));
    mHits->setObjectName(QStringLiteral("hitsLabel"));
    mHits->setWordWrap(true);
    mBroken->setObjectName(QStringLiteral("brokenSpin"));
    mFlagged->setObjectName(QStringLiteral("flaggedSpin"));
    mGood->setObjectName(QStringLiteral("goodSpin"));
    mResult->setObjectName(QStringLiteral("resultLabel"));
    mResult->setWordWrap(true);
    mProblem->setObjectName(QStringLiteral("problemLabel"));
    mProblem->setWordWrap(true);
    mProblem->setStyleSheet(QStringLiteral("QLabel { color: #b02a2a; }"));
    mDefault->setObjectName(QStringLiteral("defaultButton"));
    mDefault->setAutoDefault(false);
    mDefault->setToolTip(tr("Broken units first, then flagged, then good order (RULES F3)"));

    // RULES F3: the 6s first, on units of any state; then the 5s follow.
    auto *form = new QGridLayout;
    form->setHorizontalSpacing(6);
    form->setVerticalSpacing(1);
    form->addWidget(new QLabel(tr("6s eliminate:"), this), 1, 0);
    int column = 1;
    for (const auto &[text, spin] : {std::pair{tr("&broken"), mBroken}, std::pair{tr("f&lagged"), mFlagged},
                                     std::pair{tr("&good order"), mGood}}) {
        auto *label = new QLabel(text, this);
        label->setBuddy(spin);
        label->setForegroundRole(QPalette::PlaceholderText);
        form->addWidget(label, 0, column, Qt::AlignLeft | Qt::AlignBottom);
        form->addWidget(spin, 1, column);
        spin->setMinimumWidth(56);
        ++column;
    }
    form->setColumnStretch(column, 1);

    auto *hitsRow = new QHBoxLayout;
    hitsRow->addWidget(mHits, 1);
    hitsRow->addWidget(mDefault);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(4);
    layout->addWidget(mDice);
    layout->addLayout(hitsRow);
    layout->addLayout(form);
    layout->addWidget(mResult);
    layout->addWidget(mProblem);
    layout->addStretch(1);

    for (QSpinBox *spin : {mBroken, mFlagged, mGood}) {
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (mUpdating)
                return;
            refresh();
            Q_EMIT changed();
        });
    }
    connect(mDefault, &QPushButton::clicked, this, [this] {
        mUpdating = true;
        mBroken->setValue(mDefaults.brokenEliminated);
        mFlagged->setValue(mDefaults.flaggedEliminated);
        mGood->setValue(mDefaults.goodEliminated);
        mUpdating = false;
        refresh();
        Q_EMIT changed();
    });
}

DiceRow::ToneRule CasualtyEditor::fireTones()
{
    // RULES F2, as core counts a die: red for a die that eliminates, blue for one that flags (a duel's colours).
    return [](int face) {
        switch (fireEffect(face)) {
        case FireEffect::Eliminates: return DieFaceWidget::Tone::Wound;
        case FireEffect::Flags: return DieFaceWidget::Tone::Cancel;
        case FireEffect::Miss: break;
        }
        return DieFaceWidget::Tone::Plain;
    };
}

void CasualtyEditor::setSituation(const QString &title, const Units &receiver, const QList<int> &enemyFaces,
                                  const Fire &incoming, const Casualties &shown, const Casualties &defaults)
{
    mUpdating = true;
    setTitle(title);
    mReceiver = receiver;
    mIncoming = incoming;
    mDefaults = defaults;
    mDice->setFaces(enemyFaces);
    mBroken->setRange(0, receiver.broken);
    mFlagged->setRange(0, receiver.flagged);
    mGood->setRange(0, receiver.good);
    mBroken->setValue(shown.brokenEliminated);
    mFlagged->setValue(shown.flaggedEliminated);
    mGood->setValue(shown.goodEliminated);
    // Nothing to choose when the 6s cannot pick between states.
    const bool choice = incoming.sixes > 0 && (receiver.broken > 0) + (receiver.flagged > 0) + (receiver.good > 0) > 1
        && incoming.sixes < receiver.total();
    for (QSpinBox *spin : {mBroken, mFlagged, mGood})
        spin->setEnabled(choice && spin->maximum() > 0);
    mDefault->setEnabled(choice);
    mHits->setText(
        tr("Receives <b>%1</b> × 6 and <b>%2</b> × 5.").arg(argText(incoming.sixes), argText(incoming.fives)));
    mUpdating = false;
    refresh();
}

Casualties CasualtyEditor::casualties() const
{
    Casualties c;
    c.brokenEliminated = mBroken->value();
    c.flaggedEliminated = mFlagged->value();
    c.goodEliminated = mGood->value();
    return withFivesApplied(mReceiver, mIncoming, c); // RULES F3
}

QString CasualtyEditor::problem() const
{
    return checkCasualties(mReceiver, mIncoming, casualties());
}

void CasualtyEditor::refresh()
{
    const Casualties c = casualties();
    const QString why = problem();
    mProblem->setText(why);
    mProblem->setVisible(!why.isEmpty());
    mResult->setVisible(why.isEmpty());
    if (!why.isEmpty()) {
        mResult->clear();
        return;
    }
    // RULES F3: the 5s then flag good-order units left; surplus 5s are lost.
    QString fives = tr("The 5s then flag %n good-order unit(s).", nullptr, c.goodFlagged);
    if (mIncoming.fives > c.goodFlagged)
        fives += QLatin1Char(' ') + tr("%n surplus 5(s) lost.", nullptr, mIncoming.fives - c.goodFlagged);
    const Units after = applyCasualties(mReceiver, c);
    mResult->setText(fives + QStringLiteral("<br>")
                     + tr("After the hits: <b>%1</b> good, <b>%2</b> flagged, <b>%3</b> broken.")
                           .arg(argText(after.good), argText(after.flagged), argText(after.broken))
                     + (c == mDefaults ? QString() : QStringLiteral(" <i>%1</i>").arg(tr("(your choice)"))));
}

} // namespace castellan

#include "battlesidepanel.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "unitmarkers.h"
#include "widgets/vitalitytrack.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace castellan {

BattleSidePanel::BattleSidePanel(Role role, QWidget *parent)
    : QFrame(parent)
    , mRole(role)
    , mSwatch(new QFrame(this))
    , mRoleLabel(new QLabel(this))
    , mForce(new QLabel(this))
    , mWhere(new QLabel(this))
    , mMarkers(new UnitMarkers(this))
    , mCounts(new QLabel(this))
    , mFire(new QLabel(this))
    , mLeaders(new QWidget(this))
    , mLeaderGrid(new QGridLayout(mLeaders))
{
    const bool attacker = role == Role::Attacker;
    setObjectName(attacker ? QStringLiteral("attackerPanel") : QStringLiteral("defenderPanel"));
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    setMinimumWidth(300);

    mSwatch->setFixedHeight(5);
    mSwatch->setAutoFillBackground(true);
    mRoleLabel->setText(attacker ? tr("ATTACKER") : tr("DEFENDER"));
    QFont small = mRoleLabel->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    small.setBold(true);
    small.setLetterSpacing(QFont::AbsoluteSpacing, 1.2);
    mRoleLabel->setFont(small);
    mRoleLabel->setForegroundRole(QPalette::PlaceholderText);
    QFont big = mForce->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.3);
    mForce->setFont(big);
    mForce->setObjectName(QStringLiteral("forceName"));
    mWhere->setForegroundRole(QPalette::PlaceholderText);
    mMarkers->setObjectName(QStringLiteral("unitMarkers"));
    mCounts->setObjectName(QStringLiteral("unitCounts"));
    mFire->setObjectName(QStringLiteral("fireDice"));
    mFire->setWordWrap(true);
    mFire->setForegroundRole(QPalette::PlaceholderText);

    mLeaderGrid->setContentsMargins(0, 0, 0, 0);
    mLeaderGrid->setHorizontalSpacing(8);
    mLeaderGrid->setVerticalSpacing(1);
    mLeaderGrid->setColumnStretch(0, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 0, 10, 10);
    layout->setSpacing(4);
    layout->addWidget(mSwatch);
    layout->addSpacing(4);
    layout->addWidget(mRoleLabel);
    layout->addWidget(mForce);
    layout->addWidget(mWhere);
    layout->addSpacing(6);
    layout->addWidget(mMarkers);
    layout->addWidget(mCounts);
    layout->addWidget(mFire);
    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);
    layout->addSpacing(4);
    layout->addWidget(line);
    layout->addWidget(mLeaders);
    layout->addStretch(1);
}

void BattleSidePanel::setSide(const Campaign &campaign, const Force &force, const BattleSide &side, int bonus,
                              int brokenDice)
{
    const auto s = campaign.side(force.sideId);
    const QColor colour = s ? s->color : palette().color(QPalette::Mid);
    QPalette pal = mSwatch->palette();
    pal.setColor(QPalette::Window, colour);
    mSwatch->setPalette(pal);
    mMarkers->setColour(colour);

    // RULES F0: a side of several forces fights as one army, under the names of them all.
    mForce->setText(side.forceNames.size() > 1 && !side.name.isEmpty() ? side.name : force.name);
    mForce->setWordWrap(true);
    QStringList where{s ? s->name : tr("no side")};
    if (!force.location.isEmpty())
        where << force.location.shown();
    if (side.retreated)
        where << tr("retreated");
    mWhere->setText(where.join(QStringLiteral(" · ")));

    const Units &u = side.units;
    mMarkers->setUnits(u, side.eliminated);
    QStringList counts{tr("%n good", nullptr, u.good)};
    if (u.flagged)
        counts << tr("%n flagged", nullptr, u.flagged);
    if (u.broken)
        counts << tr("%n broken", nullptr, u.broken);
    if (side.eliminated)
        counts << tr("%n eliminated", nullptr, side.eliminated);
    mCounts->setText(counts.join(QStringLiteral(" · ")));

    const int dice = normalFireDice(u, bonus);
    if (bonus > 0)
        mFire->setText(tr("Fires %1 dice a round: %2 good + %3 Battle bonus (RULES F2, R1)")
                           .arg(argText(dice), argText(u.good), argText(bonus)));
    else if (dice == 1)
        mFire->setText(tr("Fires 1 die a round: one per good-order unit (RULES F2)"));
    else
        mFire->setText(tr("Fires %1 dice a round: one per good-order unit (RULES F2)").arg(dice));
    if (brokenDice > 0) // RULES S3: a garrison's broken units keep rolling
        mFire->setText(mFire->text() + QLatin1Char('\n')
                       + tr("and %1 more for its broken units, their 6s counted as 5s (RULES S3)").arg(brokenDice));
    rebuildLeaders(side);
}

QLabel *BattleSidePanel::leaderLabel(qint64 leaderId) const
{
    return mLeaders->findChild<QLabel *>(QStringLiteral("leader_%1").arg(leaderId));
}

QLabel *BattleSidePanel::ratingsLabel(qint64 leaderId) const
{
    return mLeaders->findChild<QLabel *>(QStringLiteral("ratings_%1").arg(leaderId));
}

void BattleSidePanel::rebuildLeaders(const BattleSide &side)
{
    while (QLayoutItem *item = mLeaderGrid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const Leader *commander = side.commander();
    int row = 0;
    if (side.leaders.isEmpty() || !commander) {
        auto *none =
            new QLabel(side.leaders.isEmpty() ? tr("<i>No leader: the side is leaderless (RULES R1, F5).</i>")
                                              : tr("<i>No able leader: the side is leaderless (RULES R1, F5).</i>"),
                       mLeaders);
        none->setObjectName(QStringLiteral("leaderless"));
        none->setWordWrap(true);
        mLeaderGrid->addWidget(none, row++, 0, 1, 2);
    }
    for (const Leader &l : side.leaders) {
        const bool isCommander = commander && commander->id == l.id;
        auto *name = new QLabel(mLeaders);
        name->setObjectName(QStringLiteral("leader_%1").arg(l.id));
        QString text = l.name.toHtmlEscaped();
        if (isCommander)
            text = QStringLiteral("★ <b>%1</b> <span style=\"color:#8a6d1d\">%2</span>").arg(text, tr("commander"));
        if (!l.isAble())
            text += QStringLiteral(" <span style=\"color:#b02a2a\">(%1)</span>").arg(statusName(l.status()).toLower());
        name->setText(text);
        name->setWordWrap(true); // a long name wraps, clear of his vitality track
        name->setToolTip(isCommander ? tr("Commander: this leader's Battle and Rally count for the side (RULES R1, F5)")
                                     : QString());
        auto *track = new VitalityTrack(mLeaders);
        track->setValues(l.rating(Trait::Vitality), l.vitality);
        auto *ratings = new QLabel(mLeaders);
        ratings->setObjectName(QStringLiteral("ratings_%1").arg(l.id));
        const int heroics = l.effectiveHeroics();
        QString heroicsText = QString::number(heroics);
        if (heroics < l.rating(Trait::Heroics))
            heroicsText = tr("%1 (capped from %2)").arg(argText(heroics), argText(l.rating(Trait::Heroics)));
        QString line = tr("Battle %1 · Rally %2 · Maneuver %3 · Heroics %4")
                           .arg(argText(l.rating(Trait::Battle)), argText(l.rating(Trait::Rally)),
                                argText(l.rating(Trait::Maneuver)), argText(heroicsText));
        line += QStringLiteral(" · ") + tr("%n reroll(s)", nullptr, l.rerolls);
        ratings->setText(line);
        ratings->setForegroundRole(QPalette::PlaceholderText);
        ratings->setWordWrap(true);
        if (row > 0)
            mLeaderGrid->setRowMinimumHeight(row++, 4);
        mLeaderGrid->addWidget(name, row, 0);
        mLeaderGrid->addWidget(track, row++, 1, Qt::AlignRight | Qt::AlignVCenter);
        mLeaderGrid->addWidget(ratings, row++, 0, 1, 2);
    }
}

} // namespace castellan

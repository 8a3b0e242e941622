#include "leaderbanner.h"

#include "campaign/campaign.h"
#include "i18n/argtext.h"
#include "model/leader.h"
#include "vitalitytrack.h"

#include <QGridLayout>
#include <QLabel>

namespace castellan {

LeaderBanner::LeaderBanner(QWidget *parent)
    : QFrame(parent)
    , mSwatch(new QFrame(this))
    , mName(new QLabel(this))
    , mDetails(new QLabel(this))
    , mVitality(new QLabel(this))
    , mTrack(new VitalityTrack(this))
{
    setFrameShape(QFrame::StyledPanel);
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);

    mSwatch->setFixedWidth(6);
    mSwatch->setBackgroundRole(QPalette::Window); // not the banner's own role
    mSwatch->setAutoFillBackground(true);
    QFont big = mName->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    mName->setFont(big);
    mName->setObjectName(QStringLiteral("leaderName"));
    mName->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mDetails->setForegroundRole(QPalette::PlaceholderText);
    mVitality->setAlignment(Qt::AlignRight | Qt::AlignVCenter);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(8, 6, 10, 6);
    grid->setHorizontalSpacing(10);
    grid->setVerticalSpacing(2);
    grid->addWidget(mSwatch, 0, 0, 2, 1);
    grid->addWidget(mName, 0, 1);
    grid->addWidget(mDetails, 1, 1);
    grid->addWidget(mTrack, 0, 2, Qt::AlignRight | Qt::AlignBottom);
    grid->addWidget(mVitality, 1, 2, Qt::AlignRight);
    grid->setColumnStretch(1, 1);
}

void LeaderBanner::setLeader(const Campaign &campaign, const Leader &leader)
{
    const auto side = campaign.side(leader.sideId);
    QPalette pal = mSwatch->palette();
    pal.setColor(QPalette::Window, side ? side->color : palette().color(QPalette::Mid));
    mSwatch->setPalette(pal);

    mName->setText(leader.name);
    QStringList details;
    details << (side ? side->name : tr("no side"));
    details << statusName(leader.status());
    if (leader.capturedBySide)
        details << tr("held by %1").arg(campaign.sideName(leader.capturedBySide));
    if (leader.rerolls > 0)
        details << tr("rerolls held: %1").arg(leader.rerolls);
    details << (leader.location.isEmpty() ? tr("location unknown") : leader.location.shown());
    mDetails->setText(details.join(QStringLiteral(" · ")));

    mTrack->setValues(leader.rating(Trait::Vitality), leader.vitality);
    mVitality->setText(tr("Vitality %1 / %2").arg(argText(leader.vitality), argText(leader.rating(Trait::Vitality))));
}

void LeaderBanner::setPreview(int vitality)
{
    mTrack->setPreview(vitality);
    if (vitality == mTrack->current())
        mVitality->setText(tr("Vitality %1 / %2").arg(argText(mTrack->current()), argText(mTrack->rating())));
    else
        mVitality->setText(
            tr("Vitality %1 → %2 / %3").arg(argText(mTrack->current()), argText(vitality), argText(mTrack->rating())));
}

} // namespace castellan

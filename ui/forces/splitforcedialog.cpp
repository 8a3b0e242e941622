#include "splitforcedialog.h"

#include "model/limits.h"
#include "widgets/characterlimit.h"

#include "compositioneditor.h"
#include "forcesmodel.h"
#include "leaderpicker.h"
#include "unitseditor.h"
#include "widgets/dialogfit.h"
#include "widgets/refusalbanner.h"

#include "campaign/campaign.h"
#include "commands/forces/forceactions.h"
#include "i18n/argtext.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

SplitForceDialog::SplitForceDialog(Campaign &campaign, qint64 forceId, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mForceId(forceId)
    , mHeader(new QLabel(this))
    , mName(new QLineEdit(this))
    , mUnits(new UnitsEditor(this))
    , mTypes(new CompositionEditor(this))
    , mRemainder(new QLabel(this))
    , mLeaders(new LeaderPicker(this))
    , mRefusal(new RefusalBanner(this))
    , mButtons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , mOk(mButtons->button(QDialogButtonBox::Ok))
{
    if (const auto f = mCampaign.force(mForceId))
        mForce = *f;
    setWindowTitle(tr("Split Force — %1").arg(mForce.name));

    mHeader->setObjectName(QStringLiteral("splitHeader"));
    mHeader->setWordWrap(true);
    mHeader->setTextFormat(Qt::RichText);
    const QString place = mForce.location.isEmpty() ? tr("no place given") : mForce.location.shown().toHtmlEscaped();
    mHeader->setText(tr("<b>%1</b> (%2, at %3) has %4. The new force serves the same side and stands in the "
                        "same place.")
                         .arg(mForce.name.toHtmlEscaped(), mCampaign.sideName(mForce.sideId).toHtmlEscaped(), place,
                              unitsText(mForce.units)));

    mName->setObjectName(QStringLiteral("nameEdit"));
    mName->setPlaceholderText(tr("e.g. %1 vanguard").arg(mForce.name));
    limitCharacters(mName, MaxNameLength);

    mUnits->setObjectName(QStringLiteral("unitsEditor"));
    mUnits->setLimits(mForce.units);

    mRemainder->setObjectName(QStringLiteral("remainderLabel"));
    mRemainder->setWordWrap(true);
    mRemainder->setForegroundRole(QPalette::PlaceholderText);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->setHorizontalSpacing(10);
    form->setVerticalSpacing(8);
    form->addRow(tr("New force &name:"), mName);
    form->addRow(tr("&Units going:"), mUnits);
    mTypes->setObjectName(QStringLiteral("compositionEditor"));
    mTypes->setTypeLimits(mForce.cavalry, mForce.artillery);
    mTypes->setTotal(0);
    form->addRow(tr("Of &which:"), mTypes);
    form->addRow(mRemainder);

    auto *leadersBox = new QGroupBox(tr("Leaders going with the new force"), this);
    leadersBox->setObjectName(QStringLiteral("leadersBox"));
    auto *leadersLayout = new QVBoxLayout(leadersBox);
    leadersLayout->addWidget(mLeaders);
    mLeaders->setObjectName(QStringLiteral("leaderPicker"));
    mLeaders->setWhereHeader(tr("Status"));
    mLeaders->setEmptyText(tr("%1 has no leaders: the new force goes without one.").arg(mForce.name));
    QList<LeaderPicker::Entry> entries;
    for (const Leader &l : mCampaign.leadersOf(mForceId)) {
        LeaderPicker::Entry e;
        e.id = l.id;
        e.name = l.name;
        e.battle = l.rating(Trait::Battle);
        e.where = statusName(l.status());
        if (l.id == mForce.commanderId)
            e.where = tr("%1 · designated commander").arg(e.where);
        e.muted = !l.isAble();
        e.toolTip = tr("%1: Battle %2, %3").arg(argText(l.name), argText(e.battle), argText(statusName(l.status())));
        entries.append(e);
    }
    mLeaders->setEntries(entries);

    mOk->setObjectName(QStringLiteral("okButton"));
    mOk->setText(tr("Split"));
    mOk->setDefault(true);
    mButtons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(10);
    layout->addWidget(mHeader);
    layout->addLayout(form);
    layout->addWidget(leadersBox, 1);
    layout->addWidget(mRefusal);
    layout->addWidget(mButtons);

    mRefusal->clearWhenEdited({mName});
    connect(mButtons, &QDialogButtonBox::accepted, this, &SplitForceDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &SplitForceDialog::reject);
    connect(mUnits, &UnitsEditor::unitsChanged, this, &SplitForceDialog::updateRemainder);
    connect(mUnits, &UnitsEditor::unitsChanged, mTypes, [this](const Units &u) { mTypes->setTotal(u.total()); });
    for (QSpinBox *spin : {mTypes->cavalrySpin(), mTypes->artillerySpin()})
        connect(spin, &QSpinBox::valueChanged, this, &SplitForceDialog::updateRemainder);
    connect(mLeaders, &LeaderPicker::checkedChanged, this, &SplitForceDialog::updateRemainder);
    updateRemainder();

    mName->setFocus();
    setMinimumWidth(560);
    fitDialogToContents(this, 600);
}

QString SplitForceDialog::refusal() const
{
    return mRefusal->isHidden() ? QString() : mRefusal->text();
}

void SplitForceDialog::updateRemainder()
{
    const Units moved = mUnits->units();
    const Units stays{mForce.units.good - moved.good, mForce.units.flagged - moved.flagged,
                      mForce.units.broken - moved.broken};
    QStringList staying;
    for (const Leader &l : mCampaign.leadersOf(mForceId)) {
        if (!mLeaders->isChecked(l.id))
            staying << l.name;
    }
    const QString leaders = staying.isEmpty() ? tr("no leader") : staying.join(tr(", ", "between leader names"));
    if (mForce.cavalry + mForce.artillery == 0) {
        mRemainder->setText(tr("%1 keeps %2, and %3.").arg(mForce.name, unitsText(stays), leaders));
        return;
    }
    // RULES C2: which of them are cavalry and artillery, as the Of which row leaves them.
    const int cavalry = mForce.cavalry - mTypes->cavalry();
    const int artillery = mForce.artillery - mTypes->artillery();
    const QString types = tr("%n cavalry", nullptr, cavalry) + tr(", ", "between unit types")
        + tr("%n artillery", nullptr, artillery) + tr(", ", "between unit types")
        + tr("%n infantry", nullptr, std::max(0, stays.total() - cavalry - artillery));
    mRemainder->setText(tr("%1 keeps %2 (%3), and %4.").arg(mForce.name, unitsText(stays), types, leaders));
}

void SplitForceDialog::accept()
{
    const auto o = splitForce(mCampaign, mForceId, mName->text(), mUnits->units(), mLeaders->checkedIds(),
                              mTypes->cavalry(), mTypes->artillery());
    if (!mRefusal->landed(o))
        return;
    mNewForceId = o.forceId;
    mSummary = o.summary;
    QDialog::accept();
}

} // namespace castellan

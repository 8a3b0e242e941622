#include "fortressdialog.h"

#include "forces/forcesmodel.h"
#include "widgets/characterlimit.h"
#include "widgets/dialogfit.h"
#include "widgets/refusalbanner.h"

#include "campaign/campaign.h"
#include "commands/forces/mapactions.h"
#include "model/limits.h"
#include "widgets/sidechip.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

namespace {

Fortress newFortressAt(const Campaign &campaign, const Hex &hex)
{
    Fortress f;
    f.hex = hex;
    f.rating = 3;
    // The side whose forces stand there, if any, else the first side.
    const QList<Force> there = campaign.forcesAt(hex);
    const QList<Side> sides = campaign.sides();
    f.ownerSideId = !there.isEmpty() ? there.first().sideId : (sides.isEmpty() ? 0 : sides.first().id);
    return f;
}

} // namespace

FortressDialog::FortressDialog(Campaign &campaign, const Hex &hex, QWidget *parent)
    : FortressDialog(campaign, newFortressAt(campaign, hex), parent)
{ }

FortressDialog::FortressDialog(Campaign &campaign, qint64 fortressId, QWidget *parent)
    : FortressDialog(campaign, campaign.fortress(fortressId).value_or(Fortress{}), parent)
{ }

FortressDialog::FortressDialog(Campaign &campaign, const Fortress &fortress, QWidget *parent)
    : QDialog(parent)
    , mCampaign(campaign)
    , mFortress(fortress)
    , mName(new QLineEdit(this))
    , mRating(new QSpinBox(this))
    , mOwner(new QComboBox(this))
    , mRefusal(new RefusalBanner(this))
{
    const bool editing = mFortress.id != 0;
    setObjectName(QStringLiteral("fortressDialog"));
    setWindowTitle(editing ? tr("Edit Fortress — %1").arg(mFortress.name)
                           : tr("Add Fortress — %1").arg(locationText(campaign, mFortress.hex)));

    mName->setObjectName(QStringLiteral("fortressName"));
    mName->setPlaceholderText(tr("e.g. Castle Dunmor"));
    limitCharacters(mName, MaxNameLength);
    mName->setText(mFortress.name);
    mRating->setObjectName(QStringLiteral("fortressRating"));
    mRating->setRange(1, MaxFortressRating);
    mRating->setValue(mFortress.rating);
    mRating->setToolTip(tr("The strength a besieger needs around it (RULES S1)"));
    mOwner->setObjectName(QStringLiteral("fortressOwner"));
    const int chip = fontMetrics().height() - 4;
    for (const Side &s : campaign.sides())
        mOwner->addItem(sideChip(s.color, chip), s.name, s.id);
    mOwner->setCurrentIndex(std::max(0, mOwner->findData(mFortress.ownerSideId)));
    if (editing && campaign.siegeOf(mFortress.id)) {
        mOwner->setEnabled(false);
        mOwner->setToolTip(tr("A besieged fortress changes hands only by the siege (RULES S3)."));
    }

    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->setHorizontalSpacing(10);
    form->setVerticalSpacing(8);
    form->addRow(tr("&Name:"), mName);
    form->addRow(tr("&Rating:"), mRating);
    form->addRow(tr("&Held by:"), mOwner);
    if (editing) {
        // Issue 15: the fortress's notes; GM-only ones stay out of a players' copy.
        mNotes = new QPlainTextEdit(mFortress.notes, this);
        mNotes->setObjectName(QStringLiteral("fortressNotes"));
        mNotes->setTabChangesFocus(true);
        mNotes->setFixedHeight(fontMetrics().lineSpacing() * 4 + 12);
        mGmOnly = new QCheckBox(tr("&GM only: a players' copy leaves these notes out"), this);
        mGmOnly->setObjectName(QStringLiteral("fortressNotesGmOnly"));
        mGmOnly->setChecked(mFortress.notesGmOnly);
        form->addRow(tr("N&otes:"), mNotes);
        form->addRow(QString(), mGmOnly);
    }

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setObjectName(QStringLiteral("okButton"));
    ok->setText(editing ? tr("Save") : tr("Add Fortress"));
    ok->setDefault(true);
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    mRefusal->clearWhenEdited({mName});
    connect(buttons, &QDialogButtonBox::accepted, this, &FortressDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &FortressDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(10);
    layout->addLayout(form);
    layout->addWidget(mRefusal);
    layout->addWidget(buttons);
    mName->setFocus();
    fitDialogToContents(this, 380);
}

QString FortressDialog::refusal() const
{
    return mRefusal->text();
}

void FortressDialog::accept()
{
    Fortress f = mFortress;
    f.name = mName->text();
    f.rating = mRating->value();
    f.ownerSideId = mOwner->currentData().toLongLong();
    if (mNotes) {
        f.notes = mNotes->toPlainText();
        f.notesGmOnly = mGmOnly->isChecked();
    }
    const Outcome o =
        f.id ? editFortress(mCampaign, f) : addFortress(mCampaign, f.name, f.hex, f.rating, f.ownerSideId);
    if (!mRefusal->landed(o))
        return;
    mSummary = o.summary;
    QDialog::accept();
}

} // namespace castellan

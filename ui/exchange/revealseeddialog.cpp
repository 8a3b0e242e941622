#include "revealseeddialog.h"

#include "campaign/campaign.h"
#include "exchange/playerscopy.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

RevealSeedDialog::RevealSeedDialog(const Campaign &copy, QWidget *parent)
    : QDialog(parent)
    , mCopy(copy)
    , mSeed(new QLineEdit(this))
    , mSalt(new QLineEdit(this))
    , mRefusal(new QLabel(this))
{
    setObjectName(QStringLiteral("revealSeedDialog"));
    setWindowTitle(tr("Verify Log — Seed Withheld"));
    auto *intro = new QLabel(tr("Seed withheld: this is a players' copy, which keeps no seed, so that nobody can "
                                "foresee the dice. When the game master reveals the seed and its salt, type them "
                                "here: they are checked against the copy's commitment, then every roll of the log "
                                "is re-derived from the seed."),
                             this);
    intro->setWordWrap(true);
    mSeed->setObjectName(QStringLiteral("revealSeed"));
    mSeed->setPlaceholderText(tr("a whole number"));
    mSalt->setObjectName(QStringLiteral("revealSalt"));
    mSalt->setPlaceholderText(tr("64 hexadecimal digits"));
    mSalt->setMinimumWidth(fontMetrics().horizontalAdvance(QString(66, QLatin1Char('0'))));
    mRefusal->setObjectName(QStringLiteral("revealRefusal"));
    mRefusal->setWordWrap(true);
    mRefusal->setStyleSheet(QStringLiteral("color: #a02020;"));
    mRefusal->hide();
    auto *form = new QFormLayout;
    form->addRow(tr("&Seed:"), mSeed);
    form->addRow(tr("S&alt:"), mSalt);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Verify"));
    connect(buttons, &QDialogButtonBox::accepted, this, &RevealSeedDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(mRefusal);
    layout->addWidget(buttons);
}

quint64 RevealSeedDialog::seed() const
{
    return mSeed->text().trimmed().toULongLong();
}

void RevealSeedDialog::accept()
{
    bool ok = false;
    const quint64 seed = mSeed->text().trimmed().toULongLong(&ok);
    const QString why = ok ? whySeedDoesNotMatch(mCopy, seed, mSalt->text())
                           : tr("The seed is a whole number from 0 to 18446744073709551615.");
    if (!why.isEmpty()) {
        mRefusal->setText(why);
        mRefusal->show();
        return;
    }
    QDialog::accept();
}

} // namespace castellan

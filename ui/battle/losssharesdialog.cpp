#include "losssharesdialog.h"

#include "i18n/argtext.h"
#include "rules/forceshares.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace castellan {

namespace {

int &part(Casualties &c, int kind)
{
    switch (kind) {
    case 0: return c.brokenEliminated;
    case 1: return c.flaggedEliminated;
    case 2: return c.goodEliminated;
    default: return c.goodFlagged;
    }
}

int partOf(const Casualties &c, int kind)
{
    return part(const_cast<Casualties &>(c), kind);
}

} // namespace

LossSharesDialog::LossSharesDialog(const QString &side, const QStringList &forceNames, const QList<Units> &forces,
                                   const Casualties &total, const QList<Casualties> &current,
                                   const QList<Casualties> &defaults, QWidget *parent)
    : QDialog(parent)
    , mForces(forces)
    , mTotal(total)
    , mDefaults(defaults)
{
    setObjectName(QStringLiteral("lossSharesDialog"));
    setWindowTitle(tr("Share the Losses: %1").arg(side));
    auto *intro = new QLabel(tr("The hits on %1: %2 eliminated (%3 broken, %4 flagged, %5 in good order) and %6 "
                                "flagged. Give each loss to one of the side's forces (RULES F0).")
                                 .arg(argText(side), argText(total.eliminated()), argText(total.brokenEliminated),
                                      argText(total.flaggedEliminated), argText(total.goodEliminated),
                                      argText(total.goodFlagged)));
    intro->setWordWrap(true);

    auto *grid = new QGridLayout;
    const QStringList heads{tr("Broken\neliminated"), tr("Flagged\neliminated"), tr("Good order\neliminated"),
                            tr("Good order\nflagged")};
    grid->addWidget(new QLabel(tr("Force")), 0, 0);
    grid->addWidget(new QLabel(tr("Units")), 0, 1);
    for (int k = 0; k < 4; ++k) {
        auto *head = new QLabel(heads[k]);
        head->setAlignment(Qt::AlignCenter);
        head->setVisible(partOf(total, k) > 0);
        grid->addWidget(head, 0, 2 + k);
    }
    for (qsizetype i = 0; i < forces.size(); ++i) {
        grid->addWidget(new QLabel(forceNames.value(i)), int(i) + 1, 0);
        grid->addWidget(new QLabel(unitsText(forces[i])), int(i) + 1, 1);
        std::array<QSpinBox *, 4> row{};
        for (int k = 0; k < 4; ++k) {
            auto *spin = new QSpinBox;
            spin->setObjectName(QStringLiteral("share_%1_%2").arg(i).arg(k));
            spin->setRange(0, partOf(total, k));
            spin->setVisible(partOf(total, k) > 0);
            connect(spin, &QSpinBox::valueChanged, this, &LossSharesDialog::check);
            grid->addWidget(spin, int(i) + 1, 2 + k);
            row[std::size_t(k)] = spin;
        }
        mSpins.append(row);
    }
    mProblem = new QLabel;
    mProblem->setObjectName(QStringLiteral("sharesProblem"));
    mProblem->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    mOk = buttons->button(QDialogButtonBox::Ok);
    auto *reset = buttons->addButton(tr("&Default"), QDialogButtonBox::ResetRole);
    reset->setObjectName(QStringLiteral("defaultSharesButton"));
    reset->setToolTip(tr("Each loss to the force with the most units in the state it takes (RULES F0)"));
    connect(reset, &QPushButton::clicked, this, [this] { setShares(mDefaults); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(grid);
    layout->addWidget(mProblem);
    layout->addStretch(1);
    layout->addWidget(buttons);
    setShares(current);
}

void LossSharesDialog::setShares(const QList<Casualties> &shares)
{
    for (qsizetype i = 0; i < mSpins.size(); ++i) {
        for (int k = 0; k < 4; ++k) {
            const QSignalBlocker block(mSpins[i][std::size_t(k)]);
            mSpins[i][std::size_t(k)]->setValue(partOf(shares.value(i), k));
        }
    }
    check();
}

QList<Casualties> LossSharesDialog::shares() const
{
    QList<Casualties> out;
    for (const auto &row : mSpins) {
        Casualties c;
        for (int k = 0; k < 4; ++k)
            part(c, k) = row[std::size_t(k)]->value();
        out.append(c);
    }
    return out;
}

QString LossSharesDialog::problem() const
{
    return checkLossShares(mForces, mTotal, shares());
}

QSpinBox *LossSharesDialog::spin(int force, int kind) const
{
    return mSpins.value(force)[std::size_t(kind)];
}

void LossSharesDialog::check()
{
    const QString why = problem();
    mProblem->setText(why.isEmpty() ? tr("Every loss is given to a force that has the unit to lose.") : why);
    mProblem->setForegroundRole(why.isEmpty() ? QPalette::PlaceholderText : QPalette::WindowText);
    mOk->setEnabled(why.isEmpty());
}

} // namespace castellan

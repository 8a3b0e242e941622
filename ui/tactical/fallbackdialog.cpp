#include "fallbackdialog.h"

#include "i18n/argtext.h"
#include "tacticalboardscene.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

FallbackDialog::FallbackDialog(const TacticalBattle &battle, int targetId, TacticalBoardScene *scene, QWidget *parent)
    : QDialog(parent)
    , mPaths(battle.fallBackPaths(targetId))
    , mReach(battle.fallBackReach(targetId))
    , mScene(scene)
    , mChoices(new QListWidget(this))
{
    setObjectName(QStringLiteral("FallbackDialog"));
    setWindowTitle(tr("Cavalry Fallback"));
    const TacticalUnit &cavalry = *battle.unit(targetId);
    const TacticalUnit &attacker = *battle.unit(battle.acting());
    auto *text = new QLabel(
        tr("%1's %2 at %3 is attacked from beside it by the %4 at %5. It may fall back 1 to 3 hexes before the "
           "attack is rolled, each hex farther from the attacker; the attack then rolls %n dice instead of %6, its "
           "flags count for nothing, and the cavalry is shaken (RULES C7, C9). The board marks where it may go.",
           nullptr, battle.diceAgainst(targetId, true))
            .arg(argText(battle.sideName(cavalry.side)), keyText(battle.rules().units[cavalry.type].key),
                 hexLabel(cavalry.hex), keyText(battle.rules().units[attacker.type].key), hexLabel(attacker.hex),
                 argText(battle.diceAgainst(targetId, false))),
        this);
    text->setWordWrap(true);
    mChoices->setObjectName(QStringLiteral("fallbackChoices"));
    mChoices->addItem(tr("Stand: the attack rolls %n dice", nullptr, battle.diceAgainst(targetId, false)));
    const QList<Hex> byDefault = battle.defaultFallBack(targetId);
    int defaultRow = 0;
    for (const QList<Hex> &path : std::as_const(mPaths)) {
        QStringList hexes;
        for (const Hex &h : path)
            hexes << hexLabel(h);
        mChoices->addItem(tr("Fall back: %1").arg(hexes.join(QStringLiteral(" → "))));
        if (path == byDefault)
            defaultRow = mChoices->count() - 1;
    }
    connect(mChoices, &QListWidget::currentRowChanged, this, [this] { showPicked(); });
    connect(mChoices, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Answer"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(mChoices, 1);
    layout->addWidget(buttons);
    resize(460, 320);
    pick(defaultRow);
}

FallbackDialog::~FallbackDialog()
{
    if (mScene) {
        mScene->setFallback({}, {});
        mScene->refresh();
    }
}

void FallbackDialog::reject()
{
    // The attack waits on an answer: closing the dialog stands, as "no" did.
    pick(0);
    QDialog::accept();
}

std::optional<QList<Hex>> FallbackDialog::chosen() const
{
    const int row = mChoices->currentRow();
    if (row <= 0 || row > mPaths.size())
        return std::nullopt;
    return mPaths[row - 1];
}

void FallbackDialog::pick(int row)
{
    mChoices->setCurrentRow(row);
    showPicked();
}

void FallbackDialog::showPicked()
{
    if (!mScene)
        return;
    mScene->setFallback(mReach, chosen().value_or(QList<Hex>()));
    mScene->refresh();
}

} // namespace castellan

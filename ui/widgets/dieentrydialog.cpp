#include "dieentrydialog.h"

#include "dicerow.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace castellan {

DieEntryDialog::DieEntryDialog(int count, int sides, const QString &context, QWidget *parent)
    : QDialog(parent)
    , mCount(count)
    , mSides(sides)
{
    setObjectName(QStringLiteral("DieEntryDialog"));
    setWindowTitle(tr("Table Dice"));
    auto *what = new QLabel(
        tr("<b>Roll %1d%2 at the table</b><br>for %3").arg(count).arg(sides).arg(context.toHtmlEscaped()), this);
    what->setObjectName(QStringLiteral("dieEntryWhat"));
    what->setWordWrap(true);
    mDice = new DiceRow(this);
    mDice->setObjectName(QStringLiteral("dieEntryDice"));
    mDice->setDieSize(40);
    mDice->setEmptyText(tr("No face yet"));
    mProgress = new QLabel(this);
    mProgress->setObjectName(QStringLiteral("dieEntryProgress"));
    auto *hint = new QLabel(
        tr("Type each face with the keys 1 to %1; Backspace takes the last one back (RULES D4).").arg(sides), this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto *buttons = new QDialogButtonBox(this);
    mUse = buttons->addButton(tr("&Use These Faces"), QDialogButtonBox::AcceptRole);
    mUse->setObjectName(QStringLiteral("useFacesButton"));
    QPushButton *generated = buttons->addButton(tr("&Let Castellan Roll"), QDialogButtonBox::RejectRole);
    generated->setObjectName(QStringLiteral("letCastellanRollButton"));
    generated->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(what);
    layout->addWidget(mDice);
    layout->addWidget(mProgress);
    layout->addWidget(hint);
    layout->addWidget(buttons);
    setMinimumWidth(360);
    refresh();
}

bool DieEntryDialog::enterFace(int face)
{
    if (face < 1 || face > mSides || mFaces.size() >= mCount)
        return false;
    mFaces.append(face);
    refresh();
    return true;
}

void DieEntryDialog::takeBack()
{
    if (!mFaces.isEmpty())
        mFaces.removeLast();
    refresh();
}

void DieEntryDialog::keyPressEvent(QKeyEvent *event)
{
    const QString text = event->text();
    if (text.size() == 1 && text.at(0).isDigit()) {
        enterFace(text.at(0).digitValue());
        return;
    }
    if (event->key() == Qt::Key_Backspace) {
        takeBack();
        return;
    }
    QDialog::keyPressEvent(event);
}

void DieEntryDialog::refresh()
{
    mDice->setFaces(mFaces);
    mProgress->setText(tr("%1 of %2 dice entered").arg(mFaces.size()).arg(mCount));
    mUse->setEnabled(mFaces.size() == mCount);
    mUse->setDefault(mFaces.size() == mCount);
}

PromptedDice::Ask askTheTable()
{
    return [](int count, int sides, const QString &context) -> std::optional<QList<int>> {
        DieEntryDialog dialog(count, sides, context, QApplication::activeWindow());
        if (dialog.exec() != QDialog::Accepted)
            return std::nullopt;
        return dialog.faces();
    };
}

} // namespace castellan

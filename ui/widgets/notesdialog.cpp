#include "notesdialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace castellan {

NotesDialog::NotesDialog(const QString &title, const QString &notes, bool gmOnly, QWidget *parent)
    : QDialog(parent)
    , mNotes(new QPlainTextEdit(notes, this))
    , mGmOnly(new QCheckBox(tr("&GM only: a players' copy leaves these notes out"), this))
{
    setWindowTitle(title);
    setObjectName(QStringLiteral("notesDialog"));
    mNotes->setObjectName(QStringLiteral("notesText"));
    mNotes->setTabChangesFocus(true);
    mNotes->setPlaceholderText(tr("Orders, rumours, anything worth remembering."));
    mGmOnly->setObjectName(QStringLiteral("notesGmOnly"));
    mGmOnly->setChecked(gmOnly);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mNotes, 1);
    layout->addWidget(mGmOnly);
    layout->addWidget(buttons);
    resize(460, 300);
    mNotes->setFocus();
}

QString NotesDialog::notes() const
{
    return mNotes->toPlainText();
}

bool NotesDialog::gmOnly() const
{
    return mGmOnly->isChecked();
}

} // namespace castellan

#include "undohistorydialog.h"

#include "campaign/campaign.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QSettings>
#include <QUndoView>
#include <QVBoxLayout>

namespace castellan {

namespace {

const QString UndoHistoryGeometryKey = QStringLiteral("UndoHistory/geometry");

} // namespace

UndoHistoryDialog::UndoHistoryDialog(QUndoGroup *group, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("undoHistoryDialog"));
    setWindowTitle(tr("Undo History"));
    auto *about = new QLabel(tr("The actions you can undo, oldest first: those of earlier sessions too, up to the "
                                "last %1. Click one to take the campaign back to just after it; click a later one "
                                "to take the actions again, with the same rolls.")
                                 .arg(Campaign::KeptUndoSteps),
                             this);
    about->setWordWrap(true);
    auto *view = new QUndoView(group, this);
    view->setObjectName(QStringLiteral("undoView"));
    view->setEmptyLabel(tr("<before the oldest action kept>"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(view, 1);
    layout->addWidget(buttons);
    resize(420, 480);
    restoreGeometry(QSettings().value(UndoHistoryGeometryKey).toByteArray());
}

UndoHistoryDialog::~UndoHistoryDialog()
{
    QSettings().setValue(UndoHistoryGeometryKey, saveGeometry());
}

} // namespace castellan

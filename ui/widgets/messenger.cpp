#include "messenger.h"

#include "rulesbrowser.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace castellan {

namespace {
constexpr int StatusMessageMs = 6000;
}

Messenger::Messenger(QMainWindow *window)
    : QObject(window)
    , mWindow(window)
{ }

void Messenger::showStatus(const QString &message)
{
    mWindow->statusBar()->showMessage(message, StatusMessageMs);
}

void Messenger::showError(const QString &title, const QString &message)
{
    mLastError = message;
    Q_EMIT errorReported(message);
    if (mQuiet) {
        showStatus(message);
        return;
    }
    QMessageBox box(QMessageBox::Critical, title, message, QMessageBox::Ok, mWindow);
    const QString section = RulesBrowser::sectionNamedIn(message);
    QPushButton *rules =
        section.isEmpty() ? nullptr : box.addButton(tr("Read RULES %1").arg(section), QMessageBox::HelpRole);
    box.exec();
    if (rules && box.clickedButton() == rules)
        RulesBrowser::openAt(mWindow, section);
}

void Messenger::showInfo(const QString &title, const QString &message, bool warning)
{
    mLastMessage = message;
    if (mQuiet) {
        showStatus(message);
        return;
    }
    if (warning)
        QMessageBox::warning(mWindow, title, message);
    else
        QMessageBox::information(mWindow, title, message);
}

} // namespace castellan

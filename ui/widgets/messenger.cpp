#include "messenger.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace castellan {

namespace {
constexpr int StatusMessageMs = 6000;
}

Messenger::Messenger(QMainWindow *window)
    : QObject(window)
    , mWindow(window)
{
}

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
    QMessageBox::critical(mWindow, title, message);
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

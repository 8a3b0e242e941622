#include "windowhost.h"

#include "mainwindow.h"

#include "campaign/campaign.h"

#include <QGuiApplication>

namespace castellan {

WindowHost::WindowHost() = default;

WindowHost::~WindowHost() = default;

void WindowHost::make()
{
    mWindow = std::make_unique<MainWindow>();
    // Queued: the old window is let go only once the Preferences dialog that asked for it has closed.
    connect(mWindow.get(), &MainWindow::languageChanged, this, &WindowHost::remake, Qt::QueuedConnection);
}

void WindowHost::open(const QString &path)
{
    make();
    mWindow->openInitialCampaign(path);
    mWindow->show();
}

void WindowHost::remake()
{
    const Campaign *campaign = mWindow->campaign();
    const QString path = campaign ? campaign->path() : QString();
    const bool readOnly = campaign && campaign->isReadOnly();
    // The app must not take the one window's closing for its end.
    const bool quits = QGuiApplication::quitOnLastWindowClosed();
    QGuiApplication::setQuitOnLastWindowClosed(false);
    const bool closed = mWindow->close(); // the window keeps its notes and layout, and lets go of the campaign
    if (closed) {
        mWindow.reset();
        make();
        if (path.isEmpty() || !mWindow->openCampaign(path, readOnly))
            mWindow->openInitialCampaign();
        mWindow->show();
    }
    QGuiApplication::setQuitOnLastWindowClosed(quits);
    if (closed)
        Q_EMIT windowReplaced(mWindow.get());
}

} // namespace castellan

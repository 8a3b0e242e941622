#pragma once

#include <QObject>
#include <QString>

#include <memory>

namespace castellan {

class MainWindow;

/**
 * Holds the app's main window. When the Preferences change the language, it makes the window anew in that
 * language on the same campaign (opened the same way), so the switch needs no restart.
 */
class WindowHost : public QObject
{
    Q_OBJECT

public:
    WindowHost();
    ~WindowHost() override;

    /** Shows the main window with the campaign given, else the last one, else the sample. */
    void open(const QString &path = {});
    MainWindow *window() const { return mWindow.get(); }

Q_SIGNALS:
    /** The window was made anew (in another language). */
    void windowReplaced(castellan::MainWindow *window);

private:
    void make();
    void remake();

    std::unique_ptr<MainWindow> mWindow;
};

} // namespace castellan

#pragma once

#include <QObject>
#include <QString>

class QMainWindow;

namespace castellan {

/**
 * How the main window tells the user things: errors and notices in message boxes, or, in quiet mode (for
 * tests), in the status bar only, while the last of each is kept to be read back.
 */
class Messenger : public QObject
{
    Q_OBJECT

public:
    explicit Messenger(QMainWindow *window);

    void showError(const QString &title, const QString &message);
    void showInfo(const QString &title, const QString &message, bool warning = false);
    /** A line in the status bar for a few seconds. */
    void showStatus(const QString &message);

    void setQuiet(bool quiet) { mQuiet = quiet; }
    bool isQuiet() const { return mQuiet; }
    QString lastError() const { return mLastError; }
    QString lastMessage() const { return mLastMessage; }
    /** Keeps a text shown elsewhere (the About box) as the last message. */
    void noteMessage(const QString &message) { mLastMessage = message; }

Q_SIGNALS:
    /** Emitted with every error message, shown or quiet. */
    void errorReported(const QString &message);

private:
    QMainWindow *mWindow;
    bool mQuiet = false;
    QString mLastError;
    QString mLastMessage;
};

} // namespace castellan

#pragma once

#include <QString>

#include <stdexcept>

namespace castellan {

/** A campaign file could not be read or written. The message is for the user. */
class StorageError : public std::runtime_error
{
public:
    explicit StorageError(const QString &message)
        : std::runtime_error(message.toStdString())
        , mMessage(message)
    {
    }
    QString message() const { return mMessage; }

private:
    QString mMessage;
};

} // namespace castellan

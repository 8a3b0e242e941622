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
    { }
    QString message() const { return mMessage; }

private:
    QString mMessage;
};

/** The user may not do this to a shared campaign: his role on the server does not allow it (issue 16). */
class AccessDenied : public StorageError
{
public:
    using StorageError::StorageError;
};

/** Another user of a shared campaign changed the rows an action was about to change since this one read them. */
class ChangedElsewhere : public StorageError
{
public:
    using StorageError::StorageError;
};

/** SQLite found the file damaged part-way through a statement: what was being written is not. */
class DamagedFile : public StorageError
{
public:
    using StorageError::StorageError;
};

/** The connection to a shared campaign's server was lost: the server stopped, restarted or cut it. */
class ServerGone : public StorageError
{
public:
    using StorageError::StorageError;
};

/** Not a problem of the file or the server, but a refusal: the user's role, or another's change first. */
inline bool isRefusal(const StorageError &e)
{
    return dynamic_cast<const AccessDenied *>(&e) || dynamic_cast<const ChangedElsewhere *>(&e);
}

} // namespace castellan

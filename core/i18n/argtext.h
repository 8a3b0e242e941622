#pragma once

#include <QString>

namespace castellan {

/**
 * A value as a message shows it, for QString::arg with all its values at once. Filling a message one arg() at
 * a time would read a name that contains "%2" as the place of the next value ("Camp%2" garbling the message);
 * the multi-argument arg() does not, but it takes strings only.
 */
template<typename T>
QString argText(const T &value)
{
    return QStringLiteral("%1").arg(value);
}

inline QString argText(const QString &text)
{
    return text;
}

} // namespace castellan

#pragma once

#include <QString>
#include <QStringList>

namespace castellan {

/** Suggests leader names ("Aldric the Bold") from a number the caller picks; not a game die, never logged. */
QString suggestLeaderName(quint32 pick, const QStringList &taken = {});

} // namespace castellan

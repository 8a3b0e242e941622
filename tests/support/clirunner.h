#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace castellan {

/** What one run of castellan-cli gave: its exit code, its output and its error output. */
struct CliResult
{
    int code = -1;
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
    QJsonArray array() const { return QJsonDocument::fromJson(out).array(); }
};

/** Runs the castellan-cli that ctest built (CASTELLAN_BIN_DIR), as a script would. */
inline CliResult runCli(const QStringList &args)
{
    QProcess p;
    p.start(qEnvironmentVariable("CASTELLAN_BIN_DIR") + QStringLiteral("/castellan-cli"), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace castellan

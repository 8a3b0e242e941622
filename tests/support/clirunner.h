#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>

namespace castellan {

/** A command-line word, from a literal or a QString. */
struct CliArg
{
    QString text;
    CliArg(const char *s)
        : text(QString::fromUtf8(s))
    { }
    CliArg(const QString &s)
        : text(s)
    { }
};

inline QStringList cliWords(const QList<CliArg> &args)
{
    QStringList list;
    for (const CliArg &a : args)
        list << a.text;
    return list;
}

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

/** castellan-cli, expected to succeed: a failure warns with the command and what it printed. */
inline CliResult runCliExpectingSuccess(const QStringList &args)
{
    const CliResult r = runCli(args);
    if (r.code != 0)
        qWarning("castellan-cli %s: %d\n%s", qPrintable(args.join(QLatin1Char(' '))), r.code, r.err.constData());
    return r;
}

} // namespace castellan

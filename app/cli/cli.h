#pragma once

#include <QStringList>

class QTextStream;

namespace castellan {

/**
 * castellan-cli: the campaign from a shell, for scripts and for game masters who live in a terminal. Runs one
 * command line (arguments[0] is the program name) and returns its exit code (ExitCode). `defaultSeed` seeds
 * `new` when --seed is not given; the caller picks it, so this code draws no randomness of its own. `wrote`, when
 * given, is told whether the command kept a change or wrote a file: then it is done, whatever becomes of its output.
 */
int runCli(const QStringList &arguments, QTextStream &out, QTextStream &err, quint64 defaultSeed,
           bool *wrote = nullptr);

} // namespace castellan

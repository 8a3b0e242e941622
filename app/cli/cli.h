#pragma once

#include <QStringList>

class QTextStream;

namespace castellan {

/**
 * castellan-cli: the campaign from a shell, for scripts and for game masters who live in a terminal. Runs one
 * command line (arguments[0] is the program name) and returns its exit code (ExitCode). `defaultSeed` seeds
 * `new` when --seed is not given; the caller picks it, so this code draws no randomness of its own.
 */
int runCli(const QStringList &arguments, QTextStream &out, QTextStream &err, quint64 defaultSeed);

} // namespace castellan

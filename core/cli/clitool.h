#pragma once

#include <QStringList>

class QTextStream;

// castellan-cli: the campaign from a shell, for scripts and for game masters who live in a terminal.
namespace castellan {

enum ExitCode { Success = 0, RulesRefuse = 1, BadInput = 2 };

/**
 * Runs one command line (arguments[0] is the program name). `defaultSeed` seeds `new` when --seed is not
 * given; the caller picks it, so this code draws no randomness of its own.
 */
int run(const QStringList &arguments, QTextStream &out, QTextStream &err, quint64 defaultSeed);

} // namespace castellan

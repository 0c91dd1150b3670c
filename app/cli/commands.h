#pragma once

#include <QStringList>

// The subcommands of iolens-cli. Each gets its own arguments (the program name first, then what
// followed the command word) and returns the process's exit status (see cliutil.h).
namespace iolens::cli {

int listCommand(const QStringList& args);
int genCommand(const QStringList& args);
int runCommand(const QStringList& args);
int scenarioCommand(const QStringList& args);

} // namespace iolens::cli

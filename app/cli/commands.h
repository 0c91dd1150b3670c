// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <string>
#include <vector>

// The subcommands of iolens-cli. Each gets its own arguments (the program name first, then what
// followed the command word) and returns the process's exit status (see cliutil.h).
namespace iolens::cli {

int listCommand(const QStringList& args);
int genCommand(const QStringList& args);
int runCommand(const QStringList& args);
int scenarioCommand(const QStringList& args);
// The program name, then the arguments as raw bytes: what follows PROGRAM is passed on unchanged.
// handover: non-empty when iolens-cli's front started the program already (encodeHandover).
int traceCommand(const std::vector<std::string>& args, const std::string& handover = {});

} // namespace iolens::cli

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace iolens::trace {

// The program a command names, found as execvp would find it: a name with a slash is a path
// (relative to workingDir when one is given, else to the current directory), any other name is
// looked up in $PATH. Returns an absolute path of an executable regular file; throws UsageError
// with one sentence when it is missing ("'frobnicate' was not found in $PATH."), a directory, or
// not executable.
std::string resolveProgram(const std::string& name, const std::string& workingDir = {});

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Output paths, checked before any long work begins. No Qt: iolens-cli's front (app/front/) checks
// the trace command's outputs with the same code before it starts the program.

#include <string>

namespace iolens::cli {

// Refuses an output path that cannot be written (its directory is missing or not writable, it is
// a directory, or it is the file being measured) with UsageError. "-" is stdout.
// `what` names the output in messages: "the --json file", "the output file".
void checkOutputPath(const std::string& what, const std::string& path, const std::string& sourceFile = {});

// Refuses a --keep directory whose parent is missing (UsageError): a mistyped path must not make
// a tree of directories. An existing directory, or a new one in an existing directory, passes;
// what else the launcher requires of it (empty, writable) it checks itself.
void checkKeepDirParent(const std::string& dir);

// The directory part of path as given: "." for a bare name, "/" for a file in the root.
std::string directoryOf(const std::string& path);

} // namespace iolens::cli

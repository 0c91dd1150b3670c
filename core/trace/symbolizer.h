// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Call sites as function and file:line, after the run, read in this process from each module's
// debug information (DwarfSymbols, elfutils' libdw) with the answers `addr2line -i -f -C` gave
// when a child process per module named them; modules without it from their symbol tables
// (ElfSymbols). 10,000 sites take about a third of a second (iolens-bench symbolize).

#include "core/trace/trace.h"

#include <functional>
#include <string>

namespace iolens::trace {

// Fills Site::function and Site::location ("merge.c:42", the source's base name) where the module
// has symbols or debug information. Sites it cannot resolve keep module+offset (and a function
// name from dladdr, if the preload found one); a notice says why when a whole module stays
// unresolved or without lines.
//
// Modules for which namesOnly is true are named from their symbol tables (and the system's
// separate debug file) without their DWARF and without lines: the runtime libraries of sampled
// stacks, whose lines no view shows and whose debug information is slow to read.
void symbolizeSites(Trace& trace, const std::function<bool(const std::string& module)>& namesOnly = {});

} // namespace iolens::trace

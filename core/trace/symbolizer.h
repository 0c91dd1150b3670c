// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Call sites as function and file:line, after the run: one `addr2line -f -C -e MODULE` process per
// module (no shell), fed all of that module's addresses at once, so symbolising a trace costs a
// handful of process starts however many sites it has.

#include "core/trace/trace.h"

#include <functional>
#include <string>

namespace iolens::trace {

// Fills Site::function and Site::location ("merge.c:42", the source's base name) where the module
// has symbols or debug information. Sites it cannot resolve keep module+offset (and a function
// name from dladdr, if the preload found one); a notice says why when a whole module stays
// unresolved or addr2line is missing.
//
// Modules for which namesOnly is true are named from their symbol tables (and the system's
// separate debug file) without addr2line and without lines: the runtime libraries of sampled
// stacks, whose lines no view shows and whose debug information is slow to read.
void symbolizeSites(Trace& trace, const std::function<bool(const std::string& module)>& namesOnly = {});

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a call site lies in its module and what its symbol tables say there: the steps of naming
// sites that do not depend on how the debug information is read, shared by the symbolizer
// (symbolizer.h) and iolens-bench symbolize's addr2line reference.

#include "core/trace/trace.h"

#include <cstdint>
#include <string>
#include <vector>

namespace iolens::trace {

enum class ElfType { Unreadable, Exec, Dyn };

// ET_EXEC executables are linked at fixed addresses, so their symbols are absolute addresses;
// ET_DYN (shared libraries, PIE executables) want the offset from the load base.
ElfType elfType(const std::string& path);

// The address to look a site up at in its module: a site is a return address, the instruction
// after the call, whose line can be the next statement's (a close() at the end of a loop body
// reported at the loop's head), so the byte before it, inside the call instruction.
std::uint64_t lookupAddress(const Site& s, ElfType type);

// "/src/merge.c:42" → "merge.c:42": short enough for a table.
std::string shortLocation(const std::string& full);

// Without line information a name is only the nearest symbol before the address; keep it only if
// that symbol's size reaches the address, else the site stays module+offset (see elfsymbols.h).
void dropNamesOutsideTheirFunction(const std::string& module, ElfType type, const std::vector<Site*>& sites);

// Names from the symbol tables alone (ElfSymbols: a covering function, else nothing).
void nameFromSymbols(const std::string& module, ElfType type, const std::vector<Site*>& sites);

} // namespace iolens::trace

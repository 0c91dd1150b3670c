// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Where a shared library defines an exported function, read from the library's file on disk, so
// that the same function can be found in another process that has the library loaded: its address
// there is the library's load base (from /proc/PID/maps) plus the offset returned here.

#include <cstdint>
#include <optional>
#include <string>

namespace iolens::trace {

// The offset of the defined dynamic symbol `name` from the library's load base (its st_value less
// the first PT_LOAD's page-aligned p_vaddr, which is 0 for every library ld.so maps today).
// std::nullopt when the file is not a 64-bit ELF shared object of this machine, or does not
// define the symbol. Any version of the symbol counts: for a call, every version of dlopen or
// getpid in glibc leads to the same code.
std::optional<std::uint64_t> exportedFunctionOffset(const std::string& libraryPath, const std::string& name);

} // namespace iolens::trace

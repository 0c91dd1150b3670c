// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A symbol's name as the user wrote it, the way addr2line -C prints it.
#pragma once

#include <string>

namespace iolens::trace {

// C++ demangled with its parameters ("iolens::write(int) [clone .cold]"); Rust's symbols, legacy
// ("_ZN…17h<hash>E", rustc's default) and v0 ("_R…": the std of rustup's recent toolchains, and
// -C symbol-mangling-version=v0) without their hash, generic arguments kept
// ("std::panic::catch_unwind::<…>"); other names (C, Go, assembler) as they are. nullptr gives "".
std::string demangledName(const char* name);

} // namespace iolens::trace

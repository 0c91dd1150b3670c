// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/demangle.h"

#include <cxxabi.h>
// libiberty.h declares its own basename() unless told that the C library's is declared; glibc's
// <string.h> (C++) declares another overload, and the two clash.
#define HAVE_DECL_BASENAME 1
#include <libiberty/demangle.h>

#include <cstdlib>
#include <cstring>
#include <memory>

namespace iolens::trace {

namespace {

using MallocedName = std::unique_ptr<char, decltype(&std::free)>;

} // namespace

std::string demangledName(const char* name)
{
    if (!name)
        return {};
    // Rust first, as addr2line does: a legacy Rust symbol is also a valid C++ one, which the C++
    // demangler would print with its "::h<hash>" and "$LT$" escapes. libiberty answers nullptr for
    // anything that is not Rust (a "_ZN…" whose last part is no Rust hash stays C++).
    if (std::strncmp(name, "_ZN", 3) == 0 || std::strncmp(name, "_R", 2) == 0) {
        const MallocedName rust(rust_demangle(name, DMGL_PARAMS | DMGL_ANSI), &std::free);
        if (rust)
            return rust.get();
    }
    // Only "_Z" names: __cxa_demangle would also read a C function called "i" as the type int.
    if (std::strncmp(name, "_Z", 2) == 0) {
        int status = 0;
        const MallocedName cxx(abi::__cxa_demangle(name, nullptr, nullptr, &status), &std::free);
        if (status == 0 && cxx)
            return cxx.get();
    }
    return name;
}

} // namespace iolens::trace

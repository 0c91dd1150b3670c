// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The function symbols of an ELF file (.symtab and .dynsym) with their sizes and names.
//
// Two uses. First, to tell whether an address lies inside a named function: addr2line and dladdr
// name the nearest symbol *before* an address without checking its size, so in a stripped library
// (only .dynsym left) every static function is reported as the exported function that happens to
// precede it: all of sqlite3's file calls came out as "sqlite3_vfs_unregister", a 62-byte function
// far from any of them. Second, to name the frames of runtime libraries (libc, libjvm …) without
// addr2line: their lines are never shown (the views fold them), and addr2line reading libc's
// separate debug information took 50 ms of every trace's report, libjvm's far longer.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace iolens::trace {

class ElfSymbols {
public:
    // Reads the symbol tables of a 64-bit little-endian ELF file, and with withDebugFile those of
    // its separate debug file when the system has one (/usr/lib/debug/.build-id/xx/yyyy.debug:
    // a stripped library's static functions are named there); std::nullopt when the file is not
    // one or cannot be read (then nothing can be said about its addresses).
    static std::optional<ElfSymbols> read(const std::string& path, bool withDebugFile = false);

    // Whether the file, or its separate debug file, has DWARF debug information (.debug_info or
    // .debug_line, compressed or not): without it addr2line can say no more than the symbol
    // tables do, and it searches them from the start for every address (seconds for cc1's).
    static bool hasDebugInfo(const std::string& path);

    // True when some function symbol of size > 0 covers this address (a symbol value: the absolute
    // address for ET_EXEC, the offset from the load base for ET_DYN).
    bool insideFunction(std::uint64_t address) const;
    // The name of a function symbol that covers the address, demangled ("std::string::append"),
    // a global name rather than a weak or local alias of the same code; "" when none covers it.
    std::string functionAt(std::uint64_t address) const;

private:
    struct Range {
        std::uint64_t begin = 0, end = 0;
        std::uint32_t name = 0; // offset into m_names
        int rank = 0; // which alias names the code: 2 global, 1 weak, 0 local
    };
    void addTables(const std::string& path, bool& ok);
    void index();

    std::vector<Range> m_functions; // sorted by begin
    std::vector<std::uint64_t> m_reach; // m_reach[i]: the largest end among m_functions[0..i]
    std::string m_names; // NUL-separated, as in the file: demangled only when asked for
};

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The functions and source lines at addresses of one ELF file, read in this process from its DWARF
// debug information with elfutils' libdwfl: the file's own, or its separate debug file, which
// libdwfl finds by build id or .gnu_debuglink under /usr/lib/debug. The answers are those of
// `addr2line -i -f -C` (binutils) for the same addresses, whose child processes this replaces.

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

struct Dwfl;
struct Dwfl_Module;

namespace iolens::trace {

class DwarfSymbols {
public:
    // One function of an address's answer: the function's name, demangled as addr2line -C does
    // ("" when neither the debug information nor the symbol tables name it), and a source line:
    // the address's own for the innermost function, the call of the inlined one for each function
    // it was inlined into. file is the path the debug information names, "" or line 0 when unknown.
    struct Frame {
        std::string function;
        std::string file;
        unsigned line = 0;
    };

    // nullptr when the file is not an ELF file libdwfl can read.
    static std::unique_ptr<DwarfSymbols> open(const std::string& path);
    ~DwarfSymbols();
    DwarfSymbols(const DwarfSymbols&) = delete;
    DwarfSymbols& operator=(const DwarfSymbols&) = delete;

    // The functions at an address of the file (as addr2line takes it: the absolute address for
    // ET_EXEC, the offset from the load base for ET_DYN), innermost first: the function the code
    // belongs to, then each function it was inlined into; the last is the one it lies in. Empty
    // when nothing is known there.
    std::vector<Frame> framesAt(std::uint64_t address) const;

private:
    struct Unit;
    DwarfSymbols();
    Unit& unit(void* cuDie) const; // a Dwarf_Die*, a type this header cannot declare
    const char* settleName(Unit& unit, int function, std::uint64_t at, std::uint64_t cuBias) const;

    Dwfl* m_dwfl = nullptr;
    Dwfl_Module* m_module = nullptr;
    std::uint64_t m_bias = 0; // where libdwfl placed the file: its addresses are the file's plus this
    // The functions of each compilation unit asked about so far, by the offset of its DIE: walking
    // a unit's DIEs once, not once per address (dwarf_getscopes), is what makes 10,000 sites fast.
    mutable std::map<std::uint64_t, std::unique_ptr<Unit>> m_units;
    // The function symbols of the file and its debug file, read on first use (symbolAt).
    struct Symbol {
        std::uint64_t address = 0, size = 0;
        const char* name = nullptr; // owned by libdwfl
        int rank = 0; // which of the symbols at one address names it: 2 global, 1 weak, 0 local
    };
    const Symbol* symbolAt(std::uint64_t at) const;
    void* unitAt(std::uint64_t at, std::uint64_t& cuBias) const; // a Dwarf_Die*, as unit()
    mutable std::vector<Symbol> m_symbols; // sorted by address
    mutable bool m_symbolsRead = false;
    // The address ranges of every unit, for a file without .debug_aranges (Go's), read on first use.
    struct UnitRange {
        std::uint64_t low = 0, high = 0, bias = 0;
        void* die = nullptr; // a Dwarf_Die*, owned by libdwfl
    };
    mutable std::vector<UnitRange> m_unitRanges;
    mutable bool m_unitRangesRead = false;
};

} // namespace iolens::trace

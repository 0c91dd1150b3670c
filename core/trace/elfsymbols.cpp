// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/elfsymbols.h"

#include "core/trace/demangle.h"

#include <elf.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <initializer_list>
#include <memory>

namespace iolens::trace {

namespace {

// Where the system keeps separate debug files by build id (Debian's *-dbg and -dbgsym packages).
constexpr char kDebugRoot[] = "/usr/lib/debug/.build-id/";
// How far back functionAt looks among ranges that start before an address for one that covers
// it (aliases and nested symbols): a bound, not a search of the whole table.
constexpr std::size_t kAliasScan = 64;

template <class T> bool readAt(std::ifstream& in, std::uint64_t offset, T& out)
{
    in.seekg(static_cast<std::streamoff>(offset));
    return static_cast<bool>(in.read(reinterpret_cast<char*>(&out), sizeof out));
}

bool readBytes(std::ifstream& in, std::uint64_t offset, std::uint64_t size, std::string& out)
{
    out.resize(size);
    in.seekg(static_cast<std::streamoff>(offset));
    return static_cast<bool>(in.read(out.data(), static_cast<std::streamsize>(size)));
}

struct Elf {
    std::ifstream in;
    Elf64_Ehdr header {};
    std::vector<Elf64_Shdr> sections;
};

bool openElf(const std::string& path, Elf& elf)
{
    elf.in.open(path, std::ios::binary);
    Elf64_Ehdr& h = elf.header;
    if (!elf.in || !readAt(elf.in, 0, h) || std::memcmp(h.e_ident, ELFMAG, SELFMAG) != 0
        || h.e_ident[EI_CLASS] != ELFCLASS64 || h.e_ident[EI_DATA] != ELFDATA2LSB
        || h.e_shentsize != sizeof(Elf64_Shdr))
        return false;
    elf.sections.resize(h.e_shnum);
    for (unsigned i = 0; i < h.e_shnum; ++i)
        if (!readAt(elf.in, h.e_shoff + std::uint64_t(i) * sizeof(Elf64_Shdr), elf.sections[i]))
            return false;
    return true;
}

// The GNU build id's hex digits from the file's notes, "" when it has none.
std::string buildId(Elf& elf)
{
    for (const Elf64_Shdr& s : elf.sections) {
        std::string notes;
        if (s.sh_type != SHT_NOTE || s.sh_size > 4096 || !readBytes(elf.in, s.sh_offset, s.sh_size, notes))
            continue;
        std::size_t at = 0;
        while (at + sizeof(Elf64_Nhdr) <= notes.size()) {
            Elf64_Nhdr n {};
            std::memcpy(&n, notes.data() + at, sizeof n);
            const std::size_t name = at + sizeof n, desc = name + ((n.n_namesz + 3) & ~3u);
            if (desc + n.n_descsz > notes.size())
                break;
            if (n.n_type == NT_GNU_BUILD_ID && n.n_namesz == 4 && std::memcmp(notes.data() + name, "GNU", 4) == 0) {
                static const char digits[] = "0123456789abcdef";
                std::string hex;
                for (std::size_t k = 0; k < n.n_descsz; ++k) {
                    const auto byte = static_cast<unsigned char>(notes[desc + k]);
                    hex += digits[byte >> 4];
                    hex += digits[byte & 15];
                }
                return hex;
            }
            at = desc + ((n.n_descsz + 3) & ~3u);
        }
    }
    return {};
}

// Whether one of the file's sections has one of these names.
bool hasSectionNamed(Elf& elf, std::initializer_list<const char*> wanted)
{
    if (elf.header.e_shstrndx >= elf.sections.size())
        return false;
    const Elf64_Shdr& table = elf.sections[elf.header.e_shstrndx];
    std::string names;
    if (table.sh_size > (1u << 20) || !readBytes(elf.in, table.sh_offset, table.sh_size, names))
        return false;
    for (const Elf64_Shdr& s : elf.sections) {
        const char* name = s.sh_name < names.size() ? names.c_str() + s.sh_name : "";
        for (const char* w : wanted)
            if (std::strcmp(name, w) == 0 && s.sh_type != SHT_NOBITS)
                return true;
    }
    return false;
}

bool hasDwarf(Elf& elf)
{
    return hasSectionNamed(elf, { ".debug_info", ".debug_line", ".zdebug_info", ".zdebug_line" });
}

std::string debugFileOf(const std::string& id)
{
    return kDebugRoot + id.substr(0, 2) + "/" + id.substr(2) + ".debug";
}

} // namespace

std::optional<ElfSymbols> ElfSymbols::read(const std::string& path, bool withDebugFile)
{
    ElfSymbols out;
    bool ok = true;
    out.addTables(path, ok);
    if (!ok)
        return std::nullopt;
    if (withDebugFile) {
        Elf elf;
        if (openElf(path, elf)) {
            const std::string id = buildId(elf);
            if (id.size() > 2) {
                bool debugOk = true; // a damaged debug file leaves what the library itself names
                out.addTables(debugFileOf(id), debugOk);
            }
        }
    }
    out.index();
    return out;
}

bool ElfSymbols::hasDebugInfo(const std::string& path)
{
    Elf elf;
    if (!openElf(path, elf))
        return false;
    if (hasDwarf(elf))
        return true;
    const std::string id = buildId(elf);
    Elf debug;
    return id.size() > 2 && openElf(debugFileOf(id), debug) && hasDwarf(debug);
}

void ElfSymbols::addTables(const std::string& path, bool& ok)
{
    Elf elf;
    if (!openElf(path, elf)) {
        ok = false;
        return;
    }
    for (const Elf64_Shdr& section : elf.sections) {
        if ((section.sh_type != SHT_SYMTAB && section.sh_type != SHT_DYNSYM) || section.sh_entsize != sizeof(Elf64_Sym)
            || section.sh_link >= elf.sections.size())
            continue;
        const Elf64_Shdr& strings = elf.sections[section.sh_link];
        std::string symbols, names;
        if (!readBytes(elf.in, section.sh_offset, section.sh_size, symbols)
            || !readBytes(elf.in, strings.sh_offset, strings.sh_size, names)) {
            ok = false;
            return;
        }
        for (std::size_t at = 0; at + sizeof(Elf64_Sym) <= symbols.size(); at += sizeof(Elf64_Sym)) {
            Elf64_Sym symbol {};
            std::memcpy(&symbol, symbols.data() + at, sizeof symbol);
            if (ELF64_ST_TYPE(symbol.st_info) != STT_FUNC || symbol.st_size == 0 || symbol.st_shndx == SHN_UNDEF)
                continue;
            Range r { symbol.st_value, symbol.st_value + symbol.st_size, static_cast<std::uint32_t>(m_names.size()),
                0 };
            const unsigned binding = ELF64_ST_BIND(symbol.st_info);
            r.rank = binding == STB_GLOBAL ? 2 : binding == STB_WEAK ? 1 : 0;
            const char* name = symbol.st_name < names.size() ? names.c_str() + symbol.st_name : "";
            m_names += name;
            m_names += '\0';
            m_functions.push_back(r);
        }
    }
}

void ElfSymbols::index()
{
    std::sort(m_functions.begin(), m_functions.end(), [](const Range& a, const Range& b) { return a.begin < b.begin; });
    std::uint64_t reach = 0;
    m_reach.clear();
    for (const Range& r : m_functions)
        m_reach.push_back(reach = std::max(reach, r.end));
}

bool ElfSymbols::insideFunction(std::uint64_t address) const
{
    // The last range starting at or before the address; m_reach says how far any range up to it
    // extends, which also covers aliases and symbols nested in a larger one.
    const auto it = std::upper_bound(
        m_functions.begin(), m_functions.end(), address, [](std::uint64_t a, const Range& r) { return a < r.begin; });
    if (it == m_functions.begin())
        return false;
    return address < m_reach[static_cast<std::size_t>(it - m_functions.begin()) - 1];
}

std::string ElfSymbols::functionAt(std::uint64_t address) const
{
    auto it = std::upper_bound(
        m_functions.begin(), m_functions.end(), address, [](std::uint64_t a, const Range& r) { return a < r.begin; });
    const Range* best = nullptr;
    for (std::size_t k = 0; k < kAliasScan && it != m_functions.begin(); ++k) {
        --it;
        if (address >= it->end)
            continue;
        // The innermost (latest starting) function covering it; among aliases of that code, the
        // global name, and among equals the shortest ("read" rather than "__libc_read").
        if (best && it->begin < best->begin)
            break;
        if (!best || it->rank > best->rank
            || (it->rank == best->rank
                && std::strlen(m_names.c_str() + it->name) < std::strlen(m_names.c_str() + best->name)))
            best = &*it;
    }
    return best ? demangledName(m_names.c_str() + best->name) : std::string();
}

} // namespace iolens::trace

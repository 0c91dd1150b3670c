// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/elfsymbols.h"

#include <elf.h>

#include <algorithm>
#include <cstring>
#include <fstream>

namespace iolens::trace {

namespace {

template <class T> bool readAt(std::ifstream& in, std::uint64_t offset, T& out)
{
    in.seekg(static_cast<std::streamoff>(offset));
    return static_cast<bool>(in.read(reinterpret_cast<char*>(&out), sizeof out));
}

} // namespace

std::optional<ElfSymbols> ElfSymbols::read(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    Elf64_Ehdr header {};
    if (!in || !readAt(in, 0, header) || std::memcmp(header.e_ident, ELFMAG, SELFMAG) != 0
        || header.e_ident[EI_CLASS] != ELFCLASS64 || header.e_ident[EI_DATA] != ELFDATA2LSB
        || header.e_shentsize != sizeof(Elf64_Shdr))
        return std::nullopt;
    ElfSymbols out;
    for (unsigned i = 0; i < header.e_shnum; ++i) {
        Elf64_Shdr section {};
        if (!readAt(in, header.e_shoff + std::uint64_t(i) * sizeof section, section))
            return std::nullopt;
        if ((section.sh_type != SHT_SYMTAB && section.sh_type != SHT_DYNSYM) || section.sh_entsize != sizeof(Elf64_Sym))
            continue;
        const std::uint64_t count = section.sh_size / sizeof(Elf64_Sym);
        in.seekg(static_cast<std::streamoff>(section.sh_offset));
        for (std::uint64_t k = 0; k < count; ++k) {
            Elf64_Sym symbol {};
            if (!in.read(reinterpret_cast<char*>(&symbol), sizeof symbol))
                return std::nullopt;
            if (ELF64_ST_TYPE(symbol.st_info) == STT_FUNC && symbol.st_size > 0 && symbol.st_shndx != SHN_UNDEF)
                out.m_functions.push_back({ symbol.st_value, symbol.st_value + symbol.st_size });
        }
    }
    std::sort(out.m_functions.begin(), out.m_functions.end(),
        [](const Range& a, const Range& b) { return a.begin < b.begin; });
    std::uint64_t reach = 0;
    for (const Range& r : out.m_functions)
        out.m_reach.push_back(reach = std::max(reach, r.end));
    return out;
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

} // namespace iolens::trace

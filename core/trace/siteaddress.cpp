// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/siteaddress.h"

#include "core/trace/elfsymbols.h"

#include <fstream>
#include <optional>
#include <utility>

namespace iolens::trace {

ElfType elfType(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    unsigned char ident[18] = {};
    if (!in.read(reinterpret_cast<char*>(ident), sizeof ident))
        return ElfType::Unreadable;
    if (ident[0] != 0x7f || ident[1] != 'E' || ident[2] != 'L' || ident[3] != 'F')
        return ElfType::Unreadable;
    const bool little = ident[5] == 1;
    const unsigned type = little ? ident[16] | (ident[17] << 8) : (ident[16] << 8) | ident[17];
    if (type == 2)
        return ElfType::Exec;
    if (type == 3)
        return ElfType::Dyn;
    return ElfType::Unreadable;
}

std::string shortLocation(const std::string& full)
{
    const std::size_t colon = full.rfind(':');
    const std::size_t slash = colon == std::string::npos ? std::string::npos : full.rfind('/', colon);
    return slash == std::string::npos ? full : full.substr(slash + 1);
}

std::uint64_t lookupAddress(const Site& s, ElfType type)
{
    const std::uint64_t at = type == ElfType::Exec ? s.address : s.moduleOffset;
    return at > 0 ? at - 1 : at;
}

void dropNamesOutsideTheirFunction(const std::string& module, ElfType type, const std::vector<Site*>& sites)
{
    const std::optional<ElfSymbols> symbols = ElfSymbols::read(module);
    if (!symbols)
        return;
    for (Site* s : sites)
        if (s->location.empty() && !s->function.empty() && !symbols->insideFunction(lookupAddress(*s, type)))
            s->function.clear();
}

void nameFromSymbols(const std::string& module, ElfType type, const std::vector<Site*>& sites)
{
    const std::optional<ElfSymbols> symbols = ElfSymbols::read(module, true);
    if (!symbols)
        return;
    for (Site* s : sites)
        if (std::string name = symbols->functionAt(lookupAddress(*s, type)); !name.empty())
            s->function = std::move(name);
}

} // namespace iolens::trace

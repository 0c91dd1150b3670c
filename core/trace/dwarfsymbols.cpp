// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/dwarfsymbols.h"

#include "core/trace/demangle.h"

#include <dwarf.h>
#include <elfutils/libdwfl.h>

#include <sys/stat.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <unordered_map>
#include <utility>

namespace iolens::trace {

namespace {

const Dwfl_Callbacks kOfflineCallbacks = {
    .find_elf = dwfl_build_id_find_elf,
    // The file's own debug information, else its separate debug file: by build id under
    // /usr/lib/debug/.build-id, or by .gnu_debuglink beside it, in .debug/ or under /usr/lib/debug.
    .find_debuginfo = dwfl_standard_find_debuginfo,
    .section_address = dwfl_offline_section_address,
    .debuginfo_path = nullptr,
};

// DW_AT_linkage_name (following DW_AT_abstract_origin and DW_AT_specification), else nullptr.
const char* linkageName(Dwarf_Die* die)
{
    Dwarf_Attribute attr;
    for (const int name : { DW_AT_linkage_name, DW_AT_MIPS_linkage_name })
        if (const char* s = dwarf_formstring(dwarf_attr_integrate(die, name, &attr)))
            return s;
    return nullptr;
}

const char* plainName(Dwarf_Die* die)
{
    Dwarf_Attribute attr;
    return dwarf_formstring(dwarf_attr_integrate(die, DW_AT_name, &attr));
}

bool isFunction(Dwarf_Die* die)
{
    const int tag = dwarf_tag(die);
    return tag == DW_TAG_subprogram || tag == DW_TAG_inlined_subroutine || tag == DW_TAG_entry_point;
}

// Whether a unit's functions without a linkage name are named by their symbol instead (binutils
// takes DW_AT_name for a linkage name only in languages that do not mangle: C, assembler).
bool mangles(Dwarf_Die* cu)
{
    switch (dwarf_srclang(cu)) {
    case DW_LANG_C_plus_plus:
    case DW_LANG_C_plus_plus_03:
    case DW_LANG_C_plus_plus_11:
    case DW_LANG_C_plus_plus_14:
    case DW_LANG_ObjC_plus_plus:
    case DW_LANG_Rust:
    case DW_LANG_D:
    case DW_LANG_Java:
        return true;
    default:
        return false;
    }
}

} // namespace

// A function's code in one unit: a subprogram, or an inlined subroutine inside the function it
// was inlined into (parent), with the address ranges its code covers.
struct Function {
    Dwarf_Die die;
    int parent = -1; // index of the function it lies in, -1 for a subprogram
    int depth = 0; // how many functions enclose it
};

struct Range {
    Dwarf_Addr low = 0, high = 0; // [low, high)
    int function = 0;
};

// A source path without its "." and "dir/.." parts ("/src/build/../lib/x.c", which a build that
// compiles "../lib/x.c" writes, is "/src/lib/x.c"), as long as both name the same file: after a
// symbolic link, "link/.." is not the link's directory, and the path is then kept as written. A
// path whose file is not here (built on another machine) is cleaned, since nothing can tell.
std::string cleanedSourcePath(const std::string& path)
{
    if (path.find("/./") == std::string::npos && path.find("/../") == std::string::npos)
        return path;
    const std::string cleaned = std::filesystem::path(path).lexically_normal().string();
    struct stat written {
    }, clean {};
    if (::stat(path.c_str(), &written) != 0)
        return cleaned;
    if (::stat(cleaned.c_str(), &clean) != 0 || written.st_dev != clean.st_dev || written.st_ino != clean.st_ino)
        return path;
    return cleaned;
}

struct DwarfSymbols::Unit {
    std::vector<Function> functions;
    std::vector<Range> ranges; // sorted by low
    std::vector<Dwarf_Addr> reach; // reach[i]: the largest high among ranges[0..i]
    Dwarf_Files* files = nullptr; // the unit's file table, for DW_AT_call_file
    std::string compDir; // DW_AT_comp_dir, which relative file names are relative to
    bool mangles = false;

    // cleanedSourcePath, once per distinct path (a unit names a handful of files, each many times).
    std::string readablePath(const std::string& path) const
    {
        if (path.find("/.") == std::string::npos)
            return path;
        auto [at, added] = readablePaths.try_emplace(path);
        if (added)
            at->second = cleanedSourcePath(path);
        return at->second;
    }
    // The names binutils settles on for functions without a linkage name once it has been asked
    // about an address inside them (settleName), by index into functions.
    std::vector<std::optional<std::string>> settledNames;

    void collect(Dwarf_Die* parentDie, int parentFunction, int depth)
    {
        Dwarf_Die child;
        if (dwarf_child(parentDie, &child) != 0)
            return;
        do {
            int function = parentFunction;
            int childDepth = depth;
            if (isFunction(&child)) {
                const int index = static_cast<int>(functions.size());
                functions.push_back({ child, parentFunction, depth });
                Dwarf_Addr base = 0, low = 0, high = 0;
                for (ptrdiff_t at = 0; (at = dwarf_ranges(&child, at, &base, &low, &high)) > 0;)
                    if (high > low)
                        ranges.push_back({ low, high, index });
                function = index;
                childDepth = depth + 1;
            }
            if (dwarf_haschildren(&child) > 0)
                collect(&child, function, childDepth);
        } while (dwarf_siblingof(&child, &child) == 0);
    }

    // The innermost function whose code covers the address, -1 when none does.
    int innermostAt(Dwarf_Addr address) const
    {
        auto i = std::upper_bound(
            ranges.begin(), ranges.end(), address, [](Dwarf_Addr a, const Range& r) { return a < r.low; });
        int best = -1;
        for (auto k = i - ranges.begin() - 1; k >= 0 && reach[static_cast<std::size_t>(k)] > address; --k) {
            const Range& r = ranges[static_cast<std::size_t>(k)];
            if (r.high > address && (best < 0 || functions[r.function].depth > functions[best].depth))
                best = r.function;
        }
        return best;
    }

    // A file name of the unit's debug information: relative ones under the directory the unit was
    // compiled in, and "dir/.." taken out where that names the same file (readablePath).
    std::string path(const char* file) const
    {
        if (!file || !*file)
            return {};
        if (file[0] == '/' || compDir.empty())
            return readablePath(file);
        return readablePath(compDir + '/' + file);
    }

private:
    mutable std::unordered_map<std::string, std::string> readablePaths; // paths with "." or ".." parts
};

DwarfSymbols::DwarfSymbols() = default;

DwarfSymbols::Unit& DwarfSymbols::unit(void* cuDie) const
{
    Dwarf_Die* cu = static_cast<Dwarf_Die*>(cuDie);
    std::unique_ptr<Unit>& u = m_units[dwarf_dieoffset(cu)];
    if (u)
        return *u;
    u = std::make_unique<Unit>();
    u->collect(cu, -1, 0);
    std::sort(u->ranges.begin(), u->ranges.end(), [](const Range& a, const Range& b) { return a.low < b.low; });
    Dwarf_Addr reach = 0;
    for (const Range& r : u->ranges)
        u->reach.push_back(reach = std::max(reach, r.high));
    if (dwarf_getsrcfiles(cu, &u->files, nullptr) != 0)
        u->files = nullptr;
    Dwarf_Attribute attr;
    if (const char* dir = dwarf_formstring(dwarf_attr(cu, DW_AT_comp_dir, &attr)))
        u->compDir = dir;
    u->mangles = mangles(cu);
    u->settledNames.resize(u->functions.size());
    return *u;
}

// binutils (dwarf2.c, _bfd_dwarf2_find_nearest_line) in a language that mangles names a function
// without a linkage name (C++ at -g1: static functions, those of anonymous namespaces) the first
// time an address inside it is the innermost asked about by the symbol that covers that address,
// mangled, so with its parameters. From then on the function is named by that symbol if it starts
// where the function's code does, else by its DW_AT_name, as the innermost function and as the one
// inlined code was inlined into; until then, by its DW_AT_name. Answers that depend on the order of
// the addresses, kept so that call sites keep the names addr2line gave them.
const char* DwarfSymbols::settleName(Unit& u, int function, std::uint64_t at, std::uint64_t cuBias) const
{
    Dwarf_Die die = u.functions[static_cast<std::size_t>(function)].die;
    const Symbol* symbol = symbolAt(at);
    Dwarf_Addr base = 0, low = 0, high = 0;
    const bool startsThere = symbol && dwarf_ranges(&die, 0, &base, &low, &high) > 0 && symbol->address == low + cuBias;
    const char* name = plainName(&die);
    u.settledNames[static_cast<std::size_t>(function)] = startsThere ? symbol->name : name ? name : "";
    return symbol ? symbol->name : name;
}

// The function symbol binutils names an address by where the debug information does not
// (elf.c, _bfd_elf_find_function): the nearest one at or before it, whether its size reaches the
// address or not (dropNamesOutsideTheirFunction, symbolizer.cpp, judges that); of the symbols at
// that address the smallest that covers it, else the largest, then a global name over a weak or
// local alias.
const DwarfSymbols::Symbol* DwarfSymbols::symbolAt(std::uint64_t at) const
{
    if (!std::exchange(m_symbolsRead, true)) {
        const int count = dwfl_module_getsymtab(m_module);
        for (int i = 1; i < count; ++i) {
            GElf_Sym sym;
            GElf_Addr address = 0;
            GElf_Word section = 0;
            const char* name = dwfl_module_getsym_info(m_module, i, &sym, &address, &section, nullptr, nullptr);
            const int type = GELF_ST_TYPE(sym.st_info);
            if (!name || !*name || section == SHN_UNDEF || section == SHN_ABS
                || (type != STT_FUNC && type != STT_GNU_IFUNC && type != STT_NOTYPE))
                continue;
            const int bind = GELF_ST_BIND(sym.st_info);
            m_symbols.push_back({ address, sym.st_size, name, bind == STB_GLOBAL ? 2 : bind == STB_WEAK ? 1 : 0 });
        }
        std::sort(
            m_symbols.begin(), m_symbols.end(), [](const Symbol& a, const Symbol& b) { return a.address < b.address; });
    }
    auto found = std::upper_bound(
        m_symbols.begin(), m_symbols.end(), at, [](std::uint64_t a, const Symbol& s) { return a < s.address; });
    if (found == m_symbols.begin())
        return nullptr;
    const std::uint64_t address = std::prev(found)->address;
    const Symbol* best = nullptr;
    for (auto s = std::prev(found);; --s) {
        const bool covers = s->address + s->size > at;
        if (!best)
            best = &*s;
        else if (const bool bestCovers = best->address + best->size > at; covers != bestCovers) {
            if (covers)
                best = &*s;
        } else if (covers ? s->size < best->size : s->size > best->size)
            best = &*s;
        else if (s->size == best->size && s->rank > best->rank)
            best = &*s;
        if (s == m_symbols.begin() || std::prev(s)->address != address)
            break;
    }
    return best;
}

// The unit whose code covers an address: from .debug_aranges through libdwfl, else from the ranges
// of every unit's DIE (binutils reads those too when a file has no .debug_aranges).
void* DwarfSymbols::unitAt(std::uint64_t at, std::uint64_t& cuBias) const
{
    Dwarf_Addr bias = 0;
    if (Dwarf_Die* cu = dwfl_module_addrdie(m_module, at, &bias)) {
        cuBias = bias;
        return cu;
    }
    if (!std::exchange(m_unitRangesRead, true))
        for (Dwarf_Die* cu = nullptr; (cu = dwfl_module_nextcu(m_module, cu, &bias));) {
            Dwarf_Addr base = 0, low = 0, high = 0;
            for (ptrdiff_t offset = 0; (offset = dwarf_ranges(cu, offset, &base, &low, &high)) > 0;)
                if (high > low)
                    m_unitRanges.push_back({ low + bias, high + bias, bias, cu });
        }
    for (const UnitRange& r : m_unitRanges)
        if (r.low <= at && at < r.high) {
            cuBias = r.bias;
            return r.die;
        }
    return nullptr;
}

std::unique_ptr<DwarfSymbols> DwarfSymbols::open(const std::string& path)
{
    std::unique_ptr<DwarfSymbols> symbols(new DwarfSymbols);
    symbols->m_dwfl = dwfl_begin(&kOfflineCallbacks);
    if (!symbols->m_dwfl)
        return nullptr;
    symbols->m_module = dwfl_report_offline(symbols->m_dwfl, path.c_str(), path.c_str(), -1);
    if (!symbols->m_module || dwfl_report_end(symbols->m_dwfl, nullptr, nullptr) != 0)
        return nullptr;
    // Offline, an ET_DYN file is placed above address 0 and an ET_EXEC file at its own addresses.
    GElf_Addr bias = 0;
    if (!dwfl_module_getelf(symbols->m_module, &bias))
        return nullptr;
    symbols->m_bias = bias;
    return symbols;
}

DwarfSymbols::~DwarfSymbols()
{
    if (m_dwfl)
        dwfl_end(m_dwfl);
}

std::vector<DwarfSymbols::Frame> DwarfSymbols::framesAt(std::uint64_t address) const
{
    const Dwarf_Addr at = address + m_bias;
    std::uint64_t cuBias = 0;
    Dwarf_Die* cu = static_cast<Dwarf_Die*>(unitAt(at, cuBias));
    Unit* u = cu ? &unit(cu) : nullptr;

    Frame innermost;
    int lineNumber = 0;
    if (Dwarf_Line* line = cu ? dwarf_getsrc_die(cu, at - cuBias) : nullptr;
        line && dwarf_lineno(line, &lineNumber) == 0 && lineNumber > 0) {
        if (const char* file = dwarf_linesrc(line, nullptr, nullptr); file && *file) {
            innermost.file = u->path(file);
            innermost.line = static_cast<unsigned>(lineNumber);
        }
    }

    std::vector<Frame> frames;
    Dwarf_Die callSite {}; // the inlined subroutine whose caller comes next
    for (int f = u ? u->innermostAt(at - cuBias) : -1; f >= 0; f = u->functions[f].parent) {
        Dwarf_Die die = u->functions[f].die;
        Frame frame;
        const char* name = linkageName(&die);
        if (!name && u->mangles)
            name = u->settledNames[static_cast<std::size_t>(f)].has_value()
                ? u->settledNames[static_cast<std::size_t>(f)]->c_str()
                : frames.empty() ? settleName(*u, f, at, cuBias)
                                 : nullptr;
        if (frames.empty()) {
            frame.file = innermost.file;
            frame.line = innermost.line;
        } else {
            Dwarf_Attribute attr;
            Dwarf_Word file = 0, line = 0;
            if (u->files && dwarf_formudata(dwarf_attr(&callSite, DW_AT_call_file, &attr), &file) == 0)
                frame.file = u->path(dwarf_filesrc(u->files, file, nullptr, nullptr));
            if (dwarf_formudata(dwarf_attr(&callSite, DW_AT_call_line, &attr), &line) == 0)
                frame.line = static_cast<unsigned>(line);
        }
        frame.function = demangledName(name ? name : plainName(&die));
        frames.push_back(std::move(frame));
        if (dwarf_tag(&die) != DW_TAG_inlined_subroutine)
            break;
        callSite = die;
    }
    if (frames.empty()) {
        // No function in the debug information here: the symbol tables' answer, and the line.
        const Symbol* symbol = symbolAt(at);
        innermost.function = demangledName(symbol ? symbol->name : nullptr);
        if (!innermost.function.empty() || !innermost.file.empty())
            frames.push_back(std::move(innermost));
    }
    return frames;
}

} // namespace iolens::trace

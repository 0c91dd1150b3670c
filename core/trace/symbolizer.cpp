// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/symbolizer.h"

#include "core/trace/debianpackage.h"
#include "core/trace/dwarfsymbols.h"
#include "core/trace/elfsymbols.h"
#include "core/trace/siteaddress.h"
#include "core/trace/tracetext.h"

#include <QtGlobal>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <utility>

namespace iolens::trace {

namespace {

// "/src/merge.c" and 42 → "/src/merge.c:42"; "" when the file or the line is unknown (0).
std::string fullLocation(const std::string& file, unsigned line)
{
    if (file.empty() || line == 0)
        return {};
    return file + ':' + std::to_string(line);
}

// The debug information's answer for each site: its function with file:line, then each function
// the code was inlined into with the line of the call.
void nameFromDebugInfo(const DwarfSymbols& dwarf, ElfType type, const std::vector<Site*>& sites)
{
    for (Site* s : sites) {
        const std::vector<DwarfSymbols::Frame> frames = dwarf.framesAt(lookupAddress(*s, type));
        for (std::size_t i = 0; i < frames.size(); ++i) {
            const std::string where = fullLocation(frames[i].file, frames[i].line);
            const std::string sourcePath = where.empty() ? std::string() : frames[i].file;
            if (i == 0) {
                if (!frames[i].function.empty())
                    s->function = frames[i].function;
                if (!where.empty()) {
                    s->location = shortLocation(where);
                    s->sourcePath = sourcePath;
                }
            } else {
                s->inlinedInto.push_back(
                    { frames[i].function, where.empty() ? std::string() : shortLocation(where), sourcePath });
            }
        }
    }
}

} // namespace

void symbolizeSites(Trace& t, const std::function<bool(const std::string& module)>& namesOnly)
{
    std::map<std::string, std::vector<Site*>> byModule;
    for (Site& s : t.sites)
        if (!s.module.empty())
            byModule[s.module].push_back(&s);
    if (byModule.empty())
        return;
    std::set<std::string> unresolved; // no name for any of its sites
    std::set<std::string> unlined; // names from its symbols, no lines: no debug information
    for (auto& [module, sites] : byModule) {
        const ElfType type = elfType(module);
        if (type == ElfType::Unreadable) {
            unresolved.insert(module);
            continue;
        }
        if (namesOnly && namesOnly(module)) {
            nameFromSymbols(module, type, sites);
            continue;
        }
        if (!ElfSymbols::hasDebugInfo(module)) {
            // Stripped (cc1, as, a system library without its -dbgsym): the symbol tables are all
            // there is to name its sites by.
            nameFromSymbols(module, type, sites);
            if (std::none_of(sites.begin(), sites.end(), [](const Site* s) { return !s->function.empty(); }))
                unresolved.insert(module);
            else
                unlined.insert(module);
            continue;
        }
        const std::unique_ptr<DwarfSymbols> dwarf = DwarfSymbols::open(module);
        if (!dwarf) {
            unresolved.insert(module);
            continue;
        }
        nameFromDebugInfo(*dwarf, type, sites);
        dropNamesOutsideTheirFunction(module, type, sites);
        const bool any = std::any_of(
            sites.begin(), sites.end(), [](const Site* s) { return !s->function.empty() || !s->location.empty(); });
        const bool lines = std::any_of(sites.begin(), sites.end(), [](const Site* s) { return !s->location.empty(); });
        if (!any)
            unresolved.insert(module);
        else if (!lines)
            unlined.insert(module);
    }
    std::vector<std::string> hinted(unresolved.begin(), unresolved.end());
    hinted.insert(hinted.end(), unlined.begin(), unlined.end());
    const std::map<std::string, std::string> packages = owningPackages(hinted);
    // Debian builds a -dbgsym package of every binary package's debug information (the
    // debian-debug archive): the sentence that says which one would name the module's sites.
    auto withPackageHint = [&](const std::string& module, std::string english, std::vector<Phrase> phrases) {
        const auto package = packages.find(module);
        if (package != packages.end()) {
            const std::string dbgsym = package->second + "-dbgsym";
            english += " Installing " + dbgsym + " (Debian's debug archive) would name them with their lines.";
            phrases.push_back({ "TraceNotice",
                QT_TRANSLATE_NOOP(
                    "TraceNotice", "Installing %1 (Debian's debug archive) would name them with their lines."),
                { dbgsym } });
        }
        t.addNotice(std::move(english), std::move(phrases));
    };
    for (const std::string& module : unresolved)
        withPackageHint(module,
            "No symbols or debug information for " + displayPath(module)
                + ": its call sites are shown as module+offset.",
            { { "TraceNotice",
                QT_TRANSLATE_NOOP("TraceNotice",
                    "No symbols or debug information for %1: its call sites are shown as module+offset."),
                { displayPath(module) } } });
    for (const std::string& module : unlined)
        withPackageHint(module,
            "No debug information for " + displayPath(module)
                + ": its call sites are named by the functions' symbols, without file and line.",
            { { "TraceNotice",
                QT_TRANSLATE_NOOP("TraceNotice",
                    "No debug information for %1: its call sites are named by the functions' symbols, without "
                    "file and line."),
                { displayPath(module) } } });
}

} // namespace iolens::trace

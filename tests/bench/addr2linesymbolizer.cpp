// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The symbolizer as it was before it read the debug information itself (core/trace/symbolizer.cpp
// up to issue 23 §2): one `addr2line -a -i -f -C -e MODULE` child per module with debug
// information. Kept for iolens-bench symbolize alone, which times it against symbolizeSites and
// compares their answers; nothing else uses it.
#include "addr2linesymbolizer.h"

#include "core/trace/debianpackage.h"

#include "core/trace/elfsymbols.h"
#include "core/trace/siteaddress.h"

#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>

namespace iolens::bench {

using namespace iolens::trace;

namespace {

// addr2line answers in well under a second per module; a module whose debug information takes
// longer than this (a huge library with compressed DWARF) is left as module+offset rather than
// keeping the user waiting for the report.
constexpr int kTimeoutMs = 10'000;

std::string hex(std::uint64_t value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "0x%llx", static_cast<unsigned long long>(value));
    return buffer;
}

// "/src/merge.c:42 (discriminator 3)" → "/src/merge.c:42"; "??:0" and "??:?" → "".
std::string fullLocation(const std::string& line)
{
    std::string l = line.substr(0, line.find(" ("));
    if (l.rfind("??", 0) == 0 || l.empty())
        return {};
    const std::size_t colon = l.rfind(':');
    if (colon == std::string::npos || l.compare(colon + 1, std::string::npos, "?") == 0
        || l.compare(colon + 1, std::string::npos, "0") == 0)
        return {};
    return l;
}

// addr2line -a -i -f's answers, one per site in order: "0x…" then a function line and a location
// line, then one more such pair for each function the code was inlined into.
void readAnswers(const QByteArray& output, const std::vector<Site*>& sites)
{
    const QList<QByteArray> lines = output.split('\n');
    std::size_t site = 0; // 1 + the index of the site whose answer is being read
    int pair = 0; // which function of that answer
    for (qsizetype row = 0; row < lines.size();) {
        if (lines[row].startsWith("0x")) {
            ++site;
            pair = 0;
            ++row;
            continue;
        }
        if (site == 0 || site > sites.size() || row + 1 >= lines.size())
            break;
        Site& s = *sites[site - 1];
        const std::string function = lines[row].toStdString();
        const std::string where = fullLocation(lines[row + 1].toStdString());
        row += 2;
        const std::string named = function == "??" ? std::string() : function;
        const std::string sourcePath = where.empty() ? std::string() : where.substr(0, where.rfind(':'));
        if (pair++ == 0) {
            if (!named.empty())
                s.function = named;
            if (!where.empty()) {
                s.location = shortLocation(where);
                s.sourcePath = sourcePath;
            }
        } else {
            s.inlinedInto.push_back({ named, where.empty() ? std::string() : shortLocation(where), sourcePath });
        }
    }
}

} // namespace

void symbolizeSitesWithAddr2line(Trace& t, const std::function<bool(const std::string& module)>& namesOnly)
{
    std::map<std::string, std::vector<Site*>> byModule;
    for (Site& s : t.sites)
        if (!s.module.empty())
            byModule[s.module].push_back(&s);
    if (byModule.empty())
        return;
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("addr2line"));
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
            // there is to name its sites by, and addr2line would read them too, more slowly.
            nameFromSymbols(module, type, sites);
            if (std::none_of(sites.begin(), sites.end(), [](const Site* s) { return !s->function.empty(); }))
                unresolved.insert(module);
            else
                unlined.insert(module);
            continue;
        }
        if (tool.isEmpty())
            continue; // unnamed: the bench's site-by-site comparison then shows every site differing
        std::string input;
        for (const Site* s : sites)
            input += hex(lookupAddress(*s, type)) + "\n";
        QProcess p;
        p.setProgram(tool);
        // -i: the functions inlined code was inlined into, after its own; -a: each answer starts with
        // its address, since -i makes their lengths differ.
        p.setArguments({ QStringLiteral("-a"), QStringLiteral("-i"), QStringLiteral("-f"), QStringLiteral("-C"),
            QStringLiteral("-e"), QString::fromStdString(module) });
        p.setProcessChannelMode(QProcess::SeparateChannels);
        p.setStandardErrorFile(QProcess::nullDevice());
        p.start(QIODevice::ReadWrite);
        if (!p.waitForStarted(kTimeoutMs)) {
            unresolved.insert(module);
            continue;
        }
        p.write(input.data(), static_cast<qint64>(input.size()));
        p.closeWriteChannel();
        if (!p.waitForFinished(kTimeoutMs)) {
            p.kill();
            p.waitForFinished(1000);
            unresolved.insert(module);
            continue;
        }
        readAnswers(p.readAllStandardOutput(), sites);
        dropNamesOutsideTheirFunction(module, type, sites);
        const bool any = std::any_of(
            sites.begin(), sites.end(), [](const Site* s) { return !s->function.empty() || !s->location.empty(); });
        const bool lines = std::any_of(sites.begin(), sites.end(), [](const Site* s) { return !s->location.empty(); });
        if (!any)
            unresolved.insert(module);
        else if (!lines)
            unlined.insert(module);
    }
    // The old code's notices asked dpkg which packages own these modules: asked here too, so that
    // the times compare like with like; the sentences are not made (the bench compares names only).
    std::vector<std::string> hinted(unresolved.begin(), unresolved.end());
    hinted.insert(hinted.end(), unlined.begin(), unlined.end());
    owningPackages(hinted);
}

} // namespace iolens::bench

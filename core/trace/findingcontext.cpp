// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/findingcontext.h"

#include "core/registry.h"
#include "core/report/reportutil.h"
#include "core/trace/format/iolt.h"
#include "core/trace/thresholds.h"
#include "core/trace/tracetext.h"
#include "core/trace/usercode.h"

#include <QtGlobal>

#include <algorithm>

namespace iolens::trace::rule {

namespace th = thresholds;

bool reads(const CallStats& c)
{
    return iolt_call_reads(static_cast<std::uint32_t>(c.callId)) != 0;
}
bool writes(const CallStats& c)
{
    return iolt_call_writes(static_cast<std::uint32_t>(c.callId)) != 0;
}
bool anyCall(const CallStats&)
{
    return true;
}

bool dataFile(const FileStats& f)
{
    return f.kind != FileKind::None && f.kind != FileKind::Socket && f.kind != FileKind::Directory
        && f.kind != FileKind::Missing;
}

std::uint64_t Sum::histRange(int from, int to) const
{
    std::uint64_t n = 0;
    for (int k = from; k <= to && k < kHistogramBuckets; ++k)
        n += hist[static_cast<std::size_t>(k)];
    return n;
}

namespace {

template <typename Entry> Entry* firstNotBefore(Entry* first, Entry* last, const std::string& call)
{
    return std::lower_bound(first, last, call, [](const auto& e, const std::string& c) { return e.first < c; });
}

} // namespace

const CallCounts::value_type* CallCounts::find(const std::string& call) const
{
    const value_type* it = firstNotBefore(begin(), end(), call);
    return it != end() && it->first == call ? it : nullptr;
}

void CallCounts::add(const std::string& call, std::uint64_t n)
{
    if (m_size == kInline && m_spill.empty())
        m_spill.assign(std::make_move_iterator(m_inline.begin()), std::make_move_iterator(m_inline.end()));
    value_type* first = m_spill.empty() ? m_inline.data() : m_spill.data();
    value_type* at = firstNotBefore(first, first + m_size, call);
    if (at != first + m_size && at->first == call) {
        at->second += n;
        return;
    }
    if (!m_spill.empty()) { // room for one more, then the same place in the moved storage
        const std::size_t index = static_cast<std::size_t>(at - first);
        m_spill.emplace_back();
        first = m_spill.data();
        at = first + index;
    }
    std::move_backward(at, first + m_size, first + m_size + 1); // the entries after it move up one
    *at = { call, n };
    ++m_size;
}

std::string Sum::dominantCall() const
{
    std::string best;
    std::uint64_t most = 0;
    for (const auto& [call, n] : byCall)
        if (n > most) {
            most = n;
            best = call;
        }
    return best;
}

namespace {

std::vector<std::pair<std::uint64_t, std::string>> mostFirst(const CallCounts& byCall)
{
    std::vector<std::pair<std::uint64_t, std::string>> order;
    for (const auto& [call, n] : byCall)
        order.emplace_back(n, call);
    std::sort(order.rbegin(), order.rend());
    return order;
}

} // namespace

std::string Sum::callsText() const
{
    const auto order = mostFirst(byCall);
    std::string out;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (i > 0)
            out += i + 1 == order.size() ? " and " : ", ";
        out += grouped(order[i].first) + " " + order[i].second;
    }
    return out + (count == 1 ? " call" : " calls");
}

std::string Sum::callsList() const
{
    const auto order = mostFirst(byCall);
    std::string out;
    for (std::size_t i = 0; i < order.size(); ++i)
        out += (i > 0 ? ", " : "") + grouped(order[i].first) + " " + order[i].second;
    return out;
}

void Sum::add(const CallStats& c)
{
    count += c.count;
    ns += c.ns;
    bytes += c.bytes;
    for (std::size_t k = 0; k < c.histogram.size() && k < hist.size(); ++k) // none: all zero (trace.h)
        hist[k] += c.histogram[k];
    byCall.add(c.call, c.count);
}

Phrase phrase(const char* source, std::vector<std::string> args)
{
    return Phrase { "Finding", source, std::move(args) };
}

void Said::add(std::string sentence, Phrase p)
{
    english += sentence;
    phrases.push_back(std::move(p));
}

std::string percent(double share)
{
    return report::fixed(share * 100, share < 0.1 ? 1 : 0) + " %";
}

std::string lessonOf(const std::vector<std::string>& tryIds)
{
    if (tryIds.empty())
        return {};
    const std::string& id = tryIds.front();
    const Strategy* s = Registry::instance().find(id);
    if (!s)
        return {};
    const Lesson& l = s->info().lesson;
    return "The strategy " + id + " does this: " + l.what + " " + l.costModel;
}

FindingContext::FindingContext(const Trace& t)
    : m_t(t)
    , m_userCode(t)
{
    for (const Process& p : t.processes) {
        m_wall[p.pid] += p.wallNs;
        m_io[p.pid] += p.ioNs;
    }
}

std::uint64_t FindingContext::ioNs(int pid) const
{
    const auto it = m_io.find(pid);
    return it == m_io.end() ? 0 : it->second;
}

double FindingContext::share(std::uint64_t ns, int pid) const
{
    const auto it = m_wall.find(pid);
    if (it == m_wall.end() || it->second == 0)
        return 0;
    return std::min(1.0, static_cast<double>(ns) / static_cast<double>(it->second));
}

std::uint64_t FindingContext::wall(int pid) const
{
    const auto it = m_wall.find(pid);
    return it == m_wall.end() ? 0 : it->second;
}

Finding FindingContext::make(const char* id, const FileStats& f, const Sum& calls, std::string title,
    Phrase titlePhrase, Said said, const std::string& advice, std::vector<std::string> tryIds) const
{
    Finding out;
    out.id = id;
    out.file = f.path;
    out.pid = f.pid;
    out.share = share(calls.ns, f.pid);
    out.title = std::move(title);
    out.titlePhrase = std::move(titlePhrase);
    out.tryStrategies = std::move(tryIds);
    out.sites = sites(f, calls);
    out.zone = zone(f, calls);
    out.userLines = userLines(f, calls);
    if (!out.userLines.empty())
        sayUserLines(out.userLines, calls, said);
    else if (!out.sites.empty()) {
        std::string list;
        for (std::size_t i = 0; i < out.sites.size(); ++i)
            list += (i ? ", " : "") + displayPath(out.sites[i]);
        said.add(" From " + list + ".", phrase(QT_TRANSLATE_NOOP("Finding", "From %1."), { list }));
    }
    if (!out.zone.empty())
        said.add(" Mostly inside the program's zone Stopwatch[" + displayPath(out.zone) + "].",
            phrase(QT_TRANSLATE_NOOP("Finding", "Mostly inside the program's zone Stopwatch[%1]."),
                { displayPath(out.zone) }));
    said.add(" These calls took " + millis(calls.ns) + ", " + percent(out.share) + " of the process's "
            + millis(wall(f.pid)) + ".",
        phrase(QT_TRANSLATE_NOOP("Finding", "These calls took %1, %2 of the process's %3."),
            { millis(calls.ns), percent(out.share), millis(wall(f.pid)) }));
    out.evidence = std::move(said.english);
    out.evidencePhrases = std::move(said.phrases);
    // A finding without a strategy to try (none fits yet) still gets its advice, and no lesson.
    const std::string lesson = lessonOf(out.tryStrategies);
    out.lesson = lesson.empty() ? advice : lesson + " " + advice;
    return out;
}

std::vector<Finding::UserLine> FindingContext::userLines(const FileStats& f, const Sum& calls) const
{
    if (m_t.stacks.empty())
        return {};
    std::set<std::string> kinds;
    for (const auto& [call, n] : calls.byCall)
        kinds.insert(call);
    return m_userCode.linesFor(f.pid, f.path, kinds);
}

// "In the program's own code, a (x.c:4) makes 90 % of these calls. Other callers: … Its call
// stack: …": the user's lines name the finding's site where stacks were sampled.
void FindingContext::sayUserLines(const std::vector<Finding::UserLine>& lines, const Sum& calls, Said& said) const
{
    const auto shareOf = [&](const Finding::UserLine& l) {
        return percent(
            calls.count ? std::min(1.0, static_cast<double>(l.calls) / static_cast<double>(calls.count)) : 0);
    };
    const std::string first = displayPath(m_t.frames[lines.front().frame].label());
    said.add(" In the program's own code, " + first + " makes " + shareOf(lines.front()) + " of these calls.",
        phrase(QT_TRANSLATE_NOOP("Finding", "In the program's own code, %1 makes %2 of these calls."),
            { first, shareOf(lines.front()) }));
    std::string others;
    for (std::size_t i = 1; i < lines.size() && i < th::kSitesNamed; ++i)
        others += (i > 1 ? ", " : "") + displayPath(m_t.frames[lines[i].frame].label()) + " " + shareOf(lines[i]);
    if (!others.empty())
        said.add(
            " Other callers: " + others + ".", phrase(QT_TRANSLATE_NOOP("Finding", "Other callers: %1."), { others }));
    const long stack = lines.front().stack;
    if (stack >= 0 && static_cast<std::size_t>(stack) < m_t.stacks.size()) {
        const std::string path
            = displayPath(userStackText(m_t, m_t.stacks[static_cast<std::size_t>(stack)], m_userCode));
        if (path.find("\u2190") != std::string::npos)
            said.add(" Its call stack: " + path + ".",
                phrase(QT_TRANSLATE_NOOP("Finding", "Its call stack: %1."), { path }));
    }
}

// The sites of this process that made these call kinds on this file, most calls first. A site
// without per-file counts (a trace saved before they existed) is matched by call kind alone.
std::vector<std::string> FindingContext::sites(const FileStats& f, const Sum& calls) const
{
    std::vector<std::pair<std::uint64_t, const Site*>> ranked;
    for (const Site& s : m_t.sites) {
        if (s.pid != f.pid)
            continue;
        std::uint64_t n = 0;
        for (const auto& [call, count] : s.callsByKind)
            if (calls.byCall.count(call))
                n += count;
        if (!s.callsByPath.empty()) {
            const auto it = s.callsByPath.find(f.path);
            n = it == s.callsByPath.end() ? 0 : std::min(n, it->second);
        }
        if (n > 0)
            ranked.emplace_back(n, &s);
    }
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<std::string> out;
    for (std::size_t i = 0; i < ranked.size() && i < th::kSitesNamed; ++i)
        out.push_back(ranked[i].second->label());
    return out;
}

// The zone holding most of these calls on this file, if it holds at least kDominantZone of them.
std::string FindingContext::zone(const FileStats& f, const Sum& calls) const
{
    const bool byNs = calls.ns > 0;
    const double total = static_cast<double>(byNs ? calls.ns : calls.count);
    std::string best;
    double most = 0;
    for (const Zone& z : m_t.zones) {
        if (z.pid != f.pid)
            continue;
        std::uint64_t n = 0;
        for (const Zone::Attributed& a : z.io)
            if (a.path == f.path && calls.byCall.count(a.call))
                n += byNs ? a.ns : a.count;
        if (static_cast<double>(n) > most) {
            most = static_cast<double>(n);
            best = z.name;
        }
    }
    return total > 0 && most >= th::kDominantZone * total ? best : std::string();
}

} // namespace iolens::trace::rule

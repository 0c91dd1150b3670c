// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every rule of findingrules.cpp works with: one file's calls summed by a predicate, the
// English text and the phrases it is translated from built side by side, and the trace's
// per-process figures with the one function that completes a finding (share, call sites, zone,
// lesson, the sentence that says them).

#include "core/trace/trace.h"
#include "core/trace/usercode.h"

#include <array>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace iolens::trace::rule {

using CallPredicate = std::function<bool(const CallStats&)>;

bool reads(const CallStats& c);
bool writes(const CallStats& c);
bool anyCall(const CallStats& c);
// Inline, as sumCalls is: the rules ask it some ten times of every call kind of every file.
inline bool isCall(const CallStats& c, std::initializer_list<int> ids)
{
    for (const int id : ids)
        if (c.callId == id)
            return true;
    return false;
}

// A file that holds data (not a socket, directory, missing path or the calls without a file).
bool dataFile(const FileStats& f);

// Calls by the name of their call kind, in name order, as a std::map would hold them: a file's few
// call kinds kept in place (the rules add up a file's calls some ten times, for every file, and a
// map made a node per call kind each time).
class CallCounts {
public:
    using value_type = std::pair<std::string, std::uint64_t>;
    void add(const std::string& call, std::uint64_t n);
    std::size_t count(const std::string& call) const { return find(call) ? 1 : 0; }
    const value_type* begin() const { return m_spill.empty() ? m_inline.data() : m_spill.data(); }
    const value_type* end() const { return begin() + m_size; }

private:
    const value_type* find(const std::string& call) const;
    static constexpr std::size_t kInline = 8;
    std::array<value_type, kInline> m_inline;
    std::vector<value_type> m_spill; // all of them, past kInline
    std::size_t m_size = 0;
};

// Some calls of one file, added up.
struct Sum {
    std::uint64_t count = 0, ns = 0, bytes = 0;
    // In place, not a vector: the rules add up a file's calls some ten times, for every file.
    std::array<std::uint64_t, kHistogramBuckets> hist {};
    CallCounts byCall; // call name → count
    void add(const CallStats& c); // one call kind's calls
    std::uint64_t histRange(int from, int to) const; // buckets [from, to]
    std::string dominantCall() const;
    std::string callsText() const; // "10,000,000 fgetc and 12 fread calls"
    // The same for a translated sentence that says "calls" itself: "10,000,000 fgetc, 12 fread".
    std::string callsList() const;
};

// The calls of `f` that `keep` keeps, added up. A template: through a std::function the predicate
// and isCall were called, not inlined, for each call kind of 100,000 files, some ten times.
template <typename Keep> Sum sumCalls(const FileStats& f, const Keep& keep)
{
    Sum s;
    for (const CallStats& c : f.calls)
        if (keep(c))
            s.add(c);
    return s;
}

// How many calls of `f` `keep` keeps: the rules' first test, before a Sum (which holds a whole
// histogram and the calls by name) is made for the few files that pass it.
template <typename Keep> std::uint64_t countCalls(const FileStats& f, const Keep& keep)
{
    std::uint64_t n = 0;
    for (const CallStats& c : f.calls)
        if (keep(c))
            n += c.count;
    return n;
}

Phrase phrase(const char* source, std::vector<std::string> args);

// The text and the phrases it is translated from, built side by side.
struct Said {
    std::string english;
    std::vector<Phrase> phrases;
    void add(std::string sentence, Phrase p);
};

std::string percent(double share); // "10 %", "4.5 %"

// The trace as the rules see it, and the common part of every finding.
class FindingContext {
public:
    explicit FindingContext(const Trace& t);

    const Trace& trace() const { return m_t; }
    // Time inside all of a process's traced calls (all its images).
    std::uint64_t ioNs(int pid) const;
    // The share of the process's wall time these nanoseconds are (0..1).
    double share(std::uint64_t ns, int pid) const;

    // A finding's common parts: share, lesson, sites, zone, and the sentence that says them.
    // tryIds is the slow mirror first, then the fixes; the lesson is the first one's.
    Finding make(const char* id, const FileStats& f, const Sum& calls, std::string title, Phrase titlePhrase, Said said,
        const std::string& advice, std::vector<std::string> tryIds) const;

private:
    std::uint64_t wall(int pid) const;
    std::vector<std::string> sites(const FileStats& f, const Sum& calls) const;
    std::string zone(const FileStats& f, const Sum& calls) const;
    std::vector<Finding::UserLine> userLines(const FileStats& f, const Sum& calls) const;
    void sayUserLines(const std::vector<Finding::UserLine>& lines, const Sum& calls, Said& said) const;

    const Trace& m_t;
    UserCode m_userCode;
    std::map<int, std::uint64_t> m_wall, m_io;
};

// "The strategy ID does this: …": its lesson's what and cost model; empty for an unknown id or none.
std::string lessonOf(const std::vector<std::string>& tryIds);

} // namespace iolens::trace::rule

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/usercode.h"

#include <algorithm>
#include <map>
#include <set>

namespace iolens::trace {

namespace {

bool isStartUp(const std::string& function)
{
    return function == "_start" || function == "__libc_start_main" || function == "__libc_start_call_main";
}

bool isSystemLibraryPath(const std::string& module)
{
    static const char* const dirs[] = { "/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/", "/usr/libexec/" };
    return std::any_of(std::begin(dirs), std::end(dirs), [&](const char* d) { return module.rfind(d, 0) == 0; });
}

} // namespace

UserCode::UserCode(const Trace& t)
    : m_t(t)
{
    for (const Process& p : t.processes)
        if (!p.exe.empty())
            m_executables.emplace(p.pid, p.exe);
}

std::string userCodePatternOf(const Frame& f)
{
    // A frame of interpreted code has no module: the patterns go by its source file.
    return f.language.empty() ? f.module : f.file;
}

bool isUserFrameAnywhere(const Trace& t, std::size_t frame)
{
    if (frame >= t.frames.size())
        return false;
    const UserCode code(t);
    std::set<int> asked; // the answer depends on the process only
    for (const Stack& s : t.stacks)
        if (!asked.count(s.pid) && std::find(s.frames.begin(), s.frames.end(), frame) != s.frames.end()) {
            if (code.isUserFrame(t.frames[frame], s.pid))
                return true;
            asked.insert(s.pid);
        }
    return false;
}

bool UserCode::isUserFrame(const Frame& f, int pid) const
{
    const std::string where = userCodePatternOf(f);
    for (const std::string& part : m_t.userCodeModules)
        if (!part.empty() && where.find(part) != std::string::npos)
            return true;
    if (!f.language.empty())
        return !f.runtime;
    if (f.runtime || f.module.empty() || isStartUp(f.function))
        return false;
    if (m_executables.count({ pid, f.module }))
        return true;
    return !isSystemLibraryPath(f.module);
}

long UserCode::innermostUserFrame(const Stack& s) const
{
    for (std::size_t id : s.frames)
        if (id < m_t.frames.size() && isUserFrame(m_t.frames[id], s.pid))
            return static_cast<long>(id);
    return -1;
}

void UserCode::index() const
{
    const std::size_t files = m_t.files.size();
    const auto fileOf = [&](const Stack& s) {
        return s.file >= 0 && static_cast<std::size_t>(s.file) < files ? static_cast<std::size_t>(s.file) : files;
    };
    m_fileStart.assign(files + 2, 0); // the stacks of no file (or of an unknown one) as file `files`
    for (const Stack& s : m_t.stacks)
        ++m_fileStart[fileOf(s) + 1];
    for (std::size_t f = 1; f < m_fileStart.size(); ++f)
        m_fileStart[f] += m_fileStart[f - 1];
    m_stacksByFile.resize(m_t.stacks.size());
    std::vector<std::size_t> next(m_fileStart.begin(), m_fileStart.end() - 1);
    for (std::size_t i = 0; i < m_t.stacks.size(); ++i) // in the stacks' order
        m_stacksByFile[next[fileOf(m_t.stacks[i])]++] = i;
    m_filesByPathHash.resize(files);
    for (std::size_t f = 0; f < files; ++f)
        m_filesByPathHash[f] = { std::hash<std::string_view>()(m_t.files[f].path), f };
    std::sort(m_filesByPathHash.begin(), m_filesByPathHash.end()); // each path's files in their order
    m_indexed = true;
}

std::span<const std::size_t> UserCode::stacksOn(int pid, const std::string& path) const
{
    if (!m_indexed)
        index();
    const std::size_t hash = std::hash<std::string_view>()(path);
    auto it = std::lower_bound(
        m_filesByPathHash.begin(), m_filesByPathHash.end(), std::pair<std::size_t, std::size_t>(hash, 0));
    std::vector<std::size_t> files;
    for (; it != m_filesByPathHash.end() && it->first == hash; ++it)
        if (m_t.files[it->second].pid == pid && m_t.files[it->second].path == path)
            files.push_back(it->second);
    const auto stacksOf = [&](std::size_t f) {
        return std::span<const std::size_t>(
            m_stacksByFile.data() + m_fileStart[f], m_fileStart[f + 1] - m_fileStart[f]);
    };
    if (files.empty())
        return {};
    if (files.size() == 1)
        return stacksOf(files[0]);
    std::vector<std::size_t>& merged = m_stacksOnPath[{ pid, path }];
    if (merged.empty()) {
        for (const std::size_t f : files) {
            const std::span<const std::size_t> of = stacksOf(f);
            merged.insert(merged.end(), of.begin(), of.end());
        }
        std::sort(merged.begin(), merged.end()); // the stacks' order, as one list per path had it
    }
    return merged;
}

std::vector<Finding::UserLine> UserCode::linesFor(
    int pid, const std::string& path, const std::set<std::string>& calls) const
{
    std::map<std::size_t, Finding::UserLine> byFrame;
    // A line's stack is the one that made most of its calls: counts are exact, while a stack's
    // time is estimated from the calls that were timed (1 in 64 on the fast paths), and one
    // preempted call could make a small stack look the hottest.
    std::map<std::size_t, const Stack*> representative;
    for (const std::size_t i : stacksOn(pid, path)) {
        const Stack& s = m_t.stacks[i];
        if (!calls.count(s.call))
            continue;
        const long frame = innermostUserFrame(s);
        if (frame < 0)
            continue;
        Finding::UserLine& line = byFrame[static_cast<std::size_t>(frame)];
        line.frame = static_cast<std::size_t>(frame);
        line.calls += s.calls;
        line.ns += s.ns;
        const Stack*& best = representative[line.frame];
        if (!best || s.calls > best->calls || (s.calls == best->calls && s.ns > best->ns)) {
            best = &s;
            line.stack = static_cast<long>(i);
        }
    }
    std::vector<Finding::UserLine> out;
    for (const auto& [frame, line] : byFrame)
        out.push_back(line);
    std::stable_sort(out.begin(), out.end(), [](const Finding::UserLine& a, const Finding::UserLine& b) {
        return a.ns != b.ns ? a.ns > b.ns : a.calls > b.calls;
    });
    return out;
}

std::string userStackText(const Trace& t, const Stack& s, const UserCode& code)
{
    std::size_t outermostUser = 0;
    bool any = false;
    for (std::size_t k = 0; k < s.frames.size(); ++k)
        if (s.frames[k] < t.frames.size() && code.isUserFrame(t.frames[s.frames[k]], s.pid)) {
            outermostUser = k;
            any = true;
        }
    std::string out;
    if (!any)
        return out;
    for (std::size_t k = 0; k <= outermostUser; ++k) {
        const Frame& f = t.frames[s.frames[k]];
        if (!code.isUserFrame(f, s.pid))
            continue;
        out += (out.empty() ? "" : " \u2190 ") + f.label();
    }
    return out;
}

} // namespace iolens::trace

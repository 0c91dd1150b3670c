// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which frames of a sampled call stack are the program's own code (issue 23 §3), so that a
// finding can name the user's line instead of a libc wrapper. The rules, in order:
//  1. a frame whose module path contains one of Trace::userCodeModules (iolens-cli trace
//     --user-code PATTERN) is the user's (for a frame of interpreted code: its source file's path);
//     other interpreted frames (a Python function and line) are, unless they are the language's
//     own library (Frame::runtime: Python's standard library, site-packages);
//  2. runtimes are not (Frame::runtime: libc, libstdc++, the loader, the JVM's and Python's
//     libraries, the interpreters' own executables, libiolens-trace, and the standard library
//     compiled into the program: Rust's std/core/alloc, Go's runtime and standard packages, C++'s
//     std:: templates, and code without lines in a program that has them: the C library of a
//     program linked -static);
//  3. the C start-up (_start, __libc_start_main, __libc_start_call_main) is not;
//  4. the process's own executable is, wherever it is installed (cc1 lives under /usr/lib);
//  5. other modules under the system's library directories (/lib, /lib64, /usr/lib, /usr/lib64,
//     /usr/libexec) are not: they are libraries the program uses, not code its author wrote;
//  6. everything else is (the program's own libraries, wherever they were built).

#include "core/trace/trace.h"

#include <map>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace iolens::trace {

class UserCode {
public:
    explicit UserCode(const Trace& t);

    bool isUserFrame(const Frame& f, int pid) const;
    // Index into Trace::frames of the innermost frame of s that is the user's, or -1.
    long innermostUserFrame(const Stack& s) const;

    // The user's lines behind one process's calls of some kinds on one file, hottest first
    // (by time, else by calls), each with the stack that made most of its calls, from the sampled
    // stacks; empty when the trace has none.
    std::vector<Finding::UserLine> linesFor(int pid, const std::string& path, const std::set<std::string>& calls) const;
    std::string frameLabel(std::size_t frame) const
    {
        return frame < m_t.frames.size() ? m_t.frames[frame].label() : std::string("?");
    }

private:
    std::span<const std::size_t> stacksOn(int pid, const std::string& path) const;
    void index() const;

    const Trace& m_t;
    std::set<std::pair<int, std::string>> m_executables; // (pid, exe) of every image
    // Trace::stacks indices by file (index into Trace::files), and the files by path, made at the
    // first linesFor: the report asks for every file row, and a search of all stacks per row was a
    // third of a 600-process build's report. By index, not by (pid, path): a map keyed by path
    // compared long common prefixes for each of the 700,000 stacks of a 100,000-file trace.
    // Laid out flat (the stacks of file f are m_stacksByFile[m_fileStart[f] .. m_fileStart[f + 1]]),
    // and the files by their path's hash, sorted (a vector per file and per path made 600,000
    // allocations for a 100,000-file trace, a third of its report; a hash map of the paths then
    // took most of what was left, in its nodes and freeing them, for the report's few rows).
    mutable std::vector<std::size_t> m_fileStart, m_stacksByFile;
    mutable std::vector<std::pair<std::size_t, std::size_t>> m_filesByPathHash; // (hash, index into m_t.files)
    // A process's stacks on one path that is several files (of different kinds), merged on demand.
    mutable std::map<std::pair<int, std::string>, std::vector<std::size_t>> m_stacksOnPath;
    mutable bool m_indexed = false;
};

// "a (x.c:4) ← b (x.c:9) ← main (x.c:20)": the user's frames of the stack, innermost first
// (each called from the next); empty when it has none.
std::string userStackText(const Trace& t, const Stack& s, const UserCode& code);

// What a user widens "their code" by to take in a frame (the window's "Count … as your code"): its
// module's path, or for interpreted code its source file's; empty when it has neither (JIT code).
std::string userCodePatternOf(const Frame& f);

// Whether frame (an index into Trace::frames) is the user's in some sampled stack that holds it
// (rule 4 makes an executable the user's only in its own processes).
bool isUserFrameAnywhere(const Trace& t, std::size_t frame);

} // namespace iolens::trace

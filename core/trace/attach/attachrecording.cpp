// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/attach/attachrecording.h"

#include "core/errors.h"
#include "core/trace/attach/attachsession.h"
#include "core/trace/attach/ptraceattachsession.h"
#include "core/trace/format/iolt.h"
#include "core/trace/launch/tracelauncher.h"

#include <fstream>
#include <thread>

namespace iolens::trace {

namespace {

// From the attach to the detach: the session (AttachSession or PtraceAttachSession) runs until
// the caller stops it, the duration passes or the process ends.
template <typename Session>
AttachRecording record(Session& session, const std::string& dir, std::chrono::milliseconds duration,
    const std::function<bool()>& stopRequested, const std::function<void()>& onRecording)
{
    AttachRecording out;
    out.dir = dir;
    session.start();
    if (onRecording)
        onRecording();
    const auto begin = std::chrono::steady_clock::now();
    const auto end = begin + duration;
    // 20 ms: the end of a process is seen about as soon as a person would notice it, for a
    // look at /proc that costs microseconds.
    while (
        session.processAlive() && !stopRequested() && (duration.count() == 0 || std::chrono::steady_clock::now() < end))
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    session.stop();
    out.endStatus = session.endStatus();
    out.wallNs = std::uint64_t(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - begin).count());
    return out;
}

} // namespace

AttachRecording recordRunningProcess(pid_t pid, const std::string& dir, std::chrono::milliseconds duration,
    const std::function<bool()>& stopRequested, const std::function<void()>& onRecording)
{
    // A static program (no dynamic loader, so no dlopen to load the library with): through ptrace.
    if (cannotTakeTraceLibrary(pid)) {
        PtraceAttachSession session(pid, dir);
        AttachRecording out = record(session, dir, duration, stopRequested, onRecording);
        out.throughPtrace = true;
        return out;
    }
    const std::string library = TraceLauncher::libraryPath();
    if (library.empty())
        throw UsageError(
            "The trace library libiolens-trace.so was not found next to iolens: set $" IOLT_ENV_LIB " to its path.");
    AttachSession session(pid, AttachSession::libraryBeside(library), dir);
    return record(session, dir, duration, stopRequested, onRecording);
}

std::vector<std::string> commandLineOf(pid_t pid)
{
    std::ifstream in("/proc/" + std::to_string(pid) + "/cmdline", std::ios::binary);
    std::vector<std::string> words;
    std::string word;
    while (std::getline(in, word, '\0'))
        words.push_back(word);
    if (words.empty())
        words.push_back("process " + std::to_string(pid));
    return words;
}

} // namespace iolens::trace

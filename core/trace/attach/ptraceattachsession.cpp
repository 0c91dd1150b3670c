// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/attach/ptraceattachsession.h"

#include "core/errors.h"
#include "core/trace/attach/attachedprocess.h"
#include "core/trace/format/iolt.h"
#include "core/trace/ptrace/callcost.h"
#include "core/trace/ptrace/ptracetracer.h"
#include "core/trace/ptrace/tracernote.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <future>
#include <sys/wait.h>
#include <unistd.h>

namespace iolens::trace {

bool cannotTakeTraceLibrary(pid_t pid)
{
    std::ifstream maps("/proc/" + std::to_string(pid) + "/maps");
    std::string line;
    bool read = false;
    while (std::getline(maps, line)) {
        read = true;
        const std::size_t slash = line.rfind('/');
        if (slash == std::string::npos)
            continue;
        const std::string name = line.substr(slash + 1);
        if (name == "libc.so.6" || name == "libdl.so.2")
            return false;
    }
    return read; // an empty read: not permitted, or gone; the library route says which
}

PtraceAttachSession::PtraceAttachSession(pid_t pid, std::string traceDir)
    : m_pid(pid)
    , m_dir(std::move(traceDir))
{ }

PtraceAttachSession::~PtraceAttachSession()
{
    try {
        stop();
    } catch (...) { }
}

void PtraceAttachSession::start()
{
    // The refusals in the words of the library route (no such process, already traced, not
    // permitted and why): it seizes the process and lets it go again at once.
    AttachedProcess::attach(m_pid).detach();
    if (::pipe2(m_wake, O_CLOEXEC) != 0)
        throw UsageError(
            std::string("cannot attach to process ") + std::to_string(m_pid) + ": " + std::strerror(errno) + ".");
    std::promise<int> attached;
    std::future<int> result = attached.get_future();
    m_tracer = std::thread([this, &attached] { run(attached); });
    const int error = result.get();
    if (error == 0)
        return;
    stop();
    if (error == ESRCH)
        throw UsageError("there is no process " + std::to_string(m_pid) + ".");
    throw UsageError("cannot attach to every thread of process " + std::to_string(m_pid) + ": " + std::strerror(error)
        + " (run iolens as root, or stop the debugger or tracer that holds it).");
}

void PtraceAttachSession::run(std::promise<int>& attached)
{
    ptrace::PtraceTracer tracer(m_dir, IOLT_DEFAULT_MAX_EVENTS);
    const int error = tracer.attach(m_pid);
    pid_t waker = -1;
    if (error == 0) {
        waker = ::fork();
        if (waker == 0) { // async-signal-safe only: the window forks from a process with threads
            ::close(m_wake[1]);
            ::setpgid(0, 0); // Ctrl+C at the terminal is iolens's, not the waker's
            char byte = 0;
            while (::read(m_wake[0], &byte, 1) < 0 && errno == EINTR) { }
            ::_exit(0);
        }
    }
    ::close(m_wake[0]);
    m_wake[0] = -1;
    if (error != 0)
        m_ended = true;
    attached.set_value(error); // `attached` is the caller's, gone once it has the value
    if (error != 0)
        return;
    // Without a waker (fork failed) a stop waits for the program's next system call.
    while (!m_stop.load() && !tracer.topEnded() && tracer.stepAttached()) { }
    if (tracer.topEnded())
        m_endStatus = tracer.topStatus();
    tracer.detachAll();
    m_ended = true;
    // Measured after the detach, so that it does not run beside the program: what one recorded
    // call cost on this machine now, said with the trace.
    TracerNote note;
    note.mode = "ptrace";
    note.reason = kReasonAttachedStatic;
    note.callCostNs = ptrace::measureCallCost(true);
    writeTracerNote(m_dir, note);
    if (waker > 0) // ends once stop() closes its pipe (or has ended meanwhile: ECHILD)
        while (::waitpid(waker, nullptr, 0) < 0 && errno == EINTR) { }
}

void PtraceAttachSession::stop()
{
    m_stop = true;
    if (m_wake[1] >= 0) {
        ::close(m_wake[1]); // the waker ends, and with it the tracer's wait
        m_wake[1] = -1;
    }
    if (m_tracer.joinable())
        m_tracer.join();
}

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// PtraceTracer's attach to a program that is already running (ptracetracer.h): every thread
// seized and stopped at every system call, and at the end every thread let go where it was.
#include "core/trace/ptrace/monotonic.h"
#include "core/trace/ptrace/ptracetracer.h"

#include "core/trace/format/iolt.h"
#include "core/trace/ptrace/tracees.h"

#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <unordered_set>
#include <vector>

#include <dirent.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

namespace iolens::trace::ptrace {

namespace {

constexpr int kAttachOptions = PTRACE_O_TRACESECCOMP | PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK
    | PTRACE_O_TRACECLONE | PTRACE_O_TRACEEXEC; // no EXITKILL: iolens may end first

std::vector<pid_t> threadsOf(pid_t pid)
{
    std::vector<pid_t> tids;
    DIR* dir = ::opendir(("/proc/" + std::to_string(pid) + "/task").c_str());
    if (!dir)
        return tids;
    while (const dirent* entry = ::readdir(dir))
        if (const long tid = std::strtol(entry->d_name, nullptr, 10); tid > 0)
            tids.push_back(pid_t(tid));
    ::closedir(dir);
    return tids;
}

// /proc/PID/task/TID/status's TracerPid: who traces that thread (0: no one).
long tracerOf(pid_t pid, pid_t tid)
{
    std::ifstream status("/proc/" + std::to_string(pid) + "/task/" + std::to_string(tid) + "/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("TracerPid:", 0) == 0)
            return std::strtol(line.c_str() + 10, nullptr, 10);
    return -1;
}

// The parent's pid, /proc/PID/stat's fourth field (after the command name in parentheses).
pid_t parentOf(pid_t pid)
{
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    std::getline(in, line);
    const std::size_t close = line.rfind(')');
    if (close == std::string::npos || close + 4 > line.size())
        return 0;
    return pid_t(std::strtol(line.c_str() + close + 4, nullptr, 10)); // ") S PPID"
}

} // namespace

int PtraceTracer::attach(pid_t pid)
{
    m_attached = true;
    m_run = PTRACE_SYSCALL;
    m_top = pid;
    m_topExeced = true; // it runs its program already
    auto proc = std::make_shared<Process>();
    proc->pid = pid;
    proc->ppid = parentOf(pid);
    const long self = ::syscall(SYS_gettid); // a thread's tracer is this thread, not the process
    // Threads that the program starts while they are seized: listed again until nothing is new.
    // A thread started by one already seized is attached by the kernel (PTRACE_O_TRACECLONE) and
    // comes with its parent's clone event.
    for (bool more = true; more;) {
        more = false;
        for (const pid_t tid : threadsOf(pid)) {
            if (m_tracees.count(tid) || m_early.count(tid))
                continue;
            if (::ptrace(PTRACE_SEIZE, tid, nullptr, reinterpret_cast<void*>(long(kAttachOptions))) != 0) {
                const int error = errno;
                if (error == EPERM && tracerOf(pid, tid) == self)
                    continue; // a clone of a seized thread
                if (error == ESRCH && tid != pid)
                    continue; // the thread ended meanwhile
                if (!m_tracees.empty())
                    detachAll(); // no image started yet: nothing is written
                m_tracees.clear();
                return error;
            }
            auto t = std::make_unique<Tracee>();
            t->tid = tid;
            t->proc = proc;
            ++proc->threads;
            m_tracees.emplace(tid, std::move(t));
            more = true;
        }
    }
    if (m_tracees.empty())
        return ESRCH;
    startImage(*proc, pid, proc->ppid);
    // Each thread reports an interrupt stop, from which it goes on to its next system call.
    for (const auto& [tid, t] : m_tracees)
        ::ptrace(PTRACE_INTERRUPT, tid, nullptr, nullptr);
    return 0;
}

void PtraceTracer::onCallStop(Tracee& t)
{
    __ptrace_syscall_info info {};
    const long got = ::ptrace(PTRACE_GET_SYSCALL_INFO, t.tid, reinterpret_cast<void*>(sizeof info), &info);
    if (got > 0 && info.op == PTRACE_SYSCALL_INFO_ENTRY) {
        onSeccompStop(t); // notes a traced call and lets the thread go on to its exit stop
        return;
    }
    if (got > 0 && info.op == PTRACE_SYSCALL_INFO_EXIT)
        onSyscallExit(t); // nothing when its entry was not seen (it was in the call at the attach)
    resume(t.tid, m_run, 0);
}

void PtraceTracer::detachAll()
{
    // Each thread stops once more (its own stop, or the interrupt's) and is let go from there.
    for (const auto& [tid, t] : m_tracees)
        ::ptrace(PTRACE_INTERRUPT, tid, nullptr, nullptr);
    // New tasks whose first stop came before their parent's event: stopped, let go at once.
    std::unordered_set<pid_t> letGo;
    for (const auto& [tid, early] : m_early) {
        ::ptrace(PTRACE_DETACH, tid, nullptr, nullptr);
        letGo.insert(tid);
    }
    m_early.clear();
    const std::uint64_t endNs = monotonicNs();
    while (!m_tracees.empty()) {
        int status = 0;
        const pid_t tid = ::waitpid(-1, &status, __WALL | __WNOTHREAD);
        if (tid < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (WIFEXITED(status) || WIFSIGNALED(status)) {
            onEnd(tid, status);
            continue;
        }
        if (!WIFSTOPPED(status))
            continue;
        const auto it = m_tracees.find(tid);
        if (it == m_tracees.end()) { // a new task's first stop, ahead of its parent's event
            ::ptrace(PTRACE_DETACH, tid, nullptr, nullptr);
            letGo.insert(tid);
            continue;
        }
        const int sig = WSTOPSIG(status);
        const int event = status >> 16;
        if (event == PTRACE_EVENT_FORK || event == PTRACE_EVENT_VFORK || event == PTRACE_EVENT_CLONE) {
            unsigned long child = 0;
            if (::ptrace(PTRACE_GETEVENTMSG, tid, nullptr, &child) == 0 && !letGo.count(pid_t(child))) {
                auto t = std::make_unique<Tracee>(); // its first stop is still to come
                t->tid = pid_t(child);
                t->proc = std::make_shared<Process>();
                t->proc->threads = 1;
                m_tracees.insert_or_assign(pid_t(child), std::move(t));
            }
        }
        // A signal-delivery stop (no event, not a system call's): the signal goes with the detach.
        // A group stop (Ctrl+Z) stays one: the thread stays stopped, as it was.
        const bool signalStop = event == 0 && sig != (SIGTRAP | 0x80);
        ::ptrace(PTRACE_DETACH, tid, nullptr, reinterpret_cast<void*>(long(signalStop ? sig : 0)));
        letGo.insert(tid);
        const std::shared_ptr<Process> p = it->second->proc;
        m_tracees.erase(tid);
        if (--p->threads == 0 && p->writer)
            p->writer->finish(IOLT_STATE_EXITED, -1, endNs); // with IOLT_FLAG_ATTACHED: "detached"
    }
}

} // namespace iolens::trace::ptrace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/ptracetracer.h"
#include "core/trace/ptrace/monotonic.h"

#include "core/trace/format/iolt.h"
#include "core/trace/ptrace/fdtable.h"
#include "core/trace/ptrace/ioltwriter.h"
#include "core/trace/ptrace/syscallkinds.h"
#include "core/trace/ptrace/tracees.h"
#include "core/trace/ptrace/tracememory.h"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <vector>

#include <fcntl.h>
#include <linux/openat2.h>
#include <sched.h>
#include <sys/mman.h>
#include <sys/ptrace.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

namespace iolens::trace::ptrace {

namespace {

constexpr int kSeizeOptions = PTRACE_O_TRACESECCOMP | PTRACE_O_TRACESYSGOOD | PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK
    | PTRACE_O_TRACECLONE | PTRACE_O_TRACEEXEC | PTRACE_O_EXITKILL;

bool isStopSignal(int sig)
{
    return sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU;
}

// The kernel restarts these (a signal came during a blocking call): the call is made again and
// stops again, so this attempt is not counted.
bool restarted(long result)
{
    return result <= -512 && result >= -516;
}

bool movesData(std::uint32_t call)
{
    return iolt_call_reads(call) || iolt_call_writes(call);
}

// The fd a call is recorded on: the first argument, but for copy_file_range and splice their
// output (the third), as the preload counts them (preload/wrap_fdops.c).
int fdArgument(std::uint32_t call)
{
    return call == IOLT_CALL_COPY_FILE_RANGE || call == IOLT_CALL_SPLICE ? 2 : 0;
}

} // namespace

PtraceTracer::PtraceTracer(std::string dir, std::uint64_t maxEvents)
    : m_dir(std::move(dir))
    , m_maxEvents(maxEvents)
{ }

PtraceTracer::~PtraceTracer() = default;

int PtraceTracer::seize(pid_t pid)
{
    if (::ptrace(PTRACE_SEIZE, pid, nullptr, reinterpret_cast<void*>(long(kSeizeOptions))) != 0)
        return errno;
    m_top = pid;
    auto t = std::make_unique<Tracee>();
    t->tid = pid;
    t->proc = std::make_shared<Process>();
    t->proc->pid = pid;
    t->proc->ppid = ::getpid();
    t->proc->threads = 1;
    if (m_dir.empty()) // the calibration's child never execs: its calls count from the start
        startImage(*t->proc, pid, t->proc->ppid);
    m_tracees.emplace(pid, std::move(t));
    return 0;
}

void PtraceTracer::startImage(Process& p, pid_t pid, pid_t ppid)
{
    ImageIdentity id;
    id.pid = pid;
    id.ppid = ppid;
    id.argv = readProcFile(pid, "cmdline");
    if (!id.argv.empty() && id.argv.back() == '\0')
        id.argv.pop_back();
    id.exe = readProcLink(pid, "exe");
    id.cwd = readProcLink(pid, "cwd");
    try {
        p.writer = std::make_unique<IoltWriter>(m_dir, id, p.nextGeneration, m_maxEvents, monotonicNs());
        p.nextGeneration = p.writer->generation() + 1;
        if (m_attached)
            p.writer->markAttached(); // a detach ends it as "detached", not as exited
        p.writer->setFaults(false, readFaults(pid));
    } catch (const std::exception&) {
        p.writer.reset(); // no room for a trace file: this image goes unrecorded
    }
    p.modules = {};
    startStacks(p);
}

void PtraceTracer::resume(pid_t tid, int request, int signal)
{
    // ESRCH: the task was killed meanwhile; its end is reported by the next wait.
    ::ptrace(static_cast<__ptrace_request>(request), tid, nullptr, reinterpret_cast<void*>(long(signal)));
}

bool PtraceTracer::runUntilExec()
{
    while (!m_topExeced && !m_topEnded && step(true)) { }
    return m_topExeced;
}

int PtraceTracer::runToEnd()
{
    while (!m_tracees.empty() && step(false)) { }
    return m_topStatus;
}

bool PtraceTracer::step(bool untilExec)
{
    int status = 0;
    // __WNOTHREAD: only this thread's children and tracees. The window runs this loop in a worker
    // thread while its own thread may start programs of its own (QProcess), which must not be
    // reaped here.
    const pid_t tid = ::waitpid(-1, &status, __WALL | __WNOTHREAD);
    if (tid < 0)
        return errno == EINTR;
    if (WIFEXITED(status) || WIFSIGNALED(status)) {
        onEnd(tid, status);
        return true;
    }
    if (!WIFSTOPPED(status))
        return true;
    const auto it = m_tracees.find(tid);
    if (it == m_tracees.end()) {
        m_early[tid] = true; // its parent's clone event comes next
        return true;
    }
    Tracee& t = *it->second;
    const int sig = WSTOPSIG(status);
    const int event = status >> 16;
    switch (event) {
    case PTRACE_EVENT_SECCOMP:
        if (m_run == PTRACE_SYSCALL) // attached: a filter of the program's own
            resume(tid, m_run, 0);
        else
            onSeccompStop(t);
        return true;
    case PTRACE_EVENT_FORK:
    case PTRACE_EVENT_VFORK:
    case PTRACE_EVENT_CLONE:
        onNewTask(t, event);
        resume(tid, m_run, 0);
        return true;
    case PTRACE_EVENT_EXEC:
        onExec(t);
        if (tid == m_top && untilExec) {
            m_topExeced = true; // let go by runToEnd's first step? No: now, it has nothing to wait for
        }
        resume(tid, m_run, 0);
        return true;
    case PTRACE_EVENT_STOP:
        if (t.firstStopPending || !isStopSignal(sig)) {
            t.firstStopPending = false;
            resume(tid, t.inCall ? PTRACE_SYSCALL : m_run, 0);
        } else {
            resume(tid, PTRACE_LISTEN, 0); // a group stop (Ctrl+Z): stays stopped until SIGCONT
        }
        return true;
    default:
        break;
    }
    if (sig == (SIGTRAP | 0x80)) {
        if (m_run == PTRACE_SYSCALL) {
            onCallStop(t);
            return true;
        }
        onSyscallExit(t);
        resume(tid, PTRACE_CONT, 0);
        return true;
    }
    // A signal for the program: delivered as it would be untraced (its exit stop still to come
    // when it arrived during a traced call), and counted, so that iolens-cli does not pass on a
    // signal of the whole process group that reached the program by itself (sharedsignal.h).
    if (t.proc->writer)
        t.proc->writer->signalDelivered(sig, monotonicNs());
    resume(tid, t.inCall ? PTRACE_SYSCALL : m_run, sig);
    return true;
}

void PtraceTracer::onEnd(pid_t tid, int status)
{
    m_early.erase(tid);
    const auto it = m_tracees.find(tid);
    if (it == m_tracees.end())
        return;
    const std::shared_ptr<Process> p = it->second->proc;
    m_tracees.erase(it);
    if (tid == m_top) {
        m_topEnded = true;
        m_topStatus = status;
    }
    if (--p->threads > 0 || !p->writer)
        return;
    // Killed: the image stays "running", which the loader reads as ended without exit.
    if (WIFEXITED(status))
        p->writer->finish(IOLT_STATE_EXITED, WEXITSTATUS(status), monotonicNs());
}

void PtraceTracer::onNewTask(Tracee& parent, int event)
{
    unsigned long message = 0;
    if (::ptrace(PTRACE_GETEVENTMSG, parent.tid, nullptr, &message) != 0)
        return;
    const pid_t child = pid_t(message);
    unsigned long long flags = 0;
    if (event == PTRACE_EVENT_CLONE) {
        // A clone event is a new thread unless its flags say otherwise (a clone that makes a
        // process with SIGCHLD is reported as a fork). So when the parent's registers cannot be
        // read, because an exit_group of its process is killing it at this very stop, the child is
        // taken for a thread: counting it as a process of its own gave a Go program a second,
        // empty process image about once in five runs of tst_traceptrace.
        flags = CLONE_THREAD;
        user_regs_struct regs {};
        if (::ptrace(PTRACE_GETREGS, parent.tid, nullptr, &regs) == 0) {
            unsigned long long asked = 0;
            if (long(regs.orig_rax) != SYS_clone3)
                flags = regs.rdi;
            else if (readMemory(parent.tid, regs.rdi, &asked, sizeof asked)) // clone_args.flags comes first
                flags = asked;
        }
    }
    auto t = std::make_unique<Tracee>();
    t->tid = child;
    if (flags & CLONE_THREAD) {
        t->proc = parent.proc;
    } else {
        t->proc = std::make_shared<Process>();
        t->proc->pid = child;
        t->proc->ppid = parent.proc->pid;
        t->proc->fds = (flags & CLONE_FILES) ? parent.proc->fds : parent.proc->fds->copy();
        t->proc->rings = parent.proc->rings; // the rings' fds and shared mappings are inherited
        startImage(*t->proc, child, parent.proc->pid);
    }
    ++t->proc->threads;
    if (m_early.erase(child) > 0)
        resume(child, m_run, 0);
    else
        t->firstStopPending = true;
    m_tracees.insert_or_assign(child, std::move(t));
}

void PtraceTracer::onExec(Tracee& t)
{
    // The other threads of the process are gone (a thread that was not the leader took over the
    // leader's pid, which is where this stop is reported).
    const std::shared_ptr<Process> p = t.proc;
    for (auto it = m_tracees.begin(); it != m_tracees.end();) {
        if (it->second->proc == p && it->first != t.tid)
            it = m_tracees.erase(it);
        else
            ++it;
    }
    p->threads = 1;
    t.inCall = false;
    t.block = -1;
    t.blockWriter = nullptr;
    if (p->writer)
        p->writer->finish(IOLT_STATE_EXECED, 0, monotonicNs());
    p->fds = std::make_shared<FdTable>(); // fds that stay open are looked up again when used
    p->rings = {}; // a ring's mappings do not survive the exec
    p->maps = {}; // measured at the execve's entry
    t.shadows.clear(); // their file and site numbers were the old image's
    startImage(*p, p->pid, p->ppid);
}

void PtraceTracer::onSeccompStop(Tracee& t)
{
    user_regs_struct regs {};
    if (::ptrace(PTRACE_GETREGS, t.tid, nullptr, &regs) != 0) {
        resume(t.tid, m_run, 0);
        return;
    }
    t.t0 = monotonicNs();
    t.call = tracedCall(long(regs.orig_rax));
    if (!t.call || !t.proc->writer) {
        resume(t.tid, m_run, 0);
        return;
    }
    const unsigned long long args[6] = { regs.rdi, regs.rsi, regs.rdx, regs.r10, regs.r8, regs.r9 };
    std::copy(std::begin(args), std::end(args), t.args);
    t.ip = regs.rip;
    t.path.clear();
    t.peer.clear();
    Process& p = *t.proc;
    switch (t.call->target) {
    case Target::Fd:
    case Target::Close:
    case Target::Dup:
    case Target::Accept:
        p.fds->get(p.pid, int(args[fdArgument(t.call->call)])); // resolved while it is surely open
        if (t.call->call == IOLT_CALL_CONNECT)
            t.peer = readPeer(t.tid, args[1], std::size_t(args[2]));
        t.offset = t.call->offsetArg >= 0 ? std::int64_t(args[t.call->offsetArg]) : -1;
        if (fdArgument(t.call->call) != 0) { // copy_file_range, splice: a pointer to the output's offset
            std::int64_t at = -1;
            t.offset = args[3] != 0 && readMemory(t.tid, args[3], &at, sizeof at) ? at : -1;
        }
        break;
    case Target::Path:
    case Target::Open:
        t.path = absolutePath(p.pid, AT_FDCWD, readString(t.tid, args[0]));
        break;
    case Target::AtPath:
    case Target::OpenAt:
        t.path = absolutePath(p.pid, int(args[0]), readString(t.tid, args[1]));
        break;
    case Target::CloseRange:
    case Target::Uring:
    case Target::Map:
        break;
    }
    if (t.call->target == Target::Path || t.call->target == Target::AtPath)
        t.pathFileBefore = pathFile(t.path, t.call->call != IOLT_CALL_STAT || long(regs.orig_rax) != SYS_lstat);
    if (t.call->recorded || long(regs.orig_rax) == SYS_io_uring_enter) {
        std::uint32_t site = 0;
        IoltWriter& w = *p.writer;
        if (!w.knowsSite(t.ip, site)) {
            const Module m = p.modules.find(p.pid, t.ip);
            site = w.site(t.ip, m.path, m.path.empty() ? 0 : t.ip - m.base);
        }
        t.site = site;
    }
    if (t.call->target == Target::Uring)
        onUringEntry(t, long(regs.orig_rax));
    if (t.call->target == Target::Map) {
        onMapEntry(t, long(regs.orig_rax));
        if (!t.call->recorded && long(regs.orig_rax) != SYS_mremap) { // the image's end: nothing to wait for
            resume(t.tid, m_run, 0);
            return;
        }
    }
    t.inCall = true;
    t.t0 = monotonicNs();
    resume(t.tid, PTRACE_SYSCALL, 0);
}

void PtraceTracer::onSyscallExit(Tracee& t)
{
    if (!t.inCall)
        return;
    t.inCall = false;
    const std::uint64_t t1 = monotonicNs();
    user_regs_struct regs {};
    if (::ptrace(PTRACE_GETREGS, t.tid, nullptr, &regs) != 0)
        return;
    const long result = long(regs.rax);
    if (restarted(result))
        return;
    Process& p = *t.proc;
    if (!p.writer)
        return;
    IoltWriter& w = *p.writer;
    const TracedCall& c = *t.call;
    const bool failed = result < 0 && result > -4096;
    std::uint32_t call = c.call;
    std::uint32_t file = 0;
    int seq = -1;
    std::int64_t bytes = failed ? IoltWriter::kError : IoltWriter::kNoData;
    const int fd = int(t.args[fdArgument(call)]);
    switch (c.target) {
    case Target::Uring: // its requests are the calls
        onUringExit(t, long(regs.orig_rax), failed ? -1 : result, t1);
        return;
    case Target::Map:
        onMapExit(t, long(regs.orig_rax), result, t1);
        return;
    case Target::Fd: {
        FdEntry* f = p.fds->get(p.pid, fd);
        if (f && call == IOLT_CALL_CONNECT && !failed) {
            f = p.fds->opened(p.pid, fd, false, t.peer);
            if (f)
                if (iolt_file* entry = w.fileEntry(fileIndex(w, *f)))
                    ++entry->opens;
        }
        file = f ? fileIndex(w, *f) : 0;
        if (!failed && movesData(call)) {
            bytes = result;
            if (f)
                seq = iolt_call_reads(call) ? FdTable::readDone(*f, t.offset, result, w)
                                            : FdTable::writeDone(*f, t.offset, result);
        } else if (!failed && call == IOLT_CALL_LSEEK && f) {
            f->pos = std::uint64_t(result);
        }
        break;
    }
    case Target::Close: {
        const FdEntry* f = p.fds->get(p.pid, fd);
        file = f ? fileIndex(w, *const_cast<FdEntry*>(f)) : 0;
        p.fds->closing(fd, &w);
        if (!failed)
            p.rings.closed(fd);
        break;
    }
    case Target::CloseRange:
        if (!failed && !(t.args[2] & 4u)) // CLOSE_RANGE_CLOEXEC only marks them
            p.fds->closeRange(unsigned(t.args[0]), unsigned(t.args[1]), &w);
        break;
    case Target::Dup: {
        FdEntry* f = p.fds->get(p.pid, fd);
        file = f ? fileIndex(w, *f) : 0;
        if (!failed)
            p.fds->dup(p.pid, fd, int(result), &w);
        break;
    }
    case Target::Accept:
    case Target::Open:
    case Target::OpenAt: {
        FdEntry* f = nullptr;
        if (!failed) {
            int flags = 0;
            const long nr = long(regs.orig_rax);
            if (nr == SYS_open)
                flags = int(t.args[1]);
            else if (nr == SYS_openat)
                flags = int(t.args[2]);
            else if (nr == SYS_openat2) {
                open_how how {};
                if (readMemory(t.tid, t.args[2], &how, sizeof how.flags))
                    flags = int(how.flags);
            }
            f = p.fds->opened(p.pid, int(result), (flags & O_APPEND) != 0);
        }
        if (f) {
            file = fileIndex(w, *f);
            if (iolt_file* entry = w.fileEntry(file))
                ++entry->opens;
        } else if (c.target == Target::Accept) {
            const FdEntry* listening = p.fds->get(p.pid, fd);
            file = listening ? fileIndex(w, *const_cast<FdEntry*>(listening)) : 0;
        } else {
            const FdFile missing = pathFile(t.path, true);
            file = w.file(missing.kind, missing.path, missing.dev, missing.ino);
        }
        break;
    }
    case Target::Path:
    case Target::AtPath: {
        const long nr = long(regs.orig_rax);
        const bool emptyPath
            = (nr == SYS_newfstatat && (t.args[3] & AT_EMPTY_PATH)) || (nr == SYS_statx && (t.args[2] & AT_EMPTY_PATH));
        if (emptyPath && t.path.empty()) { // fstat through fstatat: the fd's file
            call = IOLT_CALL_FSTAT;
            FdEntry* f = p.fds->get(p.pid, fd);
            file = f ? fileIndex(w, *f) : 0;
        } else {
            const FdFile& before = t.pathFileBefore;
            file = w.file(before.kind, before.path, before.dev, before.ino);
        }
        break;
    }
    }
    if (!c.recorded)
        return;
    w.record(blockOf(t, w), file, call, t.site, t.t0, t1, bytes, seq);
    ++m_recorded;
    sampleStack(t, regs, file, call, t1 > t.t0 ? t1 - t.t0 : 0, bytes);
}

} // namespace iolens::trace::ptrace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// io_uring under the ptrace tracer. A ring's requests make no system call of their own: the program
// writes them into the submission queue, a mapping it shares with the kernel, and hands them over
// with io_uring_enter. The tracer stops at that call's entry, before the kernel has taken them, and
// reads the pending entries out of the program's memory; the call's result (how many the kernel
// took) decides which of them are recorded. This sees what the preload cannot: a program that enters
// its ring with its own system call instruction (fio), a static program, a raw ring among several.
//
// A ring is readable when its io_uring_setup was seen (its params give the queue's layout) and its
// two mappings are found: each ring is an inode of its own, so the mappings in /proc/PID/maps whose
// inode is the ring fd's, at offsets IORING_OFF_SQ_RING and IORING_OFF_SQES, are this ring's.
// Not readable, and counted so (iolt_header.uring_rings_unseen): a ring set up before an attach, a
// ring entered through its registered index (IORING_ENTER_REGISTERED_RING). SQPOLL rings are taken
// by a kernel thread without any call: counted in uring_sqpoll_rings.

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include <linux/io_uring.h>
#include <sys/types.h>

namespace iolens::trace::ptrace {

// One pending request, decoded (format/iolt_uring.h).
struct UringRequest {
    bool recorded = false; // false: an opcode iolens does not record (poll, timeout, nop …)
    std::uint32_t call = 0; // enum iolt_call
    int fd = -1; // the fd it names; -1 when none or unresolved
    bool unresolved = false; // a registered file (or direct descriptor) whose fd is not known
    bool closes = false; // the fd closes with it
    std::string path; // an open's path, absolute
    std::int64_t bytes = -2; // asked for; IoltWriter::kNoData for calls that move none
    std::int64_t offset = -1; // -1: at the fd's position
    std::uint64_t userData = 0; // what its completion carries back
    bool skipsCompletion = false; // IOSQE_CQE_SKIP_SUCCESS: no completion unless it fails
};

// A recorded request whose completion is looked for: where its record is, and what it asked.
struct UringInFlight {
    int block = -1;
    std::uint32_t file = 0, call = 0, site = 0;
    std::int64_t asked = 0; // IoltWriter::kNoData for calls that move none
    std::uint64_t submittedNs = 0; // monotonic
};

struct UringCompletion {
    UringInFlight request;
    std::int32_t result = 0;
};

class UringRings {
public:
    // A successful io_uring_setup returned ringFd; its params (filled in by the kernel) are at
    // paramsAddress in the tracee. Returns true when the ring is an SQPOLL one (not readable).
    bool setUp(pid_t tid, int ringFd, std::uint64_t paramsAddress);
    // A successful io_uring_register(ringFd, opcode, arg, n): the registered-file opcodes.
    void registered(pid_t tid, int ringFd, unsigned opcode, std::uint64_t arg, unsigned n);
    // fd was closed: a ring on it is gone.
    void closed(int fd);

    enum class Pending { Read, Unseen, AlreadyUnseen };
    // At io_uring_enter(ringFd, toSubmit, …, flags)'s entry: the requests it is about to submit,
    // in order. Unseen the first time a ring cannot be read, AlreadyUnseen after.
    Pending pending(
        pid_t pid, pid_t tid, int ringFd, unsigned toSubmit, unsigned flags, std::vector<UringRequest>& out);

    // Completions: a recorded request of a readable ring with a known completion queue is tracked
    // (false if not), and completions(…) reads the entries the kernel posted since the last look
    // (from the tracee's memory, whether or not the program has reaped them: the kernel reuses an
    // entry only once the queue wraps) and returns those that answer tracked requests. lost: entries
    // overwritten before they were read. The first look at a ring only notes where its queue is.
    bool track(int ringFd, unsigned flags, const UringRequest& q, const UringInFlight& request);
    std::vector<UringCompletion> completions(pid_t tid, int ringFd, unsigned flags, std::uint64_t& lost);
    // Every ring's, as the process ends (its rings are still mapped at exit_group's entry).
    std::vector<UringCompletion> allCompletions(pid_t tid, std::uint64_t& lost);

private:
    struct Ring {
        io_uring_params params {};
        bool known = false; // set up where the tracer saw it
        bool unseenCounted = false;
        std::uint64_t sq = 0, sqes = 0; // addresses in the tracee, 0 until found
        std::uint64_t cq = 0; // the completion queue's ring (the SQ ring's with a single mapping)
        bool cqLooked = false; // cqNext is the kernel's index of the next entry to read
        unsigned cqNext = 0;
        std::unordered_multimap<std::uint64_t, UringInFlight> inFlight; // by user_data
        std::unordered_map<unsigned, int> files; // registered file index → fd
    };
    static int keyOf(int ringFd, unsigned flags);
    std::vector<UringCompletion> completionsOf(pid_t tid, Ring& r, std::uint64_t& lost);
    bool findMappings(pid_t pid, int ringFd, Ring& r) const;
    UringRequest decode(pid_t pid, pid_t tid, const Ring& r, const io_uring_sqe& s) const;
    void setFiles(pid_t tid, Ring& r, unsigned offset, std::uint64_t fdsAddress, unsigned n);

    std::unordered_map<int, Ring> m_rings;
};

} // namespace iolens::trace::ptrace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/uringrings.h"

#include "core/trace/format/iolt_uring.h"
#include "core/trace/ptrace/ioltwriter.h"
#include "core/trace/ptrace/tracememory.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/uio.h>

// Newer than Debian 12's kernel headers (6.1); the values are the kernel's ABI. Where the headers
// lack NO_MMAP, the offsets' user_addr is still called resv2.
#ifdef IORING_SETUP_NO_MMAP
#define IOLENS_URING_USER_ADDR user_addr
#else
#define IORING_SETUP_NO_MMAP (1U << 14)
#define IOLENS_URING_USER_ADDR resv2
#endif
#ifndef IORING_SETUP_NO_SQARRAY
#define IORING_SETUP_NO_SQARRAY (1U << 16)
#endif
#ifndef IORING_ENTER_REGISTERED_RING
#define IORING_ENTER_REGISTERED_RING (1U << 4)
#endif

namespace iolens::trace::ptrace {

namespace {

// Registered-file indexes and iovec arrays are read up to these counts: a request or a
// registration naming more is read in part (its size then counts the first entries only).
constexpr unsigned kMaxRegisteredFiles = 65536;
constexpr unsigned kMaxIovecs = 1024;

std::uint64_t iovecBytes(pid_t tid, std::uint64_t address, std::uint64_t count)
{
    std::vector<iovec> iov(std::min<std::uint64_t>(count, kMaxIovecs));
    if (iov.empty() || !readMemory(tid, address, iov.data(), iov.size() * sizeof(iovec)))
        return 0;
    std::uint64_t bytes = 0;
    for (const iovec& v : iov)
        bytes += v.iov_len;
    return bytes;
}

} // namespace

bool UringRings::setUp(pid_t tid, int ringFd, std::uint64_t paramsAddress)
{
    Ring r;
    if (!readMemory(tid, paramsAddress, &r.params, sizeof r.params))
        return false; // stays unknown: counted unseen at its first enter
    if (r.params.flags & IORING_SETUP_SQPOLL) {
        m_rings.erase(ringFd);
        return true;
    }
    r.known = true;
    if (r.params.flags & IORING_SETUP_NO_MMAP) { // the program's own memory, named in the params
        r.sq = r.params.cq_off.IOLENS_URING_USER_ADDR;
        r.cq = r.sq; // both rings in that one region
        r.sqes = r.params.sq_off.IOLENS_URING_USER_ADDR;
    }
    m_rings.insert_or_assign(ringFd, std::move(r));
    return false;
}

void UringRings::setFiles(pid_t tid, Ring& r, unsigned offset, std::uint64_t fdsAddress, unsigned n)
{
    n = std::min(n, kMaxRegisteredFiles);
    std::vector<int> fds(n, -1);
    if (fdsAddress != 0 && n > 0 && !readMemory(tid, fdsAddress, fds.data(), n * sizeof(int)))
        std::fill(fds.begin(), fds.end(), -1);
    for (unsigned i = 0; i < n; ++i) {
        if (fds[i] >= 0)
            r.files[offset + i] = fds[i];
        else
            r.files.erase(offset + i);
    }
}

void UringRings::registered(pid_t tid, int ringFd, unsigned opcode, std::uint64_t arg, unsigned n)
{
    Ring& r = m_rings[ringFd]; // a ring not seen set up still resolves its files
    switch (opcode) {
    case IORING_REGISTER_FILES:
        r.files.clear();
        setFiles(tid, r, 0, arg, n);
        break;
    case IORING_UNREGISTER_FILES:
        r.files.clear();
        break;
    case IORING_REGISTER_FILES_UPDATE: {
        io_uring_files_update u {};
        if (readMemory(tid, arg, &u, sizeof u))
            setFiles(tid, r, u.offset, u.fds, n);
        break;
    }
    case IORING_REGISTER_FILES2: {
        io_uring_rsrc_register u {};
        if (readMemory(tid, arg, &u, sizeof u)) {
            r.files.clear();
            setFiles(tid, r, 0, u.data, u.nr);
        }
        break;
    }
    case IORING_REGISTER_FILES_UPDATE2: {
        io_uring_rsrc_update2 u {};
        if (readMemory(tid, arg, &u, sizeof u))
            setFiles(tid, r, u.offset, u.data, u.nr);
        break;
    }
    default:
        break;
    }
}

void UringRings::closed(int fd)
{
    m_rings.erase(fd);
}

bool UringRings::findMappings(pid_t pid, int ringFd, Ring& r) const
{
    struct stat ring { };
    const std::string fdPath = "/proc/" + std::to_string(pid) + "/fd/" + std::to_string(ringFd);
    if (::stat(fdPath.c_str(), &ring) != 0)
        return false;
    std::istringstream maps(readProcFile(pid, "maps"));
    std::string line;
    while (std::getline(maps, line)) {
        unsigned long long start = 0, end = 0, offset = 0, inode = 0;
        char perms[8] = {}, device[16] = {};
        if (std::sscanf(line.c_str(), "%llx-%llx %7s %llx %15s %llu", &start, &end, perms, &offset, device, &inode) != 6
            || inode != ring.st_ino || line.find("anon_inode:[io_uring]") == std::string::npos)
            continue;
        if (offset == IORING_OFF_SQ_RING)
            r.sq = start;
        else if (offset == IORING_OFF_SQES)
            r.sqes = start;
        else if (offset == IORING_OFF_CQ_RING)
            r.cq = start;
    }
    if (r.cq == 0 && (r.params.features & IORING_FEAT_SINGLE_MMAP))
        r.cq = r.sq; // one mapping holds both rings; cq_off is relative to it too
    return r.sq != 0 && r.sqes != 0;
}

UringRequest UringRings::decode(pid_t pid, pid_t tid, const Ring& r, const io_uring_sqe& s) const
{
    UringRequest q;
    iolt_uring_op op {};
    if (!iolt_uring_op_of(&s, &op))
        return q;
    q.recorded = true;
    q.call = op.call;
    q.userData = s.user_data;
    q.skipsCompletion = (s.flags & IOSQE_CQE_SKIP_SUCCESS) != 0;
    q.offset = op.at_offset ? std::int64_t(s.off) : -1;
    q.bytes = IoltWriter::kNoData;
    switch (op.size) {
    case IOLT_URING_SIZE_LEN:
        q.bytes = s.len;
        break;
    case IOLT_URING_SIZE_IOVEC:
        q.bytes = std::int64_t(iovecBytes(tid, s.addr, s.len));
        break;
    case IOLT_URING_SIZE_MSGHDR: {
        msghdr m {};
        q.bytes = readMemory(tid, s.addr, &m, sizeof m)
            ? std::int64_t(iovecBytes(tid, reinterpret_cast<std::uintptr_t>(m.msg_iov), m.msg_iovlen))
            : 0;
        break;
    }
    default:
        break;
    }
    switch (op.target) {
    case IOLT_URING_PATH:
        q.path = absolutePath(pid, s.fd, readString(tid, s.addr));
        break;
    case IOLT_URING_DIRECT:
        q.unresolved = true;
        break;
    default:
        if (s.flags & IOSQE_FIXED_FILE) {
            const auto it = r.files.find(unsigned(s.fd));
            q.fd = it != r.files.end() ? it->second : -1;
            q.unresolved = q.fd < 0;
        } else {
            q.fd = s.fd;
        }
        q.closes = op.closes && q.fd >= 0;
        break;
    }
    return q;
}

UringRings::Pending UringRings::pending(
    pid_t pid, pid_t tid, int ringFd, unsigned toSubmit, unsigned flags, std::vector<UringRequest>& out)
{
    out.clear();
    Ring& r = m_rings[keyOf(ringFd, flags)];
    const bool readable = r.known && (r.sq != 0 || findMappings(pid, ringFd, r));
    if (!readable) {
        if (r.unseenCounted || toSubmit == 0)
            return Pending::AlreadyUnseen;
        r.unseenCounted = true;
        return Pending::Unseen;
    }
    if (toSubmit == 0)
        return Pending::Read;
    const io_sqring_offsets& o = r.params.sq_off;
    unsigned head = 0, tail = 0, mask = 0;
    if (!readMemory(tid, r.sq + o.head, &head, sizeof head) || !readMemory(tid, r.sq + o.tail, &tail, sizeof tail)
        || !readMemory(tid, r.sq + o.ring_mask, &mask, sizeof mask))
        return Pending::Read;
    const unsigned waiting = tail - head;
    if (waiting > mask + 1) // not a queue: torn or foreign memory
        return Pending::Read;
    const unsigned count = std::min(waiting, toSubmit);
    const bool direct = (r.params.flags & IORING_SETUP_NO_SQARRAY) != 0;
    const std::size_t entrySize
        = (r.params.flags & IORING_SETUP_SQE128) ? 2 * sizeof(io_uring_sqe) : sizeof(io_uring_sqe);
    out.reserve(count);
    for (unsigned i = 0; i < count; ++i) {
        const unsigned at = (head + i) & mask;
        unsigned index = at;
        if (!direct && !readMemory(tid, r.sq + o.array + std::uint64_t(at) * sizeof(unsigned), &index, sizeof index))
            break;
        io_uring_sqe s {};
        if (!readMemory(tid, r.sqes + std::uint64_t(index & mask) * entrySize, &s, sizeof s))
            break;
        out.push_back(decode(pid, tid, r, s));
    }
    return Pending::Read;
}

int UringRings::keyOf(int ringFd, unsigned flags)
{
    // A registered ring's "fd" is an index into the ring's own table: no fd of the process.
    return (flags & IORING_ENTER_REGISTERED_RING) ? -1 - ringFd : ringFd;
}

bool UringRings::track(int ringFd, unsigned flags, const UringRequest& q, const UringInFlight& request)
{
    const auto it = m_rings.find(keyOf(ringFd, flags));
    if (it == m_rings.end() || it->second.cq == 0 || !it->second.cqLooked || q.skipsCompletion)
        return false;
    it->second.inFlight.emplace(q.userData, request);
    return true;
}

std::vector<UringCompletion> UringRings::completions(pid_t tid, int ringFd, unsigned flags, std::uint64_t& lost)
{
    lost = 0;
    const auto it = m_rings.find(keyOf(ringFd, flags));
    return it == m_rings.end() ? std::vector<UringCompletion> {} : completionsOf(tid, it->second, lost);
}

std::vector<UringCompletion> UringRings::allCompletions(pid_t tid, std::uint64_t& lost)
{
    lost = 0;
    std::vector<UringCompletion> all;
    for (auto& [key, r] : m_rings) {
        std::uint64_t ringLost = 0;
        std::vector<UringCompletion> done = completionsOf(tid, r, ringLost);
        all.insert(all.end(), done.begin(), done.end());
        lost += ringLost;
    }
    return all;
}

std::vector<UringCompletion> UringRings::completionsOf(pid_t tid, Ring& r, std::uint64_t& lost)
{
    std::vector<UringCompletion> done;
    if (r.cq == 0)
        return done;
    const io_cqring_offsets& o = r.params.cq_off;
    unsigned tail = 0, mask = 0, entries = 0;
    if (!readMemory(tid, r.cq + o.tail, &tail, sizeof tail) || !readMemory(tid, r.cq + o.ring_mask, &mask, sizeof mask)
        || !readMemory(tid, r.cq + o.ring_entries, &entries, sizeof entries) || entries == 0)
        return done;
    if (!r.cqLooked) {
        r.cqLooked = true;
        r.cqNext = tail;
        return done;
    }
    unsigned next = r.cqNext;
    r.cqNext = tail;
    if (r.inFlight.empty())
        return done;
    if (tail - next > entries) { // the kernel wrapped around entries never read
        lost = tail - next - entries;
        next = tail - entries;
    }
    // The calling thread is stopped, but the kernel may still post completions (and another thread
    // reap them) while the entries are copied: a copy is stale only if the tail has since wrapped
    // past it, which the check after the loop catches.
    const std::size_t entrySize
        = (r.params.flags & IORING_SETUP_CQE32) ? 2 * sizeof(io_uring_cqe) : sizeof(io_uring_cqe);
    const unsigned first = next;
    for (; next != tail; ++next) {
        io_uring_cqe e {};
        if (!readMemory(tid, r.cq + o.cqes + std::uint64_t(next & mask) * entrySize, &e, sizeof e))
            break;
        const auto request = r.inFlight.find(e.user_data);
        if (request == r.inFlight.end()) // a request of a kind not recorded (a poll, a no-op …)
            continue;
        done.push_back({ request->second, e.res });
        r.inFlight.erase(request);
    }
    unsigned now = tail;
    if (readMemory(tid, r.cq + o.tail, &now, sizeof now) && now - first > entries) {
        lost += unsigned(done.size()); // overwritten while they were read: not trusted
        done.clear();
    }
    return done;
}

} // namespace iolens::trace::ptrace

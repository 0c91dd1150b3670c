// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/tracememory.h"

#include <algorithm>
#include <climits>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include <arpa/inet.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <unistd.h>

namespace iolens::trace::ptrace {

bool readMemory(pid_t tid, std::uint64_t address, void* out, std::size_t size)
{
    iovec local { out, size };
    iovec remote { reinterpret_cast<void*>(address), size };
    return address != 0 && ::process_vm_readv(tid, &local, 1, &remote, 1, 0) == ssize_t(size);
}

std::string readString(pid_t tid, std::uint64_t address)
{
    std::string out;
    char chunk[256];
    // Page by page: a string that ends just before an unmapped page must not fail as a whole.
    while (address != 0 && out.size() < PATH_MAX) {
        const std::size_t toPageEnd = 4096 - (address & 4095u);
        const std::size_t n = std::min(sizeof chunk, toPageEnd);
        if (!readMemory(tid, address, chunk, n))
            break;
        const void* nul = std::memchr(chunk, '\0', n);
        if (nul) {
            out.append(chunk, std::size_t(static_cast<const char*>(nul) - chunk));
            return out;
        }
        out.append(chunk, n);
        address += n;
    }
    return out;
}

std::string readPeer(pid_t tid, std::uint64_t address, std::size_t size)
{
    sockaddr_storage a {};
    size = std::min(size, sizeof a);
    if (size < sizeof(sa_family_t) || !readMemory(tid, address, &a, size))
        return {};
    char text[INET6_ADDRSTRLEN] = {};
    if (a.ss_family == AF_INET && size >= sizeof(sockaddr_in)) {
        const auto* in = reinterpret_cast<const sockaddr_in*>(&a);
        ::inet_ntop(AF_INET, &in->sin_addr, text, sizeof text);
        return std::string(text) + ":" + std::to_string(ntohs(in->sin_port));
    }
    if (a.ss_family == AF_INET6 && size >= sizeof(sockaddr_in6)) {
        const auto* in6 = reinterpret_cast<const sockaddr_in6*>(&a);
        ::inet_ntop(AF_INET6, &in6->sin6_addr, text, sizeof text);
        return "[" + std::string(text) + "]:" + std::to_string(ntohs(in6->sin6_port));
    }
    if (a.ss_family == AF_UNIX) {
        const auto* un = reinterpret_cast<const sockaddr_un*>(&a);
        const std::size_t max = size - offsetof(sockaddr_un, sun_path);
        if (max == 0)
            return "unix:";
        if (un->sun_path[0] == '\0') // abstract
            return "unix:@" + std::string(un->sun_path + 1, strnlen(un->sun_path + 1, max - 1));
        return "unix:" + std::string(un->sun_path, strnlen(un->sun_path, max));
    }
    return {};
}

std::string absolutePath(pid_t pid, int dirfd, const std::string& path)
{
    std::string base;
    if (path.empty() || path.front() != '/') {
        if (dirfd == AT_FDCWD) {
            base = readProcLink(pid, "cwd");
        } else {
            const std::string fd = "fd/" + std::to_string(dirfd);
            base = readProcLink(pid, fd.c_str());
        }
    }
    std::string joined = path.empty() ? base : (base.empty() ? path : base + "/" + path);
    // Fold "/./" and a trailing "/.", and doubled slashes.
    std::string out;
    out.reserve(joined.size());
    std::size_t i = 0;
    while (i < joined.size()) {
        const std::size_t slash = joined.find('/', i);
        const std::size_t end = slash == std::string::npos ? joined.size() : slash;
        const std::string_view segment(joined.data() + i, end - i);
        if (!segment.empty() && segment != ".") {
            out += '/';
            out += segment;
        }
        i = end + 1;
    }
    return out.empty() ? std::string("/") : out;
}

std::string readProcFile(pid_t pid, const char* name)
{
    std::ifstream in("/proc/" + std::to_string(pid) + "/" + name, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string readProcLink(pid_t pid, const char* name)
{
    const std::string link = "/proc/" + std::to_string(pid) + "/" + name;
    char target[PATH_MAX];
    const ssize_t n = ::readlink(link.c_str(), target, sizeof target - 1);
    return n > 0 ? std::string(target, std::size_t(n)) : std::string();
}

std::string readTaskComm(pid_t pid, pid_t tid)
{
    const std::string name = "task/" + std::to_string(tid) + "/comm";
    std::string comm = readProcFile(pid, name.c_str());
    while (!comm.empty() && (comm.back() == '\n' || comm.back() == '\0'))
        comm.pop_back();
    return comm;
}

iolt_faults readFaults(pid_t pid)
{
    iolt_faults f {};
    const std::string text = readProcFile(pid, "stat");
    f.valid = !text.empty() && iolt_parse_stat_faults(text.c_str(), &f.minor, &f.major) ? 1 : 0;
    return f;
}

Module Modules::find(pid_t pid, std::uint64_t address)
{
    for (int attempt = 0; attempt < 2; ++attempt) {
        const auto it = std::upper_bound(
            m_ranges.begin(), m_ranges.end(), address, [](std::uint64_t a, const Range& r) { return a < r.start; });
        if (it != m_ranges.begin() && address < std::prev(it)->end) {
            Module m = m_modules[std::prev(it)->module];
            m.begin = std::prev(it)->start;
            m.end = std::prev(it)->end;
            return m;
        }
        if (attempt == 0)
            read(pid); // mapped since the last look (dlopen, a JIT)
    }
    return {};
}

void Modules::read(pid_t pid)
{
    m_modules.clear();
    m_ranges.clear();
    std::istringstream lines(readProcFile(pid, "maps"));
    std::string line;
    while (std::getline(lines, line)) {
        unsigned long long start = 0, end = 0, offset = 0;
        char perms[8] = {};
        int pathAt = 0;
        if (std::sscanf(line.c_str(), "%llx-%llx %7s %llx %*s %*s %n", &start, &end, perms, &offset, &pathAt) < 4
            || pathAt <= 0 || std::size_t(pathAt) >= line.size() || line[std::size_t(pathAt)] != '/')
            continue;
        const std::string path = line.substr(std::size_t(pathAt));
        auto known = std::find_if(m_modules.begin(), m_modules.end(), [&](const Module& m) { return m.path == path; });
        if (known == m_modules.end()) {
            m_modules.push_back({ path, start - offset });
            known = std::prev(m_modules.end());
        }
        m_ranges.push_back({ start, end, std::size_t(known - m_modules.begin()) });
    }
    std::sort(m_ranges.begin(), m_ranges.end(), [](const Range& a, const Range& b) { return a.start < b.start; });
}

} // namespace iolens::trace::ptrace

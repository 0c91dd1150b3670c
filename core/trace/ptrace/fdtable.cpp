// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/fdtable.h"

#include "core/trace/format/iolt.h"
#include "core/trace/ptrace/ioltwriter.h"

#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace iolens::trace::ptrace {

namespace {

// "pos:\t123" of /proc/PID/fdinfo/FD: where an inherited fd stands.
std::uint64_t procFdPosition(pid_t pid, int fd)
{
    char name[64];
    std::snprintf(name, sizeof name, "/proc/%d/fdinfo/%d", int(pid), fd);
    FILE* f = std::fopen(name, "re");
    if (!f)
        return 0;
    unsigned long long pos = 0;
    if (std::fscanf(f, "pos: %llu", &pos) != 1)
        pos = 0;
    std::fclose(f);
    return pos;
}

} // namespace

FdFile pathFile(const std::string& absolutePath, bool followLinks)
{
    FdFile f;
    f.path = absolutePath;
    struct stat st { };
    if ((followLinks ? ::stat(absolutePath.c_str(), &st) : ::lstat(absolutePath.c_str(), &st)) != 0) {
        f.kind = IOLT_KIND_MISSING;
        return f;
    }
    f.kind = iolt_kind_of_mode(st.st_mode, st.st_rdev);
    f.dev = st.st_dev;
    f.ino = st.st_ino;
    return f;
}

FdFile procFdFile(pid_t pid, int fd)
{
    FdFile f;
    char link[64];
    std::snprintf(link, sizeof link, "/proc/%d/fd/%d", int(pid), fd);
    char target[PATH_MAX];
    const ssize_t n = ::readlink(link, target, sizeof target - 1);
    if (n <= 0)
        return f; // not open
    f.path.assign(target, std::size_t(n));
    struct stat st { };
    if (::stat(link, &st) == 0) {
        f.kind = iolt_kind_of_mode(st.st_mode, st.st_rdev);
        f.dev = st.st_dev;
        f.ino = st.st_ino;
        if (f.kind == IOLT_KIND_REGULAR)
            f.sizeAtOpen = std::uint64_t(st.st_size);
    } else {
        f.kind = IOLT_KIND_OTHER;
    }
    return f;
}

std::uint32_t fileIndex(IoltWriter& writer, FdEntry& entry)
{
    if (entry.writer == &writer)
        return entry.index;
    entry.writer = &writer;
    entry.index = writer.file(entry.file.kind, entry.file.path, entry.file.dev, entry.file.ino);
    if (iolt_file* f = writer.fileEntry(entry.index); f && entry.file.sizeAtOpen > f->size_at_open)
        f->size_at_open = entry.file.sizeAtOpen;
    return entry.index;
}

FdEntry* FdTable::get(pid_t pid, int fd)
{
    if (fd < 0)
        return nullptr;
    if (const auto it = m_fds.find(fd); it != m_fds.end())
        return &it->second;
    FdEntry e;
    e.file = procFdFile(pid, fd);
    if (e.file.path.empty())
        return nullptr;
    if (iolt_kind_has_offsets(e.file.kind)) {
        e.noPosition = true;
        e.pos = e.lastEnd = procFdPosition(pid, fd);
    }
    e.file.sizeAtOpen = 0; // not opened under the trace
    return &m_fds.insert_or_assign(fd, std::move(e)).first->second;
}

FdEntry* FdTable::opened(pid_t pid, int fd, bool append, const std::string& socketPeer)
{
    FdEntry e;
    e.file = procFdFile(pid, fd);
    if (e.file.path.empty())
        return nullptr;
    if (!socketPeer.empty())
        e.file.path = socketPeer;
    e.opened = true;
    e.append = append;
    if (const auto stale = m_fds.find(fd); stale != m_fds.end() && stale->second.share)
        --stale->second.share->fds; // its close went unseen
    if (append)
        e.pos = e.lastEnd = e.file.sizeAtOpen;
    return &m_fds.insert_or_assign(fd, std::move(e)).first->second;
}

void FdTable::closing(int fd, IoltWriter* writer)
{
    const auto it = m_fds.find(fd);
    if (it == m_fds.end())
        return;
    FdEntry& f = it->second;
    SessionShare session { 1, f.opened, f.wrote, f.readFromStart, f.readBytes, f.writeBytes };
    if (f.share) {
        // A dup'ed session ends with the last of its fds, and that one counts all of them.
        SessionShare& s = *f.share;
        s.opened |= f.opened;
        s.wrote |= f.wrote;
        s.readFromStart |= f.readFromStart;
        s.readBytes += f.readBytes;
        s.writeBytes += f.writeBytes;
        session = s;
        if (--s.fds > 0) {
            m_fds.erase(it);
            return;
        }
    }
    if (session.opened && writer) {
        if (iolt_file* file = writer->fileEntry(fileIndex(*writer, f))) {
            ++file->sessions_closed;
            if (session.wrote) {
                ++file->sessions_written;
                file->session_write_bytes += session.writeBytes;
            }
            if (session.readFromStart) {
                ++file->sessions_read_from_start;
                file->session_read_bytes += session.readBytes;
            }
        }
    }
    m_fds.erase(it);
}

void FdTable::closeRange(unsigned first, unsigned last, IoltWriter* writer)
{
    for (auto it = m_fds.begin(); it != m_fds.end();) {
        const unsigned fd = unsigned(it->first);
        ++it;
        if (fd >= first && fd <= last)
            closing(int(fd), writer);
    }
}

void FdTable::dup(pid_t pid, int from, int to, IoltWriter* writer)
{
    if (from == to)
        return;
    closing(to, writer);
    FdEntry* source = get(pid, from);
    if (!source)
        return;
    // One session for both fds when it is one we saw opened: it ends when the last of them closes.
    if (source->opened && !source->share)
        source->share = std::make_shared<SessionShare>(SessionShare { 1 });
    if (source->share)
        ++source->share->fds;
    FdEntry copy = *source;
    // No counts of its own yet; a first read made through the source stays the session's first.
    copy.opened = copy.wrote = copy.readFromStart = false;
    if (!copy.share)
        copy.read = false;
    copy.readBytes = copy.writeBytes = 0;
    m_fds.insert_or_assign(to, std::move(copy));
}

std::shared_ptr<FdTable> FdTable::copy() const
{
    auto child = std::make_shared<FdTable>(*this);
    std::unordered_map<const SessionShare*, std::shared_ptr<SessionShare>> own;
    for (auto& [fd, entry] : child->m_fds)
        if (entry.share) {
            auto& mine = own[entry.share.get()];
            if (!mine)
                mine = std::make_shared<SessionShare>(*entry.share);
            entry.share = mine;
        }
    return child;
}

namespace {

int advance(FdEntry& f, std::int64_t off, std::int64_t r, std::uint64_t& start)
{
    int seq = -1;
    start = off >= 0 ? std::uint64_t(off) : f.pos;
    if (iolt_kind_has_offsets(f.file.kind)) {
        if (f.noPosition) {
            seq = 1;
            f.noPosition = false;
            f.read = true; // its first read is unknown: no session from 0
        } else {
            seq = f.append || start == f.lastEnd ? 1 : 0;
        }
    }
    if (r > 0) {
        f.lastEnd = start + std::uint64_t(r);
        if (off < 0)
            f.pos = f.lastEnd;
    }
    return seq;
}

} // namespace

int FdTable::readDone(FdEntry& f, std::int64_t off, std::int64_t r, IoltWriter& writer)
{
    if (r < 0)
        return -1;
    std::uint64_t start = 0;
    const int seq = advance(f, off, r, start);
    if (!f.read) {
        f.read = true;
        f.readFromStart = start == 0 && iolt_kind_has_offsets(f.file.kind);
    }
    f.readBytes += std::uint64_t(r);
    if (f.sent && r > 0) {
        f.sent = false;
        if (iolt_file* file = writer.fileEntry(fileIndex(writer, f)))
            ++file->exchanges;
    }
    return seq;
}

int FdTable::writeDone(FdEntry& f, std::int64_t off, std::int64_t r)
{
    if (r < 0)
        return -1;
    std::uint64_t start = 0;
    const int seq = advance(f, off, r, start);
    if (r > 0) {
        f.wrote = true;
        f.writeBytes += std::uint64_t(r);
        if (f.file.kind == IOLT_KIND_SOCKET)
            f.sent = true;
    }
    return seq;
}

} // namespace iolens::trace::ptrace

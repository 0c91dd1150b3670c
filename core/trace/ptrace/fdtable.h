// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What each fd of a traced process refers to, seen from the tracer: the file (kind, path, identity),
// its offsets for sequential/random, and its open session, as the preload keeps them inside the
// program (preload/fdstate.h). One table per set of fds: threads and CLONE_FILES children share it
// (shared_ptr), fork copies it, exec starts a new one (fds surviving the exec are looked up again).
// An fd the table does not know (inherited, or made by a call the filter lets through: pipe, socket,
// eventfd) is resolved from /proc/PID/fd and /proc/PID/fdinfo when the program first uses it.

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>

#include <sys/types.h>

namespace iolens::trace::ptrace {

class IoltWriter;

struct FdFile {
    std::uint32_t kind = 0; // enum iolt_file_kind
    std::string path;
    std::uint64_t dev = 0, ino = 0, sizeAtOpen = 0;
};

// One session reached through dup'ed fds (one open file description): it ends when the last of
// them closes, with what all of them did, as in the preload (preload/fdshare.h).
struct SessionShare {
    int fds = 0; // fds holding it
    bool opened = false, wrote = false, readFromStart = false;
    std::uint64_t readBytes = 0, writeBytes = 0; // of the fds closed so far
};

struct FdEntry {
    FdFile file;
    std::shared_ptr<SessionShare> share; // set once the session's fd was dup'ed
    bool opened = false; // seen opened: its session ends at close
    bool append = false;
    bool noPosition = false; // offset unknown: the first data call counts as sequential
    bool wrote = false, read = false, readFromStart = false, sent = false;
    std::uint64_t pos = 0, lastEnd = 0, readBytes = 0, writeBytes = 0;
    // The entry of this file in a writer's table, cached per writer.
    const IoltWriter* writer = nullptr;
    std::uint32_t index = 0;
};

// The file entry of `file` in `writer`, counting an open when asked.
std::uint32_t fileIndex(IoltWriter& writer, FdEntry& entry);
// A path's file as the kernel sees it now (kind from lstat/stat, MISSING when absent).
FdFile pathFile(const std::string& absolutePath, bool followLinks);
// The file behind fd of pid, from /proc; nullopt-like empty path when the fd is not open.
FdFile procFdFile(pid_t pid, int fd);

class FdTable {
public:
    // The entry of fd: known, or resolved from /proc/PID/fd now; null when pid has no such fd.
    FdEntry* get(pid_t pid, int fd);
    // A successful open (or accept, connect) made fd: a new session.
    FdEntry* opened(pid_t pid, int fd, bool append, const std::string& socketPeer = {});
    // fd closes: its session's counts go to the writer's file entry.
    void closing(int fd, IoltWriter* writer);
    void closeRange(unsigned first, unsigned last, IoltWriter* writer);
    void dup(pid_t pid, int from, int to, IoltWriter* writer);

    // After a data call of r bytes at off (-1: at the fd's position): 1 sequential, 0 random, -1 an
    // fd without offsets.
    static int readDone(FdEntry& f, std::int64_t off, std::int64_t r, IoltWriter& writer);
    static int writeDone(FdEntry& f, std::int64_t off, std::int64_t r);

    // fork: the child's own table, its dup'ed sessions its own too.
    std::shared_ptr<FdTable> copy() const;

private:
    std::unordered_map<int, FdEntry> m_fds;
};

} // namespace iolens::trace::ptrace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the ptrace tracer reads about a traced process from outside: its memory (paths and socket
// addresses the calls name, with process_vm_readv), its /proc entries (argv, exe, working
// directory, thread names), and which module an instruction address lies in (/proc/PID/maps).

#include "core/trace/format/iolt.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <sys/types.h>

namespace iolens::trace::ptrace {

bool readMemory(pid_t tid, std::uint64_t address, void* out, std::size_t size);
// A NUL-terminated string of the tracee (up to PATH_MAX bytes); empty when unreadable.
std::string readString(pid_t tid, std::uint64_t address);
// A struct sockaddr as the preload names peers: "127.0.0.1:8080", "[::1]:80", "unix:/run/x".
std::string readPeer(pid_t tid, std::uint64_t address, std::size_t size);
// `path` made absolute against dirfd (AT_FDCWD: the working directory) of pid, "." segments folded.
std::string absolutePath(pid_t pid, int dirfd, const std::string& path);

std::string readProcFile(pid_t pid, const char* name); // /proc/PID/NAME, whole
std::string readProcLink(pid_t pid, const char* name); // /proc/PID/NAME's target
std::string readTaskComm(pid_t pid, pid_t tid); // the thread's name, without the newline
// The process's page faults so far (/proc/PID/stat); valid 0 when unreadable.
iolt_faults readFaults(pid_t pid);

struct Module {
    std::string path; // empty: the address is in no file mapping
    std::uint64_t base = 0; // where the file's offset 0 is mapped (what dladdr calls dli_fbase)
    std::uint64_t begin = 0, end = 0; // the mapping the address lies in
};

// The file mappings of one process image, read from /proc/PID/maps when an address is not in them.
class Modules {
public:
    Module find(pid_t pid, std::uint64_t address);

private:
    struct Range {
        std::uint64_t start = 0, end = 0;
        std::size_t module = 0;
    };
    void read(pid_t pid);
    std::vector<Module> m_modules;
    std::vector<Range> m_ranges;
};

} // namespace iolens::trace::ptrace

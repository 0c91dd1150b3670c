// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/programsignals.h"

#include <cerrno>
#include <cstdlib>
#include <vector>

#include <dirent.h>
#include <signal.h>
#include <unistd.h>

namespace iolens::trace {

namespace {

// The pids of the trace files in dir ("p<pid>.<generation>.iolt") that are still in our process
// group, top included; never iolens itself. A pid reused by an unrelated process is skipped as long
// as that process is in another group (a new process of the caller's group, such as a pipeline
// member started later, would need the pid to wrap around meanwhile).
std::vector<pid_t> tracedMembers(pid_t top, const std::string& dir)
{
    std::vector<pid_t> pids;
    const pid_t self = ::getpid(), group = ::getpgrp();
    if (top > 0)
        pids.push_back(top);
    DIR* d = dir.empty() ? nullptr : ::opendir(dir.c_str());
    if (!d)
        return pids;
    while (const dirent* e = ::readdir(d)) {
        if (e->d_name[0] != 'p')
            continue;
        char* end = nullptr;
        errno = 0;
        const long pid = std::strtol(e->d_name + 1, &end, 10);
        if (errno != 0 || end == e->d_name + 1 || *end != '.' || pid <= 0 || pid == self || pid == top)
            continue;
        if (::getpgid(pid_t(pid)) == group)
            pids.push_back(pid_t(pid));
    }
    ::closedir(d);
    return pids;
}

} // namespace

std::vector<pid_t> programMembers(pid_t top, const std::string& traceDir)
{
    return tracedMembers(top, traceDir);
}

void signalProgram(pid_t top, bool ownGroup, const std::string& traceDir, int sig) noexcept
{
    if (top <= 0)
        return;
    if (ownGroup) {
        ::kill(-top, sig);
        return;
    }
    try {
        for (const pid_t pid : tracedMembers(top, traceDir))
            ::kill(pid, sig);
    } catch (...) {
        ::kill(top, sig); // no memory for the list: the top program at least
    }
}

bool programAlive(pid_t top, bool ownGroup, const std::string& traceDir) noexcept
{
    if (top <= 0)
        return false;
    if (ownGroup)
        return ::kill(-top, 0) == 0;
    try {
        for (const pid_t pid : tracedMembers(top, traceDir))
            if (::kill(pid, 0) == 0)
                return true;
    } catch (...) {
        return ::kill(top, 0) == 0;
    }
    return false;
}

} // namespace iolens::trace

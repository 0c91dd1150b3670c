// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/attach/processlist.h"

#include <cstdlib>
#include <dirent.h>
#include <fstream>
#include <pwd.h>
#include <sstream>
#include <unistd.h>

namespace iolens::trace {

namespace {

std::string procPath(pid_t pid, const char* name)
{
    return "/proc/" + std::to_string(pid) + "/" + name;
}

// /proc/PID/stat's state (field 3), parent (4) and start time (22), counted from the closing
// parenthesis of the command name, which may hold spaces and parentheses itself.
bool readStat(pid_t pid, char& state, pid_t& parent, std::uint64_t& startTicks)
{
    std::ifstream in(procPath(pid, "stat"));
    std::string line;
    if (!std::getline(in, line))
        return false;
    const std::size_t close = line.rfind(')');
    if (close == std::string::npos)
        return false;
    std::istringstream fields(line.substr(close + 1));
    std::string skip;
    fields >> state >> parent;
    for (int field = 5; field < 22; ++field)
        fields >> skip;
    return bool(fields >> startTicks);
}

std::string userName(uid_t uid)
{
    passwd entry {};
    passwd* found = nullptr;
    char buffer[4096];
    if (::getpwuid_r(uid, &entry, buffer, sizeof buffer, &found) == 0 && found)
        return found->pw_name;
    return std::to_string(uid);
}

// With ptrace_scope 1 a process may trace its descendants only.
bool isOurDescendant(pid_t pid)
{
    const pid_t self = ::getpid();
    for (int depth = 0; depth < 64 && pid > 1; ++depth) {
        char state = 0;
        pid_t parent = 0;
        std::uint64_t ticks = 0;
        if (!readStat(pid, state, parent, ticks))
            return false;
        if (parent == self)
            return true;
        pid = parent;
    }
    return false;
}

} // namespace

bool readRunningProcess(pid_t pid, RunningProcess& out)
{
    char state = 0;
    pid_t parent = 0;
    std::uint64_t ticks = 0;
    if (!readStat(pid, state, parent, ticks))
        return false;
    std::ifstream cmdline(procPath(pid, "cmdline"), std::ios::binary);
    std::string word, command;
    while (std::getline(cmdline, word, '\0'))
        command += (command.empty() ? "" : " ") + word;
    if (command.empty() && state != 'Z')
        return false; // a kernel thread: nothing to attach to
    const long uid = procStatusField(pid, "Uid");
    if (uid < 0)
        return false;
    out = {};
    out.pid = pid;
    out.uid = uid_t(uid);
    out.user = userName(out.uid);
    out.command = command;
    out.startTicks = ticks;
    const bool root = ::geteuid() == 0;
    const long scope = yamaPtraceScope();
    if (pid == ::getpid())
        out.block = AttachBlock::Itself;
    else if (state == 'Z' || state == 'X')
        out.block = AttachBlock::Ended;
    else if (const long tracer = procStatusField(pid, "TracerPid"); tracer > 0) {
        out.block = AttachBlock::AlreadyTraced;
        out.tracer = tracer;
    } else if (!root && out.uid != ::geteuid())
        out.block = AttachBlock::OtherUser;
    else if (scope >= 3 || (!root && scope >= 1 && !isOurDescendant(pid))) {
        out.block = AttachBlock::PtraceScope;
        out.scope = scope;
    }
    return true;
}

std::vector<RunningProcess> listRunningProcesses()
{
    std::vector<RunningProcess> out;
    DIR* proc = ::opendir("/proc");
    if (!proc)
        return out;
    const bool root = ::geteuid() == 0;
    while (const dirent* entry = ::readdir(proc)) {
        char* end = nullptr;
        const long pid = std::strtol(entry->d_name, &end, 10);
        if (pid <= 0 || *end != '\0')
            continue;
        RunningProcess process;
        if (readRunningProcess(pid_t(pid), process) && (root || process.uid == ::geteuid()))
            out.push_back(std::move(process));
    }
    ::closedir(proc);
    return out;
}

std::string pidLabel(pid_t pid)
{
    return "process " + std::to_string(pid);
}

long procStatusField(pid_t pid, const std::string& field)
{
    std::ifstream status(procPath(pid, "status"));
    std::string line;
    while (std::getline(status, line))
        if (line.compare(0, field.size() + 1, field + ":") == 0)
            return std::strtol(line.c_str() + field.size() + 1, nullptr, 10);
    return -1;
}

long yamaPtraceScope()
{
    std::ifstream scope("/proc/sys/kernel/yama/ptrace_scope");
    long value = 0;
    return scope >> value ? value : 0;
}

} // namespace iolens::trace

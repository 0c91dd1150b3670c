// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/attach/attachsession.h"

#include "core/errors.h"
#include "core/printable.h"
#include "core/trace/attach/attachedprocess.h"
#include "core/trace/attach/libraryloader.h"
#include "core/trace/attach/processlist.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens::trace {

namespace {

// The process's owner, so that the trace directory and the library copy can be given to it when
// iolens runs as root and the process does not.
bool ownerOf(pid_t pid, uid_t& uid, gid_t& gid)
{
    struct stat st { };
    if (::stat(("/proc/" + std::to_string(pid)).c_str(), &st) != 0)
        return false;
    uid = st.st_uid;
    gid = st.st_gid;
    return true;
}

// A private copy of the library in the trace directory, readable by the process's owner.
std::string copyLibrary(const std::string& library, const std::string& dir, uid_t uid, gid_t gid)
{
    const std::string copy
        = dir + "/attach-" + std::to_string(::getpid()) + "-" + std::to_string(::time(nullptr)) + ".so";
    const int in = ::open(library.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0)
        throw UsageError(
            "The attach library '" + printable(library) + "' cannot be read: " + std::strerror(errno) + ".");
    const int out = ::open(copy.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0500);
    bool ok = out >= 0;
    char buffer[1 << 16];
    ssize_t got = 0;
    while (ok && (got = ::read(in, buffer, sizeof buffer)) > 0)
        ok = ::write(out, buffer, std::size_t(got)) == got;
    ok = ok && got == 0;
    ::close(in);
    if (out >= 0) {
        if (::geteuid() == 0)
            ok = ok && ::fchown(out, uid, gid) == 0;
        ok = ::close(out) == 0 && ok;
    }
    if (!ok) {
        ::unlink(copy.c_str());
        throw UsageError("The attach library could not be copied into '" + printable(dir) + "'.");
    }
    return copy;
}

struct ProcessStat {
    char state = 0;
    std::optional<int> exitCode; // field 52, since Linux 3.5
};

// /proc/PID/stat's state (field 3) and exit code (field 52). The command name (field 2) may hold
// spaces and parentheses: the fields are counted from its closing parenthesis, the last one.
std::optional<ProcessStat> readProcessStat(pid_t pid)
{
    std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
    std::string line;
    if (!std::getline(in, line))
        return std::nullopt;
    const std::size_t close = line.rfind(')');
    if (close == std::string::npos)
        return std::nullopt;
    std::istringstream fields(line.substr(close + 1));
    ProcessStat stat;
    fields >> stat.state;
    std::string field;
    for (int number = 4; fields >> field; ++number)
        if (number == 52) {
            try {
                stat.exitCode = std::stoi(field);
            } catch (const std::exception&) { }
        }
    return stat;
}

} // namespace

AttachSession::AttachSession(pid_t pid, std::string library, std::string traceDir)
    : m_pid(pid)
    , m_library(std::move(library))
    , m_traceDir(std::move(traceDir))
{ }

std::string AttachSession::libraryBeside(const std::string& preloadLibrary)
{
    const std::size_t slash = preloadLibrary.rfind('/');
    return (slash == std::string::npos ? std::string(".") : preloadLibrary.substr(0, slash))
        + "/libiolens-trace-attach.so";
}

bool AttachSession::processAlive()
{
    if (m_endStatus)
        return false;
    if (::kill(m_pid, 0) != 0 && errno != EPERM)
        return false;
    const std::optional<ProcessStat> stat = readProcessStat(m_pid);
    if (!stat)
        return false; // gone between the two looks
    if (stat->state != 'Z' && stat->state != 'X')
        return true;
    m_endStatus = stat->exitCode;
    return false;
}

long AttachSession::start()
{
    uid_t uid = 0;
    gid_t gid = 0;
    if (!ownerOf(m_pid, uid, gid))
        throw UsageError("there is no " + pidLabel(m_pid) + ".");
    // The process writes its trace file into the directory: as root, it is handed to the owner.
    if (::geteuid() == 0 && uid != 0 && ::chown(m_traceDir.c_str(), uid, gid) != 0)
        throw UsageError("The trace directory '" + printable(m_traceDir) + "' cannot be given to the owner of "
            + pidLabel(m_pid) + ": " + std::strerror(errno) + ".");
    AttachedProcess process = AttachedProcess::attach(m_pid);
    const std::string copy = copyLibrary(m_library, m_traceDir, uid, gid);
    long redirected = 0;
    try {
        RemoteLibraries libraries(process);
        const std::uint64_t handle = libraries.load(copy);
        const std::uint64_t attach = libraries.symbol(handle, "iolens_trace_attach");
        m_detach = libraries.symbol(handle, "iolens_trace_detach");
        redirected = long(process.call(attach, { AttachedProcess::kStringArgument }, m_traceDir));
    } catch (...) {
        ::unlink(copy.c_str());
        throw;
    }
    ::unlink(copy.c_str()); // mapped by the process; the name is not needed any more
    process.detach();
    if (redirected < 0)
        throw UsageError(pidLabel(m_pid) + " could not start recording into '" + printable(m_traceDir)
            + "': " + std::strerror(int(-redirected)) + ".");
    return redirected;
}

void AttachSession::stop()
{
    if (m_detach == 0 || !processAlive())
        return;
    try {
        AttachedProcess process = AttachedProcess::attach(m_pid);
        process.call(m_detach, {});
        process.detach();
    } catch (const UsageError&) {
        if (processAlive())
            throw;
        // It ended while we stopped it: its trace file ends where it ended.
    }
    m_detach = 0;
}

} // namespace iolens::trace

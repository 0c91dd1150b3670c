// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/sharedsignal.h"

#include "core/trace/launch/programsignals.h"
#include "core/trace/ptrace/monotonic.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

namespace iolens::trace {

namespace {

struct SignalMasks {
    std::uint64_t sharedPending = 0, blocked = 0, ignored = 0, caught = 0;
};

// The masks a status file of /proc lists: ShdPnd, SigBlk, SigIgn, SigCgt (hexadecimal); false
// when the file is gone or lacks one.
bool readStatusMasks(const std::string& path, SignalMasks& masks)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    char text[8192];
    const ssize_t n = ::read(fd, text, sizeof text - 1);
    ::close(fd);
    if (n <= 0)
        return false;
    text[n] = '\0';
    const struct {
        const char* name;
        std::uint64_t* mask;
    } fields[] = { { "\nShdPnd:", &masks.sharedPending }, { "\nSigBlk:", &masks.blocked },
        { "\nSigIgn:", &masks.ignored }, { "\nSigCgt:", &masks.caught } };
    for (const auto& field : fields) {
        const char* at = std::strstr(text, field.name);
        if (!at)
            return false;
        *field.mask = std::strtoull(at + std::strlen(field.name), nullptr, 16);
    }
    return true;
}

// The process' masks, with `blocked` the signals every thread blocks: the kernel hands a signal
// sent to the process to any thread that does not (a program may leave one thread to take them).
bool readMasks(pid_t pid, SignalMasks& masks)
{
    const std::string dir = "/proc/" + std::to_string(pid);
    if (!readStatusMasks(dir + "/status", masks))
        return false;
    DIR* tasks = ::opendir((dir + "/task").c_str());
    if (!tasks)
        return true;
    while (const dirent* e = ::readdir(tasks)) {
        SignalMasks thread;
        if (e->d_name[0] != '.' && readStatusMasks(dir + "/task/" + e->d_name + "/status", thread))
            masks.blocked &= thread.blocked;
    }
    ::closedir(tasks);
    return true;
}

// The trace file of each pid's newest image in dir ("p<pid>.<generation>.iolt"), in one pass.
std::map<pid_t, std::string> newestImages(const std::string& dir)
{
    std::map<pid_t, std::string> images;
    std::map<pid_t, long> generations;
    DIR* d = ::opendir(dir.c_str());
    if (!d)
        return images;
    while (const dirent* e = ::readdir(d)) {
        if (e->d_name[0] != 'p')
            continue;
        char* end = nullptr;
        const long pid = std::strtol(e->d_name + 1, &end, 10);
        if (end == e->d_name + 1 || *end != '.' || pid <= 0)
            continue;
        const char* at = end + 1;
        const long generation = std::strtol(at, &end, 10);
        if (end == at || std::strcmp(end, ".iolt") != 0)
            continue;
        const auto [known, added] = generations.try_emplace(pid_t(pid), generation);
        if (added || generation > known->second) {
            known->second = generation;
            images[pid_t(pid)] = dir + "/" + e->d_name;
        }
    }
    ::closedir(d);
    return images;
}

} // namespace

SharedSignal::SharedSignal(const std::string& traceDir)
    : m_dir(traceDir)
    , m_watchStartNs(ptrace::monotonicNs())
{ }

SharedSignal::Deliveries SharedSignal::deliveries(const std::string& image, int sig)
{
    Deliveries result;
    result.image = image;
    const int fd = result.image.empty() ? -1 : ::open(result.image.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return result;
    iolt_header header {};
    const bool whole = ::pread(fd, &header, sizeof header, 0) == ssize_t(sizeof header);
    ::close(fd);
    if (!whole || std::memcmp(header.magic, IOLT_MAGIC, sizeof header.magic) != 0)
        return result;
    result.known = true;
    result.count = header.signal_deliveries[sig];
    result.lastNs = header.start_ns + header.signal_last_ns[sig];
    return result;
}

SharedSignal::Verdict SharedSignal::judge(pid_t pid, const std::string& image, int sig, std::uint64_t takenNs)
{
    // The masks first: a handler set with SA_RESETHAND reads as the default once delivered, and
    // its delivery is counted by then.
    SignalMasks masks;
    const bool alive = readMasks(pid, masks);
    const Deliveries d = deliveries(image, sig);
    std::uint32_t& accounted = m_accounted[d.image][std::size_t(sig)];
    if (d.known && d.count > accounted) {
        accounted = d.count;
        if (d.lastNs + kLookBackNs >= takenNs || takenNs < m_watchStartNs + kLookBackNs)
            return Verdict::Reached;
    }
    const std::uint64_t bit = std::uint64_t(1) << (sig - 1);
    if (!alive || (masks.ignored & bit) || !(masks.caught & bit))
        return Verdict::Pass;
    if (masks.sharedPending & bit) {
        accounted = d.count + 1; // its delivery, still to come, is this signal's
        return Verdict::Reached;
    }
    if ((masks.blocked & bit) || !d.known)
        return Verdict::Pass;
    return Verdict::Wait;
}

void SharedSignal::passOn(pid_t top, int sig, std::uint64_t takenNs)
{
    if (sig <= 0 || unsigned(sig) >= IOLT_COUNTED_SIGNALS) { // no count to look at
        signalProgram(top, false, m_dir, sig);
        return;
    }
    std::vector<pid_t> waiting;
    std::map<pid_t, std::string> images = newestImages(m_dir);
    for (const pid_t pid : programMembers(top, m_dir)) {
        switch (judge(pid, images[pid], sig, takenNs)) {
        case Verdict::Reached:
            break;
        case Verdict::Pass:
            ::kill(pid, sig);
            break;
        case Verdict::Wait:
            waiting.push_back(pid);
            break;
        }
    }
    const std::uint64_t until = ptrace::monotonicNs() + kWaitNs;
    while (!waiting.empty()) {
        const bool late = ptrace::monotonicNs() >= until;
        images = newestImages(m_dir); // an exec meanwhile starts a new image
        for (auto it = waiting.begin(); it != waiting.end();) {
            const Deliveries d = deliveries(images[*it], sig);
            std::uint32_t& accounted = m_accounted[d.image][std::size_t(sig)];
            if (d.count > accounted) {
                accounted = d.count;
                it = waiting.erase(it);
            } else if (late) {
                ::kill(*it, sig);
                accounted = d.count + 1; // the delivery of ours
                it = waiting.erase(it);
            } else {
                ++it;
            }
        }
        if (!waiting.empty()) {
            const timespec step { 0, 2'000'000 };
            ::nanosleep(&step, nullptr);
        }
    }
}

} // namespace iolens::trace

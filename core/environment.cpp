// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/environment.h"

#include "core/clock.h"
#include "core/stopwatch.h"

#include <chrono>
#include <climits>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <sstream>
#include <sys/utsname.h>

namespace iolens {

namespace {

std::string cpuModel()
{
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            if (colon != std::string::npos)
                return line.substr(line.find_first_not_of(' ', colon + 1));
        }
    }
    return "unknown";
}

std::string utcNow()
{
    const std::time_t now = std::time(nullptr);
    std::tm tm {};
    gmtime_r(&now, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

// mountinfo escapes spaces and other bytes in paths as \ooo.
std::string unescapeMountPath(const std::string& s)
{
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        if (s[i] == '\\' && i + 3 < s.size()) {
            out += static_cast<char>(std::strtol(s.substr(i + 1, 3).c_str(), nullptr, 8));
            i += 3;
        } else {
            out += s[i];
        }
    }
    return out;
}

} // namespace

std::string filesystemType(const std::string& path)
{
    char resolved[PATH_MAX];
    if (!::realpath(path.c_str(), resolved))
        return "unknown";
    const std::string target = resolved;
    std::ifstream in("/proc/self/mountinfo");
    std::string line, best = "unknown";
    std::size_t bestLength = 0;
    while (std::getline(in, line)) {
        std::istringstream fields(line);
        std::string id, parent, devno, root, mountPoint;
        fields >> id >> parent >> devno >> root >> mountPoint;
        mountPoint = unescapeMountPath(mountPoint);
        const bool contains = target == mountPoint || mountPoint == "/"
            || (target.rfind(mountPoint, 0) == 0 && target.size() > mountPoint.size()
                && target[mountPoint.size()] == '/');
        if (!contains || mountPoint.size() < bestLength)
            continue;
        const auto dash = line.find(" - ");
        if (dash == std::string::npos)
            continue;
        std::istringstream tail(line.substr(dash + 3));
        std::string type;
        tail >> type;
        best = type;
        bestLength = mountPoint.size();
    }
    return best;
}

Environment collectEnvironment(const std::string& sourcePath, const std::string& outDir)
{
    Stopwatch::calibrate();
    Environment env;
    env.date = utcNow();
    env.iolensVersion = IOLENS_VERSION;
    utsname u {};
    if (::uname(&u) == 0)
        env.kernel = std::string(u.sysname) + " " + u.release + " " + u.version + " " + u.machine;
    env.cpu = cpuModel();
    env.clock = std::string(Clock::name());
    env.clockOverheadNs = Stopwatch::startStopOverheadNs();
    env.clockReadNs = Clock::readCostNs();
    env.sourceFilesystem = filesystemType(sourcePath);
    env.outDirFilesystem = filesystemType(outDir);
    return env;
}

} // namespace iolens

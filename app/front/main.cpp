// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// iolens-cli: a small front for the full command line, iolens-cli-full, beside it. Loading the
// full CLI (Qt Core, SQLite, cpp-httplib with OpenSSL) takes 11 to 15 ms before main(), and for
// `iolens-cli trace` that time was added to the traced program's own (issue 11, section 7). So
// the front, which links no Qt, starts the traced program itself and only then execs the full CLI,
// which adopts the running program (core/trace/launch/handover.h) while it runs. Every other
// command, and any trace it is not sure of, goes to the full CLI unchanged.

#include "app/front/fasttrace.h"

#include "core/hugepagemalloc.h"
#include "core/trace/launch/handover.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

// iolens-cli-full beside this executable; empty when /proc/self/exe cannot be read (a bare name
// would make execv run whatever file of that name the current directory holds).
std::string fullCliPath()
{
    char buffer[PATH_MAX];
    const ssize_t n = ::readlink("/proc/self/exe", buffer, sizeof buffer - 1);
    if (n <= 0)
        return {};
    std::string path(buffer, std::size_t(n));
    const std::size_t slash = path.rfind('/');
    return path.substr(0, slash + 1) + "iolens-cli-full";
}

} // namespace

int main(int argc, char** argv)
{
    // Only this front may hand a program over; one inherited from elsewhere is no hand-over of ours.
    ::unsetenv(iolens::trace::kHandoverEnv);
    const std::string full = fullCliPath();
    if (full.empty()) {
        std::fprintf(stderr,
            "iolens-cli: /proc/self/exe cannot be read (%s), so iolens-cli-full cannot be found beside iolens-cli.\n",
            std::strerror(errno));
        return 2;
    }
    if (::access(full.c_str(), X_OK) != 0) {
        std::fprintf(stderr,
            "iolens-cli: the full command line '%s' is missing or not executable (%s): reinstall iolens.\n",
            full.c_str(), std::strerror(errno));
        return 2;
    }
    if (argc >= 2 && std::strcmp(argv[1], "trace") == 0) {
        iolens::front::startTraceAndHandOver(std::vector<std::string>(argv + 2, argv + argc), full, argv);
        // Not handed over: the full CLI starts the program itself, after it put the tunable back.
        iolens::requestHugePageMalloc();
    }
    ::execv(full.c_str(), argv);
    std::fprintf(stderr, "iolens-cli: could not run '%s': %s.\n", full.c_str(), std::strerror(errno));
    return 2;
}

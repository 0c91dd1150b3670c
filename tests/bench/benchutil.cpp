// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "benchutil.h"

#include "core/clock.h"
#include "core/errors.h"
#include "core/generator.h"
#include "core/pagecache.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/scratchdir.h"

#include <algorithm>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <random>
#include <spawn.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace iolens::bench {

double median(std::vector<double> values)
{
    if (values.empty())
        return 0.0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

void ensureFile(const std::string& path, std::uint64_t size)
{
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) == size)
        return;
    std::fprintf(stderr, "generating %s (%llu bytes)…\n", path.c_str(), static_cast<unsigned long long>(size));
    GenOptions options;
    options.overwrite = true;
    std::atomic<bool> cancel { false };
    generateFile(path, GenKind::Random, size, options, cancel);
}

void ensureTextFile(const std::string& path, std::uint64_t size)
{
    std::error_code ec;
    if (std::filesystem::exists(path, ec) && std::filesystem::file_size(path, ec) == size)
        return;
    std::fprintf(stderr, "generating %s (%llu bytes of text)…\n", path.c_str(), static_cast<unsigned long long>(size));
    GenOptions options;
    options.overwrite = true;
    options.lineLength = 80;
    options.charset = TextCharset::Ascii;
    std::atomic<bool> cancel { false };
    generateFile(path, GenKind::Text, size, options, cancel);
}

std::vector<std::vector<double>> runInterleaved(const std::vector<std::function<double()>>& runs, int reps)
{
    for (const auto& run : runs) // the warm-up round, discarded
        run();
    std::vector<std::vector<double>> ns(runs.size());
    std::vector<std::size_t> order(runs.size());
    std::mt19937 shuffler(2026);
    for (int rep = 0; rep < reps; ++rep) {
        std::fprintf(stderr, "\rrepetition %d/%d", rep + 1, reps);
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::shuffle(order.begin(), order.end(), shuffler);
        for (const std::size_t i : order)
            ns[i].push_back(runs[i]());
    }
    std::fprintf(stderr, "\r%30s\r", "");
    return ns;
}

namespace {
std::string freshDest(const std::string& outDir)
{
    static unsigned counter = 0;
    return outDir + "/iolens-bench-dest-" + std::to_string(::getpid()) + "-" + std::to_string(++counter);
}
} // namespace

double timeStrategy(
    const std::string& id, const ParamValues& params, const std::string& source, const std::string& outDir)
{
    const Strategy* strategy = Registry::instance().find(id);
    if (!strategy)
        throw UsageError("unknown strategy " + id);
    pagecache::warm(source);
    const std::string dest = freshDest(outDir);
    RunContext context(
        source, std::filesystem::file_size(source), dest, resolveParams(strategy->info().params, params, id));
    // As the runner does: what the strategy needs but must not time (the write family's records).
    context.setPreparedInput(strategy->prepareInput(context));
    Probe probe;
    const Ticks begin = Clock::now();
    strategy->run(context, probe);
    const Ticks end = Clock::now();
    ScratchDir::remove(dest);
    return Clock::toNs(end - begin);
}

double timeCommand(std::vector<std::string> argv, const std::string& source, const std::string& outDir)
{
    pagecache::warm(source);
    const std::string dest = freshDest(outDir);
    for (std::string& arg : argv)
        if (const auto at = arg.find("{dst}"); at != std::string::npos)
            arg.replace(at, 5, dest);
    std::vector<char*> args;
    for (std::string& arg : argv)
        args.push_back(arg.data());
    args.push_back(nullptr);
    // The command's answer (wc -l prints a count) would tear the tables apart: it goes to /dev/null.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    const Ticks begin = Clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        throw UsageError("cannot start " + argv[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    const Ticks end = Clock::now();
    ScratchDir::remove(dest);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        throw UsageError(argv[0] + " failed");
    return Clock::toNs(end - begin);
}

void touchMemoryOnce(std::uint64_t bytes)
{
    void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return; // not enough memory: measure anyway, the medians absorb part of the effect
    const long page = ::sysconf(_SC_PAGESIZE);
    for (std::uint64_t offset = 0; offset < bytes; offset += static_cast<std::uint64_t>(page))
        static_cast<volatile char*>(p)[offset] = 1;
    ::munmap(p, bytes);
}

void printRatioRow(const std::string& label, double a, double b, double limit)
{
    const double ratio = a / b;
    std::printf("%-44s %12.2f ms %12.2f ms %8.3f  %s\n", label.c_str(), a / 1e6, b / 1e6, ratio,
        limit <= 0 ? "(reported)" : (ratio <= limit ? "within target" : "OVER TARGET"));
}

void printSpeedupRow(const std::string& label, double slow, double fast, double minSpeedup)
{
    const double speedup = slow / fast;
    std::printf("%-44s %12.2f ms %12.2f ms %7.2fx  %s\n", label.c_str(), slow / 1e6, fast / 1e6, speedup,
        speedup >= minSpeedup ? "target met" : "TARGET MISSED");
}

pid_t spawnQuiet(const std::vector<std::string>& argv)
{
    std::vector<char*> args;
    for (const std::string& arg : argv)
        args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        throw UsageError("cannot start " + argv[0]);
    return pid;
}

double timeProcess(const std::vector<std::string>& argv, const std::string& input)
{
    pagecache::warm(input);
    const Ticks begin = Clock::now();
    const pid_t pid = spawnQuiet(argv);
    int status = 0;
    ::waitpid(pid, &status, 0);
    const Ticks end = Clock::now();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::string command;
        for (const std::string& arg : argv)
            command += (command.empty() ? "" : " ") + arg;
        throw UsageError("'" + command + "' failed with status " + std::to_string(status));
    }
    return Clock::toNs(end - begin);
}

std::uint64_t directoryBytes(const std::string& dir)
{
    std::uint64_t bytes = 0;
    std::error_code ec;
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir, ec)) {
        struct stat st { };
        if (e.is_regular_file(ec) && ::stat(e.path().c_str(), &st) == 0)
            bytes += std::uint64_t(st.st_blocks) * 512u;
    }
    return bytes;
}

} // namespace iolens::bench

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
#include <filesystem>
#include <spawn.h>
#include <sys/mman.h>
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
    const Ticks begin = Clock::now();
    pid_t pid = 0;
    if (posix_spawnp(&pid, args[0], nullptr, nullptr, args.data(), environ) != 0)
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

} // namespace iolens::bench

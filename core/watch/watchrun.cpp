// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/watch/watchrun.h"

#include "core/errors.h"
#include "core/filehash.h"
#include "core/sysio.h"

#include <algorithm>
#include <cerrno>
#include <ctime>
#include <fcntl.h>
#include <sys/stat.h>
#include <xxhash.h>

namespace iolens {

std::vector<ParamSpec> watchWorkloadParams()
{
    // Defaults: 50 changes 5–75 ms apart, about 2 s a run. Gaps from below to far above a 10 ms
    // poll interval, so the default poll both answers late and merges the closest changes.
    return {
        { "changes", "how many times the writer appends a line to the watched file", ParamType::Count, 50, 1, 10000 },
        { "min_gap_ms", "shortest pause of the writer before a change (ms)", ParamType::Count, 5, 0, 10000 },
        { "max_gap_ms", "longest pause of the writer before a change (ms); gaps are uniform in [min, max]",
            ParamType::Count, 75, 0, 10000 },
    };
}

namespace watch {

std::shared_ptr<const PreparedInput> preparePlan(const RunContext& context)
{
    return std::make_shared<const PreparedPlan>(
        ChangePlan::make(context.param("changes"), context.param("min_gap_ms"), context.param("max_gap_ms")));
}

std::string createWatchedFile(const std::string& directory)
{
    if (::mkdir(directory.c_str(), 0700) < 0)
        throw IoError("mkdir", directory, errno);
    const std::string file = directory + "/watched.log";
    sys::UniqueFd fd = sys::createNew(file);
    sys::close(fd, file);
    return file;
}

std::uint64_t threadCpuNs() noexcept
{
    timespec ts {};
    ::clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<std::uint64_t>(ts.tv_sec) * 1'000'000'000ull + static_cast<std::uint64_t>(ts.tv_nsec);
}

Output readWatchedFile(const std::string& path)
{
    sys::UniqueFd fd = sys::open(path, O_RDONLY);
    std::string content(sys::fileSize(fd.get(), path), '\0');
    content.resize(sys::readFull(fd.get(), content.data(), content.size(), path));
    sys::close(fd, path);
    const auto lines = static_cast<std::uint64_t>(std::count(content.begin(), content.end(), '\n'));
    return Output { content.size(), lines, xxh3Text(XXH3_64bits(content.data(), content.size())) };
}

void reportDetections(RunContext& context, const DetectionSummary& summary, std::uint64_t cpuNs, std::uint64_t syscalls,
    std::uint64_t emptyChecks)
{
    context.addMetric("latency_median_ns", summary.medianNs(), "ns");
    context.addMetric("latency_p99_ns", summary.p99Ns(), "ns");
    context.addMetric("latency_max_ns", summary.maxNs(), "ns");
    context.addMetric("detected_events", static_cast<double>(summary.detected), "count");
    context.addMetric("missed_events", static_cast<double>(summary.missed), "count");
    context.addMetric("watch_cpu_ns", static_cast<double>(cpuNs), "ns");
    context.addMetric("watch_syscalls", static_cast<double>(syscalls), "count");
    context.addMetric("empty_checks", static_cast<double>(emptyChecks), "count");
}

} // namespace watch

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/runestimate.h"

#include "core/clock.h"
#include "core/errors.h"
#include "core/familywork.h"
#include "core/report/reportutil.h"
#include "core/runcontext.h"
#include "core/scratchdir.h"
#include "core/strategy.h"
#include "core/sysio.h"

#include <algorithm>
#include <cmath>
#include <fcntl.h>
#include <vector>

namespace iolens {

namespace {

constexpr std::uint64_t kPrefixBytes = 64u << 10;
constexpr std::int64_t kCalibrationShare = 100; // a hundredth of a counted amount

// The first `bytes` of the source as a file of its own, for the file families' calibration.
std::string writePrefix(const std::string& source, std::uint64_t bytes, const std::string& path)
{
    sys::UniqueFd in = sys::open(source, O_RDONLY);
    std::vector<char> data(static_cast<std::size_t>(bytes));
    const std::size_t n = sys::readFull(in.get(), data.data(), data.size(), source);
    sys::UniqueFd out = sys::createNew(path);
    sys::writeAll(out.get(), data.data(), n, path);
    sys::close(out, path);
    return path;
}

std::string roundedWithSeparators(double value)
{
    std::string digits = std::to_string(static_cast<long long>(std::llround(value)));
    for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(static_cast<std::size_t>(i), ",");
    return digits;
}

std::string plural(const std::string& unit, double n)
{
    return unit == "MiB" || std::llround(n) == 1 ? unit : unit + "s";
}

} // namespace

std::optional<RunEstimate> estimateRun(const Strategy& strategy, const ParamValues& params, const std::string& source,
    std::uint64_t sourceBytes, int runs, ScratchDir& scratch, const std::atomic<bool>& cancel)
{
    const StrategyInfo& info = strategy.info();
    const FamilyWork* work = familyWork(info.job());
    if (!work || info.family == "ext" || info.family == "net" || strategy.unsupportedReason())
        return std::nullopt;

    RunEstimate estimate;
    ParamValues calibration = params;
    std::string calibrationSource = source;
    std::uint64_t calibrationBytes = sourceBytes;
    if (!work->amountKey.empty()) {
        const auto it = params.find(work->amountKey);
        if (it == params.end() || it->second < kCalibrationShare)
            return std::nullopt; // small already: the run is its own estimate
        estimate.unit = std::string(work->unit);
        estimate.units = static_cast<double>(it->second);
        calibration[std::string(work->amountKey)] = it->second / kCalibrationShare;
        estimate.calibratedUnits = static_cast<double>(it->second / kCalibrationShare);
    } else {
        if (sourceBytes < kPrefixBytes * 16)
            return std::nullopt;
        estimate.unit = "MiB";
        estimate.units = static_cast<double>(sourceBytes) / double(1u << 20);
        estimate.calibratedUnits = static_cast<double>(kPrefixBytes) / double(1u << 20);
        calibrationBytes = kPrefixBytes;
    }

    const std::string dest = scratch.newFilePath("calibration");
    const std::string prefix = scratch.newFilePath("calibration-source");
    struct Cleanup {
        std::string a, b;
        ~Cleanup()
        {
            ScratchDir::remove(a);
            ScratchDir::remove(b);
        }
    } cleanup { dest, prefix };
    try {
        if (calibrationBytes != sourceBytes)
            calibrationSource = writePrefix(source, calibrationBytes, prefix);
        const RunContext inputContext(
            calibrationSource, calibrationBytes, scratch.newFilePath("calibration-input"), calibration, &cancel);
        const auto input = strategy.prepareInput(inputContext);
        RunContext context(calibrationSource, calibrationBytes, dest, calibration, &cancel);
        context.setPreparedInput(input);
        const Ticks begin = Clock::now();
        (void)strategy.runUninstrumented(context);
        const double ns = static_cast<double>(Clock::toNsInt(Clock::now() - begin));
        estimate.nsPerUnit = ns / estimate.calibratedUnits;
        estimate.totalNs = estimate.nsPerUnit * estimate.units * runs;
        return estimate;
    } catch (const CancelledError&) {
        throw;
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

std::string longRunNotice(const std::string& strategyId, int runs, const RunEstimate& e)
{
    return strategyId + " will take about " + report::formatDuration(e.totalNs) + ": " + std::to_string(runs)
        + (runs == 1 ? " run" : " runs") + " of " + roundedWithSeparators(e.units) + " " + plural(e.unit, e.units)
        + " at " + report::formatDuration(e.nsPerUnit) + " per " + e.unit + " (timed on "
        + (e.unit == "MiB" ? std::string("64 KiB of the file") : roundedWithSeparators(e.calibratedUnits)) + "); "
        + (e.unit == "MiB" ? "a smaller file" : "--work") + " shortens it.";
}

} // namespace iolens

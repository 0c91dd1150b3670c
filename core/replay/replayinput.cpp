// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replayinput.h"

#include "core/errors.h"
#include "core/sysio.h"
#include "core/trace/tracejson.h"

#include <cerrno>
#include <fcntl.h>
#include <filesystem>
#include <map>
#include <mutex>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens::replay {

namespace {

// The file's size now; nullopt when it is gone. Refuses what is not a regular file.
std::optional<std::uint64_t> currentSize(const std::string& path)
{
    struct stat st { };
    if (::stat(path.c_str(), &st) != 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            return std::nullopt;
        throw UsageError("'" + path + "' cannot be examined: " + IoError("stat", path, errno).what() + ".");
    }
    if (!S_ISREG(st.st_mode))
        throw UsageError("'" + path + "' is not a regular file, so no recorded calls can be replayed on it.");
    return std::uint64_t(st.st_size);
}

// The first `bytes` of `from` into the new file `to`: a clone when that is the whole file and the
// filesystem shares extents, else copy_file_range.
void copyPrefix(const std::string& from, const std::string& to, std::uint64_t bytes)
{
    sys::UniqueFd in = sys::open(from, O_RDONLY);
    sys::UniqueFd out = sys::createNew(to);
    if (bytes == sys::fileSize(in.get(), from)) {
        try {
            sys::cloneFile(out.get(), in.get(), to);
            sys::close(out, to);
            return;
        } catch (const IoError&) {
            // No shared extents here (ext4, tmpfs): copy the bytes.
        }
    }
    std::uint64_t offset = 0;
    while (offset < bytes) {
        const std::size_t n = sys::copyFileRange(in.get(), offset, out.get(), std::size_t(bytes - offset), to);
        if (n == 0)
            throw IoError("copy_file_range", to, EIO); // the file shrank under us
    }
    sys::close(out, to);
}

// The inputs of the run sets under way, by scratch directory, trace and file: shared while alive.
std::mutex g_sharedMutex;
std::map<std::string, std::weak_ptr<const ReplayInput>> g_shared;

} // namespace

Plan loadPlan(const std::string& tracePath, const std::string& file)
{
    if (tracePath.empty())
        throw UsageError("The replay strategies repeat a trace's calls: give the trace with --replay TRACE.json.");
    std::shared_ptr<const trace::Trace> trace;
    try {
        trace = trace::readTraceJson(tracePath);
    } catch (const std::exception& e) {
        throw UsageError(e.what());
    }
    return planReplay(*trace, file, currentSize(file));
}

std::shared_ptr<const PreparedInput> prepareReplayInput(const RunContext& context)
{
    const std::string scratch = std::filesystem::path(context.destPath()).parent_path().string();
    const std::string key = scratch + '\n' + context.tracePath() + '\n' + context.sourcePath();
    // Outside a replay (the Strategies page, a run of every strategy) there is no trace to repeat:
    // the strategies cannot run there, which is what unsupported says.
    if (context.tracePath().empty())
        throw UnsupportedError(
            "The replay strategies repeat a trace's calls: give the trace with --replay TRACE.json.");
    const std::lock_guard lock(g_sharedMutex);
    if (auto shared = g_shared[key].lock())
        return shared;
    Plan plan = loadPlan(context.tracePath(), context.sourcePath());
    copyPrefix(context.sourcePath(), context.destPath(), plan.startSize);
    auto input = std::make_shared<const ReplayInput>(std::move(plan), context.destPath());
    g_shared[key] = input;
    return input;
}

void makeRunCopy(const ReplayInput& input, const std::string& dest)
{
    if (input.plan().writeCalls() == 0) {
        if (::link(input.pristine().c_str(), dest.c_str()) == 0)
            return;
        // Another filesystem or no hard links: copy instead.
    }
    copyPrefix(input.pristine(), dest, input.plan().startSize);
}

} // namespace iolens::replay

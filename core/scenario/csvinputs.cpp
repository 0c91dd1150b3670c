// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scenario/csvinputs.h"

#include "core/errors.h"
#include "core/io/csvrecord.h"
#include "core/io/newlinecount.h"
#include "core/sysio.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens {

namespace {

std::uint64_t countLines(const std::string& path)
{
    constexpr std::size_t kChunk = 1u << 20;
    sys::UniqueFd fd = sys::open(path, O_RDONLY);
    auto buffer = std::make_unique_for_overwrite<char[]>(kChunk);
    std::uint64_t lines = 0;
    char last = '\n';
    while (const std::size_t n = sys::read(fd.get(), buffer.get(), kChunk, path)) {
        lines += countNewlines(buffer.get(), n);
        last = buffer[n - 1];
    }
    return lines + (last != '\n');
}

void generate(const std::string& path, int file, std::uint64_t lines, const std::atomic<bool>* cancel)
{
    const std::string temporary = path + ".iolens-partial";
    ::unlink(temporary.c_str()); // a leftover of an interrupted run
    sys::UniqueFd fd = sys::createNew(temporary);
    try {
        std::string block;
        for (std::uint64_t n = 1; n <= lines; ++n) {
            block += csvInputRow(file, n);
            block += '\n';
            if (block.size() >= (1u << 20) || n == lines) {
                sys::writeAll(fd.get(), block.data(), block.size(), temporary);
                block.clear();
                if (cancel && cancel->load(std::memory_order_relaxed))
                    throw CancelledError();
            }
        }
        ::fchmod(fd.get(), 0644); // the user's own data file, readable like any other
        sys::close(fd, temporary);
        if (::rename(temporary.c_str(), path.c_str()) < 0)
            throw IoError("rename", path, errno);
    } catch (...) {
        ::unlink(temporary.c_str());
        throw;
    }
}

} // namespace

std::string csvInputRow(int file, std::uint64_t lineNo)
{
    return csvRecord(file == 1 ? kScenarioTest1Stream : kScenarioTest2Stream, lineNo - 1);
}

void ensureCsvInputs(const std::string& dir, std::uint64_t lines, const std::atomic<bool>* cancel)
{
    for (const int file : { 1, 2 }) {
        const std::string path = dir + "/test" + std::to_string(file) + ".csv";
        struct stat st { };
        if (::stat(path.c_str(), &st) < 0) {
            if (errno != ENOENT)
                throw IoError("stat", path, errno);
            generate(path, file, lines, cancel);
            continue;
        }
        if (!S_ISREG(st.st_mode))
            throw UsageError("'" + path + "' is not a regular file.");
        if (const std::uint64_t have = countLines(path); have < lines)
            throw UsageError("'" + path + "' has " + std::to_string(have) + " lines, the scenario needs "
                + std::to_string(lines) + ": remove it to have it generated again.");
    }
}

} // namespace iolens

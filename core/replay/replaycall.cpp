// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/replay/replaycall.h"

#include <array>

namespace iolens::replay {

namespace {

// In the order of enum Call; the names are iolt.h's (iolt_call_name).
constexpr std::array<std::string_view, kCallCount> kNames = { "open", "close", "read", "pread", "readv", "preadv",
    "write", "pwrite", "writev", "pwritev", "lseek", "fsync", "fdatasync", "fopen", "fclose", "fread", "fgets",
    "getline", "fscanf", "fgetc", "fwrite", "fputs", "fprintf", "fputc", "fflush", "fseek", "ftell" };

} // namespace

std::optional<Call> callFromName(std::string_view name) noexcept
{
    for (int i = 0; i < kCallCount; ++i)
        if (kNames[std::size_t(i)] == name)
            return static_cast<Call>(i);
    return std::nullopt;
}

std::string_view callName(Call call) noexcept
{
    return call < Call::Count ? kNames[std::size_t(call)] : std::string_view("?");
}

bool isStdio(Call call) noexcept
{
    return call >= Call::Fopen && call <= Call::Ftell;
}

bool isRead(Call call) noexcept
{
    switch (call) {
    case Call::Read:
    case Call::Pread:
    case Call::Readv:
    case Call::Preadv:
    case Call::Fread:
    case Call::Fgets:
    case Call::Getline:
    case Call::Fscanf:
    case Call::Fgetc:
        return true;
    default:
        return false;
    }
}

bool isWrite(Call call) noexcept
{
    switch (call) {
    case Call::Write:
    case Call::Pwrite:
    case Call::Writev:
    case Call::Pwritev:
    case Call::Fwrite:
    case Call::Fputs:
    case Call::Fprintf:
    case Call::Fputc:
        return true;
    default:
        return false;
    }
}

bool isPositioned(Call call) noexcept
{
    return call == Call::Pread || call == Call::Preadv || call == Call::Pwrite || call == Call::Pwritev;
}

} // namespace iolens::replay

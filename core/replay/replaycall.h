// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace iolens::replay {

// The call kinds a replay repeats, named as the trace names them (trace::Event::call). Variants the
// trace already folds together (open64, openat → "open") arrive folded. Kinds a replay cannot repeat
// on a copy (stat, mmap, dup …) have no value here: the plan counts them as not replayed.
enum class Call : std::uint8_t {
    Open,
    Close,
    Read,
    Pread,
    Readv,
    Preadv,
    Write,
    Pwrite,
    Writev,
    Pwritev,
    Lseek,
    Fsync,
    Fdatasync,
    Fopen,
    Fclose,
    Fread,
    Fgets,
    Getline,
    Fscanf,
    Fgetc,
    Fwrite,
    Fputs,
    Fprintf,
    Fputc,
    Fflush,
    Fseek,
    Ftell,
    Count
};

inline constexpr int kCallCount = static_cast<int>(Call::Count);

std::optional<Call> callFromName(std::string_view name) noexcept;
std::string_view callName(Call call) noexcept;

// Through a FILE* (stdio) rather than a file descriptor.
bool isStdio(Call call) noexcept;
// Moves file data from the file into the program.
bool isRead(Call call) noexcept;
// Moves data from the program into the file.
bool isWrite(Call call) noexcept;
// Reads or writes at an offset it is given, leaving the file position alone.
bool isPositioned(Call call) noexcept;

} // namespace iolens::replay

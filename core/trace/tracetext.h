// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small text helpers shared by the trace's notices, findings and reports, so that every count reads
// the same way ("10,000,000 fgetc calls") whatever the process locale is.

#include "core/trace/trace.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace iolens::trace {

// 10000000 → "10,000,000".
std::string grouped(std::uint64_t value);
// grouped(n) + " " + singular or plural: counted(1, "call", "calls") == "1 call".
std::string counted(std::uint64_t n, std::string_view singular, std::string_view plural);
// Milliseconds, rounded, grouped: 71247000000 ns → "71,247 ms".
std::string millis(std::uint64_t ns);
// A signal as the reports name it: 13 → "13 (SIGPIPE)", just the number when the C library has no
// name for it.
std::string signalText(int signal);
// "regular", "socket", … as the trace JSON spells a FileKind, and back (nullopt-like: false).
std::string_view fileKindName(FileKind kind);
bool fileKindFromName(std::string_view name, FileKind& kind);
std::string_view layerName(Layer layer); // "posix", "stdio", "socket", "meta"
bool layerFromName(std::string_view name, Layer& layer);
// A file as the reports name it: its path, "(no file)" for calls without one; escaped for display.
std::string displayPath(const std::string& path);
// a - b, or 0 when b is larger: a difference of two counters that may have raced.
inline std::uint64_t minusOrZero(std::uint64_t a, std::uint64_t b)
{
    return a > b ? a - b : 0;
}
// A count as JSON readers take it (qint64): exact up to 2^63 - 1, clamped beyond.
std::int64_t jsonCount(std::uint64_t value);
// A sentence of the "TraceNotice" translation context: Trace::addNotice's phrase.
Phrase noticePhrase(const char* source, std::vector<std::string> args = {});
// A process as the notices name it: "pid 12 (python3)", or "pid 12" when the trace has no name.
std::string noticeProcessName(const Process& p);
std::string noticeProcessName(const Trace& t, int pid); // the newest image of pid in t

} // namespace iolens::trace

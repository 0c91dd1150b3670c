// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracetext.h"

#include "core/printable.h"

#include <array>
#include <cstring>
#include <limits>

namespace iolens::trace {

std::string grouped(std::uint64_t value)
{
    std::string digits = std::to_string(value);
    std::string out;
    out.reserve(digits.size() + digits.size() / 3);
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return out;
}

std::string counted(std::uint64_t n, std::string_view singular, std::string_view plural)
{
    return grouped(n) + " " + std::string(n == 1 ? singular : plural);
}

std::string millis(std::uint64_t ns)
{
    return grouped((ns + 500'000) / 1'000'000) + " ms";
}

std::string signalText(int signal)
{
    // sigabbrev_np (glibc 2.32): the name without "SIG", the same in every locale, thread-safe
    // where strsignal is neither.
    const char* abbreviation = ::sigabbrev_np(signal);
    return std::to_string(signal) + (abbreviation ? " (SIG" + std::string(abbreviation) + ")" : std::string());
}

namespace {
constexpr std::array<std::string_view, 9> kKindNames
    = { "none", "regular", "directory", "socket", "pipe", "tty", "device", "other", "missing" };
constexpr std::array<std::string_view, 4> kLayerNames = { "posix", "stdio", "socket", "meta" };
} // namespace

std::string_view fileKindName(FileKind kind)
{
    const auto i = static_cast<std::size_t>(kind);
    return i < kKindNames.size() ? kKindNames[i] : std::string_view("other");
}

bool fileKindFromName(std::string_view name, FileKind& kind)
{
    for (std::size_t i = 0; i < kKindNames.size(); ++i)
        if (kKindNames[i] == name) {
            kind = static_cast<FileKind>(i);
            return true;
        }
    return false;
}

std::string_view layerName(Layer layer)
{
    const auto i = static_cast<std::size_t>(layer);
    return i < kLayerNames.size() ? kLayerNames[i] : std::string_view("meta");
}

bool layerFromName(std::string_view name, Layer& layer)
{
    for (std::size_t i = 0; i < kLayerNames.size(); ++i)
        if (kLayerNames[i] == name) {
            layer = static_cast<Layer>(i);
            return true;
        }
    return false;
}

std::string displayPath(const std::string& path)
{
    return path.empty() ? std::string("(no file)") : printable(path);
}

Phrase noticePhrase(const char* source, std::vector<std::string> args)
{
    return Phrase { "TraceNotice", source, std::move(args) };
}

std::string noticeProcessName(const Process& p)
{
    const std::string& path = !p.argv.empty() ? p.argv.front() : p.exe;
    const std::size_t slash = path.rfind('/');
    const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    return "pid " + std::to_string(p.pid) + (name.empty() ? std::string() : " (" + printable(name) + ")");
}

std::string noticeProcessName(const Trace& t, int pid)
{
    for (auto it = t.processes.rbegin(); it != t.processes.rend(); ++it)
        if (it->pid == pid)
            return noticeProcessName(*it);
    return "pid " + std::to_string(pid);
}

std::int64_t jsonCount(std::uint64_t value)
{
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
    return static_cast<std::int64_t>(value > max ? max : value);
}

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/handover.h"

#include <charconv>

namespace iolens::trace {

namespace {

constexpr std::string_view kVersion = "iolens-handover-1";

void putNumber(std::string& out, std::int64_t n)
{
    out += ' ';
    out += std::to_string(n);
}

void putString(std::string& out, const std::string& s)
{
    out += ' ';
    out += std::to_string(s.size());
    out += ':';
    out += s;
}

// Reads what putNumber / putString wrote, from the front of `text`; false when it is not there.
template <typename Int> bool takeNumber(std::string_view& text, Int& value)
{
    if (text.empty() || text.front() != ' ')
        return false;
    text.remove_prefix(1);
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end == text.data())
        return false;
    text.remove_prefix(std::size_t(end - text.data()));
    return true;
}

bool takeFlag(std::string_view& text, bool& value)
{
    int n = 0;
    if (!takeNumber(text, n) || (n != 0 && n != 1))
        return false;
    value = n == 1;
    return true;
}

bool takeString(std::string_view& text, std::string& value)
{
    std::size_t length = 0;
    if (!takeNumber(text, length) || text.empty() || text.front() != ':' || text.size() - 1 < length)
        return false;
    value.assign(text.substr(1, length));
    text.remove_prefix(1 + length);
    return true;
}

} // namespace

std::string encodeHandover(const Handover& h)
{
    std::string out(kVersion);
    putNumber(out, h.pid);
    putNumber(out, std::int64_t(h.startNs));
    putNumber(out, h.ownsDir);
    putNumber(out, h.lockFd);
    putNumber(out, h.terminalFd);
    putNumber(out, h.terminalOwned);
    putNumber(out, h.terminalGiven);
    putString(out, h.dir);
    putString(out, h.program);
    putString(out, h.library);
    return out;
}

std::optional<Handover> decodeHandover(std::string_view text)
{
    if (!text.starts_with(kVersion))
        return std::nullopt;
    text.remove_prefix(kVersion.size());
    Handover h;
    if (!takeNumber(text, h.pid) || h.pid <= 0 || !takeNumber(text, h.startNs) || !takeFlag(text, h.ownsDir)
        || !takeNumber(text, h.lockFd) || !takeNumber(text, h.terminalFd) || !takeFlag(text, h.terminalOwned)
        || !takeFlag(text, h.terminalGiven) || !takeString(text, h.dir) || !takeString(text, h.program)
        || !takeString(text, h.library) || !text.empty() || h.dir.empty() || h.program.empty())
        return std::nullopt;
    return h;
}

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/ptrace/tracernote.h"

#include <charconv>
#include <fstream>

namespace iolens::trace {

bool writeTracerNote(const std::string& dir, const TracerNote& note)
{
    std::ofstream out(dir + "/" + kTracerNoteName, std::ios::trunc);
    out << note.mode << '\n' << note.reason << '\n' << note.callCostNs << '\n';
    out.close();
    return bool(out);
}

std::optional<TracerNote> readTracerNote(const std::string& dir)
{
    std::ifstream in(dir + "/" + kTracerNoteName);
    TracerNote note;
    std::string cost;
    if (!in || !std::getline(in, note.mode) || !std::getline(in, note.reason) || !std::getline(in, cost)
        || note.mode != "ptrace")
        return std::nullopt;
    std::from_chars(cost.data(), cost.data() + cost.size(), note.callCostNs);
    return note;
}

} // namespace iolens::trace

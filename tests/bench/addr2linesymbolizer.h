// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace.h"

#include <functional>
#include <string>

namespace iolens::bench {

// symbolizeSites (core/trace/symbolizer.h) as it was with addr2line: the reference iolens-bench
// symbolize times and compares the in-process symbolizer against.
void symbolizeSitesWithAddr2line(
    trace::Trace& trace, const std::function<bool(const std::string& module)>& namesOnly = {});

} // namespace iolens::bench

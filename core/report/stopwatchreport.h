// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <string>

namespace iolens {

// StopwatchUtil's showAll() output, as article 004 printed it: per result a header line with the
// strategy id, then one "Stopwatch[read]: 123msec." line per phase. The numbers are the phases of
// the median run by wall time (a real run, so they add up as the article's did), rounded to whole
// milliseconds. A result without runs gets its status and message instead of lines.
std::string reportToStopwatch(const Report& report);

} // namespace iolens

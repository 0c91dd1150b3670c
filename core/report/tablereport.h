// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <string>

namespace iolens {

// The readable default of `iolens-cli run`: one line per result with the median wall time in a
// unit that suits it, the 99.9 % confidence half-width (±, in the median's unit), throughput in
// MiB/s (2^20 bytes), the median of the runs' system calls, and where the median run spent its
// phase time ("write 61% read 37%", biggest first). Under the table: the clock and its overhead,
// the workload, and the message of every result that is not plainly ok.
std::string reportToTable(const Report& report);

} // namespace iolens

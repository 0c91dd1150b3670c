// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QByteArray>

namespace iolens {

// The JSON object of `iolens-cli run --json` (DESIGN.md section 5). Field names are a contract:
// fields may be added, never renamed or dropped. Durations are integer nanoseconds, throughput is
// MiB/s with MiB = 2^20 bytes, cache residency a fraction 0..1.
QByteArray reportToJson(const Report& report);

// Reads what reportToJson() wrote, for reopening saved sessions. Missing fields keep their
// defaults (older or hand-trimmed files still load); a value of the wrong type, an unknown status
// or cache mode, or text that is not JSON throws UsageError.
Report reportFromJson(const QByteArray& json);

} // namespace iolens

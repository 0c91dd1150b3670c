// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Live figures of a running trace, read straight from the mapped trace files (LiveCounters in
// trace.h). Cheap enough to call every 200 ms: no aggregation beyond sums, no strings.

#include "core/trace/trace.h"

#include <string>

namespace iolens::trace {

// Sums calls and bytes over every thread of every image written so far, and counts the files and
// processes. A file that does not validate yet (being created right now) is skipped, never an
// error; a directory that cannot be read gives zeros.
LiveCounters readLiveCounters(const std::string& dir);

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What one frame of the sampled stacks caused (issue 23 §5: "selecting a frame filters the file
// table, the phases plot and the time line to what it caused"): the trace cut down to the files
// and call kinds that the stacks through that frame were made on, each (process, file, call kind)
// with the calls, time and bytes of those stacks (the stacks' weights are scaled to the exact
// counts, so a frame that made all of a file's writes keeps their exact figures, and one caller of
// a shared helper keeps its share). What a share cannot be split into is kept whole: a call kind's
// size histogram and fastest and slowest call, and the time line's intervals of those (process,
// file, call kind)s, which show when they ran.

#include "core/trace/trace.h"

#include <cstddef>

namespace iolens::trace {

// The trace as far as the stacks through `frame` (an index into t.frames) account for it. Files,
// their calls, the time line and the stacks are cut to those; processes, sites, zones, findings
// and notices are kept as they are. A frame no stack passes through gives no files.
Trace traceCausedBy(const Trace& t, std::size_t frame);

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Folded stacks (`iolens-cli trace --folded FILE`): one line per distinct stack, its frames from
// the outermost to the innermost joined by ';', a space and its weight, the time in I/O calls in
// ns — the input of flamegraph.pl, inferno-flamegraph and speedscope. The weights add up to the
// time of every traced call (Trace::files' call ns). Each frame is its label (Frame::label, ';'
// replaced by ':'); calls with no sampled stack are under "[no stack sampled]", and a truncated
// stack starts with "[deeper frames cut]". Stacks of equal frames are merged (file and call kind
// are not part of a line); lines with no time are left out.

#include "core/trace/trace.h"

#include <string>

namespace iolens::trace {

std::string foldedStacks(const Trace& t);

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/scratchdirlock.h"

#include <string>

namespace iolens {

// What iolens runs that died (SIGKILL, a crash, power loss) left behind, removed at the next start
// of the CLI or the window: the scratch directories in outDir and in the temp dir, and the private
// trace directories in the temp dir, each only once its owner is dead (ScratchDirLock). outDir
// empty: the temp dir alone. Never throws; summary() is the line to show, empty when nothing was
// found. The window calls it for its out dir at start and shows the summary in its status bar.
DeadDirCleanup removeLeftoversOfDeadRuns(const std::string& outDir = {}) noexcept;

} // namespace iolens

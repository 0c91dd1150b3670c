// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <string>

namespace iolens {

// Date, version, kernel, CPU, clock and the filesystems involved: what a reader of a saved result
// needs to judge it (KDiskMark lists the same). Calibrates the clock if nobody did yet.
Environment collectEnvironment(const std::string& sourcePath, const std::string& outDir);

// The type of the filesystem holding path ("ext4", "tmpfs" …) from /proc/self/mountinfo.
std::string filesystemType(const std::string& path);

} // namespace iolens

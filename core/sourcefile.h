// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace iolens {

// Identity of the source file, taken before and after every run so that a file changed while it
// was being measured is reported instead of producing a result that looks valid.
struct SourceSnapshot {
    std::uint64_t bytes = 0;
    std::int64_t mtimeNs = 0;
    std::uint64_t inode = 0;
    std::uint64_t device = 0;

    bool operator==(const SourceSnapshot&) const = default;
};

// Checks that path is a readable regular file (not a directory, FIFO, device, socket: /dev/zero
// would never end) and returns its snapshot. Throws UsageError with one sentence naming the path.
SourceSnapshot checkSourceFile(const std::string& path);

// The snapshot of an already checked file; throws IoError when it vanished.
SourceSnapshot snapshotSource(const std::string& path);

} // namespace iolens

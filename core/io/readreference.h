// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

namespace iolens {

struct ReadReference {
    std::uint64_t bytes = 0;
    std::uint64_t lines = 0;
    bool lastLineUnterminated = false; // the file ends without '\n': `wc -l` counts one line fewer
    std::uint64_t hash = 0; // combined as LineDigest defines
    std::string checksum() const;
};

// The read family's result for a file, computed for verification with the plainest code that is
// still correct for any file: one streaming XXH3 per line, no fast paths, no SIMD, bounded memory
// (a line of 2 GiB is fine). Independent of LineSplitter on purpose: a bug there cannot hide by
// being in the reference too. Throws IoError naming the path, CancelledError when `cancel` is set.
ReadReference computeReadReference(const std::string& path, const std::atomic<bool>* cancel = nullptr);

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <string>

namespace iolens {

// The source file's presence in the page cache, without root: mincore(2) to measure,
// posix_fadvise(POSIX_FADV_DONTNEED) to evict, a sequential read to warm. Never drop_caches.
namespace pagecache {

// Fraction of the file's pages resident in memory, 0.0 … 1.0 (1.0 for an empty file).
double residency(const std::string& path);

// fsync (so no page is dirty), then ask the kernel to drop the file's pages. Returns the
// residency measured afterwards: pages mapped by other processes cannot be dropped.
double evict(const std::string& path);

// Reads the file through the cache unless it is already fully resident. Returns the residency after.
double warm(const std::string& path, const std::atomic<bool>* cancel = nullptr);

} // namespace pagecache
} // namespace iolens

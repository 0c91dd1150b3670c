// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace iolens {

// What generateFile() writes.
enum class GenKind {
    Random, // pseudo-random bytes (xoshiro256**): incompressible, no page of zeros for the disk to skip
    Text, // lines of text for the read family
    Zeros, // written zeros: allocated blocks, unlike Sparse
    Sparse, // ftruncate only: a hole, as the article's RandomAccessFile.setLength made its 10 GB file
};
std::string_view genKindName(GenKind kind) noexcept; // "random", "text", "zeros", "sparse"
std::optional<GenKind> genKindFromName(std::string_view name) noexcept;

enum class TextCharset {
    Ascii,
    Utf8, // ASCII mixed with Japanese (kana, kanji) and Korean (Hangul): 1-, 3-byte sequences
};

struct GenOptions {
    std::uint64_t seed = 0x10'1e45; // fixed default: the same command line gives the same file
    std::uint64_t lineLength = 80; // average bytes per line of text, the '\n' included
    TextCharset charset = TextCharset::Ascii;
    bool overwrite = false; // replace an existing file at the path instead of refusing
};

inline constexpr std::uint64_t kMaxLineLength = 1ull << 20;

// Called after every chunk written with the bytes done so far.
using GenProgressFn = std::function<void(std::uint64_t bytesDone, std::uint64_t bytesTotal)>;

// Writes exactly `size` bytes of `kind` to `path`. The data goes to a temporary file beside the
// path that is renamed over it at the end, so the path never holds a half-written file and a
// failure or cancel leaves nothing behind. Text lines vary in length around
// options.lineLength (between half and one and a half times it), deterministically for a seed;
// the file ends with '\n' whenever size > 0, and a multi-byte character is never split.
// Throws UsageError (path exists without overwrite, bad line length), IoError naming the path,
// or CancelledError once `cancel` is set (polled every few MiB).
void generateFile(const std::string& path, GenKind kind, std::uint64_t size, const GenOptions& options,
    const std::atomic<bool>& cancel, const GenProgressFn& progress = {});

} // namespace iolens

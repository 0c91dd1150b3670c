// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/io/readreference.h"

#include "core/errors.h"
#include "core/io/linedigest.h"
#include "core/sysio.h"

#include <cstring>
#include <fcntl.h>
#include <memory>
#include <xxhash.h>

namespace iolens {

std::string ReadReference::checksum() const
{
    return lineChecksumText(hash);
}

ReadReference computeReadReference(const std::string& path, const std::atomic<bool>* cancel)
{
    constexpr std::size_t kChunk = 1u << 20;
    sys::UniqueFd fd = sys::open(path, O_RDONLY);
    auto buffer = std::make_unique_for_overwrite<char[]>(kChunk);
    std::unique_ptr<XXH3_state_t, decltype(&XXH3_freeState)> state(XXH3_createState(), &XXH3_freeState);
    if (!state)
        throw std::bad_alloc();
    XXH3_64bits_reset(state.get());

    ReadReference result;
    bool inLine = false; // bytes of an unfinished line were seen
    bool heldCr = false; // the unfinished line's last byte is a '\r' not yet hashed
    const auto endLine = [&] {
        result.hash = result.hash * LineDigest::kMultiplier + XXH3_64bits_digest(state.get());
        ++result.lines;
        XXH3_64bits_reset(state.get());
        inLine = heldCr = false;
    };
    for (;;) {
        const std::size_t n = sys::read(fd.get(), buffer.get(), kChunk, path);
        if (n == 0)
            break;
        result.bytes += n;
        const char* p = buffer.get();
        const char* const end = p + n;
        while (p < end) {
            const auto* newline = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
            const char* stop = newline ? newline : end;
            if (stop > p) {
                inLine = true;
                if (heldCr)
                    XXH3_64bits_update(state.get(), "\r", 1); // content followed it: it was content
                heldCr = stop[-1] == '\r';
                XXH3_64bits_update(state.get(), p, static_cast<std::size_t>(stop - p) - (heldCr ? 1 : 0));
            }
            if (!newline)
                break;
            endLine(); // a held '\r' right before the '\n' is the ending's
            p = newline + 1;
        }
        if (cancel && cancel->load(std::memory_order_relaxed))
            throw CancelledError();
    }
    if (inLine) {
        if (heldCr)
            XXH3_64bits_update(state.get(), "\r", 1); // no '\n' came: the '\r' is content
        endLine();
        result.lastLineUnterminated = true;
    }
    return result;
}

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/filehash.h"

#include "core/errors.h"
#include "core/sysio.h"

#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <memory>
#include <xxhash.h>

namespace iolens {

namespace {
constexpr std::size_t kChunk = 1u << 20;
}

std::string xxh3Text(std::uint64_t hash)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "xxh3:%016llx", static_cast<unsigned long long>(hash));
    return buf;
}

std::string FileDigest::text() const
{
    return xxh3Text(xxh3);
}

FileDigest hashFile(const std::string& path, const std::atomic<bool>* cancel)
{
    auto fd = sys::open(path, O_RDONLY);
    ::posix_fadvise(fd.get(), 0, 0, POSIX_FADV_SEQUENTIAL);
    std::unique_ptr<XXH3_state_t, decltype(&XXH3_freeState)> state(XXH3_createState(), &XXH3_freeState);
    XXH3_64bits_reset(state.get());
    auto buffer = std::make_unique_for_overwrite<char[]>(kChunk);
    FileDigest digest;
    for (;;) {
        const std::size_t n = sys::readFull(fd.get(), buffer.get(), kChunk, path);
        if (n == 0)
            break;
        XXH3_64bits_update(state.get(), buffer.get(), n);
        digest.bytes += n;
        if (cancel && cancel->load(std::memory_order_relaxed))
            throw CancelledError();
    }
    digest.xxh3 = XXH3_64bits_digest(state.get());
    return digest;
}

std::optional<std::uint64_t> firstDifference(const std::string& a, const std::string& b)
{
    auto fa = sys::open(a, O_RDONLY);
    auto fb = sys::open(b, O_RDONLY);
    auto ba = std::make_unique_for_overwrite<char[]>(kChunk);
    auto bb = std::make_unique_for_overwrite<char[]>(kChunk);
    std::uint64_t offset = 0;
    for (;;) {
        const std::size_t na = sys::readFull(fa.get(), ba.get(), kChunk, a);
        const std::size_t nb = sys::readFull(fb.get(), bb.get(), kChunk, b);
        const std::size_t common = na < nb ? na : nb;
        if (std::memcmp(ba.get(), bb.get(), common) != 0) {
            for (std::size_t i = 0; i < common; ++i)
                if (ba[i] != bb[i])
                    return offset + i;
        }
        if (na != nb)
            return offset + common;
        if (na == 0)
            return std::nullopt;
        offset += na;
    }
}

} // namespace iolens

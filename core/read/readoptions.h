// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/linedigest.h"
#include "core/params.h"
#include "core/runcontext.h"
#include "core/strategy.h"

namespace iolens {

// The parameters every read strategy shares.
struct ReadOptions {
    bool checksum = true; // hash every line's content (LineDigest)
    bool decode = false; // also decode UTF-8 to UTF-16, as its own Phase::Decode

    static ReadOptions from(const RunContext& context)
    {
        return ReadOptions { context.param("checksum") != 0, context.param("decode") != 0 };
    }
};

inline ParamSpec checksumParam()
{
    return { "checksum",
        "hash every line's content (XXH3-64, tens of ns a line) for verification; 0 counts lines and bytes "
        "only, as wc -l does",
        ParamType::Bool, 1, 0, 1 };
}

inline ParamSpec decodeParam()
{
    return { "decode",
        "also decode the text from UTF-8 to UTF-16 (what a Java String or QString holds), timed as the "
        "decode phase",
        ParamType::Bool, 0, 0, 1 };
}

// What a read run reports: the bytes it read, its lines and their checksum (LineDigest).
inline Output readOutput(std::uint64_t bytes, const LineDigest& digest)
{
    return Output { bytes, digest.lines(), digest.checksum() };
}

} // namespace iolens

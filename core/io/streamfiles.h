// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/errors.h"
#include "core/sysio.h"

#include <cerrno>
#include <fstream>
#include <string>

// Opening C++ file streams under the rules every strategy keeps (copy's iostream strategies, read's
// getline and fgetc ones): the source read-only, the destination created with O_EXCL first (a
// stream cannot ask for that in C++20), then reopened without truncation, so a file that appeared
// in between is never overwritten.
namespace iolens::streamfiles {

// The errno a failed stream operation left behind, or EIO when the library did not set one.
inline int lastError() noexcept
{
    return errno != 0 ? errno : EIO;
}

// Stream opens go through fopen, which, unlike sys::open, does not retry an interrupted open(2)
// (NFS and FUSE can return EINTR): retried here, as every other call of the core is.
template <class Stream> void openRetryingEintr(Stream& stream, const std::string& path, std::ios::openmode mode)
{
    do {
        errno = 0;
        stream.open(path, mode);
    } while (!stream.is_open() && errno == EINTR);
}

inline void openSource(std::ifstream& in, const std::string& path)
{
    openRetryingEintr(in, path, std::ios::in | std::ios::binary);
    if (!in.is_open())
        throw IoError("std::ifstream::open", path, lastError());
}

inline void createDestination(std::ofstream& out, const std::string& path)
{
    sys::UniqueFd created = sys::createNew(path);
    sys::close(created, path);
    // in|out is fopen's "r+": the file must exist and is neither created nor truncated.
    openRetryingEintr(out, path, std::ios::in | std::ios::out | std::ios::binary);
    if (!out.is_open())
        throw IoError("std::ofstream::open", path, lastError());
}

} // namespace iolens::streamfiles

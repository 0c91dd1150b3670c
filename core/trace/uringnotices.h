// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What an image's header says about its io_uring requests (iolt.h, header.uring_*), and the
// notices that say precisely which of them the trace holds and which it does not.

#include "core/trace/format/iolt.h"

#include <cstdint>
#include <vector>

namespace iolens::trace {

struct Trace;
struct ImageFacts;
struct AttributedIo;

struct UringFacts {
    std::uint64_t requests = 0; // recorded, under the call kinds they stand for
    std::uint64_t other = 0; // of opcodes not recorded
    std::uint64_t fixedUnresolved = 0; // on registered files whose fd was not known
    std::uint64_t ringsUnseen = 0; // rings whose submissions went past every wrapper
    std::uint64_t sqpollRings = 0; // SQPOLL rings set up without liburing
    std::uint64_t readCalls = 0, readBytes = 0, writeCalls = 0, writeBytes = 0;
    // Completions (preload only): requests whose completion was looked for, found, failed, seen on
    // another thread (size asked kept), and the time from submission to completion seen.
    std::uint64_t tracked = 0, completed = 0, failed = 0, otherThread = 0, lost = 0;
    std::uint64_t waitNs = 0, waitMaxNs = 0;
};

UringFacts uringFacts(const iolt_header& h);

// io_uring requests are not system calls the kernel counts in syscr/syscw/rchar/wchar: they leave
// the calls an image is compared with for unseen I/O.
void leaveOutUring(AttributedIo& a, const UringFacts& u);

void uringNotices(Trace& t, const std::vector<ImageFacts>& facts);

} // namespace iolens::trace

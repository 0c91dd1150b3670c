// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>

namespace iolens::trace {

// A trace directory or file that cannot be read as a trace: missing, truncated, from another
// version, or with offsets and counts that do not fit the file. The message is one sentence that
// names the path ("'/tmp/t/p12.0.iolt' is not a trace file: it is 100 bytes, shorter than its
// 4096-byte header.").
class TraceError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace iolens::trace

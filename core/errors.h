// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>
#include <string>

namespace iolens {

// A system call failed: the message names the call, the path and the errno, e.g.
// "write to '/tmp/x' failed: No space left on device (ENOSPC)".
class IoError : public std::runtime_error {
public:
    IoError(std::string call, const std::string& path, int error);
    const std::string& call() const noexcept { return m_call; }
    int error() const noexcept { return m_error; }

private:
    std::string m_call;
    int m_error;
};

// The strategy cannot run here (no io_uring, FICLONE on ext4); the reason is shown to the user.
class UnsupportedError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Thrown from RunContext::checkCancel() so that every loop unwinds its RAII cleanup on cancel.
class CancelledError : public std::runtime_error {
public:
    CancelledError()
        : std::runtime_error("cancelled")
    { }
};

// Bad input from the user (a parameter out of range, a path that is not a regular file …).
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The strategy ran but its output differs from the reference.
class VerificationError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// "ENOSPC" for ENOSPC: the symbolic name makes messages searchable.
std::string errnoName(int error);

} // namespace iolens

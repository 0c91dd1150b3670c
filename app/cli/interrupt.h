// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>

namespace iolens::cli {

// The cancel flag every long command polls (through the core). SIGINT and SIGTERM set it, so that
// runs unwind and remove their scratch files; a second signal of the same kind ends the process
// at once, as a user pressing Ctrl-C twice expects.
const std::atomic<bool>& installInterruptHandlers();

bool interrupted() noexcept;

} // namespace iolens::cli

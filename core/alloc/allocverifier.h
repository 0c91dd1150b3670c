// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

class Verifier;

// Checks alloc runs: the bytes and the XXH3 they report must be the source file's (hashFile).
std::unique_ptr<Verifier> makeAllocVerifier();

} // namespace iolens

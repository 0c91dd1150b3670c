// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

class Verifier;

// Checks copy runs: the destination must equal the source, size and XXH3, and the bytes the
// strategy reports must be the bytes it wrote.
std::unique_ptr<Verifier> makeCopyVerifier();

} // namespace iolens

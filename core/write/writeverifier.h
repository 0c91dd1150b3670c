// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

class Verifier;

// Checks a write run's file against the records it was to write: same size, same XXH3.
std::unique_ptr<Verifier> makeWriteVerifier();

} // namespace iolens

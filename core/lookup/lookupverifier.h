// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

class Verifier;

// Checks lookup runs against answers read from the source with std::getline, for the run's own
// `lookups` and `pattern`.
std::unique_ptr<Verifier> makeLookupVerifier();

} // namespace iolens

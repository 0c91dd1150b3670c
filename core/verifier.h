// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/strategy.h"

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace iolens {

// Checks that a strategy produced the family's one correct result. Verification runs after the
// timed part of a run and is never measured.
class Verifier {
public:
    virtual ~Verifier() = default;
    // Computes the reference from the source once, before the first run.
    virtual void prepare(const std::string& sourcePath, const std::atomic<bool>* cancel) = 0;
    // Returns the output completed with its checksum; throws VerificationError on a mismatch.
    // `params` are the run's resolved parameters: a write run's record count or a lookup run's
    // pattern decides what its reference is.
    virtual Output check(const Output& produced, const std::string& destPath, const ParamValues& params) = 0;
    // For families whose reference does not depend on parameters (copy, read).
    Output check(const Output& produced, const std::string& destPath) { return check(produced, destPath, {}); }
};

// The verifier of the family of that name (FamilyInfo::makeVerifier): for copy the destination
// must equal the source (size and XXH3); read, write, lookup, alloc compute an independent
// reference from the source (or the records) with the simplest correct code. Families without one,
// and names no family has: the agreement verifier below.
std::unique_ptr<Verifier> makeVerifier(std::string_view family);

// Every strategy must report the same bytes, lines and checksum as the first one checked.
std::unique_ptr<Verifier> makeAgreementVerifier();

} // namespace iolens

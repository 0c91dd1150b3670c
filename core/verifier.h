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
    virtual Output check(const Output& produced, const std::string& destPath) = 0;
};

// copy: the destination must equal the source (size and XXH3); others: every strategy of the
// family must report the same bytes, lines and checksum as the first one that ran.
std::unique_ptr<Verifier> makeVerifier(std::string_view family);

} // namespace iolens

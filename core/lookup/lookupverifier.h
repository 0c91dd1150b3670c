#pragma once

#include <memory>

namespace iolens {

class Verifier;

// Checks lookup runs against answers read from the source with std::getline, for the run's own
// `lookups` and `pattern`.
std::unique_ptr<Verifier> makeLookupVerifier();

} // namespace iolens

#pragma once

#include <memory>

namespace iolens {

class Verifier;

// Checks a write run's file against the records it was to write: same size, same XXH3.
std::unique_ptr<Verifier> makeWriteVerifier();

} // namespace iolens

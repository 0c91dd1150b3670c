// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

class Verifier;

namespace replay {

// Every replay of a run set must read the same bytes (the XXH3 of all bytes read, in recorded
// order, that the run reports) and leave its copy with the same content as the first one checked.
std::unique_ptr<Verifier> makeReplayVerifier();

} // namespace replay

} // namespace iolens

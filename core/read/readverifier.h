// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

class Verifier;

// Checks read runs against computeReadReference(source): bytes and lines always, the checksum
// when the run computed one (checksum=1).
std::unique_ptr<Verifier> makeReadVerifier();

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

struct FamilyInfo;
class Strategy;

// The lookup family: its strategies in catalogue order and its verifier (lookupfamily.cpp).
const FamilyInfo& lookupFamily();

std::unique_ptr<Strategy> makeLookupRescan();
std::unique_ptr<Strategy> makeLookupIndex();
std::unique_ptr<Strategy> makeLookupMmapIndex();

} // namespace iolens

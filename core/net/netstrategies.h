// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

struct FamilyInfo;
class Strategy;

// The net family: its strategies in catalogue order (netfamily.cpp).
const FamilyInfo& netFamily();

std::unique_ptr<Strategy> makeNetPerId();
std::unique_ptr<Strategy> makeNetRange();
std::unique_ptr<Strategy> makeNetRangeFiltered();
std::unique_ptr<Strategy> makeNetRangeProjected();

} // namespace iolens

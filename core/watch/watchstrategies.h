// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

struct FamilyInfo;
class Strategy;

// The watch family: its strategies in catalogue order (watchfamily.cpp).
const FamilyInfo& watchFamily();

std::unique_ptr<Strategy> makeWatchPollStat();
std::unique_ptr<Strategy> makeWatchInotify();

} // namespace iolens

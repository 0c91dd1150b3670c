// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

struct FamilyInfo;
class Strategy;

// The alloc family: its strategies in catalogue order and its verifier (allocfamily.cpp).
const FamilyInfo& allocFamily();

std::unique_ptr<Strategy> makeAllocPerChunk();
std::unique_ptr<Strategy> makeAllocReused();

} // namespace iolens

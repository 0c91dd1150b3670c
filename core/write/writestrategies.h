// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

struct FamilyInfo;
class Strategy;

// The write family: its strategies in catalogue order and its verifier (writefamily.cpp).
const FamilyInfo& writeFamily();

std::unique_ptr<Strategy> makeWriteReopenPerRecord();
std::unique_ptr<Strategy> makeWriteReopenMerged();
std::unique_ptr<Strategy> makeWriteSingleOpen();
std::unique_ptr<Strategy> makeWriteBuffered();
std::unique_ptr<Strategy> makeWriteWritev();
std::unique_ptr<Strategy> makeWriteFsyncPerRecord();
std::unique_ptr<Strategy> makeWriteFsyncAtEnd();

} // namespace iolens

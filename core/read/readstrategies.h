// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

namespace iolens {

struct FamilyInfo;
class Strategy;

// The read family: its strategies in catalogue order and its verifier (readfamily.cpp).
const FamilyInfo& readFamily();

std::unique_ptr<Strategy> makeReadCharSyscall();
std::unique_ptr<Strategy> makeReadCharStdio();
std::unique_ptr<Strategy> makeReadCharIstream();
std::unique_ptr<Strategy> makeReadBuffer();
std::unique_ptr<Strategy> makeReadFadviseSequential();
std::unique_ptr<Strategy> makeReadGetlineIstream();
std::unique_ptr<Strategy> makeReadGetlinePosix();
std::unique_ptr<Strategy> makeReadQTextStream();
std::unique_ptr<Strategy> makeReadMmap();
std::unique_ptr<Strategy> makeReadParallel();
std::unique_ptr<Strategy> makeReadDirectIo();

} // namespace iolens

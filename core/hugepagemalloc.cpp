// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/hugepagemalloc.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace iolens {

namespace {

constexpr const char* kTunables = "GLIBC_TUNABLES";
constexpr const char* kHugeTlb = "glibc.malloc.hugetlb=1";
// Set while GLIBC_TUNABLES holds our addition; kUserTunables then holds the user's own value (which
// may be empty), and is unset when they had none.
constexpr const char* kAdded = "IOLENS_HUGETLB_ADDED";
constexpr const char* kUserTunables = "IOLENS_USER_GLIBC_TUNABLES";

} // namespace

bool requestHugePageMalloc()
{
    const char* user = std::getenv(kTunables);
    if (user && std::strstr(user, "glibc.malloc.hugetlb"))
        return false; // the user's choice
    const std::string joined = user && *user ? std::string(user) + ":" + kHugeTlb : std::string(kHugeTlb);
    if (user)
        ::setenv(kUserTunables, user, 1);
    ::setenv(kAdded, "1", 1);
    ::setenv(kTunables, joined.c_str(), 1);
    return true;
}

bool restoreUserTunables()
{
    if (!std::getenv(kAdded))
        return false;
    if (const char* user = std::getenv(kUserTunables))
        ::setenv(kTunables, user, 1);
    else
        ::unsetenv(kTunables);
    ::unsetenv(kUserTunables);
    ::unsetenv(kAdded);
    return true;
}

} // namespace iolens

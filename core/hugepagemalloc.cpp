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
// Set while GLIBC_TUNABLES holds our addition: "1" when the user had no GLIBC_TUNABLES, "2" when
// kUserTunables holds theirs (which may be empty).
constexpr const char* kAdded = "IOLENS_HUGETLB_ADDED";
constexpr const char* kUserTunables = "IOLENS_USER_GLIBC_TUNABLES";

} // namespace

bool requestHugePageMalloc()
{
    const char* user = std::getenv(kTunables);
    if (user && std::strstr(user, "glibc.malloc.hugetlb"))
        return false; // the user's choice
    if (!user) {
        ::setenv(kAdded, "1", 1);
        ::setenv(kTunables, kHugeTlb, 1);
        return true;
    }
    const std::string joined = *user ? std::string(user) + ":" + kHugeTlb : std::string(kHugeTlb);
    ::setenv(kUserTunables, user, 1);
    ::setenv(kAdded, "2", 1);
    ::setenv(kTunables, joined.c_str(), 1);
    return true;
}

bool restoreUserTunables()
{
    const char* added = std::getenv(kAdded);
    if (!added)
        return false;
    const bool hadUserValue = std::strcmp(added, "2") == 0;
    const char* user = std::getenv(kUserTunables);
    if (hadUserValue && user)
        ::setenv(kTunables, user, 1);
    else
        ::unsetenv(kTunables);
    ::unsetenv(kUserTunables);
    ::unsetenv(kAdded);
    return true;
}

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// A shared library linked with -s (no .symtab, only .dynsym), as distributions ship libraries:
// an exported function followed by a static one. addr2line names an address in the static
// function after the exported one before it; tst_symbolizer checks that iolens does not.

#include <stdint.h>

__attribute__((noinline)) uint64_t iolensStrippedExported(uint64_t n)
{
    uint64_t sum = 0;
    for (uint64_t i = 0; i < n; ++i)
        sum += i * i;
    return sum;
}

__attribute__((noinline)) static uint64_t hiddenWork(uint64_t n)
{
    uint64_t sum = 1;
    for (uint64_t i = 0; i < n; ++i)
        sum = sum * 31 + i;
    return sum;
}

void* iolensStrippedHiddenAddress(void)
{
    return (void*)(uintptr_t)&hiddenWork;
}

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// malloc on transparent huge pages for the process that loads a trace (glibc.malloc.hugetlb=1).
//
// Loading the trace of a program that touched 100,000 files fills about 150 MiB of heap, and each
// of its pages first touched is a page fault (about 11 µs on the VM the benchmarks run on: half
// of the load's time). With the tunable, glibc asks for huge pages (madvise) where its heap grows,
// and the kernel fills 2 MiB per fault where the transparent huge page mode allows it ("madvise"
// or "always"; with "never" nothing changes). `iolens-bench trace-load`: 2.0 s → 1.0 s for such a
// trace on that VM.
//
// glibc reads its tunables once, as a program starts: so the front (app/front/main.cpp) sets the
// tunable for the iolens-cli-full it execs for `trace`, and that program puts the environment back
// first thing, before it starts anything. Only `trace`: `run` and the window measure strategies
// that allocate, whose page faults are what they show, and must see the heap a program sees.
#pragma once

namespace iolens {

// Adds glibc.malloc.hugetlb=1 to GLIBC_TUNABLES for the program this process is about to exec,
// remembering the user's own value. Leaves a GLIBC_TUNABLES that sets hugetlb already as it is,
// and then returns false: the environment is unchanged.
bool requestHugePageMalloc();

// In the program exec'd after requestHugePageMalloc(), before it starts any other: GLIBC_TUNABLES
// as the user had it (or unset). True when the tunable was ours (this process's heap has it).
bool restoreUserTunables();

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Our own zero-fill pages, allocated in one call when a process is traced. */
#ifndef IOL_WARMUP_H
#define IOL_WARMUP_H

/* Called once in a process that iolens traces, by the first of our constructor and iol_init (a
 * wrapped call from an earlier library's constructor), before they write to .bss. */
void iol_warm_own_pages(void);

#endif

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Our own zero-fill pages, allocated in one call when a process is traced. */
#ifndef IOL_WARMUP_H
#define IOL_WARMUP_H

/* Called by the constructor of a process that iolens traces, before anything else of ours runs. */
void iol_warm_own_pages(void);

#endif

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* A C translation unit of tst_stopwatchheader: its stopwatches must be the very ones the C++ side
 * sees (one table per program, however many C and C++ files include iolens/stopwatch.h). */
#include <iolens/stopwatch.h>

void stopwatchheader_c_section(int times);

void stopwatchheader_c_section(int times)
{
    for (int i = 0; i < times; ++i) {
        iolens_stopwatch_start("from C");
        iolens_stopwatch_stop("from C");
    }
    iolens_stopwatch_start_n(42); /* stopped on the C++ side */
}

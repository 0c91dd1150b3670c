// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* stat-polling, article 002's File.lastModified() loop: stat FILE N times, INTERVAL_MS apart.
 * Exactly N stat calls on FILE (the test uses 100 × 10 ms: about a second). */
#include "patternutil.h"

#include <sys/stat.h>
#include <time.h>

int main(int argc, char** argv)
{
    pattern_usage(argc, 4, "FILE N INTERVAL_MS");
    const unsigned long n = pattern_count(argv[2], "N");
    const unsigned long intervalMs = pattern_count(argv[3], "INTERVAL_MS");
    const struct timespec interval = { (time_t)(intervalMs / 1000), (long)(intervalMs % 1000) * 1000000L };
    time_t lastChange = 0;
    unsigned long changes = 0;
    for (unsigned long i = 0; i < n; ++i) {
        struct stat st;
        if (stat(argv[1], &st) < 0)
            pattern_die("cannot stat", argv[1]);
        if (st.st_mtime != lastChange) {
            lastChange = st.st_mtime;
            ++changes;
        }
        if (i + 1 < n)
            nanosleep(&interval, NULL);
    }
    return changes == 0; /* the first stat always sees a change */
}

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* trace_e2e_thread_files DIR THREADS RECORDS: THREADS threads, all alive at once (a barrier holds
 * them until the last has started, so the preload must hold THREADS threads of one process), each
 * writing RECORDS records of 64 bytes with write(2) to a file of its own, DIR/tNNNNN, then closing
 * it. Prints the number of bytes written in all, as the program's own check of its output. */
#include "../patterns/patternutil.h"

#include <fcntl.h>
#include <pthread.h>

static const char* g_dir;
static unsigned long g_records;
static pthread_barrier_t g_allStarted;

static void* writer(void* arg)
{
    const unsigned long index = (unsigned long)arg;
    pthread_barrier_wait(&g_allStarted);
    char path[4096];
    snprintf(path, sizeof path, "%s/t%05lu", g_dir, index);
    const int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        pattern_die("open", path);
    char record[kPatternRecord + 1];
    for (unsigned long i = 0; i < g_records; ++i) {
        pattern_record(record, i, "thread");
        if (write(fd, record, kPatternRecord) != kPatternRecord)
            pattern_die("write", path);
    }
    if (close(fd) != 0)
        pattern_die("close", path);
    return NULL;
}

int main(int argc, char** argv)
{
    pattern_usage(argc, 4, "DIR THREADS RECORDS");
    g_dir = argv[1];
    const unsigned long threads = pattern_count(argv[2], "THREADS");
    g_records = pattern_count(argv[3], "RECORDS");
    pthread_t* ids = calloc(threads, sizeof *ids);
    pthread_attr_t attr;
    /* Small stacks: 2,000 threads of the default 8 MiB would be 16 GiB of address space. */
    if (!ids || pthread_attr_init(&attr) != 0 || pthread_attr_setstacksize(&attr, 128 * 1024) != 0
        || pthread_barrier_init(&g_allStarted, NULL, (unsigned)threads) != 0)
        pattern_die("set-up", NULL);
    for (unsigned long t = 0; t < threads; ++t)
        if ((errno = pthread_create(&ids[t], &attr, writer, (void*)t)) != 0)
            pattern_die("pthread_create", NULL);
    for (unsigned long t = 0; t < threads; ++t)
        pthread_join(ids[t], NULL);
    printf("%lu bytes\n", threads * g_records * kPatternRecord);
    return 0;
}

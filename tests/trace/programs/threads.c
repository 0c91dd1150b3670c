// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_threads FILE: writes FILE (1 open, 1 write of 4096 bytes, 1 close), then 4 threads each open
 * it, read it 1,000 bytes one read(2) at a time and close it. */
#include "tputil.h"

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

#define THREADS 4
#define READS 1000

static const char* g_path;

static void* reader(void* arg)
{
    (void)arg;
    const int fd = open(g_path, O_RDONLY);
    TP_CHECK(fd >= 0);
    char c;
    for (int i = 0; i < READS; ++i)
        TP_CHECK(read(fd, &c, 1) == 1);
    TP_CHECK(close(fd) == 0);
    return NULL;
}

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    g_path = argv[1];
    static char block[4096];
    const int fd = open(g_path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    TP_CHECK(fd >= 0);
    TP_CHECK(write(fd, block, sizeof block) == (ssize_t)sizeof block);
    TP_CHECK(close(fd) == 0);
    pthread_t t[THREADS];
    for (int i = 0; i < THREADS; ++i)
        TP_CHECK(pthread_create(&t[i], NULL, reader, NULL) == 0);
    for (int i = 0; i < THREADS; ++i)
        TP_CHECK(pthread_join(t[i], NULL) == 0);
    return 0;
}

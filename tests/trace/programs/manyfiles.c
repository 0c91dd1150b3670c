// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_manyfiles MODE N: more of something than the trace's first tables hold, in the working
 * directory.
 *   files N:   creates N empty files f-000000 … (one open with O_CREAT and one close each).
 *   threads N: N threads, 20 alive at a time, each creating its own file t-000000 … and writing
 *              one byte to it (open, write, close).
 * Prints nothing. */
#include "tputil.h"

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

#define ALIVE 20

static void* writer(void* arg)
{
    char name[32];
    snprintf(name, sizeof name, "t-%06ld", (long)(intptr_t)arg);
    const int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    TP_CHECK(fd >= 0 && write(fd, "t", 1) == 1 && close(fd) == 0);
    return NULL;
}

int main(int argc, char** argv)
{
    TP_CHECK(argc == 3);
    const long n = atol(argv[2]);
    TP_CHECK(n > 0);
    if (strcmp(argv[1], "files") == 0) {
        for (long i = 0; i < n; ++i) {
            char name[32];
            snprintf(name, sizeof name, "f-%06ld", i);
            const int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
            TP_CHECK(fd >= 0 && close(fd) == 0);
        }
        return 0;
    }
    TP_CHECK(strcmp(argv[1], "threads") == 0);
    pthread_attr_t attr;
    TP_CHECK(pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, 64 << 10) == 0);
    for (long first = 0; first < n; first += ALIVE) {
        pthread_t th[ALIVE];
        const long count = n - first < ALIVE ? n - first : ALIVE;
        for (long i = 0; i < count; ++i)
            TP_CHECK(pthread_create(&th[i], &attr, writer, (void*)(intptr_t)(first + i)) == 0);
        for (long i = 0; i < count; ++i)
            TP_CHECK(pthread_join(th[i], NULL) == 0);
    }
    return 0;
}

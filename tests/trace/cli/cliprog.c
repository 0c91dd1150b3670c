// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The traced program of tst_tracecli and tst_tracelauncher, one mode per behaviour under test:
 *   exit N               exit with status N
 *   cat                  copy stdin to stdout byte for byte (read/write of 4 KiB)
 *   write PATH N         write N 10-byte records to PATH, opening and closing it for each
 *   kill9 PATH           write 3 records to PATH, then SIGKILL itself
 *   sleep MARKER         fork a child; both sleep 60 s; MARKER gets "PARENT CHILD\n" once both run
 *   ignoreterm MARKER    ignore SIGINT and SIGTERM, write MARKER, sleep 60 s
 *   args ARG...          print each ARG on a line of its own, byte for byte
 *   env                  print the trace variables and LD_PRELOAD as getenv sees them, then as the
 *                        kernel got them at exec (/proc/self/environ, "initial " lines), the working
 *                        directory, whether it leads its process group, stdin bytes
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void writeRecords(const char* path, int n)
{
    for (int i = 0; i < n; ++i) {
        const int fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (fd < 0)
            exit(3);
        if (write(fd, "record 01\n", 10) != 10)
            exit(4);
        close(fd);
    }
}

static void writeMarker(const char* marker, const char* text)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s.tmp", marker);
    FILE* f = fopen(tmp, "w");
    if (!f || fputs(text, f) < 0 || fclose(f) != 0 || rename(tmp, marker) != 0)
        exit(5);
}

static void show(const char* name)
{
    const char* v = getenv(name);
    printf("%s=%s\n", name, v ? v : "(unset)");
}

int main(int argc, char** argv)
{
    if (argc < 2)
        return 64;
    const char* mode = argv[1];
    if (!strcmp(mode, "exit") && argc == 3)
        return atoi(argv[2]);
    if (!strcmp(mode, "cat")) {
        char buffer[4096];
        ssize_t n;
        while ((n = read(0, buffer, sizeof buffer)) > 0)
            if (write(1, buffer, (size_t)n) != n)
                return 1;
        return n < 0 ? 1 : 0;
    }
    if (!strcmp(mode, "write") && argc == 4) {
        writeRecords(argv[2], atoi(argv[3]));
        return 0;
    }
    if (!strcmp(mode, "kill9") && argc == 3) {
        writeRecords(argv[2], 3);
        raise(SIGKILL);
        return 1;
    }
    if (!strcmp(mode, "sleep") && argc == 3) {
        /* The marker appears only once the child runs (its trace file is complete): a signal
         * right after it must find two whole trace files. */
        int ready[2];
        if (pipe(ready) != 0)
            return 6;
        const pid_t child = fork();
        if (child == 0) {
            if (write(ready[1], "r", 1) != 1)
                _exit(7);
            sleep(60);
            _exit(0);
        }
        char r;
        if (read(ready[0], &r, 1) != 1)
            return 8;
        char text[64];
        snprintf(text, sizeof text, "%d %d\n", (int)getpid(), (int)child);
        writeMarker(argv[2], text);
        sleep(60);
        return 0;
    }
    if (!strcmp(mode, "ignoreterm") && argc == 3) {
        signal(SIGINT, SIG_IGN);
        signal(SIGTERM, SIG_IGN);
        writeMarker(argv[2], "ready\n");
        sleep(60);
        return 0;
    }
    if (!strcmp(mode, "args")) {
        for (int i = 2; i < argc; ++i)
            printf("%s\n", argv[i]);
        return 0;
    }
    if (!strcmp(mode, "env")) {
        show("IOLENS_TRACE_DIR");
        show("IOLENS_TRACE_LIB");
        show("IOLENS_TRACE_ZONES");
        show("IOLENS_TRACE_EVENTS");
        show("IOLENS_TRACE_CLOCK");
        show("LD_PRELOAD");
        static char initial[1 << 16];
        FILE* f = fopen("/proc/self/environ", "r");
        const size_t got = f ? fread(initial, 1, sizeof initial - 1, f) : 0;
        if (f)
            fclose(f);
        for (size_t at = 0; at < got; at += strlen(initial + at) + 1)
            if (!strncmp(initial + at, "IOLENS_TRACE_", 13) || !strncmp(initial + at, "LD_PRELOAD=", 11))
                printf("initial %s\n", initial + at);
        char cwd[4096];
        printf("cwd=%s\n", getcwd(cwd, sizeof cwd) ? cwd : "?");
        printf("own_group=%d\n", getpgrp() == getpid());
        long total = 0;
        char buffer[4096];
        ssize_t n;
        while ((n = read(0, buffer, sizeof buffer)) > 0)
            total += n;
        printf("stdin_bytes=%ld\n", total);
        return 0;
    }
    return 64;
}

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Article 004's program in C, with its stopwatches (iolens/stopwatch.h), as written before the
 * article's fixes: for idx = 1..ITERATIONS it prints "idx/max", reads line idx of test1.csv and line
 * 3000+idx of test2.csv by reopening each and reading it from the start (readFile, a BufferedReader
 * of 8,192 chars: read(2) in 8 KiB chunks until the line is complete), and appends each line to
 * test3.csv through a writer opened and closed per call (writeFile: open, one write, close).
 * Stopwatches as in the article: 1 the whole loop, 2 print, 3 read test1, 4 write, 5 read test2,
 * 6 write; showAll() at the end prints the article's table.
 *
 *   csvmerge004 DIR ITERATIONS
 *
 * test1.csv (ITERATIONS lines) and test2.csv (3000 + ITERATIONS lines) are created in DIR when
 * missing, with rows of exactly 32 bytes so that the tests can compute every read. */
#include "patternutil.h"

#include <iolens/stopwatch.h>

#include <fcntl.h>
#include <sys/stat.h>

enum { kRow = 32, kReaderBuffer = 8192 };

static void ensure_input(const char* path, int file, unsigned long lines)
{
    struct stat st;
    if (stat(path, &st) == 0)
        return;
    const int fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0644);
    if (fd < 0)
        pattern_die("cannot create", path);
    char block[kRow * 1024 + 1];
    size_t used = 0;
    for (unsigned long n = 1; n <= lines; ++n) {
        snprintf(block + used, kRow + 1, "%010lu,%d,%018lu\n", n, file, n * 2654435761u % 1000000007u);
        used += kRow;
        if (used == kRow * 1024 || n == lines) {
            pattern_write_all(fd, block, used, path);
            used = 0;
        }
    }
    if (close(fd) < 0)
        pattern_die("cannot close", path);
}

/* readFile(path, lineNo): the line's text (without '\n') in out. */
static void read_file(const char* path, unsigned long lineNo, char* out)
{
    const int fd = open(path, O_RDONLY);
    if (fd < 0)
        pattern_die("cannot open", path);
    char buffer[kReaderBuffer];
    unsigned long line = 1;
    size_t length = 0;
    for (;;) {
        const ssize_t got = read(fd, buffer, sizeof buffer);
        if (got < 0)
            pattern_die("cannot read", path);
        if (got == 0) {
            fprintf(stderr, "csvmerge004: '%s' has fewer than %lu lines\n", path, lineNo);
            exit(1);
        }
        ssize_t i = 0;
        for (; i < got; ++i) {
            if (buffer[i] == '\n') {
                if (line == lineNo)
                    break;
                ++line;
                length = 0;
            } else if (line == lineNo && length < kRow) {
                out[length++] = buffer[i];
            }
        }
        if (i < got)
            break;
    }
    out[length] = '\0';
    close(fd);
}

/* writeFile(path, content): new FileWriter(file, true), append content + "\n", close. */
static void write_file(const char* path, const char* content)
{
    char line[kRow + 2];
    const int length = snprintf(line, sizeof line, "%s\n", content);
    const int fd = open(path, O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd < 0)
        pattern_die("cannot open", path);
    pattern_write_all(fd, line, (size_t)length, path);
    if (close(fd) < 0)
        pattern_die("cannot close", path);
}

int main(int argc, char** argv)
{
    pattern_usage(argc, 3, "DIR ITERATIONS");
    const unsigned long max = pattern_count(argv[2], "ITERATIONS");
    char test1[4096], test2[4096], test3[4096];
    snprintf(test1, sizeof test1, "%s/test1.csv", argv[1]);
    snprintf(test2, sizeof test2, "%s/test2.csv", argv[1]);
    snprintf(test3, sizeof test3, "%s/test3.csv", argv[1]);
    ensure_input(test1, 1, max);
    ensure_input(test2, 2, 3000 + max);

    printf("start\n");
    iolens_stopwatch_start_n(1);
    for (unsigned long idx = 1; idx <= max; ++idx) {
        char content[kRow + 1];
        iolens_stopwatch_start_n(2);
        printf("%lu/%lu\n", idx, max);
        fflush(stdout); /* System.out.println flushes every line */
        iolens_stopwatch_stop_n(2);
        iolens_stopwatch_start_n(3);
        read_file(test1, idx, content);
        iolens_stopwatch_stop_n(3);
        iolens_stopwatch_start_n(4);
        write_file(test3, content);
        iolens_stopwatch_stop_n(4);
        iolens_stopwatch_start_n(5);
        read_file(test2, 3000 + idx, content);
        iolens_stopwatch_stop_n(5);
        iolens_stopwatch_start_n(6);
        write_file(test3, content);
        iolens_stopwatch_stop_n(6);
    }
    iolens_stopwatch_stop_n(1);

    iolens_stopwatch_show_all();
    printf("end\n");
    return 0;
}

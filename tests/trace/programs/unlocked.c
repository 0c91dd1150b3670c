// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_unlocked FILE: writes FILE through the stream's buffer as putc_unlocked does (10,000 'x', in a
 * buffer of 4,096 bytes: two flushes through __overflow, the rest at fclose), reads it back as
 * getc_unlocked does (three refills through __uflow and one that finds the end), does the same
 * with streams on memory (open_memstream, fmemopen: no file, no system call), and prints "10000".
 * The macros' bodies are used directly, so the calls into glibc are __overflow and __uflow
 * whatever the optimisation. */
#include "tputil.h"

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    enum { kChars = 10000, kBuffer = 4096 };
    FILE* f = fopen(argv[1], "w");
    TP_CHECK(f);
    TP_CHECK(setvbuf(f, NULL, _IOFBF, kBuffer) == 0);
    for (int i = 0; i < kChars; ++i)
        TP_CHECK(__putc_unlocked_body('x', f) == 'x');
    TP_CHECK(fclose(f) == 0);

    f = fopen(argv[1], "r");
    TP_CHECK(f);
    TP_CHECK(setvbuf(f, NULL, _IOFBF, kBuffer) == 0);
    int chars = 0;
    while (__getc_unlocked_body(f) != EOF)
        ++chars;
    TP_CHECK(__getc_unlocked_body(f) == EOF); /* at an end already seen: no read */
    TP_CHECK(fclose(f) == 0);

    char* text = NULL;
    size_t size = 0;
    FILE* m = open_memstream(&text, &size);
    TP_CHECK(m);
    for (int i = 0; i < kChars; ++i)
        TP_CHECK(__putc_unlocked_body('y', m) == 'y');
    TP_CHECK(fprintf(m, "%d", chars) == 5);
    TP_CHECK(fclose(m) == 0);
    m = fmemopen(text, size, "r");
    TP_CHECK(m);
    int back = 0;
    while (__getc_unlocked_body(m) != EOF)
        ++back;
    TP_CHECK(fclose(m) == 0);
    free(text);
    TP_CHECK(back == kChars + 5);

    printf("%d\n", chars);
    return 0;
}

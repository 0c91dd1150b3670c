// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_stdio FILE: writes FILE with stdio (10 fputs of 5 bytes, 5 fprintf of 4 bytes, 101 fputc),
 * reads it back with fgetc to the end (171 characters and one EOF), rewinds, reads it again with
 * getline (16 lines and one -1), prints "171 16" with printf and flushes every stream with
 * fflush(NULL). */
#include "tputil.h"

int main(int argc, char** argv)
{
    TP_CHECK(argc == 2);
    /* through a volatile pointer, so the compiler keeps fputs as fputs (not fwrite) */
    const char* volatile line = "line\n";
    FILE* f = fopen(argv[1], "w");
    TP_CHECK(f);
    for (int i = 0; i < 10; ++i)
        TP_CHECK(fputs(line, f) >= 0);
    for (int i = 0; i < 5; ++i)
        TP_CHECK(fprintf(f, "n=%d\n", i) == 4);
    for (int i = 0; i < 100; ++i)
        TP_CHECK(fputc('x', f) == 'x');
    TP_CHECK(fputc('\n', f) == '\n');
    TP_CHECK(fclose(f) == 0);

    f = fopen(argv[1], "r");
    TP_CHECK(f);
    int chars = 0;
    while (fgetc(f) != EOF)
        ++chars;
    rewind(f);
    char* buf = NULL;
    size_t cap = 0;
    int lines = 0;
    while (getline(&buf, &cap, f) >= 0)
        ++lines;
    free(buf);
    TP_CHECK(fclose(f) == 0);
    printf("%d %d\n", chars, lines);
    TP_CHECK(fflush(NULL) == 0);
    return 0;
}

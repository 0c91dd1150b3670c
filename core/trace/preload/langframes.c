// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* What the language frame readers (pyframes.c, javaframes.c) share: whether the calling thread is
 * inside a signal handler, and how a name too long for its field is cut. */
#include "langframes.h"

#include <string.h>

/* The sigreturn trampoline the kernel returns through after a handler (glibc's __restore_rt): the
 * frame above a signal handler. Compared only within the page of the address, so a read never
 * leaves the page the unwinder found code on. */
static int is_signal_return(uintptr_t pc)
{
#if defined(__x86_64__)
    static const unsigned char code[] = { 0x48, 0xc7, 0xc0, 0x0f, 0x00, 0x00, 0x00, 0x0f, 0x05 }; /* mov $15,%rax; syscall */
#elif defined(__aarch64__)
    static const unsigned char code[] = { 0x68, 0x11, 0x80, 0xd2, 0x01, 0x00, 0x00, 0xd4 }; /* mov x8,#139; svc #0 */
#else
    (void)pc;
    return 1; /* unknown here: taken as a signal frame, so no runtime is ever asked */
#endif
#if defined(__x86_64__) || defined(__aarch64__)
    if ((pc & 4095u) > 4096u - sizeof code)
        return 0;
    return memcmp((const void*)pc, code, sizeof code) == 0;
#endif
}

int iol_lang_signal_frame(const uintptr_t* native, uint32_t depth)
{
    for (uint32_t k = 0; k < depth; ++k)
        if (is_signal_return(native[k]))
            return 1;
    return 0;
}

/* src into dst[size]; a longer text keeps its end (a path's file name), marked with "...". */
void iol_lang_copy_tail(char* dst, size_t size, const char* src)
{
    const size_t n = strlen(src);
    if (n < size) {
        memcpy(dst, src, n + 1);
        return;
    }
    memcpy(dst, "...", 3);
    memcpy(dst + 3, src + n - (size - 4), size - 4);
    dst[size - 1] = '\0';
}

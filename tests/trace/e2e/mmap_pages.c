// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Maps argv[1] twice, privately: writes one byte into every page of the first mapping and unmaps
 * it, then writes into the first 40 pages of the second and exits with it still mapped. Write
 * faults on a private mapping map one page each (no fault-around), so the pages in memory are
 * exactly the file's pages + 40: measured at the munmap and at exit. Built -static (tst_tracemmap),
 * which only the ptrace tracer follows. */
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static unsigned char* map(int fd, size_t size)
{
    void* p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
    return p == MAP_FAILED ? NULL : p;
}

int main(int argc, char** argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: mmap_pages FILE\n");
        return 2;
    }
    const int fd = open(argv[1], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size <= 0) {
        perror(argv[1]);
        return 1;
    }
    const size_t size = (size_t)st.st_size;
    const size_t page = (size_t)sysconf(_SC_PAGESIZE);
    unsigned char* whole = map(fd, size);
    if (!whole)
        return 1;
    for (size_t at = 0; at < size; at += page)
        whole[at] = 1;
    munmap(whole, size);
    unsigned char* part = map(fd, size);
    if (!part)
        return 1;
    for (size_t i = 0; i < 40 && i * page < size; ++i)
        part[i * page] = 2;
    close(fd);
    printf("mapped %zu bytes twice\n", size);
    return 0;
}

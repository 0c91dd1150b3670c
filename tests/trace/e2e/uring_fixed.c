// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Reads argv[1] through liburing with the file registered (io_uring_register_files, requests with
 * IOSQE_FIXED_FILE): 4 KiB reads at their offsets, eight per io_uring_submit_and_wait, then one
 * no-op request. Prints the number of reads. */
#include <fcntl.h>
#include <liburing.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char** argv)
{
    if (argc != 2)
        return 2;
    struct io_uring ring;
    const int fd = open(argv[1], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || io_uring_queue_init(8, &ring, 0) != 0)
        return 1;
    if (io_uring_register_files(&ring, &fd, 1) != 0)
        return 1;
    static char buf[8][4096];
    unsigned reads = 0;
    for (off_t off = 0; off < st.st_size;) {
        unsigned batch = 0;
        for (; batch < 8 && off < st.st_size; ++batch) {
            const off_t left = st.st_size - off;
            const unsigned n = left < 4096 ? (unsigned)left : 4096u;
            struct io_uring_sqe* sqe = io_uring_get_sqe(&ring);
            io_uring_prep_read(sqe, 0 /* registered file 0 */, buf[batch], n, (unsigned long long)off);
            sqe->flags |= IOSQE_FIXED_FILE;
            off += n;
        }
        if (io_uring_submit_and_wait(&ring, batch) != (int)batch)
            return 1;
        for (unsigned i = 0; i < batch; ++i) {
            struct io_uring_cqe* cqe;
            if (io_uring_wait_cqe(&ring, &cqe) != 0 || cqe->res <= 0)
                return 1;
            io_uring_cqe_seen(&ring, cqe);
        }
        reads += batch;
    }
    io_uring_prep_nop(io_uring_get_sqe(&ring));
    if (io_uring_submit_and_wait(&ring, 1) != 1)
        return 1;
    io_uring_queue_exit(&ring);
    printf("reads %u\n", reads);
    return close(fd) == 0 ? 0 : 1;
}

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* What a submitted io_uring request stands for in iolens' call kinds, shared by the preload (which
 * reads the submission queue in the program's own memory, preload/uring_decode.c) and the ptrace
 * tracer (which reads it from outside, ptrace/uringrings.cpp), so that both count a request alike:
 * READ as pread (as read at the file's position when its offset is -1), READV as preadv, the FIXED
 * forms as their plain ones, FSYNC as fsync or fdatasync, OPENAT as open, CLOSE as close …
 * Opcodes iolens does not record (poll, timeout, nop, accept …) are "other". */
#pragma once

#include "iolt.h"

#include <linux/io_uring.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Where a request's size is: none, its len, the iovec array at addr (len entries), or the msghdr at
 * addr (its msg_iov, msg_iovlen). */
enum iolt_uring_size { IOLT_URING_SIZE_NONE, IOLT_URING_SIZE_LEN, IOLT_URING_SIZE_IOVEC, IOLT_URING_SIZE_MSGHDR };

/* What the request names: its fd (or registered file, IOSQE_FIXED_FILE), the path at addr relative
 * to the directory fd in fd (an open), or a direct descriptor of the ring (no fd of the process). */
enum iolt_uring_target { IOLT_URING_FD, IOLT_URING_PATH, IOLT_URING_DIRECT };

struct iolt_uring_op {
    uint32_t call; /* enum iolt_call */
    uint8_t size; /* enum iolt_uring_size */
    uint8_t target; /* enum iolt_uring_target */
    uint8_t at_offset; /* 1: s->off is the offset of the data (-1 there means the file's position) */
    uint8_t closes; /* 1: the fd is closed by it */
};

/* 1 and *op filled when the request is one of the recorded kinds; 0 for the others. */
static inline int iolt_uring_op_of(const struct io_uring_sqe* s, struct iolt_uring_op* op)
{
    const int at = s->off != (__u64)-1;
    op->size = IOLT_URING_SIZE_NONE;
    op->target = IOLT_URING_FD;
    op->at_offset = 0;
    op->closes = 0;
    switch (s->opcode) {
    case IORING_OP_READ:
    case IORING_OP_READ_FIXED:
        op->call = at ? IOLT_CALL_PREAD : IOLT_CALL_READ;
        op->size = IOLT_URING_SIZE_LEN;
        break;
    case IORING_OP_WRITE:
    case IORING_OP_WRITE_FIXED:
        op->call = at ? IOLT_CALL_PWRITE : IOLT_CALL_WRITE;
        op->size = IOLT_URING_SIZE_LEN;
        break;
    case IORING_OP_READV:
        op->call = at ? IOLT_CALL_PREADV : IOLT_CALL_READV;
        op->size = IOLT_URING_SIZE_IOVEC;
        break;
    case IORING_OP_WRITEV:
        op->call = at ? IOLT_CALL_PWRITEV : IOLT_CALL_WRITEV;
        op->size = IOLT_URING_SIZE_IOVEC;
        break;
    case IORING_OP_FSYNC:
        op->call = (s->fsync_flags & IORING_FSYNC_DATASYNC) ? IOLT_CALL_FDATASYNC : IOLT_CALL_FSYNC;
        break;
    case IORING_OP_SYNC_FILE_RANGE:
        op->call = IOLT_CALL_SYNC_FILE_RANGE;
        break;
    case IORING_OP_FALLOCATE:
        op->call = IOLT_CALL_FALLOCATE;
        break;
    case IORING_OP_SEND:
        op->call = IOLT_CALL_SEND;
        op->size = IOLT_URING_SIZE_LEN;
        break;
    case IORING_OP_RECV:
        op->call = IOLT_CALL_RECV;
        op->size = IOLT_URING_SIZE_LEN;
        break;
    case IORING_OP_SENDMSG:
        op->call = IOLT_CALL_SEND;
        op->size = IOLT_URING_SIZE_MSGHDR;
        break;
    case IORING_OP_RECVMSG:
        op->call = IOLT_CALL_RECV;
        op->size = IOLT_URING_SIZE_MSGHDR;
        break;
    case IORING_OP_OPENAT:
    case IORING_OP_OPENAT2:
        /* The new fd comes with the completion: later requests on it find it by its number. */
        op->call = IOLT_CALL_OPEN;
        op->target = IOLT_URING_PATH;
        return 1;
    case IORING_OP_CLOSE:
        op->call = IOLT_CALL_CLOSE;
        if (s->file_index) /* a direct descriptor: no fd of the process */
            op->target = IOLT_URING_DIRECT;
        else
            op->closes = 1;
        return 1;
    default:
        return 0;
    }
    op->at_offset = at && iolt_call_direction(op->call) != IOLT_DIR_NONE;
    return 1;
}

/* A recorded request's result, once its completion is read (preload/uring_complete.c and the
 * ptrace tracer's ptraceuring.cpp): the request was counted with the size it asked for (asked,
 * < 0 for a request that moves no data), and its slot changes by this. bytes is added modulo 2^64
 * (a shortfall is taken off; the header's read or write total changes by the same); the size
 * histogram's bucket_off loses the call and bucket_on gains it (-1: none); failed: one more error;
 * short_transfer: it moved less than it asked. */
struct iolt_uring_result {
    uint64_t bytes;
    int bucket_off, bucket_on;
    int failed, short_transfer;
};

static inline struct iolt_uring_result iolt_uring_result_of(int64_t asked, int64_t result)
{
    struct iolt_uring_result r = { 0, -1, -1, result < 0, 0 };
    if (asked < 0 || result == asked)
        return r;
    r.bucket_off = (int)iolt_hist_bucket((uint64_t)asked);
    if (result >= 0) {
        r.bucket_on = (int)iolt_hist_bucket((uint64_t)result);
        r.short_transfer = result < asked;
    }
    r.bytes = (result < 0 ? 0 : (uint64_t)result) - (uint64_t)asked;
    return r;
}

#ifdef __cplusplus
}
#endif

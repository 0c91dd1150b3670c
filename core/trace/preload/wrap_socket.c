// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Sockets: each connected fd is a "file" named by its peer ("127.0.0.1:8080"); read/write on it
 * land there too (wrap_posix.c), and a receive after a send is one request/response exchange. */
#include "tables.h"
#include "wrap.h"

#include <sys/socket.h>

ssize_t __recv_chk(int fd, void* buf, size_t n, size_t buflen, int flags);
ssize_t __recvfrom_chk(int fd, void* buf, size_t n, size_t buflen, int flags, struct sockaddr* from, socklen_t* len);

/* glibc declares the address arguments as transparent unions in GNU C mode. */
#define SA(a) ((a).__sockaddr__)

IOL_EXPORT int connect(int fd, __CONST_SOCKADDR_ARG addr, socklen_t len)
{
    IOL_REAL(real, connect);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(fd, addr, len);
    const int r = real(fd, addr, len);
    iol_mark(&c);
    uint32_t file = 0;
    if (r == 0 || c.err == EINPROGRESS) {
        struct iol_fd* f = iol_fd_socket(fd, SA(addr), len, 1);
        file = f ? f->file : 0;
    }
    iol_leave_file(&c, file, IOLT_CALL_CONNECT, IOL_RA, r == 0 || c.err == EINPROGRESS ? IOL_NODATA : IOL_ERROR);
    return r;
}

static int accepted(struct iol_ctx* c, int r, struct sockaddr* addr, socklen_t* len, void* ra)
{
    iol_mark(c);
    uint32_t file = 0;
    if (r >= 0) {
        struct iol_fd* f = iol_fd_socket(r, addr, addr && len ? *len : 0, 1);
        file = f ? f->file : 0;
    }
    iol_leave_file(c, file, IOLT_CALL_ACCEPT, ra, r >= 0 ? IOL_NODATA : IOL_ERROR);
    return r;
}

/* accept(fd, addr, len) and accept4(…, flags): the new fd is a file named by its peer. */
#define IOL_SHAPE_ACCEPT(name, ret, params, args, kind)                                                                \
    IOL_EXPORT ret name params                                                                                         \
    {                                                                                                                  \
        IOL_REAL_AS(real, name, ret, params);                                                                          \
        struct iol_ctx c;                                                                                              \
        if (!iol_enter_timed(&c))                                                                                      \
            return real args;                                                                                          \
        return accepted(&c, real args, SA(addr), len, IOL_RA);                                                         \
    }

/* send, sendto, sendmsg, recv, recvfrom, recvmsg and the fortified __recv_chk, __recvfrom_chk: the
 * FD_DATA shape (wrap.h). */

IOL_WRAPPERS_SOCKET(IOL_DEFINE)

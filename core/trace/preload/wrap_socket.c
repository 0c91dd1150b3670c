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

IOL_EXPORT int accept(int fd, __SOCKADDR_ARG addr, socklen_t* len)
{
    IOL_REAL(real, accept);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(fd, addr, len);
    return accepted(&c, real(fd, addr, len), SA(addr), len, IOL_RA);
}

IOL_EXPORT int accept4(int fd, __SOCKADDR_ARG addr, socklen_t* len, int flags)
{
    IOL_REAL(real, accept4);
    struct iol_ctx c;
    if (!iol_enter_timed(&c))
        return real(fd, addr, len, flags);
    return accepted(&c, real(fd, addr, len, flags), SA(addr), len, IOL_RA);
}

IOL_EXPORT ssize_t send(int fd, const void* buf, size_t n, int flags)
{
    IOL_REAL(real, send);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_SEND, IOL_RA, 0))
        return real(fd, buf, n, flags);
    const ssize_t r = real(fd, buf, n, flags);
    iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, -1, r));
    return r;
}

IOL_EXPORT ssize_t sendto(int fd, const void* buf, size_t n, int flags, __CONST_SOCKADDR_ARG to, socklen_t len)
{
    IOL_REAL(real, sendto);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_SEND, IOL_RA, 0))
        return real(fd, buf, n, flags, to, len);
    const ssize_t r = real(fd, buf, n, flags, to, len);
    iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, -1, r));
    return r;
}

IOL_EXPORT ssize_t sendmsg(int fd, const struct msghdr* msg, int flags)
{
    IOL_REAL(real, sendmsg);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_SEND, IOL_RA, 0))
        return real(fd, msg, flags);
    const ssize_t r = real(fd, msg, flags);
    iol_leave(&c, IOL_B(r), iol_fd_write_done(c.f, -1, r));
    return r;
}

IOL_EXPORT ssize_t recv(int fd, void* buf, size_t n, int flags)
{
    IOL_REAL(real, recv);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_RECV, IOL_RA, 0))
        return real(fd, buf, n, flags);
    const ssize_t r = real(fd, buf, n, flags);
    iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, -1, r));
    return r;
}

IOL_EXPORT ssize_t __recv_chk(int fd, void* buf, size_t n, size_t buflen, int flags)
{
    IOL_REAL(real, __recv_chk);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_RECV, IOL_RA, 0))
        return real(fd, buf, n, buflen, flags);
    const ssize_t r = real(fd, buf, n, buflen, flags);
    iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, -1, r));
    return r;
}

IOL_EXPORT ssize_t recvfrom(int fd, void* buf, size_t n, int flags, __SOCKADDR_ARG from, socklen_t* len)
{
    IOL_REAL(real, recvfrom);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_RECV, IOL_RA, 0))
        return real(fd, buf, n, flags, from, len);
    const ssize_t r = real(fd, buf, n, flags, from, len);
    iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, -1, r));
    return r;
}

IOL_EXPORT ssize_t __recvfrom_chk(
    int fd, void* buf, size_t n, size_t buflen, int flags, struct sockaddr* from, socklen_t* len)
{
    IOL_REAL(real, __recvfrom_chk);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_RECV, IOL_RA, 0))
        return real(fd, buf, n, buflen, flags, from, len);
    const ssize_t r = real(fd, buf, n, buflen, flags, from, len);
    iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, -1, r));
    return r;
}

IOL_EXPORT ssize_t recvmsg(int fd, struct msghdr* msg, int flags)
{
    IOL_REAL(real, recvmsg);
    struct iol_ctx c;
    if (!iol_enter_fd(&c, fd, IOLT_CALL_RECV, IOL_RA, 0))
        return real(fd, msg, flags);
    const ssize_t r = real(fd, msg, flags);
    iol_leave(&c, IOL_B(r), iol_fd_read_done(c.f, -1, r));
    return r;
}

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* tp_sockets: a loopback server thread and a client making 50 request/response exchanges of 4
 * bytes: 25 with send/recv, 25 with write/read on the socket. The server answers each request
 * with recv(MSG_WAITALL) then send. */
#include "tputil.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

#define EXCHANGES 50

static int g_listener;

static void* server(void* arg)
{
    (void)arg;
    const int fd = accept(g_listener, NULL, NULL);
    TP_CHECK(fd >= 0);
    char buf[4];
    for (int i = 0; i < EXCHANGES; ++i) {
        TP_CHECK(recv(fd, buf, sizeof buf, MSG_WAITALL) == 4);
        TP_CHECK(send(fd, buf, sizeof buf, 0) == 4);
    }
    TP_CHECK(close(fd) == 0);
    return NULL;
}

int main(void)
{
    g_listener = socket(AF_INET, SOCK_STREAM, 0);
    TP_CHECK(g_listener >= 0);
    struct sockaddr_in addr;
    memset(&addr, 0, sizeof addr);
    addr.sin_family = AF_INET;
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    TP_CHECK(bind(g_listener, (struct sockaddr*)&addr, sizeof addr) == 0);
    TP_CHECK(listen(g_listener, 1) == 0);
    socklen_t len = sizeof addr;
    TP_CHECK(getsockname(g_listener, (struct sockaddr*)&addr, &len) == 0);
    pthread_t t;
    TP_CHECK(pthread_create(&t, NULL, server, NULL) == 0);

    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    TP_CHECK(fd >= 0);
    TP_CHECK(connect(fd, (struct sockaddr*)&addr, sizeof addr) == 0);
    char buf[4];
    for (int i = 0; i < EXCHANGES; ++i) {
        if (i < EXCHANGES / 2) {
            TP_CHECK(send(fd, "ping", 4, 0) == 4);
            TP_CHECK(recv(fd, buf, sizeof buf, MSG_WAITALL) == 4);
        } else {
            TP_CHECK(write(fd, "ping", 4) == 4);
            size_t got = 0;
            while (got < 4) {
                const ssize_t n = read(fd, buf + got, 4 - got);
                TP_CHECK(n > 0);
                got += (size_t)n;
            }
        }
    }
    TP_CHECK(close(fd) == 0);
    TP_CHECK(pthread_join(t, NULL) == 0);
    TP_CHECK(close(g_listener) == 0);
    printf("port %u\n", ntohs(addr.sin_port));
    return 0;
}

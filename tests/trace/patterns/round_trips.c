// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* many-round-trips, article 004's one HTTP request per id: a server thread on 127.0.0.1 (an
 * ephemeral port) and a client in the main thread that makes N exchanges of a 16-byte request and
 * a 32-byte response (MSG_WAITALL: one recv per message). Exactly, on the client's socket:
 * 1 connect, N sends of 16 bytes, N recvs of 32 bytes; on the server's accepted socket: 1 accept,
 * N+1 recvs (the last one sees the client's close), N sends of 32 bytes. */
#include "patternutil.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pthread.h>
#include <sys/socket.h>

enum { kRequest = 16, kResponse = 32 };

static int g_listener = -1;

static void* serve(void* arg)
{
    (void)arg;
    const int peer = accept(g_listener, NULL, NULL);
    if (peer < 0)
        pattern_die("cannot accept on", "127.0.0.1");
    for (;;) {
        char request[kRequest];
        const ssize_t got = recv(peer, request, sizeof request, MSG_WAITALL);
        if (got <= 0)
            break;
        char response[kResponse + 1] = { 0 };
        snprintf(response, sizeof response, "row %.10s name-of-the-id\n", request + 4);
        if (send(peer, response, kResponse, 0) != kResponse)
            pattern_die("cannot send a response to", "127.0.0.1");
    }
    close(peer);
    return NULL;
}

int main(int argc, char** argv)
{
    pattern_usage(argc, 2, "N");
    const unsigned long n = pattern_count(argv[1], "N");
    g_listener = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in address = { 0 };
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    if (g_listener < 0 || bind(g_listener, (struct sockaddr*)&address, sizeof address) < 0 || listen(g_listener, 1) < 0
        || getsockname(g_listener, (struct sockaddr*)&address, &length) < 0)
        pattern_die("cannot listen on", "127.0.0.1");
    pthread_t server;
    if (pthread_create(&server, NULL, serve, NULL) != 0)
        pattern_die("cannot start the server thread for", "127.0.0.1");

    const int client = socket(AF_INET, SOCK_STREAM, 0);
    if (client < 0 || connect(client, (struct sockaddr*)&address, sizeof address) < 0)
        pattern_die("cannot connect to", "127.0.0.1");
    for (unsigned long id = 1; id <= n; ++id) {
        char request[kRequest + 1];
        snprintf(request, sizeof request, "GET %010lu\n", id);
        if (send(client, request, kRequest, 0) != kRequest)
            pattern_die("cannot send a request to", "127.0.0.1");
        char response[kResponse];
        if (recv(client, response, sizeof response, MSG_WAITALL) != kResponse)
            pattern_die("cannot receive a response from", "127.0.0.1");
        pattern_sink += (unsigned char)response[4];
    }
    close(client);
    pthread_join(server, NULL);
    close(g_listener);
    return 0;
}

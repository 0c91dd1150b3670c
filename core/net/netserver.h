// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <memory>
#include <shared_mutex>
#include <string>
#include <thread>
#include <type_traits>

namespace httplib {
class Server;
struct Request;
struct Response;
} // namespace httplib

namespace iolens {

class Probe;

// The local web server of the net family, in the role of article 004's test.php: HTTP/1.1
// (cpp-httplib) in front of the SQLite database, answering GET /test?… with the rows as JSON.
//
// It listens on 127.0.0.1 only, at a port the kernel picks (port 0), from construction until
// destruction: nothing outside this machine can reach it, and nothing is left listening after the
// run set. Its handlers run on a small pool of its own threads.
class NetServer {
public:
    static constexpr const char* kHost = "127.0.0.1";
    // The response header carrying the server's database time in nanoseconds, so the client can
    // attribute it (as a server-timing header would).
    static constexpr const char* kQueryHeader = "X-Iolens-Query-Ns";

    // Starts listening; throws std::runtime_error when it cannot.
    explicit NetServer(std::string databasePath);
    // Stops accepting, lets the handlers finish and joins every server thread.
    ~NetServer();
    NetServer(const NetServer&) = delete;
    NetServer& operator=(const NetServer&) = delete;

    int port() const noexcept { return m_port; }

    // The probe of the run now using the server (nullptr: none, or an uninstrumented run). While
    // attached, each request's database work is recorded as Phase::Query and its JSON encoding as
    // Phase::Response on the server's thread, whose CPU joins the run. Detaching waits for a
    // handler still recording, so the probe can go once this returns.
    void attach(Probe* probe);

private:
    void handle(const httplib::Request& request, httplib::Response& response);

    std::string m_databasePath;
    std::unique_ptr<httplib::Server> m_server;
    std::thread m_thread;
    int m_port = 0;
    std::atomic<bool> m_listenEnded { false }; // set by the server thread when its accept loop returns
    std::shared_mutex m_probeMutex;
    Probe* m_probe = nullptr;
};

// Attaches a run's probe to the server for the scope's life; a NullProbe attaches nothing.
template <class P> class ServerProbeScope {
public:
    ServerProbeScope(NetServer& server, P& probe)
        : m_server(server)
    {
        if constexpr (std::is_same_v<P, Probe>)
            m_server.attach(&probe);
    }
    ~ServerProbeScope()
    {
        if constexpr (std::is_same_v<P, Probe>)
            m_server.attach(nullptr);
    }
    ServerProbeScope(const ServerProbeScope&) = delete;
    ServerProbeScope& operator=(const ServerProbeScope&) = delete;

private:
    NetServer& m_server;
};

} // namespace iolens

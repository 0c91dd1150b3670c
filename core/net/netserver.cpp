// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/net/netserver.h"

#include "core/net/netdatabase.h"
#include "core/net/netjson.h"
#include "core/probe.h"

#include <httplib.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>

namespace iolens {

namespace {

// Handler threads: a per-id client uses one keep-alive connection, so one would do; a few let a
// second client (a test's probe connection) in without waiting.
constexpr std::size_t kServerThreads = 4;

std::uint64_t nowNs()
{
    return std::uint64_t(
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
            .count());
}

bool parseInt(const std::string& text, int& value)
{
    try {
        std::size_t used = 0;
        value = std::stoi(text, &used);
        return used == text.size();
    } catch (const std::exception&) {
        return false;
    }
}

} // namespace

NetServer::NetServer(std::string databasePath)
    : m_databasePath(std::move(databasePath))
    , m_server(std::make_unique<httplib::Server>())
{
    httplib::Server& s = *m_server;
    s.new_task_queue = [] { return new httplib::ThreadPool(kServerThreads); };
    // One keep-alive connection serves every request of a run (httplib's default closes it after 5,
    // which would add reconnects the article's HttpClient did not make). An idle connection is
    // dropped after a second, so no handler thread outlives a run set by much.
    s.set_keep_alive_max_count(100000);
    s.set_keep_alive_timeout(1);
    s.set_read_timeout(5);
    s.set_write_timeout(5);
    s.set_payload_max_length(64 * 1024); // GET requests only: no body worth accepting
    s.Get(
        kNetPath, [this](const httplib::Request& request, httplib::Response& response) { handle(request, response); });

    // Loopback only, port 0: the kernel picks a free ephemeral port.
    m_port = s.bind_to_any_port(kHost);
    if (m_port <= 0)
        throw std::runtime_error(std::string("the local server could not listen on ") + kHost);
    m_thread = std::thread([this] {
        m_server->listen_after_bind();
        m_listenEnded = true;
    });
    // stop() only takes effect once the accept loop runs: wait for it, or a destructor racing the
    // start could leave the thread accepting forever. The loop starts at once or fails at once.
    while (!m_server->is_running() && !m_listenEnded)
        std::this_thread::sleep_for(std::chrono::microseconds(100));
    if (m_listenEnded && !m_server->is_running()) {
        m_thread.join();
        throw std::runtime_error(std::string("the local server on ") + kHost + " stopped as it started");
    }
}

NetServer::~NetServer()
{
    m_server->stop();
    if (m_thread.joinable())
        m_thread.join();
}

void NetServer::attach(Probe* probe)
{
    std::unique_lock lock(m_probeMutex);
    m_probe = probe;
}

void NetServer::handle(const httplib::Request& request, httplib::Response& response)
{
    RowQuery query;
    int value = 0;
    bool ok = true;
    if (request.has_param("id")) {
        ok = parseInt(request.get_param_value("id"), value);
        query.id = value;
    } else {
        ok = request.has_param("from") && request.has_param("to")
            && parseInt(request.get_param_value("from"), query.from)
            && parseInt(request.get_param_value("to"), query.to);
    }
    query.enabledOnly = request.get_param_value("enabled") == "1";
    query.namesOnly = request.get_param_value("columns") == "name";
    if (!ok) {
        response.status = 400;
        response.set_content("expected ?id=N or ?from=N&to=M\n", "text/plain");
        return;
    }

    // Held for the whole handler: a run detaching its probe waits until this request is recorded.
    std::shared_lock lock(m_probeMutex);
    Probe* probe = m_probe;
    std::optional<Probe::WorkerScope> worker;
    if (probe)
        worker.emplace(*probe);

    std::vector<NetRow> rows;
    const std::uint64_t queryStart = nowNs();
    if (probe)
        probe->begin(Phase::Query);
    try {
        rows = NetDatabase::select(m_databasePath, query);
    } catch (const std::exception& e) {
        if (probe)
            probe->end(Phase::Query);
        response.status = 500;
        response.set_content(std::string(e.what()) + '\n', "text/plain");
        return;
    }
    const std::uint64_t queryNs = nowNs() - queryStart;
    if (probe) {
        probe->end(Phase::Query);
        probe->begin(Phase::Response);
    }
    auto body = std::make_shared<const QByteArray>(encodeRows(rows, query.namesOnly));
    response.set_header(kQueryHeader, std::to_string(queryNs));
    // Sent from the encoded buffer itself (with a Content-Length, not chunked): set_content would
    // first copy the whole body into a std::string.
    const auto size = std::size_t(body->size());
    response.set_content_provider(
        size, "application/json", [body](std::size_t offset, std::size_t length, httplib::DataSink& sink) {
            return sink.write(body->constData() + offset, length);
        });
    if (probe)
        probe->end(Phase::Response, size);
}

} // namespace iolens

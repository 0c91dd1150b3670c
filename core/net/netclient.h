// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/net/netquery.h"

#include <QByteArray>

#include <cstdint>
#include <memory>

namespace iolens {

class RunContext;

// Told where a request is, so a strategy can switch phases at the right moments.
class NetClientObserver {
public:
    virtual void connecting() = 0; // a TCP connect begins (the first request, or after a drop)
    virtual void connected() = 0; // … and ended
    virtual void headersArrived() = 0; // status line and headers read: the body follows
protected:
    ~NetClientObserver() = default;
};

struct NetResponse {
    QByteArray body;
    std::uint64_t wireBytes = 0; // status line + headers + body, as received
    std::uint64_t queryNs = 0; // the server's database time, from its X-Iolens-Query-Ns header
};

// An HTTP/1.1 client of the local server (cpp-httplib's), keeping its connection alive between
// requests as java.net.http.HttpClient does: article 004 made one client and sent its 29 requests
// through it. Connect, read and write time out after 5 s: a run never hangs on a dead server.
class NetClient {
public:
    NetClient(int port, NetClientObserver& observer, const RunContext& context);
    ~NetClient();
    NetClient(const NetClient&) = delete;
    NetClient& operator=(const NetClient&) = delete;

    // GET of the query's target. Throws std::runtime_error naming the target when the request
    // fails or the status is not 200, CancelledError when the run was cancelled meanwhile.
    NetResponse get(const RowQuery& query);
    std::uint64_t connections() const noexcept;

private:
    class Impl;
    std::unique_ptr<Impl> m_impl;
    int m_port;
    const RunContext& m_context;
};

} // namespace iolens

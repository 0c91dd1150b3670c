// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/net/netclient.h"

#include "core/errors.h"
#include "core/net/netserver.h"
#include "core/runcontext.h"

#include <httplib.h>

#include <charconv>
#include <optional>
#include <stdexcept>

namespace iolens {

// httplib's ClientImpl, with its connect step made visible: the only virtual hook between the
// call and the request being written.
class NetClient::Impl final : public httplib::ClientImpl {
public:
    Impl(int port, NetClientObserver& observer)
        : ClientImpl(NetServer::kHost, port)
        , m_observer(observer)
    { }
    NetClientObserver& observer() { return m_observer; }
    std::uint64_t connections = 0;

protected:
    bool create_and_connect_socket(Socket& socket, httplib::Error& error) override
    {
        m_observer.connecting();
        const bool ok = ClientImpl::create_and_connect_socket(socket, error);
        m_observer.connected();
        ++connections;
        return ok;
    }

private:
    NetClientObserver& m_observer;
};

namespace {

// What the status line and headers took on the wire ("Name: value\r\n" each, as httplib writes
// and reads them; the reason phrase's length is what the server sends for the status).
std::uint64_t headerBytes(const httplib::Response& response)
{
    std::uint64_t n = response.version.size() + 1 + 3 + 1 + response.reason.size() + 2;
    for (const auto& [name, value] : response.headers)
        n += name.size() + 2 + value.size() + 2;
    return n + 2;
}

std::optional<std::uint64_t> parseNumber(const std::string& text)
{
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

} // namespace

NetClient::NetClient(int port, NetClientObserver& observer, const RunContext& context)
    : m_impl(std::make_unique<Impl>(port, observer))
    , m_port(port)
    , m_context(context)
{
    m_impl->set_keep_alive(true);
    m_impl->set_connection_timeout(5);
    m_impl->set_read_timeout(5);
    m_impl->set_write_timeout(5);
    // The article's client asked for no compression and the server sent none: keep the JSON as it
    // is, so the bytes on the wire are the lesson's bytes (and no gzip time hides in the phases).
    m_impl->set_decompress(false);
}

NetClient::~NetClient() = default;

std::uint64_t NetClient::connections() const noexcept
{
    return m_impl->connections;
}

NetResponse NetClient::get(const RowQuery& query)
{
    const std::string target = query.target();
    NetResponse out;
    const httplib::Headers headers { { "Accept", "application/json" }, { "Accept-Encoding", "identity" } };
    bool cancelled = false;
    httplib::Result result = m_impl->Get(
        target, headers,
        [&](const httplib::Response& response) {
            m_impl->observer().headersArrived();
            out.wireBytes += headerBytes(response);
            if (const auto length = parseNumber(response.get_header_value("Content-Length")))
                out.body.reserve(qsizetype(*length));
            return true;
        },
        [&](const char* data, std::size_t size) {
            if (m_context.cancelRequested()) {
                cancelled = true;
                return false; // httplib then closes the connection and returns Error::Canceled
            }
            out.body.append(data, qsizetype(size));
            return true;
        });
    if (cancelled)
        throw CancelledError();
    if (!result)
        throw std::runtime_error("GET http://" + std::string(NetServer::kHost) + ':' + std::to_string(m_port) + target
            + " failed: " + httplib::to_string(result.error()));
    if (result->status != 200)
        throw std::runtime_error(
            "GET " + target + " answered " + std::to_string(result->status) + ": " + out.body.left(200).toStdString());
    out.wireBytes += std::uint64_t(out.body.size());
    const auto queryNs = parseNumber(result->get_header_value(NetServer::kQueryHeader));
    if (!queryNs)
        throw std::runtime_error(
            "GET " + target + " answered without a valid " + std::string(NetServer::kQueryHeader) + " header");
    out.queryNs = *queryNs;
    return out;
}

} // namespace iolens

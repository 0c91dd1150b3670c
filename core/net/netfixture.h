// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/net/netserver.h"
#include "core/runcontext.h"

#include <memory>
#include <string>

namespace iolens {

// The net family's prepared input: the database file (under the run set's scratch path) and the
// local server in front of it, running from before the first run until the run set ends. The
// runner destroys it before removing the scratch dir, so the server is stopped first.
class NetFixture final : public PreparedInput {
public:
    // Builds the database at `databasePath` and starts the server. Throws on failure.
    explicit NetFixture(std::string databasePath);
    ~NetFixture() override;

    // The runs only read the fixture, but talk to its server (attaching their probe to it).
    NetServer& server() const { return *m_server; }
    const std::string& databasePath() const noexcept { return m_databasePath; }

private:
    std::string m_databasePath;
    std::unique_ptr<NetServer> m_server;
};

// Strategy::prepareInput of every net strategy: a fixture at the context's destPath().
std::shared_ptr<const PreparedInput> prepareNetFixture(const RunContext& context);

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/net/netfixture.h"

#include "core/net/netdatabase.h"

#include <cstdio>

namespace iolens {

NetFixture::NetFixture(std::string databasePath)
    : m_databasePath(std::move(databasePath))
{
    NetDatabase::create(m_databasePath);
    try {
        m_server = std::make_unique<NetServer>(m_databasePath);
    } catch (...) {
        std::remove(m_databasePath.c_str());
        throw;
    }
}

NetFixture::~NetFixture()
{
    m_server.reset(); // no handler may have the file open when it goes
    std::remove(m_databasePath.c_str());
}

std::shared_ptr<const PreparedInput> prepareNetFixture(const RunContext& context)
{
    context.checkCancel();
    return std::make_shared<NetFixture>(context.destPath());
}

} // namespace iolens

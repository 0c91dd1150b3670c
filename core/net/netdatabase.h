// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/net/netquery.h"

#include <QByteArray>

#include <cstdint>
#include <string>
#include <vector>

namespace iolens {

// One row of the article's Test table.
struct NetRow {
    std::int64_t id = 0;
    std::string name;
    QByteArray thumbnail; // empty when the query selected only the name
    int enable = 0;
};

// The SQLite database behind the local server: table Test(id, name, thumbnail BLOB, enable).
class NetDatabase {
public:
    // Rows in the table: more than the 29 the clients ask for, so the range query has rows to skip.
    static constexpr int kRows = 40;
    // Each thumbnail: about 100 KiB of pseudo-random bytes (an image does not compress either).
    static constexpr int kThumbnailBytes = 100 * 1024;

    // Creates the file with kRows rows, the same on every machine (fixed seed). Throws IoError.
    static void create(const std::string& path);
    // Whether the row is enabled: every fourth id is not (ids 4, 8, … 28: 7 of the 29 asked for).
    static bool isEnabled(std::int64_t id) { return id % 4 != 0; }
    static std::string nameOf(std::int64_t id);

    // Runs the query on a connection of its own, opened read-only and closed again, as a PHP
    // script connects per request; the open is part of the server's database work. Thread-safe.
    static std::vector<NetRow> select(const std::string& path, const RowQuery& query);
};

} // namespace iolens

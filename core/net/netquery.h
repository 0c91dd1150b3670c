// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>

namespace iolens {

// What a client asks the local server for: the WHERE and SELECT of article 004's SQL, as request
// parameters. The article POSTed raw SQL to test.php; iolens' server never runs SQL from the wire,
// it builds the statement from these fields (bound parameters), so the same four questions are asked
// without an injection hole.
struct RowQuery {
    std::optional<int> id; // "where id = ?" (net.per-id); otherwise the range below
    int from = 1; // "id >= from"
    int to = 30; // "id < to" (the article's `id >= 1 and id < 30`: 29 ids)
    bool enabledOnly = false; // "and enable <> 0"
    bool namesOnly = false; // "select name" instead of "select *"

    // The request target, e.g. "/test?from=1&to=30&enabled=1&columns=name".
    std::string target() const;
};

// The table's name in the database and the path the server answers on (test.php in the article).
inline constexpr const char* kNetPath = "/test";

} // namespace iolens

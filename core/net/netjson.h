// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/net/netdatabase.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace iolens {

// The JSON both sides of the local server speak: an array of row objects, as test.php answered.
// A thumbnail travels base64-encoded (JSON has no bytes), as a real API sends an image: 4 bytes on
// the wire for every 3 in the database.

// Server side: [{"id":1,"name":"…","thumbnail":"base64…","enable":1}, …], or [{"name":"…"}, …]
// for a query that selected only the name. Names are escaped as JSON strings (UTF-8 kept as is).
QByteArray encodeRows(const std::vector<NetRow>& rows, bool namesOnly);

// Client side: one row as Jackson bound it to the article's TestData (thumbnail kept as a string).
struct ParsedRow {
    std::int64_t id = 0;
    QString name;
    QString thumbnail;
    int enable = 1; // a projected row carries no enable: the server already kept only enabled ones
};

// Parses a response body. Throws std::runtime_error with one clear sentence when the body is not
// a JSON array of objects with a string "name" (a damaged or truncated response).
std::vector<ParsedRow> parseRows(const QByteArray& body);

} // namespace iolens

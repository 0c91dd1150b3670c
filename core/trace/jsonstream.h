// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A JSON document written as it is made, to a std::ostream: objects and arrays opened and closed,
// keys and values in between, commas placed by the writer. What a whole QJsonDocument costs for a
// large trace (a 20,000-file program's trace took 7 s and about 1 GB to build as one document
// before a byte was written) is paid here per element: small values and objects are still made
// with QJsonValue/QJsonObject and serialised by Qt (the same escaping and number forms as every
// other JSON iolens writes), and only the large arrays are streamed element by element.

#include <QJsonValue>

#include <cstdint>
#include <ostream>
#include <string_view>
#include <vector>

namespace iolens::trace {

class JsonStream {
public:
    explicit JsonStream(std::ostream& out)
        : m_out(out)
    { }

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // The key of the next value in the open object.
    void key(std::string_view name);
    // One value: a scalar, or an object or array made whole (compact, as QJsonDocument writes it).
    void value(const QJsonValue& v);
    void value(std::int64_t n);
    void value(std::string_view utf8); // escaped as a JSON string

private:
    void separate(); // the comma before a value or key that is not the first of its container
    void writeString(std::string_view utf8);

    std::ostream& m_out;
    std::vector<bool> m_first; // per open container: nothing written in it yet
    bool m_afterKey = false;
};

} // namespace iolens::trace

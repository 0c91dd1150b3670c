// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// JSON text written as it is produced, straight to a std::ostream: for documents too large to
// build as a QJsonDocument first (a 20,000-file trace took 7 s and about 1 GB to build that way,
// for 81 MB of text). The text is compact (no white space) and reads back as QJsonDocument wrote
// it:
//  - strings are escaped as Qt's writer escapes them (\" \\ \b \f \n \r \t, other control
//    characters as \u00XX, everything else as it is); text that is not valid UTF-8 is written as
//    QString::fromUtf8 makes it (U+FFFD for the bad bytes), so the output is always UTF-8;
//  - integers are exact to 64 bits;
//  - doubles are written in their shortest form that reads back equal (std::to_chars), NaN and
//    infinities as null (JSON has no such numbers; QJsonDocument writes null too).
// Members are written in the order they are given; keys are not sorted.
//
// The caller keeps the shape: every begin is ended, a value inside an object follows its key().
// Debug builds assert both.

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace iolens {

class JsonWriter {
public:
    explicit JsonWriter(std::ostream& out);
    // Hands what is still buffered to the stream; the caller checks the stream's state.
    ~JsonWriter();
    JsonWriter(const JsonWriter&) = delete;
    JsonWriter& operator=(const JsonWriter&) = delete;

    JsonWriter& beginObject();
    JsonWriter& endObject();
    JsonWriter& beginArray();
    JsonWriter& endArray();
    // The name of the next member of the current object.
    JsonWriter& key(std::string_view name);

    // Values. Each has its own name: an overload set would take a string literal as a bool.
    JsonWriter& string(std::string_view text);
    JsonWriter& integer(std::int64_t value);
    JsonWriter& number(double value);
    JsonWriter& boolean(bool value);
    JsonWriter& null();

    // Writes the buffered text to the stream.
    void flush();

private:
    void beforeValue();
    void escaped(std::string_view utf8);
    void flushIfFull();

    std::ostream& m_out;
    // Text not yet handed to the stream: one write per 64 KiB, not one per token.
    std::string m_buffer;
    // A value was written in the current container, so the next one needs a comma.
    bool m_needsComma = false;
    // The containers not yet ended ('{' or '['), and whether a key waits for its value.
    std::vector<char> m_open;
    bool m_afterKey = false;
};

} // namespace iolens

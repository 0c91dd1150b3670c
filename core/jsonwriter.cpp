// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/jsonwriter.h"

#include "core/namebytes.h"

#include <QByteArray>
#include <QString>

#include <algorithm>
#include <cassert>
#include <charconv>
#include <cmath>

namespace iolens {

namespace {

constexpr std::size_t kFlushBytes = std::size_t { 64 } << 10;

bool isAscii(std::string_view text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

} // namespace

JsonWriter::JsonWriter(std::ostream& out)
    : m_out(out)
{
    m_buffer.reserve(kFlushBytes + 4096);
}

JsonWriter::~JsonWriter()
{
    flush();
}

void JsonWriter::flush()
{
    if (!m_buffer.empty())
        m_out.write(m_buffer.data(), static_cast<std::streamsize>(m_buffer.size()));
    m_buffer.clear();
}

void JsonWriter::flushIfFull()
{
    if (m_buffer.size() >= kFlushBytes)
        flush();
}

void JsonWriter::beforeValue()
{
    // A value goes into an array, after a key in an object, or is the document itself.
    assert(m_open.empty() || m_open.back() == '[' || m_afterKey);
    if (m_needsComma && !m_afterKey)
        m_buffer += ',';
    m_afterKey = false;
}

JsonWriter& JsonWriter::beginObject()
{
    beforeValue();
    m_open.push_back('{');
    m_buffer += '{';
    m_needsComma = false;
    return *this;
}

JsonWriter& JsonWriter::endObject()
{
    assert(!m_open.empty() && m_open.back() == '{' && !m_afterKey);
    m_open.pop_back();
    m_buffer += '}';
    m_needsComma = true;
    flushIfFull();
    return *this;
}

JsonWriter& JsonWriter::beginArray()
{
    beforeValue();
    m_open.push_back('[');
    m_buffer += '[';
    m_needsComma = false;
    return *this;
}

JsonWriter& JsonWriter::endArray()
{
    assert(!m_open.empty() && m_open.back() == '[');
    m_open.pop_back();
    m_buffer += ']';
    m_needsComma = true;
    flushIfFull();
    return *this;
}

JsonWriter& JsonWriter::key(std::string_view name)
{
    assert(!m_open.empty() && m_open.back() == '{' && !m_afterKey);
    if (m_needsComma)
        m_buffer += ',';
    m_buffer += '"';
    escaped(name);
    m_buffer += "\":";
    m_afterKey = true;
    return *this;
}

JsonWriter& JsonWriter::string(std::string_view text)
{
    beforeValue();
    m_buffer += '"';
    escaped(text);
    m_buffer += '"';
    m_needsComma = true;
    flushIfFull();
    return *this;
}

void JsonWriter::escaped(std::string_view text)
{
    // Text that is not valid UTF-8 cannot be a JSON string as it is: it becomes what the trip
    // through QString makes of it, as it did when the documents were QJsonDocuments. Almost every
    // name is ASCII, which needs no check; isJsonText() decides the rest by that same trip.
    QByteArray repaired;
    if (!isAscii(text) && !isJsonText(text)) {
        repaired = QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())).toUtf8();
        text = std::string_view(repaired.constData(), static_cast<std::size_t>(repaired.size()));
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::size_t plain = 0; // start of the run of bytes that go as they are
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        m_buffer.append(text.data() + plain, i - plain);
        plain = i + 1;
        switch (c) {
        case '"':
            m_buffer += "\\\"";
            break;
        case '\\':
            m_buffer += "\\\\";
            break;
        case '\b':
            m_buffer += "\\b";
            break;
        case '\f':
            m_buffer += "\\f";
            break;
        case '\n':
            m_buffer += "\\n";
            break;
        case '\r':
            m_buffer += "\\r";
            break;
        case '\t':
            m_buffer += "\\t";
            break;
        default:
            m_buffer += "\\u00";
            m_buffer += kHex[c >> 4];
            m_buffer += kHex[c & 0xf];
        }
    }
    m_buffer.append(text.data() + plain, text.size() - plain);
}

JsonWriter& JsonWriter::integer(std::int64_t value)
{
    beforeValue();
    char digits[24];
    const auto [end, ec] = std::to_chars(std::begin(digits), std::end(digits), value);
    assert(ec == std::errc());
    m_buffer.append(digits, static_cast<std::size_t>(end - digits));
    m_needsComma = true;
    flushIfFull();
    return *this;
}

JsonWriter& JsonWriter::number(double value)
{
    if (!std::isfinite(value))
        return null();
    beforeValue();
    // Without a format or precision, to_chars writes the shortest text that reads back as the
    // same double: "0.1", "1e-09", "1234567.891". Always a valid JSON number for a finite value.
    char digits[32];
    const auto [end, ec] = std::to_chars(std::begin(digits), std::end(digits), value);
    assert(ec == std::errc());
    m_buffer.append(digits, static_cast<std::size_t>(end - digits));
    m_needsComma = true;
    flushIfFull();
    return *this;
}

JsonWriter& JsonWriter::boolean(bool value)
{
    beforeValue();
    m_buffer += value ? "true" : "false";
    m_needsComma = true;
    return *this;
}

JsonWriter& JsonWriter::null()
{
    beforeValue();
    m_buffer += "null";
    m_needsComma = true;
    return *this;
}

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/jsonstream.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <string>

namespace iolens::trace {

namespace {

// Whether a string can be written between quotes as it is: printable ASCII other than the quote
// and the backslash (the call names and numbers of the time line's rows, nearly every path).
bool plain(std::string_view s)
{
    for (const char c : s)
        if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f || c == '"' || c == '\\')
            return false;
    return true;
}

// A value as Qt writes it inside an array, without the brackets: the one place the escaping and
// number forms come from.
QByteArray qtJson(const QJsonValue& v)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray { v }).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}

} // namespace

void JsonStream::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (!m_first.empty()) {
        if (!m_first.back())
            m_out.put(',');
        m_first.back() = false;
    }
}

void JsonStream::beginObject()
{
    separate();
    m_out.put('{');
    m_first.push_back(true);
}

void JsonStream::endObject()
{
    m_first.pop_back();
    m_out.put('}');
}

void JsonStream::beginArray()
{
    separate();
    m_out.put('[');
    m_first.push_back(true);
}

void JsonStream::endArray()
{
    m_first.pop_back();
    m_out.put(']');
}

void JsonStream::key(std::string_view name)
{
    separate();
    writeString(name);
    m_out.put(':');
    m_afterKey = true;
}

void JsonStream::value(const QJsonValue& v)
{
    separate();
    QByteArray json;
    if (v.isObject())
        json = QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
    else if (v.isArray())
        json = QJsonDocument(v.toArray()).toJson(QJsonDocument::Compact);
    else
        json = qtJson(v);
    m_out.write(json.constData(), json.size());
}

void JsonStream::value(std::int64_t n)
{
    separate();
    m_out << n;
}

void JsonStream::value(std::string_view utf8)
{
    separate();
    writeString(utf8);
}

void JsonStream::writeString(std::string_view utf8)
{
    if (plain(utf8)) {
        m_out.put('"');
        m_out.write(utf8.data(), static_cast<std::streamsize>(utf8.size()));
        m_out.put('"');
        return;
    }
    const QByteArray json = qtJson(QJsonValue(QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()))));
    m_out.write(json.constData(), json.size());
}

} // namespace iolens::trace

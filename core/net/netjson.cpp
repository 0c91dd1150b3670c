// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/net/netjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <stdexcept>

namespace iolens {

namespace {

// A JSON string literal of UTF-8 text: quotes, backslashes and control characters escaped.
void appendJsonString(QByteArray& out, const std::string& text)
{
    static const char hex[] = "0123456789abcdef";
    out += '"';
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (u < 0x20) {
            out += "\\u00";
            out += hex[u >> 4];
            out += hex[u & 15];
        } else {
            out += c;
        }
    }
    out += '"';
}

} // namespace

// Written straight into one buffer sized up front, as a server's JSON encoder streams its output:
// building a QJsonDocument first would hold every thumbnail twice more (as UTF-16 QStrings) and
// make one large response cost more per row than many small ones for reasons no real server has.
QByteArray encodeRows(const std::vector<NetRow>& rows, bool namesOnly)
{
    qsizetype size = 2;
    for (const NetRow& row : rows)
        size += qsizetype(row.name.size()) * 6 + (row.thumbnail.size() + 2) / 3 * 4 + 96;
    QByteArray out;
    out.reserve(size);
    out += '[';
    for (const NetRow& row : rows) {
        if (out.size() > 1)
            out += ',';
        if (namesOnly) {
            out += "{\"name\":";
            appendJsonString(out, row.name);
            out += '}';
            continue;
        }
        out += "{\"id\":";
        out += QByteArray::number(qint64(row.id));
        out += ",\"name\":";
        appendJsonString(out, row.name);
        out += ",\"thumbnail\":\"";
        out += row.thumbnail.toBase64();
        out += "\",\"enable\":";
        out += QByteArray::number(row.enable);
        out += '}';
    }
    out += ']';
    return out;
}

std::vector<ParsedRow> parseRows(const QByteArray& body)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        throw std::runtime_error("the server's response is not valid JSON (" + error.errorString().toStdString()
            + " at byte " + std::to_string(error.offset) + " of " + std::to_string(body.size()) + ")");
    if (!document.isArray())
        throw std::runtime_error("the server's response is not a JSON array of rows");
    const QJsonArray array = document.array();
    std::vector<ParsedRow> rows;
    rows.reserve(std::size_t(array.size()));
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonValue value = array.at(i);
        const QJsonValue name = value.toObject().value(u"name");
        if (!value.isObject() || !name.isString())
            throw std::runtime_error("row " + std::to_string(i) + " of the server's response has no name");
        const QJsonObject object = value.toObject();
        ParsedRow row;
        row.name = name.toString();
        row.id = object.value(u"id").toInteger();
        row.thumbnail = object.value(u"thumbnail").toString();
        row.enable = object.value(u"enable").toInt(1);
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace iolens

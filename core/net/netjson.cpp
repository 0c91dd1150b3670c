#include "core/net/netjson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <stdexcept>

namespace iolens {

QByteArray encodeRows(const std::vector<NetRow>& rows, bool namesOnly)
{
    QJsonArray array;
    for (const NetRow& row : rows) {
        QJsonObject object;
        object.insert(u"name", QString::fromStdString(row.name));
        if (!namesOnly) {
            object.insert(u"id", qint64(row.id));
            object.insert(u"thumbnail", QString::fromLatin1(row.thumbnail.toBase64()));
            object.insert(u"enable", row.enable);
        }
        array.append(object);
    }
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
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

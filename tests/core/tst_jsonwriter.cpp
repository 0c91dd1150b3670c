// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// JsonWriter: the exact text of escaped strings, nesting and numbers, and that what it writes
// parses back (QJsonDocument) to the values given, as QJsonDocument's own writer would have them.
#include "core/jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <functional>
#include <limits>
#include <sstream>

using namespace iolens;

namespace {

std::string written(const std::function<void(JsonWriter&)>& write)
{
    std::ostringstream out;
    {
        JsonWriter w(out);
        write(w);
    } // the destructor hands the rest to the stream
    return out.str();
}

// One string as a whole document: ["…"].
std::string stringText(const std::string& s)
{
    return written([&s](JsonWriter& w) { w.beginArray().string(s).endArray(); });
}

QJsonValue parsedFirst(const std::string& text)
{
    QJsonParseError error {};
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("%s in %s", qPrintable(error.errorString()), text.c_str());
    return doc.array().at(0);
}

} // namespace

class TestJsonWriter : public QObject {
    Q_OBJECT

private slots:
    void strings_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("json"); // as QJsonDocument writes it
        QTest::addRow("plain") << QByteArray("abc") << QByteArray("[\"abc\"]");
        QTest::addRow("empty") << QByteArray("") << QByteArray("[\"\"]");
        QTest::addRow("quote and backslash") << QByteArray("a\"b\\c") << QByteArray("[\"a\\\"b\\\\c\"]");
        QTest::addRow("short escapes") << QByteArray("\b\f\n\r\t") << QByteArray("[\"\\b\\f\\n\\r\\t\"]");
        QTest::addRow("other controls") << QByteArray("\x01\x1f\x0b", 3) << QByteArray("[\"\\u0001\\u001f\\u000b\"]");
        QTest::addRow("nul") << QByteArray("a\0b", 3) << QByteArray("[\"a\\u0000b\"]");
        QTest::addRow("delete and slash pass") << QByteArray("\x7f/") << QByteArray("[\"\x7f/\"]");
        QTest::addRow("UTF-8 passes") << QByteArray("日本語 é 🙂") << QByteArray("[\"日本語 é 🙂\"]");
        // Not UTF-8: what QString::fromUtf8 makes of it, U+FFFD (EF BF BD) for the bad bytes.
        QTest::addRow("bad byte") << QByteArray("a\xff"
                                                "b")
                                  << QByteArray("[\"a\xef\xbf\xbd"
                                                "b\"]");
        QTest::addRow("cut sequence") << QByteArray("\xe6\x97")
                                      << QByteArray("[\"" + QString::fromUtf8("\xe6\x97").toUtf8() + "\"]");
        QTest::addRow("surrogate") << QByteArray("\xed\xa0\x80")
                                   << QByteArray("[\"" + QString::fromUtf8("\xed\xa0\x80").toUtf8() + "\"]");
        QTest::addRow("overlong with quote")
            << QByteArray("\xc0\xaf\"") << QByteArray("[\"" + QString::fromUtf8("\xc0\xaf").toUtf8() + "\\\"\"]");
    }
    void strings()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, json);
        const std::string out = stringText(text.toStdString());
        QCOMPARE(QByteArray::fromStdString(out), json);
        // The same as Qt's own writer, and it reads back as the text QString makes of the bytes.
        const QByteArray qt = QJsonDocument(QJsonArray { QString::fromUtf8(text) }).toJson(QJsonDocument::Compact);
        QCOMPARE(QByteArray::fromStdString(out), qt);
        QCOMPARE(parsedFirst(out).toString(), QString::fromUtf8(text));
    }

    // Every byte value alone, and every control character, against Qt's writer.
    void everyByteAsQtWritesIt()
    {
        for (int b = 0; b < 256; ++b) {
            const std::string s(1, static_cast<char>(b));
            const QByteArray qt
                = QJsonDocument(QJsonArray { QString::fromUtf8(s.data(), 1) }).toJson(QJsonDocument::Compact);
            QCOMPARE(QByteArray::fromStdString(stringText(s)), qt);
        }
    }

    void keysAreEscaped()
    {
        const std::string out = written(
            [](JsonWriter& w) { w.beginObject().key("a\"\n\xff").integer(1).key("").integer(2).endObject(); });
        QCOMPARE(QByteArray::fromStdString(out), QByteArray("{\"a\\\"\\n\xef\xbf\xbd\":1,\"\":2}"));
    }

    void nesting()
    {
        QCOMPARE(written([](JsonWriter& w) { w.beginObject().endObject(); }), std::string("{}"));
        QCOMPARE(written([](JsonWriter& w) { w.beginArray().endArray(); }), std::string("[]"));
        QCOMPARE(written([](JsonWriter& w) {
            w.beginObject();
            w.key("a").beginArray().endArray();
            w.key("b").beginObject().endObject();
            w.key("c").beginArray();
            w.beginObject().key("x").null().endObject();
            w.beginArray().integer(1).beginArray().endArray().integer(2).endArray();
            w.boolean(true).boolean(false).string("s");
            w.endArray();
            w.key("d").integer(-1);
            w.endObject();
        }),
            std::string("{\"a\":[],\"b\":{},\"c\":[{\"x\":null},[1,[],2],true,false,\"s\"],\"d\":-1}"));
        // Deep nesting stays balanced.
        const std::string deep = written([](JsonWriter& w) {
            for (int i = 0; i < 100; ++i)
                w.beginArray();
            for (int i = 0; i < 100; ++i)
                w.endArray();
        });
        QCOMPARE(deep, std::string(100, '[') + std::string(100, ']'));
    }

    void integers_data()
    {
        QTest::addColumn<qint64>("value");
        QTest::addColumn<QByteArray>("json");
        QTest::addRow("zero") << qint64 { 0 } << QByteArray("[0]");
        QTest::addRow("negative") << qint64 { -1 } << QByteArray("[-1]");
        QTest::addRow("2^53 + 1") << qint64 { (qint64 { 1 } << 53) + 1 } << QByteArray("[9007199254740993]");
        QTest::addRow("max") << std::numeric_limits<qint64>::max() << QByteArray("[9223372036854775807]");
        QTest::addRow("min") << std::numeric_limits<qint64>::min() << QByteArray("[-9223372036854775808]");
    }
    void integers()
    {
        QFETCH(qint64, value);
        QFETCH(QByteArray, json);
        const std::string out = written([value](JsonWriter& w) { w.beginArray().integer(value).endArray(); });
        QCOMPARE(QByteArray::fromStdString(out), json);
        QCOMPARE(parsedFirst(out).toInteger(), value);
    }

    void doubles_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QByteArray>("json");
        QTest::addRow("0.1") << 0.1 << QByteArray("[0.1]");
        QTest::addRow("1e-9") << 1e-9 << QByteArray("[1e-09]");
        QTest::addRow("a mean") << 1234567.891 << QByteArray("[1234567.891]");
        QTest::addRow("a share") << 0.123456789 << QByteArray("[0.123456789]");
        QTest::addRow("integral") << 3.0 << QByteArray("[3]");
        QTest::addRow("negative zero") << -0.0 << QByteArray("[-0]");
        QTest::addRow("1e21") << 1e21 << QByteArray("[1e+21]");
        QTest::addRow("smallest") << std::numeric_limits<double>::denorm_min() << QByteArray("[5e-324]");
        QTest::addRow("largest") << std::numeric_limits<double>::max() << QByteArray("[1.7976931348623157e+308]");
        QTest::addRow("one third") << 1.0 / 3 << QByteArray("[0.3333333333333333]");
    }
    void doubles()
    {
        QFETCH(double, value);
        QFETCH(QByteArray, json);
        const std::string out = written([value](JsonWriter& w) { w.beginArray().number(value).endArray(); });
        QCOMPARE(QByteArray::fromStdString(out), json);
        QCOMPARE(parsedFirst(out).toDouble(), value); // reads back equal, bit for bit but the sign of zero
        QVERIFY(parsedFirst(out).isDouble());
    }

    // JSON has no NaN or infinity: null, as QJsonDocument writes them.
    void nonFiniteIsNull()
    {
        const std::string out = written([](JsonWriter& w) {
            w.beginArray()
                .number(std::numeric_limits<double>::quiet_NaN())
                .number(std::numeric_limits<double>::infinity())
                .number(-std::numeric_limits<double>::infinity())
                .endArray();
        });
        QCOMPARE(out, std::string("[null,null,null]"));
        const QJsonArray qt { std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
            -std::numeric_limits<double>::infinity() };
        QCOMPARE(QByteArray::fromStdString(out), QJsonDocument(qt).toJson(QJsonDocument::Compact));
    }

    // Text far past the 64 KiB buffer reaches the stream whole and in order.
    void longOutputIsWhole()
    {
        const std::string out = written([](JsonWriter& w) {
            w.beginArray();
            for (int i = 0; i < 100'000; ++i)
                w.integer(i);
            w.string(std::string(200'000, 'x'));
            w.endArray();
        });
        const QJsonArray a = QJsonDocument::fromJson(QByteArray::fromStdString(out)).array();
        QCOMPARE(a.size(), 100'001);
        QCOMPARE(a.at(99'999).toInteger(), 99'999);
        QCOMPARE(a.at(100'000).toString().size(), 200'000);
    }

    // flush() hands everything written so far to the stream, whatever the buffer holds.
    void flushHandsOver()
    {
        std::ostringstream out;
        JsonWriter w(out);
        w.beginArray().integer(1);
        QCOMPARE(out.str(), std::string()); // still buffered
        w.flush();
        QCOMPARE(out.str(), std::string("[1"));
        w.integer(2).endArray();
        w.flush();
        QCOMPARE(out.str(), std::string("[1,2]"));
    }
};

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_jsonwriter.moc"

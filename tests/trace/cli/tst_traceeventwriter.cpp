// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Trace Event Format writer on its own: exact JSON for a small input, escaping, and numbers
// that do not follow the process locale.

#include "core/report/traceeventwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <locale>
#include <sstream>

using namespace iolens;

class TstTraceEventWriter : public QObject {
    Q_OBJECT
private slots:
    void exactOutput();
    void escapesAndInvalidUtf8();
    void emptyIsValid();
    void localeIndependent();
};

static std::string write(const std::vector<TraceEventLane>& lanes, const std::vector<TraceEventInterval>& intervals)
{
    std::ostringstream out;
    writeTraceEvents(out, lanes, intervals);
    return out.str();
}

void TstTraceEventWriter::exactOutput()
{
    const std::string json = write({ { 1, 10, "copy.buffer-loop", "worker 0" }, { 1, 11, "copy.buffer-loop", "" } },
        { { 1, 10, "read", "phase", 1500, 2750, { { "bytes", "4096" } } }, { 1, 11, "write", "", 3000, 2000, {} } });
    QCOMPARE(QString::fromStdString(json),
        QStringLiteral(
            "{\"traceEvents\":[\n"
            "{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":1,\"tid\":0,\"args\":{\"name\":\"copy.buffer-loop\"}},\n"
            "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":1,\"tid\":10,\"args\":{\"name\":\"worker 0\"}},\n"
            "{\"ph\":\"X\",\"name\":\"read\",\"cat\":\"phase\",\"pid\":1,\"tid\":10,\"ts\":1.500,\"dur\":1.250,"
            "\"args\":{\"bytes\":\"4096\"}},\n"
            "{\"ph\":\"X\",\"name\":\"write\",\"pid\":1,\"tid\":11,\"ts\":3.000,\"dur\":0.000}\n"
            "],\"displayTimeUnit\":\"ns\"}\n"));
}

void TstTraceEventWriter::escapesAndInvalidUtf8()
{
    const std::string name = std::string("a\"b\\c\nd\x01") + "\xff" + "\xe6\x97\xa5"; // 日
    const std::string json = write({ { 2, 3, name, name } }, { { 2, 3, name, "", 0, 1, { { name, name } } } });
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(json), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray events = doc.object().value(u"traceEvents").toArray();
    QCOMPARE(events.size(), 3);
    const QString expected = QStringLiteral("a\"b\\c\nd\u0001\ufffd\u65e5");
    QCOMPARE(events[0].toObject().value(u"args").toObject().value(u"name").toString(), expected);
    QCOMPARE(events[2].toObject().value(u"name").toString(), expected);
    QCOMPARE(events[2].toObject().value(u"args").toObject().value(expected).toString(), expected);
    QVERIFY(json.find("\\u0001") != std::string::npos);
}

void TstTraceEventWriter::emptyIsValid()
{
    QCOMPARE(
        QString::fromStdString(write({}, {})), QStringLiteral("{\"traceEvents\":[\n],\"displayTimeUnit\":\"ns\"}\n"));
}

namespace {
// A German-style numeric locale on the stream: "1.234.567,891" if the writer used the stream's
// number formatting.
struct GermanNumbers : std::numpunct<char> {
    char do_decimal_point() const override { return ','; }
    char do_thousands_sep() const override { return '.'; }
    std::string do_grouping() const override { return "\3"; }
};
} // namespace

void TstTraceEventWriter::localeIndependent()
{
    std::ostringstream out;
    out.imbue(std::locale(std::locale::classic(), new GermanNumbers));
    writeTraceEvents(out, {}, { { 1234, 5678, "x", "", 1234567891, 1234569891, {} } });
    QVERIFY2(out.str().find("\"pid\":1234,\"tid\":5678,\"ts\":1234567.891,\"dur\":2.000") != std::string::npos,
        out.str().c_str());
}

QTEST_GUILESS_MAIN(TstTraceEventWriter)
#include "tst_traceeventwriter.moc"

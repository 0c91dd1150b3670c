// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/report/csvreport.h"
#include "core/report/jsonreport.h"
#include "core/report/reportutil.h"
#include "core/report/stopwatchreport.h"
#include "core/report/tablereport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace iolens;

namespace {

constexpr std::uint64_t kMs = 1'000'000;

Sample sample(std::uint64_t wallNs, std::uint64_t readNs, std::uint64_t writeNs)
{
    Sample s;
    s.wallNs = wallNs;
    s.usage.cpuUserNs = 11;
    s.usage.cpuSysNs = 12;
    s.usage.minorFaults = 13;
    s.usage.majorFaults = 14;
    s.usage.voluntarySwitches = 15;
    s.usage.involuntarySwitches = 16;
    s.usage.syscr = 129;
    s.usage.syscw = 128 + wallNs / kMs; // differs per run, so the median is visible
    s.usage.rchar = 1048576;
    s.usage.wchar = 1048577;
    s.usage.storageReadBytes = 4096;
    s.usage.storageWriteBytes = 8192;
    s.peakRssBytes = 50'000'000;
    s.rssBeforeBytes = 40'000'000;
    s.cacheResidentBefore = 0.75;
    s.cacheModeHonoured = true;
    s.phases = { { Phase::Open, 2 * kMs, 2, 0 }, { Phase::Read, readNs, 129, 1048576 },
        { Phase::Write, writeNs, 128, 1048576 }, { Phase::Close, 2 * kMs, 2, 0 } };
    s.phasesPerThread = { s.phases, { { Phase::Other, 5, 1, 0 } } };
    return s;
}

Report makeReport()
{
    Report report;
    Environment& e = report.environment;
    e.date = "2024-05-01T12:00:00Z";
    e.iolensVersion = "0.1.0";
    e.kernel = "Linux 6.1.0";
    e.cpu = "Test CPU @ 3.00GHz";
    e.clock = "tsc";
    e.clockOverheadNs = 12.5;
    e.clockReadNs = 6.25;
    e.sourceFilesystem = "ext4";
    e.outDirFilesystem = "tmpfs";

    report.workload = Workload { "/data/in, \"quoted\".bin", 1048576, CacheMode::Cold, 3, 1, "/tmp" };

    Result ok;
    ok.strategy = "copy.buffer-loop";
    ok.family = "copy";
    ok.params = { { "buffer_size", 8192 } };
    ok.instrumented = true;
    ok.status = Status::Ok;
    ok.verified = true;
    ok.output = Output { 1048576, 0, "xxh3:0123456789abcdef" };
    // Run order 300, 100, 200 ms: the median run is the last one.
    ok.samples = { sample(300 * kMs, 180 * kMs, 116 * kMs), sample(100 * kMs, 50 * kMs, 46 * kMs),
        sample(200 * kMs, 122 * kMs, 74 * kMs) };
    ok.stats = Stats { 3, 200e6, 200e6, 100e6, 100e6, 300e6, 0.5, 41.5e6, 5.0 };
    report.results.push_back(ok);

    Result unsupported;
    unsupported.strategy = "copy.reflink";
    unsupported.family = "copy";
    unsupported.status = Status::Unsupported;
    unsupported.instrumented = false;
    unsupported.message = "ioctl \"FICLONE\" failed, EOPNOTSUPP";
    report.results.push_back(unsupported);

    Result error;
    error.strategy = "copy.sendfile";
    error.family = "copy";
    error.status = Status::Error;
    error.message = "first line\nsecond line";
    report.results.push_back(error);
    return report;
}

// The fields of a JSON object and their types, as DESIGN.md section 5 and the brief name them.
using Shape = std::vector<std::pair<const char*, QJsonValue::Type>>;

void checkShape(const QJsonObject& object, const Shape& shape, const char* where)
{
    for (const auto& [key, type] : shape) {
        const QJsonValue v = object.value(QLatin1StringView(key));
        QVERIFY2(!v.isUndefined(),
            qPrintable(QStringLiteral("%1.%2 missing").arg(QLatin1StringView(where), QLatin1StringView(key))));
        QVERIFY2(v.type() == type,
            qPrintable(QStringLiteral("%1.%2 has type %3")
                           .arg(QLatin1StringView(where), QLatin1StringView(key))
                           .arg(v.type())));
    }
}

const Shape kPhaseShape { { "name", QJsonValue::String }, { "ns", QJsonValue::Double }, { "calls", QJsonValue::Double },
    { "bytes", QJsonValue::Double } };

// A small RFC 4180 reader, to check that quoting survives a round trip.
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            row << field;
            field.clear();
        } else if (c == u'\n') {
            row << field;
            rows << row;
            row.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    return rows;
}

} // namespace

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void jsonHasEveryField()
    {
        const QJsonDocument doc = QJsonDocument::fromJson(reportToJson(makeReport()));
        QVERIFY(doc.isObject());
        const QJsonObject root = doc.object();
        checkShape(root,
            { { "iolens_version", QJsonValue::String }, { "environment", QJsonValue::Object },
                { "workload", QJsonValue::Object }, { "results", QJsonValue::Array } },
            "root");
        QCOMPARE(root[u"iolens_version"].toString(), QStringLiteral("0.1.0"));

        const QJsonObject env = root[u"environment"].toObject();
        checkShape(env,
            { { "date", QJsonValue::String }, { "kernel", QJsonValue::String }, { "cpu", QJsonValue::String },
                { "clock", QJsonValue::String }, { "clock_overhead_ns", QJsonValue::Double },
                { "clock_read_ns", QJsonValue::Double }, { "source_filesystem", QJsonValue::String },
                { "out_dir_filesystem", QJsonValue::String } },
            "environment");
        QCOMPARE(env[u"clock_overhead_ns"].toDouble(), 12.5);
        QCOMPARE(env[u"clock"].toString(), QStringLiteral("tsc"));
        QCOMPARE(env[u"out_dir_filesystem"].toString(), QStringLiteral("tmpfs"));

        const QJsonObject work = root[u"workload"].toObject();
        checkShape(work,
            { { "file", QJsonValue::String }, { "bytes", QJsonValue::Double }, { "cache", QJsonValue::String },
                { "reps", QJsonValue::Double }, { "warmup", QJsonValue::Double }, { "out_dir", QJsonValue::String } },
            "workload");
        QCOMPARE(work[u"cache"].toString(), QStringLiteral("cold"));
        QCOMPARE(work[u"bytes"].toInteger(), 1048576);
        QCOMPARE(work[u"reps"].toInt(), 3);

        const QJsonArray results = root[u"results"].toArray();
        QCOMPARE(results.size(), 3);
        const QJsonObject r = results[0].toObject();
        checkShape(r,
            { { "strategy", QJsonValue::String }, { "family", QJsonValue::String }, { "params", QJsonValue::Object },
                { "status", QJsonValue::String }, { "message", QJsonValue::String }, { "verified", QJsonValue::Bool },
                { "output", QJsonValue::Object }, { "stats", QJsonValue::Object }, { "runs", QJsonValue::Array } },
            "results[0]");
        QCOMPARE(r[u"status"].toString(), QStringLiteral("ok"));
        QCOMPARE(r[u"params"].toObject()[u"buffer_size"].toInteger(), 8192);
        checkShape(r[u"output"].toObject(),
            { { "bytes", QJsonValue::Double }, { "lines", QJsonValue::Double }, { "checksum", QJsonValue::String } },
            "output");
        QCOMPARE(r[u"output"].toObject()[u"checksum"].toString(), QStringLiteral("xxh3:0123456789abcdef"));

        const QJsonObject stats = r[u"stats"].toObject();
        checkShape(stats,
            { { "median_ns", QJsonValue::Double }, { "mean_ns", QJsonValue::Double },
                { "stddev_ns", QJsonValue::Double }, { "min_ns", QJsonValue::Double }, { "max_ns", QJsonValue::Double },
                { "ci999_ns", QJsonValue::Double }, { "cv", QJsonValue::Double },
                { "throughput_mib_s", QJsonValue::Double } },
            "stats");
        QCOMPARE(stats[u"median_ns"].toInteger(), 200'000'000);
        QCOMPARE(stats[u"ci999_ns"].toInteger(), 41'500'000);
        QCOMPARE(stats[u"cv"].toDouble(), 0.5);
        QCOMPARE(stats[u"throughput_mib_s"].toDouble(), 5.0);

        const QJsonArray runs = r[u"runs"].toArray();
        QCOMPARE(runs.size(), 3);
        const QJsonObject run = runs[2].toObject();
        checkShape(run,
            { { "wall_ns", QJsonValue::Double }, { "bytes_read", QJsonValue::Double },
                { "bytes_written", QJsonValue::Double }, { "syscalls", QJsonValue::Double },
                { "syscr", QJsonValue::Double }, { "syscw", QJsonValue::Double },
                { "storage_read_bytes", QJsonValue::Double }, { "storage_write_bytes", QJsonValue::Double },
                { "cpu_user_ns", QJsonValue::Double }, { "cpu_sys_ns", QJsonValue::Double },
                { "minor_faults", QJsonValue::Double }, { "major_faults", QJsonValue::Double },
                { "context_switches", QJsonValue::Double }, { "peak_rss_bytes", QJsonValue::Double },
                { "rss_growth_bytes", QJsonValue::Double }, { "cache_resident_before", QJsonValue::Double },
                { "cache_mode_honoured", QJsonValue::Bool }, { "phases", QJsonValue::Array },
                { "threads", QJsonValue::Array } },
            "runs[2]");
        QCOMPARE(run[u"wall_ns"].toInteger(), 200'000'000);
        QCOMPARE(run[u"bytes_read"].toInteger(), 1048576); // rchar
        QCOMPARE(run[u"bytes_written"].toInteger(), 1048577); // wchar
        QCOMPARE(run[u"syscr"].toInteger(), 129);
        QCOMPARE(run[u"syscw"].toInteger(), 328);
        QCOMPARE(run[u"syscalls"].toInteger(), 457);
        QCOMPARE(run[u"storage_write_bytes"].toInteger(), 8192);
        QCOMPARE(run[u"cpu_sys_ns"].toInteger(), 12);
        QCOMPARE(run[u"major_faults"].toInteger(), 14);
        QCOMPARE(run[u"context_switches"].toInteger(), 31);
        QCOMPARE(run[u"peak_rss_bytes"].toInteger(), 50'000'000);
        QCOMPARE(run[u"rss_growth_bytes"].toInteger(), 10'000'000);
        QCOMPARE(run[u"cache_resident_before"].toDouble(), 0.75);

        const QJsonArray phases = run[u"phases"].toArray();
        QCOMPARE(phases.size(), 4);
        for (const QJsonValue& p : phases)
            checkShape(p.toObject(), kPhaseShape, "phases[]");
        QCOMPARE(phases[1].toObject()[u"name"].toString(), QStringLiteral("read"));
        QCOMPARE(phases[1].toObject()[u"ns"].toInteger(), 122'000'000);
        QCOMPARE(phases[1].toObject()[u"calls"].toInteger(), 129);
        QCOMPARE(phases[1].toObject()[u"bytes"].toInteger(), 1048576);

        const QJsonArray threads = run[u"threads"].toArray();
        QCOMPARE(threads.size(), 2);
        QVERIFY(threads[1].isArray());
        checkShape(threads[1].toArray()[0].toObject(), kPhaseShape, "threads[1][0]");
        QCOMPARE(threads[1].toArray()[0].toObject()[u"name"].toString(), QStringLiteral("other"));

        const QJsonObject unsupported = results[1].toObject();
        QCOMPARE(unsupported[u"status"].toString(), QStringLiteral("unsupported"));
        QCOMPARE(unsupported[u"verified"].toBool(), false);
        QCOMPARE(unsupported[u"runs"].toArray().size(), 0);
        QCOMPARE(results[2].toObject()[u"status"].toString(), QStringLiteral("error"));
    }

    void jsonRoundTrip()
    {
        const Report original = makeReport();
        const QByteArray json = reportToJson(original);
        const Report back = reportFromJson(json);
        QCOMPARE(reportToJson(back), json);
        QCOMPARE(back.results.size(), std::size_t(3));
        QCOMPARE(back.results[0].samples[2].usage.involuntarySwitches, std::uint64_t(16));
        QCOMPARE(back.results[0].samples[2].rssBeforeBytes, std::uint64_t(40'000'000));
        QCOMPARE(back.results[0].samples[2].phasesPerThread.size(), std::size_t(2));
        QCOMPARE(back.results[1].instrumented, false);
        QCOMPARE(back.results[2].message, std::string("first line\nsecond line"));
        QCOMPARE(back.workload.file, original.workload.file);
        QCOMPARE(back.workload.cache, CacheMode::Cold);
        QCOMPARE(back.environment.clockReadNs, 6.25);
    }

    // A workload name that is not UTF-8 (byte 0xff) is kept exactly in workload.file_bytes, as the
    // trace JSON keeps names (core/namebytes.h), and read back from there.
    void jsonKeepsTheExactWorkloadName()
    {
        Report report = makeReport();
        report.workload.file = "/data/bad\xff\xfe name%.bin";
        const QByteArray json = reportToJson(report);
        const QJsonObject workload = QJsonDocument::fromJson(json).object()[u"workload"].toObject();
        QCOMPARE(workload[u"file"].toString(), QStringLiteral("/data/bad\uFFFD\uFFFD name%.bin"));
        QCOMPARE(workload[u"file_bytes"].toString(), QStringLiteral("/data/bad%FF%FE%20name%25.bin"));
        QCOMPARE(reportFromJson(json).workload.file, report.workload.file);

        report.workload.file = "/data/caf\xc3\xa9.bin"; // UTF-8: the text alone, as before
        const QJsonObject utf8 = QJsonDocument::fromJson(reportToJson(report)).object()[u"workload"].toObject();
        QVERIFY(!utf8.contains(u"file_bytes"));
        QCOMPARE(reportFromJson(reportToJson(report)).workload.file, report.workload.file);
    }

    void jsonReaderIsTolerant()
    {
        const Report empty = reportFromJson("{}");
        QVERIFY(empty.results.empty());
        QCOMPARE(empty.workload.cache, CacheMode::Warm);

        // An older file: only the fields of the original contract, no per-thread phases.
        const Report old = reportFromJson(R"({"iolens_version": "0.0.9",
            "workload": {"file": "/f", "bytes": 10, "cache": "warm", "reps": 1, "warmup": 0},
            "results": [{"strategy": "copy.x", "family": "copy", "status": "ok", "verified": true,
              "runs": [{"wall_ns": 5, "syscalls": 7, "context_switches": 3, "peak_rss_bytes": 100,
                        "phases": [{"name": "someday", "ns": 1, "calls": 1, "bytes": 0}]}]}]})");
        QCOMPARE(old.environment.iolensVersion, std::string("0.0.9"));
        QCOMPARE(old.results.size(), std::size_t(1));
        const Sample& s = old.results[0].samples.at(0);
        QCOMPARE(s.syscalls(), std::uint64_t(7));
        QCOMPARE(s.usage.voluntarySwitches, std::uint64_t(3));
        QCOMPARE(s.phases.at(0).phase, Phase::Other); // a phase name from a newer version
        QCOMPARE(old.results[0].stats.count, std::uint64_t(1));
    }

    void jsonReaderRejectsWrongShapes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("not json") << QByteArray("{\"results\": [") << QStringLiteral("not valid JSON");
        QTest::addRow("array") << QByteArray("[]") << QStringLiteral("object");
        QTest::addRow("results object") << QByteArray(R"({"results": {}})") << QStringLiteral("results");
        QTest::addRow("result number") << QByteArray(R"({"results": [1]})") << QStringLiteral("results[0]");
        QTest::addRow("status") << QByteArray(R"({"results": [{"status": "fine"}]})") << QStringLiteral("fine");
        QTest::addRow("cache") << QByteArray(R"({"workload": {"cache": "lukewarm"}})") << QStringLiteral("lukewarm");
        QTest::addRow("wall type") << QByteArray(R"({"results": [{"runs": [{"wall_ns": "5"}]}]})")
                                   << QStringLiteral("results[0].runs[0].wall_ns");
        QTest::addRow("threads") << QByteArray(R"({"results": [{"runs": [{"threads": [5]}]}]})")
                                 << QStringLiteral("threads[0]");
        QTest::addRow("verified") << QByteArray(R"({"results": [{"verified": "yes"}]})") << QStringLiteral("verified");
        QTest::addRow("file bytes") << QByteArray(R"({"workload": {"file": "x", "file_bytes": "%zz"}})")
                                    << QStringLiteral("'workload.file_bytes' must be percent-encoded");
        // Found by fuzz_session: a number beyond 64 bits was cast to an integer (undefined behaviour).
        QTest::addRow("wall beyond int64") << QByteArray(R"({"results": [{"runs": [{"wall_ns": 3e79}]}]})")
                                           << QStringLiteral("results[0].runs[0].wall_ns");
    }
    // Hostile documents: each is one error naming the problem, within bounded memory and time.
    void jsonReaderRejectsHostileDocuments_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mentions");
        // Qt's parser stops at its nesting limit (1024) with an error, before any deep recursion.
        QTest::addRow("100,000 nested arrays") << QByteArray(100'000, '[') << QStringLiteral("not valid JSON");
        QTest::addRow("100,000 nested objects")
            << QByteArray("{\"a\":").repeated(100'000) << QStringLiteral("not valid JSON");
        // Each "{}" run becomes a Sample of some 240 bytes: 1.2 million of them (3.6 MB of text) pass
        // the 256 MiB budget, and the reader stops there instead of taking the memory.
        QByteArray runs = "{\"results\": [{\"runs\": [{}";
        runs += QByteArray(",{}").repeated(1'200'000);
        runs += "]}]}";
        QTest::addRow("1.2 million runs") << runs << QStringLiteral("too large");
        QTest::addRow("runs of the wrong type") << QByteArray(R"({"results": [{"runs": [{"phases": {"read": 1}}]}]})")
                                                << QStringLiteral("results[0].runs[0].phases");
        QTest::addRow("stats of the wrong type")
            << QByteArray(R"({"results": [{"stats": [1, 2]}]})") << QStringLiteral("results[0].stats");
        QTest::addRow("workload of the wrong type")
            << QByteArray(R"({"workload": "big"})") << QStringLiteral("workload");
    }
    void jsonReaderRejectsHostileDocuments() { jsonReaderRejectsWrongShapes(); }

    void jsonReaderRejectsWrongShapes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mentions);
        try {
            reportFromJson(json);
            QFAIL("no error");
        } catch (const UsageError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(mentions), e.what());
        }
    }

    void csvField()
    {
        QCOMPARE(iolens::csvField("plain"), std::string("plain"));
        QCOMPARE(iolens::csvField("a,b"), std::string("\"a,b\""));
        QCOMPARE(iolens::csvField("say \"hi\""), std::string("\"say \"\"hi\"\"\""));
        QCOMPARE(iolens::csvField("two\nlines"), std::string("\"two\nlines\""));
        QCOMPARE(iolens::csvField(""), std::string(""));
    }

    void csvRows()
    {
        const std::string csv = reportToCsv(makeReport());
        const QList<QStringList> rows = parseCsv(QString::fromStdString(csv));
        QCOMPARE(rows.size(), 4);
        const QStringList header = rows[0];
        QCOMPARE(header.mid(0, 4),
            (QStringList { QStringLiteral("strategy"), QStringLiteral("family"), QStringLiteral("status"),
                QStringLiteral("verified") }));
        for (const QStringList& row : rows)
            QCOMPARE(row.size(), header.size());
        auto cell = [&](int row, const char* column) {
            const qsizetype i = header.indexOf(QLatin1StringView(column));
            return i < 0 ? QStringLiteral("<no column %1>").arg(QLatin1StringView(column)) : rows[row][i];
        };
        QCOMPARE(cell(1, "strategy"), QStringLiteral("copy.buffer-loop"));
        QCOMPARE(cell(1, "verified"), QStringLiteral("true"));
        QCOMPARE(cell(1, "params"), QStringLiteral("buffer_size=8192"));
        QCOMPARE(cell(1, "median_ns"), QStringLiteral("200000000"));
        QCOMPARE(cell(1, "ci999_ns"), QStringLiteral("41500000"));
        QCOMPARE(cell(1, "throughput_mib_s"), QStringLiteral("5.000"));
        QCOMPARE(cell(1, "syscalls"), QStringLiteral("457")); // median of 557, 357, 457
        QCOMPARE(cell(1, "read_ns"), QStringLiteral("122000000")); // the median run's
        QCOMPARE(cell(1, "read_calls"), QStringLiteral("129"));
        QCOMPARE(cell(1, "checksum"), QStringLiteral("xxh3:0123456789abcdef"));
        QCOMPARE(cell(2, "status"), QStringLiteral("unsupported"));
        QCOMPARE(cell(2, "message"), QStringLiteral("ioctl \"FICLONE\" failed, EOPNOTSUPP"));
        QCOMPARE(cell(2, "median_ns"), QString());
        QCOMPARE(cell(3, "message"), QStringLiteral("first line\nsecond line"));
        // Only phases that occurred get columns.
        QVERIFY(!header.contains(QStringLiteral("connect_ns")));
        // The quoting is RFC 4180's: quotes doubled inside a quoted field.
        QVERIFY(csv.find("\"ioctl \"\"FICLONE\"\" failed, EOPNOTSUPP\"") != std::string::npos);
    }

    void table()
    {
        const QString table = QString::fromStdString(reportToTable(makeReport()));
        const QStringList lines = table.split(u'\n');
        QVERIFY(lines[0].startsWith(QStringLiteral("strategy")));
        QVERIFY(lines[0].contains(QStringLiteral("MiB/s")));
        const QString ok = lines[1];
        QVERIFY2(ok.startsWith(QStringLiteral("copy.buffer-loop")), qPrintable(ok));
        QVERIFY2(ok.contains(QStringLiteral(" 200 ms")), qPrintable(ok));
        QVERIFY2(ok.contains(QStringLiteral("± 41.5 ms")), qPrintable(ok));
        QVERIFY2(ok.contains(QStringLiteral(" 5.0 ")), qPrintable(ok));
        QVERIFY2(ok.contains(QStringLiteral(" 457 ")), qPrintable(ok));
        // calls: the median run's phase calls, 2 open + 129 read + 128 write + 2 close.
        QVERIFY2(ok.contains(QStringLiteral(" 261 ")), qPrintable(ok));
        QVERIFY(lines[0].contains(QStringLiteral("r/w syscalls")));
        QVERIFY2(ok.endsWith(QStringLiteral("read 61% write 37% open 1% close 1%")), qPrintable(ok));
        QVERIFY(lines[2].startsWith(QStringLiteral("copy.reflink")));
        QVERIFY(lines[2].contains(QStringLiteral("unsupported")));
        // Columns line up: the status column starts at the same character in every row.
        const qsizetype statusColumn = lines[0].indexOf(QStringLiteral("status"));
        QCOMPARE(lines[1].indexOf(QStringLiteral("ok")), statusColumn);
        QCOMPARE(lines[2].indexOf(QStringLiteral("unsupported")), statusColumn);
        QCOMPARE(lines[3].indexOf(QStringLiteral("error")), statusColumn);
        // Footer: clock and overhead, the file, its size, the cache mode; then the messages.
        QVERIFY(table.contains(QStringLiteral("clock: tsc, 12.5 ns")));
        QVERIFY(table.contains(QStringLiteral("/data/in, \"quoted\".bin (1 MiB, 1048576 bytes)")));
        QVERIFY(table.contains(QStringLiteral("cache: cold")));
        QVERIFY(table.contains(QStringLiteral("copy.reflink: unsupported: ioctl \"FICLONE\" failed, EOPNOTSUPP\n")));
        QVERIFY(table.contains(QStringLiteral("copy.sendfile: error: first line")));
    }

    // The text reports go to a terminal: a file name or a message with a newline or an escape
    // sequence is shown escaped on one line (core/printable.h). JSON and CSV keep the exact bytes.
    void controlCharactersInTextReports()
    {
        Report report = makeReport();
        report.workload.file = "/data/a\nb\x1b[2J\xc2\x9b.bin";
        report.results[1].message = "ioctl failed\r\x1b]0;owned\x07";
        const std::string table = reportToTable(report);
        QVERIFY2(table.find("\nfile: /data/a\\nb\\x1b[2J\\u009b.bin (1 MiB, 1048576 bytes)") != std::string::npos,
            table.c_str());
        QVERIFY2(table.find("\ncopy.reflink: unsupported: ioctl failed\\r\\x1b]0;owned\\x07\n") != std::string::npos,
            table.c_str());
        QVERIFY2(table.find("\ncopy.sendfile: error: first line\\nsecond line\n") != std::string::npos, table.c_str());
        for (const std::string& text : { table, reportToStopwatch(report) }) {
            QVERIFY2(text.find('\x1b') == std::string::npos && text.find('\r') == std::string::npos
                    && text.find("\xc2\x9b") == std::string::npos && text.find("\nsecond line") == std::string::npos,
                text.c_str());
        }
        const std::string stopwatch = reportToStopwatch(report);
        QVERIFY2(stopwatch.find("copy.reflink (unsupported: ioctl failed\\r\\x1b]0;owned\\x07)\n") != std::string::npos,
            stopwatch.c_str());
        QVERIFY2(stopwatch.find("copy.sendfile (error: first line\\nsecond line)\n") != std::string::npos,
            stopwatch.c_str());

        const Report back = reportFromJson(reportToJson(report));
        QCOMPARE(back.workload.file, report.workload.file);
        QCOMPARE(back.results[1].message, report.results[1].message);
        const QList<QStringList> rows = parseCsv(QString::fromStdString(reportToCsv(report)));
        QCOMPARE(rows.size(), 4);
        const qsizetype message = rows[0].indexOf(QStringLiteral("message"));
        QVERIFY(message >= 0);
        QCOMPARE(rows[2][message].toStdString(), report.results[1].message);
        QCOMPARE(rows[3][message].toStdString(), report.results[2].message);
    }

    void metrics()
    {
        Report report = makeReport();
        auto& samples = report.results[0].samples;
        const double latencies[] = { 3e6, 1e6, 2e6 };
        for (std::size_t i = 0; i < samples.size(); ++i)
            samples[i].metrics = { { "latency_p99_ns", latencies[i], "ns" }, { "requests", 29, "count" } };
        samples[1].metrics.push_back({ "bytes_transferred", 2097152, "bytes" }); // only one run has it

        const std::vector<RunMetric> medians
            = medianMetrics({ samples[0].metrics, samples[1].metrics, samples[2].metrics });
        QCOMPARE(medians.size(), std::size_t(3));
        QCOMPARE(medians[0].name, std::string("latency_p99_ns"));
        QCOMPARE(medians[0].value, 2e6);
        QCOMPARE(medians[2].value, 2097152.0);

        const QByteArray json = reportToJson(report);
        const QJsonObject result = QJsonDocument::fromJson(json)[u"results"][0].toObject();
        QCOMPARE(result[u"metrics"][0][u"name"].toString(), QStringLiteral("latency_p99_ns"));
        QCOMPARE(result[u"metrics"][0][u"value"].toDouble(), 2e6);
        QCOMPARE(result[u"runs"][1][u"metrics"][2][u"unit"].toString(), QStringLiteral("bytes"));
        const Report back = reportFromJson(json);
        QCOMPARE(back.results[0].samples[1].metrics.size(), std::size_t(3));
        QCOMPARE(back.results[0].samples[2].metrics[0].value, 2e6);
        QCOMPARE(reportToJson(back), json);

        const QString table = QString::fromStdString(reportToTable(report));
        QVERIFY2(table.contains(
                     QStringLiteral("metrics (median over runs):\ncopy.buffer-loop: latency_p99 2.00 ms; requests 29; "
                                    "bytes_transferred 2 MiB\n")),
            qPrintable(table));
    }

    void timelineRoundTrip()
    {
        Report report = makeReport();
        Sample& s = report.results[0].samples[2];
        s.timeline.intervals = { { 0, Phase::Open, 0, 10 }, { 0, Phase::Read, 10, 500 }, { 1, Phase::Write, 20, 400 } };
        s.timeline.dropped = 7;
        const QByteArray json = reportToJson(report);
        const QJsonObject run = QJsonDocument::fromJson(json)[u"results"][0][u"runs"][2].toObject();
        QCOMPARE(run[u"timeline"][u"dropped"].toInteger(), 7);
        QCOMPARE(run[u"timeline"][u"intervals"][1].toArray(), (QJsonArray { 0, QStringLiteral("read"), 10, 500 }));
        QVERIFY(!QJsonDocument::fromJson(json)[u"results"][0][u"runs"][0].toObject().contains(u"timeline"));
        const Report back = reportFromJson(json);
        const PhaseTimeline& t = back.results[0].samples[2].timeline;
        QCOMPARE(t.intervals.size(), std::size_t(3));
        QCOMPARE(t.intervals[2].thread, 1u);
        QCOMPARE(t.intervals[2].phase, Phase::Write);
        QCOMPARE(t.intervals[2].endNs, std::uint64_t(400));
        QCOMPARE(t.dropped, std::uint64_t(7));
        QCOMPARE(reportToJson(back), json);
    }

    void timelineRejectsBadRows_data()
    {
        QTest::addColumn<QString>("row");
        QTest::addRow("not an array") << QStringLiteral("5");
        QTest::addRow("too short") << QStringLiteral("[0, \"read\", 1]");
        QTest::addRow("negative thread") << QStringLiteral("[-1, \"read\", 1, 2]");
        QTest::addRow("ends before it begins") << QStringLiteral("[0, \"read\", 5, 2]");
        QTest::addRow("phase not a string") << QStringLiteral("[0, 3, 1, 2]");
        // Thread numbers are 32 bits: 2^32 + 1 must not wrap around to thread 1.
        QTest::addRow("thread beyond 32 bits") << QStringLiteral("[4294967297, \"read\", 1, 2]");
    }
    void timelineRejectsBadRows()
    {
        QFETCH(QString, row);
        const QByteArray json = QStringLiteral(R"({"results": [{"strategy": "copy.x", "family": "copy",
            "runs": [{"wall_ns": 5, "timeline": {"intervals": [%1]}}]}]})")
                                    .arg(row)
                                    .toUtf8();
        try {
            reportFromJson(json);
            QFAIL("a bad timeline row was accepted");
        } catch (const UsageError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("results[0].runs[0].timeline.intervals[0]")),
                e.what());
        }
    }

    void metricLabels()
    {
        QCOMPARE(report::metricLabel({ "latency_p99_ns", 1, "ns" }), std::string("latency_p99"));
        QCOMPARE(report::metricLabel({ "child_peak_rss_bytes", 1, "bytes" }), std::string("child_peak_rss"));
        QCOMPARE(report::metricLabel({ "fio_bw_mib_s", 1, "MiB/s" }), std::string("fio_bw"));
        QCOMPARE(report::metricLabel({ "bytes_transferred", 1, "bytes" }), std::string("bytes_transferred"));
        QCOMPARE(report::metricLabel({ "missed_events", 1, "count" }), std::string("missed_events"));
        QCOMPARE(report::metricLabel({ "_ns", 1, "ns" }), std::string("_ns")); // nothing would be left
        QCOMPARE(report::formatMetric({ "fio_bw_mib_s", 5818.25, "MiB/s" }), std::string("5818.25 MiB/s"));
    }

    void durations_data()
    {
        QTest::addColumn<double>("ns");
        QTest::addColumn<QString>("text");
        QTest::addRow("ns") << 41.0 << QStringLiteral("41.0 ns");
        QTest::addRow("µs") << 1500.0 << QStringLiteral("1.50 µs");
        QTest::addRow("ms") << 12.34e6 << QStringLiteral("12.3 ms");
        QTest::addRow("s") << 159.503e9 << QStringLiteral("160 s");
    }
    void durations()
    {
        QFETCH(double, ns);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(report::formatDuration(ns)), text);
    }

    void stopwatch()
    {
        const QString text = QString::fromStdString(reportToStopwatch(makeReport()));
        const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
        const QRegularExpression pattern(QStringLiteral(R"(^Stopwatch\[[^\]]+\]: \d+msec\.$)"));
        qsizetype stopwatchLines = 0;
        for (const QString& line : lines) {
            if (line.startsWith(QStringLiteral("Stopwatch"))) {
                QVERIFY2(pattern.match(line).hasMatch(), qPrintable(line));
                ++stopwatchLines;
            }
        }
        QCOMPARE(stopwatchLines, 4);
        QVERIFY(lines[0].startsWith(QStringLiteral("copy.buffer-loop")));
        QVERIFY(lines[0].contains(QStringLiteral("median run")));
        QVERIFY(lines.contains(QStringLiteral("Stopwatch[read]: 122msec.")));
        QVERIFY(lines.contains(QStringLiteral("Stopwatch[write]: 74msec.")));
        QVERIFY(lines.contains(QStringLiteral("Stopwatch[open]: 2msec.")));
        QVERIFY(text.contains(QStringLiteral("copy.reflink (unsupported: ioctl")));
    }
};

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"

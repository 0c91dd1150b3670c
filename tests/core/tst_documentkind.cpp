// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// documentKind(): which files the window opens as documents and which become the workload.
// The documents are made by iolens' own writers, so a change of their shape shows up here.
#include "core/documentkind.h"
#include "core/report/jsonreport.h"
#include "core/trace/tracejson.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace iolens;

Q_DECLARE_METATYPE(iolens::DocumentKind)

namespace {

QByteArray runReportJson()
{
    Report report;
    report.workload.file = "/data/input.bin";
    report.workload.bytes = 65536;
    Result result;
    result.strategy = "copy.buffer-loop";
    result.family = "copy";
    report.results.push_back(result);
    return reportToJson(report);
}

QByteArray traceJson()
{
    trace::Trace trace;
    trace.command = { "/bin/true" };
    return trace::traceToJson(trace);
}

} // namespace

class TestDocumentKind : public QObject {
    Q_OBJECT

private slots:
    void ofText_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<DocumentKind>("expected");
        const QByteArray run = runReportJson();
        QTest::addRow("run report (session, run --json)") << run << DocumentKind::RunReport;
        QTest::addRow("run report after a byte order mark and blank lines")
            << QByteArray("\xEF\xBB\xBF\n\n  ") + run << DocumentKind::RunReport;
        QTest::addRow("run report without results") << reportToJson(Report {}) << DocumentKind::RunReport;
        QTest::addRow("trace") << traceJson() << DocumentKind::Trace;
        QTest::addRow("scenario") << QByteArray(
            R"({"iolens_version": "0.1.0", "scenario": "csv-merge", "variant": "v4"})")
                                  << DocumentKind::Scenario;
        QTest::addRow("a newer iolens's document")
            << QByteArray(R"({"iolens_version": "9.0.0", "kind": "sweep"})") << DocumentKind::OtherDocument;
        // JSON that iolens did not write stays a workload, whatever keys it shares with ours.
        QTest::addRow("other JSON object")
            << QByteArray(R"({"results": [], "kind": "trace", "name": "x"})") << DocumentKind::Workload;
        QTest::addRow("marker not a string")
            << QByteArray(R"({"iolens_version": 1, "results": []})") << DocumentKind::Workload;
        QTest::addRow("marker below the top level")
            << QByteArray(R"({"data": {"iolens_version": "0.1.0", "results": []}})") << DocumentKind::Workload;
        QTest::addRow("JSON array") << QByteArray(R"([{"iolens_version": "0.1.0", "results": []}])")
                                    << DocumentKind::Workload;
        // Damaged iolens documents: opened as documents so that the window says what is wrong,
        // never taken as the workload.
        QTest::addRow("truncated run report") << run.left(run.size() / 2) << DocumentKind::Damaged;
        QTest::addRow("truncated trace") << traceJson().chopped(20) << DocumentKind::Damaged;
        QTest::addRow("NaN in a report") << QByteArray(
            R"({"iolens_version": "0.1.0", "results": [{"runs": [{"wall_ns": NaN}]}]})")
                                         << DocumentKind::Damaged;
        QTest::addRow("deep nesting in a report") << QByteArray(R"({"iolens_version": "0.1.0", "results": )")
                + QByteArray(100'000, '[') << DocumentKind::Damaged;
        QTest::addRow("corrupted byte") << QByteArray(run).replace(run.indexOf(':'), 1, "\x01")
                                        << DocumentKind::Damaged;
        // Without the marker, a JSON object that does not parse is not iolens': a workload.
        QTest::addRow("truncated other JSON") << QByteArray(R"({"results": [1, 2)") << DocumentKind::Workload;
        QTest::addRow("null") << QByteArray("null") << DocumentKind::Workload;
        QTest::addRow("CSV") << QByteArray("id,name\n1,a\n") << DocumentKind::Workload;
        QTest::addRow("text mentioning the marker")
            << QByteArray("see \"iolens_version\": \"0.1.0\"\n") << DocumentKind::Workload;
        QTest::addRow("binary") << QByteArray("\x7f"
                                              "ELF\x02\x01\x01\0\0\0",
            10) << DocumentKind::Workload;
        QTest::addRow("empty") << QByteArray() << DocumentKind::Workload;
        QTest::addRow("white space only") << QByteArray(" \n\t\r\n") << DocumentKind::Workload;
    }
    void ofText()
    {
        QFETCH(QByteArray, text);
        QFETCH(DocumentKind, expected);
        QCOMPARE(
            documentKindOfText(std::string_view(text.constData(), static_cast<std::size_t>(text.size()))), expected);
    }

    void ofFile_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<DocumentKind>("expected");
        // The names mislead on purpose: content decides.
        QTest::addRow("session named .txt") << "session.txt" << runReportJson() << DocumentKind::RunReport;
        QTest::addRow("trace without a suffix") << "trace" << traceJson() << DocumentKind::Trace;
        QTest::addRow("data named iolens-session.json")
            << "iolens-session.json" << QByteArray(R"({"rows": [1, 2, 3]})") << DocumentKind::Workload;
        // A large file that does not open an object is decided by its first bytes.
        QTest::addRow("5 MiB of text") << "big.json" << QByteArray(5 << 20, 'a') << DocumentKind::Workload;
        QTest::addRow("run report padded past the first read")
            << "padded.json" << QByteArray(8192, ' ') + runReportJson() << DocumentKind::RunReport;
    }
    void ofFile()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, text);
        QFETCH(DocumentKind, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text), text.size());
        file.close();
        QCOMPARE(documentKind(QFile::encodeName(file.fileName()).toStdString()), expected);
    }

    // A saved trace larger than the 64 MiB the trace reader once took is still claimed as a
    // trace, so that the window opens it as one and names that loader's sentence when it fails;
    // also when "kind" comes only after the first 64 MiB (as in a trace written before the
    // streaming writer, whose keys were sorted: "kind" after "files").
    void largeTraceIsClaimed()
    {
        const QByteArray text = '{' + QByteArray(std::size_t { 65 } << 20, ' ') + traceJson().mid(1);
        QVERIFY(text.indexOf("\"kind\"") > (qint64 { 64 } << 20));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("large.iolens.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text), text.size());
        file.close();
        const std::string path = QFile::encodeName(file.fileName()).toStdString();
        QVERIFY(claimsToBeTrace(path));
        QCOMPARE(documentKind(path), DocumentKind::Trace);
    }

    // Past kMaxDocumentBytes a file is not parsed: its bytes decide, and only a trace's (the
    // trace reader takes up to 2 GiB) make it a document. Sparse files: no disk is used.
    void pastTheParsedSizeOnlyTracesAreDocuments_data()
    {
        QTest::addColumn<QByteArray>("head");
        QTest::addColumn<DocumentKind>("expected");
        QTest::addRow("trace") << QByteArray("{\"iolens_version\": \"0.1.0\", \"kind\": \"trace\", \"notices\": [\"")
                               << DocumentKind::Trace;
        QTest::addRow("session") << QByteArray("{\"iolens_version\": \"0.1.0\", \"results\": [\"")
                                 << DocumentKind::Workload;
        QTest::addRow("trace without the marker")
            << QByteArray("{\"kind\": \"trace\", \"notices\": [\"") << DocumentKind::Workload;
        QTest::addRow("not an object") << QByteArray("[\"iolens_version\": \"0.1.0\", \"kind\": \"trace\"")
                                       << DocumentKind::Workload;
    }
    void pastTheParsedSizeOnlyTracesAreDocuments()
    {
        QFETCH(QByteArray, head);
        QFETCH(DocumentKind, expected);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(QStringLiteral("huge.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(head), head.size());
        QVERIFY(file.resize(kMaxDocumentBytes + 1));
        file.close();
        QCOMPARE(documentKind(QFile::encodeName(file.fileName()).toStdString()), expected);
    }

    // What is not a regular file is never read (a FIFO would block, /dev/zero never ends).
    void notRegularFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = QFile::encodeName(dir.path()).toStdString();
        QCOMPARE(documentKind(base), DocumentKind::Workload);
        QCOMPARE(documentKind(base + "/missing.json"), DocumentKind::Workload);
        const std::string fifo = base + "/fifo.json";
        QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
        QCOMPARE(documentKind(fifo), DocumentKind::Workload);
        QCOMPARE(documentKind("/dev/zero"), DocumentKind::Workload);
    }
};

QTEST_GUILESS_MAIN(TestDocumentKind)
#include "tst_documentkind.moc"

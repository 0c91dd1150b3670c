// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The access pattern (issue 26 §1): the time line's runs carry where they began in the file, so a
// known program's reads come back as exactly its runs: sequential blocks as one range, each
// positioned or seeked read where it was, stdio calls at the stream's position, and an inherited
// fd's reads where the kernel had left it.

#include "tracee2e.h"

#include <QTest>

#include <vector>

using namespace tracee2e;

namespace {

const QString kProgram = QStringLiteral(IOLENS_TRACE_PROGRAMS "/tp_access");

struct Range {
    qint64 offset = 0, bytes = 0;
};

// The runs of one call kind on one path, in time order, with runs that continue each other
// joined: the time line splits a run where the program paused (over 20 µs between calls), which
// depends on the machine's load, not on the access pattern.
std::vector<Range> joinedRuns(const TraceRun& run, const QString& path, const QString& call)
{
    const QJsonArray files = run.files();
    struct Row {
        qint64 begin;
        Range range;
    };
    std::vector<Row> rows;
    for (const QJsonValue& v : run.json[u"timeline"].toArray()) {
        const QJsonArray row = v.toArray();
        const int file = row[7].toInt();
        if (row[2].toString() != call || file < 0 || files[file][u"path"].toString() != path)
            continue;
        rows.push_back({ row[3].toInteger(), { row[9].toInteger(), row[6].toInteger() } });
    }
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) { return a.begin < b.begin; });
    std::vector<Range> out;
    for (const Row& r : rows) {
        if (!out.empty() && r.range.offset >= 0 && out.back().offset >= 0
            && out.back().offset + out.back().bytes == r.range.offset)
            out.back().bytes += r.range.bytes;
        else
            out.push_back(r.range);
    }
    return out;
}

// The time-line events of one call kind on one path.
int eventCount(const TraceRun& run, const QString& path, const QString& call)
{
    const QJsonArray files = run.files();
    int n = 0;
    for (const QJsonValue& v : run.json[u"timeline"].toArray()) {
        const QJsonArray row = v.toArray();
        const int file = row[7].toInt();
        n += row[2].toString() == call && file >= 0 && files[file][u"path"].toString() == path ? 1 : 0;
    }
    return n;
}

// The joined runs as text, "[offset, +bytes)" each, for comparisons that show what differed.
QString ranges(const TraceRun& run, const QString& path, const QString& call)
{
    QStringList out;
    for (const Range& r : joinedRuns(run, path, call))
        out << QStringLiteral("[%1, +%2)").arg(r.offset).arg(r.bytes);
    return out.join(u' ');
}

} // namespace

class TestTraceAccess : public QObject {
    Q_OBJECT

private slots:
    void runsCarryTheirOffsets()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        QVERIFY(writeFile(in, QByteArray(40000, 'a')));
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { kProgram, in });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());

        // read(2): the whole file in blocks (the read that finds the end adds nothing), then the
        // two reads after the lseek to 5,000, then the exec'd image's three on the inherited fd.
        QCOMPARE(ranges(run, in, QStringLiteral("read")), QStringLiteral("[0, +40000) [5000, +400) [7000, +300)"));
        // Each pread where it was asked: three runs, none continuing another.
        QCOMPARE(ranges(run, in, QStringLiteral("pread")), QStringLiteral("[30000, +100) [1000, +100) [20000, +100)"));
        // fgetc from the stream's start, then from where fseek put it.
        QCOMPARE(ranges(run, in, QStringLiteral("fgetc")), QStringLiteral("[0, +300) [10000, +50)"));
        // files[].access: the figures of the pattern (one entry: the exec'd image keeps the pid).
        // The file was read once whole, then again: the preads, the 400 bytes at 5,000, the
        // stream's 350 bytes and the inherited fd's 300.
        QList<QJsonObject> access;
        for (const QJsonValue& f : run.files())
            if (f[u"path"].toString() == in)
                access << f[u"access"].toObject();
        QCOMPARE(access.size(), 1);
        QCOMPARE(access[0][u"reads_once_bytes"].toInteger(), 40000);
        QCOMPARE(access[0][u"reads_again_bytes"].toInteger(), 300 + 400 + 350 + 300);
        QCOMPARE(access[0][u"whole_reads"].toInteger(), 1);
        QCOMPARE(access[0][u"file_size"].toInteger(), 40000);
        QCOMPARE(access[0][u"write_runs"].toInteger(), 0);

        // Calls that move no data have no offset: the two open(2) calls (fopen is a kind of its own).
        QCOMPARE(ranges(run, in, QStringLiteral("open")), QStringLiteral("[-1, +0) [-1, +0)"));
    }

    // --access-map draws the chosen file's map as the window does, as PNG or PDF; a path the
    // program never used is one sentence naming it, with exit status 1 (the trace itself ran).
    void accessMapIsSaved()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        QVERIFY(writeFile(in, QByteArray(40000, 'a')));
        const QString png = dir.filePath(QStringLiteral("map.png")), pdf = dir.filePath(QStringLiteral("map.pdf"));
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { kProgram, in },
            { QStringLiteral("--access-map"), png, QStringLiteral("--access-file"), in });
        QVERIFY2(run.cli.exitCode == 0, run.describe().constData());
        QFile image(png);
        QVERIFY2(image.open(QIODevice::ReadOnly), run.cli.err.constData());
        QCOMPARE(image.read(8), QByteArray("\x89PNG\r\n\x1a\n", 8));
        QVERIFY(image.size() > 5000); // runs drawn, not an empty frame

        // Without --access-file: the file with the most I/O time among those with offsets.
        const CliResult busiest = runCli({ QStringLiteral("trace"), QStringLiteral("--no-symbols"),
            QStringLiteral("--access-map"), pdf, QStringLiteral("--"), kProgram, in });
        QCOMPARE(busiest.exitCode, 0);
        QFile document(pdf);
        QVERIFY2(document.open(QIODevice::ReadOnly), busiest.err.constData());
        QCOMPARE(document.read(5), QByteArray("%PDF-"));

        const QString missing = dir.filePath(QStringLiteral("never-opened.bin"));
        const CliResult unknown
            = runCli({ QStringLiteral("trace"), QStringLiteral("--no-symbols"), QStringLiteral("--access-map"), png,
                QStringLiteral("--access-file"), missing, QStringLiteral("--"), kProgram, in });
        QCOMPARE(unknown.exitCode, 1);
        QVERIFY2(unknown.err.contains(QStringLiteral("the trace has no calls on '%1'.").arg(missing).toUtf8()),
            unknown.err.constData());
    }

    // `dd bs=1`: one byte read from one file, written to another, 20,000 times. Each file's calls
    // stay runs of their own although the other file's call comes between every two of them (the
    // time line used to make an event of every call, so a thread's 65,536 events held only
    // 32,768 such calls), and the 50 ms pause half-way still ends a run.
    void alternatingFilesKeepTheirRuns()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        const QString out = dir.filePath(QStringLiteral("out.bin"));
        const int n = 20000;
        QVERIFY(writeFile(in, QByteArray(n, 'b')));
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")),
            { kProgram, QStringLiteral("alternate"), in, out, QString::number(n) });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());

        QCOMPARE(ranges(run, in, QStringLiteral("read")), QStringLiteral("[0, +20000)"));
        QCOMPARE(ranges(run, out, QStringLiteral("write")), QStringLiteral("[0, +20000)"));
        const int reads = eventCount(run, in, QStringLiteral("read"));
        const int writes = eventCount(run, out, QStringLiteral("write"));
        const QByteArray counts = QStringLiteral("%1 read events, %2 write events").arg(reads).arg(writes).toUtf8();
        // A run ends where the calls stop coming at least once per 20 µs on average: at the pause
        // for certain, elsewhere only where the machine preempted the program for that long.
        QVERIFY2(reads >= 2 && writes >= 2, counts.constData());
        QVERIFY2(reads <= n / 20 && writes <= n / 20, counts.constData());
        for (const QJsonValue& f : run.files()) {
            const QJsonObject access = f[u"access"].toObject();
            if (f[u"path"].toString() == in)
                QCOMPARE(access[u"read_calls"].toInteger(), n);
            if (f[u"path"].toString() == out)
                QCOMPARE(access[u"write_calls"].toInteger(), n);
        }
    }
};

QTEST_MAIN(TestTraceAccess)
#include "tst_traceaccess.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracee2e.h"

#include <QTest>

// Real programs nobody here wrote, traced by iolens: an interpreter (python3), a shell loop (bash
// `while read`), a database's shell (sqlite3) and a compressor (gzip, exec'd by sh). On each data
// file, iolens' counts per call kind equal strace -f -c's for the same program, and each process's
// kernel counters (/proc/PID/io) agree with the bytes iolens saw move.

using namespace tracee2e;
using namespace Qt::StringLiterals;

namespace {

struct Expect {
    QStringList command;
    QStringList paths; // data files compared with strace -P
    QStringList calls; // call kinds compared (iolens names)
    QStringList outputs; // removed before each run
};

std::uint64_t field(const QJsonValue& v, const char* name)
{
    return std::uint64_t(v[QLatin1StringView(name)].toInteger());
}

} // namespace

class TestTraceReal : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString& name) const { return canonical(m_dir.path()) + u'/' + name; }
    QMap<QString, Expect> m_cases;
    QMap<QString, TraceRun> m_runs;

    const TraceRun& runOf(const QString& name)
    {
        if (!m_runs.contains(name)) {
            for (const QString& out : m_cases[name].outputs)
                QFile::remove(out);
            m_runs.insert(name, trace(path(u"trace.json"_s), m_cases[name].command));
        }
        return m_runs[name];
    }

    // The process image whose exe ends with name.
    static QJsonObject image(const TraceRun& run, const QString& name)
    {
        for (const QJsonValue& p : run.processes())
            if (p[u"exe"].toString().endsWith(u'/' + name))
                return p.toObject();
        return {};
    }

    // Bytes iolens saw one image read / write, over all its files.
    static std::uint64_t bytesOf(const TraceRun& run, int pid, bool reads)
    {
        static const QStringList readCalls { u"read"_s, u"pread"_s, u"readv"_s, u"preadv"_s };
        static const QStringList writeCalls { u"write"_s, u"pwrite"_s, u"writev"_s, u"pwritev"_s };
        std::uint64_t n = 0;
        for (const QJsonValue& f : run.files())
            if (f[u"pid"].toInt() == pid)
                for (const QJsonValue& c : f[u"calls"].toArray())
                    if ((reads ? readCalls : writeCalls).contains(c[u"call"].toString()))
                        n += field(c, "bytes");
        return n;
    }
    static std::uint64_t callsOf(const TraceRun& run, int pid, bool reads)
    {
        static const QStringList readCalls { u"read"_s, u"pread"_s, u"readv"_s, u"preadv"_s };
        static const QStringList writeCalls { u"write"_s, u"pwrite"_s, u"writev"_s, u"pwritev"_s };
        std::uint64_t n = 0;
        for (const QJsonValue& f : run.files())
            if (f[u"pid"].toInt() == pid)
                for (const QJsonValue& c : f[u"calls"].toArray())
                    if ((reads ? readCalls : writeCalls).contains(c[u"call"].toString()))
                        n += field(c, "count");
        return n;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const char* tool : { "strace", "python3", "bash", "sqlite3", "gzip", "sh", "dd" })
            QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty(),
                qPrintable(u"%1 is not installed (.ci/deps installs it)"_s.arg(QString::fromLatin1(tool))));
        QByteArray lines;
        for (int i = 0; i < 2000; ++i)
            lines += QByteArray::number(i).rightJustified(39, '0') + '\n';
        QVERIFY(writeFile(path(u"lines.txt"_s), lines));
        QVERIFY(writeFile(path(u"data.txt"_s), patternBytes(3'000'000)));
        QString sql = u"create table t(id integer primary key, name text);"_s;
        for (int i = 1; i <= 50; ++i)
            sql += u"insert into t(name) values('row %1');"_s.arg(i);
        // The system's interpreter itself rather than a version manager's shim script in $PATH.
        QString python = QStandardPaths::findExecutable(u"python3"_s, { u"/usr/bin"_s });
        if (python.isEmpty())
            python = QStandardPaths::findExecutable(u"python3"_s);
        m_cases = {
            { u"python3"_s,
                { { python, u"-c"_s,
                      u"import sys; d = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(d)"_s,
                      path(u"data.txt"_s), path(u"py.out"_s) },
                    { path(u"data.txt"_s), path(u"py.out"_s) },
                    { u"open"_s, u"read"_s, u"write"_s, u"close"_s, u"lseek"_s, u"stat"_s }, { path(u"py.out"_s) } } },
            { u"bash"_s,
                { { u"/bin/bash"_s, u"-c"_s,
                      u"n=0; while IFS= read -r line; do n=$((n+1)); done < \"$1\"; echo \"$n\""_s, u"bash"_s,
                      path(u"lines.txt"_s) },
                    { path(u"lines.txt"_s) }, { u"open"_s, u"read"_s, u"lseek"_s, u"close"_s }, {} } },
            { u"sqlite3"_s,
                { { QStandardPaths::findExecutable(u"sqlite3"_s), path(u"db.sqlite"_s), sql },
                    { path(u"db.sqlite"_s), path(u"db.sqlite-journal"_s) },
                    { u"open"_s, u"close"_s, u"pread"_s, u"pwrite"_s, u"read"_s, u"write"_s, u"fsync"_s, u"fdatasync"_s,
                        u"stat"_s, u"unlink"_s, u"access"_s },
                    { path(u"db.sqlite"_s), path(u"db.sqlite-journal"_s) } } },
            // gzip opens its input relative to a directory fd (openat(dirfd, "data.txt")), which
            // strace -P cannot match: the open is compared on the output only (the shell's).
            { u"gzip"_s,
                { { u"/bin/sh"_s, u"-c"_s, u"exec gzip -c -- \"$1\" > \"$2\""_s, u"sh"_s, path(u"data.txt"_s),
                      path(u"data.gz"_s) },
                    { path(u"data.txt"_s), path(u"data.gz"_s) }, { u"read"_s, u"write"_s, u"close"_s, u"stat"_s },
                    { path(u"data.gz"_s) } } },
        };
    }

    void sameAsStrace_data()
    {
        QTest::addColumn<QString>("program");
        for (auto it = m_cases.cbegin(); it != m_cases.cend(); ++it)
            QTest::newRow(qPrintable(it.key())) << it.key();
    }
    void sameAsStrace()
    {
        QFETCH(QString, program);
        const Expect& e = m_cases[program];
        for (const QString& out : e.outputs)
            QFile::remove(out);
        bool ok = false;
        const QMap<QString, std::uint64_t> strace = straceCounts(m_dir.path(), e.paths, e.command, &ok);
        QVERIFY2(ok, qPrintable(e.command.join(u' ')));
        const TraceRun& run = runOf(program);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QMap<QString, std::uint64_t> iolens;
        for (const QString& p : e.paths)
            for (auto [call, n] : run.callsOn(p).asKeyValueRange())
                iolens[call] += n;
        QString diff;
        std::uint64_t compared = 0;
        for (const QString& call : e.calls) {
            const std::uint64_t mine = iolensSum(iolens, call), theirs = straceSum(strace, call);
            compared += theirs;
            if (mine != theirs)
                diff += call + u": iolens "_s + QString::number(mine) + u", strace "_s + QString::number(theirs)
                    + u"; "_s;
        }
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QVERIFY(compared > 0);
    }

    // What each program did is what it was asked to do (the trace changed nothing).
    void outputsUnchanged()
    {
        QVERIFY2(runOf(u"bash"_s).cli.out.startsWith("2000\n"), runOf(u"bash"_s).cli.out.left(200).constData());
        QCOMPARE(QFileInfo(path(u"py.out"_s)).size(), 3'000'000);
        runOf(u"gzip"_s);
        QByteArray unzipped;
        QProcess gunzip;
        gunzip.start(u"gzip"_s, { u"-dc"_s, path(u"data.gz"_s) });
        QVERIFY(gunzip.waitForFinished(60'000));
        QCOMPARE(gunzip.readAllStandardOutput().size(), 3'000'000);
        runOf(u"sqlite3"_s);
        QByteArray rows;
        QCOMPARE(runPlain(QStandardPaths::findExecutable(u"sqlite3"_s),
                     { path(u"db.sqlite"_s), u"select count(*) from t;"_s }, &rows),
            0);
        QCOMPARE(rows.trimmed(), QByteArray("50"));
    }

    // The kernel's own counters of each image agree with the bytes iolens saw: rchar and wchar are
    // at least what went through the wrapped calls, and for gzip, which writes nothing but its
    // output, exactly that.
    void kernelCounters_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("exe");
        QTest::addColumn<QString>("input"); // a file the image read whole, or ""
        QTest::addColumn<QString>("output"); // a file the image wrote whole, or ""
        QTest::newRow("python3") << u"python3"_s << u"python3.11"_s << path(u"data.txt"_s) << path(u"py.out"_s);
        QTest::newRow("bash") << u"bash"_s << u"bash"_s << path(u"lines.txt"_s) << QString();
        QTest::newRow("sqlite3") << u"sqlite3"_s << u"sqlite3"_s << QString() << path(u"db.sqlite"_s);
        QTest::newRow("gzip") << u"gzip"_s << u"gzip"_s << path(u"data.txt"_s) << path(u"data.gz"_s);
    }
    void kernelCounters()
    {
        QFETCH(QString, program);
        QFETCH(QString, exe);
        QFETCH(QString, input);
        QFETCH(QString, output);
        const TraceRun& run = runOf(program);
        QVERIFY2(run.jsonError.isEmpty(), run.describe().constData());
        QJsonObject p = image(run, exe);
        if (p.isEmpty() && exe == u"python3.11")
            p = image(run, u"python3"_s);
        QVERIFY2(!p.isEmpty(), qPrintable(exe));
        const QJsonValue k = p[u"kernel"];
        QVERIFY2(k.isObject(), "no /proc/PID/io figures for the process");
        const int pid = p[u"pid"].toInt();
        const std::uint64_t read = bytesOf(run, pid, true), written = bytesOf(run, pid, false);
        QVERIFY2(field(k, "rchar") >= read, qPrintable(u"rchar %1 < %2"_s.arg(field(k, "rchar")).arg(read)));
        QVERIFY2(field(k, "wchar") >= written, qPrintable(u"wchar %1 < %2"_s.arg(field(k, "wchar")).arg(written)));
        QVERIFY(field(k, "syscr") >= callsOf(run, pid, true));
        QVERIFY(field(k, "syscw") >= callsOf(run, pid, false));
        if (!input.isEmpty()) {
            QVERIFY(run.call(input, u"read"_s).bytes + run.call(input, u"pread"_s).bytes
                >= std::uint64_t(QFileInfo(input).size()));
            QVERIFY(field(k, "rchar") >= std::uint64_t(QFileInfo(input).size()));
        }
        if (!output.isEmpty())
            QVERIFY(field(k, "wchar") >= std::uint64_t(QFileInfo(output).size()));
        if (program == u"gzip") {
            QCOMPARE(field(k, "wchar"), std::uint64_t(QFileInfo(output).size()));
            QCOMPARE(field(k, "wchar"), written);
            QCOMPARE(field(k, "syscw"), callsOf(run, pid, false));
            // gzip reads nothing but its input after start-up: the kernel's read counters are
            // exactly the reads iolens saw on it.
            QCOMPARE(field(k, "rchar"), std::uint64_t(QFileInfo(input).size()));
            QCOMPARE(field(k, "syscr"), run.call(input, u"read"_s).count);
            // strace -f shows gzip's one openat(dirfd, "data.txt"), which -P cannot match.
            QCOMPARE(run.call(input, u"open"_s).count, 1u);
        }
    }

    // Programs doing ordinary I/O get no finding: the thresholds were not tuned on these.
    void noFindingsOnOrdinaryPrograms_data() { sameAsStrace_data(); }
    void noFindingsOnOrdinaryPrograms()
    {
        QFETCH(QString, program);
        const TraceRun& run = runOf(program);
        QVERIFY2(run.jsonError.isEmpty(), run.describe().constData());
        QVERIFY2(run.findingIds().isEmpty(), qPrintable(run.findingIds().join(u", ")));
    }

    // The articles' patterns as real programs make them. sqlite3 outside a transaction commits
    // each insert: the table file, its journal (twice) and the directory are flushed for every
    // row, and the finding says so; the same inserts in one transaction are flushed a few times.
    void fsyncPerRecordInADatabase_data()
    {
        QTest::addColumn<bool>("oneTransaction");
        QTest::newRow("a commit per insert") << false;
        QTest::newRow("one transaction") << true;
    }
    void fsyncPerRecordInADatabase()
    {
        QFETCH(bool, oneTransaction);
        const QString db = path(u"commits.sqlite"_s);
        QFile::remove(db);
        QString sql = u"create table t(id integer primary key, name text);"_s;
        if (oneTransaction)
            sql += u"begin;"_s;
        for (int i = 1; i <= 150; ++i)
            sql += u"insert into t(name) values('row %1');"_s.arg(i);
        if (oneTransaction)
            sql += u"commit;"_s;
        const TraceRun run = trace(path(u"commits.json"_s), { QStandardPaths::findExecutable(u"sqlite3"_s), db, sql });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        if (oneTransaction) {
            QVERIFY2(run.findingIds().isEmpty(), qPrintable(run.findingIds().join(u", ")));
            return;
        }
        QCOMPARE(run.findingIds(), QStringList { u"fsync-per-record"_s });
        const QJsonValue f = run.findings()[0];
        QCOMPARE(f[u"file"].toString(), db);
        const QString evidence = f[u"evidence"].toString();
        QVERIFY2(evidence.contains(u"The process also flushed"_s) && evidence.contains(db + u"-journal "_s),
            qPrintable(evidence));
    }

    // The shell's `>>` in a loop, the most common reopen-per-record there is: bash opens the file,
    // dup2's it onto stdout, closes the opened fd and writes through stdout. The session follows
    // the dup, so each of the 300 sessions wrote its record; 30 appends are a log opened a few
    // dozen times, no finding.
    void reopenPerRecordInAShellLoop_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<int>("records");
        QTest::addColumn<bool>("found");
        QTest::newRow("300 appends") << u"preload"_s << 300 << true;
        QTest::newRow("30 appends") << u"preload"_s << 30 << false;
        QTest::newRow("300 appends, ptrace") << u"ptrace"_s << 300 << true;
    }
    void reopenPerRecordInAShellLoop()
    {
        QFETCH(QString, mode);
        QFETCH(int, records);
        QFETCH(bool, found);
        const QString csv = path(u"appended.csv"_s);
        QFile::remove(csv);
        const TraceRun run = trace(path(u"appended.json"_s),
            { u"/bin/bash"_s, u"-c"_s, u"for i in $(seq \"$1\"); do echo \"record $i\" >> \"$2\"; done"_s, u"bash"_s,
                QString::number(records), csv },
            { u"--mode"_s, mode });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        std::uint64_t opens = 0, written = 0, bytes = 0;
        for (const QJsonValue& f : run.files())
            if (f[u"path"].toString() == csv) {
                opens += field(f, "opens");
                written += field(f[u"sessions"], "written");
                bytes += field(f[u"sessions"], "write_bytes");
            }
        QCOMPARE(opens, std::uint64_t(records));
        QCOMPARE(written, std::uint64_t(records));
        QCOMPARE(bytes, std::uint64_t(QFileInfo(csv).size()));
        QCOMPARE(run.findingIds().contains(u"reopen-per-record"_s), found);
        for (const QJsonValue& f : run.findings())
            if (f[u"id"].toString() == u"reopen-per-record")
                QCOMPARE(f[u"file"].toString(), csv);
    }

    // dd with a one-byte block size: a read and a write system call per byte, found on each file.
    void smallIoInDd()
    {
        QVERIFY(writeFile(path(u"dd.in"_s), patternBytes(20'000)));
        const TraceRun run = trace(path(u"dd.json"_s),
            { u"dd"_s, u"if="_s + path(u"dd.in"_s), u"of="_s + path(u"dd.out"_s), u"bs=1"_s, u"status=none"_s });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.call(path(u"dd.in"_s), u"read"_s).count, 20'001u); // and the 0 at end of file
        QCOMPARE(run.call(path(u"dd.out"_s), u"write"_s).count, 20'000u);
        QCOMPARE(run.findingIds(), (QStringList { u"small-io"_s, u"small-io"_s }));
        QStringList files;
        for (const QJsonValue& f : run.findings())
            files << f[u"file"].toString();
        files.sort();
        QCOMPARE(files, (QStringList { path(u"dd.in"_s), path(u"dd.out"_s) }));
    }

    // python3 streaming 50,000 lines of 24 bytes to a socket (a socketpair; a thread drains the
    // other end): one send per line is found, as small-socket-writes on the socket it sent to; the
    // same lines through a buffered makefile() go out in a few sends of 64 KiB and find nothing.
    void smallSocketWritesInPython_data()
    {
        QTest::addColumn<bool>("buffered");
        QTest::newRow("a send per line") << false;
        QTest::newRow("buffered") << true;
    }
    void smallSocketWritesInPython()
    {
        QFETCH(bool, buffered);
        const QString script = uR"(import socket, sys, threading
a, b = socket.socketpair()
def drain():
    while b.recv(65536):
        pass
reader = threading.Thread(target=drain)
reader.start()
out = a.makefile('wb', buffering=65536) if sys.argv[1] == 'buffered' else None
send = out.write if out else a.send
for i in range(50000):
    send(b'%06d,temperature,21.5\n' % i)
if out:
    out.close()
a.shutdown(socket.SHUT_WR)
reader.join()
)"_s;
        // The interpreter itself, not a wrapper in front of it: pyenv's shims are bash scripts that
        // exec it in the same process, whose wall time (the finding's share is of it) they would pad.
        QProcess where;
        where.start(QStandardPaths::findExecutable(u"python3"_s), { u"-c"_s, u"import sys; print(sys.executable)"_s });
        QVERIFY(where.waitForFinished());
        const QString python = QString::fromLocal8Bit(where.readAllStandardOutput()).trimmed();
        const TraceRun run
            = trace(path(u"socket.json"_s), { python, u"-c"_s, script, buffered ? u"buffered"_s : u"unbuffered"_s });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        if (buffered) {
            QVERIFY2(run.findingIds().isEmpty(), qPrintable(run.findingIds().join(u", ")));
            return;
        }
        QCOMPARE(run.findingIds(), QStringList { u"small-socket-writes"_s });
        const QJsonValue f = run.findings()[0];
        QVERIFY2(f[u"file"].toString().startsWith(u"unix:"_s), qPrintable(f[u"file"].toString()));
        QCOMPARE(run.call(f[u"file"].toString(), u"send"_s).count, 50'000u);
        QVERIFY2(f[u"title"].toString().startsWith(u"50,000 send calls of 24 bytes on average to"_s),
            qPrintable(f[u"title"].toString()));
    }

    // sh exec'ing gzip: one pid, two images (generations 0 and 1), the shell's open of the
    // output in generation 0 and gzip's reads and writes in generation 1.
    void execImages()
    {
        const TraceRun& run = runOf(u"gzip"_s);
        QVERIFY2(run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.processes().size(), 2);
        QJsonObject sh = run.processes()[0].toObject(), gzip = run.processes()[1].toObject();
        if (sh[u"generation"].toInt() > gzip[u"generation"].toInt())
            std::swap(sh, gzip);
        QCOMPARE(sh[u"pid"].toInt(), gzip[u"pid"].toInt());
        QCOMPARE(sh[u"generation"].toInt(), 0);
        QCOMPARE(gzip[u"generation"].toInt(), 1);
        QCOMPARE(sh[u"end"].toString(), u"execed"_s);
        QCOMPARE(gzip[u"end"].toString(), u"exited"_s);
        QCOMPARE(gzip[u"argv"].toArray().first().toString(), u"gzip"_s);
    }
};

QTEST_GUILESS_MAIN(TestTraceReal)
#include "tst_tracereal.moc"

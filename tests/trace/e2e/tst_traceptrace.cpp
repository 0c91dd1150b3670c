// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracee2e.h"

#include <QDir>
#include <QFile>
#include <QMap>
#include <QSet>
#include <QTest>

// Static programs, which LD_PRELOAD cannot enter, traced through ptrace (core/trace/ptrace): Go
// programs built by the suite with Debian's golang-go, busybox-static's cp and dd, and a C program
// linked with gcc -static that forks. On each data file iolens' counts per call kind equal
// strace -f -c's; the trace names its mode and cost; small-io is found in the Go program that
// reads one byte per os.File.Read, and its finding names the program's own line from the stacks
// the tracer walks.

using namespace tracee2e;
using namespace Qt::StringLiterals;

namespace {

QString goProgram(const QString& name)
{
    return QStringLiteral(IOLENS_E2E_PROGRAM_DIR "/trace_e2e_go_") + name;
}

QString busybox()
{
    return QStandardPaths::findExecutable(u"busybox"_s);
}

} // namespace

class TestTracePtrace : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString& name) const { return canonical(m_dir.path()) + u'/' + name; }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!busybox().isEmpty(), "busybox (Debian's busybox-static) is not installed");
        QVERIFY(writeFile(path(u"bytes.txt"_s), patternBytes(12'000)));
        QVERIFY(writeFile(path(u"source.bin"_s), patternBytes(3'000)));
        QVERIFY(writeFile(path(u"blocks.bin"_s), patternBytes(20'000)));
        QVERIFY(QDir().mkpath(path(u"parts"_s)));
        for (int i = 0; i < 4; ++i)
            QVERIFY(writeFile(path(u"parts/part"_s + QString::number(i)), patternBytes(8'000)));
    }

    void sameAsStrace_data()
    {
        QTest::addColumn<QStringList>("command");
        QTest::addColumn<QStringList>("options"); // of iolens-cli trace
        QTest::addColumn<QStringList>("paths"); // compared with strace -P, counts summed
        QTest::addColumn<QStringList>("outputs"); // removed before each run
        QTest::addColumn<QString>("reason"); // why ptrace, as the notice says it
        QTest::addColumn<QString>("finding"); // a finding expected on paths[0], or none
        QTest::addColumn<int>("images"); // process images in the trace
        QTest::addColumn<int>("threads"); // at least this many threads made calls in the first image
        const auto p = [this](const char* name) { return path(QString::fromLatin1(name)); };
        const QString statically = u"a static program"_s;
        QTest::addRow("go os.File.Read of 1 byte")
            << QStringList { goProgram(u"readbytes"_s), p("bytes.txt") } << QStringList {}
            << QStringList { p("bytes.txt") } << QStringList {} << statically << u"small-io"_s << 1 << 1;
        QStringList parts;
        for (int i = 0; i < 4; ++i)
            parts << p("parts/part") + QString::number(i);
        QTest::addRow("go goroutines on 4 threads")
            << QStringList { goProgram(u"goroutines"_s), p("parts"), u"4"_s } << QStringList {} << parts
            << QStringList {} << statically << QString() << 1 << 4;
        QTest::addRow("busybox cp") << QStringList { busybox(), u"cp"_s, p("source.bin"), p("copy.bin") }
                                    << QStringList {} << QStringList { p("source.bin"), p("copy.bin") }
                                    << QStringList { p("copy.bin") } << statically << QString() << 1 << 1;
        QTest::addRow("busybox dd bs=1") << QStringList { busybox(), u"dd"_s, u"if="_s + p("source.bin"),
            u"of="_s + p("dd.bin"), u"bs=1"_s }
                                         << QStringList {} << QStringList { p("source.bin"), p("dd.bin") }
                                         << QStringList { p("dd.bin") } << statically << QString() << 1 << 1;
        QTest::addRow("gcc -static, forks")
            << QStringList { e2eProgram(u"static_fork"_s), p("blocks.bin"), p("forked.bin") } << QStringList {}
            << QStringList { p("blocks.bin"), p("forked.bin") } << QStringList { p("forked.bin") } << statically
            << QString() << 2 << 1;
        // A dynamic program in ptrace mode: the library is not loaded, so nothing counts twice.
        QTest::addRow("--mode ptrace, dynamic")
            << QStringList { pattern(u"small_io_read"_s), p("bytes.txt"), u"12000"_s }
            << QStringList { u"--mode"_s, u"ptrace"_s } << QStringList { p("bytes.txt") } << QStringList {}
            << u"as asked (--mode ptrace)"_s << u"small-io"_s << 1 << 1;
    }
    void sameAsStrace()
    {
        QFETCH(QStringList, command);
        QFETCH(QStringList, options);
        QFETCH(QStringList, paths);
        QFETCH(QStringList, outputs);
        QFETCH(QString, reason);
        QFETCH(QString, finding);
        QFETCH(int, images);
        QFETCH(int, threads);
        for (const QString& out : outputs)
            QFile::remove(out);
        bool ok = false;
        const QMap<QString, std::uint64_t> strace = straceCounts(m_dir.path(), paths, command, &ok);
        QVERIFY2(ok, "strace -f -c could not run the program");
        for (const QString& out : outputs)
            QFile::remove(out);
        const TraceRun run = trace(path(u"trace.json"_s), command, options);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());

        QMap<QString, std::uint64_t> iolens;
        for (const QString& p : paths)
            for (auto [call, n] : run.callsOn(p).asKeyValueRange())
                iolens[call] += n;
        QString diff;
        for (const QString& call :
            { u"open"_s, u"read"_s, u"write"_s, u"close"_s, u"stat"_s, u"lseek"_s, u"sendfile"_s }) {
            const std::uint64_t mine = iolensSum(iolens, call), theirs = straceSum(strace, call);
            if (mine != theirs)
                diff += call + u": iolens "_s + QString::number(mine) + u", strace "_s + QString::number(theirs)
                    + u"; "_s;
        }
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QVERIFY(iolensSum(iolens, u"open"_s) > 0); // something was compared

        QCOMPARE(run.json[u"mode"].toString(), u"ptrace"_s);
        QCOMPARE(run.json[u"mode_reason"].toString(), reason);
        QVERIFY(run.json[u"call_cost_ns"].toInteger() > 0);
        const QString notice = run.json[u"notices"].toArray().first().toString();
        QVERIFY2(
            notice.startsWith(u"Traced through ptrace: "_s + reason + u"; each recorded system call costs about "_s)
                && notice.endsWith(u" µs more."_s),
            qPrintable(notice));
        QVERIFY2(run.cli.err.contains(notice.toUtf8()), run.cli.err.constData()); // the text report says it too

        QVERIFY2(run.processes().size() == images,
            QJsonDocument(run.json[u"processes"].toArray()).toJson(QJsonDocument::Compact).constData());
        QVERIFY(run.processes().first()[u"threads"].toArray().size() >= threads);
        if (!finding.isEmpty()) {
            bool found = false;
            for (const QJsonValue& f : run.findings())
                found = found || (f[u"id"].toString() == finding && f[u"file"].toString() == paths.first());
            QVERIFY2(found, qPrintable(run.findingIds().join(u' ')));
        }
    }

    // The trace file grows through ptrace as under the preload (issue 22 §1): 17,000 files (the
    // files table's first segment holds 16,384) and 51,000 (file, call, site) combinations on one
    // thread (its block's table holds 1,024), then 300 threads alive at once in one process (the
    // first segment of blocks holds 256): every call on its file, none under "(no file)".
    void tablesGrowPastTheirFirstSegments()
    {
        const QString many = path(u"many"_s);
        QVERIFY(QDir().mkpath(many));
        const int files = 17'000;
        const TraceRun run
            = trace(path(u"many.json"_s), { e2eProgram(u"many_files_static"_s), many, QString::number(files) });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.json[u"mode"].toString(), u"ptrace"_s);
        int seen = 0;
        for (const QJsonValue& f : run.files()) {
            const QString p = f[u"path"].toString();
            QVERIFY2(!p.isEmpty() && p != u"(no file)"_s, run.describe().constData());
            if (!p.startsWith(many + u"/f"_s))
                continue;
            ++seen;
            // Each file's own calls (run.call() would search every file for each).
            QMap<QString, qint64> calls;
            for (const QJsonValue& c : f[u"calls"].toArray())
                calls[c[u"call"].toString()] += c[u"count"].toInteger();
            const QMap<QString, qint64> once { { u"open"_s, 1 }, { u"write"_s, 1 }, { u"close"_s, 1 } };
            QCOMPARE(calls, once);
        }
        QCOMPARE(seen, files);
        for (const QJsonValue& n : run.json[u"notices"].toArray())
            QVERIFY2(!n.toString().contains(u"table"_s) || !n.toString().contains(u"full"_s), qPrintable(n.toString()));

        const QString threadsDir = path(u"threads"_s);
        QVERIFY(QDir().mkpath(threadsDir));
        const int threads = 300;
        const TraceRun t = trace(path(u"threads.json"_s),
            { QStringLiteral(IOLENS_THREAD_FILES), threadsDir, QString::number(threads), u"1"_s },
            { u"--mode"_s, u"ptrace"_s });
        QVERIFY2(t.cli.exitCode == 0 && t.jsonError.isEmpty(), t.describe().constData());
        QVERIFY(t.processes().first()[u"threads"].toArray().size() >= threads + 1);
        QSet<QString> written;
        for (const QJsonValue& f : t.files())
            for (const QJsonValue& c : f[u"calls"].toArray())
                if (c[u"call"].toString() == u"write"_s && c[u"count"].toInteger() == 1
                    && f[u"path"].toString().startsWith(threadsDir + u"/t"_s))
                    written.insert(f[u"path"].toString());
        QCOMPARE(written.size(), threads);
    }

    void findingNamesTheUsersLine_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("function");
        QTest::addColumn<QString>("marker"); // on the line the finding must name
        QTest::addColumn<QString>("runtimeFunction"); // a frame under it that is the runtime's
        QTest::newRow("go") << goProgram(u"readbytes"_s) << u"go/readbytes.go"_s << u"main.main"_s
                            << u"_, err := f.Read(b)"_s << u"os.(*File).Read"_s;
        QTest::newRow("gcc -static -O2") << e2eProgram(u"static_perbyte"_s) << u"static_perbyte.c"_s << u"count_bytes"_s
                                         << u"/* the per-byte read */"_s << QString();
    }

    // Through ptrace the tracer walks the stack of sampled calls from outside (libdwfl, the unwind
    // tables of a program without frame pointers, Go's .debug_frame): the small-io finding names the
    // program's own line, and the runtime's frames under it (Go's os and syscall packages, the C
    // library linked in) are marked as such.
    void findingNamesTheUsersLine()
    {
        QFETCH(QString, program);
        QFETCH(QString, source);
        QFETCH(QString, function);
        QFETCH(QString, marker);
        QFETCH(QString, runtimeFunction);
        const QString sourcePath = QStringLiteral(IOLENS_E2E_SOURCE_DIR "/") + source;
        QFile text(sourcePath);
        QVERIFY(text.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(text.readAll()).split(u'\n');
        int line = 0;
        for (int i = 0; i < lines.size() && line == 0; ++i)
            if (lines[i].contains(marker))
                line = i + 1;
        QVERIFY(line > 0);

        const QString in = path(u"bytes.txt"_s);
        const TraceRun run = trace(path(u"line.json"_s), { program, in });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.json[u"mode"].toString(), u"ptrace"_s);
        QVERIFY(run.json[u"stack_sampling"][u"samples"].toInteger() > 0);
        QCOMPARE(run.json[u"stack_sampling"][u"failed"].toInteger(), 0);
        QJsonObject finding;
        for (const QJsonValue& f : run.findings())
            if (f[u"id"].toString() == u"small-io"_s && f[u"file"].toString() == in)
                finding = f.toObject();
        QVERIFY2(!finding.isEmpty(), qPrintable(run.findingIds().join(u' ')));
        const QJsonArray frames = run.json[u"frames"].toArray();
        const QJsonArray userLines = finding[u"user_lines"].toArray();
        QVERIFY2(!userLines.isEmpty(), qPrintable(finding[u"evidence"].toString()));
        const QJsonObject top = frames[userLines[0][u"frame"].toInt()].toObject();
        QCOMPARE(top[u"function"].toString(), function);
        QCOMPARE(top[u"source_path"].toString(), sourcePath);
        QCOMPARE(top[u"line"].toInt(), line);
        QVERIFY(!top[u"runtime"].toBool());
        // The read(2) of every byte and the one that found the end, all from that line.
        QCOMPARE(userLines[0][u"calls"].toInteger(), 12'001);
        // Its stack: the frames under the user's line are the runtime's.
        const QJsonArray stack = run.json[u"stacks"][userLines[0][u"stack"].toInt()][u"frames"].toArray();
        QVERIFY(stack.size() >= 2);
        const QJsonObject innermost = frames[stack[0].toInt()].toObject();
        QVERIFY2(innermost[u"runtime"].toBool(), qPrintable(innermost[u"function"].toString()));
        if (!runtimeFunction.isEmpty()) {
            bool seen = false;
            for (const QJsonValue& id : stack) {
                const QJsonObject f = frames[id.toInt()].toObject();
                if (f[u"function"].toString() == runtimeFunction) {
                    seen = true;
                    QVERIFY(f[u"runtime"].toBool());
                }
            }
            QVERIFY2(seen, qPrintable(runtimeFunction));
        }
    }
};

QTEST_GUILESS_MAIN(TestTracePtrace)
#include "tst_traceptrace.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "straceprefix.h"

#include <QDir>
#include <QTest>

// Issue 22 section 4: workloads a desktop developer runs, traced whole by iolens-cli trace --json.
// Each runs three times in fresh copies of its input: alone, under iolens, under strace -f. Under
// iolens its output and exit status are those it has alone; every process's record is closed;
// nothing is counted under "(no file)"; and on the files of its tree, iolens' count of each call
// kind equals strace's (successful calls), but for the system calls glibc makes inside the stdio
// and opendir calls iolens records as themselves, which no preload sees: for those strace's
// count must lie within what they allow (hiddenUnder).
//
// Scaled to this 2-core machine (each workload's three runs well under 30 s; the issue's sizes
// are the benchmark's, tests/bench/workloads.py): see the k* constants.

using namespace tracee2e;
using namespace Qt::StringLiterals;

namespace {

constexpr int kBuildFiles = 300; // as the issue
// The issue says 100,000. At that size the strace run alone takes about 150 s of the suite's time
// on this 2-core machine (1.3 million system calls stopped for); the 100,000-file program is
// measured in tests/bench/workloads.py and iolens-bench trace-load instead.
constexpr int kPythonFiles = 20'000;
constexpr int kThreads = 2'000; // as the issue
constexpr int kThreadRecords = 5;
constexpr int kGitFiles = 5'000; // as the issue
constexpr int kSqlRows = 100'000; // as the issue, in transactions of 1,000 rows
constexpr int kSqlRowsPerTransaction = 1'000;
constexpr int kDaemonRecords = 1'000; // the issue's daemon

std::uint64_t field(const QJsonValue& v, const char* name)
{
    return std::uint64_t(v[QLatin1StringView(name)].toInteger());
}

// The system calls of one kind that glibc makes inside calls iolens records as themselves, on the
// files under root: strace counts them, no preload sees them. At least `least`, at most `most`:
//   - stat: opendir's fstat of its directory (one each: glibc 2.36's opendir), and the fstat that
//     sizes a stream's buffer at its first read or write (at most one per fopen, fdopen, freopen);
//   - read: a stream's refills inside fgetc, fgets, fread, getline and fscanf (at most one per such
//     call and one per 4 KiB they returned, one per stream for its end, one per fseek);
//   - write: a stream's flushes inside fputc, fputs, fprintf and fwrite (at most one per such call,
//     for a line-buffered stream, and one per 4 KiB), and at its fflush, fseek and fclose.
// The refills and flushes of getc_unlocked and putc_unlocked are not hidden: iolens records them as
// the read and write they are (__uflow, __overflow).
struct Hidden {
    std::uint64_t least = 0, most = 0;
};

Hidden hiddenUnder(const TraceRun& r, const QString& root, const QString& call)
{
    static const QStringList readers { u"fgetc"_s, u"fgets"_s, u"fread"_s, u"getline"_s, u"fscanf"_s };
    static const QStringList writers { u"fputc"_s, u"fputs"_s, u"fprintf"_s, u"fwrite"_s };
    Hidden h;
    for (const QJsonValue& f : r.files()) {
        const QString path = f[u"path"].toString();
        if (path != root && !path.startsWith(root + u'/'))
            continue;
        QMap<QString, std::uint64_t> count, bytes;
        for (const QJsonValue& c : f[u"calls"].toArray()) {
            count[c[u"call"].toString()] += field(c, "count");
            bytes[c[u"call"].toString()] += field(c, "bytes");
        }
        const auto sum = [&](const QStringList& calls, QMap<QString, std::uint64_t>& of) {
            std::uint64_t n = 0;
            for (const QString& c : calls)
                n += of.value(c);
            return n;
        };
        const std::uint64_t streams = count.value(u"fopen"_s), seeks = count.value(u"fseek"_s);
        if (call == u"stat") {
            h.least += count.value(u"opendir"_s);
            h.most += count.value(u"opendir"_s) + streams;
        } else if (const std::uint64_t n = sum(readers, count); call == u"read" && n > 0) {
            h.most += n + (sum(readers, bytes) + 4095) / 4096 + streams + seeks;
        } else if (const std::uint64_t w = sum(writers, count); call == u"write" && w > 0) {
            h.most += w + (sum(writers, bytes) + 4095) / 4096 + count.value(u"fflush"_s) + seeks
                + count.value(u"fclose"_s);
        }
    }
    return h;
}

bool writeText(const QString& path, const QString& text)
{
    return writeFile(path, text.toUtf8());
}

QString program(const char* name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

// The system's interpreter, not a version manager's shim script in front of it.
QString python()
{
    const QString system = QStandardPaths::findExecutable(u"python3"_s, { u"/usr/bin"_s });
    return system.isEmpty() ? program("python3") : system;
}

// A command line run through the environment git needs to give the same commit every time.
QStringList gitEnv(const QString& home, const QStringList& command)
{
    QStringList c { u"/usr/bin/env"_s, u"HOME="_s + home, u"GIT_CONFIG_NOSYSTEM=1"_s, u"GIT_AUTHOR_NAME=iolens"_s,
        u"GIT_AUTHOR_EMAIL=iolens@example.org"_s, u"GIT_COMMITTER_NAME=iolens"_s,
        u"GIT_COMMITTER_EMAIL=iolens@example.org"_s, u"GIT_AUTHOR_DATE=2026-01-01T00:00:00Z"_s,
        u"GIT_COMMITTER_DATE=2026-01-01T00:00:00Z"_s };
    return c << command;
}

} // namespace

class TestTraceWorkloads : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_scratch; // canonical m_dir

    // What one workload needs: its command in a run directory (the tree compared with strace), the
    // inputs it prepares there, the call kinds compared, iolens-cli's extra options.
    struct Workload {
        QStringList command;
        QString root; // the tree whose files are compared; the command runs here
        QStringList calls;
        QStringList extra { u"--no-symbols"_s };
    };

    // A fresh run directory for one of the three runs, with the workload's inputs in it.
    Workload prepare(const QString& name, const QString& run)
    {
        const QString root = m_scratch + u'/' + name + u'-' + run;
        QDir(root).removeRecursively();
        QDir().mkpath(root);
        Workload w;
        w.root = root;
        if (name == u"python") {
            // Create kPythonFiles small files, then read each back, as a test suite or a site
            // generator does; prints what it read.
            const QString script = uR"(import os, sys
root, n = sys.argv[1], int(sys.argv[2])
os.mkdir(os.path.join(root, 'files'))
for i in range(n):
    with open(os.path.join(root, 'files', 'f%06d.txt' % i), 'w') as f:
        f.write('record %d\n' % i * 3)
total = 0
for i in range(n):
    with open(os.path.join(root, 'files', 'f%06d.txt' % i)) as f:
        total += len(f.read())
print(n, total)
)"_s;
            w.command = { python(), u"-c"_s, script, root, QString::number(kPythonFiles) };
            w.calls = { u"open"_s, u"close"_s, u"read"_s, u"write"_s, u"lseek"_s, u"stat"_s };
        } else if (name == u"threads") {
            w.command
                = { e2eProgram(u"thread_files"_s), root, QString::number(kThreads), QString::number(kThreadRecords) };
            w.calls = { u"open"_s, u"close"_s, u"write"_s };
        } else if (name == u"git") {
            // Dated an hour back: a file as new as the index git writes is "racily clean", and git
            // reads it again at the commit, or not, by the clock (2,000 more opens and reads in one
            // run than in another).
            const QDateTime past = QDateTime::currentDateTime().addSecs(-3600);
            for (int i = 0; i < kGitFiles; ++i) {
                const QString dir = root + u"/d%1"_s.arg(i / 100, 2, 10, QChar(u'0'));
                QDir().mkpath(dir);
                const QString file = dir + u"/file%1.txt"_s.arg(i);
                writeText(file, u"line one of %1\nline two\n"_s.arg(i));
                QFile f(file);
                if (!f.open(QIODevice::ReadWrite) || !f.setFileTime(past, QFileDevice::FileModificationTime))
                    qFatal("cannot date %s", qPrintable(file));
            }
            w.command = gitEnv(m_scratch,
                { u"/bin/sh"_s, u"-c"_s,
                    u"git init -q && git add . && git commit -q -m 'many files' && git rev-parse HEAD"_s });
            w.calls = { u"open"_s, u"close"_s, u"read"_s, u"write"_s, u"stat"_s, u"unlink"_s, u"rename"_s };
        } else if (name == u"sqlite") {
            // The SQL comes from outside the tree: sqlite3 reads it through stdio, whose calls are
            // not system calls one for one.
            const QString sql = m_scratch + u"/load.sql"_s;
            if (!QFile::exists(sql)) {
                QString text = u"create table t(id integer primary key, name text, value real);\n"_s;
                for (int i = 0; i < kSqlRows; ++i) {
                    if (i % kSqlRowsPerTransaction == 0)
                        text += u"begin;\n"_s;
                    text += u"insert into t(name, value) values('row %1', %2);\n"_s.arg(i).arg(i * 0.5);
                    if (i % kSqlRowsPerTransaction == kSqlRowsPerTransaction - 1)
                        text += u"commit;\n"_s;
                }
                text += u"select count(*), sum(id), sum(value) from t;\n"_s;
                writeText(sql, text);
            }
            w.command = { program("sqlite3"), root + u"/rows.db"_s, u".read "_s + sql };
            w.calls = { u"open"_s, u"close"_s, u"pread"_s, u"pwrite"_s, u"read"_s, u"write"_s, u"fsync"_s,
                u"fdatasync"_s, u"stat"_s, u"unlink"_s, u"access"_s, u"ftruncate"_s };
        } else if (name == u"daemon") {
            // daemon(3) forks inside libc; strace -f and --wait-all both wait for the daemon.
            w.command = { e2eProgram(u"daemon_records"_s), root + u"/records"_s, QString::number(kDaemonRecords) };
            w.calls = { u"open"_s, u"close"_s, u"write"_s, u"rename"_s };
            w.extra << u"--wait-all"_s;
        } else if (name == u"background") {
            // A shell that leaves a background job appending records with `>>`, and exits.
            w.command = { u"/bin/sh"_s, u"-c"_s,
                u"(i=0; while [ $i -lt 300 ]; do i=$((i+1)); echo \"record $i\" >> \"$1/log\"; done) & echo started"_s,
                u"sh"_s, root };
            w.calls = { u"open"_s, u"close"_s, u"write"_s };
            w.extra << u"--wait-all"_s;
        } else if (name == u"build") {
            writeBuild(root);
            w.command = { program("make"), u"-s"_s, u"-j2"_s };
            w.calls = { u"open"_s, u"close"_s, u"read"_s, u"write"_s, u"stat"_s, u"unlink"_s, u"rename"_s };
        }
        return w;
    }

    // A C project of kBuildFiles files and a Makefile whose default goal builds and runs it.
    static void writeBuild(const QString& root)
    {
        QDir().mkpath(root + u"/src"_s);
        QString header = u"#pragma once\nunsigned long step(unsigned long x, unsigned long k);\n"_s;
        QString main = u"#include <stdio.h>\n#include \"../common.h\"\n"_s;
        QString sum;
        for (int i = 0; i < kBuildFiles; ++i) {
            header += u"unsigned long f%1(unsigned long x);\n"_s.arg(i);
            writeText(root + u"/src/f%1.c"_s.arg(i, 3, 10, QChar(u'0')),
                u"#include \"../common.h\"\nstatic unsigned long table[] = { %1, %2, %3 };\n"
                u"unsigned long f%1(unsigned long x)\n{\n    for (unsigned i = 0; i < 3; ++i)\n"
                u"        x = step(x, table[i]);\n    return x;\n}\n"_s.arg(i)
                    .arg(i * 7 + 1)
                    .arg(i * 13 + 5));
            sum += u"    x = f%1(x);\n"_s.arg(i);
        }
        writeText(root + u"/common.h"_s, header);
        writeText(root + u"/src/main.c"_s,
            main
                + u"unsigned long step(unsigned long x, unsigned long k) { return x * 31 + k; }\n"
                  u"int main(void)\n{\n    unsigned long x = 1;\n"_s
                + sum + u"    printf(\"%lu\\n\", x);\n    return 0;\n}\n"_s);
        writeText(root + u"/Makefile"_s,
            u"OBJS := $(patsubst %.c,%.o,$(wildcard src/*.c))\n"
            u"run: prog\n\t./prog\nprog: $(OBJS)\n\t$(CC) -o $@ $(OBJS)\n"
            u"src/%.o: src/%.c common.h\n\t$(CC) -O1 -c -o $@ $<\n"_s);
    }

    // Runs a workload alone, then under iolens, and checks what both share; the trace.
    TraceRun traceAndCompare(const QString& name, QByteArray* output = nullptr)
    {
        const Workload plain = prepare(name, u"plain"_s);
        QByteArray alone;
        const int status = runPlain(plain.command.front(), plain.command.mid(1), &alone, plain.root);
        const Workload traced = prepare(name, u"traced"_s);
        TraceRun r = trace(m_scratch + u'/' + name + u".json"_s, traced.command, traced.extra, traced.root);
        if (output)
            *output = alone;
        [&] {
            QVERIFY2(r.jsonError.isEmpty() && !r.cli.crashed, r.describe().constData());
            QCOMPARE(status, 0);
            QCOMPARE(r.cli.exitCode, status);
            QCOMPARE(r.cli.out, alone);
        }();
        return r;
    }

    // No I/O call without its file. A process's own events (fork, exec: the JSON lists them with
    // the calls of no file) are no I/O calls and have no file to lose.
    static void checkWhole(const TraceRun& r)
    {
        QStringList noFile;
        for (const QJsonValue& f : r.files())
            if (f[u"path"].toString().isEmpty())
                for (const QJsonValue& c : f[u"calls"].toArray())
                    if (const QString call = c[u"call"].toString(); call != u"fork" && call != u"exec")
                        noFile << call + u' ' + QString::number(field(c, "count"));
        QVERIFY2(noFile.isEmpty(), qPrintable(u"(no file): "_s + noFile.join(u", ")));
        for (const QJsonValue& n : r.json[u"notices"].toArray())
            QVERIFY2(!n.toString().contains(u"(no file)"_s), qPrintable(n.toString()));
        QCOMPARE(r.json[u"still_running"].toInt(), 0);
        for (const QJsonValue& p : r.processes()) {
            const QString end = p[u"end"].toString();
            QVERIFY2(end == u"exited" || end == u"execed",
                qPrintable(p[u"argv"].toArray().first().toString() + u": "_s + end));
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_scratch = canonical(m_dir.path());
        for (const char* tool : { "strace", "python3", "sqlite3", "git", "make", "cc" })
            QVERIFY2(!program(tool).isEmpty(),
                qPrintable(u"%1 is not installed (.ci/deps installs it)"_s.arg(QString::fromLatin1(tool))));
    }

    // Output and exit status unchanged, every process closed, nothing under "(no file)", and on
    // the workload's own files the same calls as strace -f counts.
    void sameAsStrace_data()
    {
        QTest::addColumn<QString>("name");
        // git came in once fflush(NULL) had an entry of its own and getc_unlocked's refills (git
        // reads its config so) were recorded; git and the build compare stat and write within
        // glibc's hidden calls (hiddenUnder).
        for (const char* name : { "threads", "sqlite", "python", "daemon", "background", "git", "build" })
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void sameAsStrace()
    {
        QFETCH(QString, name);
        const TraceRun r = traceAndCompare(name);
        if (QTest::currentTestFailed())
            return;
        checkWhole(r);
        const Workload strace = prepare(name, u"strace"_s);
        bool ok = false;
        const QMap<QString, std::uint64_t> theirs
            = straceUnder(m_scratch + u"/strace.log"_s, strace.root, strace.command, strace.root, &ok);
        QVERIFY2(ok, qPrintable(strace.command.join(u' ')));
        const QMap<QString, std::uint64_t> mine = succeededUnder(r, m_scratch + u'/' + name + u"-traced"_s);
        QString diff;
        std::uint64_t compared = 0;
        for (const QString& call : strace.calls) {
            const std::uint64_t a = iolensSum(mine, call), b = straceSum(theirs, call);
            const Hidden hidden = hiddenUnder(r, m_scratch + u'/' + name + u"-traced"_s, call);
            compared += b;
            qInfo("%s %s: iolens %llu, glibc's hidden calls %llu to %llu, strace %llu", qPrintable(name),
                qPrintable(call), qulonglong(a), qulonglong(hidden.least), qulonglong(hidden.most), qulonglong(b));
            if (b < a + hidden.least || b > a + hidden.most)
                diff += call + u": iolens "_s + QString::number(a) + u" (glibc's hidden calls "_s
                    + QString::number(hidden.least) + u" to "_s + QString::number(hidden.most) + u"), strace "_s
                    + QString::number(b) + u"; "_s;
        }
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
        QVERIFY(compared > 0);
        if (name == u"threads") { // all its threads were recorded, each with its own file
            QCOMPARE(r.processes().size(), 1);
            QVERIFY(r.processes().first()[u"threads"].toArray().size() > kThreads);
            QCOMPARE(mine.value(u"open"_s), std::uint64_t(kThreads));
            QCOMPARE(mine.value(u"write"_s), std::uint64_t(kThreads) * kThreadRecords);
        }
    }
};

QTEST_GUILESS_MAIN(TestTraceWorkloads)
#include "tst_traceworkloads.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Python frames in the sampled stacks (issue 23 §2): Debian's own python3 (/usr/bin/python3, 3.11),
// not a program of ours, runs small scripts under iolens-cli trace. The script's functions and
// lines must name the calls (frames[].language "python"), the finding must name the script's line,
// and the script must behave exactly as without iolens (output, exit status, threads, signals,
// children, exceptions in flight).

#include "tracee2e.h"

#include <QTest>

using namespace tracee2e;

namespace {

const QString kPython = QStringLiteral("/usr/bin/python3");

// The frames of a stack as "function@file:line" (file by its last component), innermost first.
QStringList frameTexts(const TraceRun& run, const QJsonValue& stack)
{
    const QJsonArray frames = run.json[u"frames"].toArray();
    QStringList out;
    for (const QJsonValue& id : stack[u"frames"].toArray()) {
        const QJsonObject f = frames[id.toInt()].toObject();
        const QString file = f[u"file"].toString().section(u'/', -1);
        out << f[u"function"].toString() + u'@' + file + u':' + QString::number(f[u"line"].toInt());
    }
    return out;
}

// Every stack of `call` on `path`, with its calls.
QList<std::pair<QStringList, qint64>> stacksOn(const TraceRun& run, const QString& path, const QString& call)
{
    const QJsonArray files = run.files();
    QList<std::pair<QStringList, qint64>> out;
    for (const QJsonValue& s : run.json[u"stacks"].toArray()) {
        const int file = s[u"file"].toInt();
        if (file >= 0 && files[file][u"path"].toString() == path && s[u"call"].toString() == call)
            out.append({ frameTexts(run, s), s[u"calls"].toInteger() });
    }
    return out;
}

QJsonObject findingOn(const TraceRun& run, const QString& path)
{
    for (const QJsonValue& f : run.findings())
        if (f[u"file"].toString() == path)
            return f.toObject();
    return {};
}

QString writeScript(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    return writeFile(path, text) ? path : QString();
}

} // namespace

class TestTracePython : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFileInfo(kPython).isExecutable())
            QFAIL("/usr/bin/python3 is missing: .ci/deps installs python3");
    }

    // A per-byte read loop in a function called from the script's top level: every sampled read
    // stack has count() at the read's line above the interpreter's C frames, and <module> at the
    // call's line above it; the finding names count's line, and the report says it.
    void perByteReadNamesTheScriptLine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        QVERIFY(writeFile(in, QByteArray(100000, 'x')));
        const QString script = writeScript(dir, QStringLiteral("slow.py"),
            "import sys\n"
            "def count(path):\n"
            "    n = 0\n"
            "    with open(path, 'rb', buffering=0) as f:\n"
            "        while f.read(1):\n" // line 5
            "            n += 1\n"
            "    return n\n"
            "print(count(sys.argv[1]))\n"); // line 8
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { kPython, script, in });
        QCOMPARE(run.cli.exitCode, 0);
        QCOMPARE(run.cli.out.trimmed(), QByteArray("100000"));
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));

        const auto stacks = stacksOn(run, in, QStringLiteral("read"));
        QVERIFY(!stacks.isEmpty());
        qint64 calls = 0, named = 0;
        for (const auto& [frames, n] : stacks) {
            calls += n;
            const qsizetype at = frames.indexOf(QStringLiteral("count@slow.py:5"));
            if (at > 0 && frames.indexOf(QStringLiteral("<module>@slow.py:8")) == at + 1)
                named += n;
        }
        QCOMPARE(calls, 100001); // 100,000 bytes and the read that found the end
        QCOMPARE(named, calls);

        const QJsonArray frames = run.json[u"frames"].toArray();
        const QJsonObject finding = findingOn(run, in);
        QVERIFY2(!finding.isEmpty(), run.cli.err.constData());
        const QJsonArray lines = finding[u"user_lines"].toArray();
        QVERIFY(!lines.isEmpty());
        const QJsonObject top = frames[lines[0][u"frame"].toInt()].toObject();
        QCOMPARE(top[u"language"].toString(), QStringLiteral("python"));
        QCOMPARE(top[u"function"].toString(), QStringLiteral("count"));
        QCOMPARE(top[u"file"].toString(), script);
        QCOMPARE(top[u"line"].toInt(), 5);
        QCOMPARE(top[u"module"].toString(), QString());
        QVERIFY(!top[u"runtime"].toBool());
        QCOMPARE(lines[0][u"calls"].toInteger(), 100001);
        const QString evidence = finding[u"evidence"].toString();
        QVERIFY2(evidence.contains(QStringLiteral("In the program's own code, count (") + script + u":5)"),
            qPrintable(evidence));
        QVERIFY2(evidence.contains(QStringLiteral(" ← <module> (") + script + u":8)"), qPrintable(evidence));
        const QByteArray reported = "count (" + script.toUtf8() + ":5)";
        QVERIFY2(run.cli.err.contains(reported), run.cli.err.constData());
    }

    // Reads made inside the standard library (shutil.copyfileobj) are the runtime's: the user's
    // line is the script's call into it, and the stdlib frames are marked runtime.
    void standardLibraryFramesAreTheRuntime()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin")), out = dir.filePath(QStringLiteral("out.bin"));
        QVERIFY(writeFile(in, QByteArray(128 * 1024, 'y')));
        const QString script = writeScript(dir, QStringLiteral("copy.py"),
            "import shutil, sys\n"
            "def copy(a, b):\n"
            "    with open(a, 'rb', buffering=0) as s, open(b, 'wb', buffering=0) as d:\n"
            "        shutil.copyfileobj(s, d, 8)\n" // line 4: 8-byte chunks, 16,384 reads
            "copy(sys.argv[1], sys.argv[2])\n");
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { kPython, script, in, out });
        QCOMPARE(run.cli.exitCode, 0);
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        const QJsonArray frames = run.json[u"frames"].toArray();
        bool sawStdlib = false;
        for (const QJsonValue& f : frames)
            if (f[u"language"].toString() == u"python" && f[u"file"].toString().endsWith(u"/shutil.py")) {
                sawStdlib = true;
                QVERIFY2(f[u"runtime"].toBool(), qPrintable(f[u"function"].toString()));
            }
        QVERIFY(sawStdlib);
        const QJsonObject finding = findingOn(run, in);
        QVERIFY2(!finding.isEmpty(), run.cli.err.constData());
        const QJsonArray lines = finding[u"user_lines"].toArray();
        QVERIFY(!lines.isEmpty());
        const QJsonObject top = frames[lines[0][u"frame"].toInt()].toObject();
        QCOMPARE(top[u"function"].toString(), QStringLiteral("copy"));
        QCOMPARE(top[u"line"].toInt(), 4);
    }

    // Threads that read while others hold the GIL, a signal handler that writes, a child process
    // (subprocess: fork/vfork and exec) and an exception in flight while a file is read: the script
    // ends as it does untraced, and each thread's reads name its own function.
    void threadsSignalsChildrenAndExceptionsAreUnchanged()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        QVERIFY(writeFile(in, QByteArray(20000, 'z')));
        const QString script = writeScript(dir, QStringLiteral("busy.py"),
            "import os, signal, subprocess, sys, threading\n"
            "path = sys.argv[1]\n"
            "def reader(k):\n"
            "    with open(path, 'rb', buffering=0) as f:\n"
            "        while f.read(7):\n" // line 5
            "            pass\n"
            "def spin():\n"
            "    x = 0\n"
            "    for i in range(300000):\n"
            "        x += i\n"
            "    return x\n"
            "hits = []\n"
            "signal.signal(signal.SIGUSR1, lambda s, f: hits.append(os.write(2, b'')))\n"
            "ts = [threading.Thread(target=reader, args=(k,)) for k in range(4)]\n"
            "ts.append(threading.Thread(target=spin))\n"
            "for t in ts: t.start()\n"
            "os.kill(os.getpid(), signal.SIGUSR1)\n"
            "for t in ts: t.join()\n"
            "try:\n"
            "    raise ValueError('kept')\n"
            "except ValueError as e:\n"
            "    with open(path, 'rb') as f:\n"
            "        f.read()\n"
            "    assert str(e) == 'kept' and sys.exc_info()[0] is ValueError\n"
            "child = subprocess.run(['/bin/cat', path], capture_output=True)\n"
            "print(len(child.stdout), len(hits), child.returncode)\n");
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { kPython, script, in });
        QCOMPARE(run.cli.exitCode, 0);
        QCOMPARE(run.cli.out.trimmed(), QByteArray("20000 1 0"));
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        qint64 calls = 0, named = 0;
        for (const auto& [frames, n] : stacksOn(run, in, QStringLiteral("read"))) {
            calls += n;
            if (frames.contains(QStringLiteral("reader@busy.py:5")))
                named += n;
        }
        QVERIFY2(named >= 4 * (20000 / 7 + 1), qPrintable(QString::number(named)));
        QVERIFY(calls >= named);
    }

    // A real program no one here wrote: python3 -m compileall over a small package, whose
    // imports, reads, writes and renames run with Python frames taken throughout. Same output and
    // the same .pyc files as untraced; its writes are named to the stdlib, a runtime, and to no
    // user line of ours.
    void compileallRunsAsUntraced()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString package = dir.filePath(QStringLiteral("pkg"));
        QVERIFY(QDir().mkpath(package));
        for (int i = 0; i < 12; ++i)
            QVERIFY(writeFile(package + QStringLiteral("/m%1.py").arg(i),
                QByteArray("def f%1(x):\n    return [y * %1 for y in range(x)]\n")
                    .replace("%1", QByteArray::number(i))));
        const QStringList args { QStringLiteral("-m"), QStringLiteral("compileall"), QStringLiteral("-q"), package };
        QProcess plain;
        plain.start(kPython, args);
        QVERIFY(plain.waitForFinished(60'000));
        QCOMPARE(plain.exitCode(), 0);
        const QString cache = package + QStringLiteral("/__pycache__");
        const QStringList untracedFiles = QDir(cache).entryList(QDir::Files, QDir::Name);
        QCOMPARE(untracedFiles.size(), 12);
        QVERIFY(QDir(cache).removeRecursively());
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), QStringList { kPython } + args);
        QCOMPARE(run.cli.exitCode, 0);
        QCOMPARE(run.cli.out, plain.readAllStandardOutput());
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        QCOMPARE(QDir(cache).entryList(QDir::Files, QDir::Name), untracedFiles);
        bool compileallFrame = false;
        for (const QJsonValue& f : run.json[u"frames"].toArray())
            if (f[u"language"].toString() == u"python" && f[u"file"].toString().endsWith(u"/compileall.py")) {
                compileallFrame = true;
                QVERIFY(f[u"runtime"].toBool());
            }
        QVERIFY(compileallFrame);
    }

    // Frames are named from a memo per code object (pyframes.c): each of three lines of one
    // function keeps its own line, and 300 functions made and dropped one after another (more than
    // the memo holds, each freed after its call, so a later one may take a freed one's address)
    // each keep their own name, file and line. The memo keeps no code object alive: one whose
    // frame was named is gone once the program drops it, as untraced.
    void framesKeepTheirLinesThroughTheMemo()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (int i = 0; i < 304; ++i)
            QVERIFY(writeFile(dir.filePath(QStringLiteral("in%1").arg(i)), QByteArray(10 + i, 'm')));
        const QString script = writeScript(dir, QStringLiteral("memo.py"),
            "import sys\n"
            "d = sys.argv[1]\n"
            "def three(a, b, c):\n"
            "    with open(a, 'rb') as f: f.read()\n" // line 4
            "    with open(b, 'rb') as f: f.read()\n" // line 5
            "    with open(c, 'rb') as f: f.read()\n" // line 6
            "for _ in range(2):\n"
            "    three(d + '/in300', d + '/in301', d + '/in302')\n"
            "for i in range(300):\n"
            "    src = '\\n' * (i % 5) + 'def f%d(p):\\n    with open(p, \"rb\") as f:\\n        return f.read()\\n' % "
            "i\n"
            "    ns = {}\n"
            "    exec(compile(src, 'gen%d.py' % i, 'exec'), ns)\n"
            "    ns['f%d' % i](d + '/in%d' % i)\n"
            "    del ns\n"
            "import gc, weakref\n"
            "ns = {}\n"
            "exec(compile('def g(p):\\n    with open(p, \"rb\") as f:\\n        return f.read()\\n', 'weak.py', "
            "'exec'), ns)\n"
            "ns['g'](d + '/in303')\n"
            "w = weakref.ref(ns['g'].__code__)\n"
            "del ns\n"
            "gc.collect()\n"
            "print('done', w() is None)\n");
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { kPython, script, dir.path() });
        QCOMPARE(run.cli.exitCode, 0);
        QCOMPARE(run.cli.out.trimmed(), QByteArray("done True"));
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        // The first frame that is not the interpreter's own C code: the Python function that read.
        const auto readBy = [&](int file) {
            const auto stacks = stacksOn(run, dir.filePath(QStringLiteral("in%1").arg(file)), QStringLiteral("read"));
            QStringList named;
            for (const auto& [frames, n] : stacks)
                for (const QString& f : frames)
                    if (f.contains(u".py:")) {
                        named.append(f);
                        break;
                    }
            named.removeDuplicates();
            return named;
        };
        QCOMPARE(readBy(300), QStringList { QStringLiteral("three@memo.py:4") });
        QCOMPARE(readBy(301), QStringList { QStringLiteral("three@memo.py:5") });
        QCOMPARE(readBy(302), QStringList { QStringLiteral("three@memo.py:6") });
        for (int i = 0; i < 300; ++i)
            QCOMPARE(readBy(i), QStringList { QStringLiteral("f%1@gen%1.py:%2").arg(i).arg(i % 5 + 3) });
        QCOMPARE(readBy(303), QStringList { QStringLiteral("g@weak.py:3") }); // the memo had its frame
    }
};

QTEST_GUILESS_MAIN(TestTracePython)
#include "tst_tracepython.moc"

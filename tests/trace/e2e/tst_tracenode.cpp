// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// JavaScript frames in the sampled stacks (issue 23 §2): the system's node (/usr/bin/node), not a
// program of ours, runs small scripts under iolens-cli trace. The script's functions and lines must
// name its synchronous calls (frames[].language "javascript"), the finding must name the script's
// line, node's own modules and installed packages must be the runtime, and the script must behave
// exactly as without iolens (output, files, exit status) with worker threads, garbage collections
// printed by V8 itself and asynchronous calls on libuv's threads.

#include "tracee2e.h"

#include <QTest>

using namespace tracee2e;

namespace {

const QString kNode = QStringLiteral("/usr/bin/node");

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

// How many of a stack's frames are JavaScript.
int javascriptFrames(const TraceRun& run, const QJsonValue& stack)
{
    const QJsonArray frames = run.json[u"frames"].toArray();
    int n = 0;
    for (const QJsonValue& id : stack[u"frames"].toArray())
        n += frames[id.toInt()][u"language"].toString() == u"javascript" ? 1 : 0;
    return n;
}

QJsonObject findingOn(const TraceRun& run, const QString& path)
{
    for (const QJsonValue& f : run.findings())
        if (f[u"file"].toString() == path)
            return f.toObject();
    return {};
}

QString writeScript(const QString& path, const QByteArray& text)
{
    return writeFile(path, text) ? path : QString();
}

// The script's own output: without the lines V8 prints for --trace-gc ("[pid:0x…] 12 ms: Scavenge …"),
// whose timings differ from run to run.
QByteArray withoutGcLines(const QByteArray& out)
{
    QByteArray kept;
    for (const QByteArray& line : out.split('\n'))
        if (!line.startsWith('['))
            kept += line + '\n';
    return kept;
}

} // namespace

class TestTraceNode : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!QFileInfo(kNode).isExecutable())
            QFAIL("/usr/bin/node is missing: .ci/deps installs nodejs");
    }

    // A per-byte readSync loop in a function called from the script's top level: every sampled
    // read stack has countBytes at the read's line, then the top level at the call's line; node's
    // fs module above them is the runtime; the finding names countBytes's line.
    void perByteReadNamesTheScriptLine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        QVERIFY(writeFile(in, QByteArray(100000, 'x')));
        const QString script = writeScript(dir.filePath(QStringLiteral("slow.js")),
            "const fs = require('fs');\n"
            "function countBytes(path) {\n"
            "  const fd = fs.openSync(path, 'r');\n"
            "  const b = Buffer.alloc(1);\n"
            "  let n = 0;\n"
            "  while (fs.readSync(fd, b, 0, 1, null) === 1) n++;\n" // line 6
            "  fs.closeSync(fd);\n"
            "  return n;\n"
            "}\n"
            "console.log(countBytes(process.argv[2]));\n"); // line 10
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { kNode, script, in });
        QCOMPARE(run.cli.exitCode, 0);
        QCOMPARE(run.cli.out.trimmed(), QByteArray("100000"));
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));

        const auto stacks = stacksOn(run, in, QStringLiteral("read"));
        QVERIFY(!stacks.isEmpty());
        qint64 calls = 0, named = 0;
        for (const auto& [frames, n] : stacks) {
            calls += n;
            const qsizetype at = frames.indexOf(QStringLiteral("countBytes@slow.js:6"));
            if (at > 0 && frames.value(at + 1) == QStringLiteral("<anonymous>@slow.js:10"))
                named += n;
        }
        QCOMPARE(calls, 100001); // 100,000 bytes and the read that found the end
        QCOMPARE(named, calls);

        const QJsonArray frames = run.json[u"frames"].toArray();
        bool sawFsModule = false;
        for (const QJsonValue& f : frames)
            if (f[u"language"].toString() == u"javascript" && f[u"file"].toString() == u"node:fs") {
                sawFsModule = true;
                QVERIFY2(f[u"runtime"].toBool(), qPrintable(f[u"function"].toString()));
            }
        QVERIFY(sawFsModule);

        const QJsonObject finding = findingOn(run, in);
        QVERIFY2(!finding.isEmpty(), run.cli.err.constData());
        const QJsonArray lines = finding[u"user_lines"].toArray();
        QVERIFY(!lines.isEmpty());
        const QJsonObject top = frames[lines[0][u"frame"].toInt()].toObject();
        QCOMPARE(top[u"language"].toString(), QStringLiteral("javascript"));
        QCOMPARE(top[u"function"].toString(), QStringLiteral("countBytes"));
        QCOMPARE(top[u"file"].toString(), script);
        QCOMPARE(top[u"line"].toInt(), 6);
        QCOMPARE(top[u"module"].toString(), QString());
        QVERIFY(!top[u"runtime"].toBool());
        QCOMPARE(lines[0][u"calls"].toInteger(), 100001);
        const QString evidence = finding[u"evidence"].toString();
        QVERIFY2(evidence.contains(QStringLiteral("In the program's own code, countBytes (") + script + u":6)"),
            qPrintable(evidence));
        QVERIFY2(evidence.contains(QStringLiteral(" ← <anonymous> (") + script + u":10)"), qPrintable(evidence));
    }

    // Reads made inside an installed package (node_modules) are the runtime's, as Python's
    // site-packages are: the user's line is the script's call into the package.
    void installedPackagesAreTheRuntime()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        QVERIFY(writeFile(in, QByteArray(128 * 1024, 'y')));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("node_modules/chunky"))));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("node_modules/chunky/index.js")),
            "const fs = require('fs');\n"
            "exports.readAll = function readAll(path) {\n"
            "  const fd = fs.openSync(path, 'r'), b = Buffer.alloc(2);\n"
            "  let n = 0, got;\n"
            "  while ((got = fs.readSync(fd, b, 0, 2, null)) > 0) n += got;\n" // 65,537 2-byte reads
            "  fs.closeSync(fd);\n"
            "  return n;\n"
            "};\n"));
        const QString script = writeScript(dir.filePath(QStringLiteral("main.js")),
            "const chunky = require('chunky');\n"
            "function load(path) {\n"
            "  return chunky.readAll(path);\n" // line 3
            "}\n"
            "console.log(load(process.argv[2]));\n");
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { kNode, script, in }, {}, dir.path());
        QCOMPARE(run.cli.exitCode, 0);
        QCOMPARE(run.cli.out.trimmed(), QByteArray("131072"));
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        const QJsonArray frames = run.json[u"frames"].toArray();
        bool sawPackage = false;
        for (const QJsonValue& f : frames)
            if (f[u"language"].toString() == u"javascript" && f[u"file"].toString().contains(u"/node_modules/")) {
                sawPackage = true;
                QVERIFY2(f[u"runtime"].toBool(), qPrintable(f[u"function"].toString()));
            }
        QVERIFY(sawPackage);
        const QJsonObject finding = findingOn(run, in);
        QVERIFY2(!finding.isEmpty(), run.cli.err.constData());
        const QJsonArray lines = finding[u"user_lines"].toArray();
        QVERIFY(!lines.isEmpty());
        const QJsonObject top = frames[lines[0][u"frame"].toInt()].toObject();
        QCOMPARE(top[u"function"].toString(), QStringLiteral("load"));
        QCOMPARE(top[u"file"].toString(), script);
        QCOMPARE(top[u"line"].toInt(), 3);
    }

    // An ES module is named by a file:// URL in V8; the frame names the path a person opens.
    void esModuleFramesNameThePath()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        QVERIFY(writeFile(in, QByteArray(3000, 'e')));
        const QString script = writeScript(dir.filePath(QStringLiteral("bytes.mjs")),
            "import { openSync, readSync, closeSync } from 'node:fs';\n"
            "export function byteByByte(path) {\n"
            "  const fd = openSync(path, 'r'), b = Buffer.alloc(1);\n"
            "  let n = 0;\n"
            "  while (readSync(fd, b, 0, 1, null) === 1) n++;\n" // line 5
            "  closeSync(fd);\n"
            "  return n;\n"
            "}\n"
            "console.log(byteByByte(process.argv[2]));\n");
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { kNode, script, in });
        QCOMPARE(run.cli.exitCode, 0);
        QCOMPARE(run.cli.out.trimmed(), QByteArray("3000"));
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        qint64 calls = 0, named = 0;
        for (const auto& [frames, n] : stacksOn(run, in, QStringLiteral("read"))) {
            calls += n;
            if (frames.contains(QStringLiteral("byteByByte@bytes.mjs:5")))
                named += n;
        }
        QCOMPARE(calls, 3001);
        QCOMPARE(named, calls);
        bool sawPath = false;
        for (const QJsonValue& f : run.json[u"frames"].toArray()) {
            QVERIFY2(!f[u"file"].toString().startsWith(u"file:"), qPrintable(f[u"file"].toString()));
            sawPath = sawPath || f[u"file"].toString() == script;
        }
        QVERIFY(sawPath);
    }

    // A worker thread writing its own file, thousands of collections that V8 reports with its own
    // printf (--trace-gc: inside a collection, where no JavaScript may be asked for), thrown and
    // caught ENOENT errors, and asynchronous reads on libuv's worker threads (the JavaScript that
    // asked for them has returned: a marker frame says so): output and files as untraced; the
    // worker's writes name its function; V8's prints carry no JavaScript frame.
    void workersCollectionsAndAsyncCallsAreUnchanged()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray program = "const fs = require('fs');\n"
                                   "const path = require('path');\n"
                                   "const { Worker, isMainThread, parentPort } = require('worker_threads');\n"
                                   "const dir = process.argv[2];\n"
                                   "function workerWrites() {\n"
                                   "  const fd = fs.openSync(path.join(dir, 'w.bin'), 'w');\n"
                                   "  for (let i = 0; i < 2000; i++) fs.writeSync(fd, 'x');\n" // line 7
                                   "  fs.closeSync(fd);\n"
                                   "  parentPort.postMessage('done');\n"
                                   "}\n"
                                   "function churn() {\n"
                                   "  const junk = [];\n"
                                   "  for (let i = 0; i < 3000; i++) {\n"
                                   "    junk.push(new Array(1000).fill(i));\n"
                                   "    if (junk.length > 50) junk.shift();\n"
                                   "    try { fs.readFileSync(path.join(dir, 'missing' + i)); } catch (e) {}\n"
                                   "    fs.appendFileSync(path.join(dir, 'log.txt'), 'line ' + i + '\\n');\n"
                                   "  }\n"
                                   "}\n"
                                   "if (!isMainThread) {\n"
                                   "  workerWrites();\n"
                                   "} else {\n"
                                   "  churn();\n"
                                   "  const w = new Worker(__filename, { argv: [dir] });\n"
                                   "  w.on('message', async (m) => {\n"
                                   "    const data = await fs.promises.readFile(path.join(dir, 'log.txt'));\n"
                                   "    let chunks = 0;\n"
                                   "    fs.createReadStream(path.join(dir, 'log.txt'), { highWaterMark: 16 })\n"
                                   "      .on('data', () => chunks++)\n"
                                   "      .on('end', () => console.log(m, data.length, chunks,\n"
                                   "        fs.statSync(path.join(dir, 'w.bin')).size));\n"
                                   "  });\n"
                                   "}\n";
        const QString script = writeScript(dir.filePath(QStringLiteral("busy.js")), program);
        const QString plainDir = dir.filePath(QStringLiteral("plain")),
                      tracedDir = dir.filePath(QStringLiteral("traced"));
        QVERIFY(QDir().mkpath(plainDir) && QDir().mkpath(tracedDir));
        QProcess plain;
        plain.start(kNode, { QStringLiteral("--trace-gc"), script, plainDir });
        QVERIFY(plain.waitForFinished(120'000));
        QCOMPARE(plain.exitCode(), 0);
        const QByteArray plainOut = plain.readAllStandardOutput();
        QVERIFY(plainOut.contains("done 28890 1806 2000"));

        const TraceRun run
            = trace(dir.filePath(QStringLiteral("t.json")), { kNode, QStringLiteral("--trace-gc"), script, tracedDir });
        QCOMPARE(run.cli.exitCode, 0);
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        QCOMPARE(withoutGcLines(run.cli.out), withoutGcLines(plainOut));
        QVERIFY(run.cli.out.size() > withoutGcLines(run.cli.out).size()); // V8 did print collections
        for (const QString& name : { QStringLiteral("log.txt"), QStringLiteral("w.bin") })
            QCOMPARE(QFileInfo(tracedDir + u'/' + name).size(), QFileInfo(plainDir + u'/' + name).size());

        qint64 workerCalls = 0, workerNamed = 0;
        for (const auto& [frames, n] : stacksOn(run, tracedDir + QStringLiteral("/w.bin"), QStringLiteral("write"))) {
            workerCalls += n;
            if (frames.contains(QStringLiteral("workerWrites@busy.js:7")))
                workerNamed += n;
        }
        QCOMPARE(workerCalls, 2000);
        QCOMPARE(workerNamed, workerCalls);

        // V8's own prints during a collection: stdio calls that libuv did not make.
        int printStacks = 0;
        for (const QJsonValue& s : run.json[u"stacks"].toArray()) {
            const QString call = s[u"call"].toString();
            if (call.contains(u"printf")) {
                ++printStacks;
                QCOMPARE(javascriptFrames(run, s), 0);
            }
        }
        QVERIFY(printStacks > 0);
        // The asynchronous reads of log.txt ran on libuv's worker threads: counted, with one marker
        // frame for the JavaScript that had returned (runtime: no user line), and said in a notice.
        const QJsonArray frames = run.json[u"frames"].toArray();
        qint64 asyncReads = 0;
        for (const QJsonValue& s : run.json[u"stacks"].toArray()) {
            const int file = s[u"file"].toInt();
            if (file < 0 || run.files()[file][u"path"].toString() != tracedDir + QStringLiteral("/log.txt")
                || s[u"call"].toString() != u"read")
                continue;
            asyncReads += s[u"calls"].toInteger();
            QCOMPARE(javascriptFrames(run, s), 1);
            const QJsonArray ids = s[u"frames"].toArray();
            const QJsonObject marker = frames[ids.last().toInt()].toObject();
            QCOMPARE(marker[u"function"].toString(), QStringLiteral("(asynchronous call, on a libuv worker thread)"));
            QVERIFY(marker[u"runtime"].toBool());
        }
        QVERIFY2(run.cli.err.contains("Calls made on libuv's worker threads for node's asynchronous calls"),
            run.cli.err.constData());
        QVERIFY(asyncReads >= 1806);
    }

    // Child processes through libuv (child_process.spawn, execFileSync): libuv's child makes traced
    // calls (dup2, the signal resets) between its fork and its exec, where V8's API must not be
    // asked for frames: the child is a copy of one thread of the runtime. Asked, it died of SIGSEGV
    // and node reported the child killed by SIGSEGV, not by the SIGTERM it sent. Output as untraced;
    // the killed child's record names SIGTERM with its kernel counts.
    void childProcessesAreUnchanged()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QByteArray program = "const c = require('child_process');\n"
                                   "const out = c.execFileSync('/bin/echo', ['from a child']).toString().trim();\n"
                                   "const p = c.spawn('/bin/sleep', ['5']);\n"
                                   "setTimeout(() => p.kill('SIGTERM'), 300);\n"
                                   "p.on('exit', (code, signal) => console.log(out, code, signal));\n";
        const QString script = writeScript(dir.filePath(QStringLiteral("children.js")), program);
        QProcess plain;
        plain.start(kNode, { script });
        QVERIFY(plain.waitForFinished(60'000));
        QCOMPARE(plain.exitCode(), 0);
        QCOMPARE(plain.readAllStandardOutput(), QByteArray("from a child null SIGTERM\n"));

        const TraceRun run = trace(dir.filePath(QStringLiteral("c.json")), { kNode, script });
        QCOMPARE(run.cli.exitCode, 0);
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        QCOMPARE(run.cli.out, QByteArray("from a child null SIGTERM\n"));
        int killed = 0;
        for (const QJsonValue& p : run.processes()) {
            if (p[u"end"].toString() != u"killed")
                continue;
            ++killed;
            QCOMPARE(p[u"signal"].toInt(), 15);
            QVERIFY2(p[u"kernel"].isObject(), run.describe().constData());
        }
        QCOMPARE(killed, 1);
    }
};

QTEST_GUILESS_MAIN(TestTraceNode)
#include "tst_tracenode.moc"

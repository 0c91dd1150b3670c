// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sampled full call stacks (issue 23) end to end: iolens-cli trace runs tp_stackcallers (built -O2
// -fomit-frame-pointer, tests/trace/programs/stackcallers.c) and the JSON's frames[] and stacks[]
// and the --folded file are checked against what the program did.

#include "tracee2e.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

using namespace tracee2e;

namespace {

const QString kProgram = QStringLiteral(IOLENS_TRACE_PROGRAMS "/tp_stackcallers");

struct StackRow {
    QStringList functions; // innermost first
    bool truncated = false;
    std::uint64_t calls = 0, ns = 0;
};

// The stacks of `call` on `path`, their frames as function names.
QList<StackRow> stacksOf(const TraceRun& run, const QString& path, const QString& call)
{
    const QJsonArray files = run.files(), frames = run.json[u"frames"].toArray();
    QList<StackRow> rows;
    for (const QJsonValue& s : run.json[u"stacks"].toArray()) {
        const int file = s[u"file"].toInt();
        if (file < 0 || files[file][u"path"].toString() != path || s[u"call"].toString() != call)
            continue;
        StackRow row;
        for (const QJsonValue& id : s[u"frames"].toArray())
            row.functions << frames[id.toInt()][u"function"].toString();
        row.truncated = s[u"truncated"].toBool();
        row.calls = std::uint64_t(s[u"calls"].toInteger());
        row.ns = std::uint64_t(s[u"ns"].toInteger());
        rows << row;
    }
    return rows;
}

// The line of stackcallers.c holding text (first match), 0 if none.
int lineOf(const QString& text)
{
    QFile source(QStringLiteral(IOLENS_STACKCALLERS_SOURCE));
    if (!source.open(QIODevice::ReadOnly))
        return 0;
    int line = 0;
    while (!source.atEnd()) {
        ++line;
        if (QString::fromUtf8(source.readLine()).contains(text))
            return line;
    }
    return 0;
}

std::uint64_t callsFrom(const QList<StackRow>& rows, const QString& caller)
{
    std::uint64_t n = 0;
    for (const StackRow& r : rows)
        if (r.functions.size() >= 2 && r.functions[0] == u"write_record" && r.functions[1] == caller)
            n += r.calls;
    return n;
}

} // namespace

class TestTraceStacks : public QObject {
    Q_OBJECT

private slots:
    // Every call of a slot up to its first 16 has its own stack: below that the shares are exact.
    // Past it, a sample stands for the slot's calls since the previous one, so a caller's share is
    // off by less than one sampling period (1,024 calls) for each change of caller; the stacks of
    // the slot still add up to its exact count.
    void callersGetTheirShares_data()
    {
        QTest::addColumn<qint64>("n");
        QTest::addColumn<qint64>("m");
        QTest::addColumn<qint64>("tolerance");
        QTest::addRow("exact below the first calls") << qint64(5) << qint64(9) << qint64(0);
        QTest::addRow("sampled") << qint64(4000) << qint64(12000) << qint64(1024);
    }
    void callersGetTheirShares()
    {
        QFETCH(qint64, n);
        QFETCH(qint64, m);
        QFETCH(qint64, tolerance);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("out"));
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")),
            { kProgram, QStringLiteral("callers"), out, QString::number(n), QString::number(m) });
        QCOMPARE(run.cli.exitCode, 0);
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        QCOMPARE(run.call(out, QStringLiteral("write")).count, std::uint64_t(n + m));
        QVERIFY(run.json[u"stack_sampling"][u"enabled"].toBool());
        QCOMPARE(run.json[u"stack_sampling"][u"frame_order"].toString(), QStringLiteral("innermost_first"));
        // The output says that stacks are sampled, and at what rates.
        QCOMPARE(run.json[u"stack_sampling"][u"first_calls"].toInteger(), 16);
        QCOMPARE(run.json[u"stack_sampling"][u"period"].toInteger(), 1024);
        QCOMPARE(run.json[u"stack_sampling"][u"stdio_period"].toInteger(), 16384);
        QCOMPARE(run.json[u"stack_sampling"][u"slow_ns"].toInteger(), 1000000);

        const QList<StackRow> rows = stacksOf(run, out, QStringLiteral("write"));
        std::uint64_t total = 0;
        for (const StackRow& r : rows) {
            total += r.calls;
            // Through -O2 code without frame pointers: write_record ← caller ← main.
            QVERIFY2(r.functions.size() >= 3, qPrintable(r.functions.join(u" ← ")));
            QCOMPARE(r.functions[0], QStringLiteral("write_record"));
            QCOMPARE(r.functions[2], QStringLiteral("main"));
        }
        QCOMPARE(total, std::uint64_t(n + m));
        const auto a = qint64(callsFrom(rows, QStringLiteral("caller_a")));
        const auto b = qint64(callsFrom(rows, QStringLiteral("caller_b")));
        QCOMPARE(a + b, n + m);
        QVERIFY2(std::abs(a - n) <= tolerance, qPrintable(QStringLiteral("caller_a %1 of %2").arg(a).arg(n)));
        QVERIFY2(std::abs(b - m) <= tolerance, qPrintable(QStringLiteral("caller_b %1 of %2").arg(b).arg(m)));

        // The unwinder's own reads and opens (libunwind) pass through untraced: the program's
        // file is the only one in the trace.
        for (const QJsonValue& f : run.files())
            QCOMPARE(f[u"path"].toString(), out);
    }

    // Issue 23 §3: the finding about the 2-byte writes names the program's own line, not libc's
    // write: write_record, with caller_b's stack (the hotter one) as its call stack. --user-code
    // widens "own code" to a module of the user's choice (here libc itself).
    void findingNamesTheUsersLine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("out"));
        const QStringList command { kProgram, QStringLiteral("callers"), out, QStringLiteral("4000"),
            QStringLiteral("12000") };
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), command);
        QCOMPARE(run.cli.exitCode, 0);
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        const QJsonArray frames = run.json[u"frames"].toArray(), stacks = run.json[u"stacks"].toArray();
        QJsonObject finding;
        for (const QJsonValue& f : run.json[u"findings"].toArray())
            if (f[u"file"].toString() == out)
                finding = f.toObject();
        QVERIFY2(!finding.isEmpty(), run.cli.out.constData());
        const QJsonArray lines = finding[u"user_lines"].toArray();
        QCOMPARE(lines.size(), 1);
        const QJsonObject top = frames[lines[0][u"frame"].toInt()].toObject();
        QCOMPARE(top[u"function"].toString(), QStringLiteral("write_record"));
        QCOMPARE(top[u"file"].toString(), QStringLiteral("stackcallers.c"));
        QCOMPARE(lines[0][u"calls"].toInteger(), 16000);
        const QString evidence = finding[u"evidence"].toString();
        QVERIFY2(evidence.contains(QStringLiteral("In the program's own code, write_record (stackcallers.c:")),
            qPrintable(evidence));
        QVERIFY2(evidence.contains(QStringLiteral("makes 100 % of these calls")), qPrintable(evidence));
        QVERIFY2(evidence.contains(QStringLiteral(" ← caller_b (stackcallers.c:")), qPrintable(evidence));
        QVERIFY2(!evidence.contains(QStringLiteral("_start")), qPrintable(evidence));
        QStringList hottest;
        for (const QJsonValue& id : stacks[lines[0][u"stack"].toInt()][u"frames"].toArray())
            hottest << frames[id.toInt()][u"function"].toString();
        QVERIFY2(hottest.contains(QStringLiteral("caller_b")), qPrintable(hottest.join(u" ← ")));
        QVERIFY2(run.cli.err.contains("In the program's own code, write_record"),
            run.cli.err.constData()); // the report goes to stderr with --json

        // A Python script's line is its own Python frame (tst_tracepython has more): here the
        // `-c` script's top level, "<module>" in "<string>" at line 3. --user-code python3 makes
        // the interpreter's C frames count too, and the line is then the innermost of them.
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        QVERIFY(writeFile(in, QByteArray(200000, 'x')));
        const QStringList script { QStringLiteral("python3"), QStringLiteral("-c"),
            QStringLiteral("import sys\nf = open(sys.argv[1], 'rb', buffering=0)\nwhile f.read(1): pass"), in };
        const auto linesOn = [&](const TraceRun& r) {
            for (const QJsonValue& f : r.json[u"findings"].toArray())
                if (f[u"file"].toString() == in)
                    return f[u"user_lines"].toArray();
            return QJsonArray { QStringLiteral("no finding on the file") };
        };
        const TraceRun plainPython = trace(dir.filePath(QStringLiteral("p.json")), script);
        QCOMPARE(plainPython.cli.exitCode, 0);
        const QJsonArray scriptLines = linesOn(plainPython);
        QVERIFY2(!scriptLines.isEmpty() && scriptLines[0].isObject(), plainPython.cli.err.constData());
        const QJsonObject scriptLine = plainPython.json[u"frames"][scriptLines[0][u"frame"].toInt()].toObject();
        QCOMPARE(scriptLine[u"language"].toString(), QStringLiteral("python"));
        QCOMPARE(scriptLine[u"function"].toString(), QStringLiteral("<module>"));
        QCOMPARE(scriptLine[u"file"].toString(), QStringLiteral("<string>"));
        QCOMPARE(scriptLine[u"line"].toInt(), 3);
        const TraceRun widened = trace(dir.filePath(QStringLiteral("w.json")), script,
            { QStringLiteral("--user-code"), QStringLiteral("python3") });
        QCOMPARE(widened.cli.exitCode, 0);
        QCOMPARE(widened.json[u"user_code"].toArray().first().toString(), QStringLiteral("python3"));
        const QJsonArray widenedLines = linesOn(widened);
        QVERIFY2(!widenedLines.isEmpty() && widenedLines[0].isObject(), widened.cli.err.constData());
        const QJsonObject inner = widened.json[u"frames"][widenedLines[0][u"frame"].toInt()].toObject();
        QVERIFY2(
            inner[u"module"].toString().contains(QStringLiteral("python3")), qPrintable(inner[u"module"].toString()));

        const CliResult empty = runCli({ QStringLiteral("trace"), QStringLiteral("--user-code="), QStringLiteral("--"),
            QStringLiteral("/bin/true") });
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains("--user-code needs"), empty.err.constData());
    }

    // A stack deeper than 64 frames keeps its innermost 64 and says it was cut, in the JSON, in
    // the sampling totals and in the folded file.
    void deepRecursionIsTruncatedAt64()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("out")), folded = dir.filePath(QStringLiteral("f.txt"));
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")),
            { kProgram, QStringLiteral("deep"), out, QStringLiteral("200") }, { QStringLiteral("--folded"), folded });
        QCOMPARE(run.cli.exitCode, 0);
        const QList<StackRow> rows = stacksOf(run, out, QStringLiteral("write"));
        QCOMPARE(rows.size(), 1);
        QVERIFY(rows[0].truncated);
        QCOMPARE(rows[0].functions.size(), 64);
        QCOMPARE(rows[0].functions[0], QStringLiteral("write_record"));
        for (qsizetype i = 1; i < 64; ++i)
            QCOMPARE(rows[0].functions[i], QStringLiteral("recurse"));
        QCOMPARE(run.json[u"stack_sampling"][u"truncated"].toInteger(), 1);
        QFile f(folded);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY2(text.startsWith("[deeper frames cut];recurse ("), text.constData());
    }

    // A helper the compiler inlined (log_line, always_inline, into caller_c at -O2): the write's
    // return address lies in caller_c's code, and the stack names both, the inlined helper marked
    // so, its line the write's and caller_c's the line that calls the helper; then main.
    void inlinedFunctionsKeepTheirCaller()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("out"));
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")),
            { kProgram, QStringLiteral("inlined"), out, QStringLiteral("100") });
        QCOMPARE(run.cli.exitCode, 0);
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        const QJsonArray frames = run.json[u"frames"].toArray(), files = run.files();
        int stacks = 0;
        std::uint64_t calls = 0;
        for (const QJsonValue& st : run.json[u"stacks"].toArray()) {
            const int file = st[u"file"].toInt();
            if (file < 0 || files[file][u"path"].toString() != out || st[u"call"].toString() != u"write")
                continue;
            ++stacks;
            calls += std::uint64_t(st[u"calls"].toInteger());
            const QJsonArray ids = st[u"frames"].toArray();
            QJsonObject names[3];
            for (int k = 0; k < 3 && k < ids.size(); ++k)
                names[k] = frames[ids[k].toInt()].toObject();
            QCOMPARE(names[0][u"function"].toString(), QStringLiteral("log_line"));
            QVERIFY(names[0][u"inlined"].toBool());
            QCOMPARE(names[0][u"line"].toInt(), lineOf(QStringLiteral("TP_CHECK(write(g_fd, \"i\\n\", 2) == 2);")));
            QCOMPARE(names[1][u"function"].toString(), QStringLiteral("caller_c"));
            QVERIFY(!names[1][u"inlined"].toBool());
            QCOMPARE(names[1][u"line"].toInt(), lineOf(QStringLiteral("log_line();")));
            QCOMPARE(names[1][u"module_offset"], names[0][u"module_offset"]); // one address, two functions
            QCOMPARE(names[2][u"function"].toString(), QStringLiteral("main"));
        }
        QCOMPARE(stacks, 1);
        QCOMPARE(calls, 100u);
    }

    // 20,000 distinct stacks, one write each on a file of its own (so each is the first call of its
    // file and always sampled): the process's stacks file fills (its 32,768 stack, file and call
    // kind combinations: an open, a write and a close per file), the stacks past it are counted
    // and said, and every write is still in the stacks, those without room as calls without a
    // stored sample; the stored ones, more than 10,000, are all different and all named.
    void distinctStacksPastTheTableAreCounted()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("leaves"));
        QVERIFY(QDir().mkpath(out));
        constexpr int kLeaves = 20000;
        // 20 threads of 1,000 leaves: 3,000 first calls each (open, write, close), within a
        // thread's first-call budget, so every write is sampled and the table fills.
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")),
            { kProgram, QStringLiteral("tree"), out, QString::number(kLeaves), QStringLiteral("20") });
        QCOMPARE(run.cli.exitCode, 0);
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        const QJsonArray frames = run.json[u"frames"].toArray();
        std::uint64_t writes = 0, unsampled = 0;
        QSet<QString> distinct;
        for (const QJsonValue& s : run.json[u"stacks"].toArray()) {
            if (s[u"call"].toString() != u"write")
                continue;
            writes += std::uint64_t(s[u"calls"].toInteger());
            const QJsonArray ids = s[u"frames"].toArray();
            if (ids.isEmpty()) {
                unsampled += std::uint64_t(s[u"calls"].toInteger());
                continue;
            }
            QStringList names;
            for (const QJsonValue& id : ids)
                names << frames[id.toInt()][u"function"].toString();
            QCOMPARE(names.value(0), QStringLiteral("write_record"));
            QCOMPARE(names.count(QStringLiteral("step")), 16); // 15 levels and the leaf's
            distinct.insert(names.join(u';') + u'|' + QString::number(s[u"file"].toInt()));
        }
        QCOMPARE(writes, std::uint64_t(kLeaves));
        QVERIFY2(distinct.size() >= 10000, qPrintable(QString::number(distinct.size())));
        QVERIFY(distinct.size() < kLeaves);
        const std::uint64_t dropped = std::uint64_t(run.json[u"stack_sampling"][u"dropped"].toInteger());
        QVERIFY(dropped > 0);
        QCOMPARE(unsampled, std::uint64_t(kLeaves - distinct.size()));
        const QByteArray notice = QByteArray::number(dropped) + " sampled call stacks found no room";
        QVERIFY2(run.cli.err.contains(notice), run.cli.err.left(3000).constData());
    }

    // One thread opening 6,000 files makes 18,000 first calls: past the first 4,096 samples it
    // samples 1 in 64, and the files left without a sample take stacks sampled at the same call
    // site, so every write still has a full stack and the calls still add up.
    void firstCallsPastTheBudgetShareTheirSitesStacks()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("leaves"));
        QVERIFY(QDir().mkpath(out));
        constexpr int kLeaves = 6000;
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")),
            { kProgram, QStringLiteral("tree"), out, QString::number(kLeaves) });
        QCOMPARE(run.cli.exitCode, 0);
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        const QJsonObject sampling = run.json[u"stack_sampling"].toObject();
        const std::uint64_t samples = std::uint64_t(sampling[u"samples"].toInteger());
        const std::uint64_t shared = std::uint64_t(sampling[u"site_shared_calls"].toInteger());
        // 4,096 within the budget and about 13,904 / 64 past it, never one per first call.
        QVERIFY2(samples >= 4096 && samples < 4096 + 400, qPrintable(QString::number(samples)));
        QVERIFY2(shared > 13000 && shared < 18000 - 4096, qPrintable(QString::number(shared)));
        const QJsonArray frames = run.json[u"frames"].toArray();
        std::uint64_t writes = 0;
        QSet<QString> distinct;
        for (const QJsonValue& s : run.json[u"stacks"].toArray()) {
            if (s[u"call"].toString() != u"write")
                continue;
            writes += std::uint64_t(s[u"calls"].toInteger());
            QStringList names;
            for (const QJsonValue& id : s[u"frames"].toArray())
                names << frames[id.toInt()][u"function"].toString();
            QCOMPARE(names.value(0), QStringLiteral("write_record"));
            QCOMPARE(names.count(QStringLiteral("step")), 16);
            distinct.insert(names.join(u';'));
        }
        QCOMPARE(writes, std::uint64_t(kLeaves));
        // The shared stacks are sampled ones: no more distinct write stacks than samples of writes.
        QVERIFY2(distinct.size() > 1000 && distinct.size() < 2000, qPrintable(QString::number(distinct.size())));
        QVERIFY2(
            run.cli.err.contains("calls had no call stack sampled of their own"), run.cli.err.left(3000).constData());
    }

    // Folded stacks as flamegraph.pl reads them: "frame;frame;…;frame count", outermost first;
    // the counts add up to the time of every traced call.
    void foldedAddsUpToTheTracedTime()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("out")), folded = dir.filePath(QStringLiteral("f.txt"));
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")),
            { kProgram, QStringLiteral("callers"), out, QStringLiteral("3"), QStringLiteral("4") },
            { QStringLiteral("--folded"), folded });
        QCOMPARE(run.cli.exitCode, 0);
        std::uint64_t traced = 0;
        for (const QJsonValue& file : run.files())
            for (const QJsonValue& c : file[u"calls"].toArray())
                traced += std::uint64_t(c[u"ns"].toInteger());
        QVERIFY(traced > 0);

        QFile f(folded);
        QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
        static const QRegularExpression line(QStringLiteral("^([^ ;][^;]*(?:;[^;]+)*) (\\d+)$"));
        std::uint64_t sum = 0;
        bool sawA = false, sawB = false;
        for (const QByteArray& raw : f.readAll().split('\n')) {
            if (raw.isEmpty())
                continue;
            const QRegularExpressionMatch match = line.match(QString::fromUtf8(raw));
            QVERIFY2(match.hasMatch(), raw.constData());
            sum += match.captured(2).toULongLong();
            const QStringList frames = match.captured(1).split(u';');
            const auto at = [&](const QString& function) {
                for (qsizetype i = 0; i < frames.size(); ++i)
                    if (frames[i].startsWith(function + u" (") || frames[i] == function)
                        return i;
                return qsizetype(-1);
            };
            if (at(QStringLiteral("caller_a")) >= 0) {
                sawA = true;
                QCOMPARE(at(QStringLiteral("write_record")), at(QStringLiteral("caller_a")) + 1);
                QVERIFY(at(QStringLiteral("main")) < at(QStringLiteral("caller_a")));
            }
            sawB = sawB || at(QStringLiteral("caller_b")) >= 0;
        }
        QVERIFY(sawA);
        QVERIFY(sawB);
        QCOMPARE(sum, traced);
    }

    // --flame draws the flame graph as the window does (iolens-render, no display): an SVG whose
    // text names both callers, a PNG; a file of another kind, or with --no-stacks, is refused
    // before the program runs.
    void flameGraphIsDrawn()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("out")), svg = dir.filePath(QStringLiteral("f.svg")),
                      png = dir.filePath(QStringLiteral("f.png"));
        // Enough writes that the callers' boxes are wide enough for their names beside the open.
        const QStringList program { kProgram, QStringLiteral("callers"), out, QStringLiteral("3000"),
            QStringLiteral("1000") };
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), program, { QStringLiteral("--flame"), svg });
        QCOMPARE(run.cli.exitCode, 0);
        QFile file(svg);
        QVERIFY2(file.open(QIODevice::ReadOnly), run.cli.err.constData());
        QXmlStreamReader xml(&file);
        QString text;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::Characters)
                text += xml.text();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(
            text.contains(QStringLiteral("caller_a")) && text.contains(QStringLiteral("caller_b")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("libc.so"))); // runtime frames folded, as in the window

        const CliResult drawn = runCli(
            QStringList { QStringLiteral("trace"), QStringLiteral("--flame"), png, QStringLiteral("--") } + program);
        QCOMPARE(drawn.exitCode, 0);
        QFile image(png);
        QVERIFY2(image.open(QIODevice::ReadOnly), drawn.err.constData());
        QCOMPARE(image.read(8), QByteArray("\x89PNG\r\n\x1a\n", 8));
        QVERIFY(image.size() > 1000); // a drawing, not an empty picture

        const QString bmp = dir.filePath(QStringLiteral("f.bmp"));
        const CliResult wrongKind = runCli(
            QStringList { QStringLiteral("trace"), QStringLiteral("--flame"), bmp, QStringLiteral("--") } + program);
        QCOMPARE(wrongKind.exitCode, 2);
        QVERIFY2(
            wrongKind.err.contains("--flame needs a file ending in .png, .pdf or .svg"), wrongKind.err.constData());
        const CliResult noStacks = runCli(QStringList { QStringLiteral("trace"), QStringLiteral("--no-stacks"),
                                              QStringLiteral("--flame"), svg, QStringLiteral("--") }
            + program);
        QCOMPARE(noStacks.exitCode, 2);
        QVERIFY2(noStacks.err.contains("--no-stacks turns off"), noStacks.err.constData());
    }

    // A signal handler's calls (tp_signals: SIGALRM every 50 µs stats and writes /dev/null while
    // main reads /dev/zero) unwind through the signal frame to the handler and on to main, and
    // a fork child (tp_fork) writes stacks of its own, under its own pid.
    void signalHandlersAndForkChildrenHaveTheirStacks()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const TraceRun signalled
            = trace(dir.filePath(QStringLiteral("s.json")), { QStringLiteral(IOLENS_TRACE_PROGRAMS "/tp_signals") });
        QCOMPARE(signalled.cli.exitCode, 0);
        QCOMPARE(signalled.call(QStringLiteral("/dev/zero"), QStringLiteral("read")).count, std::uint64_t(200000));
        const QList<StackRow> handler = stacksOf(signalled, QStringLiteral("/dev/null"), QStringLiteral("stat"));
        QVERIFY(!handler.isEmpty());
        std::uint64_t stats = 0;
        for (const StackRow& r : handler) {
            QCOMPARE(r.functions.value(0), QStringLiteral("on_alarm"));
            QVERIFY2(r.functions.contains(QStringLiteral("main")), qPrintable(r.functions.join(u" ← ")));
            stats += r.calls;
        }
        QCOMPARE(stats, signalled.call(QStringLiteral("/dev/null"), QStringLiteral("stat")).count);

        const QString out = dir.filePath(QStringLiteral("out"));
        const TraceRun forked
            = trace(dir.filePath(QStringLiteral("f.json")), { QStringLiteral(IOLENS_TRACE_PROGRAMS "/tp_fork"), out });
        QCOMPARE(forked.cli.exitCode, 0);
        QMap<int, std::uint64_t> writesByPid;
        const QJsonArray files = forked.files();
        for (const QJsonValue& s : forked.json[u"stacks"].toArray())
            if (s[u"call"].toString() == u"write" && files[s[u"file"].toInt()][u"path"].toString() == out)
                writesByPid[s[u"pid"].toInt()] += std::uint64_t(s[u"calls"].toInteger());
        QCOMPARE(writesByPid.size(), 2); // parent and child
        for (auto it = writesByPid.cbegin(); it != writesByPid.cend(); ++it)
            QCOMPARE(it.value(), forked.callsOn(out, it.key()).value(QStringLiteral("write")));
    }

    // --no-stacks: no stacks file, no stacks, the same exact counts; with --folded it is refused.
    void noStacksTakesNone()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("out")), keep = dir.filePath(QStringLiteral("keep"));
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")),
            { kProgram, QStringLiteral("callers"), out, QStringLiteral("5"), QStringLiteral("9") },
            { QStringLiteral("--no-stacks"), QStringLiteral("--keep"), keep });
        QCOMPARE(run.cli.exitCode, 0);
        QCOMPARE(run.call(out, QStringLiteral("write")).count, std::uint64_t(14));
        QVERIFY(!run.json[u"stack_sampling"][u"enabled"].toBool());
        QVERIFY(run.json[u"stacks"].toArray().isEmpty());
        QVERIFY(QDir(keep).entryList({ QStringLiteral("*.iolts") }, QDir::Files).isEmpty());
        QVERIFY(!QDir(keep).entryList({ QStringLiteral("*.iolt") }, QDir::Files).isEmpty());

        const CliResult refused = runCli({ QStringLiteral("trace"), QStringLiteral("--no-stacks"),
            QStringLiteral("--folded"), dir.filePath(QStringLiteral("f.txt")), QStringLiteral("--"), kProgram });
        QCOMPARE(refused.exitCode, 2);
        QCOMPARE(refused.errorText(),
            QStringLiteral(
                "iolens-cli: --folded writes the call stacks that --no-stacks turns off: give one of them."));
    }
};

QTEST_GUILESS_MAIN(TestTraceStacks)
#include "tst_tracestacks.moc"

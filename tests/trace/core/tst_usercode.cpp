// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What counts as the program's own code in a sampled stack (core/trace/usercode.h), and how a
// finding's user lines are gathered from the stacks and survive the trace JSON.

#include "core/trace/findings.h"
#include "core/trace/format/iolt.h"
#include "core/trace/tracejson.h"
#include "core/trace/usercode.h"

#include <QTest>

#include <algorithm>

using namespace iolens::trace;

namespace {

Frame frame(std::string function, std::string module, bool runtime = false)
{
    Frame f;
    f.function = std::move(function);
    f.file = "x.c";
    f.line = 7;
    f.module = std::move(module);
    f.runtime = runtime;
    return f;
}

// pid 10 runs /usr/lib/gcc/cc1 (an executable under a system directory); its stacks read
// /tmp/in through libc from two lines of its own, and once through a system library only.
Trace sampleTrace()
{
    Trace t;
    Process p;
    p.pid = 10;
    p.exe = "/usr/lib/gcc/cc1";
    t.processes.push_back(p);
    FileStats in;
    in.pid = 10;
    in.path = "/tmp/in";
    t.files.push_back(in);
    t.frames = { frame("read", "/usr/lib/x86_64-linux-gnu/libc.so.6", true), // 0
        frame("inflate", "/usr/lib/x86_64-linux-gnu/libz.so.1"), // 1
        frame("read_block", "/usr/lib/gcc/cc1"), // 2
        frame("main", "/usr/lib/gcc/cc1"), // 3
        frame("_start", "/usr/lib/gcc/cc1"), // 4
        frame("helper", "/home/me/build/libmine.so") }; // 5
    const auto stack = [&](std::vector<std::size_t> frames, std::uint64_t calls, std::uint64_t ns) {
        Stack s;
        s.frames = std::move(frames);
        s.pid = 10;
        s.file = 0;
        s.call = "read";
        s.calls = calls;
        s.ns = ns;
        t.stacks.push_back(s);
    };
    stack({ 0, 1, 2, 3, 4 }, 300, 3000); // read ← inflate ← read_block ← main ← _start
    stack({ 0, 5, 3, 4 }, 100, 9000); // read ← helper ← main
    stack({ 0, 2, 3, 4 }, 50, 500);
    stack({ 0, 1 }, 7, 70); // no frame of the program's own
    return t;
}

} // namespace

class TestUserCode : public QObject {
    Q_OBJECT

private slots:
    void rulesFollowTheDocumentedOrder()
    {
        Trace t = sampleTrace();
        const UserCode code(t);
        QVERIFY(!code.isUserFrame(t.frames[0], 10)); // libc: a runtime
        QVERIFY(!code.isUserFrame(t.frames[1], 10)); // a system library
        QVERIFY(code.isUserFrame(t.frames[2], 10)); // the process's executable, under /usr/lib
        QVERIFY(!code.isUserFrame(t.frames[2], 11)); // …but not another process's
        QVERIFY(!code.isUserFrame(t.frames[4], 10)); // the C start-up
        QVERIFY(code.isUserFrame(t.frames[5], 10)); // a library outside the system's directories
        QVERIFY(!code.isUserFrame(frame("jitted", ""), 10)); // code in no module
        t.userCodeModules = { "libz.so" };
        const UserCode widened(t);
        QVERIFY(widened.isUserFrame(t.frames[1], 10));
        t.userCodeModules = { "libc.so" }; // a widening pattern wins over the runtime rule
        QVERIFY(UserCode(t).isUserFrame(t.frames[0], 10));
    }

    // What the window's "Count … as your code" asks: whether a frame is the user's in some stack
    // (the executable only in its own process), and which path widens the rules to take it in.
    void aFrameIsTheUsersInSomeStackOrOffersItsPath()
    {
        Trace t = sampleTrace();
        QVERIFY(isUserFrameAnywhere(t, 2)); // cc1's read_block, in cc1's process
        QVERIFY(!isUserFrameAnywhere(t, 1)); // libz
        QVERIFY(!isUserFrameAnywhere(t, 4)); // the C start-up
        QVERIFY(!isUserFrameAnywhere(t, 99));
        for (Stack& s : t.stacks)
            s.pid = 11; // another process's stacks through cc1's code: not its own executable
        QVERIFY(!isUserFrameAnywhere(t, 2));
        QCOMPARE(userCodePatternOf(t.frames[1]), std::string("/usr/lib/x86_64-linux-gnu/libz.so.1"));
        Frame script = frame("count", "");
        script.language = "python";
        script.file = "/usr/lib/python3.11/shutil.py";
        QCOMPARE(userCodePatternOf(script), script.file);
        QCOMPARE(userCodePatternOf(frame("jitted", "")), std::string());
    }

    // withUserCode sets the patterns (empty and repeated ones dropped) and finds the findings
    // again: a small-io finding on /tmp/in names libz's inflate once libz is the user's.
    void widenedUserCodeFindsTheFindingsAgain()
    {
        Trace t = sampleTrace();
        t.files[0].calls.push_back([] {
            CallStats c;
            c.call = "read";
            c.callId = IOLT_CALL_READ;
            c.count = c.timed = 100'000;
            c.ns = 900'000'000;
            c.bytes = 100'000;
            c.histogram[1] = 100'000; // one byte each
            return c;
        }());
        t.processes[0].wallNs = 1'000'000'000;
        t.wallNs = 1'000'000'000;
        const Trace before = withUserCode(t, {});
        const auto smallIo = [](const Trace& x) -> const Finding* {
            for (const Finding& f : x.findings)
                if (f.id == "small-io")
                    return &f;
            return nullptr;
        };
        const auto names = [](const Finding* f, std::size_t frame) {
            return f && std::any_of(f->userLines.begin(), f->userLines.end(), [frame](const Finding::UserLine& l) {
                return l.frame == frame;
            });
        };
        QVERIFY(smallIo(before) && !smallIo(before)->userLines.empty());
        QVERIFY(names(smallIo(before), 2)); // read_block, under inflate
        QVERIFY(!names(smallIo(before), 1));
        const Trace widened = withUserCode(t, { "libz.so", "", "libz.so" });
        QCOMPARE(widened.userCodeModules, std::vector<std::string>({ "libz.so" }));
        QVERIFY(names(smallIo(widened), 1)); // inflate now
        QVERIFY(withUserCode(widened, {}).userCodeModules.empty());
    }

    // A frame of interpreted code is the user's unless it is the language's own library; a
    // --user-code pattern goes by its source file; the language survives the JSON.
    void languageFramesGoByTheirSourceFile()
    {
        Trace t = sampleTrace();
        Frame script;
        script.language = "python";
        script.function = "count";
        script.file = "/home/me/slow.py";
        script.line = 5;
        Frame stdlib = script;
        stdlib.function = "copyfileobj";
        stdlib.file = "/usr/lib/python3.11/shutil.py";
        stdlib.runtime = true;
        t.frames.push_back(script); // 6
        t.frames.push_back(stdlib); // 7
        const UserCode code(t);
        QVERIFY(code.isUserFrame(t.frames[6], 10));
        QVERIFY(!code.isUserFrame(t.frames[7], 10));
        t.userCodeModules = { "/shutil.py" };
        QVERIFY(UserCode(t).isUserFrame(t.frames[7], 10));
        QCOMPARE(t.frames[6].label(), std::string("count (/home/me/slow.py:5)"));
        const auto back = traceFromJson(traceToJson(t), "t.json");
        QCOMPARE(back.frames[6].language, std::string("python"));
        QCOMPARE(back.frames[6].line, 5);
        QCOMPARE(back.frames[7].runtime, true);
        QCOMPARE(back.frames[0].language, std::string());
    }

    void linesAreTheInnermostUserFramesHottestFirst()
    {
        const Trace t = sampleTrace();
        const UserCode code(t);
        const std::vector<Finding::UserLine> lines = code.linesFor(10, "/tmp/in", { "read" });
        QCOMPARE(lines.size(), std::size_t(2));
        QCOMPARE(lines[0].frame, std::size_t(5)); // helper: 9,000 ns
        QCOMPARE(lines[0].calls, std::uint64_t(100));
        QCOMPARE(lines[0].stack, 1L);
        QCOMPARE(lines[1].frame, std::size_t(2)); // read_block: both of its stacks, 3,500 ns
        QCOMPARE(lines[1].calls, std::uint64_t(350));
        QCOMPARE(lines[1].ns, std::uint64_t(3500));
        QCOMPARE(lines[1].stack, 0L); // the one that made most of its calls
        // …also when the other took more time (estimated from the calls that were timed, where
        // one preempted call can weigh 64 times): the stack shown is the one with most calls.
        Trace skewed = sampleTrace();
        skewed.stacks[2].ns = 90'000; // read_block's 50-call stack
        const std::vector<Finding::UserLine> byCalls = UserCode(skewed).linesFor(10, "/tmp/in", { "read" });
        QCOMPARE(byCalls[0].frame, std::size_t(2)); // read_block is now the hottest line
        QCOMPARE(byCalls[0].stack, 0L); // its 300-call stack
        QVERIFY(code.linesFor(10, "/tmp/in", { "write" }).empty());
        QVERIFY(code.linesFor(10, "/tmp/other", { "read" }).empty());
        QCOMPARE(userStackText(t, t.stacks[0], code), std::string("read_block (x.c:7) \u2190 main (x.c:7)"));
        QCOMPARE(userStackText(t, t.stacks[3], code), std::string());
    }

    // One path may be several files of one process (a regular file and, before it was created,
    // a missing one), and the same path another process's: the lines come from the stacks of
    // every file of that process with that path, no other's.
    void linesGatherEveryFileOfThePath()
    {
        Trace t = sampleTrace();
        FileStats missing;
        missing.pid = 10;
        missing.path = "/tmp/in";
        missing.kind = FileKind::Missing;
        t.files.push_back(missing); // file 1
        FileStats otherProcess;
        otherProcess.pid = 11;
        otherProcess.path = "/tmp/in";
        t.files.push_back(otherProcess); // file 2
        Process p11 = t.processes[0]; // cc1 too
        p11.pid = 11;
        t.processes.push_back(p11);
        Stack s = t.stacks[2]; // read_block's
        s.file = 1;
        s.calls = 20;
        t.stacks.push_back(s);
        s.file = 2;
        s.pid = 11;
        s.calls = 1000;
        t.stacks.push_back(s);
        const std::vector<Finding::UserLine> lines = UserCode(t).linesFor(10, "/tmp/in", { "read" });
        QCOMPARE(lines.size(), std::size_t(2));
        QCOMPARE(lines[1].frame, std::size_t(2)); // read_block: 300 + 50 on file 0, 20 on file 1
        QCOMPARE(lines[1].calls, std::uint64_t(370));
        QCOMPARE(lines[1].stack, 0L);
        const std::vector<Finding::UserLine> other = UserCode(t).linesFor(11, "/tmp/in", { "read" });
        QCOMPARE(other.size(), std::size_t(1));
        QCOMPARE(other[0].calls, std::uint64_t(1000));
        QCOMPARE(other[0].stack, 5L);
    }

    // The loader decides on which files the rules find something before the stacks are read, and
    // words those findings after: the same findings, user's lines and all, as all at once.
    void findingsDecidedBeforeTheStacksAreTheSame()
    {
        Trace t = sampleTrace();
        CallStats reads;
        reads.call = "read";
        reads.callId = IOLT_CALL_READ;
        reads.count = reads.timed = 100'000;
        reads.ns = 900'000'000;
        reads.bytes = 100'000;
        reads.histogram[1] = 100'000; // one byte each: small-io
        t.files[0].calls.push_back(reads);
        FileStats quiet; // a few large reads: nothing to find
        quiet.pid = 10;
        quiet.path = "/tmp/quiet";
        reads.count = reads.timed = 3;
        reads.ns = 3'000;
        reads.bytes = 3 << 20;
        reads.histogram.assign(kHistogramBuckets, 0);
        reads.histogram[21] = 3;
        quiet.calls.push_back(reads);
        t.files.insert(t.files.begin(), quiet); // file 0; the stacks' file is now 1
        for (Stack& s : t.stacks)
            s.file = 1;
        t.processes[0].wallNs = 1'000'000'000;
        t.wallNs = 1'000'000'000;

        Trace withoutStacks = t;
        withoutStacks.stacks.clear();
        withoutStacks.frames.clear();
        const std::vector<std::size_t> files = filesWithFindings(withoutStacks);
        QCOMPARE(files, std::vector<std::size_t> { 1 });
        const std::vector<Finding> later = findFindings(t, files), atOnce = findFindings(t);
        QCOMPARE(later.size(), atOnce.size());
        QVERIFY(!atOnce.empty());
        for (std::size_t i = 0; i < atOnce.size(); ++i) {
            QCOMPARE(later[i].id, atOnce[i].id);
            QCOMPARE(later[i].file, atOnce[i].file);
            QCOMPARE(later[i].evidence, atOnce[i].evidence);
            QCOMPARE(later[i].userLines.size(), atOnce[i].userLines.size());
        }
        QVERIFY(!atOnce[0].userLines.empty()); // worded with the stacks
    }

    void userLinesSurviveTheJson()
    {
        Trace t = sampleTrace();
        t.userCodeModules = { "libz.so" };
        Finding f;
        f.id = "small-io";
        f.file = "/tmp/in";
        f.pid = 10;
        f.userLines = UserCode(t).linesFor(10, "/tmp/in", { "read" });
        t.findings.push_back(f);
        const auto back = traceFromJson(traceToJson(t), "t.json");
        QCOMPARE(back.frames.size(), t.frames.size());
        QCOMPARE(back.frames[2].function, std::string("read_block"));
        QCOMPARE(back.frames[0].runtime, true);
        QCOMPARE(back.stacks.size(), t.stacks.size());
        QCOMPARE(back.stacks[1].frames, t.stacks[1].frames);
        QCOMPARE(back.userCodeModules, t.userCodeModules);
        QCOMPARE(back.findings.size(), std::size_t(1));
        QCOMPARE(back.findings[0].userLines.size(), f.userLines.size());
        for (std::size_t i = 0; i < f.userLines.size(); ++i) {
            QCOMPARE(back.findings[0].userLines[i].frame, f.userLines[i].frame);
            QCOMPARE(back.findings[0].userLines[i].calls, f.userLines[i].calls);
            QCOMPARE(back.findings[0].userLines[i].stack, f.userLines[i].stack);
        }
    }

    // A saved trace whose finding names a frame it does not have is refused in one sentence.
    void aDanglingUserLineIsRefused()
    {
        Trace t = sampleTrace();
        Finding f;
        f.id = "small-io";
        f.userLines.push_back({ 99, 1, 1, -1 });
        t.findings.push_back(f);
        try {
            traceFromJson(traceToJson(t), "t.json");
            QFAIL("a finding naming frame 99 of 6 was read");
        } catch (const std::exception& e) {
            QVERIFY2(std::string(e.what()).find("user_lines") != std::string::npos, e.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestUserCode)
#include "tst_usercode.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// loadTraceModel() on synthetic trace directories (ioltwriter.h): exact processes, generations,
// end states, files, call stats summed over threads, sites and zones, sampled-time scaling, the
// kernel's counts, events in order, dropped counts and zone attribution.

#include "ioltwriter.h"
#include "tracebuilder.h"

#include "core/trace/descendingsort.h"
#include "core/trace/findings.h"
#include "core/trace/runsort.h"
#include "core/trace/stackloader.h"
#include "core/trace/stillrunning.h"
#include "core/trace/traceerror.h"
#include "core/trace/tracejson.h"
#include "core/trace/traceloader.h"
#include "core/trace/tracenotices.h"
#include "core/trace/uringnotices.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <fstream>

#include <csignal>
#include <ctime>
#include <sys/wait.h>
#include <unistd.h>

using namespace iolens::trace;
using iolens::trace::test::IoltWriter;

namespace {

constexpr std::uint64_t kStart = 1'700'000'000'000'000'000ull;

const FileStats* findFile(const Trace& t, int pid, const std::string& path)
{
    for (const FileStats& f : t.files)
        if (f.pid == pid && f.path == path)
            return &f;
    return nullptr;
}

// Each notice's phrases (Trace::noticePhrases, what the window translates): marked for the
// "TraceNotice" context, with the placeholders %1..%N of their N arguments, every figure of them
// the one the English notice says. Empty when all are.
QString noticePhraseProblem(const Trace& t)
{
    if (t.noticePhrases.size() != t.notices.size())
        return QStringLiteral("%1 notices, %2 with phrases").arg(t.notices.size()).arg(t.noticePhrases.size());
    for (std::size_t n = 0; n < t.notices.size(); ++n) {
        const QString english = QString::fromStdString(t.notices[n]);
        if (t.noticePhrases[n].empty())
            return QStringLiteral("no phrase for: ") + english;
        for (const Phrase& p : t.noticePhrases[n]) {
            const QString source = QString::fromUtf8(p.source);
            if (QString::fromUtf8(p.context) != QStringLiteral("TraceNotice") || source.isEmpty())
                return QStringLiteral("no TraceNotice phrase for: ") + english;
            for (std::size_t i = 1; i <= p.args.size() + 1; ++i)
                if (source.contains(QRegularExpression(QStringLiteral("%%1(?![0-9])").arg(i))) != (i <= p.args.size()))
                    return QStringLiteral("placeholder %%1 does not match the arguments of: %2").arg(i).arg(source);
            for (const std::string& arg : p.args)
                if (!english.contains(QString::fromStdString(arg)))
                    return QStringLiteral("\"%1\" is not in the English: %2").arg(QString::fromStdString(arg), english);
        }
    }
    return {};
}

} // namespace

class TestTraceLoader : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::string dir() const { return m_dir.path().toStdString(); }

    // pid 100 runs /bin/prog, which execs /bin/child (generation 1); pid 200, its child, is killed.
    void writeScenario()
    {
        IoltWriter a(100, 1, 0);
        a.setArgv({ "/bin/prog", "x" }, "/bin/prog");
        a.setStartRealtime(kStart);
        const std::uint32_t in = a.addFile(IOLT_KIND_REGULAR, "/tmp/in.txt");
        a.fileEntry(in).opens = 1;
        a.fileEntry(in).size_at_open = 4096;
        const std::uint32_t site = a.addSite("/bin/prog", 0x401000, 0x1000);
        const std::uint32_t t0 = a.addThread(100, "prog");
        a.calls(t0, in, IOLT_CALL_READ, 10, 100, 1000, site);
        a.addEvent(t0, { 500, 900, 1000, 10, in, IOLT_CALL_READ, 0, 0, 0 });
        a.thread(t0).last_ns = 1'900'000;
        a.execed(2'000'000);
        a.write(dir());

        IoltWriter b(100, 1, 1);
        b.setArgv({ "/bin/child" });
        b.setStartRealtime(kStart + 3'000'000);
        const std::uint32_t in2 = b.addFile(IOLT_KIND_REGULAR, "/tmp/in.txt");
        b.fileEntry(in2).opens = 2;
        b.fileEntry(in2).size_at_open = 8192;
        const std::uint32_t site2 = b.addSite("/bin/prog", 0x555000, 0x1000); // same site, other image
        const std::uint32_t zone = b.addZone("4");
        const std::uint32_t u0 = b.addThread(100, "child");
        const std::uint32_t u1 = b.addThread(101, "worker");
        b.calls(u0, in2, IOLT_CALL_FGETC, 6400, 1, 10, 0, 0, 100); // 1 in 64 timed
        b.calls(u1, in2, IOLT_CALL_FGETC, 64, 1, 50, 0, 0, 1);
        b.calls(u1, in2, IOLT_CALL_READ, 2, 50, 500, site2, zone);
        b.zoneTotal(u0, zone) = { 2, 1'000'000 };
        b.zoneTotal(u1, zone) = { 1, 500'000 };
        b.addEvent(u0, { 100, 200, 100, 2, in2, IOLT_CALL_READ, static_cast<std::uint16_t>(zone), 0, 0 });
        b.addEvent(u1, { 50, 60, 0, 1, 0, IOLT_CALL_ZONE, static_cast<std::uint16_t>(zone), 0, 0 });
        b.thread(u1).events_dropped = 5;
        b.header().events_dropped = 5;
        iolt_kernel_io k0 {}, k1 {};
        k0.syscr = 10;
        k0.syscw = 4;
        k0.rchar = 1000;
        k1.syscr = 30;
        k1.syscw = 9;
        k1.rchar = 9000;
        k1.wchar = 77;
        b.kernel(k0, k1);
        b.header().own_syscr = 2;
        b.header().own_rchar = 500;
        b.exited(3, 5'000'000);
        b.write(dir());

        IoltWriter c(200, 100, 0);
        c.setArgv({ "/bin/sleeper" });
        c.setStartRealtime(kStart + 1'000'000);
        const std::uint32_t out = c.addFile(IOLT_KIND_REGULAR, "/tmp/out");
        const std::uint32_t v0 = c.addThread(200);
        c.calls(v0, out, IOLT_CALL_WRITE, 3, 4096, 2000);
        c.thread(v0).last_ns = 7000;
        c.write(dir());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        writeScenario();
    }

    void processes()
    {
        LoadOptions o;
        o.topPid = 100;
        o.haveWaitStatus = true;
        o.waitStatus = 3 << 8;
        const Trace t = loadTraceModel(dir(), o);
        QCOMPARE(t.processes.size(), std::size_t { 3 });
        const Process& a = t.processes[0];
        const Process& c = t.processes[1];
        const Process& b = t.processes[2];
        QCOMPARE(a.pid, 100);
        QCOMPARE(a.generation, 0);
        QCOMPARE(a.argv, (std::vector<std::string> { "/bin/prog", "x" }));
        QCOMPARE(a.exe, std::string("/bin/prog"));
        QCOMPARE(a.end, std::string("execed"));
        QCOMPARE(a.wallNs, std::uint64_t { 2'000'000 });
        QCOMPARE(a.startNs, std::uint64_t { 0 });
        QCOMPARE(a.ioNs, std::uint64_t { 10'000 });
        QCOMPARE(c.pid, 200);
        QCOMPARE(c.parent, 100);
        QCOMPARE(c.end, std::string("killed"));
        QCOMPARE(c.wallNs, std::uint64_t { 7000 });
        QCOMPARE(c.startNs, std::uint64_t { 1'000'000 });
        QVERIFY(!c.kernel.valid);
        QCOMPARE(b.pid, 100);
        QCOMPARE(b.generation, 1);
        QCOMPARE(b.end, std::string("exited"));
        QCOMPARE(b.exitStatus, 3);
        QCOMPARE(b.wallNs, std::uint64_t { 5'000'000 });
        QCOMPARE(b.startNs, std::uint64_t { 3'000'000 });
        QCOMPARE(b.ioNs, std::uint64_t { 64'000 + 3'200 + 1'000 });
        QVERIFY(b.kernel.valid);
        QCOMPARE(b.kernel.syscr, std::uint64_t { 18 }); // 30 - 10 less the library's own 2
        QCOMPARE(b.kernel.syscw, std::uint64_t { 5 });
        QCOMPARE(b.kernel.rchar, std::uint64_t { 7500 }); // 9000 - 1000 less 500
        QCOMPARE(b.kernel.wchar, std::uint64_t { 77 });
        // no write in the trace: the kernel's 5 writes of 77 bytes are unseen; c did not exit
        QVERIFY(b.unseen.valid);
        QCOMPARE(b.unseen.writeCalls, std::uint64_t { 5 });
        QCOMPARE(b.unseen.writeBytes, std::uint64_t { 77 });
        QVERIFY(!c.unseen.valid);
        QCOMPARE(b.threads.size(), std::size_t { 2 });
        QCOMPARE(b.threads[1].tid, 101);
        QCOMPARE(b.threads[1].name, std::string("worker"));
        QCOMPARE(b.threads[1].eventsDropped, std::uint64_t { 5 });

        QCOMPARE(t.exitStatus, 3);
        QCOMPARE(t.signal, 0);
        QCOMPARE(t.command, (std::vector<std::string> { "/bin/prog", "x" }));
        QCOMPARE(t.startRealtimeNs, kStart);
        QCOMPARE(t.wallNs, std::uint64_t { 8'000'000 }); // b starts at 3 ms and runs 5 ms
        QCOMPARE(t.eventsKept, std::uint64_t { 3 });
        QCOMPARE(t.eventsDropped, std::uint64_t { 5 });
    }

    // The top program ended past the preload (daemon(3)'s parent leaves through libc's own _exit):
    // its record never ended, and the wait status says how it did.
    void topExitedPastThePreloadGetsItsStatus()
    {
        LoadOptions o;
        o.topPid = 200;
        o.haveWaitStatus = true;
        o.waitStatus = 4 << 8;
        const Trace t = loadTraceModel(dir(), o);
        QCOMPARE(t.processes[1].end, std::string("exited"));
        QCOMPARE(t.processes[1].exitStatus, 4);
    }

    // A record that never ended, told by its traced parent how the child was reaped (iolt.h
    // reaped_by): a signal's status names the signal; an exit status says the image exited past
    // the library (a raw exit_group: the parent tells it since the wait wrappers read such a
    // child's header); nothing told leaves "ended without exit" with no signal.
    void reapedRecordsNameHowTheyEnded_data()
    {
        QTest::addColumn<int>("reapedBy");
        QTest::addColumn<int>("status");
        QTest::addColumn<std::string>("end");
        QTest::addColumn<int>("signal");
        QTest::addColumn<int>("exitStatus");
        QTest::addRow("SIGPIPE") << 100 << SIGPIPE << std::string("killed") << SIGPIPE << -1;
        QTest::addRow("SIGSEGV, core dumped") << 100 << (SIGSEGV | 0x80) << std::string("killed") << SIGSEGV << -1;
        QTest::addRow("exit status") << 100 << (3 << 8) << std::string("exited") << 0 << 3;
        QTest::addRow("not told") << 0 << SIGPIPE << std::string("killed") << 0 << -1;
    }
    void reapedRecordsNameHowTheyEnded()
    {
        QFETCH(int, reapedBy);
        QFETCH(int, status);
        QFETCH(std::string, end);
        QFETCH(int, signal);
        QFETCH(int, exitStatus);
        QTemporaryDir d;
        QVERIFY(d.isValid());
        IoltWriter w(300, 100);
        w.setArgv({ "/usr/bin/yes" });
        w.header().reaped_by = reapedBy;
        w.header().reaped_status = status;
        w.addThread(300);
        w.write(d.path().toStdString());
        LoadOptions o;
        o.checkStillRunning = false;
        const Trace t = loadTraceModel(d.path().toStdString(), o);
        QCOMPARE(t.processes.at(0).end, end);
        QCOMPARE(t.processes.at(0).signal, signal);
        if (exitStatus >= 0)
            QCOMPARE(t.processes.at(0).exitStatus, exitStatus);
        const std::string said = signal ? "pid 300 (yes) was killed by signal " + std::to_string(signal)
                                        : "pid 300 (yes) ended without exiting (killed or crashed)";
        const bool saidIt = std::any_of(
            t.notices.begin(), t.notices.end(), [&said](const std::string& n) { return n.rfind(said, 0) == 0; });
        QVERIFY2(saidIt == (end == "killed"), said.c_str());
    }

    // A record that never ended whose process still runs (this test, which began before the
    // record) is "running" and counted; with a record older than the process (its pid reused), or
    // without the check, it ended without exit as before.
    void stillRunningProcesses_data()
    {
        QTest::addColumn<bool>("sameProcess");
        QTest::addColumn<bool>("check");
        QTest::addRow("still running") << true << true;
        QTest::addRow("pid reused") << false << true;
        QTest::addRow("not checked") << true << false;
    }
    void stillRunningProcesses()
    {
        QFETCH(bool, sameProcess);
        QFETCH(bool, check);
        QTemporaryDir d;
        QVERIFY(d.isValid());
        IoltWriter w(static_cast<int>(::getpid()), static_cast<int>(::getppid()));
        w.setArgv({ "/usr/sbin/daemon" });
        timespec now {};
        ::clock_gettime(CLOCK_MONOTONIC, &now);
        w.header().start_ns
            = sameProcess ? std::uint64_t(now.tv_sec) * 1'000'000'000u + std::uint64_t(now.tv_nsec) : 1'000;
        w.addThread(int(::getpid()));
        w.write(d.path().toStdString());
        LoadOptions o;
        o.checkStillRunning = check;
        const Trace t = loadTraceModel(d.path().toStdString(), o);
        const bool running = sameProcess && check;
        QCOMPARE(t.processes.at(0).end, std::string(running ? "running" : "killed"));
        QCOMPARE(t.stillRunning, std::uint64_t(running ? 1 : 0));
        QCOMPARE(std::any_of(t.notices.begin(), t.notices.end(),
                     [](const std::string& n) { return n.starts_with("1 traced process was still running"); }),
            running);
        QCOMPARE(countStillRunning(d.path().toStdString()), std::size_t(sameProcess ? 1 : 0));
    }

    // The newest image file of a live process, created but with its header not yet written (the
    // library between its file's creation and its header, a moment a loaded machine stretches),
    // keeps the end of the trace waiting as an exec in flight does; one of a process that is gone
    // does not. It was skipped as unstarted, and the process it belonged to was not counted as
    // still running.
    void imageBeingCreatedIsInFlight_data()
    {
        QTest::addColumn<bool>("alive");
        QTest::addRow("its process runs") << true;
        QTest::addRow("its process is gone") << false;
    }
    void imageBeingCreatedIsInFlight()
    {
        QFETCH(bool, alive);
        QTemporaryDir d;
        QVERIFY(d.isValid());
        int pid = static_cast<int>(::getpid());
        if (!alive) {
            const pid_t child = ::fork();
            if (child == 0)
                ::_exit(0);
            QVERIFY(child > 0 && ::waitpid(child, nullptr, 0) == child);
            pid = static_cast<int>(child);
        }
        timespec now {};
        ::clock_gettime(CLOCK_MONOTONIC, &now);
        IoltWriter w(pid, static_cast<int>(::getppid()));
        w.header().start_ns = std::uint64_t(now.tv_sec) * 1'000'000'000u + std::uint64_t(now.tv_nsec);
        w.header().state = IOLT_STATE_EXECED; // its next image's file is being created
        w.addThread(pid);
        w.write(d.path().toStdString());
        const QString next = d.filePath(QStringLiteral("p%1.1.iolt").arg(pid));
        QFile created(next);
        QVERIFY(created.open(QIODevice::WriteOnly)); // created, empty: no header yet
        created.close();
        QCOMPARE(execsInFlight(d.path().toStdString()), std::size_t(alive ? 1 : 0));
        QVERIFY(imageBeingCreated(static_cast<int>(::getpid())));
    }

    void killedTopGetsItsSignal()
    {
        LoadOptions o;
        o.topPid = 200;
        o.haveWaitStatus = true;
        o.waitStatus = 9; // WIFSIGNALED, SIGKILL
        const Trace t = loadTraceModel(dir(), o);
        QCOMPARE(t.signal, 9);
        QCOMPARE(t.exitStatus, 128 + 9);
        QCOMPARE(t.processes[1].signal, 9);
        QCOMPARE(t.processes[1].end, std::string("killed"));
        LoadOptions live;
        live.finished = false;
        QCOMPARE(loadTraceModel(dir(), live).processes[1].end, std::string("running"));
    }

    void filesAndCalls()
    {
        const Trace t = loadTraceModel(dir());
        QCOMPARE(t.files.size(), std::size_t { 2 });
        const FileStats* in = findFile(t, 100, "/tmp/in.txt");
        QVERIFY(in);
        QCOMPARE(in->kind, FileKind::Regular);
        QCOMPARE(in->opens, std::uint64_t { 3 }); // both generations
        QCOMPARE(in->sizeAtOpen, std::uint64_t { 8192 });
        QCOMPARE(in->calls.size(), std::size_t { 2 });
        const CallStats& fgetc = in->calls[0]; // most time first
        QCOMPARE(fgetc.call, std::string("fgetc"));
        QCOMPARE(fgetc.layer, Layer::Stdio);
        QCOMPARE(fgetc.count, std::uint64_t { 6464 });
        QCOMPARE(fgetc.timed, std::uint64_t { 101 });
        QCOMPARE(fgetc.ns, std::uint64_t { 64'000 + 3'200 }); // 1000 ns × 6400/100 + 50 ns × 64/1
        QVERIFY(fgetc.sampled());
        QCOMPARE(fgetc.bytes, std::uint64_t { 6464 });
        QCOMPARE(fgetc.histogram[1], std::uint64_t { 6464 });
        QCOMPARE(fgetc.minNs, std::uint64_t { 10 });
        QCOMPARE(fgetc.maxNs, std::uint64_t { 50 });
        const CallStats& read = in->calls[1];
        QCOMPARE(read.call, std::string("read"));
        QCOMPARE(read.layer, Layer::Posix);
        QCOMPARE(read.count, std::uint64_t { 12 });
        QCOMPARE(read.ns, std::uint64_t { 11'000 });
        QCOMPARE(read.bytes, std::uint64_t { 1100 });
        QCOMPARE(read.histogram[6], std::uint64_t { 2 }); // 50 bytes: 32-63
        QCOMPARE(read.histogram[7], std::uint64_t { 10 }); // 100 bytes: 64-127
        QVERIFY(!read.sampled());
        QCOMPARE(in->ns(), std::uint64_t { 78'200 });
        QCOMPARE(in->bytesRead(), std::uint64_t { 7564 });
        QCOMPARE(in->bytesWritten(), std::uint64_t { 0 });
        QCOMPARE(t.files[0].path, std::string("/tmp/in.txt")); // most time first
        const FileStats* out = findFile(t, 200, "/tmp/out");
        QVERIFY(out);
        QCOMPARE(out->bytesWritten(), std::uint64_t { 3 * 4096 });
    }

    void sitesAndZones()
    {
        const Trace t = loadTraceModel(dir());
        QCOMPARE(t.sites.size(), std::size_t { 1 });
        const Site& s = t.sites[0];
        QCOMPARE(s.pid, 100);
        QCOMPARE(s.module, std::string("/bin/prog"));
        QCOMPARE(s.moduleOffset, std::uint64_t { 0x1000 });
        QCOMPARE(s.count, std::uint64_t { 12 });
        QCOMPARE(s.ns, std::uint64_t { 11'000 });
        QCOMPARE(s.callsByKind, (std::map<std::string, std::uint64_t> { { "read", 12 } }));
        QCOMPARE(s.callsByPath, (PathCounts { { "/tmp/in.txt", 12 } }));
        QCOMPARE(s.label(), std::string("prog+0x1000"));

        QCOMPARE(t.zones.size(), std::size_t { 1 });
        const Zone& z = t.zones[0];
        QCOMPARE(z.name, std::string("4"));
        QCOMPARE(z.pid, 100);
        QCOMPARE(z.count, std::uint64_t { 3 });
        QCOMPARE(z.ns, std::uint64_t { 1'500'000 });
        QCOMPARE(z.io.size(), std::size_t { 1 });
        QCOMPARE(z.io[0].call, std::string("read"));
        QCOMPARE(z.io[0].path, std::string("/tmp/in.txt"));
        QCOMPARE(z.io[0].count, std::uint64_t { 2 });
        QCOMPARE(z.io[0].ns, std::uint64_t { 1000 });
        QCOMPARE(z.io[0].bytes, std::uint64_t { 100 });
    }

    void eventsInOrder()
    {
        const Trace t = loadTraceModel(dir());
        QCOMPARE(t.events.size(), std::size_t { 3 });
        QCOMPARE(t.events[0].beginNs, std::uint64_t { 500 });
        QCOMPARE(t.events[0].endNs, std::uint64_t { 900 });
        QCOMPARE(t.events[0].call, std::string("read"));
        QCOMPARE(t.events[0].count, std::uint32_t { 10 });
        QCOMPARE(t.events[0].file, 0); // /tmp/in.txt of pid 100, the first file
        QCOMPARE(t.events[1].beginNs, std::uint64_t { 3'000'050 });
        QVERIFY(t.events[1].isZone);
        QCOMPARE(t.events[1].call, std::string("4"));
        QCOMPARE(t.events[1].tid, 101);
        QCOMPARE(t.events[1].file, -1);
        QCOMPARE(t.events[2].beginNs, std::uint64_t { 3'000'100 });
        QCOMPARE(t.events[2].endNs, std::uint64_t { 3'000'200 });
        QCOMPARE(t.events[2].bytes, std::uint64_t { 100 });
        QVERIFY(!t.events[2].isZone);
    }

    void notices()
    {
        const Trace t = loadTraceModel(dir());
        const auto has = [&t](const std::string& s) {
            return std::find(t.notices.begin(), t.notices.end(), s) != t.notices.end();
        };
        QVERIFY(has("fgetc on /tmp/in.txt: 1 call in 64 timed, total estimated (6,464 calls, 101 timed)."));
        QVERIFY(has("5 events not kept: the time line holds 32 per thread (--events raises it); the counts and "
                    "times include them."));
        QVERIFY(has("pid 100 (child): glibc's stdio fills and flushes its buffers with its own read and write system "
                    "calls, which a preload cannot see; for its 6,464 stdio read calls and 0 stdio write calls the "
                    "kernel counted 18 read system calls and 5 write system calls (syscr, syscw)."));
        QVERIFY(has("pid 200 (sleeper) ended without exiting (killed or crashed): its trace goes up to its last call, "
                    "and the kernel's counts for it are not known."));
        QCOMPARE(t.notices.size(), std::size_t { 4 });
        const QString phrases = noticePhraseProblem(t);
        QVERIFY2(phrases.isEmpty(), qPrintable(phrases));
    }

    void noticesSayEachLayersSamplingPeriod()
    {
        // stdio calls are timed 1 in header.sample_period, the other layers' 1 in call_sample_period
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        IoltWriter w(300, 1, 0);
        w.setArgv({ "/bin/reader" });
        w.header().sample_period = 1024;
        w.header().call_sample_period = 64;
        const std::uint32_t in = w.addFile(IOLT_KIND_REGULAR, "/tmp/in.bin");
        const std::uint32_t t0 = w.addThread(300, "reader");
        w.calls(t0, in, IOLT_CALL_FGETC, 10'240, 1, 10, 0, 0, 73);
        w.calls(t0, in, IOLT_CALL_READ, 6'400, 1, 100, 0, 0, 163);
        w.exited(0, 5'000'000);
        w.write(tmp.path().toStdString());
        const Trace t = loadTraceModel(tmp.path().toStdString());
        const auto has = [&t](const std::string& s) {
            return std::find(t.notices.begin(), t.notices.end(), s) != t.notices.end();
        };
        QVERIFY(has("fgetc on /tmp/in.bin: 1 call in 1,024 timed, total estimated (10,240 calls, 73 timed)."));
        QVERIFY(has("read on /tmp/in.bin: 1 call in 64 timed, total estimated (6,400 calls, 163 timed)."));
    }

    void untracedStaticAndDropped()
    {
        QTemporaryDir d;
        IoltWriter w(300);
        w.setArgv({ "/bin/sh" });
        w.header().untraced_execs = 2;
        w.header().untraced_exec_string = w.addString("/usr/bin/env");
        w.header().flags = IOLT_FLAG_STATIC_CHILD;
        w.header().slots_dropped = 7;
        w.header().files_dropped = 1;
        const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/data/big");
        const std::uint32_t t = w.addThread(300);
        w.calls(t, f, IOLT_CALL_MMAP, 2, 1 << 20, 100);
        w.exited(0, 1000);
        w.write(d.path().toStdString());
        const Trace tr = loadTraceModel(d.path().toStdString());
        QCOMPARE(tr.processes[0].untracedExecs, std::uint64_t { 2 });
        QCOMPARE(tr.processes[0].untracedExec, std::string("/usr/bin/env"));
        const std::vector<std::string> expected = {
            "pid 300 (sh): /usr/bin/env was started with an environment that drops LD_PRELOAD: its calls are not in "
            "this trace (nor those of 1 more such exec).",
            "pid 300 (sh) started a statically linked program: LD_PRELOAD cannot see its calls, so they are not in "
            "this trace.",
            "7 calls were counted without their file, site and zone: a thread's table of 1,024 distinct (file, "
            "call, site, zone) combinations was full.",
            "1 file found the file table full (16,384 entries, 2,097,152 bytes of names): its calls are counted "
            "under (no file).",
            "2 memory mappings of 2,097,152 bytes of 1 file (/data/big): reads and writes through a mapping are "
            "memory accesses, not calls, so they are not counted here.",
        };
        QCOMPARE(tr.notices, expected);
        const QString phrases = noticePhraseProblem(tr);
        QVERIFY2(phrases.isEmpty(), qPrintable(phrases));
    }

    // The pages of mapped files (issue 24): a call kind of their own on the file, untimed, neither
    // read nor written bytes, and not among the sampled calls, and so are those of them read from
    // storage ("pages from disk"); the notice says what they are, for how many mappings the page
    // cache could not be seen, and which mappings were not measured.
    void pageFaultsOfMappedFiles()
    {
        QTemporaryDir d;
        IoltWriter w(310);
        w.setArgv({ "/usr/bin/db" });
        w.header().maps_measured = 2;
        w.header().maps_unmeasured = 1;
        w.header().maps_cache_seen = 1;
        const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/data/db");
        const std::uint32_t t = w.addThread(310);
        w.calls(t, f, IOLT_CALL_MMAP, 3, 1 << 20, 100);
        w.calls(t, f, IOLT_CALL_PAGE_FAULTS, 300, 4096, 0, 0, 0, 0);
        w.calls(t, f, IOLT_CALL_PAGES_FROM_DISK, 120, 4096, 0, 0, 0, 0);
        w.exited(0, 1000);
        w.write(d.path().toStdString());
        const Trace tr = loadTraceModel(d.path().toStdString());
        QCOMPARE(tr.files.size(), std::size_t(1));
        const FileStats& file = tr.files[0];
        const auto faults = std::find_if(
            file.calls.begin(), file.calls.end(), [](const CallStats& c) { return c.callId == IOLT_CALL_PAGE_FAULTS; });
        QVERIFY(faults != file.calls.end());
        QCOMPARE(faults->call, std::string("page faults"));
        QCOMPARE(faults->count, std::uint64_t(300));
        QCOMPARE(faults->bytes, std::uint64_t(300 * 4096));
        QCOMPARE(faults->ns, std::uint64_t(0));
        const auto fromDisk = std::find_if(file.calls.begin(), file.calls.end(),
            [](const CallStats& c) { return c.callId == IOLT_CALL_PAGES_FROM_DISK; });
        QVERIFY(fromDisk != file.calls.end());
        QCOMPARE(fromDisk->call, std::string("pages from disk"));
        QCOMPARE(fromDisk->count, std::uint64_t(120));
        QCOMPARE(fromDisk->ns, std::uint64_t(0));
        QCOMPARE(file.bytesRead(), std::uint64_t(0));
        QCOMPARE(file.bytesWritten(), std::uint64_t(0));
        const std::vector<std::string> expected = {
            "3 memory mappings of 3,145,728 bytes of 1 file (/data/db): the pages of a mapping that were in the "
            "process's memory when it was unmapped, or at exec or exit, are counted as page faults (300 pages in "
            "all): the pages the process touched, with the neighbours the kernel mapped along with them, less any it "
            "reclaimed before. The time spent in page faults is not measured, and reads and writes through a mapping "
            "are not counted as calls. Of those pages, 120 were not in the page cache when their file was mapped, so "
            "the faults had them read from storage (\"pages from disk\": the faults themselves and the kernel's "
            "read-ahead for them). For 1 mapping, iolens could not tell which pages came from disk: the kernel shows "
            "a file's page cache only to a process that owns the file or may write it. 1 mapping could not be "
            "measured (the trace library's table of mappings was full, /proc/self/pagemap could not be read, or a "
            "call it does not see unmapped them).",
        };
        QCOMPARE(tr.notices, expected);
        const QString phrases = noticePhraseProblem(tr);
        QVERIFY2(phrases.isEmpty(), qPrintable(phrases));
    }

    // Each loss is blamed on its own limit: events of a thread's full time line on --events, those of
    // threads past the thread blocks on the thread limit; a full file system and the children that
    // could not write a trace file are named, and a wrapped function the preload found no real one of.
    void noticesBlameTheirLimit()
    {
        QTemporaryDir d;
        IoltWriter w(400);
        w.setArgv({ "/bin/daemon" });
        const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/data/log");
        const std::uint32_t own = w.addThread(400, "daemon");
        const std::uint32_t shared = w.addThread(0, {}, true);
        w.calls(own, f, IOLT_CALL_WRITE, 10, 8, 100);
        w.calls(shared, f, IOLT_CALL_WRITE, 9'000, 8, 100);
        w.thread(own).events_dropped = 5;
        w.thread(shared).events_dropped = 9'000;
        w.header().events_dropped = 9'005;
        w.header().flags = IOLT_FLAG_NO_SPACE | IOLT_FLAG_MISSING_SYMBOL;
        w.header().missing_symbol_string = w.addString("__fxstatat64");
        w.header().untraced_children = 2;
        w.exited(0, 1000);
        w.write(d.path().toStdString());
        const Trace tr = loadTraceModel(d.path().toStdString());
        const auto has = [&tr](const std::string& s) {
            return std::find(tr.notices.begin(), tr.notices.end(), s) != tr.notices.end();
        };
        QVERIFY(has("5 events not kept: the time line holds 32 per thread (--events raises it); the counts and "
                    "times include them."));
        QVERIFY(has("9,000 events of threads beyond the first 3 of a process are not in the time line: those "
                    "threads share one block of counts that keeps no events; the counts and times include them."));
        QVERIFY(has("pid 400 (daemon): the file system holding the trace directory ran out of space, so the trace "
                    "stopped growing there: later time-line events, files, call sites or threads of it are missing "
                    "(the program ran on untouched)."));
        QVERIFY(has("pid 400 (daemon) started 2 processes that could not write a trace file (the trace directory "
                    "refused the user it had changed to, or its file system was full): their calls are not in this "
                    "trace."));
        QVERIFY(has("pid 400 (daemon) called __fxstatat64, which the trace library wraps but whose real function it "
                    "could not find: that call could not work, and the trace may end there."));
        QCOMPARE(tr.notices.size(), std::size_t { 5 });
    }

    void sampledTimeIsCappedAtTheThreadsLife()
    {
        QTemporaryDir d;
        IoltWriter w(500);
        const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/data/bytes");
        const std::uint32_t t = w.addThread(500);
        w.thread(t).start_ns = 1'000'000;
        // 1,000,000 fgetc calls, 10,000 timed at 30 ns (mostly the clock's own cost): 30 ms
        // estimated, in a thread that ran 3 ms, 1 ms of it in reads timed one by one.
        w.calls(t, f, IOLT_CALL_FGETC, 1'000'000, 1, 30, 0, 0, 10'000);
        w.calls(t, f, IOLT_CALL_READ, 10, 4096, 100'000);
        w.exited(0, 4'000'000);
        w.write(d.path().toStdString());
        const Trace tr = loadTraceModel(d.path().toStdString());
        QCOMPARE(tr.files[0].calls[0].call, std::string("fgetc"));
        QCOMPARE(tr.files[0].calls[0].ns, std::uint64_t { 2'000'000 });
        QCOMPARE(tr.files[0].calls[1].ns, std::uint64_t { 1'000'000 });
        QCOMPARE(tr.processes[0].ioNs, std::uint64_t { 3'000'000 });
        QVERIFY(std::find(tr.notices.begin(), tr.notices.end(),
                    "Timing a cheap call costs more than the call itself, so the sampled estimate of a thread was "
                    "capped at the time the thread ran: it is an upper bound.")
            != tr.notices.end());
    }

    void stdioNoticesForBusyProcessesOnly()
    {
        using namespace iolens::trace::test;
        const auto notices = [](const std::vector<std::uint64_t>& fgetcs) {
            std::vector<FileStats> files;
            Trace t = traceOf({});
            for (std::size_t i = 0; i < fgetcs.size(); ++i) {
                const int pid = static_cast<int>(i) + 1;
                files.push_back(fileOf("/in", FileKind::Regular, { callOf(IOLT_CALL_FGETC, fgetcs[i], 0, 1) }, pid));
                if (i > 0) {
                    Process p = t.processes[0];
                    p.pid = pid;
                    t.processes.push_back(p);
                }
            }
            t.files = files;
            addNotices(t, {});
            return t.notices;
        };
        QCOMPARE(notices({ 999 }), std::vector<std::string> {});
        QCOMPARE(notices({ 1000 }),
            (std::vector<std::string> { "pid 1 (prog): glibc's stdio fills and flushes its buffers with its own read "
                                        "and write system calls, which a preload cannot see; for its 1,000 stdio read "
                                        "calls and 0 stdio write calls the kernel counted 1,221 read system calls and "
                                        "3 write system calls (syscr, syscw)." }));
        const std::vector<std::string> many = notices({ 1000, 2000, 3000, 4000, 5000, 6000, 7000, 10 });
        QCOMPARE(many.size(), std::size_t { 6 });
        QVERIFY(many[0].rfind("pid 7 (prog): ", 0) == 0); // most calls first
        QCOMPARE(many[5],
            std::string("2 more processes made 1,000 stdio calls or more, whose buffers also refill through system "
                        "calls a preload cannot see (the kernel's syscr and syscw are in each process's figures)."));
    }

    void statRegularity()
    {
        QTemporaryDir d;
        IoltWriter w(600);
        const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/run/flag");
        // 3 stats, 1,000.4 µs and 3,000.6 µs apart: whole microseconds squared, as the preload sums them.
        w.fileEntry(f).stat_calls = 3;
        w.fileEntry(f).stat_interval_sum = 4'001'000;
        w.fileEntry(f).stat_interval_sumsq_us = 1000 * 1000 + 3000 * 3000;
        w.fileEntry(f).stat_interval_hist[iolt_stat_bucket(1'000'400)] = 1;
        w.fileEntry(f).stat_interval_hist[iolt_stat_bucket(3'000'600)] = 1;
        w.calls(w.addThread(600), f, IOLT_CALL_STAT, 3, 0, 1000);
        w.exited(0, 10'000'000);
        w.write(d.path().toStdString());
        const Trace t = loadTraceModel(d.path().toStdString());
        QCOMPARE(t.files[0].statCalls, std::uint64_t { 3 });
        QCOMPARE(t.files[0].statIntervalMeanNs, 2'000'500.0);
        // mean of the truncated values 2000.5 - 0.5 = 2000 µs; variance 5,000,000 - 2000² = 1,000,000,
        // so the standard deviation is 1000 µs against the exact mean of 2000.5 µs.
        QCOMPARE(t.files[0].statIntervalCv, 1000.0 / 2000.5);
        std::vector<std::uint64_t> octaves(kStatIntervalBuckets, 0);
        octaves[10] = 1; // 512-1024 us
        octaves[12] = 1; // 2048-4096 us
        QCOMPARE(t.files[0].statIntervalHistogram, octaves);
    }

    // The octave histogram of one path adds up over the images of its pid (an exec continues it);
    // a version 1 file, which has none, leaves the CV alone to decide stat-polling.
    void statOctavesAddUpAcrossImages()
    {
        QTemporaryDir d;
        IoltWriter a(610, 1, 0);
        const std::uint32_t fa = a.addFile(IOLT_KIND_REGULAR, "/run/flag");
        a.fileEntry(fa).stat_calls = 31;
        a.fileEntry(fa).stat_interval_sum = 30 * 10'000'000ull;
        a.fileEntry(fa).stat_interval_sumsq_us = 30 * 10'000ull * 10'000ull;
        a.fileEntry(fa).stat_interval_hist[iolt_stat_bucket(10'000'000)] = 30;
        a.calls(a.addThread(610), fa, IOLT_CALL_STAT, 31, 0, 1000);
        a.execed(400'000'000);
        a.write(d.path().toStdString());
        IoltWriter b(610, 1, 1);
        const std::uint32_t fb = b.addFile(IOLT_KIND_REGULAR, "/run/flag");
        b.fileEntry(fb).stat_calls = 21;
        b.fileEntry(fb).stat_interval_sum = 18 * 10'000'000ull + 2 * 100'000'000ull;
        b.fileEntry(fb).stat_interval_sumsq_us = 18 * 10'000ull * 10'000ull + 2 * 100'000ull * 100'000ull;
        b.fileEntry(fb).stat_interval_hist[iolt_stat_bucket(10'000'000)] = 18;
        b.fileEntry(fb).stat_interval_hist[iolt_stat_bucket(100'000'000)] = 2;
        b.calls(b.addThread(610), fb, IOLT_CALL_STAT, 21, 0, 1000);
        b.exited(0, 400'000'000);
        b.write(d.path().toStdString());
        const Trace t = loadTraceModel(d.path().toStdString());
        QCOMPARE(t.files.size(), std::size_t { 1 });
        QCOMPARE(t.files[0].statCalls, std::uint64_t { 52 });
        std::vector<std::uint64_t> octaves(kStatIntervalBuckets, 0);
        octaves[14] = 48; // 8.2-16.4 ms
        octaves[17] = 2; // 65.5-131 ms
        QCOMPARE(t.files[0].statIntervalHistogram, octaves);
        QCOMPARE(t.files[0].statIntervalMeanNs, (48 * 10e6 + 2 * 100e6) / 50);

        QTemporaryDir old;
        iolens::trace::test::Capacities v1;
        v1.version = 1;
        IoltWriter w(620, 1, 0, v1);
        w.addFile(IOLT_KIND_REGULAR, "/tmp/other"); // an entry before it, at the shorter stride
        const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/run/flag");
        w.fileEntry(f).stat_calls = 51;
        w.fileEntry(f).stat_interval_sum = 50 * 10'000'500ull; // 10,000.5 us each, 10,000 in whole us
        w.fileEntry(f).stat_interval_sumsq_us = 50 * 10'000ull * 10'000ull;
        w.calls(w.addThread(620), f, IOLT_CALL_STAT, 51, 0, 1000);
        w.exited(0, 600'000'000);
        w.write(old.path().toStdString());
        const Trace v1Trace = loadTraceModel(old.path().toStdString());
        const auto flag = std::find_if(
            v1Trace.files.begin(), v1Trace.files.end(), [](const FileStats& fs) { return fs.path == "/run/flag"; });
        QVERIFY(flag != v1Trace.files.end());
        QCOMPARE(flag->statCalls, std::uint64_t { 51 });
        QVERIFY(flag->statIntervalHistogram.empty());
        QCOMPARE(flag->statIntervalMeanNs, 10'000'500.0);
        QCOMPARE(flag->statIntervalCv, 0.0);
        const std::vector<Finding> found = findFindings(v1Trace);
        QCOMPARE(found.size(), std::size_t { 1 });
        QCOMPARE(found[0].id, std::string("stat-polling"));
        QVERIFY2(
            found[0].evidence.find("(coefficient of variation 0.00)") != std::string::npos, found[0].evidence.c_str());
    }

    // A file of every version the loader reads (iolt.h: 1 and 2 without growth, 3 with it, 4 with
    // the offsets of time-line runs) loads its files, calls and events; version 1's file entries
    // are shorter, version 3's events too (their offsets are unknown).
    void everyVersionLoads_data()
    {
        QTest::addColumn<quint32>("version");
        for (std::uint32_t v = IOLT_VERSION_OLDEST; v <= IOLT_VERSION; ++v)
            QTest::addRow("version %u", v) << quint32(v);
    }
    void everyVersionLoads()
    {
        QFETCH(quint32, version);
        QTemporaryDir d;
        iolens::trace::test::Capacities cap;
        cap.version = version;
        IoltWriter w(630, 1, 0, cap);
        w.addFile(IOLT_KIND_REGULAR, "/data/a");
        const std::uint32_t b = w.addFile(IOLT_KIND_REGULAR, "/data/b");
        const std::uint32_t thread = w.addThread(630);
        w.calls(thread, b, IOLT_CALL_READ, 12, 100, 1000);
        iolt_event run {};
        run.begin_ns = 10;
        run.end_ns = 20;
        run.bytes = 800;
        run.count = 8;
        run.file = b;
        run.call = IOLT_CALL_READ;
        run.offset1 = 4096 + 1;
        w.addEvent(thread, run);
        run.begin_ns = 30;
        run.end_ns = 40;
        run.bytes = 400;
        run.count = 4;
        run.offset1 = 0; // unknown
        w.addEvent(thread, run);
        w.exited(0, 1'000'000);
        w.write(d.path().toStdString());
        const Trace t = loadTraceModel(d.path().toStdString());
        QCOMPARE(t.processes.size(), std::size_t { 1 });
        QCOMPARE(t.events.size(), std::size_t { 2 });
        QCOMPARE(t.events[0].count, 8u);
        QCOMPARE(t.events[0].bytes, std::uint64_t { 800 });
        QCOMPARE(t.events[0].offset, version >= 4 ? std::int64_t { 4096 } : std::int64_t { -1 });
        QCOMPARE(t.events[1].count, 4u); // found where a version's events are, whatever their size
        QCOMPARE(t.events[1].offset, std::int64_t { -1 });
        const auto it
            = std::find_if(t.files.begin(), t.files.end(), [](const FileStats& f) { return f.path == "/data/b"; });
        QVERIFY(it != t.files.end());
        QCOMPARE(it->calls.size(), std::size_t { 1 });
        QCOMPARE(it->calls[0].count, std::uint64_t { 12 });
        QCOMPARE(it->calls[0].bytes, std::uint64_t { 1200 });
    }

    // Version 3 tables past their first segment: a file entry, a name, a thread block in segment 1
    // and slots in a thread's further table are read where the header and the thread point.
    void grownTablesLoad()
    {
        QTemporaryDir d;
        IoltWriter w(640, 1, 0); // 64 files, 4 thread blocks in the first segments
        w.header().strings_size = 4096; // names past 4,096 bytes go to strings segment 1
        for (int i = 1; i < 64; ++i)
            w.addFile(IOLT_KIND_REGULAR, "/data/f" + std::to_string(i));
        const std::uint32_t main = w.addThread(640);
        w.calls(main, 1, IOLT_CALL_READ, 3, 10, 1000);
        for (int tid = 641; tid < 644; ++tid)
            w.addThread(tid);
        // strings segment 1: 8,192 bytes from offset 4,096
        const std::string grownName = "/data/grown-file";
        unsigned char* names = w.addSegment(IOLT_TABLE_STRINGS, 1, 4096, 1);
        std::memcpy(names + 100, grownName.c_str(), grownName.size() + 1);
        w.header().strings_used = 4096 + 100 + static_cast<std::uint32_t>(grownName.size()) + 1;
        // files segment 1: entries 64 … 191
        auto* files = reinterpret_cast<iolt_file*>(w.addSegment(IOLT_TABLE_FILES, 1, 64, sizeof(iolt_file)));
        files[0].kind = IOLT_KIND_REGULAR;
        files[0].path_string = 4096 + 100;
        files[0].used = 1;
        w.header().files_used = 65;
        // the main thread's further slot table: the grown file's writes and more reads of f1
        iolt_slot* more = w.addSlotTable(main, 4);
        more[0].key = { 64, IOLT_CALL_WRITE, 0, 0, 1 };
        more[0].count = more[0].timed = 5;
        more[0].bytes = 50;
        more[1].key = { 1, IOLT_CALL_READ, 0, 0, 1 };
        more[1].count = more[1].timed = 7;
        more[1].bytes = 70;
        reinterpret_cast<iolt_slot_table*>(reinterpret_cast<unsigned char*>(more) - sizeof(iolt_slot_table))->used = 2;
        // thread segment 1: a fifth thread, block 4
        auto* block = w.addSegment(IOLT_TABLE_THREADS, 1, 4, w.header().thread_block_size);
        auto& fifth = *reinterpret_cast<iolt_thread*>(block);
        fifth.tid = 645;
        fifth.used = 1;
        auto* fifthSlots = reinterpret_cast<iolt_slot*>(block + sizeof(iolt_thread));
        fifthSlots[0].key = { 64, IOLT_CALL_WRITE, 0, 0, 1 };
        fifthSlots[0].count = fifthSlots[0].timed = 2;
        fifthSlots[0].bytes = 20;
        fifth.slots_used = 1;
        w.header().threads_used = 5;
        w.exited(0, 1'000'000);
        w.write(d.path().toStdString());

        const Trace t = loadTraceModel(d.path().toStdString());
        const auto byPath = [&t](const std::string& path) {
            return std::find_if(t.files.begin(), t.files.end(), [&](const FileStats& f) { return f.path == path; });
        };
        const auto grown = byPath(grownName);
        QVERIFY(grown != t.files.end());
        QCOMPARE(grown->calls.size(), std::size_t { 1 });
        QCOMPARE(grown->calls[0].count, std::uint64_t { 7 }); // 5 on the main thread, 2 on the fifth
        QCOMPARE(grown->calls[0].bytes, std::uint64_t { 70 });
        const auto f1 = byPath("/data/f1");
        QVERIFY(f1 != t.files.end());
        QCOMPARE(f1->calls[0].count, std::uint64_t { 10 });
        QCOMPARE(f1->calls[0].bytes, std::uint64_t { 100 });
        QCOMPARE(t.processes.size(), std::size_t { 1 });
        const std::vector<Thread>& threads = t.processes[0].threads;
        QVERIFY(std::any_of(threads.begin(), threads.end(), [](const Thread& th) { return th.tid == 645; }));
    }

    // Version 5: a thread's further tables of short slots (calls that move no data) and of whole
    // ones, linked in one list in any order, each read with its own slot size.
    void shortSlotTablesLoad()
    {
        QTemporaryDir d;
        IoltWriter w(700, 1, 0);
        const std::uint32_t file = w.addFile(IOLT_KIND_REGULAR, "/data/many");
        const std::uint32_t main = w.addThread(700);
        const std::uint32_t sites[3] = { w.addSite("/usr/bin/prog", 0x401000, 0x1000, "load"),
            w.addSite("/usr/bin/prog", 0x402000, 0x2000, "save"),
            w.addSite("/usr/bin/prog", 0x403000, 0x3000, "done") };
        iolt_slot* opens = w.addSlotTable(main, 3, IOLT_SLOT_SHORT_SIZE);
        for (std::uint32_t i = 0; i < 3; ++i) {
            iolt_slot& s = IoltWriter::shortSlot(opens, i);
            s.key = { file, i == 2 ? std::uint16_t { IOLT_CALL_CLOSE } : std::uint16_t { IOLT_CALL_OPEN },
                std::uint16_t { 0 }, sites[i], 1 };
            s.count = s.timed = 10 + i;
            s.ns = 1000;
        }
        IoltWriter::tableOf(opens).used = 3;
        iolt_slot* reads = w.addSlotTable(main, 2, sizeof(iolt_slot));
        reads[0].key = { file, IOLT_CALL_READ, 0, 0, 1 };
        reads[0].count = reads[0].timed = 4;
        reads[0].bytes = 4 * 4096;
        reads[0].hist[iolt_hist_bucket(4096)] = 4;
        IoltWriter::tableOf(reads).used = 1;
        iolt_slot* more = w.addSlotTable(main, 2, IOLT_SLOT_SHORT_SIZE);
        iolt_slot& fstat = IoltWriter::shortSlot(more, 0);
        fstat.key = { file, IOLT_CALL_FSTAT, 0, 0, 1 };
        fstat.count = fstat.timed = 6;
        IoltWriter::tableOf(more).used = 1;
        w.exited(0, 1'000'000);
        w.write(d.path().toStdString());

        const Trace t = loadTraceModel(d.path().toStdString());
        const auto f
            = std::find_if(t.files.begin(), t.files.end(), [](const FileStats& x) { return x.path == "/data/many"; });
        QVERIFY(f != t.files.end());
        const auto calls = [&f](const char* name) {
            const auto c
                = std::find_if(f->calls.begin(), f->calls.end(), [name](const CallStats& x) { return x.call == name; });
            return c == f->calls.end() ? nullptr : &*c;
        };
        QVERIFY(calls("open") && calls("close") && calls("read") && calls("fstat"));
        QCOMPARE(calls("open")->count, std::uint64_t { 10 + 11 }); // two sites
        QCOMPARE(calls("close")->count, std::uint64_t { 12 });
        QCOMPARE(calls("fstat")->count, std::uint64_t { 6 });
        QVERIFY(calls("open")->histogram.empty());
        QCOMPARE(calls("read")->count, std::uint64_t { 4 });
        QCOMPARE(calls("read")->bytes, std::uint64_t { 4 * 4096 });
        QCOMPARE(calls("read")->histogram.at(iolt_hist_bucket(4096)), std::uint64_t { 4 });
    }

    void emptyDirectorySaysNothingWasTraced()
    {
        QTemporaryDir d;
        const Trace t = loadTraceModel(d.path().toStdString());
        QVERIFY(t.processes.empty());
        QCOMPARE(t.notices,
            (std::vector<std::string> { "No process of this trace loaded the trace library: the "
                                        "program may clear its environment (LD_PRELOAD) or be "
                                        "statically linked, so none of its calls are in this trace." }));
        const QString phrases = noticePhraseProblem(t);
        QVERIFY2(phrases.isEmpty(), qPrintable(phrases));
    }

    void zonesFallback()
    {
        QTemporaryDir d;
        IoltWriter w(400);
        w.setArgv({ "/bin/java" });
        w.exited(0, 10);
        w.write(d.path().toStdString());
        {
            std::ofstream z(d.path().toStdString() + "/" + kZonesFileName);
            z << "+1\n+2\n-2\n+2\n-2\n-1\n+3\n"; // 3 never closes
        }
        const Trace t = loadTraceModel(d.path().toStdString());
        QCOMPARE(t.zones.size(), std::size_t { 2 });
        QCOMPARE(t.zones[0].name, std::string("1"));
        QCOMPARE(t.zones[0].count, std::uint64_t { 1 });
        QCOMPARE(t.zones[0].pid, 400);
        QCOMPARE(t.zones[1].name, std::string("2"));
        QCOMPARE(t.zones[1].count, std::uint64_t { 2 });
        QCOMPARE(t.notices.front(),
            std::string("The program wrote 3 stopwatch zones without the trace library (LD_PRELOAD was dropped): they "
                        "are counted from its zone lines, without times and without the I/O inside them."));
        const QString phrases = noticePhraseProblem(t);
        QVERIFY2(phrases.isEmpty(), qPrintable(phrases));
    }

    // A ring whose queue a kernel thread polls (SQPOLL) is not seen in either mode; the notice
    // names liburing only where the preload could have seen it.
    void sqpollNoticeFitsTheMode()
    {
        for (const std::string mode : { "preload", "ptrace" }) {
            Trace t;
            t.mode = mode;
            Process p;
            p.pid = 5;
            p.argv = { "/usr/bin/fio" };
            t.processes.push_back(p);
            ImageFacts f;
            f.pid = 5;
            f.uring.sqpollRings = 2;
            uringNotices(t, { f });
            QCOMPARE(t.notices.size(), std::size_t { 1 });
            const std::string& n = t.notices[0];
            QVERIFY2(n.find("2 io_uring rings with a kernel thread polling its queue (SQPOLL)") != std::string::npos,
                n.c_str());
            QCOMPARE(n.find("liburing") != std::string::npos, mode == "preload");
            QCOMPARE(n.find("without a system call") != std::string::npos, mode == "ptrace");
            const QString phrases = noticePhraseProblem(t);
            QVERIFY2(phrases.isEmpty(), qPrintable(phrases));
        }
    }

    // A call kind that moved no byte (an open, a close) keeps no histogram (trace.h): bucket()
    // reads it as zeros, and the JSON still has its 32 counts.
    void callsWithoutSizesKeepNoHistogram()
    {
        QTemporaryDir d;
        IoltWriter w(700, 1, 0);
        const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/data/f");
        const std::uint32_t th = w.addThread(700);
        iolt_slot& open = w.slot(th, f, IOLT_CALL_OPEN);
        open.count = open.timed = 3;
        open.ns = 300;
        w.calls(th, f, IOLT_CALL_READ, 2, 100, 1000);
        w.exited(0, 10'000);
        w.write(d.path().toStdString());
        const Trace t = loadTraceModel(d.path().toStdString());
        const FileStats* file = findFile(t, 700, "/data/f");
        QVERIFY(file);
        QCOMPARE(file->calls.size(), std::size_t { 2 });
        const CallStats& read = file->calls[0];
        const CallStats& opens = file->calls[1];
        QCOMPARE(opens.call, std::string("open"));
        QCOMPARE(opens.count, std::uint64_t { 3 });
        QVERIFY(opens.histogram.empty());
        QCOMPARE(opens.bucket(0), std::uint64_t { 0 });
        // Up to its last bucket that counts a call; the JSON has all of them.
        QCOMPARE(read.histogram.size(), std::size_t { iolt_hist_bucket(100) + 1 });
        QCOMPARE(read.bucket(iolt_hist_bucket(100)), std::uint64_t { 2 });
        QCOMPARE(read.bucket(iolt_hist_bucket(100) + 1), std::uint64_t { 0 });
        const QJsonObject o = QJsonDocument::fromJson(traceToJson(t)).object();
        const QJsonArray calls = o.value(u"files").toArray()[0].toObject().value(u"calls").toArray();
        QCOMPARE(calls[1].toObject().value(u"histogram").toArray(),
            QJsonArray(QJsonArray::fromVariantList(QVariantList(kHistogramBuckets, 0))));
        const QJsonArray readSizes = calls[0].toObject().value(u"histogram").toArray();
        QCOMPARE(readSizes.size(), kHistogramBuckets);
        QCOMPARE(readSizes[static_cast<int>(iolt_hist_bucket(100))].toInteger(), 2);
    }

    // An entry the library made for a second name of a file it had (iolt.h alias_of: a symbolic
    // or hard link opened by a name not seen before) is counted as that file: its opens, sessions
    // and calls. An alias that is not of an earlier entry (damaged) is a file of its own.
    void secondNamesCountAsTheirFile()
    {
        QTemporaryDir d;
        IoltWriter w(710, 1, 0);
        const std::uint32_t real = w.addFile(IOLT_KIND_REGULAR, "/data/real");
        w.fileEntry(real).opens = 1;
        w.fileEntry(real).sessions_closed = 1;
        const std::uint32_t link = w.addFile(IOLT_KIND_REGULAR, "/data/link");
        w.fileEntry(link).alias_of = real;
        w.fileEntry(link).opens = 2;
        w.fileEntry(link).sessions_closed = 2;
        w.fileEntry(link).sessions_read_from_start = 2;
        w.fileEntry(link).size_at_open = 300;
        const std::uint32_t self = w.addFile(IOLT_KIND_REGULAR, "/data/self");
        w.fileEntry(self).alias_of = self;
        const std::uint32_t later = w.addFile(IOLT_KIND_REGULAR, "/data/later");
        w.fileEntry(later).alias_of = later + 1;
        const std::uint32_t th = w.addThread(710);
        w.calls(th, real, IOLT_CALL_WRITE, 1, 300, 1000);
        w.calls(th, link, IOLT_CALL_READ, 2, 300, 2000);
        w.calls(th, self, IOLT_CALL_READ, 1, 10, 100);
        w.calls(th, later, IOLT_CALL_READ, 1, 10, 100);
        w.exited(0, 10'000);
        w.write(d.path().toStdString());
        const Trace t = loadTraceModel(d.path().toStdString());
        QVERIFY(!findFile(t, 710, "/data/link"));
        const FileStats* file = findFile(t, 710, "/data/real");
        QVERIFY(file);
        QCOMPARE(file->opens, std::uint64_t { 3 });
        QCOMPARE(file->sessionsClosed, std::uint64_t { 3 });
        QCOMPARE(file->sessionsReadFromStart, std::uint64_t { 2 });
        QCOMPARE(file->sizeAtOpen, std::uint64_t { 300 });
        QCOMPARE(file->bytesWritten(), std::uint64_t { 300 });
        QCOMPARE(file->bytesRead(), std::uint64_t { 600 });
        QVERIFY(findFile(t, 710, "/data/self"));
        QVERIFY(findFile(t, 710, "/data/later"));
        QCOMPARE(t.files.size(), std::size_t { 3 });
    }

    // Stacks of the same process, file, call kind, truncation and frames are summed into the
    // first of them; stacks with nothing in them go; the rest come most time first, then most
    // calls, ties in the order they came.
    void stacksAreMergedAndOrdered()
    {
        const auto stack = [](int pid, int file, std::string call, std::vector<std::size_t> frames, std::uint64_t calls,
                               std::uint64_t ns, bool truncated = false) {
            Stack s;
            s.pid = pid;
            s.file = file;
            s.call = std::move(call);
            s.frames = std::move(frames);
            s.calls = calls;
            s.ns = ns;
            s.bytes = calls * 10;
            s.truncated = truncated;
            return s;
        };
        const std::vector<Stack> added = {
            stack(1, 0, "read", { 1, 2 }, 5, 100), // A
            stack(1, 0, "read", { 1, 3 }, 1, 300), // B: other frames
            stack(1, 0, "read", { 1, 2 }, 5, 250), // A again: 10 calls, 350 ns
            stack(1, 0, "read", { 1, 2 }, 0, 0), // empty: gone
            stack(2, 0, "read", { 1, 2 }, 2, 50), // another process
            stack(1, 0, "read", { 1, 2 }, 2, 50, true), // truncated: not A
            stack(1, 1, "write", {}, 4, 50), // ties with the two above on ns, more calls
            stack(1, 0, "read", { 1, 2 }, 1, 1), // A a third time
        };
        StackLoader loader;
        for (const Stack& s : added)
            loader.addStack(s);
        Trace t;
        loader.finish(t);
        QCOMPARE(t.stacks.size(), std::size_t { 5 });
        QCOMPARE(t.stacks[0].frames, (std::vector<std::size_t> { 1, 2 }));
        QCOMPARE(t.stacks[0].calls, std::uint64_t { 11 });
        QCOMPARE(t.stacks[0].ns, std::uint64_t { 351 });
        QCOMPARE(t.stacks[0].bytes, std::uint64_t { 110 });
        QCOMPARE(t.stacks[1].frames, (std::vector<std::size_t> { 1, 3 }));
        QCOMPARE(t.stacks[2].call, std::string("write")); // 4 calls before the 2-call ties
        QCOMPARE(t.stacks[3].pid, 2); // came before the truncated one
        QVERIFY(t.stacks[4].truncated);
        QCOMPARE(t.stacks[4].calls, std::uint64_t { 2 });
    }

    // stableSortDescending orders as std::stable_sort with "larger major, then larger minor"
    // would: counts of every size (a byte that differs only in the top one, ties on both keys,
    // all equal), and a rank's index stays with its keys.
    void descendingSortIsAStableSort()
    {
        std::uint64_t seed = 99;
        const auto next = [&seed]() {
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            return seed;
        };
        const auto check = [](std::vector<DescendingRank> ranks, const char* what) {
            std::vector<DescendingRank> expected = ranks;
            std::stable_sort(expected.begin(), expected.end(), [](const DescendingRank& a, const DescendingRank& b) {
                return a.major != b.major ? a.major > b.major : a.minor > b.minor;
            });
            stableSortDescending(ranks);
            QCOMPARE(ranks.size(), expected.size());
            for (std::size_t i = 0; i < ranks.size(); ++i) {
                const bool same = ranks[i].major == expected[i].major && ranks[i].minor == expected[i].minor
                    && ranks[i].index == expected[i].index;
                QVERIFY2(same, (std::string(what) + ": rank " + std::to_string(i) + " differs").c_str());
            }
        };
        check({}, "none");
        check({ { 5, 1, 0 } }, "one");
        std::vector<DescendingRank> mixed;
        for (std::size_t i = 0; i < 20000; ++i) {
            const std::uint64_t major = next() >> (next() % 64); // from 64 bits down to 1
            mixed.push_back({ major, next() % 4, i });
        }
        mixed.push_back({ ~0ull, 0, mixed.size() });
        mixed.push_back({ ~0ull, ~0ull, mixed.size() });
        mixed.push_back({ 1ull << 63, 3, mixed.size() });
        check(mixed, "mixed");
        std::vector<DescendingRank> ties;
        for (std::size_t i = 0; i < 3000; ++i)
            ties.push_back({ next() % 3, next() % 2, i });
        check(ties, "ties");
        std::vector<DescendingRank> topOnly;
        for (std::size_t i = 0; i < 1000; ++i)
            topOnly.push_back({ (next() % 2) << 63, 7, i });
        check(topOnly, "top byte only");
        std::vector<DescendingRank> equal;
        for (std::size_t i = 0; i < 500; ++i)
            equal.push_back({ 42, 42, i });
        check(equal, "all equal");
    }

    // stableSortRuns orders as std::stable_sort does, equal keys in their order: input in one run,
    // a few runs of different lengths, more runs than it merges (std::stable_sort then), reversed.
    void runSortIsAStableSort()
    {
        using Item = std::pair<int, std::size_t>; // key, place in the input
        const auto byKey = [](const Item& a, const Item& b) { return a.first < b.first; };
        const auto check = [&](const std::vector<int>& keys, const char* what) {
            std::vector<Item> items;
            for (std::size_t i = 0; i < keys.size(); ++i)
                items.emplace_back(keys[i], i);
            std::vector<Item> expected = items;
            std::stable_sort(expected.begin(), expected.end(), byKey);
            stableSortRuns(items.begin(), items.end(), byKey);
            QVERIFY2(items == expected, what);
        };
        check({}, "none");
        check({ 3 }, "one");
        std::vector<int> sorted;
        for (int i = 0; i < 1000; ++i)
            sorted.push_back(i / 3);
        check(sorted, "one run with ties");
        std::vector<int> twice = sorted;
        twice.insert(twice.end(), sorted.begin(), sorted.end()); // written, then read back
        check(twice, "two runs");
        std::vector<int> uneven;
        for (int run = 0; run < 7; ++run)
            for (int i = 0; i < 10 + run * 37; ++i)
                uneven.push_back((i * 5 + run) / 2);
        check(uneven, "seven runs of different lengths");
        std::vector<int> many;
        for (int run = 0; run < 200; ++run)
            for (int i = 0; i < 5; ++i)
                many.push_back((run * 7919 + i * 13) % 97);
        check(many, "more runs than are merged");
        std::vector<int> reversed(300);
        for (int i = 0; i < 300; ++i)
            reversed[static_cast<std::size_t>(i)] = 300 - i / 2;
        check(reversed, "reversed");
    }

    // mergeSlotTotals moves the slots into key order in place: each key once, the totals of its
    // threads summed, whatever order the slots came in (whole and short tables interleaved, threads
    // one after the other), as a map over the same slots says.
    void slotTotalsMergeInKeyOrder()
    {
        SlotTotals totals;
        std::map<SlotKey, SlotTotal> expected;
        std::uint32_t seed = 12345;
        const auto next = [&seed](std::uint32_t below) {
            seed = seed * 1664525u + 1013904223u;
            return (seed >> 8) % below;
        };
        for (int i = 0; i < 5000; ++i) {
            const SlotKey key { next(700) + 1, next(9), next(3), next(4) };
            const SlotTotal total { next(100) + 1, next(1000), next(50), static_cast<int>(key.file) * 2 };
            totals.emplace_back(key, total);
            SlotTotal& sum = expected[key];
            sum.calls += total.calls;
            sum.ns += total.ns;
            sum.bytes += total.bytes;
            sum.file = total.file;
        }
        mergeSlotTotals(totals);
        QCOMPARE(totals.size(), expected.size());
        std::size_t k = 0;
        for (const auto& [key, total] : expected) {
            QVERIFY2(totals[k].first == key, ("slot " + std::to_string(k) + " is out of key order").c_str());
            QCOMPARE(totals[k].second.calls, total.calls);
            QCOMPARE(totals[k].second.ns, total.ns);
            QCOMPARE(totals[k].second.bytes, total.bytes);
            QCOMPARE(totals[k].second.file, total.file);
            ++k;
        }
    }

    // Site::callsByPath is a sorted vector read like the map it was: path order (bytes), one entry
    // per path (the last count given), found by its path.
    void pathCountsReadLikeAMap()
    {
        const PathCounts counts({ { "/b", 2 }, { "/a\xff", 9 }, { "/a", 1 }, { "/b", 3 } });
        QCOMPARE(counts.size(), std::size_t { 3 });
        std::vector<std::string> order;
        for (const auto& [path, n] : counts)
            order.push_back(path);
        QCOMPARE(order, (std::vector<std::string> { "/a", "/a\xff", "/b" }));
        QCOMPARE(counts.find("/b")->second, std::uint64_t { 3 });
        QCOMPARE(counts.find("/a")->second, std::uint64_t { 1 });
        QVERIFY(counts.find("/c") == counts.end());
        QVERIFY(!counts.contains("/"));
        QVERIFY(counts == (PathCounts { { "/a", 1 }, { "/b", 3 }, { "/a\xff", 9 } }));
        QVERIFY(PathCounts().empty());
    }

    void missingDirectoryIsOneSentence()
    {
        try {
            loadTraceModel("/nonexistent/iolens-trace");
            QFAIL("no TraceError");
        } catch (const TraceError& e) {
            QCOMPARE(std::string(e.what()),
                std::string("Cannot read the trace directory '/nonexistent/iolens-trace': No such file or directory."));
        }
    }
};

QTEST_GUILESS_MAIN(TestTraceLoader)
#include "tst_traceloader.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libiolens-trace.so on its own: each mechanism program (tests/trace/programs) runs under the
// preload and the .iolt files it leaves are read directly with iolt.h (ioltread.h), never through
// core/trace's loader, so the file format is checked against its header. Every count is exact:
// the programs make a known number of calls.
#include "preloadrun.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>
#include <sys/stat.h>
#include <vector>

using namespace preloadtest;

class TstPreload : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_work; // program data and the zones file
    std::unique_ptr<QTemporaryDir> m_trace; // one fresh trace dir per run
    QString m_zones;
    Run m_run; // the last traced() run

    QString data(const char* name) const { return m_work.filePath(QLatin1String(name)); }

    QProcessEnvironment tracedEnv() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LD_PRELOAD"), kLibrary);
        env.insert(QStringLiteral(IOLT_ENV_DIR), m_trace->path());
        env.insert(QStringLiteral(IOLT_ENV_ZONES), m_zones);
        env.insert(QStringLiteral(IOLT_ENV_LIB), kLibrary);
        return env;
    }

    // Runs the program traced into a fresh trace dir, and untraced, and checks that the library
    // printed nothing: both runs' stdout and stderr are the same (unless told they differ).
    void traced(const char* name, const QStringList& args, bool sameOutput = true)
    {
        m_trace = std::make_unique<QTemporaryDir>();
        m_run = runProgram(program(name), args, tracedEnv(), m_work.path());
        if (sameOutput) {
            const Run bare = runProgram(program(name), args, QProcessEnvironment::systemEnvironment(), m_work.path());
            QCOMPARE(m_run.out, bare.out);
            QCOMPARE(m_run.err, bare.err);
        }
    }
    Traces traces() const { return load(m_trace->path()); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_work.isValid());
        QVERIFY(QFile::exists(kLibrary));
        m_zones = m_work.filePath(QStringLiteral("zones"));
        QFile z(m_zones);
        QVERIFY(z.open(QIODevice::WriteOnly));
    }

    void threadsReadWithoutSharing()
    {
        traced("tp_threads", { data("threads") });
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        QCOMPARE(f.header().state, int(IOLT_STATE_EXITED));
        QCOMPARE(f.header().exit_status, 0);
        QCOMPARE(quint64(f.threads()), quint64(5));
        const uint32_t file = f.fileIndex(data("threads"));
        QVERIFY(file != 0);
        QCOMPARE(f.file(file).kind, uint32_t(IOLT_KIND_REGULAR));
        const auto reads = f.calls(file, IOLT_CALL_READ);
        QCOMPARE(quint64(reads.count), quint64(4000));
        // per thread: the first 64 timed, then 1 in 64 while the calls average under 2 us (15 more
        // of 1,000), all of them once a slow one (the machine is busy) lifts the average
        QVERIFY2(reads.timed >= 4 * 79 && reads.timed <= 4000, qPrintable(QString::number(reads.timed)));
        QCOMPARE(quint64(reads.bytes), quint64(4000));
        QCOMPARE(quint64(reads.hist[1]), quint64(4000));
        QCOMPARE(quint64(reads.sequential), quint64(4000));
        QCOMPARE(quint64(reads.random), quint64(0));
        const auto writes = f.calls(file, IOLT_CALL_WRITE);
        QCOMPARE(quint64(writes.count), quint64(1));
        QCOMPARE(quint64(writes.bytes), quint64(4096));
        QCOMPARE(quint64(writes.hist[iolt_hist_bucket(4096)]), quint64(1));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_OPEN).count), quint64(5));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_CLOSE).count), quint64(5));
        // each reader thread has its own block with its own 1,000 reads
        for (uint32_t b = 1; b < 5; ++b) {
            QCOMPARE(quint64(f.thread(b).shared), quint64(0));
            QVERIFY(f.thread(b).tid != f.thread(0).tid);
        }
        const iolt_file& e = f.file(file);
        QCOMPARE(quint64(e.opens), quint64(5));
        QCOMPARE(quint64(e.sessions_closed), quint64(5));
        QCOMPARE(quint64(e.sessions_written), quint64(1));
        QCOMPARE(quint64(e.session_write_bytes), quint64(4096));
        QCOMPARE(quint64(e.sessions_read_from_start), quint64(4));
        QCOMPARE(quint64(e.session_read_bytes), quint64(4000));
        // the kernel's own counts agree, once the library's reads of /proc are taken out
        const iolt_header& h = f.header();
        QVERIFY(h.kernel_start.valid && h.kernel_end.valid);
        QCOMPARE(quint64(h.kernel_end.syscr - h.kernel_start.syscr - h.own_syscr), quint64(4000));
        QCOMPARE(quint64(h.kernel_end.syscw - h.kernel_start.syscw), quint64(1));
        QCOMPARE(quint64(h.kernel_end.wchar - h.kernel_start.wchar), quint64(4096));
    }

    void forkChildGetsItsOwnFile()
    {
        traced("tp_fork", { data("fork") });
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(2));
        const TraceFile* parent = t[0]->header().ppid == t[1]->header().pid ? t[1].get() : t[0].get();
        const TraceFile* child = parent == t[0].get() ? t[1].get() : t[0].get();
        QCOMPARE(child->header().ppid, parent->header().pid);
        QCOMPARE(quint64(child->header().generation), quint64(0));
        QCOMPARE(parent->header().exit_status, 0);
        QCOMPARE(child->header().exit_status, 7);
        QCOMPARE(child->header().state, int(IOLT_STATE_EXITED));
        // the child's inherited fd still names the file (the tables were copied)
        QCOMPARE(quint64(parent->calls(parent->fileIndex(data("fork")), IOLT_CALL_WRITE).count), quint64(5));
        QCOMPARE(quint64(child->calls(child->fileIndex(data("fork")), IOLT_CALL_WRITE).count), quint64(5));
        QCOMPARE(quint64(parent->calls(0, IOLT_CALL_FORK).count), quint64(1));
        QCOMPARE(quint64(child->calls(0, IOLT_CALL_FORK).count), quint64(0));
        QCOMPARE(quint64(child->file(child->fileIndex(data("fork"))).opens),
            quint64(0)); // the parent's open, not the child's
    }

    // _Fork (no atfork handlers: wrapped), daemon(3) and forkpty(3) (fork inside libc: the atfork
    // backstop, registered by their wrappers): each child writes into a file of its own, as after
    // fork(), never into its parent's, and each fork is counted in the process that made it.
    void forksThatBypassForkGetTheirOwnFile()
    {
        traced("tp_forkbypass", { data("forkbypass") });
        QCOMPARE(m_run.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(5)); // the process, its _Fork child, its fork child, the daemon, the pty child
        std::vector<quint64> writes;
        std::vector<int> pids;
        int first = -1;
        for (const auto& f : t) {
            writes.push_back(f->calls(f->fileIndex(data("forkbypass")), IOLT_CALL_WRITE).count);
            pids.push_back(f->header().pid);
            if (f->calls(0, IOLT_CALL_FORK).count == 3)
                first = f->header().pid;
        }
        std::sort(writes.begin(), writes.end());
        QCOMPARE(writes, (std::vector<quint64> { 0, 1, 2, 3, 4 })); // the daemon's parent writes nothing
        std::sort(pids.begin(), pids.end());
        QVERIFY(std::adjacent_find(pids.begin(), pids.end()) == pids.end());
        QVERIFY(first > 0); // the first process recorded its three forks
        for (const auto& f : t) {
            if (f->header().pid == first)
                continue;
            const uint64_t w = f->calls(f->fileIndex(data("forkbypass")), IOLT_CALL_WRITE).count;
            QCOMPARE(quint64(f->calls(0, IOLT_CALL_FORK).count), quint64(w == 0 ? 1 : 0)); // daemon(3)'s fork
            if (w == 2 || w == 0 || w == 4)
                QCOMPARE(f->header().ppid, first);
            if (w != 0) // (daemon's parent leaves through libc's own _exit, which no preload sees)
                QCOMPARE(f->header().state, int(IOLT_STATE_EXITED));
        }
    }

    void execContinuesThePid()
    {
        traced("tp_exec", { QStringLiteral("keep"), program("tp_exec_child"), data("exec") });
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 5);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(2));
        const TraceFile& before = *t[0];
        const TraceFile& after = *t[1];
        QCOMPARE(before.header().pid, after.header().pid);
        QCOMPARE(quint64(before.header().generation), quint64(0));
        QCOMPARE(quint64(after.header().generation), quint64(1));
        QCOMPARE(before.header().state, int(IOLT_STATE_EXECED));
        QVERIFY(before.header().end_ns > 0);
        QVERIFY(before.header().kernel_end.valid);
        QCOMPARE(after.header().state, int(IOLT_STATE_EXITED));
        QCOMPARE(after.header().exit_status, 5);
        QCOMPARE(quint64(before.header().untraced_execs), quint64(0));
        QCOMPARE(quint64(before.calls(before.fileIndex(data("exec")), IOLT_CALL_WRITE).bytes), quint64(2));
        QCOMPARE(quint64(after.calls(after.fileIndex(data("exec")), IOLT_CALL_WRITE).count), quint64(4));
        QCOMPARE(after.string(after.header().exe_string), program("tp_exec_child"));
    }

    // A program that makes no traced call still has its record: argv as /proc/self/cmdline gives
    // it (taken from the constructor's arguments since issue 22 §6, an empty argument and spaces
    // included), its exe, its exit status and both kernel and page-fault snapshots (the faults now
    // from getrusage).
    void programWithoutCallsKeepsItsIdentity()
    {
        const QStringList args { QStringLiteral("a b"), QString(), QStringLiteral("c") };
        traced("tp_empty", args);
        QCOMPARE(m_run.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const iolt_header& h = f.header();
        QCOMPARE(h.state, int(IOLT_STATE_EXITED));
        QCOMPARE(h.exit_status, 0);
        QByteArray expected = program("tp_empty").toLocal8Bit();
        for (const QString& a : args)
            expected += '\0' + a.toLocal8Bit();
        QCOMPARE(quint64(h.argv_bytes), quint64(expected.size()));
        QCOMPARE(f.bytes(h.argv_string, h.argv_bytes), expected);
        QCOMPARE(f.string(h.exe_string), program("tp_empty"));
        QVERIFY(h.kernel_start.valid && h.kernel_end.valid);
        QVERIFY(h.faults_start.valid && h.faults_end.valid);
        QVERIFY(h.faults_start.minor > 0); // the loader's and libc's, before the constructor
        QVERIFY(h.faults_end.minor >= h.faults_start.minor);
    }

    // execve with an empty environment: the exec wrapper puts the library and its variables back,
    // so the new image is traced too (it was lost, and counted in untraced_execs, before the
    // library hid itself from the environment).
    void execWithAnEmptyEnvironmentIsTraced()
    {
        traced("tp_exec", { QStringLiteral("clearenv"), program("tp_exec_child"), data("exec2") });
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 5);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(2));
        uint64_t writes = 0;
        for (const auto& f : t) {
            QCOMPARE(quint64(f->header().untraced_execs), quint64(0));
            QCOMPARE(quint64(f->header().flags & IOLT_FLAG_STATIC_CHILD), quint64(0));
            if (const uint32_t file = f->fileIndex(data("exec2")))
                writes += f->calls(file, IOLT_CALL_WRITE).count;
        }
        QCOMPARE(writes, uint64_t(5)); // the program's one, the child's four
    }

    void failedExecRestoresThenStaticChildIsFlagged()
    {
        traced("tp_exec", { QStringLiteral("missing"), program("tp_static"), data("exec3") });
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        const Traces t = traces();
        // The static program never loads the library: its record is the one the exec'ing image
        // began for it (untracedimage.h). No traced parent reaps it here, so it stays unfinished.
        QCOMPARE(t.size(), size_t(2));
        const TraceFile& f = *t[0];
        QCOMPARE(quint64(f.header().generation), quint64(0));
        QCOMPARE(f.header().state, int(IOLT_STATE_EXECED));
        QCOMPARE(f.header().flags & IOLT_FLAG_STATIC_CHILD, uint32_t(IOLT_FLAG_STATIC_CHILD));
        // untraced_execs counts execs whose environment drops the library (iolt.h); a static one
        // is told by the flag (it was counted too, and reported as an environment that drops it).
        QCOMPARE(quint64(f.header().untraced_execs), quint64(0));
        const TraceFile& told = *t[1];
        QCOMPARE(told.header().pid, f.header().pid);
        QCOMPARE(told.header().ppid, f.header().ppid);
        QCOMPARE(quint64(told.header().generation), quint64(1));
        QCOMPARE(told.header().flags & IOLT_FLAG_TOLD_BY_PARENT, uint32_t(IOLT_FLAG_TOLD_BY_PARENT));
        QCOMPARE(told.header().state, int(IOLT_STATE_RUNNING));
        QCOMPARE(told.string(told.header().exe_string), program("tp_static"));
        QCOMPARE(told.string(told.header().argv_string), program("tp_static")); // argv[0], then the file
        QCOMPARE(quint64(told.header().argv_bytes), quint64(program("tp_static").size() + 1 + data("exec3").size()));
        QVERIFY(told.header().kernel_start.valid);
        QCOMPARE(quint64(told.header().kernel_start.wchar), quint64(f.header().kernel_end.wchar));
        QVERIFY(told.header().start_ns >= f.header().start_ns + f.header().end_ns);
        QFile out(data("exec3"));
        QVERIFY(out.open(QIODevice::ReadOnly));
        QCOMPARE(out.readAll(), QByteArray("ababc"));
    }

    void staticProgramLeavesNoTrace()
    {
        QFile::remove(data("static"));
        traced("tp_static", { data("static") }, false);
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(traces().size(), size_t(0));
        QCOMPARE(QFileInfo(data("static")).size(), 3);
    }

    void spawnSystemAndVforkAreFollowed()
    {
        QFile::remove(data("spawn"));
        QFile(data("spawn")).open(QIODevice::WriteOnly);
        traced("tp_spawn", { program("tp_exec_child"), data("spawn") }, false);
        QCOMPARE(m_run.exitCode, 0);
        const Traces t = traces();
        const TraceFile* parent = nullptr;
        int children = 0;
        for (const auto& f : t) {
            const QString exe = f->string(f->header().exe_string);
            if (exe == program("tp_spawn") && f->header().generation == 0 && f->calls(0, IOLT_CALL_FORK).count > 0)
                parent = f.get();
            if (exe != program("tp_exec_child"))
                continue;
            ++children;
            QCOMPARE(f->header().exit_status, 5);
            QCOMPARE(f->header().state, int(IOLT_STATE_EXITED));
            QCOMPARE(quint64(f->calls(f->fileIndex(data("spawn")), IOLT_CALL_WRITE).count), quint64(4));
        }
        QCOMPARE(children, 3); // posix_spawn, system() through /bin/sh, vfork + execv
        QVERIFY(parent);
        QCOMPARE(quint64(parent->calls(0, IOLT_CALL_FORK).count), quint64(2)); // posix_spawn and vfork
        QCOMPARE(QFileInfo(data("spawn")).size(), 12);
        // The vfork child runs on the parent's memory until its exec (vfork's semantics are kept):
        // it has no image of its own, only the program it exec'd has, as after posix_spawn.
        int vforkImages = 0, execedChildren = 0;
        for (const auto& f : t) {
            vforkImages
                += f->header().ppid == parent->header().pid && f->string(f->header().exe_string) == program("tp_spawn");
            execedChildren += f->header().ppid == parent->header().pid
                && f->string(f->header().exe_string) == program("tp_exec_child");
        }
        QCOMPARE(vforkImages, 0);
        QCOMPARE(execedChildren, 2); // posix_spawn's and vfork's (system()'s is the shell's child)
    }

    // A fork child's own image is made when it first needs one: one that execs at once has none (the
    // program it runs is the pid's generation 0, its parent the forking process); one that writes
    // before its exec has both generations; one that only exits still has its image and status.
    void forkChildRecordsWhenItNeedsTo()
    {
        QFile::remove(data("forkexec"));
        QFile(data("forkexec")).open(QIODevice::WriteOnly);
        traced("tp_forkexec", { program("tp_exec_child"), data("forkexec") }, false);
        QCOMPARE(m_run.exitCode, 0);
        QCOMPARE(QFileInfo(data("forkexec")).size(), 10);
        const Traces t = traces();
        const TraceFile* parent = nullptr;
        for (const auto& f : t)
            if (f->string(f->header().exe_string) == program("tp_forkexec") && f->calls(0, IOLT_CALL_FORK).count > 0)
                parent = f.get();
        QVERIFY(parent);
        const int parentPid = parent->header().pid;
        QCOMPARE(quint64(parent->calls(0, IOLT_CALL_FORK).count), quint64(3));
        QMap<int, QList<const TraceFile*>> byPid; // the children's images
        for (const auto& f : t)
            if (f->header().pid != parentPid)
                byPid[f->header().pid].append(f.get());
        QCOMPARE(byPid.size(), 3);
        int atOnce = 0, wroteFirst = 0, exitedOnly = 0;
        for (auto images : byPid) {
            std::sort(images.begin(), images.end(),
                [](const TraceFile* a, const TraceFile* b) { return a->header().generation < b->header().generation; });
            const TraceFile& first = *images.front();
            QCOMPARE(first.header().ppid, parentPid);
            QCOMPARE(quint64(first.header().generation), quint64(0));
            const QString exe = first.string(first.header().exe_string);
            if (images.size() == 1 && exe == program("tp_exec_child")) {
                ++atOnce;
                QCOMPARE(first.header().state, int(IOLT_STATE_EXITED));
                QCOMPARE(first.header().exit_status, 5);
                QCOMPARE(quint64(first.calls(first.fileIndex(data("forkexec")), IOLT_CALL_WRITE).count), quint64(4));
            } else if (images.size() == 2) {
                ++wroteFirst;
                const TraceFile& second = *images.back();
                QCOMPARE(exe, program("tp_forkexec"));
                QCOMPARE(first.header().state, int(IOLT_STATE_EXECED));
                QCOMPARE(quint64(first.calls(first.fileIndex(data("forkexec")), IOLT_CALL_WRITE).bytes), quint64(2));
                QCOMPARE(quint64(second.header().generation), quint64(1));
                QCOMPARE(second.string(second.header().exe_string), program("tp_exec_child"));
                QCOMPARE(second.header().exit_status, 5);
            } else {
                ++exitedOnly;
                QCOMPARE(images.size(), 1);
                QCOMPARE(exe, program("tp_forkexec"));
                QCOMPARE(first.header().state, int(IOLT_STATE_EXITED));
                QCOMPARE(first.header().exit_status, 3);
                QVERIFY(first.header().start_ns > 0);
                QVERIFY(first.header().kernel_start.valid && first.header().kernel_end.valid);
            }
        }
        QCOMPARE(atOnce, 1);
        QCOMPARE(wroteFirst, 1);
        QCOMPARE(exitedOnly, 1);
    }

    void dup2OverStdoutAndClosingLowFds()
    {
        traced("tp_dup2", { data("dup2") });
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const uint32_t file = f.fileIndex(data("dup2"));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_WRITE).count), quint64(5));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_DUP).count), quint64(1));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_OPEN).count), quint64(2));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_CLOSE).count), quint64(3)); // the fd, its dup on 1, the reopened one
        QCOMPARE(quint64(f.file(file).opens), quint64(2));
        QCOMPARE(quint64(f.file(file).sessions_closed), quint64(2));
        QCOMPARE(QFileInfo(data("dup2")).size(), 5);
    }

    // The read/write fast path (fdfast.h) must leave exactly what the general path leaves, through
    // every change that takes a call off it: see tests/trace/programs/fdfast.c.
    void readWriteFastPathKeepsEveryCount()
    {
        QFile a(data("fast-a")), b(data("fast-b"));
        QVERIFY(a.open(QIODevice::WriteOnly) && b.open(QIODevice::WriteOnly));
        QCOMPARE(a.write(QByteArray(1600, 'a')), qint64(1600));
        QCOMPARE(b.write(QByteArray(200, 'b')), qint64(200));
        a.close();
        b.close();
        traced("tp_fdfast", { data("fast-a"), data("fast-b"), data("fast-c"), data("fast-d") }, false);
        QCOMPARE(m_run.exitCode, 0);
        QCOMPARE(m_run.err, QByteArray());
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const uint32_t zone = f.zoneIndex(QStringLiteral("a"));
        QVERIFY(zone != 0);

        const uint32_t fileA = f.fileIndex(data("fast-a"));
        const auto outside = f.calls(fileA, IOLT_CALL_READ, 0);
        QCOMPARE(quint64(outside.count), quint64(1400)); // 1,000 + 300 after the seek + 100 after the zone
        QCOMPARE(quint64(outside.bytes), quint64(1700));
        QCOMPARE(quint64(outside.hist[1]), quint64(1100));
        QCOMPARE(quint64(outside.hist[2]), quint64(300));
        QCOMPARE(quint64(outside.random), quint64(1)); // the first read after the seek
        QCOMPARE(quint64(outside.sequential), quint64(1399));
        QCOMPARE(quint64(outside.errors), quint64(0));
        const auto inZone = f.calls(fileA, IOLT_CALL_READ, int(zone));
        QCOMPARE(quint64(inZone.count), quint64(200));
        QCOMPARE(quint64(inZone.bytes), quint64(200));
        QCOMPARE(quint64(inZone.sequential), quint64(200));
        // The dup2 over its fd ended A's session, read from offset 0: every byte read is in it.
        QCOMPARE(quint64(f.file(fileA).sessions_read_from_start), quint64(1));
        QCOMPARE(quint64(f.file(fileA).session_read_bytes), quint64(1900));

        const uint32_t fileB = f.fileIndex(data("fast-b"));
        const auto readsB = f.calls(fileB, IOLT_CALL_READ);
        QCOMPARE(quint64(readsB.count), quint64(350));
        QCOMPARE(quint64(readsB.bytes), quint64(200));
        QCOMPARE(quint64(readsB.hist[1]), quint64(200));
        QCOMPARE(quint64(readsB.hist[0]), quint64(50)); // end of file
        QCOMPARE(quint64(readsB.errors), quint64(100)); // read on a write-only fd
        QCOMPARE(quint64(readsB.sequential), quint64(250));
        QCOMPARE(quint64(readsB.random), quint64(0));
        // B's session goes on through the fd it was dup2'ed onto (closed first) and ends with it:
        // one session of B's two, read from offset 0, all 200 bytes.
        QCOMPARE(quint64(f.file(fileB).sessions_closed), quint64(2));
        QCOMPARE(quint64(f.file(fileB).sessions_read_from_start), quint64(1));
        QCOMPARE(quint64(f.file(fileB).session_read_bytes), quint64(200));

        const uint32_t fileC = f.fileIndex(data("fast-c")), fileD = f.fileIndex(data("fast-d"));
        QVERIFY(fileC != fileD);
        QCOMPARE(quint64(f.calls(fileC, IOLT_CALL_WRITE).count), quint64(500));
        QCOMPARE(quint64(f.calls(fileC, IOLT_CALL_WRITE).bytes), quint64(500));
        QCOMPARE(quint64(f.calls(fileD, IOLT_CALL_WRITE).count), quint64(300));
        QCOMPARE(quint64(f.calls(fileD, IOLT_CALL_WRITE).hist[1]), quint64(300));
        QCOMPARE(quint64(f.calls(fileD, IOLT_CALL_WRITE).sequential), quint64(300));
        QCOMPARE(quint64(f.file(fileC).session_write_bytes), quint64(500));
        QCOMPARE(quint64(f.file(fileD).session_write_bytes), quint64(300));

        // Reads that fail after the fd's first success (EAGAIN on an empty non-blocking pipe).
        uint32_t pipeFile = 0;
        for (uint32_t i = 1; i < f.header().files_used; ++i)
            if (f.file(i).kind == IOLT_KIND_PIPE && f.calls(i, IOLT_CALL_READ).count > 0)
                pipeFile = i;
        QVERIFY(pipeFile != 0);
        const auto readsPipe = f.calls(pipeFile, IOLT_CALL_READ);
        QCOMPARE(quint64(readsPipe.count), quint64(300));
        QCOMPARE(quint64(readsPipe.bytes), quint64(200));
        QCOMPARE(quint64(readsPipe.hist[1]), quint64(200));
        QCOMPARE(quint64(readsPipe.errors), quint64(100));
        QCOMPARE(quint64(readsPipe.sequential + readsPipe.random), quint64(0)); // a pipe has no offsets

        // Every call is in the time line too: the events of each (file, call) add up to its count.
        quint64 eventsA = 0, eventsB = 0, eventsD = 0;
        for (const iolt_event& e : f.events(0)) {
            if (e.call == IOLT_CALL_READ && e.file == fileA)
                eventsA += e.count;
            if (e.call == IOLT_CALL_READ && e.file == fileB)
                eventsB += e.count;
            if (e.call == IOLT_CALL_WRITE && e.file == fileD)
                eventsD += e.count;
        }
        QCOMPARE(quint64(f.header().events_dropped), quint64(0));
        QCOMPARE(eventsA, quint64(1600));
        QCOMPARE(eventsB, quint64(350));
        QCOMPARE(eventsD, quint64(300));
        QCOMPARE(QFileInfo(data("fast-c")).size(), 500);
        QCOMPARE(QFileInfo(data("fast-d")).size(), 300);
    }

    void programSeesNoTraceOfTheLibrary()
    {
        traced("tp_fds", {}, false);
        const Run& r = m_run;
        const Run bare = runProgram(program("tp_fds"), {}, QProcessEnvironment::systemEnvironment(), m_work.path());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(bare.err, QByteArray());
        QVERIFY(r.out.startsWith("errno ok\n"));
        // same fds, the same LD_PRELOAD (unset) and environ: the library took itself and its
        // variables out (QProcess gives each run new pipes: their inode numbers differ)
        const QRegularExpression pipe(QStringLiteral("pipe:\\[\\d+\\]"));
        const QString expected = QString::fromUtf8(bare.out).replace(pipe, QStringLiteral("pipe"));
        QVERIFY(expected.contains(QStringLiteral("LD_PRELOAD=(unset)\n")));
        QCOMPARE(QString::fromUtf8(r.out).replace(pipe, QStringLiteral("pipe")), expected);
    }

    // glibc's system() and popen() start their shell past every exec wrapper: the children are
    // traced all the same (the library is put back into their environment), and see what they see
    // untraced (traced() compares the outputs).
    void shellChildrenTraced()
    {
        traced("tp_shell", { data("shell") });
        QCOMPARE(m_run.out, QByteArray("system 0 popen 0 read 100\n"));
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(5)); // tp_shell, and for each call a shell and its cat
        uint64_t reads = 0, bytes = 0;
        for (const auto& f : t) {
            if (const uint32_t file = f->fileIndex(data("shell"))) {
                reads += f->calls(file, IOLT_CALL_READ).count;
                bytes += f->calls(file, IOLT_CALL_READ).bytes;
            }
        }
        QCOMPARE(reads, uint64_t(4)); // each cat: its 100 bytes, then the end of the file
        QCOMPARE(bytes, uint64_t(200));
    }

    void stdioCountsAndSampling()
    {
        traced("tp_stdio", { data("stdio") });
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("171 16\n"));
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const uint32_t file = f.fileIndex(data("stdio"));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FOPEN).count), quint64(2));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FCLOSE).count), quint64(2));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FPUTS).count), quint64(10));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FPUTS).bytes), quint64(50));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FPRINTF).count), quint64(5));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FPRINTF).bytes), quint64(20));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FPUTC).count), quint64(101));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FPUTC).bytes), quint64(101));
        const auto getc = f.calls(file, IOLT_CALL_FGETC);
        QCOMPARE(quint64(getc.count), quint64(172));
        QCOMPARE(quint64(getc.bytes), quint64(171));
        QCOMPARE(quint64(getc.hist[1]), quint64(171));
        QCOMPARE(quint64(getc.hist[0]), quint64(1)); // the EOF
        QCOMPARE(quint64(getc.errors), quint64(0));
        // cheap calls: the first 64 of a slot timed, then 1 in sample_period (1,024: none of the rest
        // here; stdioSamplingPeriod has a slot that reaches it)
        QCOMPARE(quint64(f.header().sample_period), quint64(1024));
        QCOMPARE(quint64(f.header().call_sample_period), quint64(64));
        QCOMPARE(quint64(getc.timed), quint64(64));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FSEEK).count), quint64(1)); // rewind
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_GETLINE).count), quint64(17));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_GETLINE).bytes), quint64(171));
        const iolt_file& e = f.file(file);
        QCOMPARE(quint64(e.opens), quint64(2));
        QCOMPARE(quint64(e.sessions_closed), quint64(2));
        QCOMPARE(quint64(e.sessions_written), quint64(1));
        QCOMPARE(quint64(e.session_write_bytes), quint64(171));
        QCOMPARE(quint64(e.sessions_read_from_start), quint64(1));
        QCOMPARE(quint64(e.session_read_bytes), quint64(342)); // read twice in one session: fgetc, then getline
        QCOMPARE(quint64(f.total(IOLT_CALL_FPRINTF)), quint64(6)); // and the printf on stdout
        // fflush(NULL) names no stream: counted on an entry of its own, not under "(no file)"
        const uint32_t every = f.fileIndex(QStringLiteral("(every stdio stream: fflush(NULL))"));
        QVERIFY(every != 0);
        QCOMPARE(f.file(every).kind, uint32_t(IOLT_KIND_OTHER));
        QCOMPARE(quint64(f.calls(every, IOLT_CALL_FFLUSH).count), quint64(1));
        QCOMPARE(quint64(f.calls(0, IOLT_CALL_FFLUSH).count), quint64(0));
        QCOMPARE(quint64(f.total(IOLT_CALL_FFLUSH)), quint64(1));
    }

    // A stream used through getc_unlocked and putc_unlocked (the macros' bodies): its refills and
    // flushes are the only calls into glibc, recorded as the read and write system calls they make
    // (__uflow, __overflow), as many as strace counts: the flush inside fclose and the call at an
    // end already seen make none of their own that iolens sees or records. Streams on memory
    // (open_memstream, fmemopen) are no files and pass through.
    void unlockedStdioRefillsAndFlushes()
    {
        traced("tp_unlocked", { data("unlocked") });
        QCOMPARE(m_run.exitCode, 0);
        QCOMPARE(m_run.out, QByteArray("10000\n"));
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const uint32_t file = f.fileIndex(data("unlocked"));
        QVERIFY(file != 0);
        const auto written = f.calls(file, IOLT_CALL_WRITE);
        QCOMPARE(quint64(written.count), quint64(2)); // two full buffers; the last 1,808 bytes at fclose
        QCOMPARE(quint64(written.bytes), quint64(8192));
        const auto read = f.calls(file, IOLT_CALL_READ);
        QCOMPARE(quint64(read.count), quint64(4)); // 4,096 + 4,096 + 1,808, and the end
        QCOMPARE(quint64(read.bytes), quint64(10000));
        QCOMPARE(quint64(read.hist[0]), quint64(1)); // the read that found the end moved 0 bytes
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FOPEN).count), quint64(2));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FCLOSE).count), quint64(2));
        // The streams on memory left nothing, under "(no file)" or anywhere: the file's calls and
        // the printf on stdout are all there is.
        QCOMPARE(quint64(f.total(IOLT_CALL_FCLOSE)), quint64(2));
        QCOMPARE(quint64(f.total(IOLT_CALL_FPRINTF)), quint64(1));
        QCOMPARE(quint64(f.total(IOLT_CALL_READ)), quint64(4));
        QCOMPARE(quint64(f.total(IOLT_CALL_WRITE)), quint64(2));
        for (uint32_t call = 0; call < IOLT_CALL_COUNT; ++call)
            QCOMPARE(quint64(f.calls(0, call).count), quint64(0));
    }

    void stdioSamplingPeriod()
    {
        // 3,000 fgetc calls from one site: the first 64 timed, then calls 1,024 and 2,048 (1 in
        // header.sample_period); the rest go through the fast path untimed, every one counted.
        QFile in(data("sampled"));
        QVERIFY(in.open(QIODevice::WriteOnly));
        QCOMPARE(in.write(QByteArray(3000, 'a')), qint64(3000));
        in.close();
        traced("trace_pattern_small_io_fgetc", { data("sampled"), QStringLiteral("3000") });
        QCOMPARE(m_run.exitCode, 0);
        QCOMPARE(m_run.out, QByteArray("291000\n")); // 3,000 times 'a' (97)
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        QCOMPARE(quint64(f.header().sample_period), quint64(1024));
        const auto getc = f.calls(f.fileIndex(data("sampled")), IOLT_CALL_FGETC);
        QCOMPARE(quint64(getc.count), quint64(3000));
        QCOMPARE(quint64(getc.bytes), quint64(3000));
        QCOMPARE(quint64(getc.hist[1]), quint64(3000));
        QCOMPARE(quint64(getc.timed), quint64(66));
    }

    void fortifiedEntryPointsCount()
    {
        traced("tp_fortify", { data("fortify") });
        QCOMPARE(m_run.exitCode, 0);
        QCOMPARE(m_run.out, QByteArray("3\n"));
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const uint32_t file = f.fileIndex(data("fortify"));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FPRINTF).count), quint64(3)); // __fprintf_chk
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FPRINTF).bytes), quint64(18));
        QCOMPARE(quint64(f.total(IOLT_CALL_FPRINTF)), quint64(4)); // and __printf_chk
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FGETS).count), quint64(4)); // __fgets_chk
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FGETS).bytes), quint64(18));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_FREAD).bytes), quint64(8)); // __fread_chk
        const auto reads = f.calls(file, IOLT_CALL_READ); // __read_chk
        QCOMPARE(quint64(reads.count), quint64(2));
        QCOMPARE(quint64(reads.sequential), quint64(2));
        const auto pread = f.calls(file, IOLT_CALL_PREAD); // __pread_chk, at 6 after reading 0-3
        QCOMPARE(quint64(pread.count), quint64(1));
        QCOMPARE(quint64(pread.random), quint64(1));
    }

    // A file written under a temporary name and renamed is shown by its final name, with the
    // calls made under either name: the reads of x are not split off from the writes of x.partial.
    void renamedFileGoesByItsNewName()
    {
        QFile::remove(data("renamed"));
        traced("tp_rename", { data("renamed") });
        QCOMPARE(m_run.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        QCOMPARE(f.fileIndex(data("renamed.partial")), uint32_t(0));
        const uint32_t file = f.fileIndex(data("renamed"));
        QVERIFY(file != 0);
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_OPEN).count), quint64(2));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_WRITE).count), quint64(1));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_RENAME).count), quint64(1));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_READ).count), quint64(3));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_READ).bytes), quint64(6));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_CLOSE).count), quint64(2));
    }

    void statPollingAndMappings()
    {
        QFile seed(data("polled"));
        QVERIFY(seed.open(QIODevice::WriteOnly));
        seed.write("data");
        seed.close();
        traced("tp_stat", { data("polled"), data("never-there") });
        QCOMPARE(m_run.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const uint32_t polled = f.fileIndex(data("polled"));
        const uint32_t missing = f.fileIndex(data("never-there"));
        QCOMPARE(f.file(missing).kind, uint32_t(IOLT_KIND_MISSING));
        QCOMPARE(quint64(f.calls(polled, IOLT_CALL_STAT).count), quint64(5));
        QCOMPARE(quint64(f.file(polled).stat_calls), quint64(5));
        // 4 intervals of at least the 2 ms the program sleeps
        QVERIFY(f.file(polled).stat_interval_sum >= 4 * 2000000ull);
        QVERIFY(f.file(polled).stat_interval_sumsq_us >= 4 * 2000ull * 2000ull);
        // the same 4 intervals by octave, each at least 2 ms: in its octave (1,024-2,047 us) or a later one
        quint64 counted = 0, atLeastTwoMs = 0;
        for (uint32_t k = 0; k < IOLT_STAT_BUCKETS; ++k) {
            counted += f.file(polled).stat_interval_hist[k];
            if (k >= iolt_stat_bucket(2000000))
                atLeastTwoMs += f.file(polled).stat_interval_hist[k];
        }
        QCOMPARE(counted, quint64(4));
        QCOMPARE(atLeastTwoMs, quint64(4));
        QCOMPARE(quint64(f.calls(missing, IOLT_CALL_STAT).errors), quint64(2));
        QCOMPARE(quint64(f.file(missing).stat_calls), quint64(2));
        quint64 missingIntervals = 0;
        for (const uint64_t n : f.file(missing).stat_interval_hist)
            missingIntervals += n;
        QCOMPARE(missingIntervals, quint64(1));
        QCOMPARE(quint64(f.calls(polled, IOLT_CALL_ACCESS).count), quint64(1));
        QCOMPARE(quint64(f.calls(polled, IOLT_CALL_MMAP).bytes), quint64(4096));
        // munmap is a call on the file whose mapping it ends, none under "(no file)".
        QCOMPARE(quint64(f.calls(polled, IOLT_CALL_MUNMAP).bytes), quint64(4096));
        QCOMPARE(quint64(f.calls(0, IOLT_CALL_MUNMAP).count), quint64(0));
        // The mapping was never touched: measured at munmap, with no page (so no page-fault slot).
        QCOMPARE(quint64(f.calls(polled, IOLT_CALL_PAGE_FAULTS).count), quint64(0));
        QCOMPARE(quint64(f.header().maps_measured), quint64(1));
        QCOMPARE(quint64(f.header().maps_unmeasured), quint64(0));
    }

    void socketsAreNamedByPeerAndCountExchanges()
    {
        traced("tp_sockets", {}, false);
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QByteArray());
        const QRegularExpressionMatch m
            = QRegularExpression(QStringLiteral("^port (\\d+)\n$")).match(QString::fromUtf8(r.out));
        QVERIFY(m.hasMatch());
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        QCOMPARE(quint64(f.threads()), quint64(2));
        const uint32_t client = f.fileIndex(QStringLiteral("127.0.0.1:") + m.captured(1));
        QVERIFY(client != 0);
        QCOMPARE(f.file(client).kind, uint32_t(IOLT_KIND_SOCKET));
        QCOMPARE(quint64(f.calls(client, IOLT_CALL_CONNECT).count), quint64(1));
        QCOMPARE(quint64(f.calls(client, IOLT_CALL_SEND).count), quint64(25));
        QCOMPARE(quint64(f.calls(client, IOLT_CALL_RECV).count), quint64(25));
        QCOMPARE(quint64(f.calls(client, IOLT_CALL_WRITE).count), quint64(25)); // write(2) on a socket: its peer
        QCOMPARE(quint64(f.calls(client, IOLT_CALL_READ).count), quint64(25));
        QCOMPARE(quint64(f.file(client).exchanges), quint64(50));
        const uint32_t server = f.fileWithCall(IOLT_CALL_ACCEPT);
        QVERIFY(server != 0 && server != client);
        QVERIFY(f.string(f.file(server).path_string).startsWith(QStringLiteral("127.0.0.1:")));
        QCOMPARE(quint64(f.calls(server, IOLT_CALL_RECV).count), quint64(50));
        QCOMPARE(quint64(f.calls(server, IOLT_CALL_SEND).count), quint64(50));
        QCOMPARE(quint64(f.calls(server, IOLT_CALL_SEND).bytes), quint64(200));
        QCOMPARE(quint64(f.file(server).exchanges), quint64(49)); // its first receive follows no send
        QCOMPARE(quint64(f.file(server).sessions_read_from_start), quint64(0));
    }

    void zonesAttributeCalls()
    {
        traced("tp_zones", { data("zones-data") }, false); // untraced, it would need the zone file
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(QFileInfo(m_zones).size(), 0); // zone lines never reach the kernel
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const uint32_t a = f.zoneIndex(QStringLiteral("a"));
        const uint32_t b = f.zoneIndex(QStringLiteral("b"));
        QVERIFY(a != 0 && b != 0 && a != b);
        const uint32_t file = f.fileIndex(data("zones-data"));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_OPEN, int(a)).count), quint64(1));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_WRITE, int(a)).count), quint64(3));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_WRITE, int(b)).count), quint64(2));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_CLOSE, int(a)).count), quint64(1));
        QCOMPARE(quint64(f.calls(file, IOLT_CALL_WRITE, 0).count), quint64(0));
        QCOMPARE(quint64(f.zoneTotal(0, a).count), quint64(1));
        QCOMPARE(quint64(f.zoneTotal(0, b).count), quint64(1));
        QVERIFY(f.zoneTotal(0, a).ns > f.zoneTotal(0, b).ns);
        int zoneEvents = 0;
        iolt_event za {}, zb {};
        for (const iolt_event& e : f.events(0)) {
            if (e.call != IOLT_CALL_ZONE)
                continue;
            ++zoneEvents;
            (e.zone == a ? za : zb) = e;
        }
        QCOMPARE(zoneEvents, 2);
        QVERIFY(za.begin_ns < zb.begin_ns && zb.end_ns < za.end_ns); // b nested in a
        QCOMPARE(quint64(f.file(0).opens), quint64(0)); // the zone fd is nobody's file
    }

    void crashLeavesTheTraceRunning_data()
    {
        QTest::addColumn<QString>("how");
        QTest::addRow("segv") << QStringLiteral("segv");
        QTest::addRow("abort") << QStringLiteral("abort");
    }
    void crashLeavesTheTraceRunning()
    {
        QFETCH(QString, how);
        traced("tp_crash", { how, data("crash") });
        const Run& r = m_run;
        QCOMPARE(r.exitStatus, QProcess::CrashExit);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        QCOMPARE(f.header().state, int(IOLT_STATE_RUNNING));
        QCOMPARE(quint64(f.header().end_ns), quint64(0));
        QCOMPARE(quint64(f.calls(f.fileIndex(data("crash")), IOLT_CALL_WRITE).count), quint64(7));
        QCOMPARE(quint64(f.calls(f.fileIndex(data("crash")), IOLT_CALL_OPEN).count), quint64(1));
    }

    // The fast path of fputc counts each call's byte as it counts the call: a crash before any
    // flush leaves a count and bytes that agree (they were 1,000 calls and 64 bytes).
    void crashKeepsFastStdioBytes()
    {
        traced("tp_crash", { QStringLiteral("segv"), data("crash"), data("crash-stdio") });
        QCOMPARE(m_run.exitStatus, QProcess::CrashExit);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const auto puts = f.calls(f.fileIndex(data("crash-stdio")), IOLT_CALL_FPUTC);
        QCOMPARE(quint64(puts.count), quint64(1000));
        QCOMPARE(quint64(puts.bytes), quint64(1000));
    }

    void hundredForks()
    {
        traced("tp_fork100", { data("fork100") });
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(101));
        const TraceFile* parent = nullptr;
        for (const auto& f : t)
            if (f->calls(0, IOLT_CALL_FORK).count > 0)
                parent = f.get();
        QVERIFY(parent);
        QCOMPARE(quint64(parent->calls(0, IOLT_CALL_FORK).count), quint64(100));
        int children = 0;
        for (const auto& f : t) {
            if (f.get() == parent)
                continue;
            ++children;
            QCOMPARE(f->header().ppid, parent->header().pid);
            QCOMPARE(f->header().state, int(IOLT_STATE_EXITED));
            QCOMPARE(f->header().exit_status, 0);
            QCOMPARE(quint64(f->calls(f->fileIndex(data("fork100")), IOLT_CALL_WRITE).count), quint64(1));
        }
        QCOMPARE(children, 100);
        QCOMPARE(QFileInfo(data("fork100")).size(), 100);
    }

    void tenMillionCallsStayBounded()
    {
        traced("tp_manycalls", {});
        const Run& r = m_run;
        QCOMPARE(r.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        const uint32_t data = f.fileIndex(m_work.filePath(QStringLiteral("manycalls.dat")));
        QVERIFY(data != 0);
        QCOMPARE(f.file(data).kind, uint32_t(IOLT_KIND_REGULAR));
        QCOMPARE(quint64(f.calls(data, IOLT_CALL_PREAD).count), quint64(10000000));
        // reads that jump back and forth never merge: an open, a pwrite and 10,000,000 preads are
        // as many events
        QCOMPARE(f.header().events_kept, uint64_t(IOLT_DEFAULT_MAX_EVENTS));
        QCOMPARE(quint64(f.header().events_kept + f.header().events_dropped), quint64(10000002));
        QCOMPARE(f.thread(0).events_dropped, f.header().events_dropped);
        struct stat st;
        const QString path
            = m_trace->path() + QLatin1Char('/') + QDir(m_trace->path()).entryList({ QStringLiteral("*.iolt") })[0];
        QCOMPARE(::stat(QFile::encodeName(path).constData(), &st), 0);
        QCOMPARE(uint64_t(st.st_size), f.header().file_size);
        QVERIFY(uint64_t(st.st_blocks) * 512 < 64ull << 20); // sparse: only touched pages
    }

    void signalHandlersDoIoWithoutDeadlock()
    {
        traced("tp_signals", {}, false);
        QCOMPARE(m_run.exitStatus, QProcess::NormalExit);
        QCOMPARE(m_run.exitCode, 0);
        QCOMPARE(m_run.out, QByteArray("signals\n"));
        QCOMPARE(m_run.err, QByteArray());
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        const TraceFile& f = *t[0];
        // the handler's calls are recorded, or passed through when they interrupt a traced call;
        // the program's own are all there
        QCOMPARE(quint64(f.calls(f.fileIndex(QStringLiteral("/dev/zero")), IOLT_CALL_READ).count), quint64(200000));
        const uint32_t null = f.fileIndex(QStringLiteral("/dev/null"));
        QCOMPARE(f.calls(null, IOLT_CALL_WRITE).count, f.calls(null, IOLT_CALL_STAT).count);
    }

    void withoutTraceDirTheLibraryIsInert()
    {
        QTemporaryDir cwd;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LD_PRELOAD"), kLibrary);
        env.remove(QStringLiteral(IOLT_ENV_DIR));
        const Run r = runProgram(program("tp_stdio"), { cwd.filePath(QStringLiteral("data")) }, env, cwd.path());
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("171 16\n"));
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(QDir(cwd.path()).entryList(QDir::Files), QStringList { QStringLiteral("data") });
    }

    void eventLimitFromTheEnvironment()
    {
        m_trace = std::make_unique<QTemporaryDir>();
        QProcessEnvironment env = tracedEnv();
        env.insert(QStringLiteral(IOLT_ENV_EVENTS), QStringLiteral("100"));
        m_run = runProgram(program("tp_manycalls"), { QStringLiteral("1000") }, env, m_work.path());
        QCOMPARE(m_run.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        QCOMPARE(quint64(t[0]->header().max_events), quint64(100));
        QCOMPARE(quint64(t[0]->header().events_kept), quint64(100));
        QCOMPARE(quint64(t[0]->header().events_dropped), quint64(902)); // open, pwrite, 1,000 preads - 100
        QCOMPARE(quint64(t[0]->thread(0).events_dropped), quint64(902));
    }

    void twoCopiesWriteOneTrace()
    {
        const QString copy = m_work.filePath(QStringLiteral("copy-of-libiolens-trace.so"));
        QFile::remove(copy);
        QVERIFY(QFile::copy(kLibrary, copy));
        m_trace = std::make_unique<QTemporaryDir>();
        QProcessEnvironment env = tracedEnv();
        env.insert(QStringLiteral("LD_PRELOAD"), kLibrary + QLatin1Char(' ') + copy);
        m_run = runProgram(program("tp_threads"), { data("two-copies") }, env, m_work.path());
        QCOMPARE(m_run.exitCode, 0);
        const Traces t = traces();
        QCOMPARE(t.size(), size_t(1));
        QCOMPARE(quint64(t[0]->calls(t[0]->fileIndex(data("two-copies")), IOLT_CALL_READ).count), quint64(4000));
    }

    // read, write and openat as the preload counted them = as strace -f -c counts them, minus what
    // the dynamic loader does before main (tp_empty, once per loaded image).
    void countsAgreeWithStrace_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("images");
        QTest::addRow("threads") << QStringLiteral("tp_threads") << QStringList { data("s-threads") } << 1;
        QTest::addRow("fork") << QStringLiteral("tp_fork") << QStringList { data("s-fork") } << 1;
        QTest::addRow("dup2") << QStringLiteral("tp_dup2") << QStringList { data("s-dup2") } << 1;
        QTest::addRow("exec") << QStringLiteral("tp_exec")
                              << QStringList { QStringLiteral("keep"), program("tp_exec_child"), data("s-exec") } << 2;
        QTest::addRow("crash") << QStringLiteral("tp_crash") << QStringList { QStringLiteral("segv"), data("s-crash") }
                               << 1;
        QTest::addRow("system and popen") << QStringLiteral("tp_shell") << QStringList { data("s-shell") } << 5;
    }
    void countsAgreeWithStrace()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, args);
        QFETCH(int, images);
        const Syscalls base = strace(program("tp_empty"), {}, m_work.path());
        const Syscalls s = strace(kPrograms + QLatin1Char('/') + name, args, m_work.path());
        traced(name.toUtf8().constData(), args);
        uint64_t reads = 0, writes = 0, opens = 0;
        for (const auto& f : traces()) {
            reads += f->total(IOLT_CALL_READ);
            writes += f->total(IOLT_CALL_WRITE);
            opens += f->total(IOLT_CALL_OPEN);
        }
        QCOMPARE(reads, s.read - images * base.read);
        QCOMPARE(writes, s.write - images * base.write);
        QCOMPARE(opens, s.openat - images * base.openat);
    }
};

QTEST_GUILESS_MAIN(TstPreload)
#include "tst_preload.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libiolens-trace.so naming files: which file a call went to, under hostile conditions (a signal
// handler opening a relative name while the program changes directory, inode numbers reused,
// names the kernel resolves otherwise than they read, tables past their first size). The .iolt files are read with
// iolt.h directly (ioltread.h), as in tst_preload.
#include "preloadrun.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>
#include <set>
#include <sys/stat.h>
#include <utility>

using namespace preloadtest;

class TstPreloadFiles : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_work; // the program's working directory, fresh per run
    std::unique_ptr<QTemporaryDir> m_trace; // its trace dir

    QString work() const { return QDir(m_work->path()).canonicalPath(); }
    QString at(const QString& relative) const { return work() + QLatin1Char('/') + relative; }

    QProcessEnvironment tracedEnv() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LD_PRELOAD"), kLibrary);
        env.insert(QStringLiteral(IOLT_ENV_DIR), m_trace->path());
        env.insert(QStringLiteral(IOLT_ENV_LIB), kLibrary);
        return env;
    }

    // Runs the program in a fresh working directory, traced when asked; a program still running
    // after a minute is killed and reported (a hang must fail the test, not stall the suite).
    Run run(const char* name, const QStringList& args, bool traced)
    {
        m_work = std::make_unique<QTemporaryDir>();
        // On a tmpfs where there is one, as iolens-cli makes it (reserving a trace file's pages on a
        // disk's file system costs more: 2,000 threads' blocks took seconds).
        m_trace = QFileInfo(QStringLiteral("/dev/shm")).isWritable()
            ? std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/iolens-test-XXXXXX"))
            : std::make_unique<QTemporaryDir>();
        QProcess p;
        p.setProcessEnvironment(traced ? tracedEnv() : QProcessEnvironment::systemEnvironment());
        p.setWorkingDirectory(m_work->path());
        p.start(program(name), args);
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return { -1, QProcess::CrashExit, {}, QByteArrayLiteral("still running after 60 s") };
        }
        return { p.exitCode(), p.exitStatus(), p.readAllStandardOutput(), p.readAllStandardError() };
    }

    // The program traced, checked to end as it does untraced; its one trace file.
    std::unique_ptr<TraceFile> traced(const char* name, const QStringList& args = {})
    {
        const Run bare = run(name, args, false);
        const Run r = run(name, args, true);
        if (r.exitStatus != QProcess::NormalExit || r.exitCode != bare.exitCode || r.out != bare.out
            || r.err != bare.err) {
            qWarning("%s traced: exit %d, stdout \"%s\", stderr \"%s\"; untraced: exit %d, stdout \"%s\"", name,
                r.exitCode, r.out.constData(), r.err.constData(), bare.exitCode, bare.out.constData());
            return nullptr;
        }
        Traces t = load(m_trace->path());
        return t.size() == 1 ? std::move(t[0]) : nullptr;
    }

    // Entries whose path matches, as index → path.
    static std::vector<std::pair<uint32_t, QString>> entries(const TraceFile& f, const QRegularExpression& path)
    {
        std::vector<std::pair<uint32_t, QString>> out;
        for (uint32_t i = 1; i < f.header().files_used; ++i)
            if (f.file(i).used && path.match(f.string(f.file(i).path_string)).hasMatch())
                out.emplace_back(i, f.string(f.file(i).path_string));
        return out;
    }

private slots:
    void initTestCase() { QVERIFY(QFile::exists(kLibrary)); }

    // The handler's opens come while chdir and open are inside the library: they must pass
    // through (or be recorded), never wait for something the interrupted call holds.
    void signalHandlerOpensWhileTheProgramChangesDirectory()
    {
        const auto f = traced("tp_sigchdir");
        QVERIFY2(f, "tp_sigchdir does not end traced as it does untraced (or left no single trace)");
        const uint32_t data = f->fileIndex(at(QStringLiteral("sigchdir.data")));
        QVERIFY(data != 0);
        // the loop's 100,000 opens and the creating one; the handler's are there or passed through
        QVERIFY(f->calls(data, IOLT_CALL_OPEN).count >= 100001);
    }

    // Each job-NNN.tmp is its own file, although most got the inode number of the one before.
    void reusedInodeNumbersAreNewFiles()
    {
        const auto f = traced("tp_inodes");
        QVERIFY(f);
        const auto jobs = entries(
            *f, QRegularExpression(QStringLiteral("^%1/job-\\d{3}\\.tmp$").arg(QRegularExpression::escape(work()))));
        QCOMPARE(jobs.size(), size_t(500));
        std::set<std::pair<uint64_t, uint64_t>> inodes;
        for (const auto& [index, path] : jobs) {
            QCOMPARE(f->file(index).opens, uint64_t(1));
            QCOMPARE(f->file(index).sessions_written, uint64_t(1)); // per file, not per slot (the table fills)
            inodes.insert({ f->file(index).dev, f->file(index).ino });
        }
        // what makes the case: the file system gave several of them one inode number
        QVERIFY2(inodes.size() < 500,
            qPrintable(work()
                + QStringLiteral(" is on a file system that reused no inode number, so this "
                                 "test cannot tell files apart from reused numbers there")));
    }

    // link/../dotdot.txt is a/b/dotdot.txt (link -> a/b/real), after syscall(SYS_chdir) a relative
    // name is under the new directory, and names longer than PATH_MAX are whole.
    void namesAreResolvedAsTheKernelDoes()
    {
        const auto f = traced("tp_paths");
        QVERIFY(f);
        const uint32_t dotdot = f->fileIndex(at(QStringLiteral("a/b/dotdot.txt")));
        QVERIFY(dotdot != 0);
        QCOMPARE(f->calls(dotdot, IOLT_CALL_WRITE).count, uint64_t(1));
        QCOMPARE(f->file(dotdot).opens, uint64_t(1));
        QCOMPARE(f->fileIndex(at(QStringLiteral("dotdot.txt"))), uint32_t(0));
        const uint32_t after = f->fileIndex(at(QStringLiteral("sub/after.txt")));
        QVERIFY(after != 0);
        QCOMPARE(f->calls(after, IOLT_CALL_WRITE).count, uint64_t(1));
        QCOMPARE(f->fileIndex(at(QStringLiteral("after.txt"))), uint32_t(0));
        // names longer than PATH_MAX, kept whole and apart
        QString deep = at(QStringLiteral("sub"));
        for (int d = 0; d < 17; ++d)
            deep += QLatin1Char('/') + QString(250, QLatin1Char('L'));
        for (const char* suffix : { "_A.txt", "_B.txt" }) {
            const QString name = deep + QLatin1Char('/') + QString(200, QLatin1Char('F')) + QLatin1String(suffix);
            QVERIFY(name.size() > 4400);
            const uint32_t index = f->fileIndex(name);
            QVERIFY2(index != 0, suffix);
            QCOMPARE(f->calls(index, IOLT_CALL_WRITE).count, uint64_t(1));
        }
        // and a ".." in such a name: after the symbolic link dl -> X/Y, it is X
        const uint32_t deepDotdot = f->fileIndex(deep + QStringLiteral("/X/dd.txt"));
        QVERIFY(deepDotdot != 0);
        QCOMPARE(f->calls(deepDotdot, IOLT_CALL_WRITE).count, uint64_t(1));
        QCOMPARE(f->fileIndex(deep + QStringLiteral("/dd.txt")), uint32_t(0));
    }

    // A file opened by an absolute name takes its identity from the program's own fstat: each
    // entry has the file's device, inode and size at open, and the library makes no fstat of its
    // own at the opens (strace counts the program's: one per open, not two).
    void identityComesFromTheProgramsFstat()
    {
        const int n = 100;
        const auto f = traced("tp_identity", { QStringLiteral("fstat"), QString::number(n) });
        QVERIFY(f);
        for (int i = 0; i < n; ++i) {
            const QString name = at(QStringLiteral("id-%1.txt").arg(i, 3, 10, QLatin1Char('0')));
            const uint32_t index = f->fileIndex(name);
            QVERIFY2(index != 0, qPrintable(name));
            struct stat st { };
            QCOMPARE(::stat(name.toLocal8Bit().constData(), &st), 0);
            const iolt_file& e = f->file(index);
            QCOMPARE(e.kind, uint32_t(IOLT_KIND_REGULAR));
            QCOMPARE(e.dev, uint64_t(st.st_dev));
            QCOMPARE(e.ino, uint64_t(st.st_ino));
            QCOMPARE(e.size_at_open, uint64_t(10)); // the second open's
            QCOMPARE(e.opens, uint64_t(2));
            QCOMPARE(e.alias_of, uint32_t(0));
            QCOMPARE(f->calls(index, IOLT_CALL_FSTAT).count, uint64_t(2));
        }

        QProcess strace;
        strace.setProcessEnvironment(tracedEnv());
        strace.setWorkingDirectory(m_work->path());
        const QString log = m_work->path() + QStringLiteral("/strace.log");
        strace.start(QStringLiteral("strace"),
            { QStringLiteral("-f"), QStringLiteral("-e"), QStringLiteral("trace=fstat,newfstatat,statx"),
                QStringLiteral("-o"), log, program("tp_identity"), QStringLiteral("fstat"), QString::number(n) });
        QVERIFY2(strace.waitForFinished(60000) && strace.exitCode() == 0, strace.readAllStandardError().constData());
        QFile out(log);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const int fstats = QString::fromUtf8(out.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts).size();
        // the program's 2n, and a few of the loader's and the library's start (ld.so's, libc's)
        QVERIFY2(fstats >= 2 * n && fstats < 2 * n + 20, qPrintable(QStringLiteral("%1 fstat calls").arg(fstats)));
    }

    // A second name of a file the table has (a symbolic link opened with an fstat, a hard link read
    // at once) is that file's alias; a device and a file only opened and closed are identified
    // before their first other call or at the close; an fstat into a bad pointer fails as it does
    // untraced (the program exits as untraced, traced() checks).
    void secondNamesAndOtherKindsAreIdentified()
    {
        const auto f = traced("tp_identity", { QStringLiteral("links") });
        QVERIFY(f);
        const uint32_t real = f->fileIndex(at(QStringLiteral("real.txt")));
        QVERIFY(real != 0);
        for (const char* name : { "sym.txt", "hard.txt" }) {
            const uint32_t alias = f->fileIndex(at(QLatin1String(name)));
            QVERIFY2(alias != 0, name);
            QCOMPARE(f->file(alias).alias_of, real);
            QCOMPARE(f->file(alias).opens, uint64_t(1));
            QCOMPARE(f->calls(alias, IOLT_CALL_READ).count, uint64_t(1));
        }
        struct stat st { };
        QCOMPARE(::stat(at(QStringLiteral("real.txt")).toLocal8Bit().constData(), &st), 0);
        QCOMPARE(f->file(real).ino, uint64_t(st.st_ino));
        const uint32_t null = f->fileIndex(QStringLiteral("/dev/null"));
        QVERIFY(null != 0);
        QCOMPARE(f->file(null).kind, uint32_t(IOLT_KIND_DEVICE));
        QCOMPARE(f->calls(null, IOLT_CALL_WRITE).count, uint64_t(1));
        const uint32_t untouched = f->fileIndex(at(QStringLiteral("untouched.txt")));
        QVERIFY(untouched != 0);
        QCOMPARE(::stat(at(QStringLiteral("untouched.txt")).toLocal8Bit().constData(), &st), 0);
        QCOMPARE(f->file(untouched).ino, uint64_t(st.st_ino));
        QCOMPARE(f->file(untouched).sessions_closed, uint64_t(1));
        // opened twice by its own name, the second time past an fstat that failed
        QCOMPARE(f->file(real).opens, uint64_t(2));
        QCOMPARE(f->calls(real, IOLT_CALL_FSTAT).errors, uint64_t(1));
        QCOMPARE(f->calls(real, IOLT_CALL_READ).count, uint64_t(1));
    }

    // Per file entry, the calls of one kind over every thread's slots, in one pass.
    static std::vector<uint64_t> callsPerFile(const TraceFile& f, uint32_t call)
    {
        std::vector<uint64_t> out(f.header().files_used, 0);
        for (uint32_t t = 0; t < f.threads(); ++t)
            f.forEachSlot(t, [&](const iolt_slot& s) {
                if (s.key.call == call && s.key.file < out.size())
                    out[s.key.file] += s.count;
            });
        return out;
    }

    // More (file, call, site) combinations than a thread block's slot table holds: the thread's
    // further tables take them, and every call keeps its file (the block's table alone counted the
    // last few hundred under "(no file)").
    void fullSlotTableGoesOnInFurtherTables()
    {
        const auto f = traced("tp_fulltables", { QStringLiteral("slots") });
        QVERIFY(f);
        QCOMPARE(f->header().slots_dropped, uint64_t(0));
        QVERIFY(f->furtherSlots(0) > 0);
        // Opens and closes in tables of short slots, reads and writes in tables of whole ones.
        QVERIFY(f->furtherSlots(0, IOLT_SLOT_SHORT_SIZE) > 0);
        QVERIFY(f->furtherSlots(0, sizeof(iolt_slot)) > 0);
        QCOMPARE(f->furtherSlots(0), f->furtherSlots(0, IOLT_SLOT_SHORT_SIZE) + f->furtherSlots(0, sizeof(iolt_slot)));
        QCOMPARE(f->total(IOLT_CALL_OPEN), uint64_t(2400));
        QCOMPARE(f->total(IOLT_CALL_WRITE), uint64_t(1200));
        QCOMPARE(f->total(IOLT_CALL_READ), uint64_t(1200));
        QCOMPARE(f->total(IOLT_CALL_CLOSE), uint64_t(2400));
        QCOMPARE(f->calls(0, IOLT_CALL_READ).count, uint64_t(0));
        const auto reads = callsPerFile(*f, IOLT_CALL_READ);
        const auto writes = callsPerFile(*f, IOLT_CALL_WRITE);
        const auto slotFiles = entries(*f, QRegularExpression(QStringLiteral("/slot-\\d{4}$")));
        QCOMPARE(slotFiles.size(), std::size_t(1200));
        for (const auto& [index, path] : slotFiles) {
            QVERIFY2(reads[index] == 1 && writes[index] == 1, qPrintable(path));
            // Each read's size is in its slot's histogram, wherever the slot is.
            const auto read = f->calls(index, IOLT_CALL_READ);
            QVERIFY2(read.hist[iolt_hist_bucket(read.bytes)] == 1, qPrintable(path));
        }
    }

    // Names beyond the first 256 KiB of strings (and the 2 MiB the table once had): the strings
    // grow, and every file keeps its entry and its name.
    void longNamesAllKeepTheirEntries()
    {
        const auto f = traced("tp_fulltables", { QStringLiteral("names") });
        QVERIFY(f);
        for (uint32_t i = 1; i < f->header().files_used; ++i)
            QVERIFY2(!f->string(f->file(i).path_string).isEmpty(), qPrintable(QStringLiteral("entry %1").arg(i)));
        const auto kept = entries(*f, QRegularExpression(QStringLiteral("/f{190}-\\d{9}$")));
        QCOMPARE(kept.size(), std::size_t(700));
        std::set<QString> names;
        for (const auto& [index, path] : kept) {
            QCOMPARE(f->file(index).opens, uint64_t(1));
            QVERIFY(path.size() > 3800);
            names.insert(path);
        }
        QCOMPARE(names.size(), kept.size());
        QCOMPARE(f->header().files_dropped, uint64_t(0));
        QVERIFY(f->header().strings_used > (2u << 20));
    }

    // 40,000 distinct files, past the first file table (1,024 entries) and the 16,384 a trace once
    // held: an entry each, nothing under "(no file)", no slot dropped.
    void fortyThousandFilesEachHaveTheirEntry()
    {
        const auto f = traced("tp_manyfiles", { QStringLiteral("files"), QStringLiteral("40000") });
        QVERIFY(f);
        QCOMPARE(f->header().files_dropped, uint64_t(0));
        QCOMPARE(f->header().slots_dropped, uint64_t(0));
        QCOMPARE(f->header().flags & IOLT_FLAG_NO_SPACE, 0u);
        const auto created = entries(*f, QRegularExpression(QStringLiteral("/f-\\d{6}$")));
        QCOMPARE(created.size(), std::size_t(40000));
        const auto opens = callsPerFile(*f, IOLT_CALL_OPEN);
        const auto closes = callsPerFile(*f, IOLT_CALL_CLOSE);
        for (const auto& [index, path] : created)
            QVERIFY2(opens[index] == 1 && closes[index] == 1 && f->file(index).opens == 1, qPrintable(path));
        QCOMPARE(opens[0], uint64_t(0));
        QCOMPARE(closes[0], uint64_t(0));
    }

    // 2,000 threads (the process image once had 255 blocks, then one shared by the rest): a block
    // each, and every thread's write on its own file.
    void twoThousandThreadsEachHaveTheirBlock()
    {
        const auto f = traced("tp_manyfiles", { QStringLiteral("threads"), QStringLiteral("2000") });
        QVERIFY(f);
        QCOMPARE(f->header().flags & IOLT_FLAG_NO_SPACE, 0u);
        QCOMPARE(f->header().slots_dropped, uint64_t(0));
        QVERIFY(f->threads() >= 2000); // the 2,000 (main makes no traced call before them)
        uint32_t writers = 0;
        for (uint32_t t = 0; t < f->threads(); ++t) {
            QVERIFY(f->thread(t).used);
            QCOMPARE(f->thread(t).shared, 0u);
            uint64_t writes = 0;
            f->forEachSlot(t, [&](const iolt_slot& s) {
                if (s.key.call == IOLT_CALL_WRITE)
                    writes += s.count;
            });
            writers += writes == 1;
        }
        QCOMPARE(writers, uint32_t(2000));
        const auto written = entries(*f, QRegularExpression(QStringLiteral("/t-\\d{6}$")));
        QCOMPARE(written.size(), std::size_t(2000));
        const auto writes = callsPerFile(*f, IOLT_CALL_WRITE);
        for (const auto& [index, path] : written)
            QVERIFY2(writes[index] == 1, qPrintable(path));
    }
};

QTEST_GUILESS_MAIN(TstPreloadFiles)
#include "tst_preloadfiles.moc"

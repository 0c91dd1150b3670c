// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include "core/filehash.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <map>
#include <mutex>
#include <sys/mount.h>
#include <thread>
#include <vector>

// Issue 6: every file strategy (families copy, read, write, lookup, alloc) under injected faults.
// iolens-cli runs with tests/faults/faultshim preloaded (see the comment at its top for what it can
// and cannot reach); IOLENS_FAULT=call:N:kind breaks the strategy's N-th call of that kind.
//
// What each fault must give:
// - short counts and EINTR: a verified result (exit 0, status ok, verified true);
// - ENOSPC, EIO, EDQUOT: exit 1, status error, a message naming the call and the errno;
// - EAGAIN: a blocking read or write of a regular file never returns it on Linux (mandatory locks
//   are gone since 5.15; only O_NONBLOCK pipes and RWF_NOWAIT see it), so the libraries behind
//   some strategies (Qt, libstdc++) treat it as an error while core/sysio retries it. Both are
//   correct: either a verified result or an error naming the library call and EAGAIN (a strategy
//   on core/sysio must retry it), never a wrong result;
// and for every case: no crash, the out dir empty afterwards, the source's size, mtime and XXH3
// unchanged.
//
// A case whose N-th call never came (a 1-byte read cannot be made short; stdio's own reads are
// out of the shim's reach) is "not applicable", counted and listed apart, never passed.

namespace {

using namespace iolens;

struct KindInfo {
    const char* name;
    int error; // 0 for a short count
};
enum Kind { Short, Eintr, Eagain, Enospc, Eio, Edquot };
const KindInfo kKinds[] = { { "short", 0 }, { "eintr", EINTR }, { "eagain", EAGAIN }, { "enospc", ENOSPC },
    { "eio", EIO }, { "edquot", EDQUOT } };

bool isHard(Kind k)
{
    return k == Enospc || k == Eio || k == Edquot;
}

// Which faults each call gets. Reads get EIO as their hard error (ENOSPC means nothing there);
// calls without a byte count get no "short"; mmap gets no EINTR/EAGAIN (it returns neither for a
// file mapping; an I/O error while touching mapped pages is SIGBUS, outside any call's result).
struct CallPlan {
    const char* call;
    std::vector<Kind> kinds;
};
const std::vector<CallPlan> kPlans = {
    { "read", { Short, Eintr, Eagain, Eio } },
    { "pread", { Short, Eintr, Eagain, Eio } },
    { "readv", { Short, Eintr, Eagain, Eio } },
    { "write", { Short, Eintr, Eagain, Enospc, Eio, Edquot } },
    { "pwrite", { Short, Eintr, Eagain, Enospc, Eio, Edquot } },
    { "writev", { Short, Eintr, Eagain, Enospc, Eio, Edquot } },
    { "sendfile", { Short, Eintr, Eagain, Enospc, Eio } },
    { "copy_file_range", { Short, Eintr, Eagain, Enospc, Eio } },
    { "splice", { Short, Eintr, Eagain, Enospc, Eio } },
    { "open", { Eintr, Enospc, Eio } },
    // Only closes of descriptors opened for writing count: a late write error (NFS, a full disk)
    // surfaces there, while a read-only descriptor's close has nothing to report.
    { "close", { Eintr, Eio } },
    { "fsync", { Eintr, Enospc, Eio } },
    { "fdatasync", { Eintr, Enospc, Eio } },
    { "ftruncate", { Eintr, Eio } },
    { "posix_fallocate", { Enospc, Eio } },
    { "mmap", { Eio } },
};

// Messages of strategies that call a library rather than the system name the library call
// (QFile::write, std::filesystem::copy_file, fputc …): that is the call the strategy made.
const char* const kLibraryCalls[]
    = { "QFile::", "QTextStream::", "std::", "fgetc", "fputc", "fclose", "fdopen", "fwrite", "fflush", "getline" };

// Hard faults that a library absorbs by design, leaving a verified copy: QFile::copy (Qt 6.4)
// falls back to a named temporary file when opening an anonymous O_TMPFILE fails, to a read/write
// loop when sendfile fails, and does not check fdatasync's or close's result on its temporary file. The strategy cannot
// see what Qt hides; these cases are counted and listed apart as "absorbed", and the copy must still verify byte for
// byte.
bool absorbedByLibrary(const QString& strategy, const QString& call)
{
    return strategy == u"copy.qfile-copy"
        && (call == u"open" || call == u"sendfile" || call == u"copy_file_range" || call == u"fdatasync"
            || call == u"close");
}

constexpr int kSourceBytes = 256 * 1024;
constexpr int kWriteRecords = 200; // keeps fsync-per-record and reopen-per-record quick
constexpr int kParallel = 2;
constexpr int kRunTimeoutMs = 60'000;

struct Case {
    QString strategy;
    QString call;
    long nth = 0;
    Kind kind = Short;
    QString label() const
    {
        return strategy + u' ' + call + u'#' + QString::number(nth) + u' ' + QLatin1String(kKinds[kind].name);
    }
};

struct Outcome {
    CliResult cli;
    std::map<QString, long> counts;
    bool reported = false;
    bool injected = false;
    QStringList leftovers;
    QString status, message;
    bool verified = false;
    bool sourceChanged = false;
};

std::map<QString, long> parseReport(const QString& path, bool* injected, bool* ok)
{
    std::map<QString, long> counts;
    *ok = false;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return counts;
    for (const QByteArray& line : f.readAll().split('\n')) {
        const QList<QByteArray> parts = line.split(' ');
        if (parts.size() != 2)
            continue;
        if (parts[0] == "injected")
            *injected = parts[1] == "1";
        else
            counts[QString::fromLatin1(parts[0])] = parts[1].toLong();
        *ok = true;
    }
    return counts;
}

bool messageNamesLibraryCall(const QString& message)
{
    for (const char* library : kLibraryCalls)
        if (message.startsWith(QLatin1String(library)))
            return true;
    return false;
}

bool messageNamesCall(const QString& message, const QString& call)
{
    return message.startsWith(call + QLatin1String(" on '")) || message.startsWith(call + QLatin1String(" from '"))
        || messageNamesLibraryCall(message);
}

bool messageNamesErrno(const QString& message, int error)
{
    return message.contains(QLatin1String(strerrorname_np(error)))
        || message.contains(QString::fromLocal8Bit(std::strerror(error)));
}

struct Identity {
    qint64 size = -1;
    qint64 mtimeNs = 0;
    std::uint64_t xxh3 = 0;
    static Identity of(const QString& path)
    {
        Identity id;
        const FileIdentity stat = FileIdentity::of(path);
        id.size = stat.size;
        id.mtimeNs = stat.mtimeNs;
        id.xxh3 = hashFile(QFile::encodeName(path).toStdString()).xxh3;
        return id;
    }
    bool operator==(const Identity&) const = default;
};

} // namespace

class TestFaults : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_source;
    Identity m_sourceIdentity;
    QStringList m_strategies;
    std::atomic<int> m_serial { 0 };
    int m_run = 0, m_passed = 0, m_notMade = 0, m_notInjected = 0, m_eagainRetried = 0, m_eagainFailed = 0,
        m_absorbed = 0;
    QStringList m_notApplicableList, m_absorbedList, m_eagainErrorList;
    qint64 m_matrixMs = 0;

    QString shimPath() const { return QStringLiteral(IOLENS_FAULTSHIM); }

    QStringList runArgs(const QString& strategy, const QString& source, const QString& outDir) const
    {
        QStringList args { QStringLiteral("run"), QStringLiteral("--file"), source, QStringLiteral("--strategy"),
            strategy, QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
            QStringLiteral("--out-dir"), outDir, QStringLiteral("--json"), QStringLiteral("-") };
        if (strategy.startsWith(QLatin1String("write.")))
            args << QStringLiteral("--param") << QStringLiteral("records=%1").arg(kWriteRecords);
        return args;
    }

    // One iolens-cli run under the shim, in an out dir of its own; thread-safe.
    Outcome runUnderShim(const QString& strategy, const QString& fault) const
    {
        const int serial = const_cast<std::atomic<int>&>(m_serial).fetch_add(1);
        const QString outDir = m_dir.filePath(QStringLiteral("out-%1").arg(serial));
        const QString report = m_dir.filePath(QStringLiteral("report-%1.txt").arg(serial));
        QDir().mkpath(outDir);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LD_PRELOAD"), shimPath());
        env.insert(QStringLiteral("IOLENS_FAULT_SOURCE"), m_source);
        env.insert(QStringLiteral("IOLENS_FAULT_OUTDIR"), outDir);
        env.insert(QStringLiteral("IOLENS_FAULT_REPORT"), report);
        if (!fault.isEmpty())
            env.insert(QStringLiteral("IOLENS_FAULT"), fault);
        else
            env.remove(QStringLiteral("IOLENS_FAULT"));

        Outcome o;
        o.cli = runCli(runArgs(strategy, m_source, outDir), {}, kRunTimeoutMs, false, env);
        o.counts = parseReport(report, &o.injected, &o.reported);
        o.leftovers = dirEntries(outDir);
        o.sourceChanged = !(Identity::of(m_source) == m_sourceIdentity);
        QDir(outDir).removeRecursively();
        QFile::remove(report);
        const QJsonArray results = QJsonDocument::fromJson(o.cli.out).object().value(u"results").toArray();
        if (results.size() == 1) {
            const QJsonObject r = results.first().toObject();
            o.status = r.value(u"status").toString();
            o.message = r.value(u"message").toString();
            o.verified = r.value(u"verified").toBool();
        }
        return o;
    }

    // Empty when the outcome is what the fault demands; else what went wrong.
    static QString judge(const Case& c, const Outcome& o)
    {
        if (o.cli.crashed)
            return QStringLiteral("crashed or timed out; stderr: ") + o.cli.errorText();
        if (o.sourceChanged)
            return QStringLiteral("the source's size, mtime or XXH3 changed");
        if (!o.leftovers.isEmpty())
            return QStringLiteral("left in the out dir: ") + o.leftovers.join(u", ");
        if (!o.reported)
            return QStringLiteral("the shim wrote no report (the run's window never closed)");
        const bool ok = o.cli.exitCode == 0 && o.status == u"ok" && o.verified;
        const bool failedCleanly = o.cli.exitCode == 1 && o.status == u"error" && messageNamesCall(o.message, c.call)
            && messageNamesErrno(o.message, kKinds[c.kind].error);
        // core/sysio retries EAGAIN: only a library's own loop may give up on it.
        if (c.kind == Eagain && (ok || (failedCleanly && messageNamesLibraryCall(o.message))))
            return {};
        if (isHard(c.kind) && ok && absorbedByLibrary(c.strategy, c.call))
            return {};
        if (isHard(c.kind)) {
            if (failedCleanly)
                return {};
            return QStringLiteral("expected exit 1, status error naming '%1' and %2; got exit %3, status '%4': %5")
                .arg(c.call, QLatin1String(strerrorname_np(kKinds[c.kind].error)))
                .arg(o.cli.exitCode)
                .arg(o.status, o.message.isEmpty() ? o.cli.errorText() : o.message);
        }
        if (ok)
            return {};
        return QStringLiteral("expected a verified result; got exit %1, status '%2', verified %3: %4")
            .arg(o.cli.exitCode)
            .arg(o.status)
            .arg(o.verified)
            .arg(o.message.isEmpty() ? o.cli.errorText() : o.message);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFile::exists(shimPath()), qPrintable(shimPath()));
        // Canonical, because the shim matches the paths the strategies open against these.
        const QString dir = QDir(m_dir.path()).canonicalPath();
        m_source = dir + QStringLiteral("/source.txt");
        const CliResult gen = runCli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("text"),
            QStringLiteral("--size"), QString::number(kSourceBytes), m_source });
        QVERIFY2(gen.exitCode == 0, qPrintable(gen.errorText()));
        m_sourceIdentity = Identity::of(m_source);

        const CliResult list = runCli({ QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(list.exitCode, 0);
        const QJsonDocument doc = QJsonDocument::fromJson(list.out);
        const QJsonArray all = doc.isArray() ? doc.array() : doc.object().value(u"strategies").toArray();
        const QStringList families { QStringLiteral("copy"), QStringLiteral("read"), QStringLiteral("write"),
            QStringLiteral("lookup"), QStringLiteral("alloc") };
        for (const QJsonValue& v : all) {
            const QJsonObject s = v.toObject();
            if (families.contains(s.value(u"family").toString()))
                m_strategies << s.value(u"id").toString();
        }
        QVERIFY2(m_strategies.size() >= 30, qPrintable(m_strategies.join(u' ')));
    }

    // Guards against a vacuous pass: if the shim were not loaded or saw nothing, every case would be
    // "not applicable". copy.buffer-loop must show its reads and writes, and a fault must bite.
    void shimSeesTheStrategysCalls()
    {
        const Outcome counting = runUnderShim(QStringLiteral("copy.buffer-loop"), {});
        QVERIFY2(counting.cli.exitCode == 0, qPrintable(counting.cli.errorText()));
        QVERIFY(counting.reported);
        // 256 KiB through an 8 KiB buffer: 32 reads with data and one at end of file, 32 writes.
        QCOMPARE(counting.counts.at(QStringLiteral("read")), long(kSourceBytes / 8192 + 1));
        QCOMPARE(counting.counts.at(QStringLiteral("write")), long(kSourceBytes / 8192));
        QCOMPARE(counting.counts.at(QStringLiteral("open")), 2L);
        const Outcome broken = runUnderShim(QStringLiteral("copy.buffer-loop"), QStringLiteral("write:3:eio"));
        QVERIFY(broken.injected);
        QCOMPARE(broken.cli.exitCode, 1);
        QVERIFY2(broken.message.startsWith(QLatin1String("write on '")) && broken.message.contains(u"(EIO)"),
            qPrintable(broken.message));
    }

    void everyStrategyUnderFaults()
    {
        QElapsedTimer timer;
        timer.start();
        // Counting runs first: which calls each strategy makes, and how many.
        std::vector<Case> cases;
        QStringList failures;
        for (const QString& strategy : std::as_const(m_strategies)) {
            const Outcome counting = runUnderShim(strategy, {});
            if (counting.cli.exitCode == 0 && counting.status == u"unsupported") {
                m_notApplicableList << strategy + QStringLiteral(" (unsupported here: ") + counting.message + u')';
                continue;
            }
            if (counting.cli.exitCode != 0 || counting.status != u"ok" || !counting.reported) {
                failures << strategy + QStringLiteral(" fails without a fault: ") + counting.message
                        + counting.cli.errorText();
                continue;
            }
            for (const CallPlan& plan : kPlans) {
                const QString call = QLatin1String(plan.call);
                const long count = counting.counts.count(call) ? counting.counts.at(call) : 0;
                if (count == 0) {
                    m_notMade += int(plan.kinds.size());
                    m_notApplicableList << strategy + QStringLiteral(": no ") + call + QStringLiteral(" seen");
                    continue;
                }
                // The first call, one in the middle and the last (often the read that finds the end
                // of the file, or the write that completes the copy).
                std::vector<long> nths { 1 };
                if (count > 2)
                    nths.push_back((count + 1) / 2);
                if (count > 1)
                    nths.push_back(count);
                for (long nth : nths)
                    for (Kind kind : plan.kinds)
                        cases.push_back(Case { strategy, call, nth, kind });
            }
        }

        // Two runs at a time (the machine has two cores; each run is one short process).
        std::vector<Outcome> outcomes(cases.size());
        std::atomic<std::size_t> nextCase { 0 };
        std::vector<std::thread> workers;
        for (int w = 0; w < kParallel; ++w)
            workers.emplace_back([&] {
                for (std::size_t i; (i = nextCase.fetch_add(1)) < cases.size();) {
                    const Case& c = cases[i];
                    outcomes[i] = runUnderShim(
                        c.strategy, c.call + u':' + QString::number(c.nth) + u':' + QLatin1String(kKinds[c.kind].name));
                }
            });
        for (std::thread& w : workers)
            w.join();

        for (std::size_t i = 0; i < cases.size(); ++i) {
            const Case& c = cases[i];
            const Outcome& o = outcomes[i];
            if (o.reported && !o.injected && !o.cli.crashed) {
                // The N-th call did not come (or could not be shortened); the run must still be sound.
                ++m_notInjected;
                m_notApplicableList << c.label() + QStringLiteral(": not injected");
                if (const QString why = judge(Case { c.strategy, c.call, c.nth, Short }, o); !why.isEmpty())
                    failures << c.label() + QStringLiteral(" (not injected): ") + why;
                continue;
            }
            ++m_run;
            if (const QString why = judge(c, o); !why.isEmpty()) {
                failures << c.label() + QStringLiteral(": ") + why;
                continue;
            }
            ++m_passed;
            if (isHard(c.kind) && o.status == u"ok") {
                ++m_absorbed;
                m_absorbedList << c.label();
            }
            if (c.kind == Eagain && o.status == u"ok")
                ++m_eagainRetried;
            else if (c.kind == Eagain) {
                ++m_eagainFailed;
                m_eagainErrorList << c.label() + QStringLiteral(": ") + o.message.section(u' ', 0, 0);
            }
        }
        m_matrixMs = timer.elapsed();

        for (const QString& f : std::as_const(failures))
            qWarning("FAIL %s", qPrintable(f));
        qInfo("fault cases (fault x call x strategy x N): %d run, %d passed, %d failed; not applicable: %d for calls "
              "the strategy never makes, %d where the N-th call could not be broken; EAGAIN: %d retried, %d clean "
              "errors; hard faults absorbed by a library with a verified copy: %d; %lld ms",
            m_run, m_passed, m_run - m_passed, m_notMade, m_notInjected, m_eagainRetried, m_eagainFailed, m_absorbed,
            m_matrixMs);
        QVERIFY2(m_run > 400, "far fewer fault cases ran than the strategies make calls for");
        QVERIFY2(failures.isEmpty(), qPrintable(QString::number(failures.size()) + QStringLiteral(" failures")));
    }

    // A real full disk: a 4 MiB copy (or write) into a tmpfs with about 1 MiB free. The source lives
    // on the same tmpfs (5 MiB in all), because copy_file_range between filesystems is EXDEV, which
    // copy.copy-file-range rightly reports as "unsupported" rather than reaching the full disk.
    void fullDisk_data()
    {
        QTest::addColumn<QString>("strategy");
        // Beyond the list: the strategies whose writes the shim cannot reach (io_uring, stdio,
        // iostreams) meet their only full disk here.
        for (const char* id :
            { "copy.buffer-loop", "copy.sendfile", "copy.copy-file-range", "copy.mmap-memcpy", "copy.std-filesystem",
                "write.single-open", "write.buffered", "copy.io-uring", "copy.byte-stdio", "copy.iostream-rdbuf",
                "copy.splice", "copy.parallel", "copy.mmap-write", "copy.qfile", "copy.qfile-copy" })
            QTest::addRow("%s", id) << QString::fromLatin1(id);
    }

    void fullDisk()
    {
        QFETCH(QString, strategy);
        if (::geteuid() != 0)
            QSKIP("mounting a size-limited tmpfs needs root, and this test runs as another user");
        const QString big = m_dir.filePath(QStringLiteral("big.bin"));
        if (!QFile::exists(big)) {
            const CliResult gen = runCli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("random"),
                QStringLiteral("--size"), QStringLiteral("4M"), big });
            QVERIFY2(gen.exitCode == 0, qPrintable(gen.errorText()));
        }
        const QString mountPoint = m_dir.filePath(QStringLiteral("full"));
        QVERIFY(QDir().mkpath(mountPoint));
        const QByteArray where = QFile::encodeName(mountPoint);
        if (::mount("iolens-full", where.constData(), "tmpfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=5m,mode=0700")
            != 0) {
            const QByteArray why
                = QByteArray("mount -t tmpfs -o size=5m is not permitted here: ") + std::strerror(errno);
            QSKIP(why.constData());
        }
        struct Unmount {
            QByteArray path;
            ~Unmount()
            {
                if (::umount2(path.constData(), 0) != 0)
                    ::umount2(path.constData(), MNT_DETACH); // never leave a mount behind a failed check
            }
        } unmount { where };
        const QString source = mountPoint + QStringLiteral("/source.bin");
        const QString outDir = mountPoint + QStringLiteral("/out");
        QVERIFY(QFile::copy(big, source));
        QVERIFY(QDir().mkpath(outDir));
        const Identity before = Identity::of(source);

        QStringList args { QStringLiteral("run"), QStringLiteral("--file"), source, QStringLiteral("--strategy"),
            strategy, QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
            QStringLiteral("--out-dir"), outDir, QStringLiteral("--json"), QStringLiteral("-") };
        if (strategy.startsWith(QLatin1String("write.")))
            args << QStringLiteral("--param") << QStringLiteral("records=100000"); // about 4 MiB of CSV
        const CliResult r = runCli(args, {}, kRunTimeoutMs);
        QVERIFY2(!r.crashed, qPrintable(QStringLiteral("iolens-cli crashed: ") + r.errorText()));
        const QJsonObject result
            = QJsonDocument::fromJson(r.out).object().value(u"results").toArray().first().toObject();
        const QString message = result.value(u"message").toString();
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(result.value(u"status").toString(), QStringLiteral("error"));
        QVERIFY2(message.contains(u"(ENOSPC)") || message.contains(QString::fromLocal8Bit(std::strerror(ENOSPC))),
            qPrintable(message));
        QVERIFY2(dirEntries(outDir).isEmpty(), qPrintable(dirEntries(outDir).join(u' ')));
        QCOMPARE(dirEntries(mountPoint), QStringList({ QStringLiteral("out"), QStringLiteral("source.bin") }));
        QVERIFY(Identity::of(source) == before);
        qInfo("%s on a full disk: %s", qPrintable(strategy), qPrintable(message));
    }

    void cleanupTestCase()
    {
        for (const QString& line : std::as_const(m_eagainErrorList))
            qInfo("EAGAIN as an error: %s", qPrintable(line));
        for (const QString& line : std::as_const(m_absorbedList))
            qInfo("absorbed by the library: %s", qPrintable(line));
        for (const QString& line : std::as_const(m_notApplicableList))
            qInfo("not applicable: %s", qPrintable(line));
    }
};

QTEST_GUILESS_MAIN(TestFaults)
#include "tst_faults.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tracee2e.h"

#include <QFile>
#include <QLocale>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

// Memory-mapped files under iolens-cli trace (issue 24, section 3): the pages of each mapping of a
// regular file are counted as `page faults` on the file, at munmap or exit. iolens' own mapping
// strategies (read.mmap, copy.mmap-memcpy) touch every page of what they map: pages = the file's
// pages, per mapping. python3's mmap module writing into part of a private mapping: pages = that
// part (a write fault maps one page, with no fault-around). sqlite3 with PRAGMA mmap_size scanning
// a table: every page of the database. The notice says what is counted; a large file mapped whole
// and touched whole is the whole-file-in-memory finding. The ptrace tracer counts the same pages
// from outside (a static program, and --mode ptrace).

using namespace tracee2e;
using namespace Qt::StringLiterals;

namespace {

const std::uint64_t kPage = std::uint64_t(sysconf(_SC_PAGESIZE));

QString python()
{
    // The system's interpreter itself rather than a version manager's shim script in $PATH.
    const QString p = QStandardPaths::findExecutable(u"python3"_s, { u"/usr/bin"_s });
    return p.isEmpty() ? QStandardPaths::findExecutable(u"python3"_s) : p;
}

} // namespace

class TestTraceMmap : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString path(const QString& name) const { return canonical(m_dir.path()) + u'/' + name; }

    // iolens-cli run --strategy ID on file, once, traced (mode: extra options of iolens-cli trace).
    TraceRun runStrategy(const QString& id, const QString& file, const QString& outDir, const QStringList& mode = {})
    {
        return trace(path(u"trace.json"_s),
            { QStringLiteral(IOLENS_CLI), u"run"_s, u"--file"_s, file, u"--strategy"_s, id, u"--reps"_s, u"1"_s,
                u"--warmup"_s, u"0"_s, u"--out-dir"_s, outDir },
            mode);
    }

    static void addModes()
    {
        QTest::addColumn<QStringList>("mode");
        QTest::newRow("preload") << QStringList {};
        QTest::newRow("ptrace") << QStringList { u"--mode"_s, u"ptrace"_s };
    }

    // The file's pages touched once: pages = the file's size in pages. Each mapping maps the whole
    // file, but not each is touched: iolens-cli run maps the source once and unmaps it at once
    // before the strategy (strace: mmap then munmap with nothing between), and that mapping
    // rightly brings in no page.
    static void everyPageOnce(const TraceRun& run, const QString& file, std::uint64_t size)
    {
        const Totals maps = run.call(file, u"mmap"_s);
        const Totals pages = run.call(file, u"page faults"_s);
        QVERIFY2(maps.count >= 1, qPrintable(file));
        QCOMPARE(maps.bytes, maps.count * size);
        QCOMPARE(pages.count, size / kPage);
        QCOMPARE(pages.bytes, pages.count * kPage);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const char* tool : { "python3", "sqlite3" })
            QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty(),
                qPrintable(u"%1 is not installed (.ci/deps installs it)"_s.arg(QString::fromLatin1(tool))));
    }

    void readMmapTouchesEveryPage_data() { addModes(); }

    // The same pages whether the preload counts them or the ptrace tracer does from outside.
    void readMmapTouchesEveryPage()
    {
        QFETCH(QStringList, mode);
        const QString file = path(u"lines.txt"_s);
        QVERIFY(writeFile(file, fixedLines(65536, 64))); // 4 MiB: 1,024 pages
        QDir().mkpath(path(u"out-read"_s));
        const TraceRun run = runStrategy(u"read.mmap"_s, file, path(u"out-read"_s), mode);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        everyPageOnce(run, file, 4u << 20);
    }

    void copyMmapMemcpyTouchesEveryPageOfBothFiles()
    {
        const QString file = path(u"source.bin"_s);
        QVERIFY(writeFile(file, patternBytes(4 << 20)));
        const QString out = path(u"out-copy"_s);
        QDir().mkpath(out);
        const TraceRun run = runStrategy(u"copy.mmap-memcpy"_s, file, out);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        everyPageOnce(run, file, 4u << 20);
        // The destination: the one dest-N file under the output directory that was mapped (the
        // scratch directory's calibration files are mapped too, 64 KiB each).
        QStringList mapped;
        for (const QJsonValue& f : run.files())
            if (f[u"path"].toString().startsWith(out + u'/')
                && QFileInfo(f[u"path"].toString()).fileName().startsWith(u"dest-"_s)
                && run.call(f[u"path"].toString(), u"mmap"_s).count > 0 && !mapped.contains(f[u"path"].toString()))
                mapped << f[u"path"].toString();
        QCOMPARE(mapped.size(), 1);
        everyPageOnce(run, mapped.front(), 4u << 20);
    }

    void pythonTouchesPartOfAFile_data() { addModes(); }

    // Python's mmap module: a private mapping of 256 pages, one byte written in each of the first
    // 40: 40 pages, at the mmap's call site; the trace says what it counted.
    void pythonTouchesPartOfAFile()
    {
        QFETCH(QStringList, mode);
        const QString file = path(u"part.bin"_s);
        QVERIFY(writeFile(file, patternBytes(256 * qint64(kPage))));
        const QString script = u"import mmap, sys\n"
                               u"f = open(sys.argv[1], 'rb')\n"
                               u"m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY)\n"
                               u"for i in range(40):\n"
                               u"    m[i * mmap.PAGESIZE] = 65\n"
                               u"m.close()\n"_s;
        const TraceRun run = trace(path(u"trace.json"_s), { python(), u"-c"_s, script, file }, mode);
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.call(file, u"mmap"_s).count, std::uint64_t(1));
        QCOMPARE(run.call(file, u"page faults"_s).count, std::uint64_t(40));
        QCOMPARE(run.call(file, u"page faults"_s).bytes, 40 * kPage);
        QCOMPARE(run.call(file, u"page faults"_s).entries, 1);
        // The notice's total is every file's pages: 40 under the preload, which does not see the
        // dynamic loader map libraries; more through ptrace, which does (libc's pages …).
        std::uint64_t pagesInAll = 0;
        for (const QJsonValue& f : run.files())
            pagesInAll += run.call(f[u"path"].toString(), u"page faults"_s).count;
        QVERIFY(mode.isEmpty() ? pagesInAll == 40 : pagesInAll > 40);
        const QString total = QLocale(QLocale::English).toString(qulonglong(pagesInAll));
        bool said = false;
        for (const QJsonValue& n : run.json[u"notices"].toArray())
            said = said || n.toString().contains(u"are counted as page faults (%1 pages in all)"_s.arg(total));
        QVERIFY2(said, QJsonDocument(run.json[u"notices"].toArray()).toJson().constData());
        QVERIFY2(!run.findingIds().contains(u"whole-file-in-memory"_s), qPrintable(run.findingIds().join(u", ")));
    }

    // A static program (only ptrace follows it): every page of its first mapping, measured at the
    // munmap, and 40 pages of its second, measured at exit with the mapping still there.
    void staticProgramsPagesAtMunmapAndExit()
    {
        const QString file = path(u"static.bin"_s);
        QVERIFY(writeFile(file, patternBytes(64 * qint64(kPage))));
        const TraceRun run = trace(path(u"trace.json"_s), { QStringLiteral(IOLENS_STATIC_MMAP), file });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.json[u"mode"].toString(), u"ptrace"_s);
        QCOMPARE(run.call(file, u"mmap"_s).count, std::uint64_t(2));
        QCOMPARE(run.call(file, u"mmap"_s).bytes, 2 * 64 * kPage);
        QCOMPARE(run.call(file, u"munmap"_s).count, std::uint64_t(1));
        QCOMPARE(run.call(file, u"page faults"_s).count, std::uint64_t(64 + 40));
        QCOMPARE(run.call(file, u"page faults"_s).bytes, (64 + 40) * kPage);
    }

    void majorFaultsWhenTheFileIsNotCached_data() { addModes(); }

    // A process's page faults as the kernel counts them (processes[].page_faults): reading a mapped
    // file whose pages were dropped from the page cache takes a major fault per page (the kernel
    // reads each from storage), the same read again next to none. Per file, the pages that were
    // not in the page cache when the file was mapped are its "pages from disk": the file's pages
    // the first time, none the second (or the few the kernel dropped in between).
    void majorFaultsWhenTheFileIsNotCached()
    {
        QFETCH(QStringList, mode);
        const QString file = path(u"cold.bin"_s);
        QVERIFY(writeFile(file, patternBytes(8 << 20)));
        const QString script = u"import mmap, sys\n"
                               u"f = open(sys.argv[1], 'rb')\n"
                               u"m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)\n"
                               u"m.madvise(mmap.MADV_RANDOM)\n"
                               u"print(sum(m[i] for i in range(0, len(m), mmap.PAGESIZE)))\n"_s;
        struct Faults {
            qint64 major = -1; // the process's, as the kernel counted them
            qint64 touched = -1, fromDisk = -1; // the file's pages, and those of them read from storage
        };
        const auto traced = [&] {
            Faults f;
            const TraceRun run = trace(path(u"trace.json"_s), { python(), u"-c"_s, script, file }, mode);
            if (run.cli.exitCode != 0 || !run.jsonError.isEmpty() || run.processes().isEmpty())
                return f;
            const QJsonValue faults = run.processes().first()[u"page_faults"];
            f.major = faults.isObject() ? faults[u"major"].toInteger() : qint64 { -2 };
            f.touched = qint64(run.call(file, u"page faults"_s).count);
            f.fromDisk = qint64(run.call(file, u"pages from disk"_s).count);
            return f;
        };
        // The written pages out of the page cache (they are clean once synced).
        QFile cold(file);
        QVERIFY(cold.open(QIODevice::ReadOnly));
        QCOMPARE(::fdatasync(cold.handle()), 0);
        QCOMPARE(::posix_fadvise(cold.handle(), 0, 0, POSIX_FADV_DONTNEED), 0);
        cold.close();
        // Without read-ahead (MADV_RANDOM) each of the 2,048 pages is a fault of its own, so the
        // file's faults stand out from the few a process takes anyway (its code, once in a while).
        const qint64 pages = (8 << 20) / qint64(kPage);
        const Faults first = traced();
        QVERIFY2(first.major >= pages / 2, qPrintable(QString::number(first.major)));
        QCOMPARE(first.touched, pages);
        // Every page the kernel had dropped; one it kept (DONTNEED leaves a page in use) was cached.
        QVERIFY2(first.fromDisk >= pages / 2 && first.fromDisk <= pages, qPrintable(QString::number(first.fromDisk)));
        const Faults again = traced();
        QVERIFY2(again.major >= 0 && again.major < pages / 10,
            qPrintable(u"%1 then %2"_s.arg(first.major).arg(again.major)));
        QCOMPARE(again.touched, pages);
        // None from disk, unless the kernel dropped some of the file's pages between the two runs:
        // this host's kernel does (fincore showed 12 to 22 of the 2,048 pages gone, now and then,
        // with 21 GB free), and the run then took as many major faults. Each page from disk is one
        // (no read-ahead here), so the count can never exceed the kernel's.
        QVERIFY2(again.fromDisk >= 0 && again.fromDisk <= again.major,
            qPrintable(u"%1 pages from disk, %2 major faults"_s.arg(again.fromDisk).arg(again.major)));
    }

    // The same module reading a 20 MiB file whole through the mapping: every page, and the
    // whole-file-in-memory finding.
    void pythonReadingAMappedFileWholeIsAFinding()
    {
        const QString file = path(u"whole.bin"_s);
        QVERIFY(writeFile(file, patternBytes(20 << 20)));
        const QString script = u"import mmap, sys\n"
                               u"f = open(sys.argv[1], 'rb')\n"
                               u"m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)\n"
                               u"n = m[:].count(b'a')\n"
                               u"m.close()\n"_s;
        const TraceRun run = trace(path(u"trace.json"_s), { python(), u"-c"_s, script, file });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QCOMPARE(run.call(file, u"page faults"_s).count, std::uint64_t(20u << 20) / kPage);
        QVERIFY2(run.findingIds().contains(u"whole-file-in-memory"_s), qPrintable(run.findingIds().join(u", ")));
    }

    // Anonymous memory is no I/O: 50 anonymous mappings made and unmapped (and Python's own arenas)
    // are not counted anywhere, so nothing lands under "(no file)"; the file's mapping has its mmap
    // and its munmap counted on the file, and its pages measured at that munmap.
    void anonymousMemoryIsNoCall()
    {
        const QString file = path(u"mapped.bin"_s);
        QVERIFY(writeFile(file, patternBytes(64 * qint64(kPage))));
        const QString script = u"import mmap, sys\n"
                               u"for i in range(50):\n"
                               u"    a = mmap.mmap(-1, 1 << 20)\n"
                               u"    a[0] = 1\n"
                               u"    a.close()\n"
                               u"f = open(sys.argv[1], 'rb')\n"
                               u"m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)\n"
                               u"print(sum(m[i * mmap.PAGESIZE] for i in range(64)))\n"
                               u"m.close()\n"_s;
        const TraceRun run = trace(path(u"trace.json"_s), { python(), u"-c"_s, script, file });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        for (const QJsonValue& f : run.files()) {
            QStringList calls;
            for (const QJsonValue& c : f[u"calls"].toArray())
                calls << c[u"call"].toString();
            QVERIFY2(!f[u"path"].toString().isEmpty(), qPrintable(u"(no file): "_s + calls.join(u", ")));
        }
        QCOMPARE(run.call(file, u"mmap"_s).count, std::uint64_t(1));
        QCOMPARE(run.call(file, u"munmap"_s).count, std::uint64_t(1));
        QCOMPARE(run.call(file, u"page faults"_s).count, std::uint64_t(64));
    }

    // sqlite3 reading its database through a mapping (PRAGMA mmap_size): a count over a table of
    // one column visits every page, so the pages are the database's, but for its first: sqlite
    // reads page 1 with pread before it maps the file (strace shows it) and keeps it in its own
    // cache, so the mapping's copy is in memory only when the kernel mapped it along with a
    // neighbour (fault-around), which it did in most runs and not in one of the suite run two tests
    // at a time.
    void sqliteWithMmapSize()
    {
        const QString db = path(u"mapped.sqlite"_s);
        QFile::remove(db);
        const QString sqlite = QStandardPaths::findExecutable(u"sqlite3"_s);
        QCOMPARE(runPlain(sqlite,
                     { db,
                         u"create table t(x text); with recursive n(i) as (select 1 union all select i + 1 from n "
                         u"where i < 20000) insert into t select printf('%050d', i) from n;"_s }),
            0);
        const std::uint64_t size = std::uint64_t(QFileInfo(db).size());
        QVERIFY(size > 100 * kPage);
        const TraceRun run = trace(
            path(u"trace.json"_s), { sqlite, db, u"PRAGMA mmap_size = 268435456; select count(*), max(x) from t;"_s });
        QVERIFY2(run.cli.exitCode == 0 && run.jsonError.isEmpty(), run.describe().constData());
        QVERIFY2(run.cli.out.contains("20000|"), run.cli.out.constData());
        QCOMPARE(run.call(db, u"mmap"_s).count, std::uint64_t(1));
        const std::uint64_t pages = run.call(db, u"page faults"_s).count;
        QVERIFY2(pages == size / kPage || pages == size / kPage - 1,
            qPrintable(u"%1 pages of %2"_s.arg(pages).arg(size / kPage)));
        // The database was just written: its pages were in the page cache, and none came from disk
        // but those the kernel dropped since (see majorFaultsWhenTheFileIsNotCached), each a major
        // fault of sqlite's.
        const QJsonValue faults = run.processes().first()[u"page_faults"];
        QVERIFY(faults.isObject());
        const std::uint64_t fromDisk = run.call(db, u"pages from disk"_s).count;
        const auto major = std::uint64_t(faults[u"major"].toInteger());
        QVERIFY2(fromDisk <= major, qPrintable(u"%1 pages from disk, %2 major faults"_s.arg(fromDisk).arg(major)));
    }
};

QTEST_GUILESS_MAIN(TestTraceMmap)
#include "tst_tracemmap.moc"

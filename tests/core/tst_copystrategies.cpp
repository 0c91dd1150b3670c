// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/params.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/runcontext.h"
#include "core/strategy.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <fcntl.h>
#include <linux/magic.h>
#include <random>
#include <set>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <thread>
#include <unistd.h>
#include <xxhash.h>

using namespace iolens;

namespace {

constexpr std::uint64_t kOddSize = (3ull << 20) + 12345; // a multiple of no buffer size
constexpr std::uint64_t kSmallSize = 20011; // small enough for one-byte buffers
constexpr std::uint64_t kCancelSize = 16ull << 20;

// Strategies whose work is a single library or kernel call: nothing to poll inside.
const std::set<std::string> kSingleCall { "copy.qfile-copy", "copy.std-filesystem", "copy.reflink" };

struct FileDigest {
    std::uint64_t size = 0;
    XXH64_hash_t hash = 0;
    bool operator==(const FileDigest&) const = default;
};

FileDigest digest(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    XXH3_state_t* state = XXH3_createState();
    XXH3_64bits_reset(state);
    QByteArray chunk;
    FileDigest d;
    while (!(chunk = file.read(1 << 20)).isEmpty()) {
        XXH3_64bits_update(state, chunk.constData(), std::size_t(chunk.size()));
        d.size += std::uint64_t(chunk.size());
    }
    d.hash = XXH3_64bits_digest(state);
    XXH3_freeState(state);
    return d;
}

void writeRandom(const QString& path, std::uint64_t size, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    QByteArray data(qsizetype(size), Qt::Uninitialized);
    for (auto& c : data)
        c = char(random() & 0xff);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::NewOnly));
    QCOMPARE(file.write(data), qint64(size));
}

ParamValues parseGiven(const QString& text)
{
    ParamValues out;
    for (const QString& pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = pair.split(QLatin1Char('='));
        out[kv.at(0).toStdString()] = kv.at(1).toLongLong();
    }
    return out;
}

bool hasParam(const Strategy& strategy, const char* key)
{
    const auto& params = strategy.info().params;
    return std::any_of(params.begin(), params.end(), [&](const ParamSpec& p) { return p.key == key; });
}

const PhaseTotals* findPhase(const std::vector<PhaseTotals>& phases, Phase phase)
{
    for (const auto& p : phases)
        if (p.phase == phase)
            return &p;
    return nullptr;
}

// ext2/3/4 and tmpfs cannot share extents: FICLONE must be reported as unsupported there.
bool cannotReflink(const QString& dir)
{
    struct statfs fs { };
    if (::statfs(QFile::encodeName(dir).constData(), &fs) != 0)
        return false;
    return fs.f_type == EXT4_SUPER_MAGIC || fs.f_type == TMPFS_MAGIC;
}

std::uint64_t allocatedBytes(const QString& path)
{
    struct stat st { };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return ~std::uint64_t(0);
    return std::uint64_t(st.st_blocks) * 512;
}

} // namespace

class TestCopyStrategies : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::map<QString, FileDigest> m_sources; // name → digest, checked again at the end
    int m_counter = 0;

    QString source(const QString& name) const { return m_dir.filePath(name); }
    QString freshDest() { return m_dir.filePath(QStringLiteral("dest-%1").arg(++m_counter)); }
    static const Strategy& strategy(const QString& id)
    {
        const Strategy* s = Registry::instance().find(id.toStdString());
        if (!s)
            qFatal("no strategy %s", qPrintable(id));
        return *s;
    }
    static std::vector<const Strategy*> copyStrategies() { return Registry::instance().family("copy"); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const std::pair<const char*, std::uint64_t> files[] = { { "empty", 0 }, { "one", 1 }, { "hundred", 100 },
            { "small", kSmallSize }, { "odd", kOddSize }, { "big16", kCancelSize } };
        std::uint64_t seed = 1;
        for (const auto& [name, size] : files) {
            const QString path = source(QLatin1String(name));
            writeRandom(path, size, seed++);
            m_sources[QLatin1String(name)] = digest(path);
            QCOMPARE(m_sources[QLatin1String(name)].size, size);
        }
    }

    void cleanupTestCase()
    {
        // No strategy may write to its source.
        for (const auto& [name, d] : m_sources)
            QVERIFY2(digest(source(name)) == d, qPrintable(name));
    }

    void catalogue()
    {
        const std::vector<std::string> expected { "copy.byte-syscall", "copy.byte-stdio", "copy.byte-iostream",
            "copy.buffer-loop", "copy.iostream-rdbuf", "copy.qfile", "copy.qfile-copy", "copy.read-all",
            "copy.mmap-write", "copy.mmap-memcpy", "copy.sendfile", "copy.copy-file-range", "copy.splice",
            "copy.std-filesystem", "copy.io-uring", "copy.direct-io", "copy.reflink", "copy.parallel",
            "copy.sparse-aware" };
        std::vector<std::string> ids;
        for (const Strategy* s : copyStrategies())
            ids.push_back(s->info().id);
        QCOMPARE(ids, expected);
        for (const Strategy* s : copyStrategies()) {
            const StrategyInfo& info = s->info();
            QVERIFY2(!info.title.empty() && !info.lesson.what.empty() && !info.lesson.javaApi.empty()
                    && !info.lesson.costModel.empty(),
                info.id.c_str());
            if (info.id.starts_with("copy.byte-"))
                QVERIFY2(info.lesson.timing.find("batch") != std::string::npos, info.id.c_str());
            for (const ParamSpec& p : info.params) {
                QVERIFY2(p.min <= p.defaultValue && p.defaultValue <= p.max, (info.id + " " + p.key).c_str());
                QVERIFY(!p.description.empty());
            }
            if (info.id != "copy.io-uring")
                QVERIFY2(!s->unsupportedReason(), info.id.c_str());
            else if (const auto reason = s->unsupportedReason())
                QVERIFY(!reason->empty());
        }
        const auto& parallel = strategy(QStringLiteral("copy.parallel")).info().params;
        QCOMPARE(parallel.at(0).key, std::string("threads"));
        QCOMPARE(parallel.at(0).min, std::int64_t(1));
        QCOMPARE(parallel.at(0).max, std::int64_t(256));
        QCOMPARE(parallel.at(0).defaultValue, std::int64_t(std::max(1u, std::thread::hardware_concurrency())));
    }

    void copies_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("given");
        for (const Strategy* s : copyStrategies()) {
            const QString id = QString::fromStdString(s->info().id);
            const QByteArray tag = id.toUtf8();
            for (const char* file : { "empty", "one", "odd" })
                QTest::addRow("%s %s", tag.constData(), file) << id << QString::fromLatin1(file) << QString();
            if (hasParam(*s, "buffer_size")) {
                QTest::addRow("%s buffer_size=1", tag.constData())
                    << id << QStringLiteral("small") << QStringLiteral("buffer_size=1");
                QTest::addRow("%s buffer_size=4097", tag.constData())
                    << id << QStringLiteral("odd") << QStringLiteral("buffer_size=4097");
            }
            if (hasParam(*s, "chunk_size"))
                QTest::addRow("%s chunk_size=4097", tag.constData())
                    << id << QStringLiteral("odd") << QStringLiteral("chunk_size=4097");
        }
        QTest::addRow("splice pipe_size=4096")
            << QStringLiteral("copy.splice") << QStringLiteral("odd") << QStringLiteral("pipe_size=4096");
        QTest::addRow("splice pipe_size=1M")
            << QStringLiteral("copy.splice") << QStringLiteral("odd") << QStringLiteral("pipe_size=1048576");
        QTest::addRow("io-uring queue_depth=1")
            << QStringLiteral("copy.io-uring") << QStringLiteral("odd") << QStringLiteral("queue_depth=1");
        QTest::addRow("io-uring queue_depth=64") << QStringLiteral("copy.io-uring") << QStringLiteral("odd")
                                                 << QStringLiteral("queue_depth=64,buffer_size=65536");
        QTest::addRow("io-uring small buffers") << QStringLiteral("copy.io-uring") << QStringLiteral("small")
                                                << QStringLiteral("queue_depth=3,buffer_size=1000");
        for (const char* threads : { "1", "2", "7" })
            QTest::addRow("parallel threads=%s", threads)
                << QStringLiteral("copy.parallel") << QStringLiteral("odd")
                << QStringLiteral("threads=%1,buffer_size=65536").arg(QLatin1String(threads));
        QTest::addRow("parallel more threads than bytes")
            << QStringLiteral("copy.parallel") << QStringLiteral("hundred") << QStringLiteral("threads=256");
        QTest::addRow("parallel threads=7 empty")
            << QStringLiteral("copy.parallel") << QStringLiteral("empty") << QStringLiteral("threads=7");
        QTest::addRow("mmap-write chunk_size=1")
            << QStringLiteral("copy.mmap-write") << QStringLiteral("small") << QStringLiteral("chunk_size=1");
        // Windows smaller than the file: many map/unmap pairs, a last window that is not whole.
        for (const char* id : { "copy.mmap-write", "copy.mmap-memcpy" }) {
            QTest::addRow("%s window_size=1 (one page)", id)
                << QString::fromLatin1(id) << QStringLiteral("odd") << QStringLiteral("window_size=1");
            QTest::addRow("%s window_size=1M", id)
                << QString::fromLatin1(id) << QStringLiteral("odd") << QStringLiteral("window_size=1048576");
        }
    }

    void copies()
    {
        QFETCH(QString, id);
        QFETCH(QString, file);
        QFETCH(QString, given);
        const Strategy& s = strategy(id);
        const ParamValues params = resolveParams(s.info().params, parseGiven(given), s.info().id);
        const FileDigest expected = m_sources.at(file);
        const std::string src = source(file).toStdString();

        for (const bool instrumented : { true, false }) {
            const QString dest = freshDest();
            std::atomic<std::uint64_t> progress { 0 };
            RunContext context(src, expected.size, dest.toStdString(), params, nullptr, [&](std::uint64_t done) {
                std::uint64_t seen = progress.load();
                while (seen < done && !progress.compare_exchange_weak(seen, done)) { }
            });
            Probe probe;
            if (id == QLatin1String("copy.reflink") && cannotReflink(m_dir.path())) {
                try {
                    instrumented ? s.run(context, probe) : s.runUninstrumented(context);
                    QFAIL("FICLONE succeeded on a filesystem that cannot share extents");
                } catch (const UnsupportedError& e) {
                    QVERIFY(std::string(e.what()).find("FICLONE") != std::string::npos);
                }
                continue;
            }
            Output out;
            try {
                out = instrumented ? s.run(context, probe) : s.runUninstrumented(context);
            } catch (const UnsupportedError& e) {
                // A container's seccomp filter may forbid io_uring; nothing else may refuse here.
                if (id != QLatin1String("copy.io-uring"))
                    throw;
                QSKIP(e.what());
            }
            QCOMPARE(out.bytes, expected.size);
            QVERIFY2(digest(dest) == expected, "destination differs from the source");
            QCOMPARE(progress.load(), expected.size);
            if (instrumented) {
                const auto phases = probe.phases();
                QVERIFY(!phases.empty());
                for (const auto& p : phases)
                    QVERIFY(p.calls > 0);
                // Every strategy accounts what it wrote; those that read with calls account that too.
                const PhaseTotals* write = findPhase(phases, Phase::Write);
                QCOMPARE(write ? write->bytes : 0, expected.size);
                if (const PhaseTotals* read = findPhase(phases, Phase::Read))
                    QCOMPARE(read->bytes, expected.size);
            } else {
                QVERIFY(probe.phases().empty());
            }
            QVERIFY(QFile::remove(dest));
        }
    }

    void reflinkIsUnsupportedOnExt4()
    {
        struct statfs fs { };
        QCOMPARE(::statfs(QFile::encodeName(m_dir.path()).constData(), &fs), 0);
        if (fs.f_type != EXT4_SUPER_MAGIC)
            QSKIP("the temporary directory is not on ext4");
        const Strategy& s = strategy(QStringLiteral("copy.reflink"));
        RunContext context(source(QStringLiteral("odd")).toStdString(), kOddSize, freshDest().toStdString(), {});
        Probe probe;
        try {
            s.run(context, probe);
            QFAIL("FICLONE succeeded on ext4");
        } catch (const UnsupportedError& e) {
            const std::string message = e.what();
            QVERIFY2(message.find("cannot share extents") != std::string::npos, e.what());
            QVERIFY2(message.find("EOPNOTSUPP") != std::string::npos, e.what());
        }
    }

    void copyFileRangeNeedsOneFilesystem()
    {
        struct stat shm {
        }, tmp {};
        if (::stat("/dev/shm", &shm) != 0 || ::stat(QFile::encodeName(m_dir.path()).constData(), &tmp) != 0
            || shm.st_dev == tmp.st_dev)
            QSKIP("needs /dev/shm on another filesystem than the temporary directory");
        QTemporaryDir other(QStringLiteral("/dev/shm/iolens-test-XXXXXX"));
        QVERIFY(other.isValid());
        const std::string src = source(QStringLiteral("odd")).toStdString();
        {
            RunContext context(src, kOddSize, other.filePath(QStringLiteral("cfr")).toStdString(),
                resolveParams(
                    strategy(QStringLiteral("copy.copy-file-range")).info().params, {}, "copy.copy-file-range"));
            Probe probe;
            try {
                strategy(QStringLiteral("copy.copy-file-range")).run(context, probe);
                QFAIL("copy_file_range copied between two filesystems");
            } catch (const UnsupportedError& e) {
                QVERIFY2(std::string(e.what()).find("EXDEV") != std::string::npos, e.what());
            }
        }
        // sendfile has no such limit: the same pair of directories works.
        const QString dest = other.filePath(QStringLiteral("sendfile"));
        RunContext context(src, kOddSize, dest.toStdString(),
            resolveParams(strategy(QStringLiteral("copy.sendfile")).info().params, {}, "copy.sendfile"));
        Probe probe;
        QCOMPARE(strategy(QStringLiteral("copy.sendfile")).run(context, probe).bytes, kOddSize);
        QVERIFY(digest(dest) == m_sources.at(QStringLiteral("odd")));
    }

    void cancel_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("preset");
        for (const Strategy* s : copyStrategies()) {
            const QString id = QString::fromStdString(s->info().id);
            QTest::addRow("%s already cancelled", s->info().id.c_str()) << id << true;
            if (!kSingleCall.contains(s->info().id))
                QTest::addRow("%s cancelled from progress", s->info().id.c_str()) << id << false;
        }
    }

    void cancel()
    {
        QFETCH(QString, id);
        QFETCH(bool, preset);
        const Strategy& s = strategy(id);
        // Two threads, so that each of them reaches a progress step before the end of its range.
        const ParamValues given
            = id == QLatin1String("copy.parallel") ? ParamValues { { "threads", 2 } } : ParamValues {};
        std::atomic<bool> cancelFlag { preset };
        std::atomic<std::uint64_t> progress { 0 };
        RunContext context(source(QStringLiteral("big16")).toStdString(), kCancelSize, freshDest().toStdString(),
            resolveParams(s.info().params, given, s.info().id), &cancelFlag, [&](std::uint64_t done) {
                std::uint64_t seen = progress.load();
                while (seen < done && !progress.compare_exchange_weak(seen, done)) { }
                cancelFlag = true; // the user presses Cancel as soon as progress shows
            });
        Probe probe;
        QVERIFY_THROWS_EXCEPTION(CancelledError, s.run(context, probe));
        // Cancel was honoured early: the copy did not run to its end first.
        QVERIFY2(progress.load() < kCancelSize, qPrintable(QString::number(progress.load())));
    }

    void existingDestinationIsKept_data()
    {
        QTest::addColumn<QString>("id");
        for (const Strategy* s : copyStrategies())
            QTest::addRow("%s", s->info().id.c_str()) << QString::fromStdString(s->info().id);
    }

    void existingDestinationIsKept()
    {
        QFETCH(QString, id);
        const Strategy& s = strategy(id);
        const QString dest = freshDest();
        {
            QFile planted(dest);
            QVERIFY(planted.open(QIODevice::WriteOnly));
            planted.write("keep me");
        }
        RunContext context(source(QStringLiteral("odd")).toStdString(), kOddSize, dest.toStdString(),
            resolveParams(s.info().params, {}, s.info().id));
        Probe probe;
        try {
            s.run(context, probe);
            QFAIL("an existing destination was accepted");
        } catch (const IoError& e) {
            QVERIFY2(std::string(e.what()).find(dest.toStdString()) != std::string::npos, e.what());
            if (id == QLatin1String("copy.qfile-copy")) // Qt checks itself and sets no errno, only its message
                QVERIFY2(std::string(e.what()).find("exists") != std::string::npos, e.what());
            else
                QCOMPARE(e.error(), EEXIST);
        }
        QFile planted(dest);
        QVERIFY(planted.open(QIODevice::ReadOnly));
        QCOMPARE(planted.readAll(), QByteArray("keep me"));
    }

    void missingSourceIsNamed_data() { existingDestinationIsKept_data(); }

    void missingSourceIsNamed()
    {
        QFETCH(QString, id);
        const Strategy& s = strategy(id);
        const std::string missing = m_dir.filePath(QStringLiteral("no-such-file")).toStdString();
        RunContext context(missing, 0, freshDest().toStdString(), resolveParams(s.info().params, {}, s.info().id));
        Probe probe;
        try {
            s.run(context, probe);
            QFAIL("a missing source was accepted");
        } catch (const IoError& e) {
            QVERIFY2(std::string(e.what()).find(missing) != std::string::npos, e.what());
            QCOMPARE(e.error(), ENOENT);
        }
    }

    void parallelUsesItsThreads()
    {
        const Strategy& s = strategy(QStringLiteral("copy.parallel"));
        const QString dest = freshDest();
        RunContext context(source(QStringLiteral("odd")).toStdString(), kOddSize, dest.toStdString(),
            resolveParams(s.info().params, { { "threads", 7 }, { "buffer_size", 65536 } }, "copy.parallel"));
        Probe probe;
        QCOMPARE(s.run(context, probe).bytes, kOddSize);
        int workers = 0;
        std::uint64_t written = 0;
        for (const auto& lane : probe.phasesPerThread()) {
            if (const PhaseTotals* write = findPhase(lane, Phase::Write)) {
                ++workers;
                written += write->bytes;
                QVERIFY(write->bytes > 0 && write->bytes < kOddSize);
            }
        }
        QCOMPARE(workers, 7);
        QCOMPARE(written, kOddSize);
        // Every worker's kernel counters were accounted to the run (pread/pwrite are read/write class).
        QVERIFY(probe.usage().syscr >= 7 && probe.usage().syscw >= 7);
        QVERIFY(digest(dest) == m_sources.at(QStringLiteral("odd")));
    }

    void sparseAwareKeepsHoles()
    {
        // 64 MiB with three islands of data: a page at 0, a page in the middle, the last 100 bytes.
        constexpr std::uint64_t size = 64ull << 20;
        const QString path = m_dir.filePath(QStringLiteral("sparse"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::NewOnly));
            QVERIFY(file.resize(qint64(size)));
            const QByteArray page(4096, 'a');
            QVERIFY(file.seek(0) && file.write(page) == 4096);
            QVERIFY(file.seek(32 << 20) && file.write(page) == 4096);
            QVERIFY(file.seek(qint64(size) - 100) && file.write(QByteArray(100, 'z')) == 100);
        }
        if (allocatedBytes(path) > (1u << 20))
            QSKIP("the temporary directory's filesystem does not keep holes");
        const FileDigest expected = digest(path);

        const Strategy& sparse = strategy(QStringLiteral("copy.sparse-aware"));
        const QString dest = freshDest();
        std::uint64_t progress = 0;
        RunContext context(path.toStdString(), size, dest.toStdString(),
            resolveParams(sparse.info().params, {}, "copy.sparse-aware"), nullptr,
            [&](std::uint64_t done) { progress = done; });
        Probe probe;
        QCOMPARE(sparse.run(context, probe).bytes, size);
        QCOMPARE(progress, size); // skipped holes count as progress
        QVERIFY(digest(dest) == expected);
        QVERIFY2(allocatedBytes(dest) < (1u << 20), qPrintable(QString::number(allocatedBytes(dest))));
        const auto phases = probe.phases();
        const PhaseTotals* detect = findPhase(phases, Phase::Detect);
        QVERIFY(detect && detect->calls >= 6); // SEEK_DATA + SEEK_HOLE per island
        QVERIFY(findPhase(phases, Phase::Read)->bytes < (1u << 20)); // the holes were never read

        // The contrast: a plain loop writes the zeros out and the copy takes the full size on disk.
        const Strategy& loop = strategy(QStringLiteral("copy.buffer-loop"));
        const QString dense = freshDest();
        RunContext denseContext(
            path.toStdString(), size, dense.toStdString(), resolveParams(loop.info().params, {}, "copy.buffer-loop"));
        QCOMPARE(loop.runUninstrumented(denseContext).bytes, size);
        QVERIFY(allocatedBytes(dense) >= size);
        QFile::remove(dense);
        QFile::remove(dest);
        QFile::remove(path);
    }

    void directIoRoundsItsBuffer()
    {
        // buffer_size 4097 becomes 8192: the reads stay aligned and the copy is still exact.
        const Strategy& s = strategy(QStringLiteral("copy.direct-io"));
        const QString dest = freshDest();
        RunContext context(source(QStringLiteral("odd")).toStdString(), kOddSize, dest.toStdString(),
            resolveParams(s.info().params, { { "buffer_size", 4097 } }, "copy.direct-io"));
        Probe probe;
        QCOMPARE(s.run(context, probe).bytes, kOddSize);
        // phases() returns a copy: keep it alive while `read` points into it.
        const std::vector<PhaseTotals> phases = probe.phases();
        const PhaseTotals* read = findPhase(phases, Phase::Read);
        QVERIFY(read);
        QCOMPARE(read->calls, kOddSize / 8192 + 2); // full buffers, the tail, and the read that saw the end
        QVERIFY(digest(dest) == m_sources.at(QStringLiteral("odd")));
    }
};

QTEST_GUILESS_MAIN(TestCopyStrategies)
#include "tst_copystrategies.moc"

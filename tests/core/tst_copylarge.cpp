// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/params.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/runcontext.h"
#include "core/strategy.h"

#include <QElapsedTimer>
#include <QFile>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <fcntl.h>
#include <linux/magic.h>
#include <memory>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>
#include <xxhash.h>

using namespace iolens;

// Every copy strategy that moves more than a byte per call, on a file past every 32-bit cliff:
// 4 GiB + 4099 bytes (sparse), with marker bytes on both sides of 2^31 and 2^32 and at the end.
// The byte-at-a-time strategies (copy.byte-syscall, copy.byte-stdio, copy.byte-iostream) are left
// out: at one call per byte they would take hours here. Their counters are 64-bit like the others'.

namespace {

constexpr std::uint64_t kSize = (4ull << 30) + 4099;

struct Marker {
    std::uint64_t offset;
    unsigned char value;
};
constexpr std::array<Marker, 6> kMarkers { { { 0, 0x11 }, { (1ull << 31) - 1, 0x22 }, { 1ull << 31, 0x33 },
    { (1ull << 32) - 1, 0x44 }, { 1ull << 32, 0x55 }, { kSize - 1, 0x66 } } };

std::string fromQt(const QString& path)
{
    return QFile::encodeName(path).toStdString();
}

// XXH3 of a whole file with read(2). Not through a mapping: on tmpfs a read fault on a hole
// allocates a page, which would fill the sparse source with 4 GiB of real memory.
XXH64_hash_t hashFile(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        qFatal("cannot open %s", path.c_str());
    constexpr std::size_t kChunk = 4 << 20;
    const auto buffer = std::make_unique_for_overwrite<char[]>(kChunk);
    XXH3_state_t* state = XXH3_createState();
    XXH3_64bits_reset(state);
    ssize_t n;
    while ((n = ::read(fd, buffer.get(), kChunk)) > 0)
        XXH3_64bits_update(state, buffer.get(), std::size_t(n));
    if (n < 0)
        qFatal("cannot read %s", path.c_str());
    ::close(fd);
    const XXH64_hash_t hash = XXH3_64bits_digest(state);
    XXH3_freeState(state);
    return hash;
}

std::uint64_t allocatedBytes(const std::string& path)
{
    struct stat st { };
    return ::stat(path.c_str(), &st) == 0 ? std::uint64_t(st.st_blocks) * 512 : ~std::uint64_t(0);
}

} // namespace

class TestCopyLarge : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::string m_source;
    XXH64_hash_t m_hash = 0;
    qint64 m_totalMs = 0;

    // The sparse source: 4 GiB + 4099 bytes of holes around six marker bytes.
    void makeSource()
    {
        ::unlink(m_source.c_str());
        const int fd = ::open(m_source.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        QVERIFY(fd >= 0);
        QCOMPARE(::ftruncate(fd, off_t(kSize)), 0);
        for (const Marker& m : kMarkers)
            QCOMPARE(::pwrite(fd, &m.value, 1, off_t(m.offset)), ssize_t(1));
        QCOMPARE(::close(fd), 0);
    }

private slots:
    void initTestCase()
    {
        // tmpfs: the copies stay in memory, so the test measures no disk and wears none.
        if (::access("/dev/shm", W_OK) == 0)
            m_dir = std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/iolens-large-XXXXXX"));
        else
            m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        qInfo("working in %s", qPrintable(m_dir->path()));
        m_source = fromQt(m_dir->filePath(QStringLiteral("source")));
        makeSource();
        QElapsedTimer timer;
        timer.start();
        m_hash = hashFile(m_source);
        qInfo("hashing 4 GiB took %lld ms", timer.elapsed());
    }

    void cleanupTestCase() { qInfo("all copies took %lld ms", m_totalMs); }

    void copies_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("given");
        for (const Strategy* s : Registry::instance().family("copy")) {
            const std::string& id = s->info().id;
            if (id.starts_with("copy.byte-"))
                continue; // hours at one call per byte: see the comment at the top
            QString given;
            // Ask for more than one call can move: the kernel stops at 0x7ffff000 and the loop must go on.
            if (id == "copy.sendfile" || id == "copy.copy-file-range")
                given = QStringLiteral("chunk_size=8589934592");
            QTest::addRow("%s", id.c_str()) << QString::fromStdString(id) << given;
        }
    }

    void copies()
    {
        QFETCH(QString, id);
        QFETCH(QString, given);
        const Strategy* s = Registry::instance().find(id.toStdString());
        QVERIFY(s);
        ParamValues values;
        if (!given.isEmpty())
            values[given.section(QLatin1Char('='), 0, 0).toStdString()]
                = given.section(QLatin1Char('='), 1).toLongLong();
        // The mmap strategies fill a tmpfs source's holes with real pages (a read fault allocates
        // there); a fresh sparse source keeps the RAM free and lets copy.sparse-aware show its holes.
        if (allocatedBytes(m_source) > (1u << 20))
            makeSource();
        const std::string dest = fromQt(m_dir->filePath(QStringLiteral("dest")));
        RunContext context(m_source, kSize, dest, resolveParams(s->info().params, values, s->info().id));
        // Removed on every way out: a 4 GiB leftover in tmpfs would hold RAM and block the next row.
        const auto removeDest = qScopeGuard([&] { ::unlink(dest.c_str()); });
        Probe probe;
        QElapsedTimer timer;
        timer.start();
        Output out;
        try {
            out = s->run(context, probe);
        } catch (const UnsupportedError& e) {
            // Only FICLONE may refuse, and only where extents cannot be shared.
            struct statfs fs { };
            QCOMPARE(::statfs(fromQt(m_dir->path()).c_str(), &fs), 0);
            QVERIFY2(id == QLatin1String("copy.reflink") && (fs.f_type == TMPFS_MAGIC || fs.f_type == EXT4_SUPER_MAGIC),
                e.what());
            QVERIFY(std::string(e.what()).find("FICLONE") != std::string::npos);
            return;
        }
        const qint64 copyMs = timer.elapsed();
        m_totalMs += copyMs;
        QCOMPARE(out.bytes, kSize);
        struct stat st { };
        QCOMPARE(::stat(dest.c_str(), &st), 0);
        QCOMPARE(std::uint64_t(st.st_size), kSize);
        const int fd = ::open(dest.c_str(), O_RDONLY | O_CLOEXEC);
        QVERIFY(fd >= 0);
        for (const Marker& m : kMarkers) {
            unsigned char c = 0;
            QCOMPARE(::pread(fd, &c, 1, off_t(m.offset)), ssize_t(1));
            QVERIFY2(c == m.value, qPrintable(QStringLiteral("marker at %1").arg(m.offset)));
        }
        ::close(fd);
        QCOMPARE(hashFile(dest), m_hash);
        if (id == QLatin1String("copy.sparse-aware")) // the 4 GiB of holes stayed holes
            QVERIFY2(allocatedBytes(dest) < (1u << 20), qPrintable(QString::number(allocatedBytes(dest))));
        qInfo("%s: %lld ms", qPrintable(id), copyMs);
    }
};

QTEST_GUILESS_MAIN(TestCopyLarge)
#include "tst_copylarge.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/params.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/runcontext.h"
#include "core/strategy.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

using namespace iolens;

// read.parallel, read.mmap and read.buffer on a 5 GiB sparse file: past 2 GiB (where article 001's
// Files.lines() fell back to its slow path) and past 4 GiB (32-bit offsets). The file is holes
// (zeros) with a few line endings written at the cliffs, so its lines are huge and cross them:
//   line 1: 2^31 − 1 zeros, '\n' at 2^31 − 1
//   line 2: empty, '\n' at 2^31
//   line 3: zeros up to 2^32 + 4, then "\r\n" (the '\r' is the ending's, not content)
//   line 4: zeros, then "tail\r" at the end, no '\n' (the '\r' is content)

namespace {

constexpr std::uint64_t kSize = (5ull << 30) + 123;
constexpr std::uint64_t kFirstNewline = (1ull << 31) - 1;
constexpr std::uint64_t kSecondNewline = 1ull << 31;
constexpr std::uint64_t kCrLf = (1ull << 32) + 4;
constexpr char kTail[] = "tail\r";
constexpr std::uint64_t kTailAt = kSize - (sizeof kTail - 1);

// XXH3-64 of `zeros` zero bytes followed by `suffix`, streamed: the expected hash of one line.
std::uint64_t zerosThen(std::uint64_t zeros, const char* suffix = "", std::size_t suffixSize = 0)
{
    constexpr std::size_t kChunk = 4 << 20;
    static const auto buffer = std::make_unique<char[]>(kChunk); // zero-initialised
    XXH3_state_t* state = XXH3_createState();
    XXH3_64bits_reset(state);
    for (std::uint64_t done = 0; done < zeros;) {
        const std::size_t n = std::size_t(std::min<std::uint64_t>(kChunk, zeros - done));
        XXH3_64bits_update(state, buffer.get(), n);
        done += n;
    }
    XXH3_64bits_update(state, suffix, suffixSize);
    const std::uint64_t hash = XXH3_64bits_digest(state);
    XXH3_freeState(state);
    return hash;
}

std::string expectedChecksum()
{
    const std::uint64_t lineHashes[] = {
        zerosThen(kFirstNewline),
        zerosThen(0),
        zerosThen(kCrLf - (kSecondNewline + 1)),
        zerosThen(kTailAt - (kCrLf + 2), kTail, sizeof kTail - 1),
    };
    std::uint64_t hash = 0;
    for (const std::uint64_t h : lineHashes)
        hash = hash * 0x9E3779B97F4A7C15ull + h;
    char buf[32];
    std::snprintf(buf, sizeof buf, "xxh3:%016llx", static_cast<unsigned long long>(hash));
    return buf;
}

void pwriteAt(int fd, std::uint64_t offset, const char* data, std::size_t size)
{
    if (::pwrite(fd, data, size, off_t(offset)) != ssize_t(size))
        qFatal("pwrite failed");
}

} // namespace

class TestReadLarge : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    std::string m_checksum;

private slots:
    void initTestCase()
    {
        // /tmp here is ext4: holes cost no disk. A tmpfs /tmp would cost 5 GiB of memory.
        m_dir = std::make_unique<QTemporaryDir>(QStringLiteral("/tmp/iolens-readlarge-XXXXXX"));
        QVERIFY(m_dir->isValid());
        m_path = m_dir->filePath(QStringLiteral("sparse-5g.txt"));
        const int fd = ::open(QFile::encodeName(m_path).constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
        QVERIFY(fd >= 0);
        QCOMPARE(::ftruncate(fd, off_t(kSize)), 0);
        pwriteAt(fd, kFirstNewline, "\n", 1);
        pwriteAt(fd, kSecondNewline, "\n", 1);
        pwriteAt(fd, kCrLf, "\r\n", 2);
        pwriteAt(fd, kTailAt, kTail, sizeof kTail - 1);
        QCOMPARE(::close(fd), 0);
        struct stat st { };
        QCOMPARE(::stat(QFile::encodeName(m_path).constData(), &st), 0);
        QCOMPARE(std::uint64_t(st.st_size), kSize);
        QVERIFY2(std::uint64_t(st.st_blocks) * 512 < (64u << 20), "the file is not sparse");
        m_checksum = expectedChecksum();
    }

    void cleanupTestCase()
    {
        QVERIFY(QFile::remove(m_path)); // also drops its 5 GiB of page cache
        m_dir.reset();
    }

    void readsPastEveryCliff_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<std::int64_t>("threads");
        QTest::addColumn<bool>("checksum");
        QTest::addRow("read.parallel threads=3") << QStringLiteral("read.parallel") << std::int64_t(3) << true;
        QTest::addRow("read.parallel threads=2 checksum=0")
            << QStringLiteral("read.parallel") << std::int64_t(2) << false;
        QTest::addRow("read.mmap") << QStringLiteral("read.mmap") << std::int64_t(0) << true;
        QTest::addRow("read.buffer") << QStringLiteral("read.buffer") << std::int64_t(0) << true;
    }
    void readsPastEveryCliff()
    {
        QFETCH(QString, id);
        QFETCH(std::int64_t, threads);
        QFETCH(bool, checksum);
        const Strategy* s = Registry::instance().find(id.toStdString());
        QVERIFY(s);
        ParamValues given { { "checksum", checksum ? 1 : 0 } };
        if (threads > 0)
            given["threads"] = threads;
        RunContext context(QFile::encodeName(m_path).toStdString(), kSize, std::string(),
            resolveParams(s->info().params, given, s->info().id));
        Probe probe;
        QElapsedTimer timer;
        timer.start();
        const Output out = s->run(context, probe);
        qInfo(
            "%s: %.1f s", qPrintable(QString::fromLatin1(QTest::currentDataTag())), double(timer.nsecsElapsed()) / 1e9);
        QCOMPARE(out.bytes, kSize);
        QCOMPARE(out.lines, std::uint64_t(4));
        QCOMPARE(out.checksum, checksum ? m_checksum : std::string());
    }
};

QTEST_GUILESS_MAIN(TestReadLarge)
#include "tst_readlarge.moc"

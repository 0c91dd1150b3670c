// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/filehash.h"
#include "core/params.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/runcontext.h"
#include "core/runner.h"
#include "core/strategy.h"
#include "core/verifier.h"
#include "strategysupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <map>
#include <random>

using namespace iolens;
using iolens::testsupport::strategy;

// alloc.per-chunk and alloc.reused read the same bytes; what differs is where the memory comes
// from, which the alloc phase and the run's minor page faults show.

namespace {

std::uint64_t callsOf(const std::vector<PhaseTotals>& phases, Phase phase)
{
    for (const PhaseTotals& p : phases)
        if (p.phase == phase)
            return p.calls;
    return 0;
}

} // namespace

class TestAllocStrategies : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::map<std::uint64_t, QString> m_files; // by size

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        std::mt19937_64 random(3);
        for (const std::uint64_t size : { 0ull, 1ull, 4096ull, (1ull << 20) + 1, 16ull << 20 }) {
            QByteArray data(qsizetype(size), Qt::Uninitialized);
            for (char& c : data)
                c = char(random());
            const QString path = m_dir.filePath(QStringLiteral("file-%1").arg(size));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(data), qint64(size));
            m_files[size] = path;
        }
    }

    void strategies_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<std::uint64_t>("size");
        QTest::addColumn<std::int64_t>("chunk");
        for (const Strategy* s : Registry::instance().family("alloc")) {
            const QString id = QString::fromStdString(s->info().id);
            for (const auto& [size, path] : m_files)
                for (const std::int64_t chunk : { 4096, 4097, 1 << 20 })
                    QTest::addRow("%s size=%llu chunk=%lld", qPrintable(id), static_cast<unsigned long long>(size),
                        static_cast<long long>(chunk))
                        << id << size << chunk;
        }
    }

    void strategies()
    {
        QFETCH(QString, id);
        QFETCH(std::uint64_t, size);
        QFETCH(std::int64_t, chunk);
        const Strategy& s = strategy(id);
        const std::string path = m_files.at(size).toStdString();
        const FileDigest expected = hashFile(path);
        const ParamValues params = resolveParams(s.info().params, { { "chunk_size", chunk } }, s.info().id);
        for (const bool instrumented : { true, false }) {
            RunContext context(path, size, std::string(), params);
            Probe probe;
            const Output out = instrumented ? s.run(context, probe) : s.runUninstrumented(context);
            QCOMPARE(out.bytes, size);
            QCOMPARE(out.checksum, expected.text());
            if (!instrumented)
                continue;
            // Chunks read: the last, short (or empty) read ends the loop.
            const std::uint64_t chunks = size / std::uint64_t(chunk) + 1;
            const auto phases = probe.phases();
            QCOMPARE(callsOf(phases, Phase::Read), chunks);
            const bool fresh = id == QLatin1String("alloc.per-chunk");
            QCOMPARE(callsOf(phases, Phase::Alloc), 2 * (fresh ? chunks : 1)); // a map and an unmap each
        }
    }

    void freshBuffersFaultInEveryPage()
    {
        RunSpec spec;
        spec.file = m_files.at(16ull << 20).toStdString();
        spec.outDir = m_dir.path().toStdString();
        spec.reps = 3;
        spec.warmup = 1;
        spec.strategies = { StrategyChoice { "alloc.per-chunk", {} }, StrategyChoice { "alloc.reused", {} } };
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        std::uint64_t faults[2] = { ~0ull, ~0ull };
        for (std::size_t i = 0; i < 2; ++i) {
            const Result& r = report.results[i];
            QVERIFY2(r.status == Status::Ok, r.message.c_str());
            QVERIFY(r.verified);
            for (const Sample& sample : r.samples)
                faults[i] = std::min(faults[i], sample.usage.minorFaults);
        }
        // 16 fresh MiB are 4,096 pages, each faulted in and cleared; one reused MiB is 256.
        QVERIFY2(faults[0] >= 4096, qPrintable(QString::number(faults[0])));
        QVERIFY2(faults[0] > faults[1] + 3000, qPrintable(QStringLiteral("%1 vs %2").arg(faults[0]).arg(faults[1])));
    }

    void verifierRejectsOtherContent()
    {
        const std::string path = m_files.at(4096).toStdString();
        auto verifier = makeVerifier("alloc");
        verifier->prepare(path, nullptr);
        const FileDigest digest = hashFile(path);
        QCOMPARE(verifier->check(Output { 4096, 0, digest.text() }, std::string()).checksum, digest.text());
        QVERIFY_THROWS_EXCEPTION(
            VerificationError, verifier->check(Output { 4096, 0, "xxh3:0000000000000000" }, std::string()));
        QVERIFY_THROWS_EXCEPTION(VerificationError, verifier->check(Output { 4095, 0, digest.text() }, std::string()));
    }
};

QTEST_GUILESS_MAIN(TestAllocStrategies)
#include "tst_allocstrategies.moc"

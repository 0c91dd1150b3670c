// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/io/csvrecord.h"
#include "core/params.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/runcontext.h"
#include "core/runner.h"
#include "core/strategy.h"
#include "core/verifier.h"
#include "core/write/writerecords.h"
#include "strategysupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <map>
#include <stdexcept>

using namespace iolens;
using iolens::testsupport::strategy;

// Every write.* strategy must leave the same bytes: the records, in order, each with its '\n'.

namespace {

QByteArray expectedFile(std::uint64_t records)
{
    QByteArray text;
    for (std::uint64_t i = 0; i < records; ++i)
        text += QByteArray::fromStdString(csvRecord(kWriteRecordStream, i)) + '\n';
    return text;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArrayLiteral("<missing>");
    return f.readAll();
}

const PhaseTotals* findPhase(const std::vector<PhaseTotals>& phases, Phase phase)
{
    for (const PhaseTotals& p : phases)
        if (p.phase == phase)
            return &p;
    return nullptr;
}

std::uint64_t callsOf(const std::vector<PhaseTotals>& phases, Phase phase)
{
    const PhaseTotals* p = findPhase(phases, phase);
    return p ? p->calls : 0;
}

} // namespace

class TestWriteStrategies : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_source; // the runner needs a source; the write family does not read it
    int m_counter = 0;

    QString freshDest() { return m_dir.filePath(QStringLiteral("dest-%1").arg(++m_counter)); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = m_dir.filePath(QStringLiteral("source.txt"));
        QFile f(m_source);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(100000, 'x'));
    }

    void recordsAreCsvLines()
    {
        QCOMPARE(csvRecord(kWriteRecordStream, 0), csvRecord(kWriteRecordStream, 0));
        QVERIFY(csvRecord(kWriteRecordStream, 0) != csvRecord(kWriteRecordStream, 1));
        QVERIFY(csvRecord(kScenarioTest1Stream, 5) != csvRecord(kScenarioTest2Stream, 5));
        for (std::uint64_t i = 0; i < 2000; ++i) {
            const std::string r = csvRecord(kWriteRecordStream, i);
            QVERIFY(r.size() >= 20 && r.size() <= 60);
            QVERIFY(r.find('\n') == std::string::npos && r.find('\r') == std::string::npos);
            QCOMPARE(std::count(r.begin(), r.end(), ','), 4);
            QVERIFY(r.starts_with(std::to_string(i + 1) + ","));
        }
        const WriteRecords records(5);
        QCOMPARE(records.count(), std::size_t(5));
        QCOMPARE(QByteArray::fromStdString(records.text()), expectedFile(5));
        QCOMPARE(records.records(1, 2),
            std::string_view(records.text())
                .substr(records.record(0).size(), records.record(1).size() + records.record(2).size()));
    }

    void strategies_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<std::int64_t>("records");
        for (const Strategy* s : Registry::instance().family("write")) {
            const QString id = QString::fromStdString(s->info().id);
            const QByteArray tag = id.toLatin1();
            const bool fsyncEach = id == QLatin1String("write.fsync-per-record");
            for (const std::int64_t n : { 1, 2, 3, 1023, 1024, 1025, 2500 }) {
                if (fsyncEach && n > 3)
                    continue; // a device flush each: kept to a few
                QTest::addRow("%s records=%lld", tag.constData(), static_cast<long long>(n)) << id << n;
            }
        }
        QTest::addRow("write.fsync-per-record records=40")
            << QStringLiteral("write.fsync-per-record") << std::int64_t(40);
    }

    void strategies()
    {
        QFETCH(QString, id);
        QFETCH(std::int64_t, records);
        const Strategy& s = strategy(id);
        const QByteArray expected = expectedFile(std::uint64_t(records));
        const ParamValues params = resolveParams(s.info().params, { { "records", records } }, s.info().id);
        for (const bool instrumented : { true, false }) {
            const QString dest = freshDest();
            std::uint64_t progress = 0;
            RunContext context(m_source.toStdString(), 100000, dest.toStdString(), params, nullptr,
                [&](std::uint64_t done) { progress = done; });
            context.setPreparedInput(s.prepareInput(context));
            Probe probe;
            const Output out = instrumented ? s.run(context, probe) : s.runUninstrumented(context);
            QCOMPARE(out.bytes, std::uint64_t(expected.size()));
            QCOMPARE(out.lines, std::uint64_t(records));
            QVERIFY2(readAll(dest) == expected, "the file differs from the records");
            QCOMPARE(progress, std::uint64_t(100000)); // all of the run's share, in source bytes
            auto verifier = makeVerifier("write");
            verifier->prepare(m_source.toStdString(), nullptr);
            QVERIFY(!verifier->check(out, dest.toStdString(), params).checksum.empty());
            QVERIFY(QFile::remove(dest));
            if (!instrumented)
                continue;
            const auto phases = probe.phases();
            const PhaseTotals* write = findPhase(phases, Phase::Write);
            QVERIFY(write);
            QCOMPARE(write->bytes, std::uint64_t(expected.size()));
            const auto n = std::uint64_t(records);
            if (id == QLatin1String("write.reopen-per-record")) {
                // The article's hotspot, call by call: an open, a write and a close per record.
                QCOMPARE(callsOf(phases, Phase::Open), n);
                QCOMPARE(callsOf(phases, Phase::Write), n);
                QCOMPARE(callsOf(phases, Phase::Close), n);
            } else if (id == QLatin1String("write.reopen-merged")) {
                QCOMPARE(callsOf(phases, Phase::Open), (n + 1) / 2);
                QCOMPARE(callsOf(phases, Phase::Close), (n + 1) / 2);
            } else {
                QCOMPARE(callsOf(phases, Phase::Open), std::uint64_t(1));
                QCOMPARE(callsOf(phases, Phase::Close), std::uint64_t(1));
            }
            if (id == QLatin1String("write.writev"))
                QCOMPARE(callsOf(phases, Phase::Write), (n + 1023) / 1024);
            if (id == QLatin1String("write.buffered")) {
                QCOMPARE(callsOf(phases, Phase::Write), n);
                QCOMPARE(callsOf(phases, Phase::Flush), std::uint64_t(1));
            }
            if (id == QLatin1String("write.fsync-per-record"))
                QCOMPARE(callsOf(phases, Phase::Sync), n);
            if (id == QLatin1String("write.fsync-at-end"))
                QCOMPARE(callsOf(phases, Phase::Sync), std::uint64_t(1));
        }
    }

    void runWithoutPreparedInputIsRefused()
    {
        const Strategy& s = strategy(QStringLiteral("write.single-open"));
        RunContext context(
            m_source.toStdString(), 100000, freshDest().toStdString(), resolveParams(s.info().params, {}, s.info().id));
        Probe probe;
        QVERIFY_THROWS_EXCEPTION(std::logic_error, s.run(context, probe));
    }

    void verifierNamesTheDifference()
    {
        const QString dest = freshDest();
        QByteArray text = expectedFile(100);
        text[1234] = text[1234] == 'A' ? 'B' : 'A';
        QFile f(dest);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        auto verifier = makeVerifier("write");
        verifier->prepare(m_source.toStdString(), nullptr);
        try {
            verifier->check(Output { std::uint64_t(text.size()), 100, {} }, dest.toStdString(), { { "records", 100 } });
            QFAIL("a damaged file passed verification");
        } catch (const VerificationError& e) {
            QVERIFY2(std::string(e.what()).find("offset 1234") != std::string::npos, e.what());
        }
        // One record fewer: the sizes differ.
        QVERIFY_THROWS_EXCEPTION(VerificationError,
            verifier->check(Output { std::uint64_t(text.size()), 99, {} }, dest.toStdString(), { { "records", 101 } }));
        QVERIFY(QFile::remove(dest));
    }

    void familyThroughTheRunner()
    {
        RunSpec spec;
        spec.file = m_source.toStdString();
        spec.outDir = m_dir.path().toStdString();
        spec.reps = 3;
        spec.warmup = 1;
        for (const Strategy* s : Registry::instance().family("write")) {
            StrategyChoice choice { s->info().id, { { "records", 2000 } } };
            if (s->info().id == "write.fsync-per-record")
                choice.params["records"] = 50; // a device flush each
            spec.strategies.push_back(choice);
        }
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        std::map<std::string, const Result*> byId;
        for (const Result& r : report.results) {
            QVERIFY2(r.status == Status::Ok, (r.strategy + ": " + r.message).c_str());
            QVERIFY(r.verified);
            QCOMPARE(r.samples.size(), std::size_t(3));
            byId[r.strategy] = &r;
        }
        const Result& reopen = *byId.at("write.reopen-per-record");
        const Result& buffered = *byId.at("write.buffered");
        QCOMPARE(reopen.output.checksum, buffered.output.checksum);
        QCOMPARE(reopen.output.bytes, std::uint64_t(expectedFile(2000).size()));
        // The hotspot is visible: two thousand opens and closes against one of each.
        QVERIFY2(reopen.stats.medianNs > 5 * buffered.stats.medianNs,
            qPrintable(QStringLiteral("reopen %1 ns, buffered %2 ns")
                           .arg(reopen.stats.medianNs)
                           .arg(buffered.stats.medianNs)));
        // Nothing left behind in the out dir but the source.
        QCOMPARE(QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
            QStringList { QStringLiteral("source.txt") });
    }
};

QTEST_GUILESS_MAIN(TestWriteStrategies)
#include "tst_writestrategies.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/stats.h"

#include <QTest>

using namespace iolens;

class TestStats : public QObject {
    Q_OBJECT
private slots:
    void studentT_data()
    {
        QTest::addColumn<double>("df");
        QTest::addColumn<double>("expected");
        // Two-sided 99.9 % critical values from published t tables.
        QTest::addRow("df=1") << 1.0 << 636.619;
        QTest::addRow("df=4") << 4.0 << 8.610;
        QTest::addRow("df=10") << 10.0 << 4.587;
        QTest::addRow("df=24") << 24.0 << 3.745;
        QTest::addRow("df=30") << 30.0 << 3.646;
        QTest::addRow("df=120") << 120.0 << 3.373;
        QTest::addRow("df=1e6") << 1e6 << 3.291;
    }
    void studentT()
    {
        QFETCH(double, df);
        QFETCH(double, expected);
        QVERIFY2(std::abs(studentTCritical(0.999, df) - expected) < 0.0015 * expected,
            qPrintable(QString::number(studentTCritical(0.999, df))));
        // 95 % two-sided for df = 9 is 2.262: the function is not tied to one confidence level.
        QVERIFY(std::abs(studentTCritical(0.95, 9.0) - 2.262) < 0.002);
    }

    void knownValues()
    {
        const Stats s = computeStats({ 5.0, 1.0, 4.0, 2.0, 3.0 }, 0);
        QCOMPARE(s.count, std::uint64_t(5));
        QCOMPARE(s.medianNs, 3.0);
        QCOMPARE(s.meanNs, 3.0);
        QCOMPARE(s.minNs, 1.0);
        QCOMPARE(s.maxNs, 5.0);
        QVERIFY(std::abs(s.stddevNs - std::sqrt(2.5)) < 1e-12);
        QVERIFY(std::abs(s.cv - std::sqrt(2.5) / 3.0) < 1e-12);
        // JMH's Error: t(0.999, 4) * s / sqrt(n) = 8.610 * 1.5811 / 2.2361 = 6.088
        QVERIFY2(std::abs(s.ci999Ns - 6.088) < 0.01, qPrintable(QString::number(s.ci999Ns)));
    }

    void evenCountMedianAndThroughput()
    {
        // 1 MiB moved in a median of 1 ms is 1000 MiB/s.
        const Stats s = computeStats({ 0.9e6, 1.1e6, 0.8e6, 1.2e6 }, 1u << 20);
        QCOMPARE(s.medianNs, 1.0e6);
        QVERIFY(std::abs(s.throughputMiBs - 1000.0) < 1e-9);
    }

    void singleSampleHasNoSpread()
    {
        const Stats s = computeStats({ 42.0 }, 0);
        QCOMPARE(s.medianNs, 42.0);
        QCOMPARE(s.stddevNs, 0.0);
        QCOMPARE(s.ci999Ns, 0.0);
        QCOMPARE(computeStats({}, 10).count, std::uint64_t(0));
    }

    void medianSampleIndex_data()
    {
        QTest::addColumn<QList<qulonglong>>("wallNs");
        QTest::addColumn<int>("expected"); // -1: none
        QTest::addRow("odd") << QList<qulonglong> { 300, 100, 200 } << 2;
        QTest::addRow("even: the lower middle") << QList<qulonglong> { 300, 100 } << 1;
        QTest::addRow("ties keep run order") << QList<qulonglong> { 100, 100, 50 } << 0;
        QTest::addRow("one run") << QList<qulonglong> { 7 } << 0;
        QTest::addRow("no runs") << QList<qulonglong> {} << -1;
    }
    void medianSampleIndex()
    {
        QFETCH(QList<qulonglong>, wallNs);
        QFETCH(int, expected);
        Result result;
        for (const qulonglong ns : wallNs) {
            Sample sample;
            sample.wallNs = ns;
            result.samples.push_back(sample);
        }
        const std::optional<std::size_t> index = iolens::medianSampleIndex(result);
        QCOMPARE(index.has_value(), expected >= 0);
        if (expected >= 0)
            QCOMPARE(*index, static_cast<std::size_t>(expected));
    }
};

QTEST_GUILESS_MAIN(TestStats)
#include "tst_stats.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testreport.h"

#include "ui/resultsmodel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace iolens;
using namespace iolens::ui;

class TestResultsModel : public QObject {
    Q_OBJECT
private slots:
    void modelTester()
    {
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(std::make_shared<const Report>(test::knownReport()));
        model.setBaseline(QStringLiteral("copy.buffer-loop"));
        model.setReport(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void values()
    {
        ResultsModel model;
        model.setReport(std::make_shared<const Report>(test::knownReport()));
        model.setBaseline(QStringLiteral("copy.buffer-loop"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(ResultsModel::ColumnCount));
        QCOMPARE(model.index(0, ResultsModel::MedianColumn).data(ResultsModel::SortRole).toDouble(), 2e6);
        QCOMPARE(model.index(0, ResultsModel::MedianColumn).data().toString(), QStringLiteral("2.00 ms"));
        QCOMPARE(model.index(1, ResultsModel::VsBaselineColumn).data(ResultsModel::SortRole).toDouble(), 2e6 / 6e5);
        QCOMPARE(model.index(1, ResultsModel::CallsColumn).data(ResultsModel::SortRole).toULongLong(), 30ull);
        QCOMPARE(model.index(2, ResultsModel::StatusColumn).data().toString(), QStringLiteral("unsupported"));
        QCOMPARE(model.index(2, ResultsModel::StatusColumn).data(Qt::ToolTipRole).toString(),
            QStringLiteral("FICLONE is not supported by ext4"));
        QCOMPARE(model.rowOf(QStringLiteral("copy.parallel")), 1);
    }

    void familyFiguresAndZeroCpu()
    {
        Report report = test::knownReport();
        auto& samples = report.results[0].samples;
        const double latencies[] = { 9e6, 3e6, 6e6 };
        for (std::size_t i = 0; i < samples.size(); ++i) {
            samples[i].metrics = { { "latency_p99_ns", latencies[i], "ns" }, { "missed_events", 0, "count" } };
            samples[i].usage.cpuUserNs = 0; // no timer tick landed in user mode
        }
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(std::make_shared<const Report>(report));
        const QModelIndex figures = model.index(0, ResultsModel::FiguresColumn);
        QCOMPARE(figures.data().toString(), QStringLiteral("latency p99 6.00 ms · missed events 0"));
        QCOMPARE(figures.data(ResultsModel::SortRole).toDouble(), 6e6);
        QCOMPARE(figures.data(Qt::ToolTipRole).toString(), QStringLiteral("latency p99 6.00 ms\nmissed events 0"));
        QCOMPARE(model.index(1, ResultsModel::FiguresColumn).data().toString(), QString()); // none reported
        QCOMPARE(model.index(0, ResultsModel::CpuUserColumn).data().toString(), QStringLiteral("0"));
        QVERIFY(model.headerData(ResultsModel::CpuUserColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("ticks")));
    }

    // The CLI's and the JSON's figures are in the table too: the exact CPU and its source, the
    // per-unit time, and for an external command the mark on its wall-time MiB/s and the tool's own.
    void cpuAndChildProcessFigures()
    {
        QLocale::setDefault(QLocale::c());
        Report report = test::knownReport();
        Result& fio = report.results[1];
        fio.strategy = "ext.fio-read-8k";
        fio.family = "ext";
        fio.stats.throughputBasis = "child wall";
        fio.stats.throughputMiBs = 2155.3;
        fio.stats.toolThroughputMiBs = 5278.5;
        for (Sample& s : fio.samples)
            s.usage.cpuSplitKnown = false; // no tick in a short run
        Result& buffer = report.results[0];
        buffer.stats.unit = "MiB";
        buffer.stats.nsPerUnit = 488281.25;
        ResultsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setReport(std::make_shared<const Report>(report));

        // Median runs: 2 ms (cpu 1.5 ms, user 0.5, sys 1) and 600 µs (cpu 450 µs).
        QCOMPARE(model.index(0, ResultsModel::CpuColumn).data(ResultsModel::SortRole).toDouble(), 1.5e6);
        QCOMPARE(model.index(0, ResultsModel::CpuColumn).data().toString(), QStringLiteral("1.50 ms"));
        QCOMPARE(model.index(0, ResultsModel::CpuUserColumn).data().toString(), QStringLiteral("500 µs"));
        QCOMPARE(model.index(0, ResultsModel::CpuSourceColumn).data().toString(), QStringLiteral("thread clock"));
        QVERIFY(model.index(0, ResultsModel::CpuSourceColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(QStringLiteral("CPU: CLOCK_THREAD_CPUTIME_ID of the threads")));
        QCOMPARE(model.index(1, ResultsModel::CpuColumn).data().toString(), QStringLiteral("450 µs"));
        QCOMPARE(
            model.index(1, ResultsModel::CpuSourceColumn).data().toString(), QStringLiteral("thread clock + wait4"));
        QCOMPARE(model.index(1, ResultsModel::CpuUserColumn).data().toString(), QStringLiteral("–"));
        QCOMPARE(model.index(1, ResultsModel::CpuSysColumn).data().toString(), QStringLiteral("–"));
        QVERIFY(model.index(1, ResultsModel::CpuSysColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("wait4")));
        QVERIFY(model.index(1, ResultsModel::CpuSysColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("no timer tick")));
        QCOMPARE(model.headerData(ResultsModel::CpuColumn, Qt::Horizontal).toString(), QStringLiteral("CPU"));
        QVERIFY(model.headerData(ResultsModel::CpuSourceColumn, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("CLOCK_THREAD_CPUTIME_ID")));

        QCOMPARE(model.index(0, ResultsModel::PerUnitColumn).data().toString(), QStringLiteral("488 µs/MiB"));
        QCOMPARE(model.index(0, ResultsModel::PerUnitColumn).data(ResultsModel::SortRole).toDouble(), 488281.25);
        QCOMPARE(model.index(1, ResultsModel::PerUnitColumn).data().toString(), QString()); // no unit

        QCOMPARE(model.index(1, ResultsModel::ThroughputColumn).data().toString(), QStringLiteral("2155.3 *"));
        QCOMPARE(model.index(1, ResultsModel::ToolThroughputColumn).data().toString(), QStringLiteral("5278.5"));
        QCOMPARE(model.index(1, ResultsModel::ToolThroughputColumn).data(ResultsModel::SortRole).toDouble(), 5278.5);
        QCOMPARE(model.index(1, ResultsModel::ThroughputColumn).data(Qt::ToolTipRole).toString(),
            QStringLiteral("2155.3 MiB/s over the child process's whole life (exec, start-up, set-up, work, exit); by "
                           "its own clock the tool measured 5278.5 MiB/s. The lesson says what start-up costs."));
        QVERIFY(!model.index(0, ResultsModel::ThroughputColumn).data().toString().contains(u'*'));
        QCOMPARE(model.index(0, ResultsModel::ToolThroughputColumn).data().toString(), QString()); // none
        QCOMPARE(model.index(0, ResultsModel::ThroughputColumn).data(Qt::ToolTipRole), QVariant());
        QCOMPARE(model.index(2, ResultsModel::CpuSourceColumn).data().toString(), QString()); // no runs
        QCOMPARE(model.index(2, ResultsModel::CpuColumn).data(Qt::ToolTipRole), QVariant());
        QLocale::setDefault(QLocale::system());
    }

    void sortsByRawNumbers()
    {
        ResultsModel model;
        QSortFilterProxyModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        proxy.setSortRole(ResultsModel::SortRole);
        model.setReport(std::make_shared<const Report>(test::knownReport()));
        proxy.sort(ResultsModel::MedianColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, 0).data(ResultsModel::StrategyIdRole).toString(), QStringLiteral("copy.buffer-loop"));
        QCOMPARE(proxy.index(1, 0).data(ResultsModel::StrategyIdRole).toString(), QStringLiteral("copy.parallel"));
    }
};

QTEST_MAIN(TestResultsModel)
#include "tst_resultsmodel.moc"

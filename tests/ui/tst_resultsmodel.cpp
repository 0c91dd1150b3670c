// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testreport.h"

#include "ui/resultsmodel.h"

#include <QAbstractItemModelTester>
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

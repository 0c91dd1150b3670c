// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testreport.h"

#include "ui/comparemodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace iolens;
using namespace iolens::ui;

class TestCompareModel : public QObject {
    Q_OBJECT
private slots:
    void speedup()
    {
        CompareModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        Report before = test::knownReport();
        Report after = test::knownReport();
        after.results[0] = test::result("copy.buffer-loop", { 500000, 1000000, 1500000 });
        after.results.pop_back(); // copy.reflink only "before"
        after.results.push_back(test::result("copy.sendfile", { 100000 }));
        model.setReports(std::make_shared<const Report>(before), std::make_shared<const Report>(after));
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.index(0, CompareModel::StrategyColumn).data().toString(), QStringLiteral("copy.buffer-loop"));
        QCOMPARE(model.index(0, CompareModel::SpeedupColumn).data(CompareModel::SortRole).toDouble(), 2.0);
        QCOMPARE(model.index(0, CompareModel::DeltaColumn).data(CompareModel::SortRole).toDouble(), -1e6);
        QCOMPARE(model.index(1, CompareModel::SpeedupColumn).data(CompareModel::SortRole).toDouble(), 1.0);
        QCOMPARE(model.index(3, CompareModel::BeforeColumn).data(CompareModel::SortRole).toDouble(), 0.0);
        model.setReports(nullptr, nullptr);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_MAIN(TestCompareModel)
#include "tst_comparemodel.moc"

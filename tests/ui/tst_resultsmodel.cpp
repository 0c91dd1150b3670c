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

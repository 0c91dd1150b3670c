// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/sourcelines.h"
#include "core/trace/stacktree.h"
#include "ui/trace/flameexport.h"
#include "ui/trace/flamepane.h"
#include "ui/trace/sourceview.h"
#include "ui/trace/stacktreemodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QXmlStreamReader>

// The Call stacks tab's other two views beside the flame graph (issue 23 §5): the tree of frames
// (top-down and bottom-up, sortable, searchable) and the source view with each line's I/O, and
// the flame graph saved as PNG, PDF and SVG.

using namespace iolens;
using namespace iolens::trace;
using iolens::ui::FlamePane;
using iolens::ui::SourceLinesModel;
using iolens::ui::StackTreeModel;
using namespace Qt::StringLiterals;

namespace {

// Frame ids: 0 write (libc, runtime), 1 write_record, 2 caller_a, 3 caller_b, 4 main.
const QStringList kNames { u"write"_s, u"write_record (merge.c:4)"_s, u"caller_a (merge.c:9)"_s,
    u"caller_b (merge.c:14)"_s, u"main (merge.c:19)"_s };
const std::vector<bool> kRuntime { true, false, false, false, false };
const std::vector<SourcePlace> kPlaces { {}, { "merge.c", 4 }, { "merge.c", 9 }, { "merge.c", 14 }, { "merge.c", 19 } };

// caller_a's records: 300 ns, 3 calls, 30 bytes; caller_b's: 100 ns, 1 call, 70 bytes.
std::vector<StackPath> twoCallers()
{
    return {
        { { 0, 1, 2, 4 }, "write", { 3, 300, 30 } },
        { { 0, 1, 3, 4 }, "write", { 1, 100, 70 } },
    };
}

// merge.c as its line numbers above say: 20 lines, the calls on lines 4, 9, 14 and 19.
QByteArray mergeSource()
{
    QByteArray text;
    for (int line = 1; line <= 20; ++line) {
        if (line == 4)
            text += "\twrite(fd, record, n);\n";
        else
            text += "// line " + QByteArray::number(line) + "\n";
    }
    return text;
}

QString cell(const QAbstractItemModel& model, const QModelIndex& at, int column)
{
    return model.index(at.row(), column, at.parent()).data().toString();
}

} // namespace

class TestStackViews : public QObject {
    Q_OBJECT

private slots:
    void topDownTreeNestsCalleesUnderTheirCallers()
    {
        StackTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTree(buildStackTree(twoCallers(), kRuntime), kNames, kRuntime);
        QCOMPARE(model.rowCount(), 1); // main, the root itself is no row
        const QModelIndex main = model.index(0, StackTreeModel::FrameColumn);
        QCOMPARE(main.data().toString(), u"main (merge.c:19)"_s);
        QCOMPARE(cell(model, main, StackTreeModel::CallsColumn), QLocale().toString(4));
        QCOMPARE(cell(model, main, StackTreeModel::ShareColumn), QLocale().toString(100.0, 'f', 1) + u" %"_s);
        QCOMPARE(model.rowCount(main), 2);
        const QModelIndex a = model.index(0, 0, main);
        QCOMPARE(a.data().toString(), u"caller_a (merge.c:9)"_s);
        QCOMPARE(a.data(StackTreeModel::FrameRole).toULongLong(), 2u);
        QCOMPARE(model.index(0, StackTreeModel::TimeColumn, main).data(StackTreeModel::SortRole).toULongLong(), 300u);
        QCOMPARE(cell(model, a, StackTreeModel::ShareColumn), QLocale().toString(75.0, 'f', 1) + u" %"_s);
        QCOMPARE(model.parent(a), main);
        const QModelIndex helper = model.index(0, 0, a);
        QCOMPARE(helper.data().toString(), u"write_record (merge.c:4)"_s);
        const QModelIndex libcWrite = model.index(0, 0, helper);
        QCOMPARE(libcWrite.data(StackTreeModel::FrameRole).toULongLong(), 0u);
        QVERIFY(libcWrite.data(Qt::ForegroundRole).isValid()); // a runtime frame, paler
        QVERIFY(!helper.data(Qt::ForegroundRole).isValid());
        QCOMPARE(model.index(0, StackTreeModel::CallKindColumn, helper).data().toString(), u"write"_s);
        QCOMPARE(model.rowCount(libcWrite), 0);
    }

    void bottomUpTreePutsTheCallingFramesOnTop()
    {
        StackTreeModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTree(buildStackTree(twoCallers(), kRuntime, { StackOrder::BottomUp, true }), kNames, kRuntime);
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex helper = model.index(0, 0);
        QCOMPARE(helper.data().toString(), u"write_record (merge.c:4)"_s); // libc's write folded away
        QCOMPARE(model.rowCount(helper), 2);
        QCOMPARE(model.index(1, 0, helper).data().toString(), u"caller_b (merge.c:14)"_s);
        QCOMPARE(cell(model, model.index(1, 0, helper), StackTreeModel::BytesColumn), u"70 B"_s);
    }

    void theProxySortsAndTheSearchKeepsTheCallers()
    {
        StackTreeModel model;
        model.setTree(buildStackTree(twoCallers(), kRuntime), kNames, kRuntime);
        QSortFilterProxyModel proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        proxy.setSortRole(StackTreeModel::SortRole);
        proxy.setRecursiveFilteringEnabled(true);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        const QModelIndex main = proxy.index(0, 0);
        proxy.sort(StackTreeModel::BytesColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, 0, main).data().toString(), u"caller_b (merge.c:14)"_s); // 70 bytes against 30
        proxy.sort(StackTreeModel::TimeColumn, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, 0, main).data().toString(), u"caller_a (merge.c:9)"_s); // 300 ns against 100
        proxy.setFilterFixedString(u"CALLER_B"_s);
        QCOMPARE(proxy.rowCount(), 1); // main stays: caller_b is under it
        QCOMPARE(proxy.rowCount(proxy.index(0, 0)), 1);
        QCOMPARE(proxy.index(0, 0, proxy.index(0, 0)).data().toString(), u"caller_b (merge.c:14)"_s);
    }

    void aLineCountsEachStackThroughItOnce()
    {
        std::vector<StackPath> paths = twoCallers();
        paths.push_back({ { 1, 1, 4 }, "write", { 5, 500, 5 } }); // write_record recursing into itself
        std::vector<SourcePlace> places = kPlaces;
        const auto lines = sourceLineWeights(paths, places, "merge.c");
        QCOMPARE(lines.size(), 4u);
        QCOMPARE(lines.at(4).calls, 9u); // 3 + 1 + 5, the recursion's stack once
        QCOMPARE(lines.at(4).ns, 900u);
        QCOMPARE(lines.at(9).calls, 3u);
        QCOMPARE(lines.at(14).bytes, 70u);
        QCOMPARE(lines.at(19).calls, 9u);
        QVERIFY(sourceLineWeights(paths, places, "other.c").empty());
    }

    void theSourceModelShowsEachLinesIo()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(u"merge.c"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(mergeSource());
        file.close();
        SourceLinesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.load(file.fileName(), sourceLineWeights(twoCallers(), kPlaces, "merge.c"), 9), QString());
        QCOMPARE(model.rowCount(), 20);
        QCOMPARE(model.index(3, SourceLinesModel::CodeColumn).data().toString(), u"    write(fd, record, n);"_s);
        QCOMPARE(model.index(3, SourceLinesModel::CallsColumn).data().toString(), QLocale().toString(4));
        QCOMPARE(model.index(8, SourceLinesModel::CallsColumn).data().toString(), QLocale().toString(3));
        QCOMPARE(model.index(0, SourceLinesModel::CallsColumn).data().toString(), QString());
        QVERIFY(model.index(3, SourceLinesModel::CodeColumn).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model.index(0, SourceLinesModel::CodeColumn).data(Qt::BackgroundRole).isValid());
        QVERIFY(model.index(8, SourceLinesModel::CodeColumn).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!model.index(7, SourceLinesModel::CodeColumn).data(Qt::FontRole).value<QFont>().bold());
    }

    void aSourceThatCannotBeShownSaysWhy()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        SourceLinesModel model;
        const QString missing = dir.filePath(u"gone.c"_s);
        const QString error = model.load(missing, {}, 1);
        QVERIFY2(error.contains(missing), qPrintable(error));
        QCOMPARE(model.rowCount(), 0);
        QFile binary(dir.filePath(u"a.out"_s));
        QVERIFY(binary.open(QIODevice::WriteOnly));
        binary.write(QByteArray("\x7f"
                                "ELF\0\0\0",
            7));
        binary.close();
        QVERIFY(model.load(binary.fileName(), {}, 1).contains(u"not a text file"_s));
        QCOMPARE(model.rowCount(), 0);
    }

    // A click on a frame in the flame graph puts its source in the Source tab, found under the
    // program's working directory when the debug information names it relatively; a double click
    // in the tree opens the tab.
    void thePaneShowsAPickedFramesSource()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile file(dir.filePath(u"merge.c"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(mergeSource());
        file.close();
        FlamePane pane;
        pane.resize(800, 400);
        pane.setSourcePlaces(kPlaces, dir.path());
        pane.setStacks(twoCallers(), kNames, kRuntime, u"sampled"_s);
        QVERIFY(pane.showSource(3));
        QCOMPARE(pane.sourceView()->model()->focusLine(), 14);
        QCOMPARE(pane.sourceView()->model()->rowCount(), 20);
        QVERIFY(pane.sourceView()->caption()->text().contains(u"caller_b (merge.c:14)"_s));
        QVERIFY(!pane.showSource(0)); // libc's write: no source place
        QVERIFY(pane.sourceView()->caption()->text().contains(u"no source file"_s));
        QCOMPARE(pane.sourceView()->model()->rowCount(), 0);

        QTreeView* tree = pane.tree();
        const QModelIndex main = tree->model()->index(0, 0);
        const QModelIndex a = tree->model()->index(0, 0, main);
        QCOMPARE(a.data(StackTreeModel::FrameRole).toULongLong(), 2u);
        QCOMPARE(pane.views()->currentIndex(), 0);
        emit tree->activated(a);
        QCOMPARE(pane.views()->currentWidget(), pane.sourceView());
        QCOMPARE(pane.sourceView()->model()->focusLine(), 9);

        pane.searchEdit()->setText(u"caller_b"_s);
        QCOMPARE(tree->model()->rowCount(tree->model()->index(0, 0)), 1);
    }

    // The root row is at the bottom of the graph: after deeper stacks come in it is in view once
    // the taller graph is laid out (the scroll used to happen before, so a deep file's graph showed
    // its empty top); once the user scrolls away, a resize leaves the view where they put it.
    void theRootRowStaysInViewAfterNewStacks()
    {
        FlamePane pane;
        pane.resize(800, 320);
        pane.show();
        QVERIFY(QTest::qWaitForWindowExposed(&pane));
        pane.setStacks(twoCallers(), kNames, kRuntime, u"sampled"_s);
        std::vector<std::size_t> frames { 0 }; // write ← write_record ← caller_a ← caller_b ← … ← main
        for (int depth = 0; depth < 60; ++depth)
            frames.push_back(std::size_t(1 + depth % 3));
        frames.push_back(4);
        const std::vector<StackPath> deep { { frames, "write", { 1, 100, 10 } } };
        pane.setStacks(deep, kNames, kRuntime, u"sampled"_s);
        QScrollBar* bar = pane.graphArea()->verticalScrollBar();
        QTRY_VERIFY(bar->maximum() > 0);
        QTRY_COMPARE(bar->value(), bar->maximum());
        bar->triggerAction(QAbstractSlider::SliderToMinimum);
        QCOMPARE(bar->value(), 0);
        const int before = bar->maximum();
        pane.resize(800, 300);
        QTRY_VERIFY(bar->maximum() > before); // a lower view of the same graph
        QCOMPARE(bar->value(), 0);
    }

    void theFlameGraphIsSavedAsPngPdfAndSvg()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        FlamePane pane; // never shown: saved at the width of an unshown view
        pane.setStacks(twoCallers(), kNames, kRuntime, u"sampled"_s);
        const QString png = dir.filePath(u"flame.png"_s);
        QCOMPARE(pane.saveImage(png), QString());
        const QImage image(png);
        QCOMPARE(image.width(), 1200);
        QVERIFY(image.height() >= 5 * pane.view()->fontMetrics().height());
        const QString pdf = dir.filePath(u"flame.pdf"_s);
        QCOMPARE(pane.saveImage(pdf), QString());
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5) == "%PDF-");
        const QString svg = dir.filePath(u"flame.svg"_s);
        QCOMPARE(pane.saveImage(svg), QString());
        QFile svgFile(svg);
        QVERIFY(svgFile.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&svgFile);
        QString text;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::Characters)
                text += xml.text();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(text.contains(u"caller_a"_s), qPrintable(text)); // the frames' names are text, not pixels

        const QString bmp = dir.filePath(u"flame.bmp"_s);
        QVERIFY(pane.saveImage(bmp).contains(u".svg"_s));
        QVERIFY(!QFile::exists(bmp));
        const QString nowhere = dir.filePath(u"no/such/dir/flame.png"_s);
        QVERIFY(pane.saveImage(nowhere).contains(nowhere));
    }
};

QTEST_MAIN(TestStackViews)
#include "tst_stackviews.moc"

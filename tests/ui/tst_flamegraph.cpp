// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/stacktree.h"
#include "ui/trace/flamegraphview.h"
#include "ui/trace/flamepane.h"
#include "ui/trace/traceformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

// The stack tree the flame graph is drawn from, and the flame graph itself: a helper called by two
// callers gets each caller's share, bottom-up sums the callers under the call, runtime frames fold
// away, and the drawn boxes are as wide as their share, zoom on click and match a search.

using namespace iolens;
using namespace iolens::trace;
using iolens::ui::FlameGraphView;
using namespace Qt::StringLiterals;

namespace {

// Frame ids: 0 write (libc, runtime), 1 write_record, 2 caller_a, 3 caller_b, 4 main, 5 fsync (libc).
const QStringList kNames { u"write"_s, u"write_record"_s, u"caller_a"_s, u"caller_b"_s, u"main"_s, u"fsync"_s };
const std::vector<bool> kRuntime { true, false, false, false, false, true };

// caller_a's records: 300 ns, 3 calls, 30 bytes; caller_b's: 100 ns, 1 call, 70 bytes.
std::vector<StackPath> twoCallers()
{
    return {
        { { 0, 1, 2, 4 }, "write", { 3, 300, 30 } },
        { { 0, 1, 3, 4 }, "write", { 1, 100, 70 } },
    };
}

const StackNode* childOf(const StackNode& n, std::size_t frame)
{
    for (const StackNode& c : n.children)
        if (c.frame == frame)
            return &c;
    return nullptr;
}

const FlameGraphView::Box* boxOf(const FlameGraphView& view, std::size_t frame)
{
    for (const FlameGraphView::Box& b : view.boxes())
        if (b.node->frame == frame)
            return &b;
    return nullptr;
}

std::vector<std::size_t> frames(const std::vector<StackNode>& nodes)
{
    std::vector<std::size_t> ids;
    for (const StackNode& n : nodes)
        ids.push_back(n.frame);
    return ids;
}

} // namespace

class TestFlameGraph : public QObject {
    Q_OBJECT

private slots:
    void topDownGivesEachCallerItsShare()
    {
        const StackNode root = buildStackTree(twoCallers(), kRuntime);
        QCOMPARE(root.weight.ns, 400u);
        QCOMPARE(root.weight.calls, 4u);
        QCOMPARE(frames(root.children), std::vector<std::size_t> { 4 });
        const StackNode& main = root.children[0];
        QCOMPARE(frames(main.children), (std::vector<std::size_t> { 2, 3 })); // most time first
        QCOMPARE(main.children[0].weight.ns, 300u);
        QCOMPARE(main.children[1].weight.bytes, 70u);
        const StackNode* a = childOf(main, 2);
        QVERIFY(a);
        QCOMPARE(frames(a->children), std::vector<std::size_t> { 1 });
        QCOMPARE(frames(a->children[0].children), std::vector<std::size_t> { 0 });
        QVERIFY(a->children[0].children[0].children.empty());
    }

    void bottomUpSumsTheCallersUnderTheCall()
    {
        const StackNode root = buildStackTree(twoCallers(), kRuntime, { StackOrder::BottomUp, false });
        QCOMPARE(frames(root.children), std::vector<std::size_t> { 0 });
        const StackNode& helper = root.children[0].children.at(0);
        QCOMPARE(helper.frame, 1u);
        QCOMPARE(helper.weight.calls, 4u);
        QCOMPARE(frames(helper.children), (std::vector<std::size_t> { 2, 3 }));
        QCOMPARE(frames(helper.children[1].children), std::vector<std::size_t> { 4 });
    }

    void runtimeFramesFoldAway()
    {
        std::vector<StackPath> paths = twoCallers();
        paths.push_back({ { 5 }, "fsync", { 1, 50, 0 } }); // only runtime frames: kept, or it would vanish
        const StackNode root = buildStackTree(paths, kRuntime, { StackOrder::BottomUp, true });
        QCOMPARE(frames(root.children), (std::vector<std::size_t> { 1, 5 }));
        QCOMPARE(root.weight.ns, 450u);
        const StackNode topDown = buildStackTree(paths, kRuntime, { StackOrder::TopDown, true });
        const StackNode* a = childOf(*childOf(topDown, 4), 2);
        QVERIFY(a);
        QCOMPARE(frames(a->children), std::vector<std::size_t> { 1 });
        QVERIFY(a->children[0].children.empty()); // write, libc's, folded away: the tip is the program's
    }

    void aFrameIsColouredByWhereMostOfItsTimeWent()
    {
        const std::vector<StackPath> paths {
            { { 1, 4 }, "read", { 10, 100, 10 } },
            { { 1, 4 }, "write", { 1, 300, 5 } },
        };
        const StackNode root = buildStackTree(paths, kRuntime);
        QCOMPARE(root.children[0].callNs.front().first, std::string("write"));
        QCOMPARE(root.children[0].callNs.front().second, 300u);
        QCOMPARE(root.children[0].callNs.size(), 2u);
    }

    void boxesAreAsWideAsTheirShare()
    {
        FlameGraphView view;
        view.resize(400, 200);
        view.setTree(buildStackTree(twoCallers(), kRuntime), kNames, kRuntime);
        const FlameGraphView::Box* root = boxOf(view, StackNode::kRoot);
        QVERIFY(root);
        QCOMPARE(root->rect.width(), 400.0);
        QCOMPARE(root->rect.bottom() > 190, true); // the root is the bottom row
        QCOMPARE(boxOf(view, 2)->rect.width(), 300.0);
        QCOMPARE(boxOf(view, 3)->rect.width(), 100.0);
        QVERIFY(boxOf(view, 2)->rect.bottom() < boxOf(view, 4)->rect.top() + 1); // stands on main
        view.setMetric(FlameGraphView::Metric::Bytes);
        QCOMPARE(boxOf(view, 2)->rect.width(), 120.0); // 30 of 100 bytes
        QCOMPARE(boxOf(view, 3)->rect.width(), 280.0);
        QVERIFY(view.describe(*boxOf(view, 3)->node).contains(u"caller_b"_s));
        QVERIFY2(
            view.describe(*boxOf(view, 3)->node).contains(u"70.0"_s), qPrintable(view.describe(*boxOf(view, 3)->node)));
    }

    void clickZoomsInAndTheRowBeneathZoomsOut()
    {
        FlameGraphView view;
        view.resize(400, 200);
        view.setTree(buildStackTree(twoCallers(), kRuntime), kNames, kRuntime);
        QSignalSpy activated(&view, &FlameGraphView::frameActivated);
        QTest::mouseClick(&view, Qt::LeftButton, {}, boxOf(view, 3)->rect.center().toPoint());
        QVERIFY(view.zoomed());
        QCOMPARE(view.zoomed()->frame, 3u);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated[0][0].value<std::size_t>(), 3u);
        QCOMPARE(boxOf(view, 3)->rect.width(), 400.0); // caller_b fills the width
        QCOMPARE(boxOf(view, 1)->rect.width(), 400.0); // and what it called
        QVERIFY(!boxOf(view, 2)); // caller_a is not drawn
        QTest::mouseClick(&view, Qt::LeftButton, {}, boxOf(view, StackNode::kRoot)->rect.center().toPoint());
        QVERIFY(!view.zoomed());
        QCOMPARE(boxOf(view, 2)->rect.width(), 300.0);
    }

    void searchOutlinesTheMatches()
    {
        FlameGraphView view;
        view.resize(400, 200);
        view.setTree(buildStackTree(twoCallers(), kRuntime), kNames, kRuntime);
        QCOMPARE(view.setSearch(u"caller"_s), 2);
        QCOMPARE(view.setSearch(u"CALLER_A"_s), 1);
        QVERIFY(boxOf(view, 2)->matched);
        QVERIFY(!boxOf(view, 3)->matched);
        QCOMPARE(view.setSearch(QString()), 0);
    }

    void paintsTheFramesInTheirCallsColour()
    {
        FlameGraphView view;
        view.resize(400, 200);
        view.setTree(buildStackTree(twoCallers(), kRuntime), kNames, kRuntime);
        QTest::failOnWarning(QRegularExpression(u".*"_s));
        const QImage image = view.grab().toImage();
        const QPoint inA = boxOf(view, 2)->rect.topLeft().toPoint() + QPoint(1, 1);
        QCOMPARE(QColor(image.pixel(inA)), ui::callColor("write", view.palette()));
        const QPoint inWrite = boxOf(view, 0)->rect.topLeft().toPoint() + QPoint(1, 1);
        QVERIFY(QColor(image.pixel(inWrite)) != ui::callColor("write", view.palette())); // runtime: paler
    }

    void anEmptyTraceSaysWhy()
    {
        FlameGraphView view;
        view.resize(400, 200);
        view.setTree(buildStackTree({}, {}), kNames, kRuntime);
        QVERIFY(view.boxes().empty());
        QTest::failOnWarning(QRegularExpression(u".*"_s));
        QVERIFY(!view.grab().isNull());
    }

    void paneControlsRebuildTheGraph()
    {
        ui::FlamePane pane;
        pane.resize(600, 300);
        pane.setStacks(twoCallers(), kNames, kRuntime, u"Stacks are sampled."_s);
        QVERIFY(pane.foldBox()->isChecked());
        QVERIFY(!boxOf(*pane.view(), 0)); // libc's write folded away
        pane.foldBox()->setChecked(false);
        QVERIFY(boxOf(*pane.view(), 0));
        pane.orderBox()->setCurrentIndex(1); // bottom-up: write stands on the root
        const FlameGraphView::Box* write = boxOf(*pane.view(), 0);
        QVERIFY(write);
        QCOMPARE(write->depth, 1);
        pane.searchEdit()->setText(u"caller"_s);
        QCOMPARE(pane.matchesLabel()->text(), u"Matching frames: 2"_s);
        pane.metricBox()->setCurrentIndex(2);
        QCOMPARE(pane.view()->metric(), ui::FlameGraphView::Metric::Bytes);
    }
};

QTEST_MAIN(TestFlameGraph)
#include "tst_flamegraph.moc"

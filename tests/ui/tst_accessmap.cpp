// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings.h"
#include "ui/trace/accessmapplot.h"
#include "ui/trace/accessmapview.h"
#include "ui/trace/accesssegments.h"
#include "ui/trace/flamepane.h"
#include "ui/trace/tracepage.h"

#include "ui/qcp.h"

#include <QDir>
#include <QFile>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

// The Trace page's access map (issue 26 §2) on a synthetic trace: what it draws, what it says
// beside the plot and instead of it, its images, and the page's tab following the file table.

using namespace iolens;
using namespace iolens::ui;
using namespace Qt::StringLiterals;

namespace {

trace::Event run(const std::string& call, double beginMs, double endMs, std::int64_t offset, std::uint64_t bytes,
    std::uint32_t count, int file = 0)
{
    trace::Event e;
    e.pid = 1;
    e.tid = 1;
    e.call = call;
    e.beginNs = static_cast<std::uint64_t>(beginMs * 1e6);
    e.endNs = static_cast<std::uint64_t>(endMs * 1e6);
    e.offset = offset;
    e.bytes = bytes;
    e.count = count;
    e.file = file;
    return e;
}

trace::FileStats file(const std::string& path, std::uint64_t sizeAtOpen, std::uint64_t ns, trace::FileKind kind)
{
    trace::FileStats f;
    f.path = path;
    f.kind = kind;
    f.pid = 1;
    f.sizeAtOpen = sizeAtOpen;
    trace::CallStats c;
    c.call = "read";
    c.callId = 2; // IOLT_CALL_READ
    c.count = 1;
    c.ns = ns;
    f.calls.push_back(c);
    return f;
}

// File 0, 4 KiB: read whole in 4 calls, its first half again in 2, two single preads of ranges
// read before, a 1 KiB write over its start, and 2 reads of an older library without offsets.
// File 1: a socket (no offsets, but the most time). File 2: reads recorded without offsets.
trace::Trace sampleTrace()
{
    trace::Trace t;
    t.command = { "/usr/bin/prog" };
    t.wallNs = 10'000'000;
    trace::Process p;
    p.pid = 1;
    p.end = "exited";
    p.wallNs = t.wallNs;
    t.processes.push_back(p);
    t.files = { file("/data/in.bin", 4096, 5'000, trace::FileKind::Regular),
        file("127.0.0.1:8080", 0, 9'000'000, trace::FileKind::Socket),
        file("/data/old.txt", 100, 1'000, trace::FileKind::Regular) };
    t.events = {
        run("read", 0, 1, 0, 4096, 4), // run 0: a line
        run("read", 2, 3, 0, 2048, 2), // run 1: a line, read again (2 KiB)
        run("pread", 4, 4.01, 512, 1024, 1), // run 2: a dot, read again (1 KiB)
        run("pread", 5, 5.01, 3072, 1024, 1), // run 3: a dot, read again (1 KiB)
        run("write", 6, 6.1, 0, 1024, 1), // run 4: a dot, written the first time
        run("read", 7, 8, -1, 512, 2), // no offset
        run("recv", 1, 9, -1, 640, 10, 1),
        run("read", 1, 2, -1, 100, 3, 2),
    };
    return t;
}

std::shared_ptr<const trace::Trace> shared(trace::Trace t)
{
    return std::make_shared<const trace::Trace>(std::move(t));
}

QStringList legendNames(QCustomPlot* plot)
{
    QStringList names;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
            names << item->plottable()->name();
    return names;
}

QByteArray head(const QString& path, int n)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.read(n) : QByteArray();
}

} // namespace

class TestAccessMap : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void drawsRunsAsLinesAndSingleCallsAsDots()
    {
        AccessMapView view;
        view.resize(1000, 600);
        view.setTrace(shared(sampleTrace()));
        view.setSelectedFile(0);
        QVERIFY(view.showsPlot());
        QCOMPARE(view.reasonText(), QString());
        AccessMapPlot* plot = view.plot();
        QVERIFY(plot->plot()->xAxis->visible());
        QCOMPARE(plot->lineRuns(), 2);
        QCOMPARE(plot->pointRuns(), 3);
        QCOMPARE(plot->series().size(), 4u);
        QCOMPARE(legendNames(plot->plot()),
            (QStringList {
                u"read, sequential runs"_s, u"pread, single calls"_s, u"write, single calls"_s, u"read again"_s }));
        QVERIFY(plot->plot()->legend->visible());
        QVERIFY(!plot->writtenAgainSeries()); // the write covered no range written before
        // Reads and writes in their call kinds' colours: the write's dots are not the reads'.
        QVERIFY(plot->series()[0]->pen().color() != plot->series()[2]->brush().color());
        QCOMPARE(plot->plot()->interactions(), QCP::iRangeDrag | QCP::iRangeZoom);
    }

    void theReadAgainSeriesHoldsExactlyTheRereadRuns()
    {
        AccessMapView view;
        view.setTrace(shared(sampleTrace()));
        view.setSelectedFile(0);
        AccessMapPlot* plot = view.plot();
        QCOMPARE(plot->readAgainRuns(), (std::vector<std::size_t> { 1, 2, 3 }));
        AccessSegments* again = plot->readAgainSeries();
        QVERIFY(again);
        QCOMPARE(again->style(), AccessSegments::Style::Halo);
        QCOMPARE(again->segments().size(), 3u);
        // Each from (start, offset) to (end, offset + bytes), in ms and KiB.
        const AccessSegments::Segment& first = again->segments()[0];
        QCOMPARE(first.beginKey, 2.0);
        QCOMPARE(first.beginValue, 0.0);
        QCOMPARE(first.endKey, 3.0);
        QCOMPARE(first.endValue, 2.0);
        QCOMPARE(again->segments()[1].beginValue, 0.5);
        QCOMPARE(again->segments()[2].beginKey, 5.0);
        QCOMPARE(again->segments()[2].beginValue, 3.0);
    }

    void axesSayTheirUnits_data()
    {
        QTest::addColumn<quint64>("size");
        QTest::addColumn<double>("endMs");
        QTest::addColumn<double>("msPerKey");
        QTest::addColumn<QString>("x");
        QTest::addColumn<QString>("y");
        const QString ms = u"Time since the program started [ms]"_s;
        QTest::addRow("B, ms") << quint64(100) << 5.0 << 1.0 << ms << u"Offset in the file [B]"_s;
        QTest::addRow("KiB") << quint64(4096) << 5.0 << 1.0 << ms << u"Offset in the file [KiB]"_s;
        QTest::addRow("MiB") << (quint64(3) << 20) << 9'000.0 << 1.0 << ms << u"Offset in the file [MiB]"_s;
        QTest::addRow("GiB, s") << (quint64(5) << 30) << 20'000.0 << 1000.0 << u"Time since the program started [s]"_s
                                << u"Offset in the file [GiB]"_s;
    }

    void axesSayTheirUnits()
    {
        QFETCH(quint64, size);
        QFETCH(double, endMs);
        QFETCH(double, msPerKey);
        QFETCH(QString, x);
        QFETCH(QString, y);
        trace::Trace t;
        t.files = { file("/data/f", size, 1, trace::FileKind::Regular) };
        t.events = { run("read", 0, endMs, 0, size, 8) };
        AccessMapView view;
        view.setTrace(shared(t));
        QCustomPlot* plot = view.plot()->plot();
        QCOMPARE(plot->xAxis->label(), x);
        QCOMPARE(plot->yAxis->label(), y);
        // The whole run is in view: the axes reach a little past its end and the file's size.
        const AccessSegments::Segment& s = view.plot()->series().front()->segments().front();
        QCOMPARE(s.endKey, endMs / msPerKey);
        QVERIFY(plot->xAxis->range().upper > s.endKey);
        QVERIFY(plot->yAxis->range().upper > s.endValue);
        QVERIFY(s.endValue >= 1.0 && s.endValue < 1024.0); // the unit keeps the numbers short
    }

    void theSummarySaysWhatAPersonAsks()
    {
        AccessMapView view;
        view.setTrace(shared(sampleTrace()));
        view.setSelectedFile(0);
        QCOMPARE(view.summaryLabel()->text(),
            u"Reads: 4 KiB read once, 4 KiB read again (ranges read before), whole-file reads: 1, typical call: "
            "1 KiB. Writes: 1 KiB written once, 0 B written again (ranges written before), typical call: 1 KiB. "
            "Sequential share: 44 % of the 9 calls with an offset began where the previous read (for a write: the "
            "previous write) ended; runs drawn: 5. Reads and writes without a recorded offset (not drawn): 2."_s);
        QVERIFY(view.scopeLabel()->text().startsWith(u"/data/in.bin (4 KiB): "_s));
    }

    // A file without offsets gets a sentence saying why instead of an empty plot.
    void noOffsetsIsSaidInASentence()
    {
        AccessMapView view;
        view.setTrace(shared(sampleTrace()));
        view.setSelectedFile(1);
        QVERIFY(!view.showsPlot());
        QCOMPARE(view.reasonText(),
            u"No offsets recorded for 127.0.0.1:8080: it is a socket, which has no file offsets. Choose a regular "
            "file in the table above."_s);
        // Said in place of the axes, broken into lines that fit the plot.
        QVERIFY(!view.plot()->plot()->xAxis->visible());
        QVERIFY(view.plot()->shownHint().contains(u'\n'));
        QCOMPARE(view.plot()->shownHint().replace(u'\n', u' '), view.reasonText());
        QVERIFY(view.summaryLabel()->text().isEmpty());
        QVERIFY(!view.saveButton()->isEnabled());
        view.setSelectedFile(2);
        QCOMPARE(view.reasonText(),
            u"No offsets recorded for /data/old.txt: its reads and writes were recorded without offsets, by an "
            "iolens older than the access map. Trace the program again to see how it walks through the file."_s);
    }

    // Nothing selected: the busiest file that has offsets (not the socket, which took longer).
    void withoutASelectionTheBusiestFileWithOffsetsIsShown()
    {
        AccessMapView view;
        view.setTrace(shared(sampleTrace()));
        QCOMPARE(view.shownFile(), 0);
        QVERIFY(view.showsPlot());
        QVERIFY(view.scopeLabel()->text().startsWith(
            u"No file is selected in the table above: showing /data/in.bin (4 KiB), the file with the most I/O time "
            "that has recorded offsets."_s));
        trace::Trace old = sampleTrace();
        old.events.erase(old.events.begin(), old.events.begin() + 5);
        view.setTrace(shared(old));
        QCOMPARE(view.shownFile(), -1);
        QVERIFY(!view.showsPlot());
        QVERIFY(view.reasonText().startsWith(u"No file in this trace has recorded offsets: "_s));
    }

    void savesPngAndPdf()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        AccessMapView view;
        view.resize(900, 600);
        view.setTrace(shared(sampleTrace()));
        view.setSelectedFile(0);
        const QString png = dir.filePath(u"map.png"_s);
        const QString pdf = dir.filePath(u"map.pdf"_s);
        QCOMPARE(view.saveImage(png), QString());
        QCOMPARE(head(png, 8), QByteArray("\x89PNG\r\n\x1a\n"));
        QCOMPARE(view.saveImage(pdf), QString());
        QCOMPARE(head(pdf, 5), QByteArray("%PDF-"));
        // Nothing but the two pictures is left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), (QStringList { u"map.pdf"_s, u"map.png"_s }));
    }

    void aBadPathGetsASentenceNamingIt()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        AccessMapView view;
        view.setTrace(shared(sampleTrace()));
        view.setSelectedFile(0);
        const QString missing = dir.filePath(u"no/such/dir/map.png"_s);
        const QString error = view.saveImage(missing);
        QVERIFY2(error.contains(missing), qPrintable(error));
        QVERIFY(!QFile::exists(missing));
        const QString text = dir.filePath(u"map.txt"_s);
        QVERIFY(view.saveImage(text).contains(text));
        QVERIFY(!QFile::exists(text));
        view.setSelectedFile(1); // nothing drawn
        const QString socket = dir.filePath(u"socket.png"_s);
        QVERIFY(view.saveImage(socket).contains(socket));
        QVERIFY(!QFile::exists(socket));
    }

    // The page's tab sits next to Call stacks and draws the file chosen in the table.
    void thePageTabFollowsTheFileTable()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(u"accessmap.ini"_s));
        TracePage page(&settings);
        page.resize(1200, 800);
        page.showTrace(shared(sampleTrace()), u"sample"_s);
        QTabWidget* tabs = page.plotTabs();
        const int index = tabs->indexOf(page.accessMap());
        QCOMPARE(tabs->tabText(index), u"Access map"_s);
        QCOMPARE(index, tabs->indexOf(page.flamePane()) + 1);
        QCOMPARE(page.selectedFile(), 0); // the table's first row: there are no findings
        QCOMPARE(page.accessMap()->shownFile(), 0);
        const auto chooseRow = [&](int file) {
            const QModelIndex row = page.fileProxy()->mapFromSource(page.fileModel()->index(file, 0));
            page.fileTable()->selectionModel()->setCurrentIndex(
                row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        };
        chooseRow(1);
        QCOMPARE(page.accessMap()->shownFile(), 1);
        QVERIFY(page.accessMap()->reasonText().startsWith(u"No offsets recorded for 127.0.0.1:8080: "_s));
        chooseRow(0);
        QCOMPARE(page.accessMap()->shownFile(), 0);
        QVERIFY(page.accessMap()->showsPlot());
        QCOMPARE(page.accessMap()->plot()->lineRuns(), 2);
        // Another trace: the page selects its first file again, and the map follows.
        trace::Trace other = sampleTrace();
        other.files[0].path = "/data/other.bin";
        page.showTrace(shared(other), u"other"_s);
        QCOMPARE(page.selectedFile(), 0);
        QCOMPARE(page.accessMap()->shownFile(), 0);
        QVERIFY(page.accessMap()->scopeLabel()->text().startsWith(u"/data/other.bin (4 KiB): "_s));
    }
};

QTEST_MAIN(TestAccessMap)
#include "tst_accessmap.moc"

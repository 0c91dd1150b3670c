// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/controlpanel.h"
#include "ui/mainwindow.h"
#include "ui/qcp.h"
#include "ui/report/reportwriter.h"
#include "ui/resultsmodel.h"
#include "ui/settings.h"
#include "ui/strategytree.h"
#include "ui/trace/argsplit.h"
#include "ui/trace/flamepane.h"
#include "ui/trace/tracecomparemodel.h"
#include "ui/trace/tracecontroller.h"
#include "ui/trace/tracefilemodel.h"
#include "ui/trace/tracefindingspane.h"
#include "ui/trace/traceformat.h"
#include "ui/trace/tracepage.h"
#include "ui/trace/tracephasesplot.h"
#include "ui/trace/traceprocessmodel.h"
#include "ui/trace/tracesitemodel.h"
#include "ui/trace/tracesizeplot.h"
#include "ui/trace/tracetimelineplot.h"
#include "ui/trace/tracezonemodel.h"
#include "ui/trace/usercodebar.h"

#include "core/generator.h"
#include "core/trace/findings.h"
#include "core/trace/format/iolt.h"
#include "core/trace/launch/tracelauncher.h"
#include "core/trace/tracejson.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QFileDialog>
#include <QImage>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QThread>
#include <QTimer>
#include <QTranslator>

#include <atomic>
#include <chrono>
#include <csignal>
#include <map>
#include <set>
#include <thread>
#include <tuple>

using namespace iolens;
using namespace iolens::ui;

namespace {

trace::CallStats call(const char* name, int id, std::uint64_t count, std::uint64_t ns, std::uint64_t bytes,
    std::vector<std::pair<int, std::uint64_t>> buckets = {})
{
    trace::CallStats c;
    c.call = name;
    c.callId = id;
    c.count = c.timed = count;
    c.ns = ns;
    c.bytes = bytes;
    for (const auto& [b, n] : buckets)
        c.histogram[static_cast<std::size_t>(b)] = n;
    return c;
}

// Article 004's program in miniature: test3.csv reopened 20,000 times for 24-byte writes, and an
// input read with fgetc.
trace::Trace sampleTrace(const std::string& csvPath = "/tmp/x/test3.csv")
{
    trace::Trace t;
    t.command = { "/usr/bin/merge", "in.txt" };
    t.wallNs = 2'000'000'000;
    trace::Process merge;
    merge.pid = 100;
    merge.exe = "/usr/bin/merge";
    merge.argv = t.command;
    merge.end = "exited";
    merge.wallNs = 2'000'000'000;
    merge.ioNs = 1'501'050'000;
    merge.kernel.valid = true;
    merge.kernel.syscr = 1'221;
    merge.kernel.syscw = 20'000;
    trace::Process child;
    child.pid = 101;
    child.parent = 100;
    child.exe = "/bin/sh";
    child.argv = { "sh", "-c", "echo it's done" };
    child.end = "killed";
    child.signal = 9;
    t.processes = { merge, child };

    trace::FileStats csv;
    csv.path = csvPath;
    csv.pid = 100;
    csv.opens = 20'000;
    csv.calls = { call("open", IOLT_CALL_OPEN, 20'000, 700'000'000, 0),
        call("write", IOLT_CALL_WRITE, 20'000, 500'000'000, 480'000, { { 5, 20'000 } }),
        call("close", IOLT_CALL_CLOSE, 20'000, 300'000'000, 0) };
    trace::FileStats in;
    in.path = "/tmp/x/in.txt";
    in.pid = 100;
    in.opens = 1;
    in.calls = { call("fgetc", IOLT_CALL_FGETC, 1000, 1'000'000, 1000, { { 1, 1000 } }),
        call("read", IOLT_CALL_READ, 1, 50'000, 1000, { { 10, 1 } }) };
    t.files = { csv, in };

    trace::Site site;
    site.pid = 100;
    site.function = "writeFile";
    site.location = "merge.c:42";
    site.count = 40'000;
    site.ns = 1'200'000'000;
    site.bytes = 480'000;
    site.callsByKind = { { "open", 20'000 }, { "write", 20'000 } };
    t.sites = { site };

    auto event = [](int pid, int tid, std::uint64_t begin, std::uint64_t end, const char* what, bool zone, int file) {
        trace::Event e;
        e.pid = pid;
        e.tid = tid;
        e.beginNs = begin;
        e.endNs = end;
        e.call = what;
        e.isZone = zone;
        e.file = file;
        return e;
    };
    t.events = { event(100, 100, 0, 1'900'000'000, "4", true, -1), event(100, 100, 10, 20, "open", false, 0),
        event(100, 100, 20, 30, "write", false, 0), event(100, 102, 40, 50, "read", false, 1),
        event(101, 101, 60, 70, "stat", false, -1), event(100, 100, 5, 1'950'000'000, "1", true, -1) };
    t.eventsKept = 6;
    t.eventsDropped = 412'000;
    return t;
}

// The frames of the stacks tests: libc's write (runtime), a helper, its two callers, main (ids 0-4).
std::vector<trace::Frame> callerFrames()
{
    std::vector<trace::Frame> frames;
    for (const char* name : { "write", "write_record", "caller_a", "caller_b", "main" }) {
        trace::Frame f;
        f.function = name;
        f.runtime = std::string(name) == "write";
        frames.push_back(f);
    }
    return frames;
}

trace::Finding finding(const std::string& file)
{
    trace::Finding f;
    f.id = "reopen-per-record";
    f.file = file;
    f.pid = 100;
    f.share = 0.42;
    f.title = "20,000 opens of test3.csv, each for one small write";
    f.evidence = "20,000 open + 20,000 close, 24 B written per open";
    f.lesson = "Open the file once and keep it open while you write.";
    f.tryStrategies = { "copy.byte-stdio", "copy.buffer-loop" };
    f.sites = { "writeFile (merge.c:42)" };
    return f;
}

QString cell(const QAbstractItemModel& model, int row, int column)
{
    return model.index(row, column).data().toString();
}

} // namespace

class TestTracePage : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void argumentsSplitLikeAShell()
    {
        QCOMPARE(*splitArguments(QStringLiteral("  -c   'print(1 + 2)' x")),
            QStringList({ QStringLiteral("-c"), QStringLiteral("print(1 + 2)"), QStringLiteral("x") }));
        QCOMPARE(*splitArguments(QStringLiteral("a\"b c\"d 'it'\\''s' \"say \\\"hi\\\" \\$HOME\" \\ x \"\"")),
            QStringList({ QStringLiteral("ab cd"), QStringLiteral("it's"), QStringLiteral("say \"hi\" $HOME"),
                QStringLiteral(" x"), QString() }));
        // Nothing is expanded: no shell runs.
        QCOMPARE(*splitArguments(QStringLiteral("$HOME *.txt ~")),
            QStringList({ QStringLiteral("$HOME"), QStringLiteral("*.txt"), QStringLiteral("~") }));
        QCOMPARE(*splitArguments(QStringLiteral("\"a\\b\"")), QStringList({ QStringLiteral("a\\b") }));
        QCOMPARE(*splitArguments(QString()), QStringList());
        QString error;
        QVERIFY(!splitArguments(QStringLiteral("echo 'open"), &error));
        QCOMPARE(error, QStringLiteral("The arguments have a ' at position 6 that is never closed."));
        QVERIFY(!splitArguments(QStringLiteral("x \"y"), &error));
        QCOMPARE(error, QStringLiteral("The arguments have a \" at position 3 that is never closed."));
        QVERIFY(!splitArguments(QStringLiteral("x \\"), &error));
        QCOMPARE(error, QStringLiteral("The arguments end with a lone backslash: nothing follows it to escape."));
        const QStringList words { QStringLiteral("-c"), QStringLiteral("it's a test"), QStringLiteral("plain"),
            QString() };
        QCOMPARE(joinArguments(words), QStringLiteral("-c 'it'\\''s a test' plain ''"));
        QCOMPARE(*splitArguments(joinArguments(words)), words);
    }

    void bucketLabels()
    {
        QCOMPARE(bucketLabel(0), QStringLiteral("0"));
        QCOMPARE(bucketLabel(1), QStringLiteral("1"));
        QCOMPARE(bucketLabel(2), QStringLiteral("2–3"));
        QCOMPARE(bucketLabel(10), QStringLiteral("512–1023"));
        QCOMPARE(bucketLabel(11), QStringLiteral("1 Ki–2 Ki"));
        QCOMPARE(bucketLabel(31), QStringLiteral("≥1 Gi"));
        QCOMPARE(bucketText(5), QStringLiteral("16–31 B"));
        QCOMPARE(bucketText(21), QStringLiteral("1 Mi–2 MiB"));
        QCOMPARE(bucketText(31), QStringLiteral("≥ 1 GiB"));
        QCOMPARE(tracePhase("fgetc"), Phase::Read);
        QCOMPARE(tracePhase("fopen"), Phase::Open);
        QCOMPARE(tracePhase("no-such-call"), Phase::Other);
    }

    // A phases plot stacks every call kind of a file; two kinds of the same colour read as one
    // (unlink, fork and dup were all the fallback's dark grey beside sqlite3's fdatasync).
    void everyCallKindHasItsOwnColour()
    {
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        for (const QPalette& palette : { QPalette(), dark }) {
            QMap<QRgb, QString> seen;
            for (std::uint32_t id = 0; id < IOLT_CALL_COUNT; ++id) {
                const QString call = QString::fromLatin1(iolt_call_name(id));
                const QRgb rgb = callColor(call.toStdString(), palette).rgb();
                QVERIFY2(
                    !seen.contains(rgb), qPrintable(call + QStringLiteral(" has the colour of ") + seen.value(rgb)));
                seen.insert(rgb, call);
            }
        }
    }

    // The pages of a mapped file (page faults, issue 24) are no calls: they have a column of their
    // own, in bytes, and count neither among the calls nor as the smallest call.
    void fileModelMappedPages()
    {
        trace::Trace t = sampleTrace();
        trace::CallStats faults = call("page faults", IOLT_CALL_PAGE_FAULTS, 256, 0, 256 * 4096, { { 13, 256 } });
        faults.timed = 0;
        t.files[1].calls.push_back(call("mmap", IOLT_CALL_MMAP, 1, 20'000, 1 << 20, { { 21, 1 } }));
        t.files[1].calls.push_back(faults);
        TraceFileModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTrace(std::make_shared<const trace::Trace>(t));
        QCOMPARE(cell(model, 1, TraceFileModel::CallsColumn), QStringLiteral("1,002"));
        QCOMPARE(cell(model, 1, TraceFileModel::MappedColumn), QStringLiteral("1 MiB"));
        QCOMPARE(
            model.index(1, TraceFileModel::MappedColumn).data(TraceFileModel::SortRole).toULongLong(), 256ull * 4096);
        QCOMPARE(cell(model, 1, TraceFileModel::SmallestCallColumn), QStringLiteral("1 B"));
        QCOMPARE(cell(model, 1, TraceFileModel::LargestCallColumn), QStringLiteral("1 Mi–2 MiB"));
        QCOMPARE(cell(model, 0, TraceFileModel::MappedColumn), QString());
        QCOMPARE(model.headerData(TraceFileModel::MappedColumn, Qt::Horizontal).toString(),
            QStringLiteral("Mapped in memory"));
    }

    void fileModelCells()
    {
        TraceFileModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setTrace(std::make_shared<const trace::Trace>(sampleTrace()));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(TraceFileModel::ColumnCount));
        const QStringList row0 { QStringLiteral("/tmp/x/test3.csv"), QStringLiteral("file"),
            QStringLiteral("100 merge"), QStringLiteral("20,000"), QStringLiteral("60,000"), QStringLiteral("1.50 s"),
            QStringLiteral("0 B"), QStringLiteral("468.8 KiB"), QStringLiteral("16–31 B"), QStringLiteral("16–31 B"),
            QString() };
        const QStringList row1 { QStringLiteral("/tmp/x/in.txt"), QStringLiteral("file"), QStringLiteral("100 merge"),
            QStringLiteral("1"), QStringLiteral("1,001"), QStringLiteral("1.05 ms"), QStringLiteral("2.0 KiB"),
            QStringLiteral("0 B"), QStringLiteral("1 B"), QStringLiteral("512–1023 B"), QString() };
        for (int c = 0; c < TraceFileModel::ColumnCount; ++c) {
            QCOMPARE(cell(model, 0, c), row0[c]);
            QCOMPARE(cell(model, 1, c), row1[c]);
        }
        QCOMPARE(
            model.index(0, TraceFileModel::TimeColumn).data(TraceFileModel::SortRole).toULongLong(), 1'500'000'000ull);
        QCOMPARE(model.index(1, TraceFileModel::LargestCallColumn).data(TraceFileModel::SortRole).toLongLong(), 512ll);
        QCOMPARE(model.headerData(TraceFileModel::SmallestCallColumn, Qt::Horizontal).toString(),
            QStringLiteral("Smallest call"));

        // Sorted by the raw numbers: 1.05 ms before 1.50 s, though "1.05 ms" > "1.50 s" is false as text too,
        // bytes read 2.0 KiB after 0 B.
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(TraceFileModel::SortRole);
        proxy.sort(TraceFileModel::TimeColumn, Qt::AscendingOrder);
        QCOMPARE(cell(proxy, 0, TraceFileModel::FileColumn), QStringLiteral("/tmp/x/in.txt"));
        proxy.sort(TraceFileModel::BytesWrittenColumn, Qt::DescendingOrder);
        QCOMPARE(cell(proxy, 0, TraceFileModel::FileColumn), QStringLiteral("/tmp/x/test3.csv"));
        QCOMPARE(proxy.index(0, 0).data(TraceFileModel::FileIndexRole).toInt(), 0);

        model.setTrace(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void siteModelCells()
    {
        TraceSiteModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTrace(std::make_shared<const trace::Trace>(sampleTrace()));
        QCOMPARE(model.rowCount(), 1);
        const QStringList row { QStringLiteral("writeFile (merge.c:42)"), QStringLiteral("100 merge"),
            QStringLiteral("40,000"), QStringLiteral("1.20 s"), QStringLiteral("468.8 KiB"),
            QStringLiteral("open 20,000 · write 20,000") };
        for (int c = 0; c < TraceSiteModel::ColumnCount; ++c)
            QCOMPARE(cell(model, 0, c), row[c]);
    }

    void processModelCells()
    {
        TraceProcessModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTrace(std::make_shared<const trace::Trace>(sampleTrace()));
        QCOMPARE(model.rowCount(), 2);
        const QStringList merge { QStringLiteral("100 merge"), QString(), QStringLiteral("exited 0"),
            QStringLiteral("2.00 s"), QStringLiteral("1.50 s"), QStringLiteral("75.1 %"), QStringLiteral("1,221"),
            QStringLiteral("20,000"), QString() /* unseen I/O not known */, QString() /* page faults not read */,
            QStringLiteral("/usr/bin/merge in.txt") };
        const QStringList sh { QStringLiteral("101 sh"), QStringLiteral("100"),
            QStringLiteral("killed by signal 9 (SIGKILL)"), QStringLiteral("0.00 ns"), QStringLiteral("0.00 ns"),
            QString() /* no wall time, no share */, QString(), QString(), QString(), QString(),
            QStringLiteral("sh -c 'echo it'\\''s done'") };
        for (int c = 0; c < TraceProcessModel::ColumnCount; ++c) {
            QCOMPARE(cell(model, 0, c), merge[c]);
            QCOMPARE(cell(model, 1, c), sh[c]);
        }
        QCOMPARE(model.index(1, TraceProcessModel::ReadSyscallsColumn).data(TraceProcessModel::SortRole).toInt(), -1);

        // A pid that exec'd: each row is an image, named by its own program (the files table names
        // a pid by the last one), so bash's row is not "busybox execed".
        trace::Trace execed = sampleTrace();
        execed.processes[1].pid = 100;
        execed.processes[1].generation = 1;
        execed.processes[1].exe = "/usr/bin/busybox";
        model.setTrace(std::make_shared<const trace::Trace>(execed));
        QCOMPARE(cell(model, 0, TraceProcessModel::ProcessColumn), QStringLiteral("100 merge"));
        QCOMPARE(cell(model, 1, TraceProcessModel::ProcessColumn), QStringLiteral("100 busybox"));
        QCOMPARE(TraceFileModel::processText(execed, 100), QStringLiteral("100 busybox"));

        // Two threads: their call times are summed, so no share of wall time (it could pass 100 %).
        trace::Trace threaded = sampleTrace();
        threaded.processes[0].threads.resize(2);
        model.setTrace(std::make_shared<const trace::Trace>(threaded));
        QCOMPARE(cell(model, 0, TraceProcessModel::IoShareColumn), QString());
        QCOMPARE(model.index(0, TraceProcessModel::IoShareColumn).data(TraceProcessModel::SortRole).toDouble(), -1.0);
        QCOMPARE(cell(model, 0, TraceProcessModel::IoTimeColumn), QStringLiteral("1.50 s"));

        // Unseen I/O: reads and writes together in the cell, apart in the tooltip with the reasons.
        trace::Trace unseen = sampleTrace();
        trace::UnseenIo& u = unseen.processes[0].unseen;
        u.valid = true;
        u.readCalls = 300;
        u.readBytes = 1'228'800;
        u.writeCalls = 2;
        u.writeBytes = 1'024;
        u.reasons = { "outside-libc" };
        model.setTrace(std::make_shared<const trace::Trace>(unseen));
        QCOMPARE(cell(model, 0, TraceProcessModel::UnseenColumn), QStringLiteral("1.2 MiB in 302 calls"));
        QCOMPARE(model.index(0, TraceProcessModel::UnseenColumn).data(TraceProcessModel::SortRole).toULongLong(),
            1'229'824ull);
        const QString tip = model.index(0, TraceProcessModel::UnseenColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("1.2 MiB read by 300 system calls, 1 KiB written by 2 system calls")),
            qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("syscall(2)")), qPrintable(tip));
        QCOMPARE(model.index(1, TraceProcessModel::UnseenColumn).data(TraceProcessModel::SortRole).toInt(), -1);

        // Major page faults as the kernel counted them, the minor ones in the tooltip.
        trace::Trace faulted = sampleTrace();
        faulted.processes[0].faults = { true, 1'500, 3 };
        model.setTrace(std::make_shared<const trace::Trace>(faulted));
        QCOMPARE(cell(model, 0, TraceProcessModel::MajorFaultsColumn), QStringLiteral("3"));
        QCOMPARE(
            model.index(0, TraceProcessModel::MajorFaultsColumn).data(TraceProcessModel::SortRole).toULongLong(), 3ull);
        QVERIFY(model.index(0, TraceProcessModel::MajorFaultsColumn)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("1,500 minor faults")));
        QCOMPARE(model.headerData(TraceProcessModel::MajorFaultsColumn, Qt::Horizontal).toString(),
            QStringLiteral("Major page faults"));
    }

    void zoneModelCells()
    {
        trace::Trace t = sampleTrace();
        trace::Zone zone;
        zone.name = "4";
        zone.pid = 100;
        zone.count = 1;
        zone.ns = 71'247'000'000;
        zone.io = { { "open", "/tmp/x/test3.csv", 10'000, 30'000'000'000, 0 },
            { "write", "/tmp/x/out.txt", 3, 1'000'000, 72 },
            { "close", "/tmp/x/test3.csv", 10'000, 20'000'000'000, 0 } };
        t.zones = { zone };
        TraceZoneModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTrace(std::make_shared<const trace::Trace>(t));
        QCOMPARE(model.rowCount(), 1);
        const QStringList row { QStringLiteral("Stopwatch[4]"), QStringLiteral("100 merge"), QStringLiteral("1"),
            QStringLiteral("71.2 s"), QStringLiteral("50.0 s"),
            QStringLiteral("10,000 open + 10,000 close of test3.csv · 3 write of out.txt") };
        for (int c = 0; c < TraceZoneModel::ColumnCount; ++c)
            QCOMPARE(cell(model, 0, c), row[c]);
        // A zone that made no I/O call: nothing measured, so a dash, not "0.00 ns".
        trace::Trace quiet = t;
        quiet.zones[0].io.clear();
        model.setTrace(std::make_shared<const trace::Trace>(quiet));
        QCOMPARE(cell(model, 0, TraceZoneModel::IoTimeColumn), QStringLiteral("–"));
        QCOMPARE(cell(model, 0, TraceZoneModel::IoColumn), QString());
        model.setTrace(std::make_shared<const trace::Trace>(t));

        Settings settings(m_dir.filePath(QStringLiteral("zones.ini")));
        TracePage page(&settings);
        const int tab = page.plotTabs()->indexOf(page.plotTabs()->findChild<QTableView*>(QStringLiteral("traceZones")));
        QVERIFY(tab >= 0);
        QVERIFY(!page.plotTabs()->isTabEnabled(tab));
        page.showTrace(std::make_shared<const trace::Trace>(t), QStringLiteral("merge"));
        QVERIFY(page.plotTabs()->isTabEnabled(tab));
        QCOMPARE(page.zoneModel()->rowCount(), 1);
    }

    void plotsShowTheTrace()
    {
        TracePhasesPlot phases;
        TraceSizePlot sizes;
        TraceTimelinePlot timeline;
        for (TracePlotView* view : std::initializer_list<TracePlotView*> { &phases, &sizes, &timeline }) {
            view->refresh();
            // The empty state says what to do.
            QCOMPARE(view->plot()->itemCount(), 1);
            auto* text = qobject_cast<QCPItemText*>(view->plot()->item(0));
            QVERIFY(text);
            QCOMPARE(text->text(), QStringLiteral("Choose a program and press Run"));
        }
        auto t = std::make_shared<const trace::Trace>(sampleTrace());
        phases.setTrace(t);
        QCOMPARE(phases.rows(), std::vector<int>({ 0, 1 }));
        QCOMPARE(phases.kinds(), std::vector<std::string>({ "open", "write", "close", "fgetc", "read" }));
        QCOMPARE(phases.plot()->plottableCount(), 5);
        QCOMPARE(phases.plot()->xAxis->label(), QStringLiteral("Time in calls [s]"));
        QVERIFY(phases.plot()->legend->visible());

        sizes.setTrace(t);
        QCOMPARE(sizes.plot()->plottableCount(), 0); // no file selected yet
        sizes.setSelectedFile(1);
        QCOMPARE(sizes.kinds(), std::vector<std::string>({ "fgetc", "read" }));
        auto* fgetc = qobject_cast<QCPBars*>(sizes.plot()->plottable(0));
        QVERIFY(fgetc);
        QCOMPARE(fgetc->data()->size(), trace::kHistogramBuckets);
        QCOMPARE(fgetc->data()->at(1)->value, 1000.0);
        QCOMPARE(sizes.plot()->xAxis->label(), QStringLiteral("Bytes per call"));
        QCOMPARE(sizes.plot()->yAxis->scaleType(), QCPAxis::stLogarithmic);

        timeline.setTrace(t);
        QStringList labels;
        for (const auto& lane : timeline.lanes())
            labels << lane.label;
        QCOMPARE(labels,
            QStringList({ QStringLiteral("100 merge Stopwatch[4]"), QStringLiteral("100 merge Stopwatch[1]"),
                QStringLiteral("100 merge"), QStringLiteral("100 merge thread 102"), QStringLiteral("101 sh") }));
        // open, read, write, stat (Detect) and the zone: one plottable each.
        QCOMPARE(timeline.plot()->plottableCount(), 5);
        QCOMPARE(timeline.plot()->xAxis->label(), QStringLiteral("Time since the program started [s]"));
        // Only the selected file's calls: in.txt's one read, and the zones.
        timeline.setSelectedFile(1);
        timeline.setOnlySelectedFile(true);
        QCOMPARE(timeline.plot()->plottableCount(), 2);
        QCOMPARE(timeline.plot()->plottable(0)->name(), QStringLiteral("read"));
        QCOMPARE(timeline.lanes().size(), std::size_t(5)); // the lanes stay, so the picture keeps its place
    }

    void timelineColoursEachCallLikeThePhasesPlot()
    {
        // fgetc and read share the Read phase; the Phases tab tells them apart by shade, and so
        // must the time line, or a reader cannot match a lane's colour to a bar's segment.
        trace::Trace sample = sampleTrace();
        trace::Event fgetc = sample.events[3]; // thread 102's read of in.txt
        fgetc.call = "fgetc";
        fgetc.beginNs = 55;
        fgetc.endNs = 58;
        sample.events.push_back(fgetc);
        auto t = std::make_shared<const trace::Trace>(sample);
        TracePhasesPlot phases;
        TraceTimelinePlot timeline;
        phases.setTrace(t);
        timeline.setTrace(t);
        std::map<QString, QColor> barColour;
        for (int i = 0; i < phases.plot()->plottableCount(); ++i)
            barColour[phases.plot()->plottable(i)->name()] = phases.plot()->plottable(i)->brush().color();
        QStringList names;
        std::map<QString, QColor> laneColour;
        for (int i = 0; i < timeline.plot()->plottableCount(); ++i) {
            const QCPAbstractPlottable* lanes = timeline.plot()->plottable(i);
            names << lanes->name();
            laneColour[lanes->name()] = lanes->brush().color();
            QVERIFY(timeline.plot()->legend->hasItemWithPlottable(lanes));
        }
        // One entry per call kind, costliest first (open, write, read and stat 10 ns each, in the
        // order they came; fgetc 3 ns), then the zones.
        QCOMPARE(names,
            QStringList({ QStringLiteral("open"), QStringLiteral("write"), QStringLiteral("read"),
                QStringLiteral("stat"), QStringLiteral("fgetc"), QStringLiteral("stopwatch zone") }));
        for (const char* call : { "open", "write", "read", "fgetc" }) {
            const QString name = QString::fromLatin1(call);
            QVERIFY2(barColour.count(name), call);
            QCOMPARE(laneColour[name], barColour[name]);
        }
        QVERIFY(laneColour[QStringLiteral("fgetc")] != laneColour[QStringLiteral("read")]);
    }

    void findingsPaneShowsTheLessonAndTriesTheFix()
    {
        const QString file = m_dir.filePath(QStringLiteral("test3.csv"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("a,b\n");
        out.close();
        trace::Trace t = sampleTrace(file.toStdString());
        t.findings = { finding(file.toStdString()), finding("/nonexistent/iolens/gone.csv") };
        TraceFindingsPane pane;
        QCOMPARE(pane.tryButton()->isEnabled(), false);
        pane.setTrace(std::make_shared<const trace::Trace>(t));
        QCOMPARE(pane.count(), 2);
        QCOMPARE(pane.current(), 0);
        const QString detail = pane.detailText();
        QVERIFY2(detail.contains(QStringLiteral("Lesson: Open the file once and keep it open while you write.")),
            qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("Evidence: 20,000 open + 20,000 close, 24 B written per open")),
            qPrintable(detail));
        QVERIFY2(detail.contains(QStringLiteral("42.0 % of the process's wall time")), qPrintable(detail));
        QVERIFY(pane.tryButton()->isEnabled());

        QSignalSpy tried(&pane, &TraceFindingsPane::tryFixRequested);
        pane.tryButton()->click();
        QCOMPARE(tried.size(), 1);
        QCOMPARE(tried[0][0].toStringList(),
            QStringList({ QStringLiteral("copy.byte-stdio"), QStringLiteral("copy.buffer-loop") }));
        QCOMPARE(tried[0][1].toString(), file);

        pane.setCurrent(1);
        QVERIFY(!pane.tryCurrent());
        QCOMPARE(tried.size(), 1);
        const QString gone = pane.messageText();

        // A finding about a connection has no file: its strategies run on the current workload.
        trace::Trace net = t;
        net.findings = { finding("127.0.0.1:8080") };
        net.findings[0].tryStrategies = { "net.per-id", "net.range" };
        pane.setTrace(std::make_shared<const trace::Trace>(net));
        QVERIFY(pane.tryButton()->isEnabled());
        QVERIFY(pane.tryCurrent());
        QCOMPARE(tried.size(), 2);
        QCOMPARE(
            tried[1][0].toStringList(), QStringList({ QStringLiteral("net.per-id"), QStringLiteral("net.range") }));
        QCOMPARE(tried[1][1].toString(), QString());
        QCOMPARE(pane.messageText(), QString());
        QCOMPARE(gone,
            QStringLiteral("/nonexistent/iolens/gone.csv no longer exists, so the fix cannot be tried on it: run the "
                           "program again, or choose a similar file on the Strategies page."));
    }

    // The File menu's table and plot exports act on the Trace page while it shows: the file table
    // as CSV, the trace as JSON (which opens again), the current tab's plot; a tab that is no plot
    // says which tabs are.
    void fileMenuExportsTheTracePage()
    {
        Settings settings(m_dir.filePath(QStringLiteral("export.ini")));
        MainWindow window(&settings);
        window.showPage(MainWindow::Page::Trace);
        window.tracePage()->showTrace(std::make_shared<const trace::Trace>(sampleTrace()), QStringLiteral("merge"));
        const auto action = [&window](const QString& text) {
            for (QAction* menu : window.menuBar()->actions())
                for (QAction* a : menu->menu() ? menu->menu()->actions() : QList<QAction*>())
                    if (a->text() == text)
                        return a;
            return static_cast<QAction*>(nullptr);
        };
        // The dialogs run their own event loops: answered from there.
        QString answer;
        QStringList texts;
        QTimer closer;
        connect(&closer, &QTimer::timeout, this, [&texts, &answer] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                texts << box->text();
                box->done(QMessageBox::Ok);
            } else if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                texts << dialog->windowTitle();
                dialog->selectFile(answer);
                static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept, protected there
            }
        });
        closer.start(10);

        answer = m_dir.filePath(QStringLiteral("table.csv"));
        QVERIFY(action(QStringLiteral("Export table as CSV…")));
        action(QStringLiteral("Export table as CSV…"))->trigger();
        QCOMPARE(texts, QStringList({ QStringLiteral("Export CSV") }));
        QFile csv(answer);
        QVERIFY2(csv.open(QIODevice::ReadOnly), qPrintable(answer));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 5); // the header, then test3.csv's three call kinds and in.txt's two
        QCOMPARE(lines[0],
            QStringLiteral(
                "pid,path,kind,call,layer,count,timed,time_ns,bytes,errors,min_ns,max_ns,sequential,random"));
        QVERIFY2(lines.contains(QStringLiteral("100,/tmp/x/test3.csv,regular,write,posix,20000,20000,500000000,480000,"
                                               "0,0,0,0,0")),
            qPrintable(lines.join(u'\n')));

        texts.clear();
        answer = m_dir.filePath(QStringLiteral("table.iolens.json"));
        action(QStringLiteral("Export table as JSON…"))->trigger();
        QCOMPARE(texts, QStringList({ QStringLiteral("Save trace") }));
        const auto reopened = trace::readTraceJson(answer.toStdString());
        QCOMPARE(reopened->files.size(), std::size_t(2));
        QCOMPARE(reopened->files[0].calls.size(), std::size_t(3));

        texts.clear();
        answer = m_dir.filePath(QStringLiteral("phases.png"));
        window.tracePage()->plotTabs()->setCurrentWidget(window.tracePage()->phasesPlot());
        action(QStringLiteral("Export plot as PNG/PDF…"))->trigger();
        QCOMPARE(texts, QStringList({ QStringLiteral("Export plot") }));
        QVERIFY2(!QImage(answer).isNull(), qPrintable(answer));

        texts.clear();
        QTabWidget* tabs = window.tracePage()->plotTabs();
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == QStringLiteral("Call sites"))
                tabs->setCurrentIndex(i);
        action(QStringLiteral("Export plot as PNG/PDF…"))->trigger();
        QCOMPARE(texts,
            QStringList({ QStringLiteral("The Call sites tab is not a plot. The plots are on the tabs Phases, Call "
                                         "sizes, Time line, Call stacks, and Access map.") }));
    }

    void tryTheFixRunsTheStrategiesOnTheTracedFile()
    {
        const QString file = m_dir.filePath(QStringLiteral("traced.bin"));
        std::atomic<bool> cancel { false };
        generateFile(file.toStdString(), GenKind::Random, 64 << 10, GenOptions {}, cancel);
        Settings settings(m_dir.filePath(QStringLiteral("fix.ini")));
        settings.setReps(1);
        settings.setWarmup(0);
        MainWindow window(&settings);
        window.showPage(MainWindow::Page::Trace);
        QCOMPARE(window.currentPage(), MainWindow::Page::Trace);
        trace::Trace t = sampleTrace(file.toStdString());
        t.findings = { finding(file.toStdString()) };
        window.tracePage()->showTrace(std::make_shared<const trace::Trace>(t), QStringLiteral("test"));

        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.tracePage()->findings()->tryButton()->click();
        QCOMPARE(window.currentPage(), MainWindow::Page::Strategies);
        QStringList checked = window.controlPanel()->tree()->checkedStrategies();
        checked.sort();
        QCOMPARE(checked, QStringList({ QStringLiteral("copy.buffer-loop"), QStringLiteral("copy.byte-stdio") }));
        QCOMPARE(window.controlPanel()->file(), file);
        QCOMPARE(window.controlPanel()->baseline(), QStringLiteral("copy.byte-stdio"));
        QVERIFY(window.controller()->isRunning());
        QVERIFY(finished.wait(60000));
        QVERIFY(window.report());
        QStringList ran;
        for (const Result& r : window.report()->results)
            ran << QString::fromStdString(r.strategy);
        ran.sort();
        QCOMPARE(ran, checked);
        QCOMPARE(QString::fromStdString(window.report()->workload.file), file);
    }

    // A trace that recorded where the program's calls on the file went: "Try the fix" also replays
    // the program's own calls (issue 26 §3), as recorded (the baseline) and with each fix, on a
    // saved copy of the trace that lives as long as the window.
    void tryTheFixReplaysTheProgramsOwnCalls()
    {
        const QString file = m_dir.filePath(QStringLiteral("replayed.bin"));
        std::atomic<bool> cancel { false };
        generateFile(file.toStdString(), GenKind::Random, 64 << 10, GenOptions {}, cancel);
        trace::Trace t;
        t.command = { "/usr/bin/reader" };
        t.wallNs = 1'000'000;
        trace::Process reader;
        reader.pid = 100;
        reader.exe = "/usr/bin/reader";
        reader.end = "exited";
        t.processes = { reader };
        trace::FileStats traced;
        traced.path = file.toStdString();
        traced.pid = 100;
        traced.opens = 1;
        traced.sizeAtOpen = 64 << 10;
        traced.calls = { call("open", IOLT_CALL_OPEN, 1, 10'000, 0),
            call("read", IOLT_CALL_READ, 16, 160'000, 64 << 10), call("close", IOLT_CALL_CLOSE, 1, 1'000, 0) };
        t.files = { traced };
        const auto event
            = [](const char* kind, std::uint64_t begin, std::uint32_t count, std::uint64_t bytes, std::int64_t offset) {
                  trace::Event e;
                  e.pid = e.tid = 100;
                  e.call = kind;
                  e.beginNs = begin;
                  e.endNs = begin + 10'000;
                  e.file = 0;
                  e.count = count;
                  e.bytes = bytes;
                  e.offset = offset;
                  return e;
              };
        t.events
            = { event("open", 0, 1, 0, -1), event("read", 20'000, 16, 64 << 10, 0), event("close", 200'000, 1, 0, -1) };
        t.findings = { finding(file.toStdString()) };
        QString saved;
        {
            Settings settings(m_dir.filePath(QStringLiteral("replay.ini")));
            settings.setReps(1);
            settings.setWarmup(0);
            MainWindow window(&settings);
            window.showPage(MainWindow::Page::Trace);
            window.tracePage()->showTrace(std::make_shared<const trace::Trace>(t), QStringLiteral("test"));
            QSignalSpy finished(&window, &MainWindow::runFinished);
            window.tracePage()->findings()->tryButton()->click();
            QCOMPARE(window.currentPage(), MainWindow::Page::Strategies);
            saved = window.replayTracePath();
            QVERIFY(QFileInfo(saved).isFile());
            QCOMPARE(window.controlPanel()->replayTrace(), saved);
            QCOMPARE(window.controlPanel()->baseline(), QStringLiteral("replay.as-recorded"));
            QVERIFY(window.controlPanel()->tree()->checkedStrategies().contains(QStringLiteral("replay.kept-open")));
            QVERIFY(finished.wait(60000));
            QVERIFY(window.report());
            QMap<QString, Status> status;
            for (const Result& r : window.report()->results)
                status[QString::fromStdString(r.strategy)] = r.status;
            QCOMPARE(status.value(QStringLiteral("replay.as-recorded"), Status::Error), Status::Ok);
            QCOMPARE(status.value(QStringLiteral("replay.buffered"), Status::Error), Status::Ok);
            QCOMPARE(status.value(QStringLiteral("replay.mmap"), Status::Error), Status::Ok);
            // One open, no writes, no fsync: those fixes have nothing to change.
            QCOMPARE(status.value(QStringLiteral("replay.kept-open"), Status::Error), Status::Unsupported);
            QCOMPARE(status.value(QStringLiteral("replay.coalesced-writes"), Status::Error), Status::Unsupported);
            QCOMPARE(status.value(QStringLiteral("replay.fsync-at-end"), Status::Error), Status::Unsupported);
            QCOMPARE(status.value(QStringLiteral("replay.indexed"), Status::Error), Status::Unsupported); // read once
            QCOMPARE(status.value(QStringLiteral("replay.per-thread"), Status::Error), Status::Unsupported);
            QCOMPARE(status.value(QStringLiteral("copy.buffer-loop"), Status::Error), Status::Ok);
            // File → Export report… draws the program's own pattern after the run's plots.
            const ReportOptions options = window.strategiesReportOptions();
            QVERIFY(options.replayTrace);
            QVERIFY(reportSections(*window.report(), options)
                        .contains(QStringLiteral("Plot: %1").arg(QStringLiteral("Access map"))));
            const QString html = m_dir.filePath(QStringLiteral("replay-report.html"));
            QCOMPARE(writeReport(*window.report(), options, html), QString());
            QFile written(html);
            QVERIFY(written.open(QIODevice::ReadOnly));
            QCOMPARE(written.readAll().count("data:image/png;base64,"), 6);
        }
        QVERIFY(!QFileInfo::exists(saved)); // the saved copy goes with the window
    }

    void tryTheFixWithUnknownStrategies()
    {
        const QString file = m_dir.filePath(QStringLiteral("unknown.bin"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("data");
        out.close();
        Settings settings(m_dir.filePath(QStringLiteral("unknown.ini")));
        MainWindow window(&settings);
        const QStringList before = window.controlPanel()->tree()->checkedStrategies();
        // The warning box runs its own event loop: close it from there and keep its text.
        QStringList texts;
        QTimer closer;
        connect(&closer, &QTimer::timeout, this, [&texts] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                texts << box->text();
                box->done(QMessageBox::Ok);
            }
        });
        closer.start(10);
        QVERIFY(!window.tryTraceFix({ QStringLiteral("nosuch.slow"), QStringLiteral("nosuch.fast") }, file));
        QCOMPARE(texts,
            QStringList({ QStringLiteral("This build of iolens has none of the strategies the finding suggests "
                                         "(nosuch.slow, nosuch.fast).") }));
        QVERIFY(!window.controller()->isRunning());
        QCOMPARE(window.controlPanel()->tree()->checkedStrategies(), before); // left as the user had it
        QVERIFY(window.controlPanel()->file() != file);
        // A finding with no file runs on the current workload; here there is none yet.
        texts.clear();
        QVERIFY(window.controlPanel()->file().isEmpty());
        QVERIFY(!window.tryTraceFix({ QStringLiteral("copy.buffer-loop") }, QString()));
        QCOMPARE(texts, QStringList({ QStringLiteral("Choose a file first (or wait for the demo file).") }));
        QVERIFY(!window.controller()->isRunning());
    }

    void pagesKeepTheirDocksApart()
    {
        Settings settings(m_dir.filePath(QStringLiteral("pages.ini")));
        MainWindow window(&settings);
        auto docks = window.findChildren<QDockWidget*>();
        QCOMPARE(docks.size(), 2);
        window.showPage(MainWindow::Page::Trace);
        for (QDockWidget* dock : docks)
            QVERIFY(dock->isHidden());
        window.showPage(MainWindow::Page::Strategies);
        for (QDockWidget* dock : docks)
            QVERIFY(!dock->isHidden());
        // A dock the user closed stays closed across a visit to the trace page.
        docks[1]->hide();
        window.showPage(MainWindow::Page::Trace);
        window.showPage(MainWindow::Page::Strategies);
        QVERIFY(!docks[0]->isHidden());
        QVERIFY(docks[1]->isHidden());
        // The Strategies page's results table is still the window's first table.
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(window.findChild<QTableView*>()->model());
        QVERIFY(proxy && qobject_cast<ResultsModel*>(proxy->sourceModel()));
    }

    void pageRefusesBadInput()
    {
        Settings settings(m_dir.filePath(QStringLiteral("bad.ini")));
        TracePage page(&settings);
        page.setCommand(QString(), QString());
        QVERIFY(!page.run());
        QCOMPARE(page.statusText(), QStringLiteral("Choose a program to trace first."));
        page.setCommand(QStringLiteral("echo"), QStringLiteral("'open"));
        QVERIFY(!page.run());
        QCOMPARE(page.statusText(), QStringLiteral("The arguments have a ' at position 1 that is never closed."));
        page.setCommand(QStringLiteral("echo"), QString(), QStringLiteral("/nonexistent/iolens-dir"));
        QVERIFY(!page.run());
        QCOMPARE(page.statusText(),
            QStringLiteral("The working directory '/nonexistent/iolens-dir' does not exist or is not a directory."));
        QVERIFY(!page.isRunning());
        QVERIFY(settings.recentTraceCommands().isEmpty());
    }

    void noticesGetATabOfTheirOwn()
    {
        Settings settings(m_dir.filePath(QStringLiteral("notices.ini")));
        TracePage page(&settings);
        QTabWidget* tabs = page.plotTabs();
        const int tab = tabs->count() - 1;
        QCOMPARE(tabs->tabText(tab), QStringLiteral("Notices (0)"));
        QVERIFY(!tabs->isTabEnabled(tab));
        trace::Trace t = sampleTrace();
        t.notices = { "/bin/static is statically linked: LD_PRELOAD cannot see its calls." };
        page.showTrace(std::make_shared<const trace::Trace>(t), QStringLiteral("merge"));
        QCOMPARE(page.statusText(),
            QStringLiteral("merge exited with status 0 after 2.00 s: files 2, findings 0. /bin/static is statically "
                           "linked: LD_PRELOAD cannot see its calls."));
        QCOMPARE(tabs->tabText(tab), QStringLiteral("Notices (1)"));
        QVERIFY(tabs->isTabEnabled(tab));
        t.notices.push_back("pid 7 (bash): glibc's stdio fills its buffers with calls a preload cannot see.");
        page.showTrace(std::make_shared<const trace::Trace>(t), QStringLiteral("merge"));
        QCOMPARE(page.statusText(),
            QStringLiteral("merge exited with status 0 after 2.00 s: files 2, findings 0. 2 notices on what the "
                           "tracing could not see: see the Notices tab."));
        QCOMPARE(tabs->tabText(tab), QStringLiteral("Notices (2)"));
        auto* text = qobject_cast<QTextBrowser*>(tabs->widget(tab));
        QVERIFY(text);
        QVERIFY(text->toPlainText().contains(QStringLiteral("pid 7 (bash): glibc's stdio")));
    }

    // The Call stacks tab draws the selected file's sampled stacks, and every call's stacks when no
    // file is selected; runtime frames are folded away by default.
    void stacksTabFollowsTheSelectedFile()
    {
        Settings settings(m_dir.filePath(QStringLiteral("stacks.ini")));
        TracePage page(&settings);
        page.resize(1200, 800);
        trace::Trace t = sampleTrace();
        QVERIFY(t.files.size() >= 2);
        t.frames = callerFrames();
        t.stackSampling.enabled = true;
        t.stackSampling.firstCalls = 16;
        t.stackSampling.period = 1024;
        t.stackSampling.stdioPeriod = 16384;
        t.stackSampling.slowNs = 1'000'000;
        t.stacks = { { { 0, 1, 2, 4 }, false, 1, 0, "write", 3, 300, 30 },
            { { 0, 1, 3, 4 }, false, 1, 1, "write", 1, 100, 70 } };
        page.showTrace(std::make_shared<const trace::Trace>(t), QStringLiteral("stacks"));
        QTabWidget* tabs = page.plotTabs();
        QCOMPARE(tabs->tabText(tabs->indexOf(page.flamePane())), QStringLiteral("Call stacks"));
        const auto framesDrawn = [&] {
            std::set<std::size_t> ids;
            for (const FlameGraphView::Box& b : page.flamePane()->view()->boxes())
                ids.insert(b.node->frame);
            return ids;
        };
        page.selectFile(0);
        QCOMPARE(framesDrawn(), (std::set<std::size_t> { trace::StackNode::kRoot, 1, 2, 4 }));
        page.selectFile(1);
        QCOMPARE(framesDrawn(), (std::set<std::size_t> { trace::StackNode::kRoot, 1, 3, 4 }));
        page.flamePane()->foldBox()->setChecked(false);
        QVERIFY(framesDrawn().count(0)); // libc's write, shown once runtime frames are not folded
    }

    // Choosing "Show only what caller_a caused" (issue 23 §5) cuts the file table, the plots, the
    // time line and the stacks down to what its stacks made, with a bar that says so and lifts it.
    void frameFilterShowsWhatAFrameCaused()
    {
        Settings settings(m_dir.filePath(QStringLiteral("framefilter.ini")));
        TracePage page(&settings);
        page.resize(1200, 800);
        trace::Trace t = sampleTrace();
        t.frames = callerFrames();
        t.stackSampling.enabled = true;
        // caller_a made 15,000 of test3.csv's 20,000 writes; caller_b the rest and in.txt's read.
        t.stacks = { { { 0, 1, 2, 4 }, false, 100, 0, "write", 15'000, 375'000'000, 360'000 },
            { { 0, 1, 3, 4 }, false, 100, 0, "write", 5'000, 125'000'000, 120'000 },
            { { 0, 3, 4 }, false, 100, 1, "read", 1, 50'000, 1000 } };
        page.showTrace(std::make_shared<const trace::Trace>(t), QStringLiteral("stacks"));
        QVERIFY(page.frameFilterBar()->isHidden());
        QCOMPARE(page.fileModel()->rowCount(), 2);

        // The context menu's action, as the flame graph and the tree offer it.
        QCOMPARE(
            FlamePane::filterActionText(QStringLiteral("caller_a")), QStringLiteral("Show only what caller_a caused"));
        emit page.flamePane()->filterRequested(2);
        QVERIFY(!page.frameFilterBar()->isHidden());
        QCOMPARE(page.frameFilterText(),
            QStringLiteral("Showing what caller_a caused: 1 file, 15,000 calls (from its sampled stacks)."));
        QCOMPARE(page.fileModel()->rowCount(), 1);
        const trace::Trace& shown = *page.shownTrace();
        QCOMPARE(shown.files[0].path, std::string("/tmp/x/test3.csv"));
        QCOMPARE(shown.files[0].calls.size(), std::size_t { 1 }); // its writes, not the opens or closes
        QCOMPARE(shown.files[0].calls[0].count, std::uint64_t { 15'000 });
        QCOMPARE(shown.files[0].calls[0].ns, std::uint64_t { 375'000'000 });
        // The time line keeps the writes' interval on test3.csv only; the stacks those through caller_a.
        QCOMPARE(shown.events.size(), std::size_t { 1 });
        QCOMPARE(shown.events[0].call, std::string("write"));
        QCOMPARE(shown.stacks.size(), std::size_t { 1 });
        QCOMPARE(page.trace()->files.size(), std::size_t { 2 }); // the trace itself is whole

        // caller_b: both files, in.txt with its read.
        emit page.flamePane()->filterRequested(3);
        QCOMPARE(page.fileModel()->rowCount(), 2);
        QCOMPARE(page.shownTrace()->files[0].calls[0].count, std::uint64_t { 5'000 });

        page.clearFrameFilter();
        QVERIFY(page.frameFilterBar()->isHidden());
        QCOMPARE(page.fileModel()->rowCount(), 2);
        QCOMPARE(page.shownTrace(), page.trace());
    }

    // The page's strings reach Japanese and Korean readers: the compiled-in catalogues have them
    // under the contexts Qt looks them up in at run time.
    void translated()
    {
        for (const auto& [language, empty, quote] :
            { std::tuple { QStringLiteral("ja"), QStringLiteral("プログラムを選んで「実行」を押してください"),
                  QStringLiteral("引数の 6 文字目の ' が閉じられていません。") },
                std::tuple { QStringLiteral("ko"), QStringLiteral("프로그램을 고르고 '실행'을 누르세요"),
                    QStringLiteral("인수의 6번째 글자인 '가 닫히지 않았습니다.") } }) {
            QTranslator translator;
            QVERIFY(translator.load(QStringLiteral(":/i18n/iolens_%1.qm").arg(language)));
            QVERIFY(QCoreApplication::installTranslator(&translator));
            QCOMPARE(TracePlotView::emptyText(), empty);
            QString error;
            QVERIFY(!splitArguments(QStringLiteral("echo 'open"), &error));
            QCOMPARE(error, quote);
            QCOMPARE(fileKindText(trace::FileKind::Directory),
                language == QLatin1String("ja") ? QStringLiteral("ディレクトリ") : QStringLiteral("디렉터리"));
            QCoreApplication::removeTranslator(&translator);
        }
    }

    void recentCommandsAreKept()
    {
        Settings settings(m_dir.filePath(QStringLiteral("recent.ini")));
        const TraceCommand a { QStringLiteral("python3"), QStringLiteral("-c 'print(1)'"), QString() };
        const TraceCommand b { QStringLiteral("/bin/cat"), QStringLiteral("/etc/passwd"), QStringLiteral("/tmp") };
        settings.addRecentTraceCommand(a);
        settings.addRecentTraceCommand(b);
        settings.addRecentTraceCommand(a);
        QCOMPARE(settings.recentTraceCommands(), QList<TraceCommand>({ a, b }));
        for (int i = 0; i < 12; ++i)
            settings.addRecentTraceCommand({ QStringLiteral("p%1").arg(i), QString(), QString() });
        QCOMPARE(settings.recentTraceCommands().size(), Settings::kMaxRecentTraceCommands);
        QCOMPARE(settings.recentTraceCommands().front().program, QStringLiteral("p11"));
        // A new page starts with the latest command in its fields.
        Settings reread(m_dir.filePath(QStringLiteral("recent.ini")));
        QCOMPARE(reread.recentTraceCommands().front().program, QStringLiteral("p11"));
    }

    void compareModelPerFileAndCall()
    {
        trace::Trace before = sampleTrace();
        trace::Trace after = sampleTrace();
        after.processes[0].pid = 200; // another run, another pid: rows still match by path
        after.files[0].pid = 200;
        after.files[0].calls = { call("open", IOLT_CALL_OPEN, 1, 35'000, 0),
            call("write", IOLT_CALL_WRITE, 20'000, 100'000'000, 480'000, { { 5, 20'000 } }) };
        after.files.pop_back();
        TraceCompareModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setTraces(std::make_shared<const trace::Trace>(before), std::make_shared<const trace::Trace>(after));
        QCOMPARE(model.rowCount(), 5);
        const QStringList open { QStringLiteral("/tmp/x/test3.csv"), QStringLiteral("open"), QStringLiteral("20,000"),
            QStringLiteral("1"), QStringLiteral("700 ms"), QStringLiteral("35.0 µs"), QStringLiteral("20000× faster") };
        const QStringList write { QStringLiteral("/tmp/x/test3.csv"), QStringLiteral("write"), QStringLiteral("20,000"),
            QStringLiteral("20,000"), QStringLiteral("500 ms"), QStringLiteral("100 ms"),
            QStringLiteral("5.00× faster") };
        const QStringList close { QStringLiteral("/tmp/x/test3.csv"), QStringLiteral("close"), QStringLiteral("20,000"),
            QStringLiteral("0"), QStringLiteral("300 ms"), QStringLiteral("0.00 ns"), QStringLiteral("gone") };
        for (int c = 0; c < TraceCompareModel::ColumnCount; ++c) {
            QCOMPARE(cell(model, 0, c), open[c]);
            QCOMPARE(cell(model, 1, c), write[c]);
            QCOMPARE(cell(model, 2, c), close[c]);
        }
        QCOMPARE(cell(model, 3, TraceCompareModel::CallColumn), QStringLiteral("fgetc"));
    }

    void saveOpenAndCompareTraces()
    {
        Settings settings(m_dir.filePath(QStringLiteral("save.ini")));
        TracePage page(&settings);
        const QString path = m_dir.filePath(QStringLiteral("trace.json"));
        QCOMPARE(page.saveTrace(path), QStringLiteral("There is no trace to save yet: run a program first."));
        trace::Trace t = sampleTrace();
        t.findings = { finding("/tmp/x/test3.csv") };
        page.showTrace(std::make_shared<const trace::Trace>(t), QStringLiteral("test"));
        QCOMPARE(page.saveTrace(path), QString());

        TracePage reopened(&settings);
        QCOMPARE(reopened.openTrace(path), QString());
        QVERIFY(reopened.trace());
        QCOMPARE(reopened.fileModel()->rowCount(), 2);
        QCOMPARE(cell(*reopened.fileModel(), 0, TraceFileModel::TimeColumn), QStringLiteral("1.50 s"));
        QCOMPARE(reopened.findings()->count(), 1);
        QVERIFY(reopened.findings()->detailText().contains(QStringLiteral("Open the file once")));

        QCOMPARE(reopened.compareWithTrace(path), QString());
        auto* compare = reopened.findChild<TraceCompareModel*>();
        QVERIFY(compare);
        QCOMPARE(compare->rowCount(), 5);
        QCOMPARE(cell(*compare, 0, TraceCompareModel::ChangeColumn), QStringLiteral("1.00× faster"));

        // The window's Open session takes a saved trace too, and shows it on the Trace page.
        MainWindow window(&settings);
        QVERIFY(window.openSessionFile(path));
        QCOMPARE(window.currentPage(), MainWindow::Page::Trace);
        QCOMPARE(window.tracePage()->fileModel()->rowCount(), 2);

        const QString broken = m_dir.filePath(QStringLiteral("broken.json"));
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{ not json");
        out.close();
        const QString error = reopened.openTrace(broken);
        QVERIFY2(error.contains(broken), qPrintable(error));
        QCOMPARE(reopened.fileModel()->rowCount(), 2); // the shown trace stays
    }

    // A real program through the page, the controller, the launcher and the loader: dd reads a
    // 10,000-byte file in 1,000-byte blocks, so the file's row shows exactly those bytes.
    void realTraceEndToEnd()
    {
        QVERIFY2(!trace::TraceLauncher::libraryPath().empty(), "libiolens-trace.so is not built");
        const QString input = m_dir.filePath(QStringLiteral("dd input.bin"));
        QFile out(input);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray(10'000, 'x'));
        out.close();
        Settings settings(m_dir.filePath(QStringLiteral("e2e.ini")));
        MainWindow window(&settings);
        window.resize(1600, 1000);
        window.show();
        window.showPage(MainWindow::Page::Trace);
        TracePage* page = window.tracePage();
        page->setCommand(QStringLiteral("dd"),
            joinArguments({ QStringLiteral("if=") + input, QStringLiteral("of=/dev/null"), QStringLiteral("bs=1000"),
                QStringLiteral("status=none") }),
            m_dir.path());
        QSignalSpy shown(page, &TracePage::traceShown);
        QSignalSpy failed(page->controller(), &TraceController::failed);
        QVERIFY(page->run());
        QVERIFY(page->isRunning());
        QVERIFY(shown.wait(30000));
        QCOMPARE(failed.size(), 0);
        QVERIFY(!page->isRunning());
        const trace::Trace& t = *page->trace();
        QCOMPARE(t.exitStatus, 0);
        const trace::FileStats* file = nullptr;
        int row = -1;
        for (std::size_t i = 0; i < t.files.size(); ++i)
            if (t.files[i].path == input.toStdString()) {
                file = &t.files[i];
                row = static_cast<int>(i);
            }
        QVERIFY2(file, "the input file is not in the trace");
        QCOMPARE(file->bytesRead(), 10'000u);
        QCOMPARE(cell(*page->fileModel(), row, TraceFileModel::BytesReadColumn), QStringLiteral("9.8 KiB"));
        QCOMPARE(cell(*page->fileModel(), row, TraceFileModel::LargestCallColumn), QStringLiteral("512–1023 B"));
        QCOMPARE(settings.recentTraceCommands().front().program, QStringLiteral("dd"));
        page->selectFile(row);
        QCOMPARE(page->sizePlot()->kinds().front(), std::string("read"));
        // tests/ui/screenshots.sh sets this to keep a picture of the page.
        const QString shots = qEnvironmentVariable("IOLENS_SCREENSHOT_DIR");
        if (!shots.isEmpty()) {
            for (int i = 0; i < page->plotTabs()->count(); ++i) {
                if (!page->plotTabs()->isTabEnabled(i))
                    continue;
                page->plotTabs()->setCurrentIndex(i);
                QTest::qWait(300); // let the plot lay out and replot before the grab
                const QString path
                    = shots + QStringLiteral("/iolens-trace-%1.png").arg(page->plotTabs()->widget(i)->objectName());
                QVERIFY(window.grab().save(path));
                qInfo("%s", qPrintable(path));
            }
        }
    }

    // The whole promise: a program that reopens its output per record is traced, the finding
    // names the pattern, and "Try the fix on this file" runs the slow mirror and its fixes on the
    // very file the program wrote.
    void realFindingTriesTheFix()
    {
        const QString output = m_dir.filePath(QStringLiteral("test3.csv"));
        Settings settings(m_dir.filePath(QStringLiteral("realfix.ini")));
        settings.setReps(1);
        settings.setWarmup(0);
        MainWindow window(&settings);
        window.showPage(MainWindow::Page::Trace);
        TracePage* page = window.tracePage();
        page->setCommand(QStringLiteral(IOLENS_PATTERN_REOPEN), joinArguments({ output, QStringLiteral("2000") }));
        QSignalSpy shown(page, &TracePage::traceShown);
        QVERIFY(page->run());
        QVERIFY2(shown.wait(30000), qPrintable(page->statusText()));
        int index = -1;
        for (std::size_t i = 0; i < page->trace()->findings.size(); ++i)
            if (page->trace()->findings[i].id == "reopen-per-record")
                index = static_cast<int>(i);
        QVERIFY2(index >= 0, qPrintable(page->statusText()));
        const trace::Finding& f = page->trace()->findings[static_cast<std::size_t>(index)];
        QCOMPARE(QString::fromStdString(f.file), output);
        const std::vector<std::string> tried { "write.reopen-per-record", "write.single-open", "write.buffered" };
        QCOMPARE(f.tryStrategies, tried);
        page->findings()->setCurrent(index);
        QVERIFY(page->findings()->detailText().contains(QString::fromStdString(f.lesson)));
        // The traced file's row is the one selected.
        QCOMPARE(page->fileModel()->index(page->selectedFile(), TraceFileModel::FileColumn).data().toString(), output);

        QSignalSpy finished(&window, &MainWindow::runFinished);
        page->findings()->tryButton()->click();
        QCOMPARE(window.currentPage(), MainWindow::Page::Strategies);
        QVERIFY(finished.wait(60000));
        QStringList ran;
        QMap<QString, Status> status;
        for (const Result& r : window.report()->results) {
            ran << QString::fromStdString(r.strategy);
            status[ran.back()] = r.status;
        }
        ran.sort(); // the table keeps the catalogue's order
        // The finding's strategies, and the program's own 2,000 reopen cycles replayed as recorded
        // (the baseline) and with each fix: kept open is the one that applies.
        QCOMPARE(ran,
            QStringList({ QStringLiteral("replay.as-recorded"), QStringLiteral("replay.buffered"),
                QStringLiteral("replay.coalesced-writes"), QStringLiteral("replay.fsync-at-end"),
                QStringLiteral("replay.indexed"), QStringLiteral("replay.kept-open"), QStringLiteral("replay.mmap"),
                QStringLiteral("replay.per-thread"), QStringLiteral("write.buffered"),
                QStringLiteral("write.reopen-per-record"), QStringLiteral("write.single-open") }));
        QCOMPARE(QString::fromStdString(window.report()->workload.file), output);
        QCOMPARE(window.controlPanel()->baseline(), QStringLiteral("replay.as-recorded"));
        QCOMPARE(status[QStringLiteral("replay.as-recorded")], Status::Ok);
        QCOMPARE(status[QStringLiteral("replay.kept-open")], Status::Ok);
        QCOMPARE(status[QStringLiteral("replay.buffered")], Status::Unsupported); // it only writes
        QCOMPARE(status[QStringLiteral("write.single-open")], Status::Ok);
    }

    // Cancel ends the program's process group and still shows what it did: the GUI thread only
    // ever waits in its event loop.
    void cancelShowsThePartialTrace()
    {
        QVERIFY2(!trace::TraceLauncher::libraryPath().empty(), "libiolens-trace.so is not built");
        Settings settings(m_dir.filePath(QStringLiteral("cancel.ini")));
        TracePage page(&settings);
        page.setCommand(QStringLiteral("sleep"), QStringLiteral("30"));
        QSignalSpy shown(&page, &TracePage::traceShown);
        QSignalSpy live(page.controller(), &TraceController::live);
        QVERIFY(page.run());
        QVERIFY(!page.run()); // one trace at a time
        // Cancelled before its exec, sleep would leave no trace at all: wait until the library
        // reports the process.
        QTRY_VERIFY_WITH_TIMEOUT(
            !live.isEmpty() && live.last().at(0).value<trace::LiveCounters>().processes >= 1, 20000);
        QVERIFY2(page.liveText().contains(QStringLiteral(" · processes 1 · ")), qPrintable(page.liveText()));
        page.cancel();
        QCOMPARE(page.statusText(),
            QStringLiteral("Cancelling: the program gets SIGTERM, then SIGKILL; what it did so far is still shown."));
        QVERIFY2(shown.wait(20000), qPrintable(page.statusText()));
        QVERIFY(!page.isRunning());
        QCOMPARE(page.trace()->signal, SIGTERM);
        QCOMPARE(page.trace()->exitStatus, 128 + SIGTERM);
        QVERIFY2(page.statusText().startsWith(QStringLiteral("sleep 30 was killed by signal 15 (SIGTERM) after ")),
            qPrintable(page.statusText()));
    }

    // A program that cannot be traced gets the launcher's one sentence, and is not remembered.
    void missingProgram()
    {
        Settings settings(m_dir.filePath(QStringLiteral("missing.ini")));
        TracePage page(&settings);
        page.setCommand(QStringLiteral("/nonexistent/iolens-program"), QStringLiteral("x"));
        QSignalSpy failed(page.controller(), &TraceController::failed);
        QVERIFY(page.run());
        QVERIFY(failed.wait(20000));
        QVERIFY2(
            page.statusText().contains(QStringLiteral("/nonexistent/iolens-program")), qPrintable(page.statusText()));
        QCOMPARE(page.statusText(), failed[0][0].toString());
        QVERIFY(!page.isRunning());
        QVERIFY(settings.recentTraceCommands().isEmpty());
    }

    // The page shows the launcher's live counters as they come, and the trace when it is done.
    void liveCountersOnThePage()
    {
        Settings settings(m_dir.filePath(QStringLiteral("live.ini")));
        TracePage page(&settings);
        QSignalSpy shown(&page, &TracePage::traceShown);
        QSignalSpy live(page.controller(), &TraceController::live);
        auto t = std::make_shared<const trace::Trace>(sampleTrace());
        std::atomic<bool> seen { false }; // the job ends once the test has read the live line
        page.controller()->startJob([t, &seen](const std::atomic<bool>&, const TraceController::LiveFn& onLive) {
            onLive(trace::LiveCounters { 12'345, 3 << 20, 4, 2, 1'500'000'000 });
            while (!seen)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            return TracePtr(t);
        });
        QTRY_COMPARE_WITH_TIMEOUT(live.size(), 1, 20000);
        QCOMPARE(page.liveText(), QStringLiteral("calls 12,345 · 3 MiB · files 4 · processes 2 · 1.50 s"));
        seen = true;
        QVERIFY(shown.wait(20000));
        // The status line has the final totals; the last poll's counts would disagree with them.
        QCOMPARE(page.liveText(), QString());
        QCOMPARE(page.trace(), t);
        QCOMPARE(page.fileModel()->rowCount(), 2);
        QVERIFY2(page.statusText().contains(QStringLiteral("exited with status 0 after 2.00 s: files 2, findings 0.")),
            qPrintable(page.statusText()));
    }

    // "Count … as your code" (issue 23 §3): a logging library under /usr/lib is not the user's by
    // the rules, so the finding names main's line; counted as the user's, it names the library's,
    // the bar above the findings says so, a saved trace keeps it, and the bar takes it back.
    void countingAModuleAsYourCode()
    {
        const std::string library = "/usr/lib/x86_64-linux-gnu/liblogrec.so.1";
        trace::Trace t = sampleTrace();
        auto frame = [](const char* function, const std::string& module, bool runtime) {
            trace::Frame f;
            f.function = function;
            f.module = module;
            f.runtime = runtime;
            return f;
        };
        t.frames = { frame("write", "/lib/x86_64-linux-gnu/libc.so.6", true), frame("log_record", library, false),
            frame("main", "/usr/bin/merge", false) };
        for (const char* kind : { "open", "write", "close" }) {
            trace::Stack s;
            s.frames = { 0, 1, 2 };
            s.pid = 100;
            s.file = 0;
            s.call = kind;
            s.calls = 20'000;
            s.ns = 500'000'000;
            t.stacks.push_back(s);
        }
        t.stackSampling.enabled = true;
        t.files[0].sessionsWritten = 20'000; // each open wrote its 24-byte record
        t.files[0].sessionWriteBytes = 480'000;
        t.findings = trace::findFindings(t);
        auto reopen = [](const trace::Trace& shown) -> const trace::Finding* {
            for (const trace::Finding& f : shown.findings)
                if (f.id == "reopen-per-record")
                    return &f;
            return nullptr;
        };
        QVERIFY(reopen(t) && !reopen(t)->userLines.empty());
        QCOMPARE(reopen(t)->userLines.front().frame, std::size_t(2)); // main

        Settings settings(m_dir.filePath(QStringLiteral("usercode.ini")));
        TracePage page(&settings);
        page.showTrace(std::make_shared<const trace::Trace>(t), QStringLiteral("merge in.txt"));
        QVERIFY(page.userCodeBar()->isHidden());
        QCOMPARE(page.userCodePathFor(2), QString()); // the program's own executable is the user's
        QCOMPARE(page.userCodePathFor(1), QString::fromStdString(library));
        QCOMPARE(page.userCodePathFor(99), QString()); // no such frame
        QCOMPARE(FlamePane::userCodeActionText(QString::fromStdString(library)),
            QStringLiteral("Count liblogrec.so.1 as your code"));
        page.selectFile(1);

        QVERIFY(page.countAsUserCode(1));
        QCOMPARE(page.trace()->userCodeModules, std::vector<std::string>({ library }));
        QVERIFY(reopen(*page.trace()));
        QCOMPARE(reopen(*page.trace())->userLines.front().frame, std::size_t(1)); // log_record now
        QCOMPARE(page.shownTrace(), page.trace()); // the views moved to the new trace…
        QCOMPARE(page.selectedFile(), 1); // …on the file the user looked at
        QVERIFY(!page.userCodeBar()->isHidden());
        QCOMPARE(page.userCodeBar()->text(),
            QStringLiteral("Also counted as your code: liblogrec.so.1. The findings name lines there."));
        QVERIFY2(page.statusText().startsWith(
                     QString::fromStdString(library) + QStringLiteral(" counts as your code now: ")),
            qPrintable(page.statusText()));
        QCOMPARE(page.userCodePathFor(1), QString()); // the user's already
        QVERIFY(!page.countAsUserCode(1));

        const QString saved = m_dir.filePath(QStringLiteral("usercode.json"));
        QCOMPARE(page.saveTrace(saved), QString());
        TracePage reopened(&settings);
        QCOMPARE(reopened.openTrace(saved), QString());
        QCOMPARE(reopened.trace()->userCodeModules, std::vector<std::string>({ library }));
        QVERIFY(reopened.userCodeBar()->isHidden()); // the patterns it was saved with are its own

        page.userCodeBar()->resetButton()->click();
        QVERIFY(page.trace()->userCodeModules.empty());
        QCOMPARE(reopen(*page.trace())->userLines.front().frame, std::size_t(2));
        QVERIFY(page.userCodeBar()->isHidden());
    }

    void controllerLatestJobWins()
    {
        TraceController controller;
        QSignalSpy finished(&controller, &TraceController::finished);
        QSignalSpy live(&controller, &TraceController::live);
        QSignalSpy failed(&controller, &TraceController::failed);
        auto first = std::make_shared<const trace::Trace>(sampleTrace());
        auto second = std::make_shared<const trace::Trace>(sampleTrace());
        std::atomic<bool> firstCancelled { false };
        controller.startJob([&](const std::atomic<bool>& cancel, const TraceController::LiveFn& onLive) {
            onLive(trace::LiveCounters { 1, 1, 1, 1, 1 });
            while (!cancel)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            firstCancelled = true;
            return TracePtr(first);
        });
        QVERIFY(controller.isRunning());
        controller.startJob([&](const std::atomic<bool>&, const TraceController::LiveFn& onLive) {
            onLive(trace::LiveCounters { 7, 70, 2, 1, 5 });
            return TracePtr(second);
        });
        QVERIFY(finished.wait(20000));
        QTRY_VERIFY(firstCancelled.load());
        QTRY_COMPARE(controller.pendingJobs(), 0);
        QCoreApplication::sendPostedEvents(); // whatever the first job still posted, to any receiver
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished[0][0].value<TracePtr>(), second);
        QCOMPARE(live.size(), 1);
        QCOMPARE(live[0][0].value<trace::LiveCounters>().calls, 7u);
        QCOMPARE(failed.size(), 0);
        QVERIFY(!controller.isRunning());
    }

    // The page enables Run again from its finished and failed slots, so the controller must be
    // idle by the time either is emitted, and live counters must come before them, on this thread.
    void controllerIsIdleWhenItReports()
    {
        TraceController controller;
        QStringList events;
        connect(&controller, &TraceController::live, this, [&](const trace::LiveCounters& c) {
            events << QStringLiteral("live %1 %2 %3")
                          .arg(c.calls)
                          .arg(controller.isRunning() ? QStringLiteral("running") : QStringLiteral("idle"))
                          .arg(QThread::currentThread() == thread() ? QStringLiteral("gui") : QStringLiteral("worker"));
        });
        connect(&controller, &TraceController::finished, this, [&](const TracePtr&) {
            events << QStringLiteral("finished %1")
                          .arg(controller.isRunning() ? QStringLiteral("running") : QStringLiteral("idle"));
        });
        connect(&controller, &TraceController::failed, this, [&](const QString& message) {
            events << QStringLiteral("failed %1 %2")
                          .arg(message, controller.isRunning() ? QStringLiteral("running") : QStringLiteral("idle"));
        });
        auto t = std::make_shared<const trace::Trace>(sampleTrace());
        controller.startJob([t](const std::atomic<bool>&, const TraceController::LiveFn& onLive) {
            onLive(trace::LiveCounters { 1, 1, 1, 1, 1 });
            onLive(trace::LiveCounters { 2, 2, 1, 1, 2 });
            return TracePtr(t);
        });
        QTRY_COMPARE_WITH_TIMEOUT(events.size(), 3, 20000);
        controller.startJob([](const std::atomic<bool>&, const TraceController::LiveFn&) { return TracePtr(); });
        QTRY_COMPARE_WITH_TIMEOUT(events.size(), 4, 20000);
        QCOMPARE(events,
            QStringList({ QStringLiteral("live 1 running gui"), QStringLiteral("live 2 running gui"),
                QStringLiteral("finished idle"), QStringLiteral("failed The trace could not be read. idle") }));
        QCOMPARE(controller.pendingJobs(), 0);
    }

    void controllerReportsFailure()
    {
        TraceController controller;
        QSignalSpy failed(&controller, &TraceController::failed);
        QSignalSpy finished(&controller, &TraceController::finished);
        controller.startJob([](const std::atomic<bool>&, const TraceController::LiveFn&) -> TracePtr {
            throw std::runtime_error("/no/such/program was not found.");
        });
        QVERIFY(failed.wait(20000));
        QCOMPARE(failed[0][0].toString(), QStringLiteral("/no/such/program was not found."));
        QCOMPARE(finished.size(), 0);
        QVERIFY(!controller.isRunning());
    }
};

QTEST_MAIN(TestTracePage)
#include "tst_tracepage.moc"

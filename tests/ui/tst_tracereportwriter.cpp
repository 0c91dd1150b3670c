// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The report of a trace (ui/report/tracereportwriter.h): as PDF on A4 and Letter, its sections in
// order each on a page of its own, with the command, the findings and the user's line, the hot
// files cut at kTraceReportHotFiles; as HTML one file with the phases plot and the flame graph
// embedded, the flame graph drawn by the page's code; a failed write leaves nothing and says so in
// one sentence; File → Export report… on the Trace page writes it, or without a trace says so.

#include "ui/mainwindow.h"
#include "ui/report/tracereportwriter.h"
#include "ui/settings.h"
#include "ui/trace/flameexport.h"
#include "ui/trace/tracepage.h"
#include "ui/trace/tracestacks.h"

#include "core/trace/findings.h"
#include "tests/trace/core/tracebuilder.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace iolens;
using namespace iolens::ui;
using namespace iolens::trace::test;

namespace {

QString runTool(const char* name, const QStringList& args)
{
    QProcess p;
    p.start(QStandardPaths::findExecutable(QString::fromLatin1(name)), args);
    p.waitForFinished(60'000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pageCount(const QString& pdf)
{
    const QRegularExpressionMatch m
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(runTool("pdfinfo", { pdf }));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QString pdfText(const QString& pdf, int first = 0, int last = 0)
{
    QStringList args;
    if (first > 0)
        args << QStringLiteral("-f") << QString::number(first) << QStringLiteral("-l") << QString::number(last);
    args << QStringLiteral("-enc") << QStringLiteral("UTF-8") << pdf << QStringLiteral("-");
    // NFKC: pdftotext gives the "fi" of "files" as its ligature U+FB01.
    return runTool("pdftotext", args).normalized(QString::NormalizationForm_KC).simplified();
}

trace::Frame frame(const char* function, const char* module, const char* file, int line, bool runtime)
{
    trace::Frame f;
    f.function = function;
    f.module = module;
    f.file = file;
    f.line = line;
    f.runtime = runtime;
    return f;
}

// A program that reads /data/in.txt a byte at a time from read_line (prog.c:12), writes an output
// file and stats twenty more files, with its stacks sampled.
trace::Trace knownTrace()
{
    std::vector<trace::FileStats> files {
        fileOf("/data/in.txt", trace::FileKind::Regular,
            { callOf(IOLT_CALL_FGETC, 10'000, 300'000'000, 1), callOf(IOLT_CALL_FOPEN, 1, 10'000) }),
        fileOf("/data/out.bin", trace::FileKind::Regular, { callOf(IOLT_CALL_WRITE, 100, 5'000'000, 4096) }),
    };
    for (int i = 0; i < 20; ++i)
        files.push_back(fileOf(QStringLiteral("/data/small-%1").arg(i, 2, 10, QLatin1Char('0')).toStdString(),
            trace::FileKind::Regular, { callOf(IOLT_CALL_STAT, 1, std::uint64_t(100'000 - 1000 * i)) }));
    trace::Trace t = traceOf(std::move(files));
    t.command = { "/home/me/prog", "in file.txt" };
    t.processes.front().exe = "/home/me/prog";
    t.processes.front().argv = t.command;
    t.startRealtimeNs = 1'796'119'200'000'000'000; // 2026-12-01T10:00:00Z
    t.frames = { frame("fgetc", "/usr/lib/x86_64-linux-gnu/libc.so.6", "", 0, true),
        frame("read_line", "/home/me/prog", "prog.c", 12, false), frame("main", "/home/me/prog", "prog.c", 30, false),
        frame("write", "/usr/lib/x86_64-linux-gnu/libc.so.6", "", 0, true),
        frame("save", "/home/me/prog", "prog.c", 40, false) };
    const auto stack = [&](std::vector<std::size_t> frames, int file, const char* call, std::uint64_t calls,
                           std::uint64_t ns, std::uint64_t bytes) {
        trace::Stack s;
        s.frames = std::move(frames);
        s.pid = 1;
        s.file = file;
        s.call = call;
        s.calls = calls;
        s.ns = ns;
        s.bytes = bytes;
        t.stacks.push_back(s);
    };
    stack({ 0, 1, 2 }, 0, "fgetc", 10'000, 300'000'000, 10'000);
    stack({ 3, 4, 2 }, 1, "write", 100, 5'000'000, 409'600);
    t.stackSampling.enabled = true;
    t.stackSampling.firstCalls = 64;
    t.stackSampling.period = 128;
    t.stackSampling.stdioPeriod = 1024;
    t.stackSampling.slowNs = 1'000'000;
    t.addNotice("A notice the test made.");
    t.findings = trace::findFindings(t);
    return t;
}

} // namespace

class TestTraceReportWriter : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    trace::Trace m_trace;

    QString readAll(const QString& path)
    {
        QFile f(path);
        return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QVERIFY(m_dir.isValid());
        for (const char* name : { "pdfinfo", "pdftotext" })
            QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(name)).isEmpty(),
                "poppler-utils is missing: bash .ci/deps installs it");
        m_trace = knownTrace();
        QCOMPARE(m_trace.findings.size(), std::size_t(1));
        QCOMPARE(m_trace.findings.front().id, std::string("small-io"));
        QVERIFY(!m_trace.findings.front().userLines.empty()); // the report names the user's line
    }

    void pdfHasTheSectionsInOrder_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("pageSize");
        QTest::addRow("A4") << int(QPageSize::A4) << QStringLiteral("595 x 842 pts (A4)");
        QTest::addRow("Letter") << int(QPageSize::Letter) << QStringLiteral("612 x 792 pts (letter)");
    }
    void pdfHasTheSectionsInOrder()
    {
        QFETCH(int, size);
        QFETCH(QString, pageSize);
        ReportOptions options;
        options.pageSize = QPageSize::PageSizeId(size);
        const QString pdf = m_dir.filePath(QStringLiteral("trace-%1.pdf").arg(size));
        QCOMPARE(writeTraceReport(m_trace, options, pdf), QString());
        if (const QString keep = qEnvironmentVariable("IOLENS_REPORT_KEEP"); !keep.isEmpty()) {
            QFile::remove(keep + QLatin1Char('/') + QFileInfo(pdf).fileName());
            QFile::copy(pdf, keep + QLatin1Char('/') + QFileInfo(pdf).fileName());
        }
        QVERIFY2(runTool("pdfinfo", { pdf }).contains(pageSize), qPrintable(runTool("pdfinfo", { pdf })));
        const QStringList sections = traceReportSections(m_trace);
        QCOMPARE(sections,
            QStringList({ QStringLiteral("Summary"), QStringLiteral("Findings"), QStringLiteral("Hot files"),
                QStringLiteral("Plot: Phases"), QStringLiteral("Plot: Flame graph") }));
        // One page per section here: none of them is long enough to need a second.
        const int pages = pageCount(pdf);
        QCOMPARE(pages, sections.size());
        for (int page = 1; page <= pages; ++page) {
            const QString text = pdfText(pdf, page, page);
            QVERIFY2(text.startsWith(sections[page - 1]), qPrintable(QString::number(page) + QLatin1Char(' ') + text));
            QVERIFY2(text.endsWith(QLatin1Char(' ') + QString::number(page)), qPrintable(text)); // its number
        }
        const QString summary = pdfText(pdf, 1, 1);
        for (const QString& s : { QStringLiteral("/home/me/prog 'in file.txt'"),
                 QStringLiteral("Date 2026-12-01T10:00:00Z"), QStringLiteral("Ended exited with status 0"),
                 QStringLiteral("Processes 1"), QStringLiteral("Files 22"), QStringLiteral("I/O calls 10,121"),
                 QStringLiteral("Time in I/O calls 307"), QStringLiteral("A notice the test made.") })
            QVERIFY2(summary.contains(s), qPrintable(s + QStringLiteral(" in: ") + summary));
        const QString findings = pdfText(pdf, 2, 2);
        QVERIFY2(findings.contains(QStringLiteral("Your code: read_line (prog.c:12)")), qPrintable(findings));
        QVERIFY(findings.contains(QStringLiteral("Lesson:")));
        QVERIFY(findings.contains(QString::fromStdString(m_trace.findings.front().tryStrategies.front())));
        // The 15 files of most time, in order; the five of least are left out.
        const QString hot = pdfText(pdf, 3, 3);
        QVERIFY2(hot.contains(QStringLiteral("The 15 files with the most time in I/O calls, of 22.")), qPrintable(hot));
        QVERIFY(hot.indexOf(QStringLiteral("/data/in.txt")) < hot.indexOf(QStringLiteral("/data/out.bin")));
        QVERIFY(hot.indexOf(QStringLiteral("/data/out.bin")) < hot.indexOf(QStringLiteral("/data/small-00")));
        QVERIFY(hot.contains(QStringLiteral("/data/small-12")));
        QVERIFY2(!hot.contains(QStringLiteral("/data/small-13")), qPrintable(hot));
        QVERIFY(pdfText(pdf, 5, 5).contains(
            QStringLiteral("in the phases plot. The stacks of every call. Stacks are sampled")));
    }

    void htmlEmbedsThePhasesPlotAndTheFlameGraph()
    {
        const QString html = m_dir.filePath(QStringLiteral("trace.html"));
        QCOMPARE(writeTraceReport(m_trace, {}, html), QString());
        const QString text = readAll(html);
        int at = 0;
        for (const QString& s : traceReportSections(m_trace)) {
            const int found = text.indexOf(QLatin1Char('>') + s.toHtmlEscaped() + QStringLiteral("</h1>"), at);
            QVERIFY2(found > at, qPrintable(s));
            at = found;
        }
        const QRegularExpression img(
            QStringLiteral("<img src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\" width=\"(\\d+)\" alt=\"([^\"]*)\""));
        QStringList alts;
        std::vector<QImage> images;
        for (auto it = img.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            images.push_back(QImage::fromData(QByteArray::fromBase64(m.captured(1).toLatin1()), "PNG"));
            alts << m.captured(3);
        }
        QCOMPARE(alts, QStringList({ QStringLiteral("Phases"), QStringLiteral("Flame graph") }));
        QCOMPARE(images[0].size(), QSize(800, 500));
        // The flame graph is the page's view drawn at the plots' width, pixel for pixel.
        QImage flame = traceFlameImage(m_trace, 800);
        QCOMPARE(images[1].width(), 800);
        QCOMPARE(images[1].convertToFormat(QImage::Format_ARGB32), flame.convertToFormat(QImage::Format_ARGB32));
        QVERIFY(text.indexOf(QStringLiteral("alt=\"Phases\"")) > text.indexOf(QStringLiteral("Plot: Phases</h1>")));
        QVERIFY(text.indexOf(QStringLiteral("alt=\"Flame graph\"")) > text.indexOf(QStringLiteral("Flame graph</h1>")));
        QVERIFY(!text.contains(QStringLiteral("src=\"plot-")) && !text.contains(QStringLiteral("src=\"flame-")));
        QVERIFY(text.contains(QStringLiteral("read_line (prog.c:12)")));
        QVERIFY(text.contains(QStringLiteral("/home/me/prog &#x27;in file.txt&#x27;"))
            || text.contains(QStringLiteral("/home/me/prog 'in file.txt'")));
    }

    // The report speaks the window's language: its headings, the summary's labels, the user's line.
    void pdfInJapanese()
    {
        QTranslator ja;
        QVERIFY(ja.load(QStringLiteral(":/i18n/iolens_ja.qm")));
        QCoreApplication::installTranslator(&ja);
        const QStringList sections = traceReportSections(m_trace);
        const QString pdf = m_dir.filePath(QStringLiteral("trace-ja.pdf"));
        const QString error = writeTraceReport(m_trace, {}, pdf);
        QCoreApplication::removeTranslator(&ja);
        QCOMPARE(error, QString());
        QCOMPARE(sections,
            QStringList(
                { QStringLiteral("まとめ"), QStringLiteral("検出結果"), QStringLiteral("時間のかかったファイル"),
                    QStringLiteral("グラフ: フェーズ"), QStringLiteral("グラフ: フレームグラフ") }));
        QCOMPARE(pageCount(pdf), 5);
        for (int page = 1; page <= 5; ++page) {
            const QString text = pdfText(pdf, page, page);
            QVERIFY2(text.startsWith(sections[page - 1]), qPrintable(text));
        }
        QVERIFY2(pdfText(pdf, 1, 1).contains(QStringLiteral("読み込んだバイト数")), qPrintable(pdfText(pdf, 1, 1)));
        QVERIFY2(pdfText(pdf, 2, 2).contains(QStringLiteral("あなたのコード: read_line (prog.c:12)")),
            qPrintable(pdfText(pdf, 2, 2)));
    }

    // A trace without stacks gets the phases plot only, and the flame graph's section says why.
    void withoutStacksTheFlameGraphSaysWhy()
    {
        trace::Trace t = m_trace;
        t.stacks.clear();
        t.frames.clear();
        t.stackSampling = {};
        const QString html = m_dir.filePath(QStringLiteral("nostacks.html"));
        QCOMPARE(writeTraceReport(t, {}, html), QString());
        const QString text = readAll(html);
        QCOMPARE(text.count(QStringLiteral("data:image/png;base64,")), 1);
        const QString why = traceStacks(t, -1).sampling;
        QCOMPARE(why, QStringLiteral("This trace has no call stacks."));
        QVERIFY(text.lastIndexOf(why) > text.indexOf(QStringLiteral("Flame graph</h1>"))); // first in the summary
    }

    // A deep flame graph (a shell's recursion) is drawn smaller rather than pushing its caption onto
    // a page of its own: still one page per section, on Letter (the shorter page) too.
    void deepFlameGraphFitsItsPage_data() { pdfHasTheSectionsInOrder_data(); }
    void deepFlameGraphFitsItsPage()
    {
        QFETCH(int, size);
        trace::Trace t = m_trace;
        std::vector<std::size_t> deep;
        for (int i = 0; i < 80; ++i) {
            deep.push_back(t.frames.size());
            t.frames.push_back(frame("recurse", "/home/me/prog", "prog.c", 100 + i, false));
        }
        std::vector<std::size_t> frames = t.stacks.front().frames; // shared: a changed copy replaces it
        frames.insert(frames.begin() + 1, deep.begin(), deep.end());
        t.stacks.front().frames = std::move(frames);
        const QImage flame = traceFlameImage(t, 800);
        QVERIFY2(flame.height() > 1200, qPrintable(QString::number(flame.height()))); // taller than any page
        ReportOptions options;
        options.pageSize = QPageSize::PageSizeId(size);
        const QString pdf = m_dir.filePath(QStringLiteral("deep-%1.pdf").arg(size));
        QCOMPARE(writeTraceReport(t, options, pdf), QString());
        QCOMPARE(pageCount(pdf), 5);
        const QString last = pdfText(pdf, 5, 5);
        QVERIFY2(last.startsWith(QStringLiteral("Plot: Flame graph")), qPrintable(last));
        QVERIFY2(last.contains(QStringLiteral("the widths add up to the measured totals. 5")), qPrintable(last));
    }

    void failedWriteLeavesNothing_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addRow("pdf") << QStringLiteral("no/such/dir/trace.pdf");
        QTest::addRow("html") << QStringLiteral("no/such/dir/trace.html");
        QTest::addRow("suffix") << QStringLiteral("trace.txt");
    }
    void failedWriteLeavesNothing()
    {
        QFETCH(QString, name);
        const QString path = m_dir.filePath(name);
        const QString error = writeTraceReport(m_trace, {}, path);
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY2(error.endsWith(QLatin1Char('.')) && !error.contains(QLatin1Char('\n')), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("no"))));
    }

    // File → Export report… on the Trace page reports the trace, and without one says so.
    void menuEntryOnTheTracePage()
    {
        Settings settings(m_dir.filePath(QStringLiteral("menu.ini")));
        MainWindow window(&settings);
        window.showPage(MainWindow::Page::Trace);
        QAction* exportReport = nullptr;
        for (QAction* menu : window.menuBar()->actions())
            for (QAction* a : menu->menu() ? menu->menu()->actions() : QList<QAction*>())
                if (a->text() == QStringLiteral("Export report…"))
                    exportReport = a;
        QVERIFY(exportReport);
        // The message box and the file dialog run their own event loops: answered from there.
        const QString pdf = m_dir.filePath(QStringLiteral("from-menu.pdf"));
        QStringList texts;
        QTimer closer;
        connect(&closer, &QTimer::timeout, this, [&texts, &pdf] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                texts << box->text();
                box->done(QMessageBox::Ok);
            } else if (auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                texts << dialog->windowTitle();
                dialog->selectFile(pdf);
                static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept, protected there
            }
        });
        closer.start(10);
        exportReport->trigger();
        QCOMPARE(texts,
            QStringList(
                { QStringLiteral("There is no trace to report yet: trace a program or open a saved trace first.") }));
        // With a trace shown, the same entry writes its report.
        texts.clear();
        window.tracePage()->showTrace(std::make_shared<const trace::Trace>(m_trace), QStringLiteral("prog"));
        exportReport->trigger();
        QCOMPARE(texts, QStringList({ QStringLiteral("Export report") }));
        QCOMPARE(pageCount(pdf), 5);
        QVERIFY(pdfText(pdf, 1, 1).startsWith(QStringLiteral("Summary Trace report: /home/me/prog 'in file.txt'")));
        // On the Strategies page the same entry speaks of runs.
        texts.clear();
        window.showPage(MainWindow::Page::Strategies);
        exportReport->trigger();
        QCOMPARE(texts, QStringList({ QStringLiteral("There is no run to report yet: run something first.") }));
    }
};

QTEST_MAIN(TestTraceReportWriter)
#include "tst_tracereportwriter.moc"

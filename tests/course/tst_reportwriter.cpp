// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The report to hand out (ui/report): a valid PDF on A4 and Letter with a page or more per section
// and its text extractable by pdftotext with the strategy ids in it, in English and Japanese; the
// HTML one file with every plot embedded as PNG; bad paths refused in one sentence.

#include "ui/report/reportwriter.h"

#include "core/generator.h"
#include "core/runner.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace iolens;
using namespace iolens::ui;

namespace {

QString tool(const char* name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

QString runTool(const char* name, const QStringList& args)
{
    QProcess p;
    p.start(tool(name), args);
    p.waitForFinished(60'000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pageCount(const QString& pdf)
{
    const QRegularExpressionMatch m
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(runTool("pdfinfo", { pdf }));
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// pdftotext's words with line breaks as spaces and in NFKC: Noto CJK maps some ideographs to their
// Kangxi radical code points (日 comes out as U+2F47), which NFKC folds back.
QString normal(const QString& text)
{
    return text.normalized(QString::NormalizationForm_KC).simplified();
}

QString pageText(const QString& pdf, int page)
{
    return normal(runTool("pdftotext",
        { QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"), QString::number(page),
            QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") }));
}

} // namespace

class TestReportWriter : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    Report m_report;

    // $IOLENS_REPORT_KEEP names a directory that keeps copies of the PDFs, to look at them as pages.
    void keep(const QString& pdf)
    {
        if (const QString dir = qEnvironmentVariable("IOLENS_REPORT_KEEP"); !dir.isEmpty()) {
            const QString copy = dir + QLatin1Char('/') + QFileInfo(pdf).fileName();
            QFile::remove(copy);
            QFile::copy(pdf, copy);
        }
    }

    ReportOptions courseOptions() const
    {
        ReportOptions o;
        o.hasCourse = true;
        o.course.chapterId = QStringLiteral("000");
        o.course.records
            = { { QStringLiteral("000.bulk"), 5, 3, 1.05, {} }, { QStringLiteral("000.per-byte"), 1, 2, 41.5, {} } };
        o.course.stepId = QStringLiteral("000.per-byte");
        o.course.explanation = { QStringLiteral("copy.byte-stdio took 41.5× as long as copy.buffer-loop.") };
        return o;
    }

    // Each section begins a page: its title is on the page where it starts, in document order.
    void checkSections(const QString& pdf, const QStringList& sections)
    {
        const int pages = pageCount(pdf);
        QVERIFY2(pages >= sections.size(), qPrintable(QString::number(pages)));
        int page = 1;
        for (const QString& title : sections) {
            while (page <= pages && !pageText(pdf, page).contains(title))
                ++page;
            QVERIFY2(
                page <= pages, qPrintable(QStringLiteral("section '%1' not found at the top of a page").arg(title)));
            ++page; // the next section starts on a later page
        }
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const char* name : { "pdfinfo", "pdftotext" })
            QVERIFY2(!tool(name).isEmpty(), "poppler-utils is missing: bash .ci/deps installs it");
        const std::string file = m_dir.filePath(QStringLiteral("in.bin")).toStdString();
        std::atomic<bool> cancel { false };
        generateFile(file, GenKind::Random, 128 * 1024, {}, cancel);
        RunSpec spec;
        spec.file = file;
        spec.strategies = { { "copy.buffer-loop", {}, true }, { "copy.byte-stdio", {}, true } };
        spec.reps = 2;
        spec.warmup = 0;
        spec.outDir = m_dir.path().toStdString();
        m_report = Runner().run(spec, cancel);
        QCOMPARE(m_report.results.size(), std::size_t(2));
    }

    void pdfOnA4AndLetter_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("pageSize");
        QTest::addRow("A4") << int(QPageSize::A4) << QStringLiteral("595 x 842 pts (A4)");
        QTest::addRow("Letter") << int(QPageSize::Letter) << QStringLiteral("612 x 792 pts (letter)");
    }
    void pdfOnA4AndLetter()
    {
        QFETCH(int, size);
        QFETCH(QString, pageSize);
        ReportOptions options = courseOptions();
        options.pageSize = QPageSize::PageSizeId(size);
        const QString pdf = m_dir.filePath(QStringLiteral("report-%1.pdf").arg(size));
        QCOMPARE(writeReport(m_report, options, pdf), QString());
        keep(pdf);
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
        QVERIFY2(runTool("pdfinfo", { pdf }).contains(pageSize), qPrintable(runTool("pdfinfo", { pdf })));
        const QStringList sections = reportSections(m_report, options);
        QCOMPARE(sections.size(), 10); // environment, settings, results, 5 plots, lessons, course
        checkSections(pdf, sections);
        const QString all = normal(
            runTool("pdftotext", { QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") }));
        for (const char* id : { "copy.buffer-loop", "copy.byte-stdio" })
            QVERIFY2(all.contains(QLatin1String(id)), id);
        QVERIFY(all.contains(QString::fromStdString(m_report.environment.kernel)));
        QVERIFY(all.contains(QStringLiteral("copy.byte-stdio took 41.5× as long as copy.buffer-loop.")));
    }

    // The results table spans the page's printable width and keeps every id whole: with a long
    // message in the Status cell and QTextDocument::print()'s own 2 cm margins, the ids of an
    // eight-strategy copy run broke in three ("copy.by te- syscall") and "unsupported" was cut.
    void resultsTableKeepsIdsWhole()
    {
        Report report = m_report;
        const std::vector<std::string> ids { "copy.byte-syscall", "copy.byte-iostream", "copy.iostream-rdbuf",
            "copy.copy-file-range", "copy.std-filesystem", "copy.reflink" };
        for (const std::string& id : ids) {
            Result r = report.results.front();
            r.strategy = id;
            report.results.push_back(r);
        }
        report.results.back().status = Status::Unsupported;
        report.results.back().message = "the filesystem cannot share extents (FICLONE: EOPNOTSUPP)";
        const QString pdf = m_dir.filePath(QStringLiteral("report-ids.pdf"));
        QCOMPARE(writeReport(report, {}, pdf), QString());
        keep(pdf);
        const QString results = pageText(pdf, 3);
        QVERIFY2(results.startsWith(QStringLiteral("Results")), qPrintable(results));
        for (const std::string& id : ids)
            QVERIFY2(results.contains(QString::fromStdString(id)), qPrintable(results));
        QVERIFY(results.contains(
            QStringLiteral("copy.reflink: unsupported: the filesystem cannot share extents (FICLONE: EOPNOTSUPP)")));
        QVERIFY2(results.endsWith(QStringLiteral(" 3")), qPrintable(results)); // the page's number
    }

    void pdfInJapanese()
    {
        QTranslator ja;
        QVERIFY(ja.load(QStringLiteral(":/i18n/iolens_ja.qm")));
        QCoreApplication::installTranslator(&ja);
        ReportOptions options = courseOptions();
        options.language = QStringLiteral("ja");
        const QString pdf = m_dir.filePath(QStringLiteral("report-ja.pdf"));
        QCOMPARE(writeReport(m_report, options, pdf), QString());
        keep(pdf);
        const QStringList sections = reportSections(m_report, options);
        QCOMPARE(sections.front(), QStringLiteral("環境"));
        checkSections(pdf, sections);
        const QString all = normal(
            runTool("pdftotext", { QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") }));
        QVERIFY(all.contains(QStringLiteral("copy.buffer-loop")));
        QVERIFY(all.contains(QStringLiteral("予測"))); // the course table's "Prediction"
        QCoreApplication::removeTranslator(&ja);
    }

    void htmlIsSelfContained()
    {
        const QString html = m_dir.filePath(QStringLiteral("report.html"));
        QCOMPARE(writeReport(m_report, courseOptions(), html), QString());
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QRegularExpression img(QStringLiteral("<img src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\""));
        int images = 0;
        for (auto it = img.globalMatch(text); it.hasNext(); ++images) {
            const QImage picture = QImage::fromData(QByteArray::fromBase64(it.next().captured(1).toLatin1()), "PNG");
            QCOMPARE(picture.size(), QSize(800, 500));
        }
        QCOMPARE(images, 5);
        QVERIFY(!text.contains(QStringLiteral("src=\"plot-")));
        QVERIFY(!text.contains(QStringLiteral("http://")) && !text.contains(QStringLiteral("https://")));
        for (const QString& s : reportSections(m_report, courseOptions()))
            QVERIFY2(text.contains(s.toHtmlEscaped()), qPrintable(s));
        QVERIFY(text.contains(QStringLiteral("copy.byte-stdio")));
    }

    // An unsupported run measured nothing: its figures are dashes, not "0.00 ns" and "0.0 MiB/s".
    void unsupportedRunShowsDashes()
    {
        Report report = m_report;
        Result r;
        r.strategy = "copy.reflink";
        r.status = Status::Unsupported;
        r.message = "the filesystem cannot share extents (FICLONE: EOPNOTSUPP)";
        report.results.push_back(r);
        const QString html = m_dir.filePath(QStringLiteral("unsupported.html"));
        QCOMPARE(writeReport(report, {}, html), QString());
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QString dashes = QStringLiteral("<td>unsupported</td><td>–</td><td>–</td><td>–</td><td>–</td><td>0</td>");
        QVERIFY2(text.contains(dashes), qPrintable(text.left(4000)));
        QVERIFY(!text.contains(QStringLiteral("0.00 ns")));
    }

    void badPathIsRefused()
    {
        const QString txt = m_dir.filePath(QStringLiteral("report.txt"));
        const QString error = writeReport(m_report, {}, txt);
        QVERIFY(error.contains(txt) && error.contains(QStringLiteral(".pdf")));
        QVERIFY(!QFile::exists(txt));
        const QString nowhere = m_dir.filePath(QStringLiteral("no/dir/report.html"));
        QVERIFY(writeReport(m_report, {}, nowhere).contains(nowhere));
        QVERIFY(!QFile::exists(nowhere));
    }
};

QTEST_MAIN(TestReportWriter)
#include "tst_reportwriter.moc"

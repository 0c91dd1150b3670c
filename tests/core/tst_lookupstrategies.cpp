// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/generator.h"
#include "core/io/lineindex.h"
#include "core/lookup/lookupplan.h"
#include "core/params.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/runcontext.h"
#include "core/runner.h"
#include "core/strategy.h"
#include "core/verifier.h"
#include "strategysupport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <map>
#include <set>
#include <xxhash.h>

using namespace iolens;
using iolens::testsupport::readWholeFile;
using iolens::testsupport::strategy;

// lookup.rescan, lookup.index and lookup.mmap-index must answer the same lines, sequential and
// random, on the read family's edge cases.

namespace {

// The file's lines by the read family's rule, split here with plain code.
std::vector<QByteArray> linesOf(const QByteArray& text)
{
    std::vector<QByteArray> lines;
    qsizetype start = 0;
    while (start < text.size()) {
        const qsizetype newline = text.indexOf('\n', start);
        const qsizetype stop = newline < 0 ? text.size() : newline;
        qsizetype length = stop - start;
        if (newline >= 0 && length > 0 && text[stop - 1] == '\r')
            --length;
        lines.push_back(text.mid(start, length));
        start = stop + 1;
    }
    return lines;
}

Output expectedAnswers(const std::vector<QByteArray>& lines, const std::vector<std::uint64_t>& numbers)
{
    Output out;
    std::uint64_t hash = 0;
    for (const std::uint64_t n : numbers) {
        const QByteArray& line = lines.at(n - 1);
        hash = hash * 0x9E3779B97F4A7C15ull + XXH3_64bits(line.constData(), std::size_t(line.size()));
        out.bytes += std::uint64_t(line.size());
        ++out.lines;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "xxh3:%016llx", static_cast<unsigned long long>(hash));
    out.checksum = buf;
    return out;
}

} // namespace

class TestLookupStrategies : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::map<QString, QString> m_files;

    void addFile(const QString& name, const QByteArray& content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        m_files[name] = path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        addFile(QStringLiteral("empty"), QByteArray());
        addFile(QStringLiteral("one-line"), QByteArrayLiteral("only line, no newline\r"));
        addFile(QStringLiteral("crlf"), QByteArrayLiteral("alpha\r\nbeta\r\n\r\ngamma\r\nx\ry\r\n"));
        addFile(
            QStringLiteral("cjk"), QStringLiteral("ファイル\r\n파일 읽기\n\n日本語と한국어\r\n最後 — 마지막").toUtf8());
        QByteArray longLines = QByteArray(1 << 20, 'a') + "\r\n" + QByteArray((1 << 20) + 5, 'b') + "\nend";
        addFile(QStringLiteral("long-lines"), longLines);
        GenOptions options;
        options.charset = TextCharset::Utf8;
        std::atomic<bool> cancel { false };
        const QString generated = m_dir.filePath(QStringLiteral("utf8-generated"));
        generateFile(generated.toStdString(), GenKind::Text, 512 * 1024 + 3, options, cancel);
        m_files[QStringLiteral("utf8-generated")] = generated;
    }

    void lineNumbers()
    {
        QCOMPARE(lookupLineNumbers(3, 7, 0), (std::vector<std::uint64_t> { 1, 2, 3, 1, 2, 3, 1 }));
        QVERIFY(lookupLineNumbers(0, 7, 0).empty());
        QVERIFY(lookupLineNumbers(0, 7, 1).empty());
        const auto random = lookupLineNumbers(1000, 5000, 1);
        QCOMPARE(random, lookupLineNumbers(1000, 5000, 1)); // a fixed seed
        QCOMPARE(random.size(), std::size_t(5000));
        std::set<std::uint64_t> distinct(random.begin(), random.end());
        QVERIFY(distinct.size() > 900); // covers the file
        QCOMPARE(*distinct.begin(), std::uint64_t(1));
        QCOMPARE(*distinct.rbegin(), std::uint64_t(1000));
    }

    void lineIndex()
    {
        for (const auto& [name, path] : m_files) {
            const QByteArray text = readWholeFile(path);
            const auto lines = linesOf(text);
            for (const std::size_t block : { std::size_t(1), std::size_t(3), std::size_t(1) << 20 }) {
                LineIndex index;
                for (qsizetype at = 0; at < text.size(); at += qsizetype(block))
                    index.scan(text.constData() + at, std::min<std::size_t>(block, std::size_t(text.size() - at)));
                index.finish();
                QCOMPARE(index.lines(), std::uint64_t(lines.size()));
                for (std::uint64_t n = 1; n <= index.lines(); ++n) {
                    const auto content = lineContent(text.constData() + index.begin(n), index.end(n) - index.begin(n));
                    QCOMPARE(QByteArray(content.data(), qsizetype(content.size())), lines[n - 1]);
                }
            }
        }
    }

    void strategies_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("file");
        QTest::addColumn<std::int64_t>("lookups");
        QTest::addColumn<std::int64_t>("pattern");
        for (const Strategy* s : Registry::instance().family("lookup")) {
            const QString id = QString::fromStdString(s->info().id);
            for (const auto& [name, path] : m_files)
                for (const std::int64_t pattern : { 0, 1 })
                    for (const std::int64_t lookups : { 1, 7, 300 }) {
                        if (name == QLatin1String("long-lines") && lookups > 7)
                            continue; // rescanning megabyte lines: a few suffice
                        QTest::addRow("%s %s pattern=%lld lookups=%lld", qPrintable(id), qPrintable(name),
                            static_cast<long long>(pattern), static_cast<long long>(lookups))
                            << id << name << lookups << pattern;
                    }
        }
    }

    void strategies()
    {
        QFETCH(QString, id);
        QFETCH(QString, file);
        QFETCH(std::int64_t, lookups);
        QFETCH(std::int64_t, pattern);
        const Strategy& s = strategy(id);
        const QString path = m_files.at(file);
        const auto lines = linesOf(readWholeFile(path));
        const auto numbers = lookupLineNumbers(lines.size(), std::uint64_t(lookups), pattern);
        const Output expected = expectedAnswers(lines, numbers);
        const ParamValues params
            = resolveParams(s.info().params, { { "lookups", lookups }, { "pattern", pattern } }, s.info().id);
        for (const bool instrumented : { true, false }) {
            RunContext context(path.toStdString(), std::uint64_t(readWholeFile(path).size()), std::string(), params);
            context.setPreparedInput(s.prepareInput(context));
            Probe probe;
            const Output out = instrumented ? s.run(context, probe) : s.runUninstrumented(context);
            QCOMPARE(out.lines, expected.lines);
            QCOMPARE(out.bytes, expected.bytes);
            QCOMPARE(out.checksum, expected.checksum);
            auto verifier = makeVerifier("lookup");
            verifier->prepare(path.toStdString(), nullptr);
            QCOMPARE(verifier->check(out, std::string(), params).checksum, expected.checksum);
            if (instrumented && !numbers.empty()) {
                const auto phases = probe.phases();
                const auto calls = [&](Phase phase) {
                    for (const PhaseTotals& p : phases)
                        if (p.phase == phase)
                            return p.calls;
                    return std::uint64_t(0);
                };
                if (id == QLatin1String("lookup.rescan")) {
                    QCOMPARE(calls(Phase::Open), std::uint64_t(lookups)); // reopened for every lookup
                    QCOMPARE(calls(Phase::Close), std::uint64_t(lookups));
                } else {
                    QVERIFY(calls(Phase::Open) <= 2); // opened (and sized) once, indexed once
                    QVERIFY(calls(Phase::Index) > 0);
                    QVERIFY(calls(Phase::Lookup) > 0);
                }
            }
        }
    }

    void verifierRejectsWrongAnswers()
    {
        const QString path = m_files.at(QStringLiteral("crlf"));
        auto verifier = makeVerifier("lookup");
        verifier->prepare(path.toStdString(), nullptr);
        const ParamValues params { { "lookups", 4 }, { "pattern", 0 } };
        const Output right = expectedAnswers(linesOf(readWholeFile(path)), lookupLineNumbers(5, 4, 0));
        QCOMPARE(verifier->check(right, std::string(), params).lines, std::uint64_t(4));
        Output wrong = right;
        wrong.checksum = "xxh3:0000000000000000";
        QVERIFY_THROWS_EXCEPTION(VerificationError, verifier->check(wrong, std::string(), params));
        // Right for sequential lookups is wrong for random ones.
        QVERIFY_THROWS_EXCEPTION(
            VerificationError, verifier->check(right, std::string(), { { "lookups", 4 }, { "pattern", 1 } }));
    }

    void familyThroughTheRunner_data()
    {
        QTest::addColumn<std::int64_t>("pattern");
        QTest::addRow("sequential") << std::int64_t(0);
        QTest::addRow("random") << std::int64_t(1);
    }
    void familyThroughTheRunner()
    {
        QFETCH(std::int64_t, pattern);
        RunSpec spec;
        spec.file = m_files.at(QStringLiteral("utf8-generated")).toStdString();
        spec.outDir = m_dir.path().toStdString();
        spec.reps = 2;
        spec.warmup = 0;
        for (const Strategy* s : Registry::instance().family("lookup"))
            spec.strategies.push_back(StrategyChoice { s->info().id, { { "lookups", 500 }, { "pattern", pattern } } });
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        for (const Result& r : report.results) {
            QVERIFY2(r.status == Status::Ok, (r.strategy + ": " + r.message).c_str());
            QVERIFY(r.verified);
            QCOMPARE(r.output.lines, std::uint64_t(500));
            QCOMPARE(r.output.checksum, report.results.front().output.checksum);
        }
    }
};

QTEST_GUILESS_MAIN(TestLookupStrategies)
#include "tst_lookupstrategies.moc"

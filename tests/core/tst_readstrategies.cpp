// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/generator.h"
#include "core/io/linedigest.h"
#include "core/io/newlinecount.h"
#include "core/io/readreference.h"
#include "core/params.h"
#include "core/probe.h"
#include "core/read/linesplitter.h"
#include "core/registry.h"
#include "core/runcontext.h"
#include "core/runner.h"
#include "core/strategy.h"
#include "core/verifier.h"
#include "strategysupport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <map>
#include <random>
#include <xxhash.h>

using namespace iolens;
using iolens::testsupport::readWholeFile;
using iolens::testsupport::strategy;

// Every read.* strategy on the edge cases of the read family's line rule, against expectations
// computed here by the test's own plain code, and all of them through the Runner.

namespace {

struct Expected {
    std::uint64_t bytes = 0;
    std::uint64_t lines = 0;
    std::string checksum;
};

// The line rule spelled out once more, independently of core: split at '\n', drop a '\r' right
// before it, count a last line without '\n'; combine XXH3-64 per line as H = H·P + h.
Expected expectedFor(const QByteArray& text)
{
    Expected e;
    e.bytes = std::uint64_t(text.size());
    std::uint64_t hash = 0;
    qsizetype start = 0;
    while (start < text.size()) {
        const qsizetype newline = text.indexOf('\n', start);
        const qsizetype stop = newline < 0 ? text.size() : newline;
        qsizetype length = stop - start;
        if (newline >= 0 && length > 0 && text[stop - 1] == '\r')
            --length;
        hash = hash * 0x9E3779B97F4A7C15ull + XXH3_64bits(text.constData() + start, std::size_t(length));
        ++e.lines;
        start = stop + 1;
    }
    char buf[32];
    std::snprintf(buf, sizeof buf, "xxh3:%016llx", static_cast<unsigned long long>(hash));
    e.checksum = buf;
    return e;
}

bool hasParam(const Strategy& s, const std::string& key)
{
    for (const ParamSpec& p : s.info().params)
        if (p.key == key)
            return true;
    return false;
}

ParamValues parseGiven(const QString& text)
{
    ParamValues out;
    for (const QString& pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = pair.split(QLatin1Char('='));
        out[kv.at(0).toStdString()] = kv.at(1).toLongLong();
    }
    return out;
}

const PhaseTotals* findPhase(const std::vector<PhaseTotals>& phases, Phase phase)
{
    for (const PhaseTotals& p : phases)
        if (p.phase == phase)
            return &p;
    return nullptr;
}

// Handmade lines in Japanese and Korean (3-byte UTF-8), CRLF and LF mixed.
QByteArray cjkText()
{
    return QStringLiteral("ファイルを読み込む速度\r\n"
                          "파일 읽기 성능 측정\n"
                          "\n"
                          "行ごとに分割してから、並列に文字列へ変換する\r\n"
                          "한국어와 日本語 mixed with ASCII\n"
                          "最後の行には改行がない — 마지막 줄")
        .toUtf8();
}

QByteArray longLines()
{
    QByteArray text;
    text += QByteArray(1 << 20, 'a') + "\r\n";
    QByteArray second(1 << 20, 'b');
    second[1000] = '\r'; // a '\r' inside a line is content
    text += second + "tail\n";
    text += "short\n";
    text += QByteArray((1 << 20) + 17, 'c'); // unterminated, longer than any buffer
    return text;
}

} // namespace

class TestReadStrategies : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::map<QString, QString> m_files; // name → path

    QString addFile(const QString& name, const QByteArray& content)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(content) != content.size())
            qFatal("cannot write %s", qPrintable(path));
        m_files[name] = path;
        return path;
    }

    static std::vector<QString> readIds()
    {
        std::vector<QString> ids;
        for (const Strategy* s : Registry::instance().family("read"))
            ids.push_back(QString::fromStdString(s->info().id));
        return ids;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        addFile(QStringLiteral("empty"), QByteArray());
        addFile(QStringLiteral("one-line"), QByteArrayLiteral("one line without a newline"));
        addFile(QStringLiteral("only-newline"), QByteArrayLiteral("\n"));
        addFile(QStringLiteral("crlf"), QByteArrayLiteral("alpha\r\nbeta\r\n\r\ngamma\r\n"));
        addFile(QStringLiteral("crlf-unterminated"), QByteArrayLiteral("alpha\r\nbeta"));
        // A BOM at the start, a lone '\r' mid-line, an empty line, NULs, a '\r' at the very end.
        addFile(QStringLiteral("edges"),
            QByteArrayLiteral("\xEF\xBB\xBF"
                              "bom\nx\ry\n\n\0nul\0\n\r\nend\r"));
        addFile(QStringLiteral("bom-only"), QByteArrayLiteral("\xEF\xBB\xBF"));
        addFile(QStringLiteral("bom-cr"), QByteArrayLiteral("\xEF\xBB\xBF\r"));
        addFile(QStringLiteral("last-line-cr"), QByteArrayLiteral("a\n\r"));
        // "\r\n" split by the 1 MiB block boundary of read.buffer, read.direct-io and the reference.
        addFile(QStringLiteral("crlf-at-1mib"), QByteArray((1 << 20) - 1, 'a') + "\r\n" + QByteArray(100, 'b') + "\r");
        addFile(QStringLiteral("long-lines"), longLines());
        addFile(QStringLiteral("cjk"), cjkText());
        GenOptions options;
        options.charset = TextCharset::Utf8;
        std::atomic<bool> cancel { false };
        const QString generated = m_dir.filePath(QStringLiteral("utf8-generated"));
        generateFile(generated.toStdString(), GenKind::Text, (3u << 19) + 777, options, cancel);
        m_files[QStringLiteral("utf8-generated")] = generated;
    }

    void lineDigestSplitsOverRanges()
    {
        const QByteArray text = readWholeFile(m_files.at(QStringLiteral("cjk"))) + "\nmore\r\nlines\n";
        const Expected whole = expectedFor(text);
        // Every line start is a place where read.parallel may cut.
        for (qsizetype at = 0; at <= text.size(); at = text.indexOf('\n', at) + 1) {
            LineSplitter a(true), b(true);
            a.feed(text.constData(), std::size_t(at));
            a.finish();
            b.feed(text.constData() + at, std::size_t(text.size() - at));
            b.finish();
            LineDigest joined = a.digest();
            joined.append(b.digest());
            QCOMPARE(joined.checksum(), whole.checksum);
            QCOMPARE(joined.lines(), whole.lines);
            if (at == text.size())
                break;
        }
    }

    void splitterIgnoresBlockBoundaries_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* f :
            { "crlf", "crlf-unterminated", "edges", "cjk", "one-line", "bom-only", "bom-cr", "last-line-cr" })
            QTest::addRow("%s", f) << QString::fromLatin1(f);
    }
    void splitterIgnoresBlockBoundaries()
    {
        QFETCH(QString, file);
        const QByteArray text = readWholeFile(m_files.at(file));
        const Expected expected = expectedFor(text);
        std::mt19937 random(42);
        for (int round = 0; round < 50; ++round) {
            for (const bool hashing : { true, false }) {
                LineSplitter splitter(hashing);
                for (qsizetype at = 0; at < text.size();) {
                    const qsizetype n = std::min<qsizetype>(text.size() - at, 1 + qsizetype(random() % 5));
                    splitter.feed(text.constData() + at, std::size_t(n));
                    at += n;
                }
                splitter.finish();
                QCOMPARE(splitter.digest().lines(), expected.lines);
                QCOMPARE(splitter.bytes(), expected.bytes);
                QCOMPARE(splitter.digest().checksum(), hashing ? expected.checksum : std::string());
            }
        }
    }

    void newlineCountMatchesScalar()
    {
        std::mt19937 random(7);
        std::vector<char> data(4096 + 200);
        for (char& c : data)
            c = random() % 4 == 0 ? '\n' : char(random());
        for (std::size_t offset = 0; offset < 64; ++offset)
            for (const std::size_t size : { 0, 1, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 1000, 4096 })
                QCOMPARE(countNewlines(data.data() + offset, size), countNewlinesScalar(data.data() + offset, size));
    }

    void referenceMatchesTheRule()
    {
        for (const auto& [name, path] : m_files) {
            const Expected expected = expectedFor(readWholeFile(path));
            const ReadReference reference = computeReadReference(path.toStdString());
            QVERIFY2(reference.lines == expected.lines, qPrintable(name));
            QCOMPARE(reference.bytes, expected.bytes);
            QCOMPARE(reference.checksum(), expected.checksum);
        }
    }

    void strategies_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("given");
        for (const QString& id : readIds()) {
            const Strategy& s = strategy(id);
            const QByteArray tag = id.toLatin1();
            for (const auto& [name, path] : m_files) {
                const QByteArray file = name.toLatin1();
                QTest::addRow("%s %s", tag.constData(), file.constData()) << id << name << QString();
                // The bigger files once more with the checksum off and with decoding on; for the one
                // strategy that needs a second per megabyte, a small file does.
                const bool big = name == QLatin1String("utf8-generated") || name == QLatin1String("long-lines");
                const bool slow = id == QLatin1String("read.char-syscall");
                if (big != slow && name != QLatin1String("empty") && (big || name == QLatin1String("cjk"))) {
                    QTest::addRow("%s %s checksum=0", tag.constData(), file.constData())
                        << id << name << QStringLiteral("checksum=0");
                    if (hasParam(s, "decode"))
                        QTest::addRow("%s %s decode=1", tag.constData(), file.constData())
                            << id << name << QStringLiteral("decode=1");
                }
            }
        }
        for (const char* size : { "1", "2", "7", "4099" })
            for (const char* file : { "crlf", "edges", "cjk" })
                QTest::addRow("read.buffer %s buffer_size=%s", file, size)
                    << QStringLiteral("read.buffer") << QString::fromLatin1(file)
                    << QStringLiteral("buffer_size=%1").arg(QLatin1String(size));
        QTest::addRow("read.buffer long-lines buffer_size=4099")
            << QStringLiteral("read.buffer") << QStringLiteral("long-lines") << QStringLiteral("buffer_size=4099");
        // The hint changes what the kernel reads ahead, never what the loop sees: blocks as small as
        // a byte and odd sizes cut lines and characters exactly as read.buffer's do.
        for (const char* size : { "1", "7", "4099" })
            for (const char* file : { "crlf", "edges", "cjk" })
                QTest::addRow("read.fadvise-sequential %s buffer_size=%s", file, size)
                    << QStringLiteral("read.fadvise-sequential") << QString::fromLatin1(file)
                    << QStringLiteral("buffer_size=%1").arg(QLatin1String(size));
        QTest::addRow("read.direct-io utf8-generated buffer_size=4096") << QStringLiteral(
            "read.direct-io") << QStringLiteral("utf8-generated") << QStringLiteral("buffer_size=4096");
        for (const char* threads : { "1", "2", "3", "7", "64", "256" })
            for (const char* file : { "empty", "one-line", "crlf", "edges", "cjk", "long-lines", "utf8-generated" })
                QTest::addRow("read.parallel %s threads=%s", file, threads)
                    << QStringLiteral("read.parallel") << QString::fromLatin1(file)
                    << QStringLiteral("threads=%1,decode=1").arg(QLatin1String(threads));
    }

    void strategies()
    {
        QFETCH(QString, id);
        QFETCH(QString, file);
        QFETCH(QString, given);
        const Strategy& s = strategy(id);
        const ParamValues params = resolveParams(s.info().params, parseGiven(given), s.info().id);
        const QString path = m_files.at(file);
        const Expected expected = expectedFor(readWholeFile(path));
        const bool hashing = params.at("checksum") != 0;
        const bool decoding = params.count("decode") && params.at("decode") != 0;

        for (const bool instrumented : { true, false }) {
            std::atomic<std::uint64_t> progress { 0 };
            RunContext context(path.toStdString(), expected.bytes,
                m_dir.filePath(QStringLiteral("unused")).toStdString(), params, nullptr, [&](std::uint64_t done) {
                    std::uint64_t seen = progress.load();
                    while (seen < done && !progress.compare_exchange_weak(seen, done)) { }
                });
            Probe probe;
            Output out;
            try {
                out = instrumented ? s.run(context, probe) : s.runUninstrumented(context);
            } catch (const UnsupportedError& e) {
                QCOMPARE(id, QStringLiteral("read.direct-io")); // tmpfs and some others refuse O_DIRECT
                QSKIP(e.what());
            }
            QCOMPARE(out.bytes, expected.bytes);
            QCOMPARE(out.lines, expected.lines);
            QCOMPARE(out.checksum, hashing ? expected.checksum : std::string());
            QCOMPARE(progress.load(), expected.bytes);
            if (!instrumented) {
                QVERIFY(probe.phases().empty());
                continue;
            }
            const auto phases = probe.phases();
            QVERIFY(findPhase(phases, Phase::Open));
            QVERIFY(findPhase(phases, Phase::Close));
            const PhaseTotals* decode = findPhase(phases, Phase::Decode);
            QCOMPARE(decode != nullptr, decoding && expected.bytes > 0);
            // Block-wise readers account every byte they split; line-wise ones every byte they read.
            if (const PhaseTotals* split = findPhase(phases, Phase::Split);
                split && id != QLatin1String("read.parallel"))
                QCOMPARE(split->bytes, expected.bytes);
            if (const PhaseTotals* read = findPhase(phases, Phase::Read))
                QCOMPARE(read->bytes, expected.bytes);
            if (id.startsWith(QLatin1String("read.char-"))) // a call per byte, and the one that met the end
                QCOMPARE(findPhase(phases, Phase::Read)->calls, expected.bytes + 1);
        }
    }

    void parallelThreadsRecordTheirOwnPhases()
    {
        const Strategy& s = strategy(QStringLiteral("read.parallel"));
        const QString path = m_files.at(QStringLiteral("utf8-generated"));
        const ParamValues params
            = resolveParams(s.info().params, { { "threads", 3 }, { "decode", 1 } }, "read.parallel");
        RunContext context(path.toStdString(), QFileInfo(path).size(), std::string(), params);
        Probe probe;
        s.run(context, probe);
        int workersWithSplit = 0;
        for (const auto& thread : probe.phasesPerThread()) {
            const bool split = std::any_of(
                thread.begin(), thread.end(), [](const PhaseTotals& p) { return p.phase == Phase::Split; });
            const bool decode = std::any_of(
                thread.begin(), thread.end(), [](const PhaseTotals& p) { return p.phase == Phase::Decode; });
            QCOMPARE(split, decode);
            workersWithSplit += split;
        }
        QCOMPARE(workersWithSplit, 3);
        // The workers' page faults on the fresh mapping are the run's (CPU time may round to 0 ticks).
        QVERIFY(probe.usage().minorFaults > 0);
    }

    void parallelMoreThreadsThanLines()
    {
        const QString path = addFile(QStringLiteral("three-lines"), QByteArrayLiteral("1\n22\n333"));
        const Strategy& s = strategy(QStringLiteral("read.parallel"));
        for (const std::int64_t threads : { 4, 9, 256 }) {
            const ParamValues params = resolveParams(s.info().params, { { "threads", threads } }, "read.parallel");
            RunContext context(path.toStdString(), 8, std::string(), params);
            Probe probe;
            const Output out = s.run(context, probe);
            QCOMPARE(out.lines, std::uint64_t(3));
            QCOMPARE(out.bytes, std::uint64_t(8));
            QCOMPARE(out.checksum, expectedFor(readWholeFile(path)).checksum);
        }
        m_files.erase(QStringLiteral("three-lines"));
    }

    void cancelStopsEveryStrategy()
    {
        const QString path = m_files.at(QStringLiteral("utf8-generated"));
        for (const QString& id : readIds()) {
            const Strategy& s = strategy(id);
            std::atomic<bool> cancel { true };
            RunContext context(path.toStdString(), QFileInfo(path).size(), std::string(),
                resolveParams(s.info().params, {}, s.info().id), &cancel);
            Probe probe;
            try {
                s.run(context, probe);
                QFAIL(qPrintable(id + QStringLiteral(" ignored cancel")));
            } catch (const CancelledError&) {
            } catch (const UnsupportedError&) {
                QCOMPARE(id, QStringLiteral("read.direct-io"));
            }
        }
    }

    void missingFileNamesThePath()
    {
        for (const QString& id : readIds()) {
            const Strategy& s = strategy(id);
            RunContext context(
                "/nonexistent/iolens.txt", 0, std::string(), resolveParams(s.info().params, {}, s.info().id));
            Probe probe;
            try {
                s.run(context, probe);
                QFAIL("a missing file was read");
            } catch (const IoError& e) {
                QVERIFY2(std::string(e.what()).find("/nonexistent/iolens.txt") != std::string::npos, e.what());
            }
        }
    }

    void verifierChecksAgainstTheFile()
    {
        const QString path = m_files.at(QStringLiteral("cjk"));
        const Expected expected = expectedFor(readWholeFile(path));
        auto verifier = makeVerifier("read");
        verifier->prepare(path.toStdString(), nullptr);
        const Output good { expected.bytes, expected.lines, expected.checksum };
        QCOMPARE(verifier->check(good, std::string()).checksum, expected.checksum);
        // Without a checksum (checksum=0) bytes and lines still count.
        QCOMPARE(verifier->check(Output { expected.bytes, expected.lines, {} }, std::string()).lines, expected.lines);
        for (const Output& bad : { Output { expected.bytes, expected.lines + 1, expected.checksum },
                 Output { expected.bytes - 1, expected.lines, expected.checksum },
                 Output { expected.bytes, expected.lines, "xxh3:0000000000000000" },
                 Output { expected.bytes, expected.lines - 1, {} } })
            QVERIFY_THROWS_EXCEPTION(VerificationError, verifier->check(bad, std::string()));
    }

    // QTextStream decodes as it reads: a file that does not start as UTF-8 is refused in one
    // sentence (status unsupported) instead of failing verification like a bug.
    void qtextstreamRefusesNonUtf8_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("offset");
        QTest::addRow("binary") << QByteArray("0123456789\xff\xfe\x00\x01\n", 15) << QStringLiteral("offset 10");
        QTest::addRow("Latin-1") << QByteArray("caf\xe9 au lait\n") << QStringLiteral("offset 3");
        QTest::addRow("overlong slash") << QByteArray("a\n\xc0\xaf\n") << QStringLiteral("offset 2");
        // Cut short by the end of the file, not by the end of the peek: invalid.
        QTest::addRow("cut at the end") << QByteArray("ok\n\xe6\x97") << QStringLiteral("offset 3");
    }
    void qtextstreamRefusesNonUtf8()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, offset);
        const QString path
            = m_dir.filePath(QStringLiteral("not-utf8-%1").arg(QString::fromLatin1(QTest::currentDataTag())));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(content), content.size());
        f.close();
        RunSpec spec;
        spec.file = path.toStdString();
        spec.outDir = m_dir.path().toStdString();
        spec.reps = 1;
        spec.warmup = 0;
        spec.strategies = { { "read.qtextstream", {} }, { "read.buffer", {} } };
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        QCOMPARE(report.results.size(), std::size_t(2));
        const Result& text = report.results[0];
        QCOMPARE(text.status, Status::Unsupported);
        const QString message = QString::fromStdString(text.message);
        QVERIFY2(
            message.contains(path) && message.contains(QStringLiteral("is not UTF-8 text")) && message.contains(offset),
            qPrintable(message));
        QCOMPARE(report.results[1].status, Status::Ok); // the byte readers do not care
    }

    // The check looks at the first 64 KiB only; a character that straddles that edge is text.
    void qtextstreamAcceptsACharacterCutByItsPeek_data()
    {
        QTest::addColumn<int>("before");
        for (const int before : { 65536 - 1, 65536 - 2, 65536 - 3 })
            QTest::addRow("%d ASCII bytes first", before) << before;
    }
    void qtextstreamAcceptsACharacterCutByItsPeek()
    {
        QFETCH(int, before);
        const QByteArray content = QByteArray(before, 'a') + QStringLiteral("日本語 😀\nend\n").toUtf8();
        const QString path = m_dir.filePath(QStringLiteral("edge-%1").arg(before));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(content), content.size());
        f.close();
        const Strategy& s = strategy(QStringLiteral("read.qtextstream"));
        const Expected expected = expectedFor(content);
        RunContext context(path.toStdString(), expected.bytes, m_dir.filePath(QStringLiteral("unused")).toStdString(),
            resolveParams(s.info().params, {}, s.info().id), nullptr, nullptr);
        Probe probe;
        const Output out = s.run(context, probe);
        QCOMPARE(out.lines, expected.lines);
        QCOMPARE(out.checksum, expected.checksum);
    }

    void familyAgreesThroughTheRunner_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("given");
        QTest::addRow("utf8-generated") << QStringLiteral("utf8-generated") << QString();
        QTest::addRow("edges") << QStringLiteral("edges") << QString();
        QTest::addRow("empty") << QStringLiteral("empty") << QString();
        QTest::addRow("cjk decode") << QStringLiteral("cjk") << QStringLiteral("decode=1");
        QTest::addRow("long-lines checksum=0") << QStringLiteral("long-lines") << QStringLiteral("checksum=0");
    }
    void familyAgreesThroughTheRunner()
    {
        QFETCH(QString, file);
        QFETCH(QString, given);
        RunSpec spec;
        spec.file = m_files.at(file).toStdString();
        spec.outDir = m_dir.path().toStdString();
        spec.reps = 1;
        spec.warmup = 0;
        const ParamValues values = parseGiven(given);
        for (const QString& id : readIds()) {
            const Strategy& s = strategy(id);
            StrategyChoice choice { id.toStdString(), {} };
            for (const auto& [key, value] : values)
                if (hasParam(s, key))
                    choice.params[key] = value;
            spec.strategies.push_back(choice);
        }
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(spec, cancel);
        const Expected expected = expectedFor(readWholeFile(m_files.at(file)));
        QCOMPARE(report.results.size(), spec.strategies.size());
        for (const Result& r : report.results) {
            if (r.strategy == "read.direct-io" && r.status == Status::Unsupported)
                continue;
            QVERIFY2(r.status == Status::Ok, (r.strategy + ": " + r.message).c_str());
            QVERIFY(r.verified);
            QCOMPARE(r.output.lines, expected.lines);
            QCOMPARE(r.output.bytes, expected.bytes);
            QCOMPARE(r.output.checksum, r.params.at("checksum") ? expected.checksum : std::string());
        }
    }
};

QTEST_GUILESS_MAIN(TestReadStrategies)
#include "tst_readstrategies.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include "core/registry.h"
#include "core/strategy.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace iolens;

namespace {

using Shape = std::vector<std::pair<const char*, QJsonValue::Type>>;

// DESIGN.md section 5, plus the fields the report adds; names and types are the contract.
const Shape kRootShape { { "iolens_version", QJsonValue::String }, { "environment", QJsonValue::Object },
    { "workload", QJsonValue::Object }, { "results", QJsonValue::Array } };
const Shape kEnvironmentShape { { "kernel", QJsonValue::String }, { "cpu", QJsonValue::String },
    { "clock", QJsonValue::String }, { "clock_overhead_ns", QJsonValue::Double }, { "date", QJsonValue::String },
    { "clock_read_ns", QJsonValue::Double }, { "source_filesystem", QJsonValue::String },
    { "out_dir_filesystem", QJsonValue::String } };
const Shape kWorkloadShape { { "file", QJsonValue::String }, { "bytes", QJsonValue::Double },
    { "cache", QJsonValue::String }, { "reps", QJsonValue::Double }, { "warmup", QJsonValue::Double },
    { "out_dir", QJsonValue::String } };
const Shape kResultShape { { "strategy", QJsonValue::String }, { "family", QJsonValue::String },
    { "params", QJsonValue::Object }, { "status", QJsonValue::String }, { "message", QJsonValue::String },
    { "verified", QJsonValue::Bool }, { "output", QJsonValue::Object }, { "stats", QJsonValue::Object },
    { "runs", QJsonValue::Array } };
const Shape kOutputShape { { "bytes", QJsonValue::Double }, { "lines", QJsonValue::Double },
    { "checksum", QJsonValue::String } };
const Shape kStatsShape { { "median_ns", QJsonValue::Double }, { "mean_ns", QJsonValue::Double },
    { "stddev_ns", QJsonValue::Double }, { "min_ns", QJsonValue::Double }, { "max_ns", QJsonValue::Double },
    { "ci999_ns", QJsonValue::Double }, { "cv", QJsonValue::Double }, { "throughput_mib_s", QJsonValue::Double } };
const Shape kRunShape { { "wall_ns", QJsonValue::Double }, { "bytes_read", QJsonValue::Double },
    { "bytes_written", QJsonValue::Double }, { "syscalls", QJsonValue::Double }, { "syscr", QJsonValue::Double },
    { "syscw", QJsonValue::Double }, { "storage_read_bytes", QJsonValue::Double },
    { "storage_write_bytes", QJsonValue::Double }, { "cpu_user_ns", QJsonValue::Double },
    { "cpu_sys_ns", QJsonValue::Double }, { "minor_faults", QJsonValue::Double },
    { "major_faults", QJsonValue::Double }, { "context_switches", QJsonValue::Double },
    { "peak_rss_bytes", QJsonValue::Double }, { "rss_growth_bytes", QJsonValue::Double },
    { "cache_resident_before", QJsonValue::Double }, { "cache_mode_honoured", QJsonValue::Bool },
    { "phases", QJsonValue::Array }, { "threads", QJsonValue::Array } };
const Shape kPhaseShape { { "name", QJsonValue::String }, { "ns", QJsonValue::Double }, { "calls", QJsonValue::Double },
    { "bytes", QJsonValue::Double } };

// Returns a description of the first mismatch, or an empty string.
QString shapeError(const QJsonObject& object, const Shape& shape, const QString& where)
{
    for (const auto& [key, type] : shape) {
        const QJsonValue v = object.value(QLatin1StringView(key));
        if (v.isUndefined())
            return where + u'.' + QLatin1StringView(key) + u" is missing";
        if (v.type() != type)
            return where + u'.' + QLatin1StringView(key) + u" has type " + QString::number(v.type());
    }
    return {};
}

QString phasesError(const QJsonArray& phases, const QString& where)
{
    for (qsizetype i = 0; i < phases.size(); ++i) {
        if (!phases[i].isObject())
            return where + u'[' + QString::number(i) + u"] is not an object";
        const QString e = shapeError(phases[i].toObject(), kPhaseShape, where + u'[' + QString::number(i) + u']');
        if (!e.isEmpty())
            return e;
    }
    return {};
}

// Every field of the contract, at every level, with its type.
QString contractError(const QJsonObject& root)
{
    QString e = shapeError(root, kRootShape, QStringLiteral("root"));
    if (e.isEmpty())
        e = shapeError(root[u"environment"].toObject(), kEnvironmentShape, QStringLiteral("environment"));
    if (e.isEmpty())
        e = shapeError(root[u"workload"].toObject(), kWorkloadShape, QStringLiteral("workload"));
    const QJsonArray results = root[u"results"].toArray();
    for (qsizetype i = 0; e.isEmpty() && i < results.size(); ++i) {
        const QString at = u"results[" + QString::number(i) + u']';
        const QJsonObject r = results[i].toObject();
        e = shapeError(r, kResultShape, at);
        if (e.isEmpty())
            e = shapeError(r[u"output"].toObject(), kOutputShape, at + u".output");
        if (e.isEmpty())
            e = shapeError(r[u"stats"].toObject(), kStatsShape, at + u".stats");
        const QJsonArray runs = r[u"runs"].toArray();
        for (qsizetype j = 0; e.isEmpty() && j < runs.size(); ++j) {
            const QString runAt = at + u".runs[" + QString::number(j) + u']';
            const QJsonObject run = runs[j].toObject();
            e = shapeError(run, kRunShape, runAt);
            if (e.isEmpty())
                e = phasesError(run[u"phases"].toArray(), runAt + u".phases");
            const QJsonArray threads = run[u"threads"].toArray();
            for (qsizetype t = 0; e.isEmpty() && t < threads.size(); ++t)
                e = threads[t].isArray()
                    ? phasesError(threads[t].toArray(), runAt + u".threads[" + QString::number(t) + u']')
                    : runAt + u".threads[" + QString::number(t) + u"] is not an array";
        }
    }
    return e;
}

QStringList copyIds()
{
    QStringList ids;
    for (const Strategy* s : Registry::instance().family("copy"))
        ids << QString::fromStdString(s->info().id);
    return ids;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_source; // 128 KiB + 7 bytes of random data: not a multiple of any block size
    QString m_outDir;
    FileIdentity m_sourceIdentity;

    QString path(const QString& name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = path(QStringLiteral("source.bin"));
        const CliResult gen = runCli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("random"),
            QStringLiteral("--size"), QString::number((128 << 10) + 7), m_source });
        QCOMPARE(gen.exitCode, 0);
        m_sourceIdentity = FileIdentity::of(m_source);
        QCOMPARE(m_sourceIdentity.size, qint64((128 << 10) + 7));
        m_outDir = path(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(m_outDir));
    }

    // After every test: the source is untouched and no scratch file is left in the out dir.
    void cleanup()
    {
        QVERIFY(FileIdentity::of(m_source) == m_sourceIdentity);
        QCOMPARE(dirEntries(m_outDir), QStringList());
    }

    void listShowsEveryStrategy()
    {
        const CliResult text = runCli({ QStringLiteral("list") });
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.err.isEmpty());
        const QString out = QString::fromUtf8(text.out);
        QVERIFY(!Registry::instance().all().empty());
        for (const auto& s : Registry::instance().all()) {
            const QString id = QString::fromStdString(s->info().id);
            QVERIFY2(
                out.contains(QRegularExpression(u"(^|\\n)" + QRegularExpression::escape(id) + u"\\s")), qPrintable(id));
            for (const ParamSpec& spec : s->info().params)
                QVERIFY2(out.contains(QString::fromStdString(spec.key) + u" = "), qPrintable(id));
        }

        const CliResult json = runCli({ QStringLiteral("list"), QStringLiteral("--json") });
        QCOMPARE(json.exitCode, 0);
        const QJsonArray strategies = QJsonDocument::fromJson(json.out).object()[u"strategies"].toArray();
        QCOMPARE(std::size_t(strategies.size()), Registry::instance().all().size());
        for (qsizetype i = 0; i < strategies.size(); ++i) {
            const QJsonObject s = strategies[i].toObject();
            QCOMPARE(
                s[u"id"].toString(), QString::fromStdString(Registry::instance().all()[std::size_t(i)]->info().id));
            QVERIFY(s[u"lesson"].toObject()[u"what"].isString());
            QVERIFY(!s[u"lesson"].toObject()[u"what"].toString().isEmpty());
            QVERIFY(s[u"params"].isArray());
        }

        const CliResult family = runCli({ QStringLiteral("list"), QStringLiteral("--family"), QStringLiteral("copy") });
        QCOMPARE(family.exitCode, 0);
        for (const QString& line : QString::fromUtf8(family.out).split(u'\n', Qt::SkipEmptyParts))
            QVERIFY2(line.startsWith(u' ') || line.startsWith(QStringLiteral("copy.")), qPrintable(line));
    }

    void genSizes_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("size");
        QTest::addColumn<qint64>("bytes");
        const QStringList kinds[] = { { QStringLiteral("random") }, { QStringLiteral("zeros") },
            { QStringLiteral("sparse") }, { QStringLiteral("text") },
            { QStringLiteral("text"), QStringLiteral("--text"), QStringLiteral("utf8"), QStringLiteral("--line-length"),
                QStringLiteral("33") } };
        const std::pair<const char*, qint64> sizes[]
            = { { "0", 0 }, { "1", 1 }, { "4097", 4097 }, { "64K", 65536 }, { "3M", 3 << 20 } };
        for (const QStringList& kind : kinds)
            for (const auto& [text, bytes] : sizes)
                QTest::addRow("%s-%s", qPrintable(kind.join(u'-')), text)
                    << (QStringList { QStringLiteral("--kind") } + kind) << QString::fromLatin1(text) << bytes;
    }
    void genSizes()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, size);
        QFETCH(qint64, bytes);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("gen.out"));
        const CliResult r = runCli(
            QStringList { QStringLiteral("gen") } + options + QStringList { QStringLiteral("--size"), size, out });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QFileInfo(out).size(), bytes);
        QCOMPARE(dirEntries(dir.path()), QStringList { QStringLiteral("gen.out") });
    }

    void genRefusesToOverwrite()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("existing"));
        const QStringList args { QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("zeros"),
            QStringLiteral("--size"), QStringLiteral("10"), out };
        QCOMPARE(runCli(args).exitCode, 0);
        const CliResult again = runCli(args);
        QCOMPARE(again.exitCode, 2);
        QVERIFY2(again.errorText().startsWith(QStringLiteral("iolens-cli: ")), again.err.constData());
        QVERIFY2(again.errorText().contains(out), again.err.constData());
        const CliResult forced = runCli(QStringList(args) << QStringLiteral("--force"));
        QCOMPARE(forced.exitCode, 0);
        QCOMPARE(dirEntries(dir.path()), QStringList { QStringLiteral("existing") });
    }

    void runFamilyJson()
    {
        const QString json = path(QStringLiteral("report.json"));
        const CliResult r
            = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_source, QStringLiteral("--family"),
                QStringLiteral("copy"), QStringLiteral("--reps"), QStringLiteral("2"), QStringLiteral("--warmup"),
                QStringLiteral("1"), QStringLiteral("--out-dir"), m_outDir, QStringLiteral("--json"), json });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QVERIFY(r.out.startsWith("strategy")); // the table still goes to stdout

        QFile f(json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonParseError error {};
        const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject root = doc.object();
        const QString shape = contractError(root);
        QVERIFY2(shape.isEmpty(), qPrintable(shape));

        const QJsonObject workload = root[u"workload"].toObject();
        QCOMPARE(workload[u"file"].toString(), m_source);
        QCOMPARE(workload[u"bytes"].toInteger(), m_sourceIdentity.size);
        QCOMPARE(workload[u"reps"].toInt(), 2);
        QCOMPARE(workload[u"warmup"].toInt(), 1);
        QCOMPARE(workload[u"cache"].toString(), QStringLiteral("warm"));

        const QJsonArray results = root[u"results"].toArray();
        QStringList ids;
        for (const QJsonValue& v : results) {
            const QJsonObject result = v.toObject();
            const QString id = result[u"strategy"].toString();
            ids << id;
            const QString status = result[u"status"].toString();
            QVERIFY2(status == u"ok" || status == u"unsupported",
                qPrintable(id + u": " + status + u": " + result[u"message"].toString()));
            if (status == u"unsupported") {
                QVERIFY2(!result[u"message"].toString().isEmpty(), qPrintable(id));
                continue;
            }
            QVERIFY2(result[u"verified"].toBool(), qPrintable(id));
            QCOMPARE(result[u"output"].toObject()[u"bytes"].toInteger(), m_sourceIdentity.size);
            QVERIFY(result[u"output"].toObject()[u"checksum"].toString().startsWith(QStringLiteral("xxh3:")));
            QCOMPARE(result[u"runs"].toArray().size(), 2);
            QVERIFY2(result[u"stats"].toObject()[u"median_ns"].toInteger() > 0, qPrintable(id));
            QVERIFY(result[u"stats"].toObject()[u"throughput_mib_s"].toDouble() > 0);
            for (const QJsonValue& run : result[u"runs"].toArray())
                QVERIFY(run.toObject()[u"wall_ns"].toInteger() > 0);
        }
        QCOMPARE(ids, copyIds());
    }

    void runFormats()
    {
        const QStringList base { QStringLiteral("run"), QStringLiteral("--file"), m_source, QStringLiteral("--family"),
            QStringLiteral("copy"), QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"),
            QStringLiteral("0"), QStringLiteral("--out-dir"), m_outDir };

        const CliResult stopwatch
            = runCli(base + QStringList { QStringLiteral("--format"), QStringLiteral("stopwatch") });
        QVERIFY2(stopwatch.exitCode == 0, stopwatch.err.constData());
        const QRegularExpression pattern(QStringLiteral(R"(^Stopwatch\[[^\]]+\]: \d+msec\.$)"));
        int lines = 0;
        for (const QString& line : QString::fromUtf8(stopwatch.out).split(u'\n', Qt::SkipEmptyParts)) {
            if (line.startsWith(QStringLiteral("Stopwatch"))) {
                QVERIFY2(pattern.match(line).hasMatch(), qPrintable(line));
                ++lines;
            } else {
                QVERIFY2(line.startsWith(QStringLiteral("copy.")), qPrintable(line)); // a strategy's header
            }
        }
        QVERIFY(lines > 0);
        for (const QString& id : copyIds())
            QVERIFY(stopwatch.out.contains((id + u" (").toUtf8()));

        // "--json -": stdout is exactly one JSON document, nothing else.
        const CliResult json = runCli(base + QStringList { QStringLiteral("--json"), QStringLiteral("-") });
        QCOMPARE(json.exitCode, 0);
        QJsonParseError error {};
        const QJsonDocument doc = QJsonDocument::fromJson(json.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(doc.object()[u"results"].toArray().size(), copyIds().size());

        const QString csvPath = path(QStringLiteral("report.csv"));
        const CliResult csv = runCli(base + QStringList { QStringLiteral("--csv"), csvPath });
        QCOMPARE(csv.exitCode, 0);
        QFile f(csvPath);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QList<QByteArray> rows = f.readAll().trimmed().split('\n');
        QVERIFY(rows[0].startsWith("strategy,family,status,verified"));
        QCOMPARE(rows.size(), copyIds().size() + 1); // no message holds a line break here
    }

    void runPlot_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("magic");
        QTest::addRow("png") << QStringLiteral("phases.png") << QByteArray("\x89PNG\r\n\x1a\n");
        QTest::addRow("pdf") << QStringLiteral("phases.PDF") << QByteArray("%PDF-");
    }
    void runPlot()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, magic);
        const QString plot = path(name);
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_source,
            QStringLiteral("--strategy"), QStringLiteral("copy.buffer-loop,copy.sendfile"), QStringLiteral("--reps"),
            QStringLiteral("1"), QStringLiteral("--out-dir"), m_outDir, QStringLiteral("--plot"), plot });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QFile file(plot);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        QVERIFY(data.startsWith(magic));
        QVERIFY2(data.size() > 10'000, qPrintable(QString::number(data.size()))); // a drawn plot, not a stub
        QVERIFY(QFile::remove(plot));
    }

    void runPlotRefusesOtherFormats()
    {
        const QString plot = path(QStringLiteral("phases.svg"));
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_source,
            QStringLiteral("--strategy"), QStringLiteral("copy.buffer-loop"), QStringLiteral("--out-dir"), m_outDir,
            QStringLiteral("--plot"), plot });
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errorText().contains(QStringLiteral("--plot")) && r.errorText().contains(plot), r.err.constData());
        QVERIFY(!QFile::exists(plot));
    }

    void runStrategiesAndParams()
    {
        const QStringList ids = copyIds();
        QVERIFY(ids.contains(QStringLiteral("copy.buffer-loop")));
        // Repeated and comma-separated ids; repeats are dropped.
        const QString second = ids.size() > 1 ? ids.last() : ids.first();
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_source,
            QStringLiteral("--strategy"), QStringLiteral("copy.buffer-loop,") + second, QStringLiteral("--strategy"),
            QStringLiteral("copy.buffer-loop"), QStringLiteral("--param"),
            QStringLiteral("copy.buffer-loop:buffer_size=64K"), QStringLiteral("--reps"), QStringLiteral("1"),
            QStringLiteral("--out-dir"), m_outDir, QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonArray results = QJsonDocument::fromJson(r.out).object()[u"results"].toArray();
        QCOMPARE(results.size(), second == u"copy.buffer-loop" ? 1 : 2);
        const QJsonObject loop = results[0].toObject();
        QCOMPARE(loop[u"strategy"].toString(), QStringLiteral("copy.buffer-loop"));
        QCOMPARE(loop[u"params"].toObject()[u"buffer_size"].toInteger(), 65536);

        // The plain form applies to every chosen strategy declaring the key.
        const CliResult plain
            = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_source, QStringLiteral("--family"),
                QStringLiteral("copy"), QStringLiteral("--param"), QStringLiteral("buffer_size=4096"),
                QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
                QStringLiteral("--out-dir"), m_outDir, QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY2(plain.exitCode == 0, plain.err.constData());
        for (const QJsonValue& v : QJsonDocument::fromJson(plain.out).object()[u"results"].toArray()) {
            const QJsonObject params = v.toObject()[u"params"].toObject();
            if (params.contains(u"buffer_size"))
                QCOMPARE(params[u"buffer_size"].toInteger(), 4096);
        }
    }

    void runColdCache()
    {
        const CliResult r = runCli({ QStringLiteral("run"), QStringLiteral("--file"), m_source,
            QStringLiteral("--strategy"), QStringLiteral("copy.buffer-loop"), QStringLiteral("--cache"),
            QStringLiteral("cold"), QStringLiteral("--reps"), QStringLiteral("2"), QStringLiteral("--out-dir"),
            m_outDir, QStringLiteral("--json"), QStringLiteral("-") });
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QJsonObject root = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(root[u"workload"].toObject()[u"cache"].toString(), QStringLiteral("cold"));
    }

    // SIGINT and SIGTERM cancel: scratch files are removed and the exit status is 1.
    void runCancelled_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addRow("SIGINT") << SIGINT;
        QTest::addRow("SIGTERM") << SIGTERM;
    }
    void runCancelled()
    {
        QFETCH(int, signal);
        QTemporaryDir dir;
        const QString big = dir.filePath(QStringLiteral("big.bin"));
        QCOMPARE(runCli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("random"),
                            QStringLiteral("--size"), QStringLiteral("16M"), big })
                     .exitCode,
            0);
        const QString out = dir.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(out));
        QProcess process;
        process.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("run"), QStringLiteral("--file"), big, QStringLiteral("--strategy"),
                QStringLiteral("copy.buffer-loop"), QStringLiteral("--reps"), QStringLiteral("100000"),
                QStringLiteral("--out-dir"), out });
        QVERIFY(process.waitForStarted());
        // Long enough for the handlers to be installed and the runs to be under way.
        QTRY_VERIFY_WITH_TIMEOUT(dirEntries(out).size() == 1, 10000); // the scratch directory exists
        QThread::msleep(300);
        ::kill(pid_t(process.processId()), signal);
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(process.readAllStandardError().contains("cancelled"), "no 'cancelled' on stderr");
        QCOMPARE(dirEntries(out), QStringList());
    }

    void genCancelled()
    {
        QTemporaryDir dir;
        QProcess process;
        process.start(QStringLiteral(IOLENS_CLI),
            { QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("random"), QStringLiteral("--size"),
                QStringLiteral("4G"), dir.filePath(QStringLiteral("huge.bin")) });
        QVERIFY(process.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(dirEntries(dir.path()).size() == 1, 10000); // the temporary file
        QThread::msleep(200);
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        QVERIFY(process.readAllStandardError().contains("cancelled"));
        QCOMPARE(dirEntries(dir.path()), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

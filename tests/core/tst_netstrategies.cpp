// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/filehash.h"
#include "core/net/netclient.h"
#include "core/net/netdatabase.h"
#include "core/net/netfixture.h"
#include "core/net/netjson.h"
#include "core/probe.h"
#include "core/registry.h"
#include "core/runcontext.h"
#include "core/runner.h"
#include "core/strategy.h"
#include "strategysupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <filesystem>
#include <ifaddrs.h>
#include <map>
#include <netinet/in.h>
#include <set>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <xxhash.h>

using namespace iolens;
using iolens::testsupport::strategy;

// The net family: a local HTTP server over SQLite, started per run set on 127.0.0.1 and stopped
// after it, and four clients that must print the same names while moving very different volumes.

namespace {

const QStringList kIds = { QStringLiteral("net.per-id"), QStringLiteral("net.range"),
    QStringLiteral("net.range-filtered"), QStringLiteral("net.range-projected") };

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

// The names article 004 printed: the enabled rows with ids 1 to 29, one a line.
Output expectedOutput()
{
    std::string names;
    Output out;
    for (int id = 1; id < 30; ++id) {
        if (!NetDatabase::isEnabled(id))
            continue;
        const std::string name = NetDatabase::nameOf(id);
        names += name + '\n';
        out.bytes += name.size();
        ++out.lines;
    }
    out.checksum = xxh3Text(XXH3_64bits(names.data(), names.size()));
    return out;
}

double metric(const Sample& sample, const std::string& name)
{
    for (const RunMetric& m : sample.metrics)
        if (m.name == name)
            return m.value;
    qFatal("no metric %s", name.c_str());
}

const PhaseTotals* phaseOf(const Sample& sample, Phase phase)
{
    for (const PhaseTotals& p : sample.phases)
        if (p.phase == phase)
            return &p;
    return nullptr;
}

// Connects a TCP socket to address:port; returns 0 on success, else the errno.
int tryConnect(const sockaddr* address, socklen_t length)
{
    const int fd = ::socket(address->sa_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return errno;
    const int rc = ::connect(fd, address, length);
    const int error = rc == 0 ? 0 : errno;
    ::close(fd);
    return error;
}

int connectLoopback(int port)
{
    sockaddr_in a {};
    a.sin_family = AF_INET;
    a.sin_port = htons(std::uint16_t(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return tryConnect(reinterpret_cast<const sockaddr*>(&a), sizeof a);
}

// Inodes of the sockets this process has open (/proc/self/fd/N → "socket:[inode]").
std::set<QString> ownSocketInodes()
{
    std::set<QString> inodes;
    for (const auto& entry : std::filesystem::directory_iterator("/proc/self/fd")) {
        char target[64] = {};
        const ssize_t n = ::readlink(entry.path().c_str(), target, sizeof target - 1);
        const QString text = QString::fromLatin1(target, n > 0 ? n : 0);
        if (text.startsWith(u"socket:[") && text.endsWith(u']'))
            inodes.insert(text.mid(8).chopped(1));
    }
    return inodes;
}

// The listening TCP sockets of this process, "address:port" as the kernel shows them in
// /proc/net/tcp (hex, 0100007F = 127.0.0.1) and /proc/net/tcp6.
QStringList ownListeners()
{
    const std::set<QString> inodes = ownSocketInodes();
    QStringList listeners;
    for (const QString& table : { QStringLiteral("/proc/net/tcp"), QStringLiteral("/proc/net/tcp6") }) {
        QFile f(table);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        f.readLine(); // header
        while (!f.atEnd()) {
            const QStringList fields = QString::fromLatin1(f.readLine()).simplified().split(u' ');
            if (fields.size() < 10 || fields[3] != u"0A") // 0A: TCP_LISTEN
                continue;
            if (inodes.count(fields[9]))
                listeners << QStringLiteral("%1:%2").arg(
                    table.endsWith(u'6') ? QStringLiteral("tcp6") : QStringLiteral("tcp"), fields[1]);
        }
    }
    return listeners;
}

} // namespace

class TestNetStrategies : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_file; // the runner needs a source file; the net family does not read it

    RunSpec specFor(const QString& outDir, int reps) const
    {
        RunSpec spec;
        spec.file = m_file.toStdString();
        spec.outDir = outDir.toStdString();
        spec.reps = reps;
        spec.warmup = 1;
        for (const QString& id : kIds)
            spec.strategies.push_back(StrategyChoice { id.toStdString(), {} });
        return spec;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = m_dir.filePath(QStringLiteral("source.txt"));
        QFile f(m_file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.write("unused by the net family\n") > 0);
        QCOMPARE(Registry::instance().family("net").size(), std::size_t(4));
    }

    void fourStrategiesAgreeThroughTheRunner()
    {
        QTemporaryDir out;
        QVERIFY(out.isValid());
        QVERIFY(ownListeners().isEmpty());
        std::atomic<bool> cancel { false };
        const Report report = Runner().run(specFor(out.path(), 2), cancel);
        QCOMPARE(report.results.size(), std::size_t(4));

        const Output expected = expectedOutput();
        QCOMPARE(expected.lines, std::uint64_t(22)); // 29 ids, every fourth disabled
        std::map<QString, double> bytes;
        for (const Result& r : report.results) {
            const QString id = QString::fromStdString(r.strategy);
            QVERIFY2(r.status == Status::Ok, r.message.c_str());
            QVERIFY2(r.verified, qPrintable(id));
            QCOMPARE(r.output.lines, expected.lines);
            QCOMPARE(r.output.bytes, expected.bytes);
            QCOMPARE(r.output.checksum, expected.checksum);
            QCOMPARE(r.samples.size(), std::size_t(2));
            const bool perId = id == u"net.per-id";
            for (const Sample& s : r.samples) {
                const double requests = perId ? 29 : 1;
                QCOMPARE(metric(s, "requests"), requests);
                QCOMPARE(metric(s, "connections"), 1.0); // one keep-alive connection per run
                QVERIFY(metric(s, "server_query_ns") > 0);
                // Client phases: one connect, one request and one transfer per request, and the
                // transfer credited with every byte received.
                const PhaseTotals* connect = phaseOf(s, Phase::Connect);
                const PhaseTotals* request = phaseOf(s, Phase::Request);
                const PhaseTotals* transfer = phaseOf(s, Phase::Transfer);
                const PhaseTotals* parse = phaseOf(s, Phase::Parse);
                const PhaseTotals* query = phaseOf(s, Phase::Query);
                const PhaseTotals* response = phaseOf(s, Phase::Response);
                QVERIFY(connect && request && transfer && parse && query && response);
                QCOMPARE(connect->calls, std::uint64_t(1));
                QCOMPARE(request->calls, std::uint64_t(requests));
                QCOMPARE(transfer->calls, std::uint64_t(requests));
                QCOMPARE(double(transfer->bytes), metric(s, "bytes_transferred"));
                // Server phases, recorded on the server's thread for this run.
                QCOMPARE(query->calls, std::uint64_t(requests));
                QCOMPARE(response->calls, std::uint64_t(requests));
                QVERIFY(query->ns > 0);
                // The simulated round trip (default 1 ms): one wait per request, at least that long.
                const PhaseTotals* wait = phaseOf(s, Phase::Wait);
                QVERIFY(wait);
                QCOMPARE(wait->calls, std::uint64_t(requests));
                QVERIFY(wait->ns >= std::uint64_t(requests * 1e6));
                QCOMPARE(metric(s, "simulated_rtt_ns"), requests * 1e6);
            }
            bytes[id] = metric(r.samples.front(), "bytes_transferred");
        }
        // The lesson's volumes: per-id moves what range moves (plus 28 responses' headers and
        // brackets), filtering drops the 7 disabled thumbnails, projection drops them all.
        const double perId = bytes[kIds[0]], range = bytes[kIds[1]], filtered = bytes[kIds[2]],
                     projected = bytes[kIds[3]];
        QVERIFY2(perId > range && perId < range * 1.01, qPrintable(QStringLiteral("%1 vs %2").arg(perId).arg(range)));
        QVERIFY(range > 29 * 4 * NetDatabase::kThumbnailBytes / 3.0);
        QVERIFY2(filtered < range * 0.8 && filtered > range * 0.7, qPrintable(QString::number(filtered / range)));
        QVERIFY2(projected < 2048, qPrintable(QString::number(projected)));

        // The run set is over: the servers are stopped and their databases gone with the scratch dir.
        QCOMPARE(ownListeners(), QStringList());
        QCOMPARE(entries(out.path()), QStringList());
    }

    void serverListensOnLoopbackOnlyAndStops()
    {
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const std::string dbPath = scratch.filePath(QStringLiteral("input-db")).toStdString();
        const Strategy& s = strategy(QStringLiteral("net.range"));
        const RunContext context(m_file.toStdString(), 0, dbPath, {});
        std::shared_ptr<const PreparedInput> input = s.prepareInput(context);
        const auto* fixture = dynamic_cast<const NetFixture*>(input.get());
        QVERIFY(fixture);
        const int port = fixture->server().port();
        QVERIFY(port > 0);
        QVERIFY(QFile::exists(QString::fromStdString(dbPath)));

        // The kernel's own table: exactly one listening socket of ours, on 127.0.0.1:port, none on tcp6.
        const QString hexPort = QStringLiteral("%1").arg(port, 4, 16, QLatin1Char('0')).toUpper();
        QCOMPARE(ownListeners(), QStringList { QStringLiteral("tcp:0100007F:") + hexPort });
        QCOMPARE(connectLoopback(port), 0);

        // Every other address of this machine refuses the port.
        int others = 0;
        ifaddrs* list = nullptr;
        QCOMPARE(::getifaddrs(&list), 0);
        for (const ifaddrs* a = list; a; a = a->ifa_next) {
            if (!a->ifa_addr || (a->ifa_addr->sa_family != AF_INET && a->ifa_addr->sa_family != AF_INET6))
                continue;
            if (a->ifa_addr->sa_family == AF_INET) {
                sockaddr_in address = *reinterpret_cast<const sockaddr_in*>(a->ifa_addr);
                if (ntohl(address.sin_addr.s_addr) >> 24 == 127)
                    continue;
                address.sin_port = htons(std::uint16_t(port));
                QCOMPARE(tryConnect(reinterpret_cast<const sockaddr*>(&address), sizeof address), ECONNREFUSED);
            } else {
                sockaddr_in6 address = *reinterpret_cast<const sockaddr_in6*>(a->ifa_addr);
                address.sin6_port = htons(std::uint16_t(port));
                const int error = tryConnect(reinterpret_cast<const sockaddr*>(&address), sizeof address);
                QVERIFY2(error != 0, a->ifa_name); // ::1 included: the server is IPv4 loopback only
            }
            ++others;
        }
        ::freeifaddrs(list);
        qInfo("%d other addresses refused port %d", others, port);

        // The run set ends: the server stops, the port refuses, the database is gone.
        input.reset();
        QCOMPARE(ownListeners(), QStringList());
        QCOMPARE(connectLoopback(port), ECONNREFUSED);
        QVERIFY(!QFile::exists(QString::fromStdString(dbPath)));
    }

    void damagedResponseGivesAClearError()
    {
        QTemporaryDir scratch;
        QVERIFY(scratch.isValid());
        const RunContext prepare(
            m_file.toStdString(), 0, scratch.filePath(QStringLiteral("input-db")).toStdString(), {});
        auto input = strategy(QStringLiteral("net.range")).prepareInput(prepare);
        const auto& fixture = dynamic_cast<const NetFixture&>(*input);

        struct Quiet final : NetClientObserver {
            void connecting() override { }
            void connected() override { }
            void headersArrived() override { }
        } observer;
        RunContext context(m_file.toStdString(), 0, std::string(), {});
        NetClient client(fixture.server().port(), observer, context);
        RowQuery query;
        const NetResponse response = client.get(query);
        QCOMPARE(parseRows(response.body).size(), std::size_t(29));

        // A response cut short in the middle of a thumbnail, as a dropped connection leaves it.
        const QByteArray cut = response.body.left(response.body.size() / 2);
        try {
            parseRows(cut);
            QFAIL("a truncated response parsed");
        } catch (const std::runtime_error& e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.startsWith(u"the server's response is not valid JSON"), e.what());
            QVERIFY2(message.contains(QString::number(cut.size())), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, parseRows(QByteArrayLiteral("{\"name\":\"x\"}")));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, parseRows(QByteArrayLiteral("[{\"id\":1}]")));

        // The server's database gone mid run set: the server answers 500 and the run fails with a
        // message naming the request, the status and SQLite's reason.
        QVERIFY(QFile::remove(QString::fromStdString(fixture.databasePath())));
        RunContext run(m_file.toStdString(), 0, std::string(), { { "rtt_us", 0 } });
        run.setPreparedInput(input);
        Probe probe;
        try {
            strategy(QStringLiteral("net.range")).run(run, probe);
            QFAIL("a run against a server without its database succeeded");
        } catch (const std::runtime_error& e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.contains(u"answered 500") && message.contains(u"SQLite"), e.what());
        }
    }

    void encodedRowsParseBack()
    {
        // Names a real table may hold: quotes, a backslash, a control character, non-ASCII text.
        std::vector<NetRow> rows(3);
        rows[0] = NetRow { 1, "say \"hi\"\\", QByteArray("\x00\xff\x10", 3), 1 };
        rows[1] = NetRow { 2, "tab\there\n", QByteArray(), 0 };
        rows[2] = NetRow { 3, "\xe5\x90\x8d\xe5\x89\x8d", QByteArray(1000, 'x'), 1 };
        const std::vector<ParsedRow> parsed = parseRows(encodeRows(rows, false));
        QCOMPARE(parsed.size(), rows.size());
        for (std::size_t i = 0; i < rows.size(); ++i) {
            QCOMPARE(parsed[i].id, rows[i].id);
            QCOMPARE(parsed[i].name.toStdString(), rows[i].name);
            QCOMPARE(QByteArray::fromBase64(parsed[i].thumbnail.toLatin1()), rows[i].thumbnail);
            QCOMPARE(parsed[i].enable, rows[i].enable);
        }
        const std::vector<ParsedRow> names = parseRows(encodeRows(rows, true));
        QCOMPARE(names.size(), rows.size());
        QCOMPARE(names[2].name, QString::fromUtf8(rows[2].name));
        QVERIFY(names[2].thumbnail.isEmpty());
        QCOMPARE(parseRows(encodeRows({}, false)).size(), std::size_t(0));
    }

    void cancelLeavesNoScratchFilesAndNoServer()
    {
        QTemporaryDir out;
        QVERIFY(out.isValid());
        std::atomic<bool> cancel { false };
        std::thread canceller([&cancel] {
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            cancel = true;
        });
        const auto started = std::chrono::steady_clock::now();
        const Report report = Runner().run(specFor(out.path(), 1000), cancel);
        canceller.join();
        QVERIFY(std::chrono::steady_clock::now() - started < std::chrono::seconds(10));
        QCOMPARE(report.results.size(), std::size_t(4));
        for (const Result& r : report.results)
            QVERIFY2(r.status == Status::Cancelled, r.strategy.c_str());
        QCOMPARE(entries(out.path()), QStringList());
        QCOMPARE(ownListeners(), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestNetStrategies)
#include "tst_netstrategies.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the end-to-end trace tests share: running `iolens-cli trace --json FILE -- PROGRAM …` and
// reading its JSON, the programs built by the suite, and strace -f -c as the kernel-side reference.

#include "clirunner.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdint>

namespace tracee2e {

// A program of tests/trace/patterns (trace_pattern_NAME) or of tests/trace/e2e (trace_e2e_NAME).
inline QString pattern(const QString& name)
{
    return QStringLiteral(IOLENS_PATTERN_DIR "/trace_pattern_") + name;
}
inline QString e2eProgram(const QString& name)
{
    return QStringLiteral(IOLENS_E2E_PROGRAM_DIR "/trace_e2e_") + name;
}

struct Totals {
    std::uint64_t count = 0, bytes = 0, errors = 0;
    int entries = 0; // how many (process, file, call) rows were summed
};

struct TraceRun {
    CliResult cli;
    QJsonObject json;
    QString jsonError; // why json is empty, if it is

    QJsonArray files() const { return json[u"files"].toArray(); }
    QJsonArray processes() const { return json[u"processes"].toArray(); }
    QJsonArray zones() const { return json[u"zones"].toArray(); }
    QJsonArray findings() const { return json[u"findings"].toArray(); }

    // One call kind on one path, summed over the processes that used it.
    Totals call(const QString& path, const QString& call) const
    {
        Totals t;
        for (const QJsonValue& f : files()) {
            if (f[u"path"].toString() != path)
                continue;
            for (const QJsonValue& c : f[u"calls"].toArray())
                if (c[u"call"].toString() == call) {
                    t.count += std::uint64_t(c[u"count"].toInteger());
                    t.bytes += std::uint64_t(c[u"bytes"].toInteger());
                    t.errors += std::uint64_t(c[u"errors"].toInteger());
                    ++t.entries;
                }
        }
        return t;
    }

    // Every call kind on a path, count per call, summed over processes (optionally only pid).
    QMap<QString, std::uint64_t> callsOn(const QString& path, int pid = 0) const
    {
        QMap<QString, std::uint64_t> counts;
        for (const QJsonValue& f : files()) {
            if (f[u"path"].toString() != path || (pid && f[u"pid"].toInt() != pid))
                continue;
            for (const QJsonValue& c : f[u"calls"].toArray())
                counts[c[u"call"].toString()] += std::uint64_t(c[u"count"].toInteger());
        }
        return counts;
    }

    // The finding ids, sorted, each once per (id, file).
    QStringList findingIds() const
    {
        QStringList ids;
        for (const QJsonValue& f : findings())
            ids << f[u"id"].toString();
        ids.sort();
        return ids;
    }

    QJsonObject zone(const QString& name) const
    {
        for (const QJsonValue& z : zones())
            if (z[u"name"].toString() == name)
                return z.toObject();
        return {};
    }

    // Calls attributed to a zone on one path (zones[].io[]).
    std::uint64_t zoneCalls(const QString& zoneName, const QString& call, const QString& path) const
    {
        std::uint64_t n = 0;
        for (const QJsonValue& z : zones())
            if (z[u"name"].toString() == zoneName)
                for (const QJsonValue& io : z[u"io"].toArray())
                    if (io[u"call"].toString() == call && io[u"path"].toString() == path)
                        n += std::uint64_t(io[u"count"].toInteger());
        return n;
    }

    // A short description for failure messages: exit code and the CLI's stderr.
    QByteArray describe() const
    {
        return "exit " + QByteArray::number(cli.exitCode) + (cli.crashed ? " (crashed)" : "") + ", stderr: "
            + cli.err.left(2000) + (jsonError.isEmpty() ? QByteArray() : ", json: " + jsonError.toUtf8());
    }
};

// iolens-cli trace --json DIR/NAME.json [extra] -- program args…, the JSON read back and removed.
inline TraceRun trace(const QString& jsonPath, const QStringList& command, const QStringList& extra = {},
    const QString& workingDir = {}, int timeoutMs = 300'000)
{
    TraceRun run;
    QStringList args { QStringLiteral("trace"), QStringLiteral("--json"), jsonPath };
    args << extra << QStringLiteral("--") << command;
    QFile::remove(jsonPath);
    run.cli = runCli(args, workingDir, timeoutMs);
    QFile f(jsonPath);
    if (!f.open(QIODevice::ReadOnly)) {
        run.jsonError = QStringLiteral("no JSON written to ") + jsonPath;
        return run;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        run.jsonError = error.errorString();
    run.json = doc.object();
    f.close();
    QFile::remove(jsonPath);
    return run;
}

// Runs a program without iolens; its exit code, or -1 when it did not start or crashed.
inline int runPlain(
    const QString& program, const QStringList& args, QByteArray* out = nullptr, const QString& workingDir = {})
{
    QProcess p;
    if (!workingDir.isEmpty())
        p.setWorkingDirectory(workingDir);
    p.start(program, args);
    if (!p.waitForStarted() || !p.waitForFinished(300'000)) {
        p.kill();
        p.waitForFinished();
        return -1;
    }
    if (out)
        *out = p.readAllStandardOutput();
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

// `strace -f -c -o OUT -P PATH … program args`: the system calls that touched the paths, by name
// ("openat" → 7). strace follows fds to their paths, so reads on a dup2'ed fd 0 count too. Empty
// with *ok false when strace could not run the program.
inline QMap<QString, std::uint64_t> straceCounts(
    const QString& scratchDir, const QStringList& paths, const QStringList& command, bool* ok)
{
    const QString out = scratchDir + QStringLiteral("/strace.txt");
    QStringList args { QStringLiteral("-f"), QStringLiteral("-c"), QStringLiteral("-o"), out };
    for (const QString& p : paths)
        args << QStringLiteral("-P") << p;
    args << command;
    QMap<QString, std::uint64_t> counts;
    *ok = runPlain(QStringLiteral("strace"), args) == 0;
    QFile f(out);
    if (!*ok || !f.open(QIODevice::ReadOnly)) {
        *ok = false;
        return counts;
    }
    // "% time     seconds  usecs/call     calls    errors syscall", then rows; errors may be blank.
    for (const QByteArray& raw : f.readAll().split('\n')) {
        const QList<QByteArray> cols = raw.simplified().split(' ');
        if (cols.size() < 5 || cols.front().startsWith('%') || cols.front().startsWith('-') || cols.back() == "total")
            continue;
        bool number = false;
        const std::uint64_t calls = cols[3].toULongLong(&number);
        if (number)
            counts[QString::fromLatin1(cols.back())] += calls;
    }
    f.close();
    QFile::remove(out);
    return counts;
}

// iolens' call kinds as strace names the system calls behind them on x86-64 glibc 2.36.
inline QStringList straceNames(const QString& call)
{
    if (call == u"open")
        return { QStringLiteral("openat"), QStringLiteral("open"), QStringLiteral("creat") };
    if (call == u"pread")
        return { QStringLiteral("pread64") };
    if (call == u"pwrite")
        return { QStringLiteral("pwrite64") };
    if (call == u"stat") // stat() and fstat() are both newfstatat since glibc 2.33: compared together
        return { QStringLiteral("newfstatat"), QStringLiteral("stat"), QStringLiteral("lstat"), QStringLiteral("statx"),
            QStringLiteral("fstat") };
    if (call == u"send") // glibc's send() is the sendto system call
        return { QStringLiteral("sendto"), QStringLiteral("sendmsg"), QStringLiteral("send") };
    if (call == u"recv")
        return { QStringLiteral("recvfrom"), QStringLiteral("recvmsg"), QStringLiteral("recv") };
    if (call == u"accept")
        return { QStringLiteral("accept"), QStringLiteral("accept4") };
    if (call == u"access")
        return { QStringLiteral("access"), QStringLiteral("faccessat"), QStringLiteral("faccessat2") };
    if (call == u"unlink")
        return { QStringLiteral("unlink"), QStringLiteral("unlinkat") };
    return { call };
}

inline std::uint64_t straceSum(const QMap<QString, std::uint64_t>& counts, const QString& call)
{
    std::uint64_t n = 0;
    for (const QString& name : straceNames(call))
        n += counts.value(name);
    return n;
}

// iolens' count for the same comparison: "stat" is stat + fstat, like straceNames; and a stdio
// fopen/fclose (or opendir/closedir) makes exactly one openat/close system call inside glibc, which
// iolens reports as the stdio call it is, so those count as opens and closes here.
inline std::uint64_t iolensSum(const QMap<QString, std::uint64_t>& counts, const QString& call)
{
    if (call == u"stat")
        return counts.value(QStringLiteral("stat")) + counts.value(QStringLiteral("fstat"));
    if (call == u"open")
        return counts.value(QStringLiteral("open")) + counts.value(QStringLiteral("fopen"))
            + counts.value(QStringLiteral("opendir"));
    if (call == u"close")
        return counts.value(QStringLiteral("close")) + counts.value(QStringLiteral("fclose"))
            + counts.value(QStringLiteral("closedir"));
    return counts.value(call);
}

// Writes size bytes of a repeating, non-trivial pattern (or text lines) to path.
inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

inline QByteArray patternBytes(qint64 size)
{
    QByteArray data(size, Qt::Uninitialized);
    std::uint32_t x = 2463534242u;
    for (qint64 i = 0; i < size; ++i) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        data[i] = char('a' + x % 26);
    }
    return data;
}

// `count` lines of exactly `width` bytes each, '\n' included.
inline QByteArray fixedLines(int count, int width)
{
    QByteArray data;
    data.reserve(qsizetype(count) * width);
    for (int i = 1; i <= count; ++i) {
        QByteArray line = QByteArray::number(i).rightJustified(10, '0') + ',';
        line = line.leftJustified(width - 1, 'x', true) + '\n';
        data += line;
    }
    return data;
}

inline QString canonical(const QString& path)
{
    const QString c = QFileInfo(path).canonicalFilePath();
    return c.isEmpty() ? QFileInfo(path).absoluteFilePath() : c;
}

} // namespace tracee2e

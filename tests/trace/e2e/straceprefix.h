// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// strace as the reference for a whole workload: `strace -f -y` logs every system call of every
// process, and the calls that touched a directory tree (a path argument under it, relative paths
// resolved against the dirfd or the process's directory, or an fd whose path is under it) are
// counted by name, successful calls only. strace -P cannot serve here: it takes exact paths, not
// thousands of files, and misses relative paths like git's.

#include "tracee2e.h"

#include <QHash>
#include <QRegularExpression>

namespace tracee2e {

namespace straceprefix_detail {

inline bool under(const QString& path, const QString& root)
{
    return path == root || path.startsWith(root + u'/');
}

// Does one complete strace line (syscall(args) = result) touch root? cwd: the directory relative
// paths without a decoded dirfd are resolved against.
inline bool touches(const QString& name, const QString& args, const QString& root, const QString& cwd)
{
    // Calls that carry data: their quoted strings are bytes read or written, never paths.
    static const QStringList dataCalls { QStringLiteral("read"), QStringLiteral("write"), QStringLiteral("pread64"),
        QStringLiteral("pwrite64"), QStringLiteral("readv"), QStringLiteral("writev"), QStringLiteral("sendto"),
        QStringLiteral("recvfrom"), QStringLiteral("sendmsg"), QStringLiteral("recvmsg") };
    const bool data = dataCalls.contains(name);
    // fds decoded by -y: 3</tmp/x/f>, AT_FDCWD</tmp/x>; a quoted path right after a decoded dirfd
    // is relative to it.
    static const QRegularExpression decoded(QStringLiteral(R"re((?:\d+|AT_FDCWD)<([^>]*)>(?:, "([^"]*)")?)re"));
    static const QRegularExpression quoted(QStringLiteral(R"re("([^"]*)")re"));
    bool relativeResolved = false;
    for (auto it = decoded.globalMatch(args); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const bool atCwd = m.captured(0).startsWith(u"AT_FDCWD");
        if (!atCwd && under(m.captured(1), root))
            return true;
        if (!data && m.hasCaptured(2) && !m.captured(2).isEmpty()) {
            const QString p = m.captured(2);
            relativeResolved = true;
            if (under(p.startsWith(u'/') ? p : m.captured(1) + u'/' + p, root))
                return true;
        }
    }
    if (relativeResolved || data)
        return false;
    // Plain path arguments (access, rename, mkdir …): absolute, or relative to the process's cwd.
    for (auto it = quoted.globalMatch(args); it.hasNext();) {
        const QString p = it.next().captured(1);
        if (p.isEmpty() || p.contains(u'\n'))
            continue;
        if (under(p.startsWith(u'/') ? p : cwd + u'/' + p, root))
            return true;
    }
    return false;
}

} // namespace straceprefix_detail

// Runs command under `strace -f -y -s 4096` in workingDir and counts, by system call name, the
// successful calls that touched root. *ok is false when strace or the program failed; *programOut
// gets the program's standard output.
inline QMap<QString, std::uint64_t> straceUnder(const QString& logPath, const QString& root, const QStringList& command,
    const QString& workingDir, bool* ok, QByteArray* programOut = nullptr)
{
    QMap<QString, std::uint64_t> counts;
    QStringList args { QStringLiteral("-f"), QStringLiteral("-y"), QStringLiteral("-qq"), QStringLiteral("-s"),
        QStringLiteral("4096"), QStringLiteral("-o"), logPath };
    args << command;
    *ok = runPlain(QStringLiteral("strace"), args, programOut, workingDir) == 0;
    QFile f(logPath);
    if (!*ok || !f.open(QIODevice::ReadOnly)) {
        *ok = false;
        return counts;
    }
    // "PID name(args) = result", or split by another process's call: "PID name(args <unfinished ...>"
    // then "PID <... name resumed>rest) = result".
    static const QRegularExpression start(QStringLiteral(R"(^(\d+)\s+([a-z0-9_]+)\((.*)$)"));
    static const QRegularExpression resumed(QStringLiteral(R"(^(\d+)\s+<\.\.\. ([a-z0-9_]+) resumed>(.*)$)"));
    static const QRegularExpression result(QStringLiteral(R"(\)\s+= (-?\d+|\?|0x[0-9a-f]+)[^=]*$)"));
    QHash<QString, QString> pending; // pid → the start of an unfinished call
    const QString canonicalDir = canonical(workingDir);
    while (!f.atEnd()) {
        QString line = QString::fromUtf8(f.readLine()).trimmed();
        QString name, body;
        if (const QRegularExpressionMatch m = resumed.match(line); m.hasMatch()) {
            name = m.captured(2);
            body = pending.take(m.captured(1)) + m.captured(3);
        } else if (const QRegularExpressionMatch s = start.match(line); s.hasMatch()) {
            if (line.endsWith(u"<unfinished ...>")) {
                pending.insert(s.captured(1), s.captured(3).chopped(int(qstrlen("<unfinished ...>"))));
                continue;
            }
            name = s.captured(2);
            body = s.captured(3);
        } else {
            continue; // signals, exits
        }
        const QRegularExpressionMatch r = result.match(body);
        if (!r.hasMatch() || r.captured(1) == u"?" || r.captured(1).startsWith(u'-'))
            continue; // failed, or never returned (exit, execve's old image)
        if (straceprefix_detail::touches(name, body, root, canonicalDir))
            ++counts[name];
    }
    f.close();
    QFile::remove(logPath);
    return counts;
}

// Every call kind on files under root, count per call, summed over processes and files; the
// calls that failed are left out (errors), as straceUnder leaves them out.
inline QMap<QString, std::uint64_t> succeededUnder(const TraceRun& run, const QString& root)
{
    QMap<QString, std::uint64_t> counts;
    for (const QJsonValue& f : run.files()) {
        if (!straceprefix_detail::under(f[u"path"].toString(), root))
            continue;
        for (const QJsonValue& c : f[u"calls"].toArray())
            counts[c[u"call"].toString()]
                += std::uint64_t(c[u"count"].toInteger()) - std::uint64_t(c[u"errors"].toInteger());
    }
    return counts;
}

} // namespace tracee2e

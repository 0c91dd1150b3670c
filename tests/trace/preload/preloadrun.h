// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What tst_preload needs around ioltread.h: one .iolt file as a C++ object with the sums the
// tests compare, running a program (traced or not) and strace -f -c's counts.
#include "ioltread.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <algorithm>
#include <memory>
#include <vector>

namespace preloadtest {

inline const QString kPrograms = QStringLiteral(IOLENS_TRACE_PROGRAMS);
inline const QString kLibrary = QStringLiteral(IOLENS_TRACE_LIBRARY);

inline QString program(const char* name)
{
    return kPrograms + QLatin1Char('/') + QLatin1String(name);
}

// One .iolt file, mapped read-only.
class TraceFile {
public:
    explicit TraceFile(const QString& path)
    {
        if (ioltr_open(&m_r, QFile::encodeName(path).constData()) != 0)
            qFatal("%s is not a readable iolt file", qPrintable(path));
    }
    ~TraceFile() { ioltr_close(&m_r); }
    TraceFile(const TraceFile&) = delete;
    TraceFile& operator=(const TraceFile&) = delete;

    const iolt_header& header() const { return *m_r.h; }
    uint32_t threads() const { return m_r.h->threads_used; }
    const iolt_thread& thread(uint32_t t) const { return *ioltr_thread(&m_r, t); }
    QString string(uint32_t off) const { return QString::fromUtf8(ioltr_string(&m_r, off)); }
    QByteArray bytes(uint32_t off, uint32_t n) const { return QByteArray(ioltr_string(&m_r, off), qsizetype(n)); }
    const iolt_file& file(uint32_t i) const { return *ioltr_file(&m_r, i); }
    const iolt_zone_total& zoneTotal(uint32_t t, uint32_t zone) const { return ioltr_totals(&m_r, t)[zone]; }

    // Index of the file entry with this path or peer, 0 when there is none.
    uint32_t fileIndex(const QString& path) const
    {
        for (uint32_t i = 1; i < m_r.h->files_used; ++i)
            if (file(i).used && string(file(i).path_string) == path)
                return i;
        return 0;
    }
    uint32_t zoneIndex(const QString& name) const
    {
        for (uint32_t i = 1; i < m_r.h->zones_used; ++i)
            if (string(ioltr_zone(&m_r, i)->name_string) == name)
                return i;
        return 0;
    }
    // Every claimed slot of thread block t: its block's table, then its further tables.
    template <class F> void forEachSlot(uint32_t t, F f) const
    {
        const iolt_slot* table = ioltr_slots(&m_r, t);
        for (uint32_t s = 0; s < m_r.h->max_slots; ++s)
            if (table[s].key.used)
                f(table[s]);
        for (const iolt_slot_table* x = ioltr_first_slot_table(&m_r, t); x; x = ioltr_slot_table(&m_r, x->next))
            for (uint32_t s = 0; s < x->used; ++s)
                f(*ioltr_table_slot(x, s));
    }
    // Slots in thread t's further tables (0 while its block's table had room); with slotSize, only
    // those in tables of slots of that size.
    uint64_t furtherSlots(uint32_t t, uint32_t slotSize = 0) const
    {
        uint64_t n = 0;
        for (const iolt_slot_table* x = ioltr_first_slot_table(&m_r, t); x; x = ioltr_slot_table(&m_r, x->next))
            if (slotSize == 0 || iolt_slot_table_slot_size(x) == slotSize)
                n += x->used;
        return n;
    }

    // The file whose slots contain this call at least once (for sockets, named by a port).
    uint32_t fileWithCall(uint32_t call) const
    {
        uint32_t found = 0;
        for (uint32_t t = 0; t < threads() && !found; ++t)
            forEachSlot(t, [&](const iolt_slot& x) {
                if (!found && x.key.call == call)
                    found = x.key.file;
            });
        return found;
    }

    // Sum over every thread block and slot of one (file, call), optionally of one zone.
    struct Sum {
        uint64_t count = 0, timed = 0, bytes = 0, errors = 0, sequential = 0, random = 0;
        uint64_t hist[IOLT_HIST_BUCKETS] = {};
    };
    Sum calls(uint32_t fileIdx, uint32_t call, int zone = -1) const
    {
        Sum sum;
        for (uint32_t t = 0; t < threads(); ++t) {
            forEachSlot(t, [&](const iolt_slot& x) {
                if (x.key.file != fileIdx || x.key.call != call || (zone >= 0 && x.key.zone != zone))
                    return;
                sum.count += x.count;
                sum.timed += x.timed;
                sum.bytes += x.bytes;
                sum.errors += x.errors;
                sum.sequential += x.sequential;
                sum.random += x.random;
                for (uint32_t b = 0; iolt_call_has_histogram(call) && b < IOLT_HIST_BUCKETS; ++b)
                    sum.hist[b] += x.hist[b]; // a short slot has none
            });
        }
        return sum;
    }
    // Count of one call kind over all files.
    uint64_t total(uint32_t call) const
    {
        uint64_t n = 0;
        for (uint32_t t = 0; t < threads(); ++t)
            forEachSlot(t, [&](const iolt_slot& x) {
                if (x.key.call == call)
                    n += x.count;
            });
        return n;
    }
    std::vector<iolt_event> events(uint32_t t) const
    {
        const iolt_event* e = ioltr_events(&m_r, t);
        const uint64_t n = std::min<uint64_t>(thread(t).events_kept, m_r.h->max_events);
        return std::vector<iolt_event>(e, e + n);
    }

private:
    ioltr m_r {};
};

using Traces = std::vector<std::unique_ptr<TraceFile>>;

struct Run {
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::NormalExit;
    QByteArray out, err;
};

inline Run runProgram(const QString& exe, const QStringList& args, const QProcessEnvironment& env, const QString& cwd)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(cwd);
    p.start(exe, args);
    if (!p.waitForFinished(120000))
        qFatal("%s did not finish", qPrintable(exe));
    return { p.exitCode(), p.exitStatus(), p.readAllStandardOutput(), p.readAllStandardError() };
}

// Every .iolt file of a trace dir, in name order (p<pid>.<gen>).
inline Traces load(const QString& dir)
{
    Traces out;
    const QStringList names = QDir(dir).entryList({ QStringLiteral("*.iolt") }, QDir::Files, QDir::Name);
    for (const QString& n : names)
        out.push_back(std::make_unique<TraceFile>(dir + QLatin1Char('/') + n));
    return out;
}

// strace -f -c counts of read, write, openat, fsync and syncfs.
struct Syscalls {
    uint64_t read = 0, write = 0, openat = 0, fsync = 0, syncfs = 0;
};

inline Syscalls strace(const QString& exe, const QStringList& args, const QString& cwd)
{
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("strace.txt"));
    QStringList a { QStringLiteral("-f"), QStringLiteral("-c"), QStringLiteral("-o"), out, QStringLiteral("-e"),
        QStringLiteral("trace=read,write,openat,fsync,syncfs"), exe };
    a += args;
    // strace ends as its tracee does (tp_crash: by the same signal), so only its report counts.
    runProgram(QStringLiteral("/usr/bin/strace"), a, QProcessEnvironment::systemEnvironment(), cwd);
    QFile f(out);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("strace wrote no %s", qPrintable(out));
    Syscalls s;
    const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        const QStringList cols = line.simplified().split(QLatin1Char(' '));
        if (cols.size() < 5 || !cols[0].contains(QLatin1Char('.')))
            continue;
        const uint64_t calls = cols[3].toULongLong();
        if (cols.last() == QLatin1String("read"))
            s.read = calls;
        else if (cols.last() == QLatin1String("write"))
            s.write = calls;
        else if (cols.last() == QLatin1String("openat"))
            s.openat = calls;
        else if (cols.last() == QLatin1String("fsync"))
            s.fsync = calls;
        else if (cols.last() == QLatin1String("syncfs"))
            s.syncfs = calls;
    }
    return s;
}

} // namespace preloadtest

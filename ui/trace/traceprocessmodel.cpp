// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/traceprocessmodel.h"

#include "core/trace/tracetext.h"
#include "ui/resultformat.h"
#include "ui/resultsmodel.h"
#include "ui/trace/argsplit.h"
#include "ui/trace/traceformat.h"

#include <QLocale>

namespace iolens::ui {

TraceProcessModel::TraceProcessModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void TraceProcessModel::setTrace(TracePtr trace)
{
    beginResetModel();
    m_trace = std::move(trace);
    endResetModel();
}

int TraceProcessModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_trace ? 0 : static_cast<int>(m_trace->processes.size());
}

int TraceProcessModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TraceProcessModel::endText(const trace::Process& p)
{
    if (p.end == "exited")
        return tr("exited %1").arg(p.exitStatus);
    if (p.end == "killed")
        return p.signal > 0 ? tr("killed by signal %1").arg(QString::fromStdString(trace::signalText(p.signal)))
                            : tr("ended without exit");
    if (p.end == "execed")
        return tr("execed");
    if (p.end == "detached")
        return tr("detached, running on");
    return tr("still running");
}

QString TraceProcessModel::unseenText(const trace::Process& p)
{
    const trace::UnseenIo& u = p.unseen;
    if (!u.valid || !u.any())
        return {};
    return tr("%1 in %2 calls")
        .arg(formatBytes(static_cast<double>(u.readBytes + u.writeBytes)),
            QLocale().toString(static_cast<qulonglong>(u.readCalls + u.writeCalls)));
}

QString TraceProcessModel::unseenToolTip(const trace::Process& p)
{
    const trace::UnseenIo& u = p.unseen;
    if (!u.valid)
        return tr("Not known: the process did not exit, so the kernel's counts were not read.");
    const QLocale locale;
    QStringList lines { tr("What the kernel counted (/proc/PID/io) that iolens did not see:"),
        tr("%1 read by %2 system calls, %3 written by %4 system calls")
            .arg(formatBytes(static_cast<double>(u.readBytes)), locale.toString(static_cast<qulonglong>(u.readCalls)),
                formatBytes(static_cast<double>(u.writeBytes)),
                locale.toString(static_cast<qulonglong>(u.writeCalls))) };
    if (!u.reasons.empty())
        lines << tr("Likely:");
    for (const std::string& r : u.reasons) {
        if (r == "stdio")
            lines << tr("stdio buffers larger than iolens allows for (setvbuf, a file system's large block size)");
        else if (r == "threads")
            lines << tr("threads the trace file had no room for");
        else if (r == "signal")
            lines << tr("the call a signal ended it in, which never returned to iolens");
        else if (r == "outside-libc")
            lines << tr("system calls made past libc's wrappers: syscall(2), inline assembly, libc's internal reads, a "
                        "statically linked library");
        else if (r == "no-record")
            lines << tr("it made no record of its own (a vfork child whose exec failed, a program iolens cannot enter, "
                        "or a child ended before its first traced call): its parent told how it ended");
        else
            lines << qs(r);
    }
    return lines.join(u'\n');
}

QVariant TraceProcessModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_trace)
        return {};
    const trace::Process& p = m_trace->processes[static_cast<std::size_t>(index.row())];
    // None for a multi-threaded process (its threads' call times are summed): an empty cell, not
    // a share past 100 %.
    const std::optional<double> share = p.ioShareOfWall();
    const trace::KernelIo& own = p.ownKernel(); // the children it reaped have rows of their own
    QStringList argv;
    for (const std::string& a : p.argv)
        argv << qs(a);
    if (role == SortRole) {
        switch (index.column()) {
        case ProcessColumn:
            return p.pid;
        case ParentColumn:
            return p.parent;
        case CommandColumn:
            return joinArguments(argv);
        case EndColumn:
            return endText(p);
        case WallColumn:
            return static_cast<qulonglong>(p.wallNs);
        case IoTimeColumn:
            return static_cast<qulonglong>(p.ioNs);
        case IoShareColumn:
            return share ? *share : -1.0;
        case ReadSyscallsColumn:
            return own.valid ? QVariant(static_cast<qulonglong>(own.syscr)) : QVariant(-1);
        case WriteSyscallsColumn:
            return own.valid ? QVariant(static_cast<qulonglong>(own.syscw)) : QVariant(-1);
        case UnseenColumn:
            return p.unseen.valid ? QVariant(static_cast<qulonglong>(p.unseen.readBytes + p.unseen.writeBytes))
                                  : QVariant(-1);
        case MajorFaultsColumn:
            return p.faults.valid ? QVariant(static_cast<qulonglong>(p.faults.major)) : QVariant(-1);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == UnseenColumn)
        return unseenToolTip(p);
    if (role == Qt::ToolTipRole && index.column() == MajorFaultsColumn)
        return p.faults.valid
            ? tr("Page faults that read their page from storage (the kernel's count, /proc/PID/stat): pages of "
                 "mapped files not in the page cache, or of the program's code. %1 minor faults found their page "
                 "in memory.")
                  .arg(QLocale().toString(static_cast<qulonglong>(p.faults.minor)))
            : tr("Not known: the process did not exit, so its page faults were not read.");
    if (role == Qt::ToolTipRole && index.column() == EndColumn && p.toldByParent)
        return tr("It made no record of its own: its traced parent, which reaped it, told how it ended, with the "
                  "kernel's counts. Its command is its name as the kernel keeps it.");
    if (role == Qt::ToolTipRole && index.column() == CommandColumn)
        return joinArguments(argv);
    if (role == Qt::ToolTipRole && (index.column() == ReadSyscallsColumn || index.column() == WriteSyscallsColumn)) {
        const QString counted
            = tr("As the kernel counted them (/proc/PID/io), stdio's internal reads and writes included");
        if (!p.kernelHasChildren())
            return counted;
        return tr("%1, less those of the children it reaped, which the kernel adds to a parent's (%2 read and %3 "
                  "write system calls with them)")
            .arg(counted, QLocale().toString(static_cast<qulonglong>(p.kernel.syscr)),
                QLocale().toString(static_cast<qulonglong>(p.kernel.syscw)));
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() >= WallColumn && index.column() != CommandColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case ProcessColumn: // each row an image: bash that exec'd busybox, then busybox
        return TraceFileModel::processText(p);
    case ParentColumn:
        return p.parent > 0 ? QString::number(p.parent) : QString();
    case CommandColumn:
        return joinArguments(argv).simplified();
    case EndColumn:
        return endText(p);
    case WallColumn:
        return formatNs(static_cast<double>(p.wallNs));
    case IoTimeColumn:
        return formatNs(static_cast<double>(p.ioNs));
    case IoShareColumn:
        return share ? QStringLiteral("%1 %").arg(*share * 100, 0, 'f', 1) : QString();
    case ReadSyscallsColumn:
        return own.valid ? locale.toString(static_cast<qulonglong>(own.syscr)) : QString();
    case WriteSyscallsColumn:
        return own.valid ? locale.toString(static_cast<qulonglong>(own.syscw)) : QString();
    case UnseenColumn:
        return unseenText(p);
    case MajorFaultsColumn:
        return p.faults.valid ? locale.toString(static_cast<qulonglong>(p.faults.major)) : QString();
    default:
        return {};
    }
}

QVariant TraceProcessModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ProcessColumn:
        return tr("Process");
    case ParentColumn:
        return tr("Parent");
    case CommandColumn:
        return tr("Command");
    case EndColumn:
        return tr("End");
    case WallColumn:
        return tr("Wall time");
    case IoTimeColumn:
        return tr("In I/O calls");
    case IoShareColumn:
        return tr("I/O share");
    case ReadSyscallsColumn:
        return tr("Read system calls");
    case WriteSyscallsColumn:
        return tr("Write system calls");
    case UnseenColumn:
        return tr("Unseen I/O");
    case MajorFaultsColumn:
        return tr("Major page faults");
    default:
        return {};
    }
}

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracefilemodel.h"

#include "ui/resultsmodel.h"
#include "ui/trace/traceformat.h"

#include "core/trace/format/iolt.h"
#include "core/trace/tracetext.h"

#include <QFileInfo>
#include <QLocale>

namespace iolens::ui {

TraceFileModel::TraceFileModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void TraceFileModel::setTrace(TracePtr trace)
{
    beginResetModel();
    m_trace = std::move(trace);
    endResetModel();
}

int TraceFileModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_trace ? 0 : static_cast<int>(m_trace->files.size());
}

int TraceFileModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::uint64_t TraceFileModel::calls(const trace::FileStats& file)
{
    std::uint64_t n = 0;
    for (const trace::CallStats& c : file.calls)
        if (!iolt_call_is_pages(static_cast<std::uint32_t>(c.callId)))
            n += c.count;
    return n;
}

std::uint64_t TraceFileModel::mappedBytes(const trace::FileStats& file)
{
    std::uint64_t n = 0;
    for (const trace::CallStats& c : file.calls)
        if (c.callId == IOLT_CALL_PAGE_FAULTS)
            n += c.bytes;
    return n;
}

std::uint64_t TraceFileModel::ns(const trace::FileStats& file)
{
    return file.ns();
}

std::uint64_t TraceFileModel::bytesRead(const trace::FileStats& file)
{
    return file.bytesRead();
}

std::uint64_t TraceFileModel::bytesWritten(const trace::FileStats& file)
{
    return file.bytesWritten();
}

int TraceFileModel::smallestBucket(const trace::FileStats& file)
{
    int best = -1;
    for (const trace::CallStats& c : file.calls)
        for (int b = 0; c.callId != IOLT_CALL_PAGE_FAULTS && b < static_cast<int>(c.histogram.size()); ++b)
            if (c.histogram[static_cast<std::size_t>(b)] > 0) {
                if (best < 0 || b < best)
                    best = b;
                break;
            }
    return best;
}

int TraceFileModel::largestBucket(const trace::FileStats& file)
{
    int best = -1;
    for (const trace::CallStats& c : file.calls)
        for (int b = static_cast<int>(c.histogram.size()) - 1; c.callId != IOLT_CALL_PAGE_FAULTS && b >= 0; --b)
            if (c.histogram[static_cast<std::size_t>(b)] > 0) {
                best = std::max(best, b);
                break;
            }
    return best;
}

QString TraceFileModel::processText(const trace::Trace& trace, int pid)
{
    // A pid that execed has several images; the last one names what it became.
    const trace::Process* found = nullptr;
    for (const trace::Process& p : trace.processes)
        if (p.pid == pid)
            found = &p;
    return found ? processText(*found) : QString::number(pid);
}

QString TraceFileModel::processText(const trace::Process& image)
{
    const QString name = QFileInfo(qs(!image.exe.empty()        ? image.exe
                                           : image.argv.empty() ? std::string()
                                                                : image.argv.front()))
                             .fileName();
    return name.isEmpty() ? QString::number(image.pid) : QStringLiteral("%1 %2").arg(image.pid).arg(name);
}

QVariant TraceFileModel::raw(const trace::FileStats& file, int column) const
{
    switch (column) {
    case FileColumn:
        return qs(file.path);
    case KindColumn:
        return static_cast<int>(file.kind);
    case ProcessColumn:
        return file.pid;
    case OpensColumn:
        return static_cast<qulonglong>(file.opens);
    case CallsColumn:
        return static_cast<qulonglong>(calls(file));
    case TimeColumn:
        return static_cast<qulonglong>(ns(file));
    case BytesReadColumn:
        return static_cast<qulonglong>(bytesRead(file));
    case BytesWrittenColumn:
        return static_cast<qulonglong>(bytesWritten(file));
    case SmallestCallColumn: {
        const int b = smallestBucket(file);
        return b < 0 ? QVariant(-1) : QVariant(static_cast<qlonglong>(bucketLow(b)));
    }
    case LargestCallColumn: {
        const int b = largestBucket(file);
        return b < 0 ? QVariant(-1) : QVariant(static_cast<qlonglong>(bucketLow(b)));
    }
    case MappedColumn:
        return static_cast<qulonglong>(mappedBytes(file));
    default:
        return {};
    }
}

QString TraceFileModel::display(const trace::FileStats& file, int column) const
{
    const QLocale locale;
    switch (column) {
    case FileColumn:
        return qs(trace::displayPath(file.path)); // "(no file)", and control characters escaped
    case KindColumn:
        return fileKindText(file.kind);
    case ProcessColumn:
        return processText(*m_trace, file.pid);
    case OpensColumn:
        return locale.toString(static_cast<qulonglong>(file.opens));
    case CallsColumn:
        return locale.toString(static_cast<qulonglong>(calls(file)));
    case TimeColumn:
        return formatNs(static_cast<double>(ns(file)));
    case BytesReadColumn:
        return formatBytes(static_cast<double>(bytesRead(file)));
    case BytesWrittenColumn:
        return formatBytes(static_cast<double>(bytesWritten(file)));
    case SmallestCallColumn: {
        const int b = smallestBucket(file);
        return b < 0 ? QString() : bucketText(b);
    }
    case LargestCallColumn: {
        const int b = largestBucket(file);
        return b < 0 ? QString() : bucketText(b);
    }
    case MappedColumn: {
        const std::uint64_t bytes = mappedBytes(file);
        return bytes == 0 ? QString() : formatBytes(static_cast<double>(bytes));
    }
    default:
        return {};
    }
}

QVariant TraceFileModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_trace)
        return {};
    const trace::FileStats& file = m_trace->files[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(file, index.column());
    case SortRole:
        return raw(file, index.column());
    case FileIndexRole:
        return index.row();
    case Qt::ToolTipRole:
        if (index.column() == FileColumn)
            return qs(trace::displayPath(file.path));
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= OpensColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

QVariant TraceFileModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TimeColumn:
            return tr("Time inside this file's I/O calls, summed over threads");
        case SmallestCallColumn:
        case LargestCallColumn:
            return tr("Size range (histogram bucket) of the smallest or largest call that moved data");
        case MappedColumn:
            return tr("Pages of this file that the process's mappings of it had in memory when they were unmapped, "
                      "or at exec or exit (page faults: the pages it touched, with the neighbours the kernel mapped "
                      "along with them); the time they took is not measured");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FileColumn:
        return tr("File");
    case KindColumn:
        return tr("Kind");
    case ProcessColumn:
        return tr("Process");
    case OpensColumn:
        return tr("Opens");
    case CallsColumn:
        return tr("Calls");
    case TimeColumn:
        return tr("Time");
    case BytesReadColumn:
        return tr("Read");
    case BytesWrittenColumn:
        return tr("Written");
    case SmallestCallColumn:
        return tr("Smallest call");
    case LargestCallColumn:
        return tr("Largest call");
    case MappedColumn:
        return tr("Mapped in memory");
    default:
        return {};
    }
}

} // namespace iolens::ui

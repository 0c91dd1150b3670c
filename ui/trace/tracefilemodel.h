// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/trace.h"

#include <QAbstractTableModel>

#include <memory>

namespace iolens::ui {

using TracePtr = std::shared_ptr<const trace::Trace>;

// One row per (process, file) of a trace, in the trace's order: what each file cost the program.
// DisplayRole is formatted text, SortRole the raw number, so the proxy sorts 9 ms below 10 ms.
class TraceFileModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        FileColumn,
        KindColumn,
        ProcessColumn,
        OpensColumn,
        CallsColumn,
        TimeColumn,
        BytesReadColumn,
        BytesWrittenColumn,
        SmallestCallColumn,
        LargestCallColumn,
        MappedColumn, // pages of mapped files in memory when their mappings ended (page faults), in bytes
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, FileIndexRole };

    explicit TraceFileModel(QObject* parent = nullptr);

    void setTrace(TracePtr trace);
    TracePtr trace() const { return m_trace; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Sums over a file's call kinds (reads and writes as core/trace counts them, by call id). The
    // pages of mapped files (page faults) are no calls: mappedBytes has them.
    static std::uint64_t calls(const trace::FileStats& file);
    static std::uint64_t mappedBytes(const trace::FileStats& file);
    static std::uint64_t ns(const trace::FileStats& file);
    static std::uint64_t bytesRead(const trace::FileStats& file);
    static std::uint64_t bytesWritten(const trace::FileStats& file);
    // The lowest / highest non-empty size bucket over the file's calls; -1 when no call moved data.
    static int smallestBucket(const trace::FileStats& file);
    static int largestBucket(const trace::FileStats& file);
    // "1234 cat": the pid and the program of the process image that saw the file.
    static QString processText(const trace::Trace& trace, int pid);
    // "4242 bash": one image of a process (a pid that exec'd has one per program it ran).
    static QString processText(const trace::Process& image);

private:
    QVariant raw(const trace::FileStats& file, int column) const;
    QString display(const trace::FileStats& file, int column) const;

    TracePtr m_trace;
};

} // namespace iolens::ui

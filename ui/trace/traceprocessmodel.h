// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/tracefilemodel.h"

namespace iolens::ui {

// One row per process image of a trace: how it ended, its wall time against the time inside
// traced I/O calls, and the kernel's own counts, which also see the reads and writes glibc's stdio
// makes internally (the ones no preload can see).
class TraceProcessModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        ProcessColumn,
        ParentColumn,
        EndColumn,
        WallColumn,
        IoTimeColumn,
        IoShareColumn,
        ReadSyscallsColumn,
        WriteSyscallsColumn,
        UnseenColumn, // what the kernel counted that the trace did not see (trace::UnseenIo)
        MajorFaultsColumn, // page faults that read from storage (trace::PageFaults)
        CommandColumn, // last: a long command line would push the figures off the page
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit TraceProcessModel(QObject* parent = nullptr);

    void setTrace(TracePtr trace);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "exited 0", "killed by signal 9", "execed", "still running".
    static QString endText(const trace::Process& process);
    // "1.17 MiB in 300 calls": the unseen bytes and system calls, reads and writes together; empty
    // when none or not known.
    static QString unseenText(const trace::Process& process);
    // The unseen reads and writes apart, and the likely reasons, one per line.
    static QString unseenToolTip(const trace::Process& process);

private:
    TracePtr m_trace;
};

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/tracefilemodel.h"

namespace iolens::ui {

// The stopwatch zones the program marked itself (iolens/stopwatch.h, StopwatchUtil.java), in the
// article's terms: "Stopwatch[4]: 71,247 ms, of which 10,000 open + 10,000 close of test3.csv".
class TraceZoneModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { ZoneColumn, ProcessColumn, CountColumn, TimeColumn, IoTimeColumn, IoColumn, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit TraceZoneModel(QObject* parent = nullptr);

    void setTrace(TracePtr trace);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "10,000 open + 10,000 close of test3.csv · 3 write of out.txt", most time first.
    static QString ioText(const trace::Zone& zone);

private:
    TracePtr m_trace;
};

} // namespace iolens::ui

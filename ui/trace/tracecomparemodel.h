// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/tracefilemodel.h"

#include <QString>

namespace iolens::ui {

// Two traces side by side (before and after a fix): one row per file path and call kind that
// either trace has, processes merged (pids differ between runs), with the counts and times of
// both and how the time changed.
class TraceCompareModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        FileColumn,
        CallColumn,
        CallsBeforeColumn,
        CallsAfterColumn,
        TimeBeforeColumn,
        TimeAfterColumn,
        ChangeColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1 };

    struct Row {
        QString file, call;
        std::uint64_t callsBefore = 0, callsAfter = 0, nsBefore = 0, nsAfter = 0;
    };

    explicit TraceCompareModel(QObject* parent = nullptr);

    void setTraces(TracePtr before, TracePtr after);
    const std::vector<Row>& rows() const { return m_rows; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Row> m_rows;
};

} // namespace iolens::ui

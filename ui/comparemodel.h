// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QAbstractTableModel>

#include <memory>

namespace iolens::ui {

// Two sessions side by side (heaptrack -d's idea): one row per strategy present in either, with
// the median before and after, the difference and the speed-up (before / after; > 1 is faster).
class CompareModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        StrategyColumn,
        BeforeColumn,
        AfterColumn,
        DeltaColumn,
        SpeedupColumn,
        BeforeThroughputColumn,
        AfterThroughputColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit CompareModel(QObject* parent = nullptr);

    void setReports(std::shared_ptr<const Report> before, std::shared_ptr<const Report> after);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString strategy;
        const Result* before = nullptr;
        const Result* after = nullptr;
    };
    QVariant raw(const Row& row, int column) const;

    std::shared_ptr<const Report> m_before, m_after;
    std::vector<Row> m_rows;
};

} // namespace iolens::ui

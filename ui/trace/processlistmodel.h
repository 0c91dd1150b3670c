// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/attach/processlist.h"

#include <QAbstractTableModel>

#include <vector>

namespace iolens::ui {

// The processes Attach to process… offers (core/trace/attach/processlist.h): process id, user
// and command line. Rows come in the order worth reading: the ones that can be attached first,
// the newest of them first (the program just started in another terminal is at the top). A row
// that cannot be attached is disabled (greyed, not selectable) and says why in its last column.
class ProcessListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { PidColumn, UserColumn, CommandColumn, WhyNotColumn, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, PidRole };

    explicit ProcessListModel(QObject* parent = nullptr);

    // Reads /proc again.
    void refresh();
    // The rows themselves (refresh() and the tests).
    void setProcesses(std::vector<trace::RunningProcess> processes);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

    // Why the process cannot be attached, as the user can act on it; empty when it can.
    static QString whyNot(const trace::RunningProcess& process);

private:
    std::vector<trace::RunningProcess> m_processes;
};

} // namespace iolens::ui

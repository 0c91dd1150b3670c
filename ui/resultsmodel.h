// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/resultformat.h" // the table's texts; the trace page still includes them from here

#include "core/result.h"

#include <QAbstractTableModel>
#include <QString>

#include <memory>

namespace iolens::ui {

// One row per Result of a Report (DESIGN.md section 6.5). DisplayRole gives formatted text,
// SortRole the raw number behind it, so the sort proxy orders "9.8 ms" after "10 µs" correctly.
class ResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        StrategyColumn,
        StatusColumn,
        MedianColumn,
        ErrorColumn,
        PerUnitColumn, // median per record, lookup, line, MiB … of the family's work
        ThroughputColumn, // over the wall time; an external command's is marked (its start-up is in it)
        ToolThroughputColumn, // the tool's own MiB/s over its own time (fio's bw), where it reports one
        CallsColumn,
        BytesColumn,
        CpuColumn, // exact: CLOCK_THREAD_CPUTIME_ID, plus a child's wait4 user + sys
        CpuUserColumn, // the kernel's tick-sampled split of CpuColumn
        CpuSysColumn,
        CpuSourceColumn, // where CpuColumn comes from
        FaultsColumn,
        PeakRssColumn,
        VerifiedColumn,
        VsBaselineColumn,
        FiguresColumn, // the family's own metrics (watch latency, bytes on the wire …), medians
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, StrategyIdRole };

    explicit ResultsModel(QObject* parent = nullptr);

    void setReport(std::shared_ptr<const Report> report);
    std::shared_ptr<const Report> report() const { return m_report; }
    // The strategy every "× vs baseline" figure is relative to (speed-up: baseline median / median).
    void setBaseline(const QString& strategyId);
    QString baseline() const { return m_baseline; }
    int rowOf(const QString& strategyId) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant rawValue(const Result& result, int column) const;
    QString displayText(const Result& result, int column) const;
    double baselineMedian() const;
    static QString cpuSourceText(const Result& result);
    static QString cpuSourceToolTip(const Result& result);

    std::shared_ptr<const Report> m_report;
    QString m_baseline;
};

} // namespace iolens::ui

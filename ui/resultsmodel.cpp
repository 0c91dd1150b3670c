// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/resultsmodel.h"

#include "core/report/reportutil.h"

#include <QBrush>
#include <QColor>
#include <QLocale>
#include <QStringList>

namespace iolens::ui {

namespace {

const Sample* medianSample(const Result& result)
{
    const auto i = report::medianSampleIndex(result);
    return i ? &result.samples[*i] : nullptr;
}

} // namespace

ResultsModel::ResultsModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ResultsModel::setReport(std::shared_ptr<const Report> report)
{
    beginResetModel();
    m_report = std::move(report);
    endResetModel();
}

void ResultsModel::setBaseline(const QString& strategyId)
{
    if (m_baseline == strategyId)
        return;
    m_baseline = strategyId;
    if (rowCount() > 0)
        emit dataChanged(index(0, VsBaselineColumn), index(rowCount() - 1, VsBaselineColumn));
}

int ResultsModel::rowOf(const QString& strategyId) const
{
    if (!m_report)
        return -1;
    for (std::size_t i = 0; i < m_report->results.size(); ++i)
        if (QString::fromStdString(m_report->results[i].strategy) == strategyId)
            return static_cast<int>(i);
    return -1;
}

int ResultsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_report ? 0 : static_cast<int>(m_report->results.size());
}

int ResultsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

double ResultsModel::baselineMedian() const
{
    const int row = rowOf(m_baseline);
    if (row < 0)
        return 0;
    const Result& b = m_report->results[static_cast<std::size_t>(row)];
    return b.status == Status::Ok ? b.stats.medianNs : 0;
}

QVariant ResultsModel::rawValue(const Result& r, int column) const
{
    const Sample* s = medianSample(r);
    switch (column) {
    case StrategyColumn:
        return resultLabel(r);
    case StatusColumn:
        return static_cast<int>(r.status);
    case MedianColumn:
        return r.stats.medianNs;
    case ErrorColumn:
        return r.stats.ci999Ns;
    case ThroughputColumn:
        return r.stats.throughputMiBs;
    case CallsColumn:
        return static_cast<qulonglong>(report::medianSyscalls(r));
    case BytesColumn:
        return s ? static_cast<qulonglong>(s->usage.rchar + s->usage.wchar) : 0ull;
    case CpuUserColumn:
        return s ? static_cast<double>(s->usage.cpuUserNs) : 0.0;
    case CpuSysColumn:
        return s ? static_cast<double>(s->usage.cpuSysNs) : 0.0;
    case FaultsColumn:
        return s ? static_cast<qulonglong>(s->usage.minorFaults + s->usage.majorFaults) : 0ull;
    case PeakRssColumn:
        return s ? static_cast<qulonglong>(s->rssGrowthBytes()) : 0ull;
    case VerifiedColumn:
        return r.verified;
    case VsBaselineColumn: {
        const double base = baselineMedian();
        return base > 0 && r.stats.medianNs > 0 && r.status == Status::Ok ? base / r.stats.medianNs : 0.0;
    }
    case FiguresColumn: {
        const auto figures = r.metricMedians();
        return figures.empty() ? 0.0 : figures.front().value;
    }
    }
    return {};
}

QString ResultsModel::displayText(const Result& r, int column) const
{
    const bool hasRuns = !r.samples.empty();
    const QVariant raw = rawValue(r, column);
    const QLocale locale;
    switch (column) {
    case StrategyColumn:
        return raw.toString();
    case StatusColumn:
        return statusText(r);
    case MedianColumn:
        return hasRuns ? formatNs(raw.toDouble()) : QString();
    case CpuUserColumn:
    case CpuSysColumn:
        // Zero is a tick that never came, not a measured "0.00 ns" (see the header's tooltip).
        return !hasRuns ? QString() : raw.toDouble() > 0 ? formatNs(raw.toDouble()) : QStringLiteral("0");
    case ErrorColumn:
        return hasRuns ? QStringLiteral("± ") + formatNs(raw.toDouble()) : QString();
    case ThroughputColumn:
        return hasRuns ? locale.toString(raw.toDouble(), 'f', raw.toDouble() < 10 ? 2 : 1) : QString();
    case CallsColumn:
    case FaultsColumn:
        return hasRuns ? locale.toString(raw.toULongLong()) : QString();
    case BytesColumn:
    case PeakRssColumn:
        return hasRuns ? formatBytes(raw.toDouble()) : QString();
    case VerifiedColumn:
        return r.status != Status::Ok ? QString() : (r.verified ? tr("yes") : tr("NO"));
    case VsBaselineColumn: {
        const double x = raw.toDouble();
        if (x <= 0)
            return {};
        return QString::fromStdString(report::fixed(x, x < 10 ? 2 : 1)) + QStringLiteral(" ×");
    }
    case FiguresColumn:
        return figuresText(r);
    }
    return {};
}

QVariant ResultsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_report)
        return {};
    const Result& r = m_report->results[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayText(r, column);
    case SortRole:
        return rawValue(r, column);
    case StrategyIdRole:
        return QString::fromStdString(r.strategy);
    case Qt::TextAlignmentRole:
        return column == StrategyColumn || column == StatusColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                                  : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if ((column == StatusColumn && r.status == Status::Error)
            || (column == VerifiedColumn && r.status == Status::Ok && !r.verified))
            return QBrush(QColor(0xD5, 0x5E, 0x00));
        return {};
    case Qt::ToolTipRole:
        if (column == StatusColumn && !r.message.empty())
            return QString::fromStdString(r.message);
        if (column == ErrorColumn)
            return tr("99.9 % confidence half-width of the mean (Student t), as JMH's \"Error\"");
        if (column == VsBaselineColumn)
            return tr("Speed-up against %1: its median divided by this median (> 1 is faster)").arg(m_baseline);
        if (column == StrategyColumn)
            return QString::fromStdString(r.family);
        if (column == FiguresColumn)
            return figuresText(r, QStringLiteral("\n"));
        return {};
    }
    return {};
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case CallsColumn:
            return tr("System calls of the median run (read-class + write-class, /proc/thread-self/io)");
        case BytesColumn:
            return tr("Bytes passed through read and write calls in the median run (rchar + wchar)");
        case PeakRssColumn:
            return tr("Growth of resident memory during the median run");
        case ThroughputColumn:
            return tr("File bytes / median wall time; MiB = 2^20 bytes");
        case CpuUserColumn:
        case CpuSysColumn:
            return tr("CPU time of the median run's threads (and child processes). The kernel splits a thread's "
                      "CPU time into user and system by timer ticks, so a short run can show 0 in one of them.");
        case FiguresColumn:
            return tr("What this family measures beyond time, median over the runs: detection latency and missed "
                      "events (watch), bytes transferred and requests (net), the tool's own figures (ext)");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StrategyColumn:
        return tr("Strategy");
    case StatusColumn:
        return tr("Status");
    case MedianColumn:
        return tr("Median");
    case ErrorColumn:
        return tr("Error (99.9 %)");
    case ThroughputColumn:
        return tr("MiB/s");
    case CallsColumn:
        return tr("Calls");
    case BytesColumn:
        return tr("I/O bytes");
    case CpuUserColumn:
        return tr("CPU user");
    case CpuSysColumn:
        return tr("CPU sys");
    case FaultsColumn:
        return tr("Page faults");
    case PeakRssColumn:
        return tr("Peak RSS +");
    case VerifiedColumn:
        return tr("Verified");
    case VsBaselineColumn:
        return tr("× vs baseline");
    case FiguresColumn:
        return tr("Figures");
    }
    return {};
}

} // namespace iolens::ui

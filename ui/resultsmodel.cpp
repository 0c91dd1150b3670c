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

QString ResultsModel::cpuSourceText(const Result& r)
{
    return cpuIncludesChild(r) ? tr("thread clock + wait4") : tr("thread clock");
}

QString ResultsModel::cpuSourceToolTip(const Result& r)
{
    const Sample* s = medianSample(r);
    const QString total = cpuIncludesChild(r)
        ? tr("CPU: CLOCK_THREAD_CPUTIME_ID of iolens' threads plus the child process's user + sys from wait4 "
             "(rusage, exact for a child that has exited).")
        : tr("CPU: CLOCK_THREAD_CPUTIME_ID of the threads that worked on the run, exact to the nanosecond.");
    const QString split = s && !s->usage.cpuSplitKnown
        ? tr("User and sys: unknown, no timer tick landed in the median run.")
        : tr("User and sys: the kernel's timer ticks (getrusage), scaled to the exact total.");
    return total + QLatin1Char('\n') + split;
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
    case PerUnitColumn:
        return r.stats.unit.empty() ? 0.0 : r.stats.nsPerUnit;
    case ThroughputColumn:
        return r.stats.throughputMiBs;
    case ToolThroughputColumn:
        return r.stats.toolThroughputMiBs;
    case CallsColumn:
        return static_cast<qulonglong>(report::medianSyscalls(r));
    case BytesColumn:
        return s ? static_cast<qulonglong>(s->usage.rchar + s->usage.wchar) : 0ull;
    case CpuColumn:
        return s ? static_cast<double>(s->usage.cpuNs) : 0.0;
    case CpuUserColumn:
        return s ? static_cast<double>(s->usage.cpuUserNs) : 0.0;
    case CpuSysColumn:
        return s ? static_cast<double>(s->usage.cpuSysNs) : 0.0;
    case CpuSourceColumn:
        return cpuSourceText(r);
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
    const Sample* median = medianSample(r);
    switch (column) {
    case StrategyColumn:
        return raw.toString();
    case StatusColumn:
        return statusText(r);
    case MedianColumn:
        return hasRuns ? formatNs(raw.toDouble()) : QString();
    case CpuColumn:
        return hasRuns ? formatNs(raw.toDouble()) : QString();
    case CpuUserColumn:
    case CpuSysColumn:
        if (!hasRuns)
            return {};
        if (median && !median->usage.cpuSplitKnown)
            return QStringLiteral("–"); // no tick landed in the run: the split is unknown, not 0
        // Zero is a tick that never came, not a measured "0.00 ns" (see the header's tooltip).
        return raw.toDouble() > 0 ? formatNs(raw.toDouble()) : QStringLiteral("0");
    case CpuSourceColumn:
        return hasRuns ? raw.toString() : QString();
    case ErrorColumn:
        return hasRuns ? QStringLiteral("± ") + formatNs(raw.toDouble()) : QString();
    case PerUnitColumn:
        return hasRuns ? perUnitText(r.stats) : QString();
    case ThroughputColumn:
        // "*" as in iolens-cli's table: a child's whole life, its start-up included.
        return hasRuns ? formatThroughput(raw.toDouble()) + (fromChildWall(r) ? QStringLiteral(" *") : QString())
                       : QString();
    case ToolThroughputColumn:
        return hasRuns && raw.toDouble() > 0 ? formatThroughput(raw.toDouble()) : QString();
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
        if (r.samples.empty())
            return {};
        if (column == ThroughputColumn && fromChildWall(r))
            return r.stats.toolThroughputMiBs > 0
                ? tr("%1 MiB/s over the child process's whole life (exec, start-up, set-up, work, exit); by its own "
                     "clock the tool measured %2 MiB/s. The lesson says what start-up costs.")
                      .arg(formatThroughput(r.stats.throughputMiBs), formatThroughput(r.stats.toolThroughputMiBs))
                : tr("%1 MiB/s over the child process's whole life (exec, start-up, set-up, work, exit): its "
                     "start-up is in this figure. The lesson says what start-up costs.")
                      .arg(formatThroughput(r.stats.throughputMiBs));
        if (column == ToolThroughputColumn && r.stats.toolThroughputMiBs > 0)
            return tr("The tool's own bandwidth over its own measured time, without its start-up: %1 MiB/s, "
                      "against %2 MiB/s over the child's whole life")
                .arg(formatThroughput(r.stats.toolThroughputMiBs), formatThroughput(r.stats.throughputMiBs));
        if (column == CpuColumn || column == CpuSourceColumn || column == CpuUserColumn || column == CpuSysColumn)
            return cpuSourceToolTip(r);
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
            return tr("File bytes / median wall time; MiB = 2^20 bytes. * marks an external command's: over the "
                      "child process's whole life, its start-up included (its own figure is under Tool MiB/s)");
        case ToolThroughputColumn:
            return tr("The tool's own bandwidth over its own measured time, where it reports one (fio's bw): "
                      "without its start-up and set-up; MiB = 2^20 bytes");
        case PerUnitColumn:
            return tr("Median wall time per unit of the family's work: per record (write), lookup (lookup), "
                      "change (watch), line (read), MiB (copy, alloc)");
        case CpuColumn:
            return tr("CPU time of the median run, exact: CLOCK_THREAD_CPUTIME_ID of the threads that worked on "
                      "it, plus a child process's user + sys from wait4 (external commands)");
        case CpuSourceColumn:
            return tr("Where the CPU figure comes from: the thread clock (CLOCK_THREAD_CPUTIME_ID), plus wait4's "
                      "rusage for the child process of an external command");
        case CpuUserColumn:
        case CpuSysColumn:
            return tr("The CPU column split into user and system time. The kernel splits a thread's CPU time by "
                      "timer ticks, so a short run can show 0 in one of them, and – when no tick came at all.");
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
    case PerUnitColumn:
        return tr("Per unit");
    case ThroughputColumn:
        return tr("MiB/s");
    case ToolThroughputColumn:
        return tr("Tool MiB/s");
    case CallsColumn:
        return tr("Calls");
    case BytesColumn:
        return tr("I/O bytes");
    case CpuColumn:
        return tr("CPU");
    case CpuUserColumn:
        return tr("CPU user");
    case CpuSysColumn:
        return tr("CPU sys");
    case CpuSourceColumn:
        return tr("CPU source");
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

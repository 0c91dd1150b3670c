// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracezonemodel.h"

#include "ui/resultsmodel.h"
#include "ui/trace/traceformat.h"

#include "core/trace/tracetext.h"

#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <map>

namespace iolens::ui {

TraceZoneModel::TraceZoneModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void TraceZoneModel::setTrace(TracePtr trace)
{
    beginResetModel();
    m_trace = std::move(trace);
    endResetModel();
}

int TraceZoneModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_trace ? 0 : static_cast<int>(m_trace->zones.size());
}

int TraceZoneModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

namespace {

std::uint64_t ioNs(const trace::Zone& zone)
{
    std::uint64_t ns = 0;
    for (const auto& a : zone.io)
        ns += a.ns;
    return ns;
}

} // namespace

QString TraceZoneModel::ioText(const trace::Zone& zone)
{
    // Grouped by file, the files in order of their time, the calls of a file in order of theirs.
    std::map<std::string, std::vector<const trace::Zone::Attributed*>> byPath;
    std::map<std::string, std::uint64_t> pathNs;
    for (const auto& a : zone.io) {
        byPath[a.path].push_back(&a);
        pathNs[a.path] += a.ns;
    }
    std::vector<std::string> paths;
    for (const auto& [path, calls] : byPath)
        paths.push_back(path);
    std::stable_sort(paths.begin(), paths.end(),
        [&pathNs](const std::string& a, const std::string& b) { return pathNs[a] > pathNs[b]; });
    const QLocale locale;
    QStringList parts;
    for (const std::string& path : paths) {
        auto& calls = byPath[path];
        std::stable_sort(calls.begin(), calls.end(), [](const auto* a, const auto* b) { return a->ns > b->ns; });
        QStringList counts;
        for (const auto* a : calls)
            counts << locale.toString(static_cast<qulonglong>(a->count)) + QLatin1Char(' ') + qs(a->call);
        QString name = QFileInfo(qs(path)).fileName();
        if (name.isEmpty())
            name = qs(trace::displayPath(path));
        parts << tr("%1 of %2").arg(counts.join(QStringLiteral(" + ")), name);
    }
    return parts.join(QStringLiteral(" · "));
}

QVariant TraceZoneModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_trace)
        return {};
    const trace::Zone& z = m_trace->zones[static_cast<std::size_t>(index.row())];
    if (role == SortRole) {
        switch (index.column()) {
        case ZoneColumn:
            return qs(z.name);
        case ProcessColumn:
            return z.pid;
        case CountColumn:
            return static_cast<qulonglong>(z.count);
        case TimeColumn:
            return static_cast<qulonglong>(z.ns);
        case IoTimeColumn:
            return static_cast<qulonglong>(ioNs(z));
        case IoColumn:
            return ioText(z);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == IoColumn)
        return ioText(z);
    if (role == Qt::TextAlignmentRole)
        return index.column() >= CountColumn && index.column() <= IoTimeColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case ZoneColumn:
        return QStringLiteral("Stopwatch[%1]").arg(qs(z.name));
    case ProcessColumn:
        return TraceFileModel::processText(*m_trace, z.pid);
    case CountColumn:
        return QLocale().toString(static_cast<qulonglong>(z.count));
    case TimeColumn:
        return formatNs(static_cast<double>(z.ns));
    case IoTimeColumn:
        // A zone without I/O calls has no time in them to show: "0.00 ns" read like a measurement.
        return z.io.empty() ? QStringLiteral("–") : formatNs(static_cast<double>(ioNs(z)));
    case IoColumn:
        return ioText(z);
    default:
        return {};
    }
}

QVariant TraceZoneModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case ZoneColumn:
        return tr("Zone");
    case ProcessColumn:
        return tr("Process");
    case CountColumn:
        return tr("Times");
    case TimeColumn:
        return tr("Time");
    case IoTimeColumn:
        return tr("In I/O calls");
    case IoColumn:
        return tr("Of which");
    default:
        return {};
    }
}

} // namespace iolens::ui

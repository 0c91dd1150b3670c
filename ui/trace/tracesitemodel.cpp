// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracesitemodel.h"

#include "ui/resultsmodel.h"
#include "ui/trace/traceformat.h"

#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace iolens::ui {

TraceSiteModel::TraceSiteModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void TraceSiteModel::setTrace(TracePtr trace)
{
    beginResetModel();
    m_trace = std::move(trace);
    endResetModel();
}

int TraceSiteModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !m_trace ? 0 : static_cast<int>(m_trace->sites.size());
}

int TraceSiteModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TraceSiteModel::siteText(const trace::Site& site)
{
    return qs(site.label());
}

QString TraceSiteModel::kindsText(const trace::Site& site)
{
    std::vector<std::pair<std::string, std::uint64_t>> kinds(site.callsByKind.begin(), site.callsByKind.end());
    std::stable_sort(kinds.begin(), kinds.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
    QStringList parts;
    const QLocale locale;
    for (const auto& [call, count] : kinds)
        parts << qs(call) + QLatin1Char(' ') + locale.toString(static_cast<qulonglong>(count));
    return parts.join(QStringLiteral(" · "));
}

QVariant TraceSiteModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_trace)
        return {};
    const trace::Site& site = m_trace->sites[static_cast<std::size_t>(index.row())];
    const QLocale locale;
    if (role == SortRole) {
        switch (index.column()) {
        case SiteColumn:
            return siteText(site);
        case ProcessColumn:
            return site.pid;
        case CallsColumn:
            return static_cast<qulonglong>(site.count);
        case TimeColumn:
            return static_cast<qulonglong>(site.ns);
        case BytesColumn:
            return static_cast<qulonglong>(site.bytes);
        case KindsColumn:
            return kindsText(site);
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == SiteColumn)
        return QStringLiteral("%1\n%2+0x%3").arg(siteText(site), qs(site.module)).arg(site.moduleOffset, 0, 16);
    if (role == Qt::TextAlignmentRole)
        return index.column() >= CallsColumn && index.column() <= BytesColumn
            ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
            : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case SiteColumn:
        return siteText(site);
    case ProcessColumn:
        return TraceFileModel::processText(*m_trace, site.pid);
    case CallsColumn:
        return locale.toString(static_cast<qulonglong>(site.count));
    case TimeColumn:
        return formatNs(static_cast<double>(site.ns));
    case BytesColumn:
        return formatBytes(static_cast<double>(site.bytes));
    case KindsColumn:
        return kindsText(site);
    default:
        return {};
    }
}

QVariant TraceSiteModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SiteColumn:
        return tr("Call site");
    case ProcessColumn:
        return tr("Process");
    case CallsColumn:
        return tr("Calls");
    case TimeColumn:
        return tr("Time");
    case BytesColumn:
        return tr("Bytes");
    case KindsColumn:
        return tr("Calls by kind");
    default:
        return {};
    }
}

} // namespace iolens::ui

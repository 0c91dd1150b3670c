// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracecomparemodel.h"

#include "ui/resultsmodel.h"
#include "ui/trace/traceformat.h"

#include <QLocale>

#include <algorithm>
#include <map>

namespace iolens::ui {

TraceCompareModel::TraceCompareModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void TraceCompareModel::setTraces(TracePtr before, TracePtr after)
{
    beginResetModel();
    m_rows.clear();
    std::map<std::pair<std::string, std::string>, Row> rows;
    auto add = [&rows](const TracePtr& t, bool isBefore) {
        if (!t)
            return;
        for (const trace::FileStats& f : t->files)
            for (const trace::CallStats& c : f.calls) {
                Row& r = rows[{ f.path, c.call }];
                r.file = qs(f.path);
                r.call = qs(c.call);
                (isBefore ? r.callsBefore : r.callsAfter) += c.count;
                (isBefore ? r.nsBefore : r.nsAfter) += c.ns;
            }
    };
    add(before, true);
    add(after, false);
    for (auto& [key, row] : rows)
        m_rows.push_back(row);
    // What cost most before comes first: that is what the fix was about.
    std::stable_sort(m_rows.begin(), m_rows.end(),
        [](const Row& a, const Row& b) { return std::max(a.nsBefore, a.nsAfter) > std::max(b.nsBefore, b.nsAfter); });
    endResetModel();
}

int TraceCompareModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int TraceCompareModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TraceCompareModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& r = m_rows[static_cast<std::size_t>(index.row())];
    // after ÷ before; absent on either side is shown in words, sorted to the ends.
    const double change = r.nsBefore > 0 ? static_cast<double>(r.nsAfter) / static_cast<double>(r.nsBefore) : -1;
    if (role == SortRole) {
        switch (index.column()) {
        case FileColumn:
            return r.file;
        case CallColumn:
            return r.call;
        case CallsBeforeColumn:
            return static_cast<qulonglong>(r.callsBefore);
        case CallsAfterColumn:
            return static_cast<qulonglong>(r.callsAfter);
        case TimeBeforeColumn:
            return static_cast<qulonglong>(r.nsBefore);
        case TimeAfterColumn:
            return static_cast<qulonglong>(r.nsAfter);
        case ChangeColumn:
            return r.nsBefore == 0 ? 1e300 : change;
        default:
            return {};
        }
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() >= CallsBeforeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole)
        return {};
    const QLocale locale;
    switch (index.column()) {
    case FileColumn:
        return r.file;
    case CallColumn:
        return r.call;
    case CallsBeforeColumn:
        return locale.toString(static_cast<qulonglong>(r.callsBefore));
    case CallsAfterColumn:
        return locale.toString(static_cast<qulonglong>(r.callsAfter));
    case TimeBeforeColumn:
        return formatNs(static_cast<double>(r.nsBefore));
    case TimeAfterColumn:
        return formatNs(static_cast<double>(r.nsAfter));
    case ChangeColumn:
        if (r.callsBefore == 0)
            return tr("new");
        if (r.callsAfter == 0)
            return tr("gone");
        if (r.nsAfter == 0)
            return QStringLiteral("—");
        return change <= 1 ? tr("%1× faster").arg(1 / change, 0, 'f', change > 0.1 ? 2 : 0)
                           : tr("%1× slower").arg(change, 0, 'f', change < 10 ? 2 : 0);
    default:
        return {};
    }
}

QVariant TraceCompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FileColumn:
        return tr("File");
    case CallColumn:
        return tr("Call");
    case CallsBeforeColumn:
        return tr("Calls before");
    case CallsAfterColumn:
        return tr("Calls after");
    case TimeBeforeColumn:
        return tr("Time before");
    case TimeAfterColumn:
        return tr("Time after");
    case ChangeColumn:
        return tr("Change");
    default:
        return {};
    }
}

} // namespace iolens::ui

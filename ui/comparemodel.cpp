// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparemodel.h"

#include "ui/resultformat.h"

#include <QLocale>

namespace iolens::ui {

CompareModel::CompareModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void CompareModel::setReports(std::shared_ptr<const Report> before, std::shared_ptr<const Report> after)
{
    beginResetModel();
    m_before = std::move(before);
    m_after = std::move(after);
    m_rows.clear();
    auto add = [this](const Report* report, bool isBefore) {
        if (!report)
            return;
        for (const Result& r : report->results) {
            const QString label = resultLabel(r);
            auto it = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& row) { return row.strategy == label; });
            if (it == m_rows.end()) {
                m_rows.push_back({ label, nullptr, nullptr });
                it = m_rows.end() - 1;
            }
            (isBefore ? it->before : it->after) = &r;
        }
    };
    add(m_before.get(), true);
    add(m_after.get(), false);
    endResetModel();
}

int CompareModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int CompareModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CompareModel::raw(const Row& row, int column) const
{
    const auto median = [](const Result* r) { return r && !r->samples.empty() ? r->stats.medianNs : 0.0; };
    const double before = median(row.before), after = median(row.after);
    switch (column) {
    case StrategyColumn:
        return row.strategy;
    case BeforeColumn:
        return before;
    case AfterColumn:
        return after;
    case DeltaColumn:
        return before > 0 && after > 0 ? after - before : 0.0;
    case SpeedupColumn:
        return before > 0 && after > 0 ? before / after : 0.0;
    case BeforeThroughputColumn:
        return row.before ? row.before->stats.throughputMiBs : 0.0;
    case AfterThroughputColumn:
        return row.after ? row.after->stats.throughputMiBs : 0.0;
    }
    return {};
}

QVariant CompareModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const QVariant value = raw(row, index.column());
    if (role == SortRole)
        return value;
    if (role == Qt::TextAlignmentRole)
        return index.column() == StrategyColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    const double v = value.toDouble();
    switch (index.column()) {
    case StrategyColumn:
        return value;
    case BeforeColumn:
    case AfterColumn:
        return v > 0 ? formatNs(v) : tr("—");
    case DeltaColumn:
        return raw(row, SpeedupColumn).toDouble() > 0
            ? (v >= 0 ? QStringLiteral("+") : QStringLiteral("−")) + formatNs(std::abs(v))
            : QString();
    case SpeedupColumn:
        return v > 0 ? QLocale().toString(v, 'f', 2) + QStringLiteral(" ×") : QString();
    case BeforeThroughputColumn:
    case AfterThroughputColumn:
        return v > 0 ? QLocale().toString(v, 'f', 1) : QString();
    }
    return {};
}

QVariant CompareModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StrategyColumn:
        return tr("Strategy");
    case BeforeColumn:
        return tr("Median before");
    case AfterColumn:
        return tr("Median after");
    case DeltaColumn:
        return tr("Δ median");
    case SpeedupColumn:
        return tr("Speed-up");
    case BeforeThroughputColumn:
        return tr("MiB/s before");
    case AfterThroughputColumn:
        return tr("MiB/s after");
    }
    return {};
}

} // namespace iolens::ui

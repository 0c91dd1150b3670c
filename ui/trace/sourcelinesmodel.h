// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/stacktree.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <map>

namespace iolens::ui {

// The lines of one source file with the I/O each line caused (core/trace/sourcelines.h) beside
// it: the source view of the Trace page's Call stacks tab.
class SourceLinesModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LineColumn, TimeColumn, CallsColumn, CodeColumn, ColumnCount };
    // A source file larger than this is not shown: it is no hand-written source.
    static constexpr qint64 kMaxBytes = 8 * 1024 * 1024;

    explicit SourceLinesModel(QObject* parent = nullptr);

    // Reads path and shows its lines with weights (line number → what it caused), focusLine
    // (1-based) in bold. Returns "" or one sentence saying why the file cannot be shown (then the
    // model is empty).
    QString load(const QString& path, std::map<int, trace::StackWeight> weights, int focusLine);
    void clear();
    int focusLine() const { return m_focus; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QStringList m_lines;
    std::map<int, trace::StackWeight> m_weights;
    std::uint64_t m_maxNs = 0; // of the busiest line: the shading is relative to it
    int m_focus = 0;
};

} // namespace iolens::ui

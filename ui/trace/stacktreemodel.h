// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/trace/stacktree.h"

#include <QAbstractItemModel>
#include <QStringList>

#include <unordered_map>
#include <vector>

namespace iolens::ui {

// The sampled stacks as a tree of frames (issue 23 §5), the same tree the flame graph draws:
// top-down, each caller's children are what it called; bottom-up, the frames that made the calls
// are at the top level and their callers beneath them. One row per node, the root left out (its
// children are the top level). Sort through a QSortFilterProxyModel on SortRole.
class StackTreeModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { FrameColumn, TimeColumn, ShareColumn, CallsColumn, BytesColumn, CallKindColumn, ColumnCount };
    enum Role {
        SortRole = Qt::UserRole + 1, // numbers as numbers, names as text
        FrameRole, // the node's frame id (qulonglong)
    };

    explicit StackTreeModel(QObject* parent = nullptr);

    // names[frame id] is what a frame is called, runtime[frame id] whether it is a runtime frame.
    void setTree(trace::StackNode root, QStringList names, std::vector<bool> runtime);
    const trace::StackNode& root() const { return m_root; }
    const trace::StackNode* nodeAt(const QModelIndex& index) const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Place {
        const trace::StackNode* parent = nullptr;
        int row = 0;
    };
    void placeChildren(const trace::StackNode& node);
    QString nameOf(const trace::StackNode& node) const;
    bool isRuntime(const trace::StackNode& node) const;

    trace::StackNode m_root;
    QStringList m_names;
    std::vector<bool> m_runtime;
    // Every node's parent and row: QAbstractItemModel::parent() is asked for often, and a node
    // does not know its parent.
    std::unordered_map<const trace::StackNode*, Place> m_places;
};

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/stacktreemodel.h"

#include "ui/resultformat.h"
#include "ui/trace/traceformat.h"

#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

namespace iolens::ui {

StackTreeModel::StackTreeModel(QObject* parent)
    : QAbstractItemModel(parent)
{ }

void StackTreeModel::setTree(trace::StackNode root, QStringList names, std::vector<bool> runtime)
{
    beginResetModel();
    m_root = std::move(root);
    m_names = std::move(names);
    m_runtime = std::move(runtime);
    m_places.clear();
    placeChildren(m_root);
    endResetModel();
}

void StackTreeModel::placeChildren(const trace::StackNode& node)
{
    for (std::size_t row = 0; row < node.children.size(); ++row) {
        const trace::StackNode& child = node.children[row];
        m_places[&child] = { &node, int(row) };
        placeChildren(child);
    }
}

const trace::StackNode* StackTreeModel::nodeAt(const QModelIndex& index) const
{
    return index.isValid() ? static_cast<const trace::StackNode*>(index.internalPointer()) : &m_root;
}

QModelIndex StackTreeModel::index(int row, int column, const QModelIndex& parent) const
{
    if (column < 0 || column >= ColumnCount || (parent.isValid() && parent.column() != 0))
        return {};
    const trace::StackNode* at = nodeAt(parent);
    if (row < 0 || std::size_t(row) >= at->children.size())
        return {};
    return createIndex(row, column, const_cast<trace::StackNode*>(&at->children[std::size_t(row)]));
}

QModelIndex StackTreeModel::parent(const QModelIndex& child) const
{
    if (!child.isValid())
        return {};
    const auto it = m_places.find(nodeAt(child));
    if (it == m_places.end() || it->second.parent == &m_root)
        return {};
    const trace::StackNode* parent = it->second.parent;
    return createIndex(m_places.at(parent).row, 0, const_cast<trace::StackNode*>(parent));
}

int StackTreeModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() && parent.column() != 0)
        return 0;
    return int(nodeAt(parent)->children.size());
}

int StackTreeModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

QString StackTreeModel::nameOf(const trace::StackNode& node) const
{
    return node.frame < std::size_t(m_names.size()) ? m_names[qsizetype(node.frame)] : QStringLiteral("?");
}

bool StackTreeModel::isRuntime(const trace::StackNode& node) const
{
    return node.frame < m_runtime.size() && m_runtime[node.frame];
}

QVariant StackTreeModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const trace::StackNode& node = *nodeAt(index);
    const double share = m_root.weight.ns > 0 ? 100.0 * double(node.weight.ns) / double(m_root.weight.ns) : 0.0;
    const QString callKind = node.callNs.empty() ? QString() : qs(node.callNs.front().first);
    if (role == FrameRole)
        return qulonglong(node.frame);
    if (role == SortRole) {
        switch (index.column()) {
        case FrameColumn:
            return nameOf(node);
        case TimeColumn:
        case ShareColumn:
            return qulonglong(node.weight.ns);
        case CallsColumn:
            return qulonglong(node.weight.calls);
        case BytesColumn:
            return qulonglong(node.weight.bytes);
        case CallKindColumn:
            return callKind;
        }
        return {};
    }
    if (role == Qt::DisplayRole) {
        const QLocale locale;
        switch (index.column()) {
        case FrameColumn:
            return nameOf(node);
        case TimeColumn:
            return formatNs(double(node.weight.ns));
        case ShareColumn:
            return tr("%1 %").arg(locale.toString(share, 'f', 1));
        case CallsColumn:
            return locale.toString(qulonglong(node.weight.calls));
        case BytesColumn:
            return formatBytes(double(node.weight.bytes));
        case CallKindColumn:
            return callKind;
        }
        return {};
    }
    if (role == Qt::TextAlignmentRole && index.column() != FrameColumn && index.column() != CallKindColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ForegroundRole && isRuntime(node))
        return QGuiApplication::palette().color(QPalette::PlaceholderText);
    if (role == Qt::ToolTipRole && index.column() == FrameColumn && isRuntime(node))
        return tr("%1\nA runtime frame (a system library or the language's runtime)").arg(nameOf(node));
    if (role == Qt::ToolTipRole && index.column() == FrameColumn)
        return nameOf(node);
    return {};
}

QVariant StackTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TimeColumn:
            return tr("Time inside the I/O calls made in this frame and in everything it called (top-down) or "
                      "that this path of callers led to (bottom-up)");
        case ShareColumn:
            return tr("That time as a share of all sampled I/O time shown");
        case CallKindColumn:
            return tr("The call kind that took most of that time");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case FrameColumn:
        return tr("Frame");
    case TimeColumn:
        return tr("Time in I/O");
    case ShareColumn:
        return tr("Share");
    case CallsColumn:
        return tr("Calls");
    case BytesColumn:
        return tr("Bytes");
    case CallKindColumn:
        return tr("Mostly");
    }
    return {};
}

} // namespace iolens::ui

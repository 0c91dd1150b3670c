// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/processlistmodel.h"

#include <algorithm>

namespace iolens::ui {

using trace::AttachBlock;
using trace::RunningProcess;

ProcessListModel::ProcessListModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void ProcessListModel::refresh()
{
    setProcesses(trace::listRunningProcesses());
}

void ProcessListModel::setProcesses(std::vector<RunningProcess> processes)
{
    std::stable_sort(processes.begin(), processes.end(), [](const RunningProcess& a, const RunningProcess& b) {
        const bool aOpen = a.block == AttachBlock::None, bOpen = b.block == AttachBlock::None;
        if (aOpen != bOpen)
            return aOpen;
        if (a.startTicks != b.startTicks)
            return a.startTicks > b.startTicks;
        return a.pid > b.pid;
    });
    beginResetModel();
    m_processes = std::move(processes);
    endResetModel();
}

int ProcessListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_processes.size());
}

int ProcessListModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ProcessListModel::whyNot(const RunningProcess& p)
{
    switch (p.block) {
    case AttachBlock::None:
        return {};
    case AttachBlock::Itself:
        return tr("This is iolens itself.");
    case AttachBlock::Ended:
        return tr("It has ended; its parent has not collected it yet.");
    case AttachBlock::AlreadyTraced:
        return tr("Already traced by process %1 (a debugger or strace): detach that first.").arg(p.tracer);
    case AttachBlock::OtherUser:
        return tr("It belongs to another user: run iolens as that user, or as root.");
    case AttachBlock::PtraceScope:
        return tr("kernel.yama.ptrace_scope is %1, which forbids it: run iolens as root, or set it to 0.").arg(p.scope);
    }
    return {};
}

QVariant ProcessListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const RunningProcess& p = m_processes[static_cast<std::size_t>(index.row())];
    if (role == PidRole)
        return static_cast<int>(p.pid);
    if (role == Qt::ToolTipRole)
        return p.block == AttachBlock::None ? QString::fromStdString(p.command) : whyNot(p);
    if (role == Qt::TextAlignmentRole && index.column() == PidColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    switch (index.column()) {
    case PidColumn:
        return role == SortRole ? QVariant(static_cast<int>(p.pid)) : QVariant(QString::number(p.pid));
    case UserColumn:
        return QString::fromStdString(p.user);
    case CommandColumn:
        return QString::fromStdString(p.command);
    case WhyNotColumn:
        return whyNot(p);
    }
    return {};
}

QVariant ProcessListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PidColumn:
        return tr("PID");
    case UserColumn:
        return tr("User");
    case CommandColumn:
        return tr("Command line");
    case WhyNotColumn:
        return tr("Cannot attach because");
    }
    return {};
}

Qt::ItemFlags ProcessListModel::flags(const QModelIndex& index) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return Qt::NoItemFlags;
    // Greyed and not selectable: the dialog cannot pick a process the attach would refuse.
    if (m_processes[static_cast<std::size_t>(index.row())].block != AttachBlock::None)
        return Qt::ItemNeverHasChildren;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
}

} // namespace iolens::ui

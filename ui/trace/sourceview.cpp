// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/sourceview.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace iolens::ui {

SourceView::SourceView(QWidget* parent)
    : QWidget(parent)
    , m_model(new SourceLinesModel(this))
    , m_table(new QTableView(this))
    , m_caption(new QLabel(this))
{
    m_table->setObjectName(QStringLiteral("sourceLines"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    // One line of code per row, at the height of the font: a source file is read, not browsed.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_caption);
    layout->addWidget(m_table, 1);
    showReason(tr("Click a frame of your own code in the flame graph or the tree to see its source here."));
}

bool SourceView::showSource(
    const QString& path, int line, std::map<int, trace::StackWeight> weights, const QString& what)
{
    const QString error = m_model->load(path, std::move(weights), line);
    if (!error.isEmpty()) {
        showReason(error);
        return false;
    }
    m_caption->setText(tr("%1, in %2: beside each line, the I/O time and calls of the sampled stacks that "
                          "passed through it.")
                           .arg(what, path));
    for (const int column :
        { SourceLinesModel::LineColumn, SourceLinesModel::TimeColumn, SourceLinesModel::CallsColumn })
        m_table->resizeColumnToContents(column);
    if (line >= 1 && line <= m_model->rowCount()) {
        const QModelIndex at = m_model->index(line - 1, SourceLinesModel::CodeColumn);
        m_table->selectRow(at.row());
        m_table->scrollTo(at, QAbstractItemView::PositionAtCenter);
    }
    return true;
}

void SourceView::showReason(const QString& why)
{
    m_model->clear();
    m_caption->setText(why);
}

} // namespace iolens::ui

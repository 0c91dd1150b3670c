// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/attachdialog.h"

#include "ui/trace/processlistmodel.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace iolens::ui {

AttachDialog::AttachDialog(QWidget* parent)
    : QDialog(parent)
    , m_model(new ProcessListModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_table(new QTableView(this))
    , m_duration(new QSpinBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Attach to process"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(ProcessListModel::SortRole);
    m_proxy->setFilterKeyColumn(-1); // the pid, the user or any word of the command line
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    auto* intro = new QLabel(tr("iolens loads its tracing library into the running process and records its file "
                                "and socket calls until you press Stop; then it lets the process go on unchanged."),
        this);
    intro->setWordWrap(true);
    m_filter->setPlaceholderText(tr("Filter by process id, user or command line"));
    m_filter->setClearButtonEnabled(true);
    auto* refreshButton = new QPushButton(tr("Refresh"), this);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(refreshButton);

    m_table->setObjectName(QStringLiteral("attachProcesses"));
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // the model's order until a click
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->resizeSection(ProcessListModel::PidColumn, fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
    header->resizeSection(ProcessListModel::UserColumn, fontMetrics().averageCharWidth() * 12);
    header->resizeSection(ProcessListModel::CommandColumn, fontMetrics().averageCharWidth() * 60);
    header->setStretchLastSection(true);

    m_duration->setRange(0, 86'400);
    m_duration->setSuffix(tr(" s"));
    m_duration->setSpecialValueText(tr("until I press Stop"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Attach"));
    auto* form = new QFormLayout;
    form->addRow(tr("Record:"), m_duration);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(filterRow);
    layout->addWidget(m_table, 1);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    resize(fontMetrics().averageCharWidth() * 120, fontMetrics().height() * 30);

    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(refreshButton, &QPushButton::clicked, this, &AttachDialog::refresh);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AttachDialog::updateAttachButton);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &AttachDialog::updateAttachButton);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &AttachDialog::updateAttachButton);
    connect(m_table, &QTableView::doubleClicked, this, [this] {
        if (pid() > 0)
            accept();
    });
    refresh();
    m_filter->setFocus();
}

void AttachDialog::refresh()
{
    const int chosen = pid();
    m_model->refresh();
    if (chosen > 0)
        selectPid(chosen);
    updateAttachButton();
}

int AttachDialog::pid() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty())
        return 0;
    return rows.front().data(ProcessListModel::PidRole).toInt();
}

int AttachDialog::durationSeconds() const
{
    return m_duration->value();
}

bool AttachDialog::selectPid(int pid)
{
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (index.data(ProcessListModel::PidRole).toInt() != pid)
            continue;
        if (!(index.flags() & Qt::ItemIsSelectable))
            return false;
        m_table->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        m_table->scrollTo(index);
        return true;
    }
    return false;
}

void AttachDialog::updateAttachButton()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(pid() > 0);
}

} // namespace iolens::ui

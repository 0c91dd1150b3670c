// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/comparedialog.h"

#include "ui/comparemodel.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace iolens::ui {

namespace {

QString describe(const Report& r, const QString& name)
{
    return QStringLiteral("<b>%1</b>: %2, %3, kernel %4, %5 × %6 reps")
        .arg(name.toHtmlEscaped(), QString::fromStdString(r.environment.date),
            QString::fromStdString(r.workload.file).toHtmlEscaped(), QString::fromStdString(r.environment.kernel))
        .arg(r.results.size())
        .arg(r.workload.reps);
}

} // namespace

CompareDialog::CompareDialog(std::shared_ptr<const Report> before, const QString& beforeName,
    std::shared_ptr<const Report> after, const QString& afterName, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Compare sessions"));
    resize(900, 500);
    auto* model = new CompareModel(this);
    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model);
    proxy->setSortRole(CompareModel::SortRole);
    auto* view = new QTableView(this);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    view->verticalHeader()->hide();
    view->setAlternatingRowColors(true);
    auto* info = new QLabel(tr("Before — %1<br>After — %2<br>Speed-up = median before / median after: above 1 the "
                               "after session is faster.")
                                .arg(describe(*before, beforeName), describe(*after, afterName)),
        this);
    info->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(info);
    layout->addWidget(view, 1);
    layout->addWidget(buttons);
    model->setReports(std::move(before), std::move(after));
}

} // namespace iolens::ui

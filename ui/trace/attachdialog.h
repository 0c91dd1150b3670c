// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace iolens::ui {

class ProcessListModel;

// Attach to process…: the user's running processes (ProcessListModel) with a filter box over the
// process id, user and command line, and how long to record (until Stop, or a number of seconds).
// Attach is enabled only while a process that can be attached is selected.
class AttachDialog : public QDialog {
    Q_OBJECT
public:
    explicit AttachDialog(QWidget* parent = nullptr);

    // The chosen process, or 0 when none is selected.
    int pid() const;
    // 0: record until Stop.
    int durationSeconds() const;

    ProcessListModel* model() const { return m_model; }
    QSortFilterProxyModel* proxy() const { return m_proxy; }
    QLineEdit* filter() const { return m_filter; }
    QTableView* table() const { return m_table; }
    QSpinBox* duration() const { return m_duration; }
    // Selects the row of `pid` if it is listed and can be attached; false otherwise.
    bool selectPid(int pid);

private:
    void refresh();
    void updateAttachButton();

    ProcessListModel* m_model;
    QSortFilterProxyModel* m_proxy;
    QLineEdit* m_filter;
    QTableView* m_table;
    QSpinBox* m_duration;
    QDialogButtonBox* m_buttons;
};

} // namespace iolens::ui

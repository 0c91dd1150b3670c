// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QDialog>

#include <memory>

namespace iolens::ui {

// Before/after comparison of two sessions in a sortable table, with both sessions' environment
// (date, kernel, file) so that the reader can tell whether the comparison is fair.
class CompareDialog : public QDialog {
    Q_OBJECT
public:
    CompareDialog(std::shared_ptr<const Report> before, const QString& beforeName, std::shared_ptr<const Report> after,
        const QString& afterName, QWidget* parent = nullptr);
};

} // namespace iolens::ui

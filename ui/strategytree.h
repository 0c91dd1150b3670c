// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runner.h"

#include <QStringList>
#include <QTreeWidget>

namespace iolens::ui {

// Every strategy the registry has, grouped by family, with a check box each and its parameters as
// editable child rows (value column), validated against the parameter's type and range.
class StrategyTree : public QTreeWidget {
    Q_OBJECT
public:
    explicit StrategyTree(QWidget* parent = nullptr);

    QStringList checkedStrategies() const;
    void setCheckedStrategies(const QStringList& ids); // unchecks everything else
    // The checked strategies with the parameters the user changed from their defaults.
    std::vector<StrategyChoice> choices() const;
    void selectStrategy(const QString& id);

signals:
    void checkedChanged();
    void currentStrategyChanged(const QString& id);
    void paramRejected(const QString& message);

private:
    void onItemChanged(QTreeWidgetItem* item, int column);
    QTreeWidgetItem* strategyItem(const QString& id) const;

    bool m_updating = false;
};

} // namespace iolens::ui

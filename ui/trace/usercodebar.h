// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QWidget>

class QLabel;
class QPushButton;

namespace iolens::ui {

// Above the findings once the user has counted more code as theirs ("Count … as your code" in a
// frame's menu): which modules or scripts were added, and the way back to the rules alone.
class UserCodeBar : public QWidget {
    Q_OBJECT
public:
    explicit UserCodeBar(QWidget* parent = nullptr);

    // The patterns added to those the trace came with (paths, shown by their file names with the
    // whole path in the tooltip); hidden when there are none.
    void setAdded(const QStringList& added);
    QString text() const;
    QPushButton* resetButton() const { return m_reset; }

signals:
    void resetRequested();

private:
    QLabel* m_text;
    QPushButton* m_reset;
};

} // namespace iolens::ui

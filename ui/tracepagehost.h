// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/windowpage.h"

namespace iolens::ui {

class Settings;
class TracePage;

// Hosts the "Trace a program" page (ui/trace/) in the window: the page keeps its own form, tables
// and plots; this only gives it the window's page interface and its Run and Cancel.
class TracePageHost : public WindowPage {
    Q_OBJECT
public:
    explicit TracePageHost(Settings* settings, QWidget* parent = nullptr);

    QString pageTitle() const override { return tr("Trace a program"); }
    QString pageToolTip() const override { return tr("Run your own program and see where its I/O time goes"); }
    void run() override;
    void cancel() override;
    bool isRunning() const override;

    TracePage* page() const { return m_page; }

private:
    TracePage* m_page;
};

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/tracepagehost.h"

#include "ui/trace/tracepage.h"

#include <QVBoxLayout>

namespace iolens::ui {

TracePageHost::TracePageHost(Settings* settings, QWidget* parent)
    : WindowPage(parent)
    , m_page(new TracePage(settings, this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_page);
    connect(m_page, &TracePage::runningChanged, this, &WindowPage::runStateChanged);
}

bool TracePageHost::isRunning() const
{
    return m_page->isRunning();
}

void TracePageHost::run()
{
    m_page->run();
}

void TracePageHost::cancel()
{
    m_page->cancel();
}

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/screenfit.h"

#include <QEvent>
#include <QLayout>
#include <QScreen>
#include <QWidget>

#include <algorithm>

namespace iolens::ui {

ScreenFit::ScreenFit(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    window->installEventFilter(this);
}

QRect ScreenFit::fitted(const QRect& frame, const QRect& available)
{
    QRect r(frame.topLeft(), frame.size().boundedTo(available.size()));
    r.moveLeft(std::clamp(r.left(), available.left(), available.right() + 1 - r.width()));
    r.moveTop(std::clamp(r.top(), available.top(), available.bottom() + 1 - r.height()));
    return r;
}

bool ScreenFit::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window) {
        switch (event->type()) {
        case QEvent::Show:
        case QEvent::Resize:
        case QEvent::LayoutRequest:
        case QEvent::ScreenChangeInternal:
            scheduleFit();
            break;
        default:
            break;
        }
    }
    return QObject::eventFilter(watched, event);
}

// Queued: the layout first settles the size it wants (Qt grows the window to its minimum), then
// the fit takes back what does not fit. Several events in one pass fit once.
void ScreenFit::scheduleFit()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    QMetaObject::invokeMethod(this, &ScreenFit::fit, Qt::QueuedConnection);
}

void ScreenFit::fit()
{
    m_scheduled = false;
    if (!m_window->isVisible() || !m_window->screen())
        return;
    const QRect available = m_window->screen()->availableGeometry();
    const QRect frame = m_window->frameGeometry();
    const QRect inner = m_window->geometry();
    // The window manager's frame around the client area (none offscreen or without a manager).
    const QSize decoration = frame.size() - inner.size();
    const QSize room = available.size() - decoration;
    // An explicit minimum keeps the layout from raising the window's own past the screen; up to
    // the screen's room it is the layout's, as before.
    QSize minimum = m_window->layout() ? m_window->layout()->totalMinimumSize() : m_window->minimumSizeHint();
    minimum = minimum.boundedTo(room).expandedTo(QSize(0, 0));
    if (m_window->minimumSize() != minimum)
        m_window->setMinimumSize(minimum);
    if (available.contains(frame))
        return;
    const QRect target = fitted(frame, available);
    m_window->setGeometry(QRect(target.topLeft() + (inner.topLeft() - frame.topLeft()), target.size() - decoration));
}

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QRect>

class QWidget;

namespace iolens::ui {

// Keeps a top-level window inside its screen's available geometry. Without it a results table's
// columns, a page switch or a dock shown again raised the window's minimum size past a laptop
// screen (1366×768), and Qt grew the window to it: its right edge, the lesson and half the table
// went off screen and stayed there. Installed once on the window; it fits the frame after every
// show, resize and layout change, and bounds the window's minimum size by the screen's room, so
// a content minimum larger than the screen squeezes the panes instead of widening the window.
class ScreenFit : public QObject {
public:
    explicit ScreenFit(QWidget* window);

    // The frame, moved and if need be shrunk to lie inside available.
    static QRect fitted(const QRect& frame, const QRect& available);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void scheduleFit();
    void fit();

    QWidget* m_window;
    bool m_scheduled = false;
};

} // namespace iolens::ui

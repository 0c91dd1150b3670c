// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotstyle.h"

#include "ui/qcp.h"

#include <array>

namespace iolens::ui {

QColor phaseColor(Phase phase)
{
    // Okabe–Ito colours first (distinguishable with colour-blindness), then softer tones.
    static const std::array<QColor, kPhaseCount> colors { QColor(0x99, 0x99, 0x99), QColor(0xCC, 0x79, 0xA7),
        QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00), QColor(0xF0, 0xE4, 0x42),
        QColor(0xD5, 0x5E, 0x00), QColor(0x55, 0x55, 0x55), QColor(0x00, 0x9E, 0x73), QColor(0x88, 0xCC, 0xEE),
        QColor(0x44, 0xAA, 0x99), QColor(0x11, 0x77, 0x33), QColor(0x99, 0x99, 0x33), QColor(0xAA, 0x44, 0x99),
        QColor(0x88, 0x22, 0x55), QColor(0x33, 0x22, 0x88), QColor(0x66, 0xCC, 0xAA), QColor(0x66, 0x33, 0x99),
        QColor(0xDD, 0xCC, 0x77), QColor(0xBB, 0xBB, 0xBB), QColor(0x33, 0x33, 0x33) };
    const auto i = static_cast<std::size_t>(phase);
    return i < colors.size() ? colors[i] : QColor(Qt::gray);
}

bool isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < 128;
}

QColor phaseColor(Phase phase, const QPalette& palette)
{
    QColor c = phaseColor(phase);
    if (!isDark(palette) || c.lightness() >= 110)
        return c;
    // Raised to a visible lightness keeping hue and saturation: lighter(200) washed Read out into
    // Map's sky blue and Sync into Write's orange, and took Close's grey to Open's and Wait's. The
    // two dark greys get their own steps instead: Close the lightest grey, Other a dim one.
    if (phase == Phase::Close)
        return QColor(0xDD, 0xDD, 0xDD);
    if (phase == Phase::Other)
        return QColor(0x6E, 0x6E, 0x6E);
    float hue = 0, saturation = 0, lightness = 0;
    c.getHslF(&hue, &saturation, &lightness);
    c.setHslF(hue, saturation, 116.0f / 255.0f);
    return c;
}

QColor seriesColor(int index, const QPalette& palette)
{
    static const std::array<QColor, 8> colors { QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
        QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7), QColor(0x56, 0xB4, 0xE9), QColor(0xD5, 0x5E, 0x00),
        QColor(0xF0, 0xE4, 0x42), QColor(0x99, 0x99, 0x99) };
    QColor c = colors[static_cast<std::size_t>(index) % colors.size()];
    if (isDark(palette) && c.lightness() < 110)
        c = c.lighter(160);
    return c;
}

void applyPalette(QCustomPlot* plot, const QPalette& palette)
{
    const QColor fg = palette.color(QPalette::WindowText);
    const QColor bg = palette.color(QPalette::Base);
    QColor grid = fg;
    grid.setAlphaF(0.15);
    QColor subGrid = fg;
    subGrid.setAlphaF(0.06);
    plot->setBackground(bg);
    for (QCPAxisRect* rect : plot->axisRects())
        rect->setBackground(bg);
    for (QCPAxis* axis : plot->findChildren<QCPAxis*>()) {
        axis->setBasePen(QPen(fg));
        axis->setTickPen(QPen(fg));
        axis->setSubTickPen(QPen(fg));
        axis->setTickLabelColor(fg);
        axis->setLabelColor(fg);
        axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
        axis->grid()->setSubGridPen(QPen(subGrid, 1, Qt::DotLine));
        axis->grid()->setZeroLinePen(Qt::NoPen);
    }
    if (plot->legend) {
        QColor legendBg = bg;
        legendBg.setAlphaF(0.85);
        plot->legend->setBrush(legendBg);
        plot->legend->setBorderPen(QPen(grid));
        plot->legend->setTextColor(fg);
    }
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(45, 45, 48), base(30, 30, 32), text(225, 225, 225), dim(130, 130, 135);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, dim);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, QColor(100, 170, 255));
    p.setColor(QPalette::Highlight, QColor(60, 120, 200));
    p.setColor(QPalette::HighlightedText, Qt::white);
    for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        p.setColor(QPalette::Disabled, role, dim);
    return p;
}

} // namespace iolens::ui

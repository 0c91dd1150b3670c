// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/appicon.h"

#include <QPainter>
#include <QPixmap>

namespace iolens::ui {

namespace {

QPixmap paint(int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / 128.0, size / 128.0); // drawn on the SVG's 128 × 128 grid
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x1f, 0x2a, 0x36));
    p.drawRoundedRect(QRectF(4, 4, 120, 120), 20, 20);
    const QColor read(0x56, 0xB4, 0xE9), write(0xE6, 0x9F, 0x00);
    const struct {
        double y, readWidth, writeWidth;
    } bars[] = { { 26, 36, 50 }, { 50, 22, 20 }, { 74, 12, 10 } };
    for (const auto& bar : bars) {
        p.setBrush(read);
        p.drawRoundedRect(QRectF(20, bar.y, bar.readWidth, 14), 3, 3);
        p.setBrush(write);
        p.drawRoundedRect(QRectF(20 + bar.readWidth, bar.y, bar.writeWidth, 14), 3, 3);
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::white, 7));
    p.drawEllipse(QPointF(82, 86), 18, 18);
    p.setPen(QPen(Qt::white, 9, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(95, 99), QPointF(110, 114));
    return pixmap;
}

} // namespace

QIcon appIcon()
{
    QIcon icon;
    for (int size : { 16, 24, 32, 48, 64, 128, 256 })
        icon.addPixmap(paint(size));
    return icon;
}

} // namespace iolens::ui

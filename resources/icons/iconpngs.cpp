// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Build-time tool: writes the application icon as PNG files for the hicolor theme, from the same
// drawing the window uses (ui/appicon.cpp), so no SVG renderer is needed to build the package.
// Usage: iolens-icon-pngs OUTDIR SIZE... → OUTDIR/SIZExSIZE/apps/iolens.png
#include "ui/appicon.h"

#include <QDir>
#include <QGuiApplication>
#include <QPixmap>

#include <cstdio>

int main(int argc, char** argv)
{
    QGuiApplication app(argc, argv);
    const QStringList args = QGuiApplication::arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "Usage: iolens-icon-pngs OUTDIR SIZE...\n");
        return 2;
    }
    const QIcon icon = iolens::ui::appIcon();
    for (qsizetype i = 2; i < args.size(); ++i) {
        bool ok = false;
        const int size = args.at(i).toInt(&ok);
        if (!ok || size < 1 || size > 1024) {
            std::fprintf(stderr, "iolens-icon-pngs: '%s' is not a size from 1 to 1024.\n", qPrintable(args.at(i)));
            return 2;
        }
        const QString dir = args.at(1) + QStringLiteral("/%1x%1/apps").arg(size);
        const QString path = dir + QStringLiteral("/iolens.png");
        const QPixmap pixmap = icon.pixmap(QSize(size, size));
        if (!QDir().mkpath(dir) || pixmap.size() != QSize(size, size) || !pixmap.save(path, "PNG")) {
            std::fprintf(stderr, "iolens-icon-pngs: cannot write '%s'.\n", qPrintable(path));
            return 1;
        }
    }
    return 0;
}

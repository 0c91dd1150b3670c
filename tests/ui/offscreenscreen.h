// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A screen of a chosen size for the offscreen platform, whose own is 800×800: the window keeps
// its frame on the screen (ui/screenfit.h), so a test of a desktop-sized window needs a desktop-
// sized screen. Qt's offscreen plugin reads the screens from a JSON file named in
// QT_QPA_PLATFORM; call this in main() before QApplication, and keep the returned directory
// until the application is constructed.

#include <QFile>
#include <QSize>
#include <QTemporaryDir>

#include <memory>

inline std::unique_ptr<QTemporaryDir> useOffscreenScreen(const QSize& size)
{
    auto dir = std::make_unique<QTemporaryDir>();
    const QString path = dir->filePath(QStringLiteral("screen.json"));
    QFile file(path);
    const QByteArray json = QStringLiteral("{\"screens\": [{\"name\": \"test\", \"x\": 0, \"y\": 0, \"width\": %1, "
                                           "\"height\": %2, \"logicalDpi\": 96, \"logicalBaseDpi\": 96, \"dpr\": 1}]}")
                                .arg(size.width())
                                .arg(size.height())
                                .toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
        return nullptr;
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + QFile::encodeName(path));
    return dir;
}

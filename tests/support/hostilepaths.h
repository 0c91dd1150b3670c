// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Bad inputs the GUI and session tests feed iolens in place of a file. Test code only: found
// through the include path that iolens_add_test gives every test (tests/support).

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringView>

#include <sys/stat.h>

namespace iolens::testsupport {

// Makes `path` into one kind of bad input and returns an empty string, or what went wrong (for
// QVERIFY2). Kinds: "file" (a regular file holding `content`), "fifo", "directory", "loop" (a
// symlink loop through a sibling "<name>.loop"), "huge" (a 2 GiB sparse file: no disk space
// taken). Any other kind makes nothing, for rows that use a missing path or a device such as
// /dev/zero as it is.
inline QString makeHostilePath(const QString& path, QStringView kind, const QByteArray& content = {})
{
    if (kind == u"file" || kind == u"huge") {
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            return file.errorString();
        const bool written = kind == u"file" ? file.write(content) == content.size() : file.resize(qint64 { 2 } << 30);
        return written ? QString() : file.errorString();
    }
    if (kind == u"fifo")
        return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0 ? QString() : QStringLiteral("mkfifo failed");
    if (kind == u"directory")
        return QDir().mkdir(path) ? QString() : QStringLiteral("mkdir failed");
    if (kind == u"loop") {
        const QString sibling = path + QStringLiteral(".loop");
        return QFile::link(sibling, path) && QFile::link(path, sibling) ? QString() : QStringLiteral("symlink failed");
    }
    return {};
}

} // namespace iolens::testsupport

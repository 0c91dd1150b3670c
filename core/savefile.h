// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <ostream>
#include <string>
#include <string_view>
#include <sys/types.h>

namespace iolens {

// The process's umask, read without changing it (/proc/self/status): umask(2) cannot read it
// alone, and setting it for a moment would race with other threads creating files.
mode_t currentUmask();

// Writes data to path whole or not at all: into a new file beside it, flushed to the disk, then
// renamed over it, so that a reader never sees half a file and a full disk, a quota or a file size
// limit (EFBIG) leaves the previous file as it was. Every step is checked, the last close and the
// fsync included: a filesystem may report ENOSPC only there. A path that is not a regular file
// (/dev/null, /dev/full, a FIFO) cannot be renamed over and is written in place, each write checked.
// A symbolic link is followed: the file it names is replaced and the link stays.
// Returns "" on success, else the reason as the system says it ("No space left on device"),
// without a full stop; the scratch file is removed on every failure.
std::string saveFileWhole(const std::string& path, std::string_view data);

// The same for text written as it is made, not held in memory first (a trace JSON can be
// hundreds of megabytes): write(out) streams it into the new file, unbuffered. A write that
// fails sets out's badbit, and its reason is returned; the previous file stays as it was.
std::string saveFileWhole(const std::string& path, const std::function<void(std::ostream&)>& write);

// The same for Qt callers: path as a file name (QFile::encodeName), data as bytes.
QString saveFileWhole(const QString& path, const QByteArray& data);

} // namespace iolens

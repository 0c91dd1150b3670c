// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace iolens::ui {

// Splits an argument line the way a POSIX shell splits words, without running a shell: blanks
// separate words; '…' keeps everything literally; "…" keeps blanks and lets \ escape " \ $ ` and
// a newline; a \ outside quotes makes the next character literal; "" and '' give an empty word.
// Nothing is expanded ($HOME, *, ~ stay as typed), since no shell would be there to expand them.
// An unterminated quote or a trailing \ gives nullopt and one sentence in *error.
std::optional<QStringList> splitArguments(const QString& line, QString* error = nullptr);

// The reverse, for showing a command: words quoted with '…' where a shell would need it.
QString joinArguments(const QStringList& words);

} // namespace iolens::ui

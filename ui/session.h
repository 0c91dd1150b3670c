// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QString>

#include <optional>

namespace iolens::ui {

// A saved run: the CLI's JSON (reportToJson, DESIGN.md section 5) with its environment metadata,
// written whole or not at all (core/savefile.h), so a crash or a full disk never leaves half a
// session behind.
namespace Session {

// Returns an empty string on success, else one sentence naming the path.
QString save(const QString& path, const Report& report);
// nullopt and *error set (one sentence naming the path) for a missing, unreadable or damaged file.
std::optional<Report> load(const QString& path, QString* error);

} // namespace Session

} // namespace iolens::ui

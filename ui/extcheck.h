// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace iolens::ui {

// The user's ext definition file ($IOLENS_EXT_FILE) checked the way iolens-cli checks --ext-file
// (core's useExtDefinitionFile): an empty string when none is set or it is fine, else the core's
// sentence naming the file and its problems, on one line for the status bar. The window still
// starts: the registry skips the bad definitions and loads the good ones.
QString extDefinitionProblems();

} // namespace iolens::ui

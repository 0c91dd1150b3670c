// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/extcheck.h"

#include "core/errors.h"
#include "core/ext/extstrategies.h"
#include "core/printable.h"

#include <cstdlib>

namespace iolens::ui {

QString extDefinitionProblems()
{
    const char* path = std::getenv("IOLENS_EXT_FILE");
    if (!path || !*path)
        return {};
    try {
        useExtDefinitionFile(path); // the file extFamily() reads anyway
    } catch (const ExtDefinitionFileError& e) {
        // The headline and each problem, escaped (they quote the user's path and text), on the one
        // line a status bar has.
        std::string line = printable(e.headline());
        for (const std::string& problem : e.problems())
            line += ' ' + printable(problem);
        return QString::fromStdString(line);
    } catch (const UsageError& e) {
        return QString::fromStdString(printable(e.what()));
    }
    return {};
}

} // namespace iolens::ui

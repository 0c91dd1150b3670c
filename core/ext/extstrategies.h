// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/errors.h"
#include "core/ext/extdefinition.h"

#include <string>
#include <vector>

namespace iolens {

struct FamilyInfo;

// The ext family: the shipped ext strategies (resources/ext/shipped.ext, compiled in), then the
// user's definitions: the file given to useExtDefinitionFile(), else the one $IOLENS_EXT_FILE
// names. A user file with errors is skipped with a warning on stderr when the registry is built;
// iolens-cli checks it earlier through useExtDefinitionFile() and stops with a usage error instead.
const FamilyInfo& extFamily();

// What useExtDefinitionFile() throws: a headline naming the file, then one problem per line
// (what() joins them with newlines). Kept apart so that a terminal can show each part on a line
// of its own with its control characters escaped: the path and the problems quote the user's text.
class ExtDefinitionFileError : public UsageError {
public:
    ExtDefinitionFileError(std::string headline, std::vector<std::string> problems);
    const std::string& headline() const noexcept { return m_headline; }
    const std::vector<std::string>& problems() const noexcept { return m_problems; }

private:
    std::string m_headline;
    std::vector<std::string> m_problems;
};

// Reads and checks a user definition file: parse errors, ids that clash with shipped ones and
// unreadable files throw ExtDefinitionFileError (every problem, with line numbers). On success the file is
// the one extFamily() loads, so call it before Registry::instance() is first used
// (iolens-cli does so at start-up, on its main thread).
void useExtDefinitionFile(const std::string& path);

// The file's definitions and problems; an unreadable or oversized file is one error.
ExtParseResult loadExtDefinitionFile(const std::string& path);

} // namespace iolens

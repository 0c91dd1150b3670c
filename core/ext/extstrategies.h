#pragma once

#include "core/ext/extdefinition.h"

#include <string>

namespace iolens {

class Registry;

// Adds the shipped ext strategies (resources/ext/shipped.ext, compiled in), then the user's
// definitions: the file given to useExtDefinitionFile(), else the one $IOLENS_EXT_FILE names.
// A user file with errors is skipped with a warning on stderr here; iolens-cli checks it earlier
// through useExtDefinitionFile() and stops with a usage error instead.
void registerExtStrategies(Registry& registry);

// Reads and checks a user definition file: parse errors, ids that clash with shipped ones and
// unreadable files throw UsageError (every problem, with line numbers). On success the file is
// the one registerExtStrategies() loads, so call it before Registry::instance() is first used
// (iolens-cli does so at start-up, on its main thread).
void useExtDefinitionFile(const std::string& path);

// The file's definitions and problems; an unreadable or oversized file is one error.
ExtParseResult loadExtDefinitionFile(const std::string& path);

} // namespace iolens

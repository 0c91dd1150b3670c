// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/ext/embeddedext.h"
#include "core/ext/extstrategies.h"
#include "core/ext/extstrategy.h"
#include "core/family.h"
#include "core/printable.h"

#include <QtGlobal>

#include <QDebug>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <mutex>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>

namespace iolens {

namespace {

constexpr std::size_t kMaxDefinitionFileBytes = 1u << 20;
constexpr std::size_t kMaxErrorsShown = 10;

std::mutex& fileMutex()
{
    static std::mutex mutex;
    return mutex;
}
std::optional<std::string>& chosenFile()
{
    static std::optional<std::string> file;
    return file;
}

ExtParseResult shippedDefinitions()
{
    ExtParseResult shipped = parseExtDefinitions(embedded::kShippedExtDefinitions, "shipped.ext");
    if (!shipped.errors.empty()) // a defect of the build, caught by tst_extdefinition
        throw std::logic_error("the shipped ext definitions do not parse: " + shipped.errors.front());
    return shipped;
}

// Drops user definitions whose id a shipped one has, with an error each.
void rejectClashes(ExtParseResult& user, const ExtParseResult& shipped, const std::string& path)
{
    std::vector<ExtDefinition> kept;
    for (ExtDefinition& d : user.definitions) {
        bool clash = false;
        for (const ExtDefinition& s : shipped.definitions)
            clash = clash || s.id == d.id;
        if (clash)
            user.errors.push_back(path + ":" + std::to_string(d.line) + ": the id '" + d.id
                + "' is already a shipped strategy; choose another");
        else
            kept.push_back(std::move(d));
    }
    user.definitions = std::move(kept);
}

std::string joined(const std::string& headline, const std::vector<std::string>& problems)
{
    std::string out = headline;
    for (const std::string& p : problems)
        out += "\n  " + p;
    return out;
}

} // namespace

ExtDefinitionFileError::ExtDefinitionFileError(std::string headline, std::vector<std::string> problems)
    : UsageError(joined(headline, problems))
    , m_headline(std::move(headline))
    , m_problems(std::move(problems))
{ }

ExtParseResult loadExtDefinitionFile(const std::string& path)
{
    // A directory would open and read as empty (no error, no definitions), and a FIFO would block the
    // start until something writes to it: only regular files are definition files.
    struct stat st { };
    if (::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
        return ExtParseResult { {},
            { "the ext definition file '" + path + "' is "
                + (S_ISDIR(st.st_mode) ? "a directory" : "not a regular file")
                + "; name a text file of [ext.*] sections" } };
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return ExtParseResult { {}, { "the ext definition file '" + path + "' cannot be read" } };
    std::string text(kMaxDefinitionFileBytes + 1, '\0');
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxDefinitionFileBytes)
        return ExtParseResult { {}, { "the ext definition file '" + path + "' is larger than 1 MiB" } };
    return parseExtDefinitions(text, path);
}

void useExtDefinitionFile(const std::string& path)
{
    ExtParseResult user = loadExtDefinitionFile(path);
    rejectClashes(user, shippedDefinitions(), path);
    if (!user.errors.empty()) {
        const std::size_t total = user.errors.size();
        user.errors.resize(std::min(total, kMaxErrorsShown));
        throw ExtDefinitionFileError("The ext definition file '" + path + "' has " + std::to_string(total)
                + (total == 1 ? " problem:" : " problems:"),
            std::move(user.errors));
    }
    std::lock_guard lock(fileMutex());
    chosenFile() = path;
}

namespace {

std::vector<std::unique_ptr<Strategy>> makeExtStrategies()
{
    std::vector<std::unique_ptr<Strategy>> out;
    const ExtParseResult shipped = shippedDefinitions();
    for (const ExtDefinition& d : shipped.definitions)
        out.push_back(std::make_unique<ExtStrategy>(d));

    std::optional<std::string> path;
    {
        std::lock_guard lock(fileMutex());
        path = chosenFile();
    }
    if (!path)
        if (const char* env = std::getenv("IOLENS_EXT_FILE"); env && *env)
            path = std::string(env);
    if (!path)
        return out;
    ExtParseResult user = loadExtDefinitionFile(*path);
    rejectClashes(user, shipped, *path);
    for (const std::string& error : user.errors)
        qWarning("iolens: skipped in the ext definitions: %s", printable(error).c_str()); // quotes the user's file
    for (const ExtDefinition& d : user.definitions)
        out.push_back(std::make_unique<ExtStrategy>(d));
    return out;
}

} // namespace

const FamilyInfo& extFamily()
{
    // No verifier of its own: every ext strategy does a copy or read job (its definition's `job`)
    // and is verified as that family (StrategyInfo::verifiedAs).
    static const FamilyInfo family { .name = "ext",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "External commands as strategies: cp, cat, dd, wc and fio as references, and the articles' own Java code, "
            "each verified in the family whose job it does. Wall time includes the process start (and the JVM's); "
            "phases are what the program printed."),
        .makeStrategies = makeExtStrategies };
    return family;
}

} // namespace iolens

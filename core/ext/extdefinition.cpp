// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ext/extdefinition.h"

#include "core/ext/exttext.h"

#include <algorithm>
#include <charconv>

namespace iolens {

namespace {

bool isIdChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

// "ext." then at least one of [a-z0-9-], not starting with a hyphen: ids are typed on command lines.
bool validId(std::string_view id)
{
    if (id.size() < 5 || id.size() > 64 || id.substr(0, 4) != "ext." || id[4] == '-')
        return false;
    return std::all_of(id.begin() + 4, id.end(), isIdChar);
}

// Checks every placeholder in an argument. A placeholder is '{' lowercase letters '}'; any other
// brace is literal, so that arguments such as awk's '{print $1}' need no escaping.
std::string checkPlaceholders(const std::string& arg, bool& usesDst, bool& usesClasses)
{
    for (std::size_t pos = 0; (pos = arg.find('{', pos)) != std::string::npos; ++pos) {
        const std::size_t name = pos + 1;
        std::size_t end = name;
        while (end < arg.size() && arg[end] >= 'a' && arg[end] <= 'z')
            ++end;
        if (end == name || end >= arg.size() || arg[end] != '}')
            continue;
        const std::string_view word = std::string_view(arg).substr(name, end - name);
        if (word == "dst")
            usesDst = true;
        else if (word == "classes")
            usesClasses = true;
        else if (word != "src" && word != "size")
            return "unknown placeholder " + quotedExcerpt(arg.substr(pos, end - pos + 1))
                + " (known: {src}, {dst}, {size}, {classes})";
    }
    return {};
}

bool parseOutputMode(std::string_view text, ExtOutputMode& mode)
{
    for (const ExtOutputMode m :
        { ExtOutputMode::None, ExtOutputMode::Phases, ExtOutputMode::Wc, ExtOutputMode::FioJson })
        if (extOutputModeName(m) == text) {
            mode = m;
            return true;
        }
    return false;
}

class Parser {
public:
    explicit Parser(std::string_view sourceName)
        : m_source(sourceName)
    { }

    ExtParseResult parse(std::string_view text)
    {
        int lineNo = 0;
        std::size_t begin = 0;
        while (begin <= text.size()) {
            auto end = text.find('\n', begin);
            if (end == std::string_view::npos)
                end = text.size();
            ++lineNo;
            parseLine(trimBlanks(text.substr(begin, end - begin)), lineNo);
            begin = end + 1;
        }
        finishSection();
        return std::move(m_result);
    }

private:
    void error(int line, const std::string& sentence)
    {
        m_result.errors.push_back(std::string(m_source) + ":" + std::to_string(line) + ": " + sentence);
        m_sectionBroken = true;
    }

    void parseLine(std::string_view line, int lineNo)
    {
        if (line.empty() || line.front() == '#')
            return;
        if (line.front() == '[') {
            finishSection();
            if (line.back() != ']' || line.size() < 3)
                return startBrokenSection(
                    lineNo, "a section header must look like [ext.name], got " + quotedExcerpt(line));
            const std::string_view id = trimBlanks(line.substr(1, line.size() - 2));
            if (!validId(id))
                return startBrokenSection(lineNo,
                    "the id " + quotedExcerpt(id)
                        + " must be 'ext.' followed by lowercase letters, digits and hyphens");
            if (std::find(m_ids.begin(), m_ids.end(), id) != m_ids.end())
                return startBrokenSection(lineNo, "the id " + quotedExcerpt(id) + " is defined twice");
            m_ids.emplace_back(id);
            m_inSection = true;
            m_sectionBroken = false;
            m_current = ExtDefinition {};
            m_current.id = std::string(id);
            m_current.line = lineNo;
            m_seenKeys.clear();
            return;
        }
        const auto eq = line.find('=');
        if (eq == std::string_view::npos)
            return error(lineNo, "expected 'key = value' or '[ext.name]', got " + quotedExcerpt(line));
        const std::string_view key = trimBlanks(line.substr(0, eq));
        const std::string_view value = trimBlanks(line.substr(eq + 1));
        if (!m_inSection)
            return error(lineNo, "the key " + quotedExcerpt(key) + " comes before any [ext.name] section");
        if (std::find(m_seenKeys.begin(), m_seenKeys.end(), key) != m_seenKeys.end())
            return error(lineNo, "the key " + quotedExcerpt(key) + " is given twice in [" + m_current.id + "]");
        m_seenKeys.emplace_back(key);
        setKey(key, value, lineNo);
    }

    void setKey(std::string_view key, std::string_view value, int lineNo)
    {
        ExtDefinition& d = m_current;
        if (key == "job") {
            if (value != "copy" && value != "read")
                return error(lineNo,
                    "job must be copy or read (the families whose output an external command can be verified as), got "
                        + quotedExcerpt(value));
            d.job = std::string(value);
        } else if (key == "title") {
            d.title = std::string(value);
        } else if (key == "command") {
            if (const std::string problem = splitCommand(value, d.args); !problem.empty())
                return error(lineNo, problem);
            m_commandLine = lineNo;
        } else if (key == "stdout") {
            if (value.empty())
                return error(lineNo, "stdout needs a file, such as {dst}");
            d.stdoutTo = std::string(value);
        } else if (key == "output") {
            if (!parseOutputMode(value, d.output))
                return error(lineNo, "output must be none, phases, wc or fio-json, got " + quotedExcerpt(value));
        } else if (key == "timeout_s") {
            std::int64_t seconds = 0;
            const auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), seconds);
            if (ec != std::errc() || ptr != value.data() + value.size() || seconds < 1 || seconds > kExtMaxTimeoutS)
                return error(
                    lineNo, "timeout_s must be a whole number of seconds from 1 to 86400, got " + quotedExcerpt(value));
            d.timeoutS = seconds;
        } else if (key == "requires") {
            if (const std::string problem = splitCommand(value, d.requiredPrograms); !problem.empty())
                return error(lineNo, problem);
        } else if (key == "prepare") {
            if (value != "java")
                return error(
                    lineNo, "prepare must be java (the only preparation there is), got " + quotedExcerpt(value));
            d.prepareJava = true;
        } else if (key == "what") {
            d.what = std::string(value);
        } else if (key == "java_api") {
            d.javaApi = std::string(value);
        } else if (key == "cost_model") {
            d.costModel = std::string(value);
        } else if (key == "timing") {
            d.timing = std::string(value);
        } else {
            error(lineNo,
                "unknown key " + quotedExcerpt(key)
                    + " (known: job, title, command, stdout, output, timeout_s, requires, prepare, what, java_api, "
                      "cost_model, timing)");
        }
    }

    void startBrokenSection(int lineNo, const std::string& sentence)
    {
        m_inSection = true; // its keys belong to it, and are dropped with it without more errors
        m_current = ExtDefinition {};
        m_seenKeys.clear();
        error(lineNo, sentence);
    }

    // Checks what only the whole section can tell, and keeps it when nothing was wrong.
    void finishSection()
    {
        if (!m_inSection || m_sectionBroken) {
            m_inSection = false;
            return;
        }
        m_inSection = false;
        ExtDefinition& d = m_current;
        const std::string where = "[" + d.id + "]";
        if (d.job.empty())
            return error(d.line, where + " has no 'job' (copy or read)");
        if (d.title.empty())
            return error(d.line, where + " has no 'title'");
        if (d.args.empty())
            return error(d.line, where + " has no 'command'");
        bool usesDst = false, usesClasses = false;
        for (const std::string& arg : d.args)
            if (const std::string problem = checkPlaceholders(arg, usesDst, usesClasses); !problem.empty())
                return error(m_commandLine, problem);
        if (!d.stdoutTo.empty()) {
            if (const std::string problem = checkPlaceholders(d.stdoutTo, usesDst, usesClasses); !problem.empty())
                return error(d.line, where + ": stdout: " + problem);
            if (d.output != ExtOutputMode::None)
                return error(
                    d.line, where + " sends stdout to a file, so there is no output to parse: output must be none");
        }
        if (d.job == "copy" && !usesDst)
            return error(m_commandLine, where + " does the copy job, so its command (or stdout) must write {dst}");
        if (d.job == "copy" && (d.output == ExtOutputMode::Wc || d.output == ExtOutputMode::FioJson))
            return error(d.line, where + ": a copy is verified by its destination; output must be none or phases");
        if (d.job == "read" && d.output == ExtOutputMode::None)
            return error(d.line, where + ": a read must report what it read; output must be phases, wc or fio-json");
        if (usesClasses && !d.prepareJava)
            return error(m_commandLine, where + " uses {classes} without 'prepare = java'");
        m_result.definitions.push_back(std::move(d));
    }

    std::string_view m_source;
    ExtParseResult m_result;
    ExtDefinition m_current;
    std::vector<std::string> m_ids;
    std::vector<std::string> m_seenKeys;
    int m_commandLine = 0;
    bool m_inSection = false;
    bool m_sectionBroken = false;
};

} // namespace

std::string_view extOutputModeName(ExtOutputMode mode) noexcept
{
    switch (mode) {
    case ExtOutputMode::None:
        return "none";
    case ExtOutputMode::Phases:
        return "phases";
    case ExtOutputMode::Wc:
        return "wc";
    case ExtOutputMode::FioJson:
        return "fio-json";
    }
    return "none";
}

std::string splitCommand(std::string_view command, std::vector<std::string>& args)
{
    args.clear();
    std::string current;
    bool inWord = false;
    for (std::size_t i = 0; i < command.size(); ++i) {
        const char c = command[i];
        if (c == ' ' || c == '\t' || c == '\r') {
            if (inWord)
                args.push_back(std::move(current));
            current.clear();
            inWord = false;
        } else if (c == '\'') {
            const auto close = command.find('\'', i + 1);
            if (close == std::string_view::npos)
                return "the command has an unterminated ' quote";
            current.append(command.substr(i + 1, close - i - 1));
            inWord = true;
            i = close;
        } else if (c == '"') {
            inWord = true;
            bool closed = false;
            for (++i; i < command.size(); ++i) {
                if (command[i] == '"') {
                    closed = true;
                    break;
                }
                if (command[i] == '\\' && i + 1 < command.size() && (command[i + 1] == '"' || command[i + 1] == '\\'))
                    ++i;
                current += command[i];
            }
            if (!closed)
                return "the command has an unterminated \" quote";
        } else {
            current += c;
            inWord = true;
        }
    }
    if (inWord)
        args.push_back(std::move(current));
    if (args.empty())
        return "the command is empty";
    return {};
}

ExtParseResult parseExtDefinitions(std::string_view text, std::string_view sourceName)
{
    return Parser(sourceName).parse(text);
}

} // namespace iolens

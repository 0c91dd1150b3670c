// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace iolens {

// How an ext strategy's standard output is read (see extoutput.h).
enum class ExtOutputMode {
    None, // nothing to parse: a copy whose destination speaks for itself (cp, dd)
    Phases, // "Stopwatch[NAME]: Xmsec." / "iolens-phase NAME NS" lines, "iolens-lines N", "iolens-bytes N"
    Wc, // `wc -l -c`: the first integer is the line count, the second the byte count
    FioJson, // fio --output-format=json: bytes read, bandwidth and completion latency
};
std::string_view extOutputModeName(ExtOutputMode mode) noexcept;

// One external command as a strategy, as written in a definition file:
//
//   # comment
//   [ext.cp]
//   job = copy
//   title = cp (coreutils)
//   command = cp --reflink=never -- {src} {dst}
//   output = none
//   timeout_s = 600
//
// `command` is split into arguments like a shell would split words, but no shell ever runs it:
// whitespace separates, "double" and 'single' quotes group (backslash escapes " and \ inside double
// quotes). Placeholders inside arguments ('{' lowercase letters '}'; other braces are literal): {src} the source file,
// {dst} the destination (copy job), {size} the source's size in bytes, {classes} the compiled Java classes (prepare
// = java). Optional keys: output (none|phases|wc|fio-json), stdout (a file for the child's standard output, e.g. {dst}
// for `cat`: what a shell's '>' would do; output must then be none), timeout_s (1..86400, default 600), requires (more
// programs that must be on PATH, space-separated), prepare (java), and the lesson: what, java_api, cost_model, timing.
struct ExtDefinition {
    std::string id; // "ext.cp": always "ext." + lowercase letters, digits and hyphens
    std::string job; // the family whose job it does and is verified as: copy or read
    std::string title;
    std::vector<std::string> args; // argv, placeholders not yet substituted
    ExtOutputMode output = ExtOutputMode::None;
    std::string stdoutTo; // empty: stdout is captured and parsed; else a new file it is written to
    std::int64_t timeoutS = 600;
    std::vector<std::string> requiredPrograms; // programs besides args[0] that must be on PATH
    bool prepareJava = false; // compile the embedded Java source into {classes} before the runs
    std::string what, javaApi, costModel, timing; // the Lesson
    int line = 0; // where its [id] header is, for messages
};

struct ExtParseResult {
    std::vector<ExtDefinition> definitions; // the ones without errors
    std::vector<std::string> errors; // "NAME:LINE: sentence", in file order
};

inline constexpr std::int64_t kExtDefaultTimeoutS = 600;
inline constexpr std::int64_t kExtMaxTimeoutS = 86400;

// Parses a definition file's text. Never throws on bad input (it will be fuzzed): every problem
// becomes one error naming `sourceName` and the line, and the definition it occurs in is dropped.
ExtParseResult parseExtDefinitions(std::string_view text, std::string_view sourceName);

// Splits a command line into arguments (rules above); returns an error sentence or "" on success.
std::string splitCommand(std::string_view command, std::vector<std::string>& args);

} // namespace iolens

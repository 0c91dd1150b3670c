// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the ext definition parser. parseExtDefinitions() promises never to throw and
// to turn every problem into an error line, so any exception, crash or sanitizer report is a bug;
// so is a kept definition that breaks the invariants the runner relies on.
#include "core/ext/extdefinition.h"
#include "tests/fuzz/fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using iolens::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const iolens::ExtParseResult result = iolens::parseExtDefinitions(text, "fuzz.ext");
    for (const std::string& error : result.errors)
        check(error.starts_with("fuzz.ext:"), "an error names the source");
    for (const iolens::ExtDefinition& d : result.definitions) {
        check(d.id.starts_with("ext.") && d.id.size() > 4, "a kept id is ext.NAME");
        check(d.job == "copy" || d.job == "read", "a kept job is copy or read");
        check(!d.title.empty() && !d.args.empty(), "a kept definition has a title and a command");
        check(d.timeoutS >= 1 && d.timeoutS <= iolens::kExtMaxTimeoutS, "a kept timeout is in range");
        check(d.line >= 1, "a kept definition has its line");
    }
    // The command splitter is public too: the GUI's definition editor calls it on its own.
    std::vector<std::string> args;
    const std::string problem = iolens::splitCommand(text, args);
    check(!problem.empty() || !args.empty(), "a split without a problem has arguments");
    return 0;
}

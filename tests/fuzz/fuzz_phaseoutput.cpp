// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the parsers of an ext program's standard output (the Stopwatch[..] and
// iolens-phase protocol, `wc`, fio's JSON). The child is any program a definition names, so its
// output is untrusted. ExtOutputError is the documented answer to bad output; every input goes
// through all three parsers, so that the corpus stays plain program output.
#include "core/ext/extoutput.h"
#include "tests/fuzz/fuzzcheck.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

using iolens::fuzz::check;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view out(reinterpret_cast<const char*>(data), size);
    try {
        const iolens::ParsedOutput parsed = iolens::parsePhaseOutput(out);
        check(!parsed.phases.empty(), "phase output without a phase throws");
    } catch (const iolens::ExtOutputError&) { }
    try {
        const iolens::ParsedOutput parsed = iolens::parseWcOutput(out);
        check(parsed.lines.has_value(), "wc output has a line count");
    } catch (const iolens::ExtOutputError&) { }
    try {
        (void)iolens::parseFioJson(out);
    } catch (const iolens::ExtOutputError&) { }
    return 0;
}

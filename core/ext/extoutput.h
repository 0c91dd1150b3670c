// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"
#include "core/runmetric.h"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace iolens {

// What a child's standard output said about its run.
struct ParsedPhase {
    Phase phase = Phase::Other;
    std::uint64_t ns = 0;
    std::uint64_t calls = 1;
    std::uint64_t bytes = 0;
};

struct ParsedOutput {
    std::vector<ParsedPhase> phases;
    std::optional<std::uint64_t> lines;
    std::optional<std::uint64_t> bytes;
    std::vector<RunMetric> metrics;
};

// The output is not what the definition promised; the message says what and where.
class ExtOutputError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The phase protocol, one item per line; other lines are ignored (programs print what they like):
//   Stopwatch[NAME]: Xmsec.                  article 004's StopwatchUtil.showAll() line
//   iolens-phase NAME NANOSECONDS [CALLS [BYTES]]   the precise form
//   iolens-lines N / iolens-bytes N          what a reader read
// NAME is a phase of DESIGN.md's vocabulary (read, write, split …); the article's numbered keys
// (Stopwatch[4]) have no name and count as "other". A line that starts like a protocol line but
// does not parse, or no phase line at all, throws ExtOutputError.
ParsedOutput parsePhaseOutput(std::string_view out);

// `wc -l -c FILE`: "LINES BYTES FILE" on the first line. Throws when the first word is no number.
ParsedOutput parseWcOutput(std::string_view out);

// fio --output-format=json: the first job's read side. Bytes from io_bytes, metrics fio_bw_mib_s,
// fio_clat_mean_ns, fio_clat_p99_ns, fio_io_bytes, fio_runtime_ns, and a read phase of
// total_ios × mean completion latency. Throws on anything that is not such a document.
ParsedOutput parseFioJson(std::string_view out);

} // namespace iolens

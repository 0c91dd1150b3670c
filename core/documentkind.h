// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace iolens {

// What a file named to the window (`iolens FILE`, a double click in a file manager) is: one of
// iolens' own JSON documents, which opens as a session or trace, or anything else, which becomes
// the workload that strategies run on. Decided by content, never by the name: a .json file that
// iolens did not write (a data set, a config) is a workload like any other file.
enum class DocumentKind {
    Workload, // not an iolens document (also: unreadable, not a regular file, not JSON)
    RunReport, // a saved session or `iolens-cli run --json` (top level "results")
    Trace, // a saved trace or `iolens-cli trace --json` ("kind": "trace")
    Scenario, // `iolens-cli scenario --json` ("scenario")
    OtherDocument, // carries iolens' marker but none of the shapes above (a newer iolens's)
    Damaged, // meant as one of them but does not parse: see isDamagedDocument
};

// The marker every iolens JSON document has at its top level: "iolens_version" as a string.
// One exception to "content decides": a file named NAME.iolens.json that is not a JSON object at
// all (empty, `null`, cut before its first brace) is Damaged, never a workload.
// Reads at most the first bytes of a file that does not start like a JSON object, so classifying
// a 1 GiB workload costs one small read; a document up to kMaxDocumentBytes is parsed whole.
DocumentKind documentKind(const std::string& path);

// The same for text already in memory (the unit test's and a fuzzer's entry point).
DocumentKind documentKindOfText(std::string_view text);

// A damaged iolens document is opened as one, so that the window names what is wrong with it,
// never taken as the workload: text that opens a JSON object and names the marker
// ("iolens_version": "…") but is not valid JSON (truncated, cut, NaN, 1e999, nested too deep).
bool isDamagedDocumentText(std::string_view text);

// Whether the text of a file says it is a trace ("kind": "trace" anywhere, in a file of any size):
// a document that does not load is then described by that loader.
bool claimsToBeTrace(const std::string& path);

// Larger files are not parsed here: they are workloads (the session loader refuses them anyway,
// ui/session.cpp) unless their bytes claim a trace (the marker and "kind": "trace"), which may be
// up to 2 GiB (core/trace/tracejsonreader.cpp).
inline constexpr long long kMaxDocumentBytes = 1LL << 30;

} // namespace iolens

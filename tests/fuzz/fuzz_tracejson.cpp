// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the trace session loader, traceFromJson(), which reads traces saved by
// `iolens-cli trace --json` or the window, perhaps edited by hand or received from someone else.
// TraceError is its documented answer to bad input; anything else (a crash, a sanitizer report,
// another exception) is a bug. What it accepts must survive a round trip unchanged: written back
// and read again, a trace gives the same JSON, so the window's Save never alters what Open read.
#include "fuzzcheck.h"

#include "core/trace/traceerror.h"
#include "core/trace/tracejson.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    iolens::trace::Trace trace;
    try {
        trace = iolens::trace::traceFromJson(json, "fuzz input");
    } catch (const iolens::trace::TraceError&) {
        return 0;
    }
    const QByteArray written = iolens::trace::traceToJson(trace);
    try {
        const iolens::trace::Trace again = iolens::trace::traceFromJson(written, "written back");
        iolens::fuzz::check(iolens::trace::traceToJson(again) == written, "a saved trace reads back unchanged");
    } catch (const iolens::trace::TraceError&) {
        iolens::fuzz::check(false, "a trace iolens wrote itself must read back");
    }
    return 0;
}

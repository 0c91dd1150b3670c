// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the session loader, reportFromJson(), which reads saved sessions that a user
// may have edited by hand or received from someone else. UsageError is its documented answer to
// bad input; anything else (a crash, a sanitizer report, another exception) is a bug.
#include "core/errors.h"
#include "core/report/jsonreport.h"

#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray json(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    try {
        const iolens::Report report = iolens::reportFromJson(json);
        // Touch what was read, so that nothing is optimised away.
        std::size_t samples = 0;
        for (const iolens::Result& r : report.results)
            samples += r.samples.size();
        return samples > 0 ? 0 : 0;
    } catch (const iolens::UsageError&) {
        return 0;
    }
}

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"
#include "core/progress.h"
#include "core/read/textblocks.h"
#include "core/runcontext.h"
#include "core/strategy.h"
#include "core/sysio.h"

#include <cstddef>
#include <memory>
#include <string>

namespace iolens {

// The rest of a buffered read once the file is open: one buffer of bufferSize (alloc), read(2)
// into it until end of file (read), the lines of each block (TextBlocks), then close. Shared by
// read.buffer and read.fadvise-sequential, which differ only in how they open the file.
template <class P>
Output readBlocksAndClose(RunContext& context, P& probe, sys::UniqueFd& fd, const std::string& path,
    std::size_t bufferSize, const ReadOptions& options)
{
    std::unique_ptr<char[]> buffer;
    {
        auto scope = probe.phase(Phase::Alloc);
        buffer = std::make_unique_for_overwrite<char[]>(bufferSize);
    }
    TextBlocks text(options);
    ProgressTicker progress(context);
    for (;;) {
        std::size_t n;
        {
            auto scope = probe.phase(Phase::Read);
            n = sys::read(fd.get(), buffer.get(), bufferSize, path);
            scope.addBytes(n);
        }
        if (n == 0)
            break;
        text.take(probe, buffer.get(), n);
        progress.add(n);
    }
    progress.flush();
    text.finish();
    {
        auto scope = probe.phase(Phase::Close);
        sys::close(fd, path);
    }
    return text.output();
}

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"
#include "core/progress.h"
#include "core/runcontext.h"
#include "core/sysio.h"

#include <fcntl.h>

namespace iolens {

// The source and a fresh destination of one copy run: opening is timed as Phase::Open,
// closing as Phase::Close. The destination is created with O_EXCL inside the scratch directory.
struct CopyFiles {
    sys::UniqueFd in;
    sys::UniqueFd out;

    template <class P> static CopyFiles open(const RunContext& context, P& probe, int inFlags = 0, int outFlags = 0)
    {
        auto scope = probe.phase(Phase::Open);
        CopyFiles files;
        files.in = sys::open(context.sourcePath(), O_RDONLY | inFlags);
        files.out = sys::createNew(context.destPath(), outFlags);
        scope.setCalls(2);
        return files;
    }

    template <class P> void close(const RunContext& context, P& probe)
    {
        auto scope = probe.phase(Phase::Close);
        sys::close(out, context.destPath());
        sys::close(in, context.sourcePath());
        scope.setCalls(2);
    }
};

} // namespace iolens

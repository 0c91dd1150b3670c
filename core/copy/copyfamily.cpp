// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/copy/copystrategies.h"
#include "core/copy/copyverifier.h"
#include "core/family.h"
#include "core/strategy.h"

#include <QtGlobal>

namespace iolens {

const FamilyInfo& copyFamily()
{
    static const FamilyInfo family {
        .name = "copy",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): transferTo 13.055 ± 0.583 s; buffered variants "
            "12.7–13.7 s — the same within error. 10 GB stream→stream 12.128 ± 0.331 s vs Path→Path 12.257 ± 0.342 s; "
            "at 100 GB 160.0 vs 153.5 s: the native copy pulls ahead at scale."),
        .makeStrategies =
            [] {
                return makeEach({
                    makeCopyByteSyscall,
                    makeCopyByteStdio,
                    makeCopyByteIostream,
                    makeCopyBufferLoop,
                    makeCopyIostreamRdbuf,
                    makeCopyQFile,
                    makeCopyQFileCopy,
                    makeCopyReadAll,
                    makeCopyMmapWrite,
                    makeCopyMmapMemcpy,
                    makeCopySendfile,
                    makeCopyCopyFileRange,
                    makeCopySplice,
                    makeCopyStdFilesystem,
                    makeCopyIoUring,
                    makeCopyDirectIo,
                    makeCopyReflink,
                    makeCopyParallel,
                    makeCopySparseAware,
                });
            },
        .makeVerifier = makeCopyVerifier,
    };
    return family;
}

} // namespace iolens

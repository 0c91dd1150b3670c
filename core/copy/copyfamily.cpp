#include "core/copy/copystrategies.h"
#include "core/copy/copyverifier.h"
#include "core/family.h"
#include "core/strategy.h"

namespace iolens {

const FamilyInfo& copyFamily()
{
    static const FamilyInfo family {
        .name = "copy",
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

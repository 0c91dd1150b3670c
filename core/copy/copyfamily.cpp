#include "core/copy/copystrategies.h"
#include "core/registry.h"
#include "core/strategy.h"

namespace iolens {

void registerCopyStrategies(Registry& registry)
{
    registry.add(makeCopyByteSyscall());
    registry.add(makeCopyByteStdio());
    registry.add(makeCopyByteIostream());
    registry.add(makeCopyBufferLoop());
    registry.add(makeCopyIostreamRdbuf());
    registry.add(makeCopyQFile());
    registry.add(makeCopyQFileCopy());
    registry.add(makeCopyReadAll());
    registry.add(makeCopyMmapWrite());
    registry.add(makeCopyMmapMemcpy());
    registry.add(makeCopySendfile());
    registry.add(makeCopyCopyFileRange());
    registry.add(makeCopySplice());
    registry.add(makeCopyStdFilesystem());
    registry.add(makeCopyIoUring());
    registry.add(makeCopyDirectIo());
    registry.add(makeCopyReflink());
    registry.add(makeCopyParallel());
    registry.add(makeCopySparseAware());
}

} // namespace iolens

#include "core/copy/copyfiles.h"
#include "core/copy/copystrategies.h"
#include "core/strategy.h"

#include <cerrno>

namespace iolens {

namespace {

class Reflink final : public InstrumentedStrategy<Reflink> {
public:
    Reflink()
        : InstrumentedStrategy({ .id = "copy.reflink",
            .title = "ioctl(FICLONE): share extents, copy nothing",
            .lesson
            = { .what = "Asks the filesystem to make the destination share the source's extents (copy-on-write) with "
                        "one ioctl(FICLONE). No data moves; blocks are copied only when either file is later changed.",
                .javaApi = "None in the JDK; it is what `cp --reflink` does, and what GNU cp tries first by default.",
                .costModel
                = "One system call whose cost grows with the number of extents, not with the bytes: a 100 GB "
                  "file clones in milliseconds. Only on filesystems that share extents (btrfs, XFS with "
                  "reflink, bcachefs, OCFS2) and only within one of them: ext4 and tmpfs answer EOPNOTSUPP, "
                  "two filesystems EXDEV — reported as unsupported.",
                .timing
                = "The ioctl is timed as one Write interval. It cannot be interrupted: cancel is checked before "
                  "it starts and progress is reported when it returns." } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        context.checkCancel();
        CopyFiles files = CopyFiles::open(context, probe);
        std::uint64_t size;
        {
            auto scope = probe.phase(Phase::Write);
            size = sys::fileSize(files.in.get(), context.sourcePath());
            try {
                sys::cloneFile(files.out.get(), files.in.get(), context.destPath());
            } catch (const IoError& error) {
                const int e = error.error();
                if (e == EOPNOTSUPP || e == EXDEV || e == EINVAL || e == ENOTTY || e == ENOSYS)
                    throw UnsupportedError("the filesystem cannot share extents (FICLONE: " + errnoName(e) + ")");
                throw;
            }
            scope.addBytes(size);
            scope.setCalls(2);
        }
        files.close(context, probe);
        context.advance(size);
        return Output { size, 0, {} };
    }
};

} // namespace

std::unique_ptr<Strategy> makeCopyReflink()
{
    return std::make_unique<Reflink>();
}

} // namespace iolens

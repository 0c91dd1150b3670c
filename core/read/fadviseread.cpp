// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/read/blockreadloop.h"
#include "core/read/readstrategies.h"
#include "core/strategy.h"
#include "core/sysio.h"

#include <QtGlobal>

#include <fcntl.h>
#include <memory>

namespace iolens {

namespace {

// read.buffer's loop after one readahead hint: what the hint changes shows only when the file
// comes from the device (cold cache), since a warm read never reaches readahead at all.
class FadviseRead final : public InstrumentedStrategy<FadviseRead> {
public:
    FadviseRead()
        : InstrumentedStrategy({ .id = "read.fadvise-sequential",
            .title = QT_TRANSLATE_NOOP("Lesson", "posix_fadvise(SEQUENTIAL), then a buffer loop"),
            .params = { { "buffer_size", "bytes per read(2) call", ParamType::Size, 128 << 10, 1, 1ll << 30 },
                checksumParam(), decodeParam() },
            .lesson = { .what = QT_TRANSLATE_NOOP("Lesson",
                            "Tells the kernel with posix_fadvise(POSIX_FADV_SEQUENTIAL) that the file will be read "
                            "from start to end, then reads it in buffer_size blocks as read.buffer does."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "None: a FileInputStream or FileChannel cannot give the kernel an access hint; the JDK leaves "
                    "readahead to the kernel's guess, which is what read.buffer measures."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "One more system call than read.buffer. On Linux the hint doubles the file's readahead window "
                    "(128 KiB to 256 KiB by default), so a read from the device asks for larger blocks ahead of the "
                    "reader; from the page cache (warm) nothing changes. Compare both in cold mode with a small "
                    "buffer_size."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "The hint is timed with the open (open); then one interval per read(2) call (read), per "
                    "block split (split) and per block decoded (decode)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 002 reads a 10 MB text: FileReader with a 1 MiB char[] 80 ms, one char at a time 450 "
                    "ms. The articles never give the kernel a hint: Java has none to give."),
                .excerpt = R"(int fd = open(path, O_RDONLY);
posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL); // doubles readahead
while ((n = read(fd, buf, 128 << 10)) > 0)
    lines += countNewlines(buf, n);)" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const ReadOptions options = ReadOptions::from(context);
        const auto bufferSize = static_cast<std::size_t>(context.param("buffer_size"));
        const std::string& path = context.sourcePath();
        sys::UniqueFd fd;
        {
            auto scope = probe.phase(Phase::Open);
            fd = sys::open(path, O_RDONLY);
            // Returns the error instead of setting errno; offset 0 and length 0 mean the whole file.
            if (const int error = ::posix_fadvise(fd.get(), 0, 0, POSIX_FADV_SEQUENTIAL); error != 0)
                throw IoError("posix_fadvise", path, error);
        }
        return readBlocksAndClose(context, probe, fd, path, bufferSize, options);
    }
};

} // namespace

std::unique_ptr<Strategy> makeReadFadviseSequential()
{
    return std::make_unique<FadviseRead>();
}

} // namespace iolens

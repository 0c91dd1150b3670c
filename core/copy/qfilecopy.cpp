// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/copy/copyfiles.h"
#include "core/copy/copystrategies.h"
#include "core/strategy.h"

#include <QtGlobal>

#include <QFile>

#include <cerrno>
#include <memory>

namespace iolens {

namespace {

QString toQPath(const std::string& path)
{
    return QFile::decodeName(QByteArray::fromStdString(path));
}

// An IoError whose message is Qt's own description (QFileDevice::errorString), which is often
// more specific than strerror ("Destination file exists"); errno is kept for code that checks it,
// and named in the message too, since Qt's text does not always carry it ("Cannot open … for input").
class QFileError final : public IoError {
public:
    QFileError(
        const std::string& call, const std::string& path, const QFileDevice& file, const std::string& target = {})
        : IoError(call, path, errno != 0 ? errno : EIO)
        , m_message(call + (target.empty() ? " on '" : " from '") + path + (target.empty() ? "" : "' to '" + target)
              + "' failed: " + file.errorString().toStdString() + (errno != 0 ? " (" + errnoName(errno) + ")" : ""))
    { }
    const char* what() const noexcept override { return m_message.c_str(); }

private:
    std::string m_message;
};

// --- copy.qfile --------------------------------------------------------------------------------

class QFileLoop final : public InstrumentedStrategy<QFileLoop> {
public:
    QFileLoop()
        : InstrumentedStrategy({ .id = "copy.qfile",
            .title = QT_TRANSLATE_NOOP("Lesson", "QFile::read/QFile::write loop"),
            .params = { { "buffer_size", "bytes asked of each QFile::read and given to each QFile::write",
                ParamType::Size, 8192, 1, 1ll << 30 } },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Qt's everyday way: QFile::read into a buffer and QFile::write it out, until QFile::read returns "
                    "0. "
                    "The destination is created with O_EXCL and closed by iolens' own system-call layer; QFile only "
                    "writes to it (Qt retries an interrupted close(2) and would then report EBADF for a good copy)."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "Files.newInputStream / Files.newOutputStream with a byte[] loop: the modern stream classes, "
                    "a thin object layer over read(2)/write(2)."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "Like the buffer loop (2 × size / buffer_size system calls) plus QIODevice's bookkeeping per "
                    "call; small requests are served from QIODevice's internal buffer (16 KiB), so a tiny "
                    "buffer_size costs library calls rather than system calls."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000 (copying a file, JMH, 10 GB sparse file): transferTo 13.055 ± 0.583 s; buffered "
                    "variants 12.7–13.7 s — the same within error. 10 GB stream→stream 12.128 ± 0.331 s vs Path→Path "
                    "12.257 ± 0.342 s; at 100 GB 160.0 vs 153.5 s: the native copy pulls ahead at scale."),
                .excerpt = "while (!in.atEnd()) {\n    const qint64 n = in.read(buf.data(), buf.size());\n    "
                           "out.write(buf.data(), n);\n}" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto bufferSize = static_cast<qint64>(context.param("buffer_size"));
        const std::string& source = context.sourcePath();
        const std::string& dest = context.destPath();
        QFile in(toQPath(source));
        QFile out;
        sys::UniqueFd outFd;
        {
            auto scope = probe.phase(Phase::Open);
            errno = 0;
            if (!in.open(QIODevice::ReadOnly))
                throw QFileError("QFile::open", source, in);
            // The destination is created and closed by sys (O_EXCL as everywhere) and only handed to
            // the QFile: Qt retries a close(2) that returned EINTR, and as Linux has closed the
            // descriptor by then, the retry fails with EBADF and a good copy is reported as failed.
            outFd = sys::createNew(dest);
            errno = 0;
            if (!out.open(outFd.get(), QIODevice::WriteOnly, QFileDevice::DontCloseHandle))
                throw QFileError("QFile::open", dest, out);
            scope.setCalls(2);
        }
        std::unique_ptr<char[]> buffer;
        {
            auto scope = probe.phase(Phase::Alloc);
            buffer = std::make_unique_for_overwrite<char[]>(static_cast<std::size_t>(bufferSize));
        }
        ProgressTicker ticker(context);
        std::uint64_t total = 0;
        // lap() switches phases with one clock read: two per chunk keep the instrumentation small
        // next to an 8 KiB read and write.
        probe.begin(Phase::Read);
        for (;;) {
            errno = 0;
            const qint64 n = in.read(buffer.get(), bufferSize);
            if (n <= 0) {
                probe.end(Phase::Read);
                if (n < 0)
                    throw QFileError("QFile::read", source, in);
                break;
            }
            probe.lap(Phase::Read, Phase::Write, static_cast<std::uint64_t>(n));
            errno = 0;
            const qint64 written = out.write(buffer.get(), n);
            probe.lap(Phase::Write, Phase::Read, static_cast<std::uint64_t>(written > 0 ? written : 0));
            if (written != n)
                throw QFileError("QFile::write", dest, out);
            total += static_cast<std::uint64_t>(n);
            ticker.add(static_cast<std::uint64_t>(n));
        }
        ticker.flush();
        {
            auto scope = probe.phase(Phase::Close);
            errno = 0;
            out.close(); // flushes Qt's write buffer: a failing write(2) shows up only here
            if (out.error() != QFileDevice::NoError)
                throw QFileError("QFile::close", dest, out);
            sys::close(outFd, dest);
            in.close();
            scope.setCalls(2);
        }
        return Output { total, 0, {} };
    }
};

// --- copy.qfile-copy ---------------------------------------------------------------------------

class QFileCopy final : public InstrumentedStrategy<QFileCopy> {
public:
    QFileCopy()
        : InstrumentedStrategy({ .id = "copy.qfile-copy",
            .title = QT_TRANSLATE_NOOP("Lesson", "QFile::copy (one call)"),
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "One call to QFile::copy(newName). Qt 6.4 on Linux (seen with strace) writes into an anonymous "
                    "O_TMPFILE in the destination directory, tries FICLONE, then copies with sendfile(2), "
                    "fdatasync(2)s the file and links it into place; it fails if the destination exists."),
                .javaApi
                = QT_TRANSLATE_NOOP("Lesson", "Files.copy(Path, Path): a native path-to-path copy inside the library."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "A few system calls, the copy done in the kernel without passing through user space — plus a "
                    "fdatasync that waits for the disk, which the other strategies do not pay: on a real disk "
                    "this is the price of Qt's crash safety."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "The single call is timed as one Write interval (it reads and writes). It cannot be "
                    "interrupted: cancel is checked before it starts and progress is reported when it returns."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 000 (copying a file, JMH, 10 GB sparse file): transferTo 13.055 ± 0.583 s; buffered "
                    "variants 12.7–13.7 s — the same within error. 10 GB stream→stream 12.128 ± 0.331 s vs Path→Path "
                    "12.257 ± 0.342 s; at 100 GB 160.0 vs 153.5 s: the native copy pulls ahead at scale."),
                .excerpt = "QFile::copy(source, destination);" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        context.checkCancel();
        const std::string& dest = context.destPath();
        QFile in(toQPath(context.sourcePath()));
        std::uint64_t total = 0;
        {
            auto scope = probe.phase(Phase::Write);
            errno = 0;
            if (!in.copy(toQPath(dest)))
                throw QFileError("QFile::copy", context.sourcePath(), in, dest);
            total = sys::fileSizeAt(dest);
            scope.addBytes(total);
        }
        context.advance(total);
        return Output { total, 0, {} };
    }
};

} // namespace

std::unique_ptr<Strategy> makeCopyQFile()
{
    return std::make_unique<QFileLoop>();
}
std::unique_ptr<Strategy> makeCopyQFileCopy()
{
    return std::make_unique<QFileCopy>();
}

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/io/batchedphase.h"
#include "core/progress.h"
#include "core/read/readoptions.h"
#include "core/read/readstrategies.h"
#include "core/strategy.h"
#include "core/sysio.h"
#include "core/utf8.h"

#include <QtGlobal>

#include <QFile>
#include <QStringList>
#include <QTextStream>

#include <cerrno>
#include <cstdio>
#include <fcntl.h>

namespace iolens {

namespace {

// QFileDevice keeps no errno; errno is cleared before the reads, and a failing read(2) sets it last.
void throwIfReadFailed(const QFile& file, const std::string& path)
{
    if (file.error() != QFileDevice::NoError)
        throw IoError("QFile::read", path, errno != 0 ? errno : EIO);
}

constexpr std::uint64_t kLineBatch = 4096;
const QByteArray kUtf8Bom = QByteArrayLiteral("\xEF\xBB\xBF");
// How much of the file is checked for UTF-8 before reading: enough to tell a binary or Latin-1
// file from text at once, little enough to cost nothing next to the read.
constexpr qint64 kUtf8Peek = 64 * 1024;

// QTextStream turns bytes that are not UTF-8 into U+FFFD, so on a binary file its lines can never
// match the file's: say so in one sentence instead of a verification failure that looks like a bug.
// Only the start is checked; a file that goes bad later still fails verification.
void requireUtf8Start(const QByteArray& head, std::uint64_t size, const std::string& path)
{
    const std::string_view text(head.constData(), static_cast<std::size_t>(head.size()));
    const std::size_t bad = firstInvalidUtf8(text, static_cast<std::uint64_t>(head.size()) < size);
    if (bad == std::string_view::npos)
        return;
    char byte[8];
    std::snprintf(byte, sizeof byte, "0x%02x", static_cast<unsigned char>(text[bad]));
    throw UnsupportedError("'" + path + "' is not UTF-8 text (byte " + byte + " at offset " + std::to_string(bad)
        + "): QTextStream would turn it into U+FFFD, so its lines could not match the file's; run it on a text "
          "file");
}

class QTextStreamRead final : public InstrumentedStrategy<QTextStreamRead> {
public:
    QTextStreamRead()
        : InstrumentedStrategy({ .id = "read.qtextstream",
            .title = QT_TRANSLATE_NOOP("Lesson", "QTextStream::readLine, lines kept in a QStringList"),
            .params = { checksumParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Reads line by line with Qt's decoding reader, QTextStream::readLineInto over a QFile, and keeps "
                    "every line as a QString in a QStringList. The text is decoded from UTF-8 inside readLine, so "
                    "there is no separate decode phase and no decode parameter."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "BufferedReader.readLine() over an InputStreamReader (a decoding reader) adding each String to an "
                    "ArrayList (article 002's 120 ms case)."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "Decodes every byte to UTF-16 (2 bytes per character kept) in 16 KiB device reads, then scans "
                    "for line ends: about twice the memory of getline-istream and a decode per byte. With the "
                    "checksum on, each line is encoded back to UTF-8 to be hashed, which costs as much again "
                    "(checksum=0 shows the reader alone). Invalid UTF-8 becomes U+FFFD, so its lines cannot match "
                    "a binary file's: a file whose first 64 KiB are not UTF-8 is refused as unsupported. QTextStream "
                    "drops a leading UTF-8 byte-order mark "
                    "and a '\\r' at the very end of a file; the strategy gives them back to the checksum."),
                .timing = QT_TRANSLATE_NOOP("Lesson",
                    "Phase read is timed around batches of 4,096 readLineInto calls (credited with the calls), the "
                    "per-line checksum and keeping included. Phase other: peeking at the first three and the last "
                    "byte (for the BOM and a final '\\r'), and freeing the kept lines at the end."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 002: a decoding line reader (BufferedReader.readLine()) took 120 ms for 10 MB; "
                    "QTextStream decodes UTF-8 to UTF-16 per line, as Java's Reader does."),
                .excerpt = "QTextStream in(&file);\nQString line;\nwhile (in.readLineInto(&line))\n    ++lines; // "
                           "decoded to UTF-16 like a Java String" } })
    { }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const bool hashing = context.param("checksum") != 0;
        const std::string& path = context.sourcePath();
        QFile file;
        std::uint64_t size;
        {
            auto scope = probe.phase(Phase::Open);
            // Opened with open(2), so that a failure names errno; the QFile owns the descriptor after.
            sys::UniqueFd fd = sys::open(path, O_RDONLY);
            size = sys::fileSize(fd.get(), path);
            if (!file.open(fd.get(), QIODevice::ReadOnly, QFileDevice::AutoCloseHandle))
                throw IoError("QFile::open", path, EIO);
            fd.release();
            scope.setCalls(2);
        }
        bool bom = false;
        bool finalCr = false;
        {
            auto scope = probe.phase(Phase::Other);
            errno = 0;
            const QByteArray head = file.peek(kUtf8Peek);
            throwIfReadFailed(file, path);
            bom = head.startsWith(kUtf8Bom);
            requireUtf8Start(head, size, path);
            char last = 0;
            finalCr = size > 0 && sys::preadFull(file.handle(), &last, 1, size - 1, path) == 1 && last == '\r';
        }

        QTextStream stream(&file);
        stream.setEncoding(QStringConverter::Utf8);
        stream.setAutoDetectUnicode(false);
        LineDigest digest(hashing);
        QStringList lines; // kept, as the article's ArrayList<String>
        QByteArray previous; // hashed once the next line shows it was not the last
        bool havePrevious = false;
        ProgressTicker progress(context);
        BatchedPhase<P> reading(probe, Phase::Read, kLineBatch);
        qint64 position = 0;
        QString line;
        reading.start();
        errno = 0;
        while (stream.readLineInto(&line)) {
            // A failed read is a line cut short to QTextStream, and the next read clears the
            // QFile's error: so it is checked after every line, not once at the end.
            throwIfReadFailed(file, path);
            if (hashing) {
                if (havePrevious)
                    digest.addLine(previous.constData(), static_cast<std::size_t>(previous.size()));
                previous = line.toUtf8();
                if (bom && !havePrevious)
                    previous.prepend(kUtf8Bom);
                havePrevious = true;
            } else {
                digest.countLines(1);
            }
            lines.append(line);
            // The device position moves in 16 KiB reads; their sum is the file size.
            const qint64 now = file.pos();
            reading.count(static_cast<std::uint64_t>(now - position));
            progress.add(static_cast<std::uint64_t>(now - position));
            position = now;
        }
        // A file that gave no line (only a BOM) moved the position without a line to credit it to.
        const qint64 end = file.pos();
        reading.addBytes(static_cast<std::uint64_t>(end - position));
        progress.add(static_cast<std::uint64_t>(end - position));
        reading.stop();
        throwIfReadFailed(file, path);
        if (hashing && havePrevious) {
            if (finalCr)
                previous.append('\r');
            digest.addLine(previous.constData(), static_cast<std::size_t>(previous.size()));
        }
        if (bom && lines.isEmpty()) {
            // A file that is only a BOM is one line of three bytes to every other strategy.
            if (hashing)
                digest.addLine(kUtf8Bom.constData(), static_cast<std::size_t>(kUtf8Bom.size()));
            else
                digest.countLines(1);
        }
        progress.flush();
        {
            auto scope = probe.phase(Phase::Close);
            file.close();
        }
        {
            auto scope = probe.phase(Phase::Other);
            scope.setCalls(static_cast<std::uint64_t>(lines.size()));
            lines = QStringList();
        }
        return readOutput(size, digest);
    }
};

} // namespace

std::unique_ptr<Strategy> makeReadQTextStream()
{
    return std::make_unique<QTextStreamRead>();
}

} // namespace iolens

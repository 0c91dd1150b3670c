// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ext/shippedlessons.h"

#include <QtGlobal>

#include <array>

namespace iolens {

namespace {

const auto kShipped = std::to_array<ShippedExtLesson>({
    { .id = "ext.cp",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo "
            "13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). cp is the native copy as a "
            "program."),
        .excerpt = "cp --reflink=never -- SRC DST   # run without a shell; copy_file_range inside" },
    { .id = "ext.cat",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo "
            "13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). cat > dst is the shell's bulk "
            "copy."),
        .excerpt = "cat -- SRC   # stdout opened on DST with O_EXCL, as '>' would" },
    { .id = "ext.dd-8k",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo "
            "13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). dd bs=8k is the byte[8192] loop in "
            "another program."),
        .excerpt = "dd if=SRC of=DST bs=8k status=none" },
    { .id = "ext.dd-1m",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo "
            "13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s)."),
        .excerpt = "dd if=SRC of=DST bs=1M status=none" },
    { .id = "ext.wc-l",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 001: Java 9's Files.lines().parallel() splits bytes at newlines and decodes in parallel: 2.6 s vs "
            "6.6 s sequential under 2 GB, 9 s over 2 GB (the fallback)."),
        .excerpt = "wc -l -c -- SRC   # '\\n' count and bytes" },
    { .id = "ext.fio-read-8k",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 002 (10 MB text): FileReader.read() per char 450 ms; with a 1 MiB char[] 80 ms; "
            "BufferedReader.readLine() 120 ms. fio is the yardstick: read.buffer at 8 KiB should match its bandwidth."),
        .excerpt = "fio --name=iolens --filename=SRC --rw=read --bs=8k --ioengine=psync --readonly --invalidate=0 "
                   "--size=SIZE --output-format=json" },
    { .id = "ext.fio-read-1m",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 002 (10 MB text): FileReader.read() per char 450 ms; with a 1 MiB char[] 80 ms; "
            "BufferedReader.readLine() 120 ms."),
        .excerpt = "fio --name=iolens --filename=SRC --rw=read --bs=1M --ioengine=psync --readonly --invalidate=0 "
                   "--size=SIZE --output-format=json" },
    { .id = "ext.java-file-input-stream",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo "
            "13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s)."),
        .excerpt = R"(byte[] buffer = new byte[8192];
int n;
while ((n = in.read(buffer)) >= 0)
    out.write(buffer, 0, n);)" },
    { .id = "ext.java-buffered-byte",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo "
            "13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). Per-byte calls are the real sin."),
        .excerpt = R"(int c;
while ((c = bin.read()) >= 0)  // BufferedInputStream, one byte per call
    bout.write(c);)" },
    { .id = "ext.java-read-all-bytes",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo "
            "13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s). readAllBytes is fast but its "
            "memory grows with the file."),
        .excerpt = R"(byte[] all = in.readAllBytes();
out.write(all);)" },
    { .id = "ext.java-transfer-to",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo "
            "13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s)."),
        .excerpt = "in.transferTo(out); // 8 KiB loop inside the JDK" },
    { .id = "ext.java-files-copy",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 000 (copying a file, JMH, 10 GB sparse file): the bulk loops are equal within error (transferTo "
            "13.055 ± 0.583 s); Path→Path pulls ahead at 100 GB (153.5 vs 160.0 s)."),
        .excerpt = "Files.copy(Paths.get(src), Paths.get(dst));" },
    { .id = "ext.java-file-reader-char",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 002 (10 MB text): FileReader.read() per char 450 ms; with a 1 MiB char[] 80 ms; "
            "BufferedReader.readLine() 120 ms."),
        .excerpt = R"(int c;
while ((c = reader.read()) >= 0)
    if (c == '\n') lines++;)" },
    { .id = "ext.java-char-buffer",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 002 (10 MB text): FileReader.read() per char 450 ms; with a 1 MiB char[] 80 ms; "
            "BufferedReader.readLine() 120 ms."),
        .excerpt = R"(char[] buf = new char[1 << 20];
int n;
while ((n = reader.read(buf)) >= 0)
    for (int i = 0; i < n; i++) if (buf[i] == '\n') lines++;)" },
    { .id = "ext.java-buffered-reader",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 002 (10 MB text): FileReader.read() per char 450 ms; with a 1 MiB char[] 80 ms; "
            "BufferedReader.readLine() 120 ms."),
        .excerpt = R"(String line;
while ((line = reader.readLine()) != null)
    lines.add(line);)" },
    { .id = "ext.java-files-lines",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 001: Java 9's Files.lines().parallel() splits bytes at newlines and decodes in parallel: 2.6 s vs "
            "6.6 s sequential under 2 GB, 9 s over 2 GB (the fallback)."),
        .excerpt = R"(try (Stream<String> s = Files.lines(path, UTF_8)) {
    stats = s.mapToLong(l -> utf8Length(l) + 1).summaryStatistics();
})" },
    { .id = "ext.java-files-lines-parallel",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 001: Java 9's Files.lines().parallel() splits bytes at newlines and decodes in parallel: 2.6 s vs "
            "6.6 s sequential under 2 GB, 9 s over 2 GB (the fallback)."),
        .excerpt = R"(Files.lines(path, UTF_8).parallel()
    .mapToLong(l -> utf8Length(l) + 1).summaryStatistics();)" },
});

} // namespace

const ShippedExtLesson* shippedExtLesson(std::string_view id)
{
    for (const ShippedExtLesson& lesson : kShipped)
        if (lesson.id == id)
            return &lesson;
    return nullptr;
}

} // namespace iolens

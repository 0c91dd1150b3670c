// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The course's chapters and steps: data only, sized so that each step runs in seconds on a
// small machine. The article figures are the ones in seeds/README.md and resources/lessons.

#include "core/course/coursestep.h"

#include <QtGlobal>

// Steps are written with designated initialisers that leave out the members a step does not use;
// those have default member initialisers, but GCC 12 still warns about every omitted one.
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"

namespace iolens::course {

namespace {

constexpr std::uint64_t kKiB = 1024, kMiB = 1024 * 1024;

// A "which is fastest" step's repetitions: the rank test (coursecompare.h) can set two
// strategies apart at 1 % only from 5 runs each; 7 still do with up to 4 of the 49 pairs inverted
// by a noisy run. Each such step's file is sized so that 7 runs of every strategy take seconds.
constexpr int kFastestReps = 7;

// Orders of magnitude, split at their geometric middles (√20 ≈ 4.5, √200 ≈ 14 × √10 …), so that
// "2×, 10×, 100×, 1,000×" each own the ratios nearest to them.
std::vector<Choice> magnitudes()
{
    return {
        { QT_TRANSLATE_NOOP("Course", "about 2× (under 4.5×)"), {}, 0, 4.5, {} },
        { QT_TRANSLATE_NOOP("Course", "about 10× (4.5× to 32×)"), {}, 4.5, 32, {} },
        { QT_TRANSLATE_NOOP("Course", "about 100× (32× to 316×)"), {}, 32, 316, {} },
        { QT_TRANSLATE_NOOP("Course", "about 1,000× or more (316× and up)"), {}, 316, 0, {} },
    };
}

// Decades, for the steps whose figure wanders across a magnitudes' line from run to run on a
// loaded machine (iolens-bench-course): 004.index and 004.round-trips between 15× and 87×
// across 32× (and the round trips' article figure, 37×, 15 % from it), 004.reopen 4.1× to 5.4×
// across 4.5×.
std::vector<Choice> decades()
{
    return {
        { QT_TRANSLATE_NOOP("Course", "a few times (under 10×)"), {}, 0, 10, {} },
        { QT_TRANSLATE_NOOP("Course", "tens of times (10× to 100×)"), {}, 10, 100, {} },
        { QT_TRANSLATE_NOOP("Course", "a hundred times or more (100× and up)"), {}, 100, 0, {} },
    };
}

StrategyChoice run(const char* id, ParamValues params = {})
{
    return { id, std::move(params), true };
}

Chapter chapter000()
{
    Chapter c { "000", QT_TRANSLATE_NOOP("Course", "Article 000: copying a file"),
        QT_TRANSLATE_NOOP("Course",
            "Java offers many ways to copy a file: a byte[] loop, buffered streams, readAllBytes, transferTo, "
            "Files.copy. The article timed them with JMH and error bars. Predict, run, and see which of its "
            "findings hold on this machine."),
        {} };
    c.steps.push_back({ .id = "000.bulk",
        .title = QT_TRANSLATE_NOOP("Course", "The bulk copies"),
        .question = QT_TRANSLATE_NOOP("Course", "Which copy is fastest on this machine?"),
        .kind = Question::Fastest,
        .choices = { { QT_TRANSLATE_NOOP("Course", "a read/write loop with an 8 KiB buffer (copy.buffer-loop)"),
                         "copy.buffer-loop", 0, 0, {} },
            { QT_TRANSLATE_NOOP("Course", "the whole file in memory, then one write (copy.read-all)"), "copy.read-all",
                0, 0, {} },
            // The three copy inside the kernel: on Linux std::filesystem::copy_file is sendfile or
            // copy_file_range underneath, so no run can tell them apart (issue 29: the "winner"
            // changed from run to run among them).
            { QT_TRANSLATE_NOOP("Course",
                  "a copy inside the kernel: sendfile, copy_file_range (what cp does) or std::filesystem::copy_file "
                  "(as Files.copy)"),
                "copy.sendfile|copy.copy-file-range|copy.std-filesystem", 0, 0, {} },
            { QT_TRANSLATE_NOOP("Course", "they are all the same within the error"), {}, 0, 0, {} } },
        .strategies = { run("copy.buffer-loop"), run("copy.read-all"), run("copy.std-filesystem"), run("copy.sendfile"),
            run("copy.copy-file-range") },
        .fileKind = GenKind::Random,
        .fileBytes = 32 * kMiB,
        .reps = kFastestReps,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article (JMH, 10 GB): transferTo 13.055 ± 0.583 s, the buffered variants 12.668 to "
                         "13.663 s, stream to stream 12.128 ± 0.331 s against Files.copy 12.257 ± 0.342 s: all the "
                         "same within the error."),
            0, "=" },
        .analogue = Analogue { Analogue::Kind::Throughput, {}, {},
            QT_TRANSLATE_NOOP("Course",
                "Here the file and its copy stay in the page cache: the fastest, %1, moved %2 MiB/s and the slowest, "
                "%3, %4 MiB/s (MiB = 2^20 bytes, measured in this run). The article's Files.copy moved %5 MiB/s "
                "(10 GiB in 12.257 s): every method wrote 10 GiB to its disk, and the disk set the pace for all of "
                "them alike. Without a disk to wait for, the copies through user space pay for moving every byte "
                "twice, which copy_file_range and sendfile do not."),
            0, 10240.0 / 12.257 },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "Compare medians with their error bars, never single runs. Every bulk copy moves the bytes in "
            "large blocks, so they end up close; one that skips user space (sendfile, copy_file_range) may "
            "pull ahead when the file is large or the filesystem can share blocks.") });
    c.steps.push_back({ .id = "000.per-byte",
        .title = QT_TRANSLATE_NOOP("Course", "One byte per call"),
        .question = QT_TRANSLATE_NOOP("Course",
            "How much longer does copying one byte per call (fgetc/fputc through stdio's buffer) take "
            "than the 8 KiB buffer loop?"),
        .kind = Question::Ratio,
        .choices = magnitudes(),
        .strategies = { run("copy.byte-stdio"), run("copy.buffer-loop") },
        .slow = "copy.byte-stdio",
        .fast = "copy.buffer-loop",
        .fileKind = GenKind::Random,
        .fileBytes = 8 * kMiB,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article gives no figure: it warns that BufferedInputStream.read(), one byte per call "
                         "through an 8 KiB buffer, is the real sin."),
            0, {} },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "Even when a buffer underneath saves the system calls, a function call per byte costs more "
            "than the copy itself. Move blocks, not bytes.") });
    c.steps.push_back({ .id = "000.syscall-per-byte",
        .title = QT_TRANSLATE_NOOP("Course", "One system call per byte"),
        .question = QT_TRANSLATE_NOOP("Course",
            "And without stdio's buffer, one read(2) and one write(2) per byte: how much longer than "
            "fgetc/fputc?"),
        .kind = Question::Ratio,
        .choices = magnitudes(),
        .strategies = { run("copy.byte-syscall"), run("copy.byte-stdio") },
        .slow = "copy.byte-syscall",
        .fast = "copy.byte-stdio",
        .fileKind = GenKind::Random,
        .fileBytes = 256 * kKiB,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article gives no figure for unbuffered per-byte calls; FileInputStream.read() without "
                         "a buffer is this."),
            0, {} },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "A system call costs hundreds of nanoseconds: a kernel entry and exit, checks, a copy. Two of "
            "them per byte is what an unbuffered stream does; a buffer turns them into one per 8 KiB.") });
    return c;
}

Chapter chapter001()
{
    Chapter c { "001", QT_TRANSLATE_NOOP("Course", "Article 001: reading lines in parallel"),
        QT_TRANSLATE_NOOP("Course",
            "Java 9's Files.lines(path).parallel() splits a file as bytes at newline boundaries and decodes each "
            "part in its own thread. The article timed it against the sequential reader."),
        {} };
    c.steps.push_back({ .id = "001.parallel",
        .title = QT_TRANSLATE_NOOP("Course", "Split the bytes, decode in parallel"),
        .question = QT_TRANSLATE_NOOP("Course",
            "How much faster is reading lines in parallel threads (read.parallel) than one thread "
            "reading line by line (read.getline-istream)?"),
        .kind = Question::Ratio,
        .choices = { { QT_TRANSLATE_NOOP("Course", "not faster (under 1.1×)"), {}, 0, 1.1, {} },
            { QT_TRANSLATE_NOOP("Course", "a little (1.1× to 1.6×)"), {}, 1.1, 1.6, {} },
            { QT_TRANSLATE_NOOP("Course", "about twice (1.6× to 3×)"), {}, 1.6, 3, {} },
            { QT_TRANSLATE_NOOP("Course", "more than 3×"), {}, 3, 0, {} } },
        .strategies = { run("read.getline-istream"), run("read.mmap"), run("read.parallel") },
        .slow = "read.getline-istream",
        .fast = "read.parallel",
        .fileKind = GenKind::Text,
        .fileBytes = 32 * kMiB,
        .article
        = { QT_TRANSLATE_NOOP("Course", "The article (Core i7, under 2 GB): sequential 6.6 s, parallel 2.6 s: 2.5×."),
            6.6 / 2.6, {} },
        // read.mmap is read.parallel's scan on one thread: it splits the gap into the threads' share
        // and getline's own work per line, which two threads could never explain.
        .analogue = Analogue { .kind = Analogue::Kind::ParallelSplit,
            .slow = "read.getline-istream",
            .fast = "read.parallel",
            .why = QT_TRANSLATE_N_NOOP("Course",
                "read.parallel used %n threads here, one per hardware thread of this machine; the article's Core i7 "
                "had more. A split can be no faster than the cores that run its parts."),
            .single = "read.mmap",
            .whyAbove = QT_TRANSLATE_N_NOOP("Course",
                "The gap is more than %n threads can give. read.mmap, the same newline scan on one thread, took %1 "
                "as long as read.parallel: that is what the threads gave. read.getline-istream took %2 as long as "
                "read.mmap, both on one thread: that is its own work, a string built and copied for every line. "
                "The article's two readers both decoded every line into a String, so its 2.5× was the threads "
                "alone.") },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "Split the bytes first and decode later, in parallel; and know where an implementation falls "
            "back to a slow path (Java's did above 2 GB).") });
    c.steps.push_back({ .id = "001.fastest-reader",
        .title = QT_TRANSLATE_NOOP("Course", "The fastest reader"),
        .question = QT_TRANSLATE_NOOP("Course", "Which way of counting and checking lines is fastest here?"),
        .kind = Question::Fastest,
        .choices = { { QT_TRANSLATE_NOOP("Course", "std::getline into strings (read.getline-istream)"),
                         "read.getline-istream", 0, 0, {} },
            // read.buffer and read.mmap do the same scan on one thread, one through a buffer, one
            // through a mapping: their order changes from run to run (issue 29).
            { QT_TRANSLATE_NOOP("Course",
                  "one thread scanning for newlines: a 1 MiB buffer (read.buffer) or a memory map (read.mmap)"),
                "read.buffer|read.mmap", 0, 0, {} },
            { QT_TRANSLATE_NOOP("Course", "parallel ranges (read.parallel)"), "read.parallel", 0, 0, {} },
            { QT_TRANSLATE_NOOP("Course", "they are all the same within the error"), {}, 0, 0, {} } },
        .strategies = { run("read.getline-istream"), run("read.buffer"), run("read.mmap"), run("read.parallel") },
        .fileKind = GenKind::Text,
        .fileBytes = 32 * kMiB,
        .reps = kFastestReps,
        .article
        = { QT_TRANSLATE_NOOP("Course", "The article found the parallel stream fastest (2.6 s against 6.6 s)."), 0,
            "read.parallel" },
        .analogue = Analogue { Analogue::Kind::ParallelAgainstFastest, "read.parallel", "read.getline-istream",
            QT_TRANSLATE_N_NOOP("Course",
                "read.parallel ran %n threads here, one per hardware thread, and took %1 as long as the fastest, "
                "%2. The article's parallel stream won against a sequential reader that decoded every line into "
                "a String; its analogue here, read.getline-istream, took %3 as long as %2 in the same run. A "
                "single thread that scans a buffer or a mapping for newlines leaves little for more threads to "
                "split.") },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "Copies and calls per line cost more than the bytes: a reader that scans a big buffer or a "
            "mapping does the least work per line.") });
    return c;
}

Chapter chapter002()
{
    Chapter c { "002", QT_TRANSLATE_NOOP("Course", "Article 002: reading, buffers and allocation"),
        QT_TRANSLATE_NOOP("Course",
            "The Korean article reads a 10 MB text file three ways and warns about direct buffers allocated "
            "again and again. How do its figures look on this machine?"),
        {} };
    c.steps.push_back({ .id = "002.char-vs-buffer",
        .title = QT_TRANSLATE_NOOP("Course", "A char at a time"),
        .question = QT_TRANSLATE_NOOP("Course",
            "How much faster is reading with a 1 MiB buffer (read.buffer) than one read call per char "
            "(read.char-syscall)?"),
        .kind = Question::Ratio,
        .choices = magnitudes(),
        .strategies = { run("read.char-syscall"), run("read.char-stdio"), run("read.buffer") },
        .slow = "read.char-syscall",
        .fast = "read.buffer",
        .fileKind = GenKind::Text,
        .fileBytes = 1 * kMiB,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article (10 MB): FileReader.read() one char at a time 450 ms, with a 1 MiB char[] "
                         "80 ms: 5.6×."),
            450.0 / 80.0, {} },
        .analogue = Analogue { Analogue::Kind::Ratio, "read.char-stdio", "read.buffer",
            QT_TRANSLATE_NOOP("Course",
                "Java's FileReader.read() is not one system call per char: its decoder reads 8 KiB at a time "
                "underneath. Its analogue here is read.char-stdio (fgetc through stdio's buffer), measured in the "
                "same run: %1 as long as read.buffer, against the article's %2. read.char-syscall pays one "
                "read(2) per byte instead.") },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "The number of calls dominates: each call into the kernel costs far more than handling one "
            "byte. Read big blocks and scan them.") });
    c.steps.push_back({ .id = "002.readline",
        .title = QT_TRANSLATE_NOOP("Course", "Lines or a big buffer"),
        .question = QT_TRANSLATE_NOOP("Course",
            "Which is faster: std::getline into a list of strings (BufferedReader.readLine) or a 1 MiB "
            "buffer with a newline scan?"),
        .kind = Question::Fastest,
        .choices = { { QT_TRANSLATE_NOOP("Course", "getline into strings (read.getline-istream)"),
                         "read.getline-istream", 0, 0, {} },
            { QT_TRANSLATE_NOOP("Course", "the 1 MiB buffer (read.buffer)"), "read.buffer", 0, 0, {} },
            { QT_TRANSLATE_NOOP("Course", "the same within the error"), {}, 0, 0, {} } },
        .strategies = { run("read.getline-istream"), run("read.buffer") },
        .fileKind = GenKind::Text,
        .fileBytes = 16 * kMiB,
        .reps = kFastestReps,
        .article = { QT_TRANSLATE_NOOP(
                         "Course", "The article: BufferedReader.readLine() 120 ms against the 1 MiB char[] 80 ms."),
            0, "read.buffer" },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "Keeping every line as a string costs an allocation and a copy per line; when only counts or "
            "checksums are needed, scan the buffer in place.") });
    c.steps.push_back({ .id = "002.alloc",
        .title = QT_TRANSLATE_NOOP("Course", "Allocate once"),
        .question = QT_TRANSLATE_NOOP("Course",
            "How much longer does allocating a fresh 1 MiB buffer for every chunk take than reusing "
            "one?"),
        .kind = Question::Ratio,
        .choices = { { QT_TRANSLATE_NOOP("Course", "no measurable difference (under 1.1×)"), {}, 0, 1.1, {} },
            { QT_TRANSLATE_NOOP("Course", "somewhat (1.1× to 2×)"), {}, 1.1, 2, {} },
            { QT_TRANSLATE_NOOP("Course", "2× or more"), {}, 2, 0, {} } },
        .strategies = { run("alloc.per-chunk"), run("alloc.reused") },
        .slow = "alloc.per-chunk",
        .fast = "alloc.reused",
        .fileKind = GenKind::Random,
        .fileBytes = 64 * kMiB,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article gives no figure: ByteBuffer.allocateDirect called per use can make the JVM run "
                         "System.gc() when native memory runs out."),
            0, {} },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "A fresh buffer means fresh pages: the kernel maps and zeroes them on first touch (page "
            "faults). Allocate once and reuse.") });
    return c;
}

Chapter chapter004()
{
    Chapter c { "004", QT_TRANSLATE_NOOP("Course", "Article 004: stopwatches, writes and round trips"),
        QT_TRANSLATE_NOOP("Course",
            "The article finds its program's hotspot with numbered stopwatches (StopwatchUtil), then fixes it: a "
            "writer opened and closed for every record, files re-read from the start, one request per id."),
        {} };
    c.steps.push_back({ .id = "004.reopen",
        .title = QT_TRANSLATE_NOOP("Course", "A writer per record"),
        .question = QT_TRANSLATE_NOOP("Course",
            "How much longer does appending 20,000 records take when the file is opened and closed for "
            "every record (write.reopen-per-record) than with the file opened once (write.single-open)?"),
        .kind = Question::Ratio,
        // Here 4.1× to 5.4× from round to round: the magnitudes' 4.5× line split them.
        .choices = decades(),
        .strategies = { run("write.reopen-per-record", { { "records", 20000 } }),
            run("write.single-open", { { "records", 20000 } }) },
        .slow = "write.reopen-per-record",
        .fast = "write.single-open",
        .fileKind = GenKind::Text,
        .fileBytes = 64 * kKiB,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article: 71,247 ms + 69,725 ms with the writer opened per record, 31 ms (19 ms write, "
                         "2 ms open, 10 ms close) with it opened once: about 4,500×."),
            (71247.0 + 69725.0) / 31.0, {} },
        .analogue = Analogue { Analogue::Kind::OpenClosePerRecord, "write.reopen-per-record", {},
            QT_TRANSLATE_NOOP("Course",
                "On this machine an open and a close together cost %1 per record (the open and close phases of "
                "write.reopen-per-record, measured). The article's writer cost %2 per record (140,972 ms for "
                "20,000 records): opening a file was a thousand times dearer on its platform, so there reopening "
                "was the hotspot."),
            (71247.0 + 69725.0) * 1e6 / 20000.0 },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "Open once, write many times, close once. How much reopening costs depends on the platform; "
            "only a stopwatch tells you whether it is your hotspot.") });
    c.steps.push_back({ .id = "004.merged",
        .title = QT_TRANSLATE_NOOP("Course", "The first fix: merge the writes"),
        .question = QT_TRANSLATE_NOOP("Course",
            "The article's first fix wrote both records per open. How much does halving the opens "
            "save?"),
        .kind = Question::Ratio,
        .choices = { { QT_TRANSLATE_NOOP("Course", "nothing (under 1.3×)"), {}, 0, 1.3, {} },
            { QT_TRANSLATE_NOOP("Course", "about half the time (1.3× to 3×)"), {}, 1.3, 3, {} },
            { QT_TRANSLATE_NOOP("Course", "more than 3×"), {}, 3, 0, {} } },
        .strategies = { run("write.reopen-per-record", { { "records", 20000 } }),
            run("write.reopen-merged", { { "records", 20000 } }) },
        .slow = "write.reopen-per-record",
        .fast = "write.reopen-merged",
        .fileKind = GenKind::Text,
        .fileBytes = 64 * kKiB,
        .article
        = { QT_TRANSLATE_NOOP("Course", "The article: 140,972 ms of writes before, 67,674 ms after merging: 2.1×."),
            (71247.0 + 69725.0) / 67674.0, {} },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "When one call's fixed cost dominates, halving the calls halves the time; removing the calls "
            "altogether (opening once) is the real fix.") });
    c.steps.push_back({ .id = "004.index",
        .title = QT_TRANSLATE_NOOP("Course", "Read from the start, every time"),
        .question = QT_TRANSLATE_NOOP("Course",
            "The program reads line i by reopening the file and reading from the start. How much faster "
            "is an index built once (lookup.index) for 2,000 lookups?"),
        .kind = Question::Ratio,
        .choices = decades(),
        .strategies = { run("lookup.rescan", { { "lookups", 2000 } }), run("lookup.index", { { "lookups", 2000 } }) },
        .slow = "lookup.rescan",
        .fast = "lookup.index",
        .fileKind = GenKind::Text,
        .fileBytes = 512 * kKiB,
        // lookup.index takes under 2 ms: 3 medians of it moved the ratio from 56× to 21× between
        // rounds on a loaded 2-core machine (iolens-bench-course); 7 runs cost 15 ms more.
        .reps = 7,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article measured the re-reading (8,277 ms + 9,939 ms for 20,000 reads) but left it "
                         "unfixed: \"the reads could be fixed the same way\"."),
            0, {} },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "Re-reading a file from the start for every lookup is O(N·M); one pass that remembers where "
            "lines start makes it O(N+M).") });
    c.steps.push_back({ .id = "004.round-trips",
        .title = QT_TRANSLATE_NOOP("Course", "Round trips"),
        .question = QT_TRANSLATE_NOOP("Course",
            "29 rows from a local server: how much faster is one request for the id range, filtered and "
            "with only the needed column (net.range-projected), than one request per id (net.per-id)?"),
        .kind = Question::Ratio,
        .choices = decades(),
        .strategies = { run("net.per-id"), run("net.range"), run("net.range-projected") },
        .slow = "net.per-id",
        .fast = "net.range-projected",
        .fileKind = GenKind::Text,
        .fileBytes = 64 * kKiB,
        // A few ms per run, at the mercy of the scheduler: 7 runs for a steadier median.
        .reps = 7,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article: one request per id 20,841 ms, one for the range 6,103 ms, filtered on the "
                         "server 4,562 ms, only the name column 556 ms: 37×."),
            20841.0 / 556.0, {} },
        .analogue = Analogue { Analogue::Kind::Ratio, "net.per-id", "net.range",
            QT_TRANSLATE_NOOP("Course",
                "Here fewer round trips alone give %1 (net.per-id against net.range, in the same run), against "
                "the article's %2 for all three fixes: a local server with a 1 ms simulated round trip and small "
                "rows is not the article's database with its image column.") },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "Fewer round trips first, then less data per trip: ask for the range, filter on the server, "
            "select only the columns you need.") });
    c.steps.push_back({ .id = "004.trace-zones",
        .title = QT_TRANSLATE_NOOP("Course", "Find the hotspot with stopwatches"),
        .question = QT_TRANSLATE_NOOP("Course",
            "Article 004's program, with the article's numbered stopwatches, traced for 2,000 "
            "iterations: which stopwatch holds the most time?"),
        .kind = Question::HottestZone,
        .choices = { { QT_TRANSLATE_NOOP("Course", "2: printing the progress"), {}, 0, 0, "2" },
            { QT_TRANSLATE_NOOP("Course", "3: reading test1.csv"), {}, 0, 0, "3" },
            { QT_TRANSLATE_NOOP("Course", "4: writing test3.csv"), {}, 0, 0, "4" },
            { QT_TRANSLATE_NOOP("Course", "5: reading test2.csv"), {}, 0, 0, "5" },
            { QT_TRANSLATE_NOOP("Course", "6: writing test3.csv again"), {}, 0, 0, "6" } },
        .iterations = 2000,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article: Stopwatch[4] 71,247 ms and Stopwatch[6] 69,725 ms (the writes) against "
                         "8,277 ms and 9,939 ms for the reads."),
            0, "4|6" },
        .analogue = Analogue { Analogue::Kind::TraceOpenClose, "test3.csv", {},
            QT_TRANSLATE_NOOP("Course",
                "The trace shows why: an open and a close of test3.csv took %1 per record on this machine, against "
                "about %2 on the article's, so the writes are cheap here; the file whose calls cost the most is %3 "
                "(%4 in all). The program reads test1.csv and test2.csv from the start for every record; fixing "
                "the writes (the article's v1 → v3) changes little here."),
            (71247.0 + 69725.0) * 1e6 / 20000.0 },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "Measure before you fix: the stopwatches point at the section that costs the most, and it "
            "need not be the one the article found.") });
    c.steps.push_back({ .id = "004.trace-files",
        .title = QT_TRANSLATE_NOOP("Course", "Find it without touching the code"),
        .question = QT_TRANSLATE_NOOP("Course",
            "Now forget the stopwatches: the trace also times every call per file. Which file costs the "
            "program the most time in calls?"),
        .kind = Question::HottestFile,
        .choices = { { QT_TRANSLATE_NOOP("Course", "test1.csv (read)"), {}, 0, 0, "test1.csv" },
            { QT_TRANSLATE_NOOP("Course", "test2.csv (read)"), {}, 0, 0, "test2.csv" },
            { QT_TRANSLATE_NOOP("Course", "test3.csv (written)"), {}, 0, 0, "test3.csv" } },
        .iterations = 2000,
        .article = { QT_TRANSLATE_NOOP("Course",
                         "The article needed stopwatches in the code to find its hotspot, the writes to test3.csv."),
            0, "test3.csv" },
        .analogue = Analogue { Analogue::Kind::TraceOpenClose, "test3.csv", {},
            QT_TRANSLATE_NOOP("Course",
                "Here the hotspot is elsewhere: an open and a close of test3.csv took %1 per record on this "
                "machine, measured in the trace, against about %2 on the article's (140,972 ms for 20,000 "
                "records). The file whose calls cost the most is %3, %4 in all: the program reads it from the "
                "start for every record."),
            (71247.0 + 69725.0) * 1e6 / 20000.0 },
        .lesson = QT_TRANSLATE_NOOP("Course",
            "A trace of an unmodified program finds the same hotspot per file and call, and its findings "
            "name the fix, without editing or rebuilding anything.") });
    return c;
}

} // namespace

RunSpec Step::runSpec(const std::string& file, const std::string& outDir) const
{
    RunSpec spec;
    spec.file = file;
    spec.strategies = strategies;
    spec.reps = reps;
    spec.warmup = warmup;
    spec.outDir = outDir;
    return spec;
}

const std::vector<Chapter>& chapters()
{
    static const std::vector<Chapter> all { chapter000(), chapter001(), chapter002(), chapter004() };
    return all;
}

const Chapter* findChapter(std::string_view id)
{
    for (const Chapter& c : chapters())
        if (c.id == id)
            return &c;
    return nullptr;
}

const Step* findStep(std::string_view id)
{
    for (const Chapter& c : chapters())
        for (const Step& s : c.steps)
            if (s.id == id)
                return &s;
    return nullptr;
}

} // namespace iolens::course

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// IoltFile on hostile and truncated trace files: each gives one TraceError sentence that names the
// file, never a crash or a read outside the mapping; a valid file maps and reads back.

#include "ioltwriter.h"

#include "core/trace/imagebuffer.h"
#include "core/trace/ioltfile.h"
#include "core/trace/traceerror.h"
#include "core/trace/traceloader.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <fstream>
#include <functional>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace iolens::trace;
using iolens::trace::test::IoltWriter;

namespace {

IoltWriter validWriter()
{
    IoltWriter w(42);
    w.setArgv({ "/bin/cat", "a b" }, "/usr/bin/cat");
    const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/tmp/a");
    const std::uint32_t t = w.addThread(42, "cat");
    w.calls(t, f, IOLT_CALL_READ, 3, 10, 100);
    w.addEvent(t, { 1, 2, 10, 1, f, IOLT_CALL_READ, 0, 0, 0 });
    w.exited(0, 1000);
    return w;
}

} // namespace

using Damage = std::function<void(IoltWriter&)>;
Q_DECLARE_METATYPE(Damage)

class TestIoltFile : public QObject {
    Q_OBJECT

private slots:
    void validFileReadsBack()
    {
        QTemporaryDir d;
        const std::string path = validWriter().write(d.path().toStdString());
        const IoltFile f(path);
        QCOMPARE(f.header().pid, 42);
        QCOMPARE(f.argv(), (std::vector<std::string> { "/bin/cat", "a b" }));
        QCOMPARE(f.string(f.header().exe_string), std::string("/usr/bin/cat"));
        QCOMPARE(f.threads(), std::uint32_t { 1 });
        QCOMPARE(f.eventCount(0), std::uint64_t { 1 });
        QVERIFY(f.file(1) != nullptr);
        QCOMPARE(f.string(f.file(1)->path_string), std::string("/tmp/a"));
        QVERIFY(f.file(2) == nullptr); // not published
        QVERIFY(f.file(100000) == nullptr); // beyond the table
        QVERIFY(f.statIntervalHistogram(*f.file(1)) == f.file(1)->stat_interval_hist);
    }

    // A version 3 writer reserves only the pages of a thread's slot table it claims; the rest are
    // holes, which a tmpfs fills with memory when they are read through a mapping (350 KiB a
    // thread). The slots are read where the file has data: loading leaves the holes alone.
    void slotTableHolesAreNotRead()
    {
        QVERIFY2(QFileInfo(QStringLiteral("/dev/shm")).isWritable(), "needs the tmpfs at /dev/shm");
        QTemporaryDir d(QStringLiteral("/dev/shm/iolens-test-XXXXXX"));
        QVERIFY(d.isValid());
        IoltWriter w(43);
        const std::uint32_t f = w.addFile(IOLT_KIND_REGULAR, "/tmp/a");
        const std::uint32_t t = w.addThread(43);
        w.calls(t, f, IOLT_CALL_READ, 3, 10, 100); // slot 0
        w.exited(0, 1000);
        const std::string path = w.write(d.path().toStdString());
        // a hole from the page after slot 0 to the table's last whole page
        const std::uint64_t table
            = static_cast<std::uint64_t>(reinterpret_cast<unsigned char*>(w.slotTable(t)) - w.bytes().data());
        const std::uint64_t from = (table + sizeof(iolt_slot) + 4095) / 4096 * 4096;
        const std::uint64_t to = (table + std::uint64_t { w.header().max_slots } * sizeof(iolt_slot)) / 4096 * 4096;
        QVERIFY(to > from);
        const int fd = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
        QVERIFY(fd >= 0);
        const int punched = ::fallocate(
            fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, static_cast<off_t>(from), static_cast<off_t>(to - from));
        struct stat before { };
        ::fstat(fd, &before);
        QCOMPARE(punched, 0);
        const Trace loaded = loadTraceModel(d.path().toStdString());
        QCOMPARE(loaded.files.size(), std::size_t { 1 });
        QCOMPARE(loaded.files[0].calls[0].count, std::uint64_t { 3 });
        struct stat after { };
        ::fstat(fd, &after);
        ::close(fd);
        QCOMPARE(after.st_blocks, before.st_blocks);
    }

    // An image that has ended is read into the loader's buffer rather than mapped, and reads as its
    // file does: its holes as zeros, also where the image read before it had data (the buffer
    // zeroes what an image wrote when the image gives it back). One still running is mapped.
    void anEndedImageIsReadIntoTheBufferAsItsFileIs()
    {
        QTemporaryDir d;
        const std::string dir = d.path().toStdString();
        IoltWriter first(7);
        first.setArgv({ "/bin/first" });
        const std::uint32_t t = first.addThread(7, "first");
        for (int i = 0; i < 60; ++i) // long paths: data over some 60 pages of the string table
            first.calls(t, first.addFile(IOLT_KIND_REGULAR, "/tmp/" + std::string(4000, char('a' + i % 26))),
                IOLT_CALL_READ, 1, 10, 100);
        first.exited(0, 1000);
        const std::string firstPath = first.write(dir);

        IoltWriter second = validWriter();
        const std::string secondPath = second.write(dir);
        const std::vector<unsigned char>& bytes = second.bytes();
        // Written again with its pages of zeros left as holes, where the first image has data.
        const int fd = ::open(secondPath.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
        QVERIFY(fd >= 0);
        QCOMPARE(::ftruncate(fd, static_cast<off_t>(bytes.size())), 0);
        const std::vector<unsigned char>& firstBytes = first.bytes();
        std::size_t holesOverData = 0;
        for (std::size_t at = 0; at < bytes.size(); at += 4096) {
            const std::size_t n = std::min<std::size_t>(4096, bytes.size() - at);
            const auto page = bytes.begin() + static_cast<std::ptrdiff_t>(at);
            if (std::all_of(page, page + static_cast<std::ptrdiff_t>(n), [](unsigned char c) { return c == 0; })) {
                holesOverData += at < firstBytes.size()
                    && std::any_of(firstBytes.begin() + static_cast<std::ptrdiff_t>(at),
                        firstBytes.begin() + static_cast<std::ptrdiff_t>(std::min(at + n, firstBytes.size())),
                        [](unsigned char c) { return c != 0; });
                continue;
            }
            QCOMPARE(::pwrite(fd, bytes.data() + at, n, static_cast<off_t>(at)), ssize_t(n));
        }
        ::close(fd);
        QVERIFY(holesOverData > 10);

        ImageBuffer buffer;
        {
            const std::unique_ptr<IoltFile> image = IoltFile::readImage(firstPath, buffer);
            QVERIFY(image && !image->mapped());
            QCOMPARE(image->header().pid, 7);
        }
        {
            const std::unique_ptr<IoltFile> image = IoltFile::readImage(secondPath, buffer);
            QVERIFY(image && !image->mapped());
            const auto* read = reinterpret_cast<const unsigned char*>(&image->header()); // offset 0
            QVERIFY(std::equal(bytes.begin(), bytes.end(), read));
            QCOMPARE(image->argv(), IoltFile(secondPath).argv());
        }

        IoltWriter running(9);
        running.setArgv({ "/bin/running" });
        running.addThread(9);
        const std::unique_ptr<IoltFile> live = IoltFile::readImage(running.write(dir), buffer);
        QVERIFY(live && live->mapped());
        QCOMPARE(live->argv(), std::vector<std::string> { "/bin/running" });
    }

    // A version 1 file (before the stat interval histogram): its shorter entries are found where
    // they are, and it has no histogram to read.
    void version1FileReadsBack()
    {
        QTemporaryDir d;
        iolens::trace::test::Capacities v1;
        v1.version = 1;
        IoltWriter w(43, 1, 0, v1);
        const std::uint32_t a = w.addFile(IOLT_KIND_REGULAR, "/tmp/a");
        const std::uint32_t b = w.addFile(IOLT_KIND_DIRECTORY, "/tmp/b");
        w.fileEntry(b).stat_calls = 7;
        w.exited(0, 1000);
        const IoltFile f(w.write(d.path().toStdString()));
        QCOMPARE(f.header().version, 1u);
        QVERIFY(f.file(a) && f.file(b));
        QCOMPARE(f.string(f.file(a)->path_string), std::string("/tmp/a"));
        QCOMPARE(f.string(f.file(b)->path_string), std::string("/tmp/b"));
        QCOMPARE(f.file(b)->kind, std::uint32_t { IOLT_KIND_DIRECTORY });
        QCOMPARE(f.file(b)->stat_calls, std::uint64_t { 7 });
        QVERIFY(f.statIntervalHistogram(*f.file(b)) == nullptr);
    }

    void hostile_data()
    {
        QTest::addColumn<Damage>("damage");
        QTest::addColumn<std::size_t>("keepBytes"); // bytes of the file written; 0 = all
        QTest::addColumn<QString>("message"); // what follows "'<path>' "

        const auto none = [](IoltWriter&) {};
        QTest::addRow("empty") << Damage(none) << std::size_t { 1 }
                               << "is not a trace file: it is 1 bytes, shorter than the 4096-byte header.";
        QTest::addRow("truncated") << Damage(none) << std::size_t { 100000 }
                                   << "is truncated: its header says %1 bytes, the file has 100000.";
        QTest::addRow("bad magic") << Damage([](IoltWriter& w) { w.header().magic[0] = 'X'; }) << std::size_t { 0 }
                                   << "is not a trace file: it does not start with IOLTRC01.";
        QTest::addRow("newer version") << Damage([](IoltWriter& w) {
            w.header().version = IOLT_VERSION + 1;
        }) << std::size_t { 0 } << "was written in trace format version 6, and this iolens reads versions 1 to 5.";
        QTest::addRow("version 0") << Damage([](IoltWriter& w) { w.header().version = 0; }) << std::size_t { 0 }
                                   << "was written in trace format version 0, and this iolens reads versions 1 to 5.";
        QTest::addRow("header size") << Damage([](IoltWriter& w) { w.header().header_size = 16; }) << std::size_t { 0 }
                                     << "is damaged: its header size is 16 bytes instead of 4096.";
        QTest::addRow("files offset") << Damage([](IoltWriter& w) { w.header().files_offset = ~0ull - 7; })
                                      << std::size_t { 0 } << "is damaged: its file table lies outside the file.";
        QTest::addRow("unaligned") << Damage([](IoltWriter& w) { w.header().sites_offset += 4; }) << std::size_t { 0 }
                                   << "is damaged: its site table lies outside the file.";
        QTest::addRow("huge table") << Damage([](IoltWriter& w) { w.header().max_files = 0xffffffffu; })
                                    << std::size_t { 0 } << "is damaged: its file table lies outside the file.";
        QTest::addRow("strings outside") << Damage([](IoltWriter& w) {
            w.header().strings_offset = w.header().file_size - 8;
        }) << std::size_t { 0 } << "is damaged: its string table lies outside the file.";
        QTest::addRow("threads overflow")
            << Damage([](IoltWriter& w) { w.header().max_threads = 0x7fffffffu; }) << std::size_t { 0 }
            << "is damaged: its thread blocks lies outside the file.";
        QTest::addRow("events beyond block")
            << Damage([](IoltWriter& w) { w.header().max_events = 1ull << 60; }) << std::size_t { 0 }
            << "is damaged: its thread blocks of %2 bytes cannot hold 1152921504606846976 events.";
        QTest::addRow("buckets") << Damage([](IoltWriter& w) { w.header().hist_buckets = 64; }) << std::size_t { 0 }
                                 << "is damaged: it has 64 histogram buckets instead of 32.";
        QTest::addRow("files used") << Damage([](IoltWriter& w) { w.header().files_used = 65; }) << std::size_t { 0 }
                                    << "is damaged: a table of it counts more entries than it has room for.";
        QTest::addRow("threads used") << Damage([](IoltWriter& w) { w.header().threads_used = 5; }) << std::size_t { 0 }
                                      << "is damaged: a table of it counts more entries than it has room for.";
        QTest::addRow("slots used") << Damage([](IoltWriter& w) { w.thread(0).slots_used = 65; }) << std::size_t { 0 }
                                    << "is damaged: thread block 0 counts more slots than it has.";
        QTest::addRow("events kept") << Damage([](IoltWriter& w) { w.thread(0).events_kept = 33; }) << std::size_t { 0 }
                                     << "is damaged: thread block 0 counts more events than it has room for.";
        QTest::addRow("argv outside") << Damage([](IoltWriter& w) { w.header().argv_bytes = 0xffffff00u; })
                                      << std::size_t { 0 } << "is damaged: its argv lies outside its string table.";
        // Entries are checked as the loader reads them.
        QTest::addRow("string offset") << Damage([](IoltWriter& w) { w.fileEntry(1).path_string = 0x7fffffffu; })
                                       << std::size_t { 0 }
                                       << "is damaged: a string offset of 2147483647 lies outside its string table.";
        QTest::addRow("unterminated string") << Damage([](IoltWriter& w) {
            auto& h = w.header();
            std::memset(w.bytes().data() + h.strings_offset + IOLT_STRINGS_SIZE - 10, 'x', 10);
            w.fileEntry(1).path_string = IOLT_STRINGS_SIZE - 10;
        }) << std::size_t { 0 }
                                             << "is damaged: a string at offset 2097142 runs past the end of its "
                                                "string table.";
        QTest::addRow("slot file") << Damage([](IoltWriter& w) { w.slotTable(0)[0].key.file = 64; })
                                   << std::size_t { 0 }
                                   << "is damaged: slot 0 of thread block 0 names an entry beyond its tables.";
        QTest::addRow("slot call") << Damage([](IoltWriter& w) { w.slotTable(0)[0].key.call = IOLT_CALL_COUNT; })
                                   << std::size_t { 0 }
                                   << "is damaged: slot 0 of thread block 0 names an entry beyond its tables.";
        QTest::addRow("event zone") << Damage([](IoltWriter& w) { w.event(0, 0).zone = 16; }) << std::size_t { 0 }
                                    << "is damaged: event 0 of thread block 0 names an entry beyond its tables.";
        QTest::addRow("file kind") << Damage([](IoltWriter& w) { w.fileEntry(1).kind = 99; }) << std::size_t { 0 }
                                   << "is damaged: file entry 1 has an unknown kind 99.";
        // Version 3 growth (iolt.h "Growth"): segments and further slot tables that point astray.
        QTest::addRow("segment unaligned") << Damage([](IoltWriter& w) {
            w.addSegment(IOLT_TABLE_FILES, 1, w.header().max_files, sizeof(iolt_file));
            w.header().segments[IOLT_TABLE_FILES][1] += 4;
        }) << std::size_t { 0 } << "is damaged: segment 1 of its table 0 lies outside the file.";
        QTest::addRow("slot table outside")
            << Damage([](IoltWriter& w) { w.thread(0).slot_tables = 0x100000; }) << std::size_t { 0 }
            << "is damaged: a further slot table of thread block 0 lies outside "
               "the file.";
        QTest::addRow("slot table loop") << Damage([](IoltWriter& w) {
            w.addSlotTable(0, 2);
            const std::uint64_t first = std::uint64_t { w.thread(0).slot_tables } * 4096;
            reinterpret_cast<iolt_slot_table*>(w.bytes().data() + first)->next = first;
        }) << std::size_t { 0 } << "is damaged: a further slot table of thread block 0 lies outside the file.";
        QTest::addRow("slot table of odd slots")
            << Damage([](IoltWriter& w) { IoltWriter::tableOf(w.addSlotTable(0, 2)).slot_size = 100; })
            << std::size_t { 0 } << "is damaged: a further slot table of thread block 0 has slots of 100 bytes.";
        QTest::addRow("short slots before version 5") << Damage([](IoltWriter& w) {
            w.header().version = 4;
            IoltWriter::tableOf(w.addSlotTable(0, 2, IOLT_SLOT_SHORT_SIZE)).used = 0;
        }) << std::size_t { 0 } << "is damaged: a further slot table of thread block 0 has slots of 88 bytes.";
        QTest::addRow("grown slot file") << Damage([](IoltWriter& w) {
            iolt_slot* s = w.addSlotTable(0, 2);
            s[0].key = { 64, IOLT_CALL_READ, 0, 0, 1 };
            s[0].count = 1;
            reinterpret_cast<iolt_slot_table*>(reinterpret_cast<unsigned char*>(s) - sizeof(iolt_slot_table))->used = 1;
        }) << std::size_t { 0 } << "is damaged: slot 64 of thread block 0 names an entry beyond its tables.";
    }

    void hostile()
    {
        QFETCH(Damage, damage);
        QFETCH(std::size_t, keepBytes);
        QFETCH(QString, message);
        QTemporaryDir d;
        IoltWriter w = validWriter();
        const QString fileSize = QString::number(w.header().file_size);
        const QString blockSize = QString::number(w.header().thread_block_size);
        damage(w);
        const std::string path = w.write(d.path().toStdString(), keepBytes ? keepBytes : ~std::size_t { 0 });
        const std::string expected = "'" + path + "' "
            + message.replace(QLatin1String("%1"), fileSize).replace(QLatin1String("%2"), blockSize).toStdString();
        try {
            loadTraceModel(d.path().toStdString());
            QFAIL("no TraceError");
        } catch (const TraceError& e) {
            QCOMPARE(std::string(e.what()), expected);
        }
    }

    // Random damage to the header and the tables: every load either succeeds or throws one
    // TraceError sentence naming the file; none reads outside the mapping (run under ASan too).
    void randomDamage()
    {
        QTemporaryDir d;
        IoltWriter w = validWriter();
        w.addZone("z");
        w.calls(0, 1, IOLT_CALL_WRITE, 2, 5, 50, 0, 1);
        const std::string path = w.write(d.path().toStdString());
        const auto& h = w.header();
        const std::uint64_t threads = h.threads_offset;
        // The header, the first entries of each table, the strings in use, the first thread block.
        const std::vector<std::pair<std::uint64_t, std::uint64_t>> regions
            = { { 0, sizeof(iolt_header) }, { h.files_offset, 4 * sizeof(iolt_file) },
                  { h.sites_offset, 2 * sizeof(iolt_site) }, { h.zones_offset, 2 * sizeof(iolt_zone) },
                  { h.strings_offset, h.strings_used }, { threads, h.thread_block_size } };
        std::mt19937_64 random(42);
        std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
        int loaded = 0, refused = 0;
        for (int i = 0; i < 3000; ++i) {
            const auto& [begin, length] = regions[random() % regions.size()];
            const std::uint64_t at = begin + random() % length;
            const char original = static_cast<char>(w.bytes()[at]);
            const char damaged = static_cast<char>(random() % 4 == 0 ? 0xff : random() & 0xff);
            file.seekp(static_cast<std::streamoff>(at));
            file.put(damaged);
            file.flush();
            try {
                loadTraceModel(d.path().toStdString());
                ++loaded;
            } catch (const TraceError& e) {
                const std::string what = e.what();
                QVERIFY2(what.find("'" + path + "'") != std::string::npos, e.what());
                QCOMPARE(what.back(), '.');
                ++refused;
            }
            file.seekp(static_cast<std::streamoff>(at));
            file.put(original);
            file.flush();
        }
        QCOMPARE(loaded + refused, 3000);
        QVERIFY(refused > 0); // some of the damage must be caught, or the checks are not reached
        QVERIFY(loaded > 0); // and damage to counters alone loads
    }

    void aFileNeverWrittenIsSkippedAndSaid()
    {
        QTemporaryDir d;
        const std::string dir = d.path().toStdString();
        validWriter().write(dir);
        std::ofstream(dir + "/p50.0.iolt").flush(); // killed between creating and sizing it
        IoltWriter zeros(51);
        std::fill(zeros.bytes().begin(), zeros.bytes().end(), 0); // sized, not yet written
        zeros.write(dir);
        const Trace t = loadTraceModel(dir);
        QCOMPARE(t.processes.size(), std::size_t { 1 });
        QCOMPARE(t.notices.back(),
            std::string("2 process images ended while their trace files were being created (a signal to the group "
                        "right after a fork or exec): nothing of them had been recorded."));
    }

    // IoltFile::openImage opens a file once for both questions the loader asks: whether the preload
    // never began it (empty, or a magic of zeros) and, if it did, the file as IoltFile reads it (or
    // its error).
    void openImageTellsUnstartedFilesAndAgreesWithTheConstructor_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("unstarted");
        QTest::addRow("empty") << QByteArray() << true;
        QTest::addRow("3 zero bytes") << QByteArray(3, '\0') << false;
        QTest::addRow("3 bytes") << QByteArray("IOL") << false;
        QTest::addRow("8 zero bytes") << QByteArray(8, '\0') << true;
        QTest::addRow("100 zero bytes, then junk") << (QByteArray(100, '\0') + "junk") << true;
        QTest::addRow("a header of zeros") << QByteArray(IOLT_HEADER_SIZE, '\0') << true;
        QTest::addRow("zero magic, then a header")
            << (QByteArray(8, '\0') + QByteArray(2 * IOLT_HEADER_SIZE, 'x')) << true;
        QTest::addRow("junk header") << QByteArray(IOLT_HEADER_SIZE, 'x') << false;
        QTest::addRow("short junk") << QByteArray(100, 'x') << false;
    }

    void openImageTellsUnstartedFilesAndAgreesWithTheConstructor()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, unstarted);
        QTemporaryDir d;
        const std::string path = d.path().toStdString() + "/p9.0.iolt";
        std::ofstream(path, std::ios::binary).write(bytes.constData(), bytes.size());
        std::string constructorError, openError;
        try {
            IoltFile f(path);
        } catch (const TraceError& e) {
            constructorError = e.what();
        }
        try {
            QCOMPARE(IoltFile::openImage(path) == nullptr, unstarted);
        } catch (const TraceError& e) {
            openError = e.what();
        }
        QCOMPARE(openError, unstarted ? std::string() : constructorError);
        QVERIFY(unstarted || !openError.empty());

        // A valid file next to it opens the same either way.
        const std::string valid = validWriter().write(d.path().toStdString());
        const std::unique_ptr<IoltFile> f = IoltFile::openImage(valid);
        QVERIFY(f != nullptr);
        QCOMPARE(f->header().pid, 42);
        QCOMPARE(f->argv(), IoltFile(valid).argv());
    }

    // The loader's check for an exec in flight (checkStillRunning) opens the files once: a damaged
    // one still fails the load with the sentence it gives without that check.
    void theStillRunningCheckKeepsTheErrors()
    {
        QTemporaryDir d;
        const std::string dir = d.path().toStdString();
        validWriter().write(dir);
        const std::string bad = dir + "/p77.0.iolt";
        std::ofstream(bad, std::ios::binary) << std::string(IOLT_HEADER_SIZE, 'x');
        std::string plain, checked;
        try {
            loadTraceModel(dir);
        } catch (const TraceError& e) {
            plain = e.what();
        }
        LoadOptions o;
        o.checkStillRunning = true;
        try {
            loadTraceModel(dir, o);
        } catch (const TraceError& e) {
            checked = e.what();
        }
        QCOMPARE(checked, plain);
        QCOMPARE(plain, "'" + bad + "' is not a trace file: it does not start with " + IOLT_MAGIC + ".");
        ::unlink(bad.c_str());
        QCOMPARE(loadTraceModel(dir, o).processes.size(), std::size_t { 1 });
    }

    void aFifoInTheDirectoryIsRefusedNotWaitedFor()
    {
        QTemporaryDir d;
        const std::string path = d.path().toStdString() + "/p7.0.iolt";
        QCOMPARE(::mkfifo(path.c_str(), 0600), 0);
        try {
            loadTraceModel(d.path().toStdString());
            QFAIL("no TraceError");
        } catch (const TraceError& e) {
            QCOMPARE(std::string(e.what()), "'" + path + "' is not a trace file: it is not a regular file.");
        }
    }

    void notARegularFile()
    {
        QTemporaryDir d;
        const std::string path = d.path().toStdString() + "/p1.0.iolt";
        QCOMPARE(::mkfifo(path.c_str(), 0600), 0);
        try {
            IoltFile f(path);
            QFAIL("no TraceError");
        } catch (const TraceError& e) {
            QCOMPARE(std::string(e.what()), "'" + path + "' is not a trace file: it is not a regular file.");
        }
    }

    void otherNamesAreIgnored()
    {
        QTemporaryDir d;
        validWriter().write(d.path().toStdString());
        for (const char* name : { "p42.0.iolt.tmp", "px.0.iolt", "p1.iolt", "zones", "q1.0.iolt" }) {
            std::ofstream junk(d.path().toStdString() + "/" + name);
            junk << "junk";
        }
        QCOMPARE(loadTraceModel(d.path().toStdString()).processes.size(), std::size_t { 1 });
    }
};

QTEST_GUILESS_MAIN(TestIoltFile)
#include "tst_ioltfile.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/progress.h"
#include "core/write/writefiles.h"
#include "core/write/writestrategies.h"

#include <QtGlobal>

namespace iolens {

namespace {

class FsyncPerRecord final : public InstrumentedStrategy<FsyncPerRecord> {
public:
    FsyncPerRecord()
        : InstrumentedStrategy({ .id = "write.fsync-per-record",
            .title = QT_TRANSLATE_NOOP("Lesson", "one write(2) and one fsync(2) per record"),
            .params = { recordsParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "Creates the file once and after every record's write(2) calls fsync(2), which returns only when "
                    "the record and the file's metadata are on the device: every record survives a crash. Writes "
                    "the family's 10,000 records, as every write strategy does, so its time compares like with like; "
                    "each fsync waits for the device (about 0.1 ms on this kind of VM, 10 ms on a disk), and the run "
                    "says beforehand when that makes it long (lower it for the whole family with --work)."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "FileChannel.force(true) (or FileOutputStream.getFD().sync()) after each record — durability the "
                    "articles did not ask for, and its price."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "records × (write + device flush). The write is ~1 µs; the flush is a journal commit and a cache "
                    "flush of the device, 0.1–10 ms: thousands of times the write."),
                .timing = QT_TRANSLATE_NOOP("Lesson", "Every write(2) and fsync(2) is timed on its own (sync)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 004 wrote without forcing; fsync after every record shows what durability per record "
                    "costs — a device flush each time."),
                .excerpt = "for (const auto& r : records) {\n    write(fd, r.data(), r.size());\n    fsync(fd); // "
                           "wait for the device every record\n}" } })
    { }
    std::shared_ptr<const PreparedInput> prepareInput(const RunContext& context) const override
    {
        return prepareWriteRecords(context);
    }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto& records = context.preparedInput<WriteRecords>();
        const std::string& dest = context.destPath();
        sys::UniqueFd fd = createDestination(context, probe);
        // Every record: a run of a few seconds still answers cancel at once.
        WorkProgress progress(context, records.count(), 1);
        for (std::size_t i = 0; i < records.count(); ++i) {
            {
                auto scope = probe.phase(Phase::Write);
                const std::string_view record = records.record(i);
                sys::writeAll(fd.get(), record.data(), record.size(), dest);
                scope.addBytes(record.size());
            }
            {
                auto scope = probe.phase(Phase::Sync);
                sys::fsync(fd.get(), dest);
            }
            progress.done(i + 1);
        }
        closeDestination(context, probe, fd);
        return writeOutput(records);
    }
};

class FsyncAtEnd final : public InstrumentedStrategy<FsyncAtEnd> {
public:
    FsyncAtEnd()
        : InstrumentedStrategy({ .id = "write.fsync-at-end",
            .title = QT_TRANSLATE_NOOP("Lesson", "one write(2) per record, one fsync(2) at the end"),
            .params = { recordsParam() },
            .lesson
            = { .what = QT_TRANSLATE_NOOP("Lesson",
                    "As write.single-open, then one fsync(2) before closing: the whole file is durable when the run "
                    "ends, but a crash midway may lose any of it."),
                .javaApi = QT_TRANSLATE_NOOP("Lesson",
                    "FileChannel.force(true) once after the loop — the usual trade: durable at the commit point, not "
                    "at every record."),
                .costModel = QT_TRANSLATE_NOOP("Lesson",
                    "records × write(2) + one device flush of the whole file: the flush costs about what a "
                    "single record's fsync does plus the time to write the data out."),
                .timing = QT_TRANSLATE_NOOP("Lesson", "Every write(2) is timed on its own; sync is the one fsync(2)."),
                .article = QT_TRANSLATE_NOOP("Lesson",
                    "Article 004 wrote without forcing; one fsync at the end makes the whole file durable for the "
                    "price of one flush."),
                .excerpt = "for (const auto& r : records)\n    write(fd, r.data(), r.size());\nfsync(fd); // once, at "
                           "the end" } })
    { }
    std::shared_ptr<const PreparedInput> prepareInput(const RunContext& context) const override
    {
        return prepareWriteRecords(context);
    }

    template <class P> Output execute(RunContext& context, P& probe) const
    {
        const auto& records = context.preparedInput<WriteRecords>();
        const std::string& dest = context.destPath();
        sys::UniqueFd fd = createDestination(context, probe);
        WorkProgress progress(context, records.count(), kRecordStep);
        for (std::size_t i = 0; i < records.count(); ++i) {
            {
                auto scope = probe.phase(Phase::Write);
                const std::string_view record = records.record(i);
                sys::writeAll(fd.get(), record.data(), record.size(), dest);
                scope.addBytes(record.size());
            }
            progress.done(i + 1);
        }
        {
            auto scope = probe.phase(Phase::Sync);
            sys::fsync(fd.get(), dest);
        }
        closeDestination(context, probe, fd);
        return writeOutput(records);
    }
};

} // namespace

std::unique_ptr<Strategy> makeWriteFsyncPerRecord()
{
    return std::make_unique<FsyncPerRecord>();
}

std::unique_ptr<Strategy> makeWriteFsyncAtEnd()
{
    return std::make_unique<FsyncAtEnd>();
}

} // namespace iolens

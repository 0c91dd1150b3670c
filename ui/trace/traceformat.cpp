// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/traceformat.h"

#include "core/trace/format/iolt.h"

#include <QCoreApplication>

#include "ui/plotstyle.h"

#include <string_view>
#include <vector>

namespace iolens::ui {

namespace {

// Every call kind with its phase; the order within a phase picks its shade (callColor).
const std::vector<std::pair<std::string_view, Phase>>& callPhases()
{
    static const std::vector<std::pair<std::string_view, Phase>> table {
        { "open", Phase::Open },
        { "fopen", Phase::Open },
        { "opendir", Phase::Open },
        { "close", Phase::Close },
        { "fclose", Phase::Close },
        { "closedir", Phase::Close },
        { "read", Phase::Read },
        { "fgetc", Phase::Read },
        { "fread", Phase::Read },
        { "pread", Phase::Read },
        { "readdir", Phase::Read },
        { "fgets", Phase::Read },
        { "getline", Phase::Read },
        { "recv", Phase::Read },
        { "readv", Phase::Read },
        { "preadv", Phase::Read },
        { "fscanf", Phase::Read },
        { "write", Phase::Write },
        { "fputc", Phase::Write },
        { "fwrite", Phase::Write },
        { "pwrite", Phase::Write },
        { "fprintf", Phase::Write },
        { "fputs", Phase::Write },
        { "send", Phase::Write },
        { "writev", Phase::Write },
        { "pwritev", Phase::Write },
        { "sendfile", Phase::Transfer },
        { "copy_file_range", Phase::Transfer },
        { "splice", Phase::Transfer },
        { "fflush", Phase::Flush },
        { "fsync", Phase::Sync },
        { "fdatasync", Phase::Sync },
        { "sync_file_range", Phase::Sync },
        { "mmap", Phase::Map },
        { "munmap", Phase::Map },
        { "ftruncate", Phase::Alloc },
        { "fallocate", Phase::Alloc },
        { "stat", Phase::Detect },
        { "fstat", Phase::Detect },
        { "access", Phase::Detect },
        { "lseek", Phase::Lookup },
        { "fseek", Phase::Lookup },
        { "ftell", Phase::Lookup },
        { "connect", Phase::Connect },
        { "accept", Phase::Connect },
        { "zone", Phase::Wait },
    };
    return table;
}

} // namespace

Phase tracePhase(const std::string& call)
{
    for (const auto& [name, phase] : callPhases())
        if (name == call)
            return phase;
    return Phase::Other;
}

QColor callColor(const std::string& call, const QPalette& palette)
{
    const Phase phase = tracePhase(call);
    int rank = 0;
    for (const auto& [name, p] : callPhases()) {
        if (name == call)
            break;
        rank += p == phase ? 1 : 0;
    }
    // read, fgetc, fread … share the Read hue, alternately lighter and darker, so that a
    // stacked bar of read and fgetc still shows two segments.
    const QColor base = phaseColor(phase, palette);
    if (rank == 0)
        return base;
    const int step = 100 + 35 * ((rank + 1) / 2);
    return rank % 2 ? base.lighter(step) : base.darker(step);
}

std::uint64_t bucketLow(int bucket)
{
    return iolt_hist_bucket_low(static_cast<std::uint32_t>(bucket));
}

namespace {

// 1536 → "1.5 Ki" is never needed: bucket bounds are powers of two.
QString binary(std::uint64_t bytes)
{
    static const char* const units[] = { "", " Ki", " Mi", " Gi" };
    int unit = 0;
    while (bytes >= 1024 && unit < 3 && bytes % 1024 == 0) {
        bytes /= 1024;
        ++unit;
    }
    return QString::number(bytes) + QLatin1String(units[unit]);
}

} // namespace

QString bucketLabel(int bucket)
{
    if (bucket <= 1)
        return QString::number(bucket);
    if (bucket >= trace::kHistogramBuckets - 1)
        return QStringLiteral("≥") + binary(bucketLow(bucket));
    const std::uint64_t low = bucketLow(bucket);
    const std::uint64_t high = 2 * low - 1;
    // 2–3 … 512–1023 in bytes; from 1 KiB on, "1 Ki–2 Ki" reads better than "1024–2047".
    if (low < 1024)
        return QString::number(low) + QStringLiteral("–") + QString::number(high);
    return binary(low) + QStringLiteral("–") + binary(high + 1);
}

QString bucketText(int bucket)
{
    if (bucket <= 1)
        return QString::number(bucket) + QStringLiteral(" B");
    QString label = bucketLabel(bucket);
    if (bucket >= trace::kHistogramBuckets - 1)
        return QStringLiteral("≥ ") + label.mid(1) + QStringLiteral("B");
    return label + (bucketLow(bucket) < 1024 ? QStringLiteral(" B") : QStringLiteral("B"));
}

QString fileKindText(trace::FileKind kind)
{
    using trace::FileKind;
    switch (kind) {
    case FileKind::None:
        return QCoreApplication::translate("iolens::ui::TraceFileModel", "none");
    case FileKind::Regular:
        return QCoreApplication::translate("iolens::ui::TraceFileModel", "file");
    case FileKind::Directory:
        return QCoreApplication::translate("iolens::ui::TraceFileModel", "directory");
    case FileKind::Socket:
        return QCoreApplication::translate("iolens::ui::TraceFileModel", "socket");
    case FileKind::Pipe:
        return QCoreApplication::translate("iolens::ui::TraceFileModel", "pipe");
    case FileKind::Tty:
        return QCoreApplication::translate("iolens::ui::TraceFileModel", "terminal");
    case FileKind::Device:
        return QCoreApplication::translate("iolens::ui::TraceFileModel", "device");
    case FileKind::Other:
        return QCoreApplication::translate("iolens::ui::TraceFileModel", "other");
    case FileKind::Missing:
        return QCoreApplication::translate("iolens::ui::TraceFileModel", "missing");
    }
    return {};
}

QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

} // namespace iolens::ui

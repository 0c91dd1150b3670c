// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/traceformat.h"

#include "core/trace/format/iolt.h"

#include <QCoreApplication>

#include "ui/plotstyle.h"

#include <algorithm>
#include <map>
#include <set>
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
        { "page faults", Phase::Map },
        { "pages from disk", Phase::Map },
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
        // File-system metadata changes share the hue of ftruncate/fallocate; dup makes an fd like
        // open; fork and exec are the process's own. Every kind is listed, so that no two kinds
        // of one plot fall back to the same colour.
        { "unlink", Phase::Alloc },
        { "rename", Phase::Alloc },
        { "dup", Phase::Open },
        { "fork", Phase::Other },
        { "exec", Phase::Other },
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

namespace {

// read, fgetc, fread … share the Read hue, alternately lighter and darker, so that a stacked bar
// of read and fgetc still shows two segments.
QColor shadeOf(const QColor& base, int rank)
{
    if (rank == 0)
        return base;
    const int step = 100 + 35 * ((rank + 1) / 2);
    return rank % 2 ? base.lighter(step) : base.darker(step);
}

// The colour of every listed call kind, computed once per palette brightness: a shade that another
// kind already has (light shades of different hues meet near white, dark ones near black) is
// nudged until it is free, so no two kinds share a colour.
const std::map<std::string_view, QColor>& callColors(const QPalette& palette)
{
    static std::map<std::string_view, QColor> tables[2];
    std::map<std::string_view, QColor>& table = tables[isDark(palette) ? 1 : 0];
    if (!table.empty())
        return table;
    std::set<QRgb> used;
    std::map<Phase, int> ranks;
    for (const auto& [name, phase] : callPhases()) {
        QColor c = shadeOf(phaseColor(phase, palette), ranks[phase]++);
        for (int nudge = 1; used.count(c.rgb()) != 0; ++nudge) {
            if (nudge <= 8) {
                c = nudge % 2 ? c.lighter(100 + 7 * nudge) : c.darker(100 + 7 * nudge);
                continue;
            }
            // Near white or black shading stops changing the colour: turn the hue instead, which
            // has room for every kind.
            int hue = 0, saturation = 0, value = 0;
            c.getHsv(&hue, &saturation, &value);
            c.setHsv((std::max(hue, 0) + 23 * nudge) % 360, std::max(saturation, 80), std::clamp(value, 60, 230));
        }
        used.insert(c.rgb());
        table.emplace(name, c);
    }
    return table;
}

} // namespace

QColor callColor(const std::string& call, const QPalette& palette)
{
    const auto& table = callColors(palette);
    const auto it = table.find(call);
    return it != table.end() ? it->second : phaseColor(Phase::Other, palette);
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

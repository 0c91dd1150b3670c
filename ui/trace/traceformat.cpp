#include "ui/trace/traceformat.h"

#include "core/trace/format/iolt.h"

#include <QCoreApplication>

#include <string_view>
#include <unordered_map>

namespace iolens::ui {

Phase tracePhase(const std::string& call)
{
    static const std::unordered_map<std::string_view, Phase> phases {
        { "open", Phase::Open },
        { "fopen", Phase::Open },
        { "opendir", Phase::Open },
        { "close", Phase::Close },
        { "fclose", Phase::Close },
        { "closedir", Phase::Close },
        { "read", Phase::Read },
        { "pread", Phase::Read },
        { "readv", Phase::Read },
        { "preadv", Phase::Read },
        { "fread", Phase::Read },
        { "fgetc", Phase::Read },
        { "fgets", Phase::Read },
        { "getline", Phase::Read },
        { "fscanf", Phase::Read },
        { "readdir", Phase::Read },
        { "recv", Phase::Read },
        { "write", Phase::Write },
        { "pwrite", Phase::Write },
        { "writev", Phase::Write },
        { "pwritev", Phase::Write },
        { "fwrite", Phase::Write },
        { "fputc", Phase::Write },
        { "fputs", Phase::Write },
        { "fprintf", Phase::Write },
        { "send", Phase::Write },
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
    const auto it = phases.find(call);
    return it == phases.end() ? Phase::Other : it->second;
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

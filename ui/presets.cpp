// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/presets.h"

#include "core/registry.h"

#include <QCoreApplication>

namespace iolens::ui {

namespace {

QStringList ids(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* id : list)
        out << QString::fromLatin1(id);
    return out;
}

// Everything except the strategies that make one call per byte or per record: a quick survey.
QStringList everythingFast()
{
    QStringList out;
    for (const auto& s : Registry::instance().all()) {
        const QString id = QString::fromStdString(s->info().id);
        if (id.contains(QLatin1String("byte-")) || id.contains(QLatin1String("char-"))
            || id.contains(QLatin1String("per-record")) || id.contains(QLatin1String("rescan"))
            || s->unsupportedReason() || s->info().family == "watch" || s->info().family == "ext")
            continue; // a watch run lasts as long as its writer's schedule; ext starts processes (JVMs)
        out << id;
    }
    return out;
}

} // namespace

std::vector<Preset> presets()
{
    auto tr = [](const char* text) { return QCoreApplication::translate("iolens::ui::Presets", text); };
    return {
        { tr("Article 000: copying a file"), QStringLiteral("Article 000: copying a file"),
            ids({ "copy.byte-stdio", "copy.buffer-loop", "copy.iostream-rdbuf", "copy.read-all", "copy.std-filesystem",
                "copy.sendfile", "copy.copy-file-range" }),
            QStringLiteral("copy.buffer-loop") },
        { tr("Article 002: reading text"), QStringLiteral("Article 002: reading text"),
            ids({ "read.char-syscall", "read.buffer", "read.getline-istream", "read.getline-posix", "read.mmap",
                "alloc.per-chunk", "alloc.reused" }),
            QStringLiteral("read.buffer") },
        { tr("Article 001: parallel line reading"), QStringLiteral("Article 001: parallel line reading"),
            ids({ "read.buffer", "read.getline-istream", "read.mmap", "read.parallel" }),
            QStringLiteral("read.buffer") },
        { tr("Article 004: the CSV merge"), QStringLiteral("Article 004: the CSV merge"),
            ids({ "write.reopen-per-record", "write.reopen-merged", "write.single-open", "write.buffered",
                "write.writev", "lookup.rescan", "lookup.index", "lookup.mmap-index" }),
            QStringLiteral("write.single-open") },
        { tr("Article 002: watching a file"), QStringLiteral("Article 002: watching a file"),
            ids({ "watch.poll-stat", "watch.inotify" }), QStringLiteral("watch.poll-stat") },
        { tr("Article 004: server round trips"), QStringLiteral("Article 004: server round trips"),
            ids({ "net.per-id", "net.range", "net.range-filtered", "net.range-projected" }),
            QStringLiteral("net.per-id") },
        { tr("Reference tools: cp, cat, dd, wc, fio"), QStringLiteral("Reference tools"),
            ids({ "copy.buffer-loop", "copy.copy-file-range", "ext.cp", "ext.cat", "ext.dd-8k", "ext.dd-1m",
                "read.buffer", "ext.wc-l", "ext.fio-read-8k", "ext.fio-read-1m" }),
            QStringLiteral("copy.buffer-loop") },
        { tr("The articles' Java next to C++"), QStringLiteral("Java next to C++"),
            ids({ "copy.buffer-loop", "ext.java-file-input-stream", "copy.read-all", "ext.java-read-all-bytes",
                "copy.copy-file-range", "ext.java-files-copy", "ext.java-transfer-to", "read.buffer",
                "ext.java-char-buffer", "read.getline-istream", "ext.java-buffered-reader", "read.parallel",
                "ext.java-files-lines-parallel" }),
            QStringLiteral("copy.buffer-loop") },
        { tr("Kernel copies"), QStringLiteral("Kernel copies"),
            ids({ "copy.buffer-loop", "copy.sendfile", "copy.copy-file-range", "copy.splice", "copy.io-uring",
                "copy.parallel", "copy.mmap-memcpy" }),
            QStringLiteral("copy.buffer-loop") },
        { tr("Everything fast"), QStringLiteral("Everything fast"), everythingFast(),
            QStringLiteral("copy.buffer-loop") },
    };
}

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/session.h"

#include "core/report/jsonreport.h"
#include "core/savefile.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

#include <sys/stat.h>

namespace iolens::ui::Session {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("iolens::ui::Session", text);
}
} // namespace

QString save(const QString& path, const Report& report)
{
    // Every write checked and the previous session kept when one fails (a full disk).
    if (const QString why = saveFileWhole(path, reportToJson(report)); !why.isEmpty())
        return tr("Cannot write the session '%1': %2.").arg(path, why);
    return {};
}

std::optional<Report> load(const QString& path, QString* error)
{
    // Checked before opening: reading /dev/zero never ends, and opening a FIFO blocks until a writer comes.
    struct stat st { };
    if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
        if (!S_ISREG(st.st_mode)) {
            if (error)
                *error = tr("'%1' is not a regular file, so it cannot be an iolens session.").arg(path);
            return std::nullopt;
        }
        // The reader caps the records at 256 MiB; text far beyond that is refused before it is read into memory.
        constexpr qint64 kMaxBytes = qint64 { 1 } << 30;
        if (st.st_size > kMaxBytes) {
            if (error)
                *error = tr("'%1' is too large to be an iolens session (%2; the limit is %3).")
                             .arg(path, QLocale::c().formattedDataSize(st.st_size),
                                 QLocale::c().formattedDataSize(kMaxBytes));
            return std::nullopt;
        }
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open the session '%1': %2.").arg(path, file.errorString());
        return std::nullopt;
    }
    try {
        Report report = reportFromJson(file.readAll());
        if (report.results.empty() && report.workload.file.empty())
            throw std::runtime_error("it holds no iolens results");
        return report;
    } catch (const std::exception& e) {
        if (error)
            *error = tr("'%1' is not a valid iolens session: %2").arg(path, QString::fromStdString(e.what()));
        return std::nullopt;
    }
}

} // namespace iolens::ui::Session

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/filegenerator.h"

#include <QDir>
#include <QStandardPaths>

namespace iolens::ui {

FileGenerator::FileGenerator(QObject* parent)
    : QObject(parent)
{ }

FileGenerator::~FileGenerator() = default;

QString FileGenerator::demoFilePath()
{
    QString dir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (dir.isEmpty())
        dir = QDir::tempPath();
    QDir().mkpath(dir);
    return dir + QStringLiteral("/demo-64MiB.bin");
}

void FileGenerator::start(const QString& path, GenKind kind, quint64 size, const GenOptions& options)
{
    if (m_job.isRunning())
        return;
    m_lastPermille = -1;
    const std::string file = path.toStdString();
    m_job.start([this, file, kind, size, options, path](const std::atomic<bool>& cancel, const WorkerJob::Post& post) {
        try {
            generateFile(file, kind, size, options, cancel, [this, &post](std::uint64_t done, std::uint64_t total) {
                const int permille = total ? static_cast<int>(done * 1000 / total) : 1000;
                if (permille > m_lastPermille.exchange(permille))
                    post([this, permille] { emit progress(permille); });
            });
            post([this, path] { emit done(path); });
        } catch (const std::exception& e) {
            const QString message = QString::fromStdString(e.what());
            post([this, message] { emit failed(message); });
        }
    });
}

} // namespace iolens::ui

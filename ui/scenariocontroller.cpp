// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scenariocontroller.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <chrono>

#include <fcntl.h>
#include <unistd.h>

namespace iolens::ui {

ScenarioController::ScenarioController(QObject* parent)
    : QObject(parent)
{ }

double ScenarioController::measureOpenCloseNs(const QString& dir, int count)
{
    QTemporaryDir scratch(dir + QStringLiteral("/iolens-openclose-XXXXXX"));
    if (!scratch.isValid() || count <= 0)
        return -1;
    const QByteArray path = QFile::encodeName(scratch.filePath(QStringLiteral("probe.csv")));
    const int made = ::open(path.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (made < 0)
        return -1;
    ::close(made);
    // v1's writer: open for appending, close; the mean over many rounds, as the article's total
    // over 10,000 writes is.
    const auto begin = std::chrono::steady_clock::now();
    for (int i = 0; i < count; ++i) {
        const int fd = ::open(path.constData(), O_WRONLY | O_APPEND | O_CLOEXEC);
        if (fd < 0)
            return -1;
        ::close(fd);
    }
    const auto ns = std::chrono::duration<double, std::nano>(std::chrono::steady_clock::now() - begin).count();
    return ns / count;
}

void ScenarioController::start(int iterations)
{
    if (m_job.isRunning())
        return;
    m_job.start(
        [this, iterations](const std::atomic<bool>& cancel, const WorkerJob::Post& post) {
            // Where runCsvMerge's own scratch directory goes: $TMPDIR or /tmp.
            const double openCloseNs = measureOpenCloseNs(QDir::tempPath(), 2000);
            std::vector<CsvMergeResult> results;
            QString error;
            try {
                for (CsvMergeVariant v :
                    { CsvMergeVariant::V1, CsvMergeVariant::V2, CsvMergeVariant::V3, CsvMergeVariant::V4 }) {
                    CsvMergeOptions options;
                    options.variant = v;
                    options.iterations = static_cast<std::uint64_t>(iterations);
                    options.cancel = &cancel;
                    results.push_back(runCsvMerge(options));
                }
            } catch (const std::exception& e) {
                error = QString::fromStdString(e.what());
            }
            post([this, error, openCloseNs, results = std::move(results)]() mutable {
                if (!error.isEmpty() && error != QLatin1String("cancelled"))
                    emit failed(error);
                if (!results.empty())
                    emit resultsReady(std::move(results), openCloseNs);
            });
        },
        [this] { emit finished(); });
}

} // namespace iolens::ui

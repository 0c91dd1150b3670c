// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/runcontroller.h"

#include "core/errors.h"

#include <QThread>

namespace iolens::ui {

RunController::RunController(QObject* parent)
    : QObject(parent)
{
    qRegisterMetaType<std::shared_ptr<const iolens::Report>>();
    qRegisterMetaType<iolens::RunSpec>();
}

RunController::~RunController() = default;

void RunController::start(const RunSpec& spec)
{
    if (m_job.isRunning())
        return;
    m_lastPermille = -1;
    m_clock.start();
    // Posts keep their order, so resultReady/failed always precede finished.
    m_job.start(
        [this, spec](const std::atomic<bool>& cancel, const WorkerJob::Post& post) {
            m_workerThreadId = QThread::currentThreadId();
            try {
                Report report = Runner().run(spec, cancel, [this, &post](const Progress& p) { onProgress(p, post); });
                auto shared = std::make_shared<const Report>(std::move(report));
                post([this, shared] { emit resultReady(shared); });
            } catch (const std::exception& e) {
                const QString message = QString::fromStdString(e.what());
                post([this, message] { emit failed(message); });
            }
        },
        [this] { emit finished(); });
    emit started();
}

void RunController::cancel()
{
    m_job.cancel();
}

// Called on worker threads: computes the permille and posts only when it advanced (heaptrack
// skips updates under 0.1 %), so a fast run does not flood the GUI's event queue.
void RunController::onProgress(const Progress& p, const WorkerJob::Post& post)
{
    if (p.bytesTotal == 0)
        return;
    const int permille = static_cast<int>(std::min<std::uint64_t>(1000, p.bytesDone * 1000 / p.bytesTotal));
    int last = m_lastPermille.load();
    do {
        if (permille <= last)
            return;
    } while (!m_lastPermille.compare_exchange_weak(last, permille));
    const qint64 elapsed = m_clock.elapsed();
    const qint64 msLeft = permille >= 10 ? elapsed * (1000 - permille) / permille : -1;
    const QString strategy = QString::fromStdString(p.strategy);
    const int rep = p.repetition;
    post([this, permille, strategy, rep, msLeft] { emit progress(permille, strategy, rep, msLeft); });
}

} // namespace iolens::ui

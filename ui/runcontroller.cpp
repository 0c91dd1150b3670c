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

RunController::~RunController()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
}

void RunController::start(const RunSpec& spec)
{
    if (m_thread)
        return;
    m_cancel = false;
    m_lastPermille = -1;
    m_clock.start();
    m_thread = QThread::create([this, spec] {
        m_workerThreadId = QThread::currentThreadId();
        try {
            Report report = Runner().run(spec, m_cancel, [this](const Progress& p) { onProgress(p); });
            auto shared = std::make_shared<const Report>(std::move(report));
            QMetaObject::invokeMethod(
                this, [this, shared] { emit resultReady(shared); }, Qt::QueuedConnection);
        } catch (const std::exception& e) {
            const QString message = QString::fromStdString(e.what());
            QMetaObject::invokeMethod(
                this, [this, message] { emit failed(message); }, Qt::QueuedConnection);
        }
    });
    m_thread->setObjectName(QStringLiteral("iolens-run"));
    // Queued after the worker's own posts, so resultReady/failed always precede finished.
    connect(m_thread, &QThread::finished, this, &RunController::onThreadFinished, Qt::QueuedConnection);
    emit started();
    m_thread->start();
}

void RunController::cancel()
{
    m_cancel = true;
}

// Called on worker threads: computes the permille and posts only when it advanced (heaptrack
// skips updates under 0.1 %), so a fast run does not flood the GUI's event queue.
void RunController::onProgress(const Progress& p)
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
    QMetaObject::invokeMethod(
        this, [this, permille, strategy, rep, msLeft] { emit progress(permille, strategy, rep, msLeft); },
        Qt::QueuedConnection);
}

void RunController::onThreadFinished()
{
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    emit finished();
}

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/workerjob.h"

#include "core/result.h"
#include "core/runner.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace iolens::ui {

using ReportPtr = std::shared_ptr<const Report>;

// Runs a RunSpec on a worker thread (DESIGN.md section 6.3/6.4): the GUI thread only receives
// queued signals, so the window stays responsive and no nested event loop is ever needed.
class RunController : public QObject {
    Q_OBJECT
public:
    explicit RunController(QObject* parent = nullptr);
    ~RunController() override; // cancels a running job and joins its thread (WorkerJob)

    bool isRunning() const { return m_job.isRunning(); }
    // The thread the last run executed on, for tests that check it was not the GUI thread.
    Qt::HANDLE lastWorkerThreadId() const { return m_workerThreadId.load(); }

public slots:
    // Ignored while a run is in progress (the window disables Run meanwhile).
    void start(const iolens::RunSpec& spec);
    // Sets the flag the runner polls every few MiB; the run returns with results marked cancelled.
    void cancel();

signals:
    void started();
    // permille 0..1000 of all bytes of the run set; msLeft < 0 while still unknown.
    void progress(int permille, const QString& strategy, int repetition, qint64 msLeft);
    void resultReady(std::shared_ptr<const iolens::Report> report);
    void failed(const QString& message);
    void finished();

private:
    void onProgress(const Progress& p, const WorkerJob::Post& post);

    std::atomic<int> m_lastPermille { -1 };
    std::atomic<Qt::HANDLE> m_workerThreadId { nullptr };
    QElapsedTimer m_clock;
    WorkerJob m_job; // last: joined before the members its job uses go
};

} // namespace iolens::ui

Q_DECLARE_METATYPE(iolens::RunSpec)
Q_DECLARE_METATYPE(std::shared_ptr<const iolens::Report>)

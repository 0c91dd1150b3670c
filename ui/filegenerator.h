// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/workerjob.h"

#include "core/generator.h"

#include <QObject>
#include <QString>

#include <atomic>

namespace iolens::ui {

// Writes a test file with core's generateFile() on a worker thread, reporting progress in
// permille; used by the "Generate test file" dialog and for the demo file at first start.
class FileGenerator : public QObject {
    Q_OBJECT
public:
    explicit FileGenerator(QObject* parent = nullptr);
    ~FileGenerator() override; // cancels a running job and joins its thread (WorkerJob)

    bool isRunning() const { return m_job.isRunning(); }
    // Ignored while a file is being written.
    void start(const QString& path, GenKind kind, quint64 size, const GenOptions& options);
    void cancel() { m_job.cancel(); }

    // Where the demo file lives: the app's cache dir, made on demand.
    static QString demoFilePath();
    static constexpr quint64 kDemoSize = 64ull << 20;

signals:
    void progress(int permille);
    void done(const QString& path);
    void failed(const QString& message);

private:
    std::atomic<int> m_lastPermille { -1 };
    WorkerJob m_job; // last: joined before the members its job uses go
};

} // namespace iolens::ui

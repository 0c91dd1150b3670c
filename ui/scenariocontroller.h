// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/workerjob.h"

#include "core/scenario/csvmerge.h"

#include <QObject>
#include <QString>

#include <vector>

namespace iolens::ui {

// Runs article 004's program (scenario.csv-merge) in its four variants off the GUI thread, like
// RunController runs strategies: queued results, a cancel flag, one run at a time. Before the
// variants it measures what one open+close of a file costs on this machine, the figure that
// decides whether v1's reopen per write is a hotspot here (the article's platform: about 7 ms).
class ScenarioController : public QObject {
    Q_OBJECT
public:
    explicit ScenarioController(QObject* parent = nullptr);

    bool isRunning() const { return m_job.isRunning(); }
    // Ignored while a run is in progress.
    void start(int iterations);
    void cancel() { m_job.cancel(); }

    // The mean ns of one open(2)+close(2) of an existing file in `dir`, over `count` rounds; -1
    // when the file cannot be made.
    static double measureOpenCloseNs(const QString& dir, int count);
    // The article's cost of one reopen-append-close in v1: section 4, 71,247 ms for 10,000 writes.
    static constexpr double kArticleReopenNs = 71247e6 / 10000;

signals:
    // The variants that ran (all four, or those before a cancel or an error) and the cost of one
    // open+close measured just before them.
    void resultsReady(std::vector<iolens::CsvMergeResult> results, double openCloseNs);
    void failed(const QString& message); // not for a cancel
    void finished();

private:
    WorkerJob m_job;
};

} // namespace iolens::ui

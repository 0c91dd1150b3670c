// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plotview.h"

#include "core/scenario/csvmerge.h"

class QPushButton;
class QSpinBox;
class QTableWidget;

namespace iolens::ui {

// Article 004's program (scenario.csv-merge) with its numbered stopwatches: the variants v1..v4
// side by side as the article's table and as grouped bars on a log axis, with the article's own
// v1 numbers for comparison, and what one open+close costs on this machine beside the article's
// reopen, which decides whether v1's writer is a hotspot here at all. Runs go through
// ScenarioController, off the GUI thread.
class ScenarioController;

class HotspotView : public PlotView {
    Q_OBJECT
public:
    explicit HotspotView(QWidget* parent = nullptr);
    QString title() const override { return tr("Hotspot"); }

    // openCloseNs: one open+close measured on this machine (ns), < 0 when unknown.
    void setResults(std::vector<CsvMergeResult> results, double openCloseNs = -1);
    const std::vector<CsvMergeResult>& results() const { return m_results; }
    double openCloseNs() const { return m_openCloseNs; }
    void start(int iterations);
    bool isRunning() const;
    ScenarioController* controller() const { return m_controller; }
    // The text under the plot (for tests and screenshots).
    QString noteText() const;

    static QString sectionName(const std::string& key);
    // What the measured open+close means for article 004 on this machine: the figure beside the
    // article's 7 ms, and whether v1 (total v1Ns) and v3 (v3Ns) then differ; < 0 for unknown.
    static QString reopenText(double openCloseNs, double v1Ns, double v3Ns);

signals:
    void scenarioFinished();

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;
    bool hasData() const override { return !m_results.empty(); }
    QString emptyHint() const override;

private:
    void fillTable();
    QStringList sectionKeys() const;

    QSpinBox* m_iterations = nullptr;
    QPushButton* m_run = nullptr;
    QTableWidget* m_table = nullptr;
    ScenarioController* m_controller;
    std::vector<CsvMergeResult> m_results;
    double m_openCloseNs = -1;
};

} // namespace iolens::ui

#pragma once

#include "ui/plotview.h"

#include "core/scenario/csvmerge.h"

#include <atomic>

class QPushButton;
class QSpinBox;
class QTableWidget;
class QThread;

namespace iolens::ui {

// Article 004's program (scenario.csv-merge) with its numbered stopwatches: the variants v1..v4
// side by side as the article's table and as grouped bars on a log axis, with the article's own
// v1 numbers for comparison. It runs the scenario itself, on a worker thread.
class HotspotView : public PlotView {
    Q_OBJECT
public:
    explicit HotspotView(QWidget* parent = nullptr);
    ~HotspotView() override;
    QString title() const override { return tr("Hotspot"); }

    void setResults(std::vector<CsvMergeResult> results);
    const std::vector<CsvMergeResult>& results() const { return m_results; }
    void start(int iterations);
    bool isRunning() const { return m_thread != nullptr; }

    static QString sectionName(const std::string& key);

signals:
    void scenarioFinished();

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    void fillTable();
    QStringList sectionKeys() const;

    QSpinBox* m_iterations = nullptr;
    QPushButton* m_run = nullptr;
    QTableWidget* m_table = nullptr;
    QThread* m_thread = nullptr;
    std::atomic<bool> m_cancel { false };
    std::vector<CsvMergeResult> m_results;
};

} // namespace iolens::ui

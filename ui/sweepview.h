// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plotview.h"

#include "core/runner.h"

class QComboBox;
class QPushButton;
class QSpinBox;

namespace iolens::ui {

class RunController;

// The classic teaching curve: one strategy run over buffer sizes in powers of two (1 B … 16 MiB,
// a chosen range), throughput against a log2 axis. It owns its own RunController so that a sweep
// never disturbs the main results.
class SweepView : public PlotView {
    Q_OBJECT
public:
    explicit SweepView(QWidget* parent = nullptr);
    QString title() const override { return tr("Buffer sweep"); }

    void setFile(const QString& path) { m_file = path; }
    // Builds the RunSpec of a sweep: the strategy once per power of two in [from, to].
    static RunSpec sweepSpec(
        const QString& file, const QString& strategy, std::int64_t from, std::int64_t to, int reps);
    void startSweep();
    void setSweep(std::shared_ptr<const Report> report); // shown instead of the main report
    RunController* controller() const { return m_controller; }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;
    bool hasData() const override { return m_sweep != nullptr; }
    QString emptyHint() const override
    {
        return tr("Choose a strategy and press \"Run sweep\" to run it over buffer sizes");
    }

private:
    void updateSizes();

    QComboBox* m_strategy = nullptr;
    QComboBox* m_from = nullptr;
    QComboBox* m_to = nullptr;
    QSpinBox* m_reps = nullptr;
    QPushButton* m_run = nullptr;
    RunController* m_controller = nullptr;
    QString m_file;
    std::shared_ptr<const Report> m_sweep;
};

} // namespace iolens::ui

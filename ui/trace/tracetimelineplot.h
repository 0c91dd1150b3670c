// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/traceplotview.h"

#include "core/phase.h"

class QCheckBox;

namespace iolens::ui {

class IntervalLanes;

// The trace's time line: a lane per thread of every process with its I/O calls where they
// happened (each call kind in its colour on the Phases and Sizes tabs), and above a process's
// threads a lane per stopwatch zone it marked itself. Drag to pan, wheel to zoom.
class TraceTimelinePlot : public TracePlotView {
    Q_OBJECT
public:
    explicit TraceTimelinePlot(QWidget* parent = nullptr);
    QString title() const override { return tr("Time line"); }

    struct Lane {
        int pid = 0, tid = 0; // tid < 0: one of the process's stopwatch zones
        QString label;
    };
    static constexpr int kMaxZoneLanes = 12; // per process
    static constexpr std::size_t kMinLanesShown = 10; // lanes the plot's minimum height makes room for
    const std::vector<Lane>& lanes() const { return m_lanes; }
    // Draws only the calls on the selected file (and the zones), so its pattern stands out.
    void setOnlySelectedFile(bool only);
    bool onlySelectedFile() const { return m_only; }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    std::vector<Lane> m_lanes;
    std::vector<std::pair<IntervalLanes*, std::vector<const trace::Event*>>> m_plots;
    double m_unitNs = 1;
    QCheckBox* m_onlyBox = nullptr;
    bool m_only = false;
};

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/traceplotview.h"

namespace iolens::ui {

// The phases plot of a trace: one horizontal bar per file (the files that took most time, and
// always the selected one), each segment the time of one call kind, the selected file shaded.
class TracePhasesPlot : public TracePlotView {
    Q_OBJECT
public:
    explicit TracePhasesPlot(QWidget* parent = nullptr);
    QString title() const override { return tr("Phases"); }

    // The files shown, top to bottom, as indices into Trace::files.
    const std::vector<int>& rows() const { return m_rows; }
    // The call kinds stacked, in legend order.
    const std::vector<std::string>& kinds() const { return m_kinds; }

    static constexpr int kMaxRows = 10; // more would squeeze the file names together

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    int rowAt(const QPointF& pos) const;

    std::vector<int> m_rows;
    std::vector<std::string> m_kinds;
    double m_unitNs = 1;
};

} // namespace iolens::ui

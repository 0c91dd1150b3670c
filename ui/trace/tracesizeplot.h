// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/traceplotview.h"

namespace iolens::ui {

// The selected file's calls by size: one group of bars per histogram bucket (0, 1, 2–3, … ≥1 Gi
// bytes), one bar per call kind that moved data, on a logarithmic count axis so that a handful of
// large reads stays visible next to a million one-byte fgetc calls.
class TraceSizePlot : public TracePlotView {
    Q_OBJECT
public:
    explicit TraceSizePlot(QWidget* parent = nullptr);
    QString title() const override { return tr("Call sizes"); }

    // The call kinds drawn, in legend order.
    const std::vector<std::string>& kinds() const { return m_kinds; }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    std::vector<std::string> m_kinds;
};

} // namespace iolens::ui

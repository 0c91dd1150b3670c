// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plotview.h"
#include "ui/trace/tracefilemodel.h"

#include "core/trace/accesspattern.h"

namespace iolens::ui {

class AccessSegments;

// The access map's plot (issue 26 §2): time across, the file offset up, each run of a file's
// reads and writes where it happened. Sequential runs are lines from (start, offset) to (end,
// offset + bytes), single calls dots, both in their call kind's colour (callColor); ranges read
// (or written) before get a halo behind them. Wheel to zoom, drag to pan, on both axes.
class AccessMapPlot : public PlotView {
    Q_OBJECT
public:
    explicit AccessMapPlot(QWidget* parent = nullptr);
    QString title() const override;

    // The pattern of trace->files[file] (trace::accessPattern); no trace: nothing drawn.
    void setPattern(TracePtr trace, int file, trace::AccessPattern pattern);
    // What the plot says in place of the axes while it has no runs (takes effect on the next refresh).
    void setEmptyText(const QString& text) { m_emptyText = text; }
    const trace::AccessPattern& pattern() const { return m_pattern; }
    int file() const { return m_file; }
    // Puts both axes back where rebuild() set them.
    void resetZoom();

    // What is drawn, for the view's tests: runs drawn as lines and as dots, the plottables by
    // style, and the runs (indices into pattern().runs) under the "read again" halo.
    int lineRuns() const { return m_lineRuns; }
    int pointRuns() const { return m_pointRuns; }
    std::vector<AccessSegments*> series() const;
    AccessSegments* readAgainSeries() const { return m_readAgain; }
    AccessSegments* writtenAgainSeries() const { return m_writtenAgain; }
    const std::vector<std::size_t>& readAgainRuns() const { return m_readAgainRuns; }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;
    bool hasData() const override;
    QString emptyHint() const override;

private:
    TracePtr m_trace;
    QString m_emptyText;
    int m_file = -1;
    trace::AccessPattern m_pattern;
    double m_nsPerKey = 1e6; // the time axis's unit
    double m_bytesPerValue = 1; // the offset axis's unit
    QCPRange m_keyRange, m_valueRange; // as rebuild() set them, for resetZoom()
    int m_lineRuns = 0, m_pointRuns = 0;
    AccessSegments* m_readAgain = nullptr;
    AccessSegments* m_writtenAgain = nullptr;
    std::vector<std::size_t> m_readAgainRuns;
};

} // namespace iolens::ui

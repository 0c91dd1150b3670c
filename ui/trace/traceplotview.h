// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plotview.h"
#include "ui/trace/tracefilemodel.h"

namespace iolens::ui {

// Base of the trace page's plots: the PlotView look (palette, legend below, tooltips, export)
// filled from a Trace and the selected file instead of a strategies Report.
class TracePlotView : public PlotView {
    Q_OBJECT
public:
    explicit TracePlotView(QWidget* parent = nullptr);

    void setTrace(TracePtr trace);
    TracePtr trace() const { return m_trace; }
    // An index into Trace::files, -1 for none.
    void setSelectedFile(int file);
    int selectedFile() const { return m_file; }
    const trace::FileStats* selectedFileStats() const;

    // What an empty plot says (before the first run), in the middle of its axes.
    static QString emptyText();

signals:
    void fileClicked(int file);

protected:
    // Writes a line of text in the middle of the axis rect: the empty state.
    void showCentredText(const QString& text);
    static QString unitName(std::string_view name);

private:
    TracePtr m_trace;
    int m_file = -1;
};

} // namespace iolens::ui

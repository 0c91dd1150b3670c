// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/tracefilemodel.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QStackedWidget;

namespace iolens::ui {

class AccessMapPlot;

// The Trace page's "Access map" tab: how the program walked through one file, as a plot
// (AccessMapPlot) with a line above saying which file and why, the summary a person needs in
// words below it, and Reset zoom and Save image… beside. A file without recorded offsets gets a
// sentence saying why instead of an empty plot.
class AccessMapView : public QWidget {
    Q_OBJECT
public:
    explicit AccessMapView(QWidget* parent = nullptr);

    // Shows a trace with no file selected.
    void setTrace(TracePtr trace);
    // The file chosen in the page's table (an index into Trace::files), -1 for none: then the
    // file with the most I/O time among those with offsets is shown, and the line above says so.
    void setSelectedFile(int file);
    // The file drawn (or explained), -1 when none.
    int shownFile() const { return m_shown; }
    bool showsPlot() const;

    // The plot as PNG or PDF by the suffix, at its size on screen (1400×800 when not shown);
    // "" or one sentence naming the path.
    QString saveImage(const QString& path);

    AccessMapPlot* plot() const { return m_plot; }
    QLabel* scopeLabel() const { return m_scope; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* reasonLabel() const { return m_reason; } // the sentence shown instead of the plot
    QPushButton* saveButton() const { return m_save; }

private:
    void rebuild();
    void saveImageAs();
    QString summaryText() const;
    QString noOffsetsText(int file, std::uint64_t callsWithoutOffset) const;

    TracePtr m_trace;
    int m_selected = -1;
    int m_shown = -1;
    QLabel* m_scope;
    QStackedWidget* m_stack;
    AccessMapPlot* m_plot;
    QLabel* m_reason;
    QLabel* m_summary;
    QPushButton* m_reset;
    QPushButton* m_save;
};

} // namespace iolens::ui

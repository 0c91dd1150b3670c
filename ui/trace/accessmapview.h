// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/trace/tracefilemodel.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace iolens::ui {

class AccessMapPlot;

// The Trace page's "Access map" tab: how the program walked through one file, as a plot
// (AccessMapPlot) with a line above saying which file and why, the summary a person needs in
// words below it, and Reset zoom and Save image… beside. A file without recorded offsets gets a
// sentence saying why in place of the axes, as the page's other plots say what they lack.
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
    // Asks where, then saveImage (its Save button, and the File menu's Export plot).
    void saveImageAs();

    AccessMapPlot* plot() const { return m_plot; }
    QLabel* scopeLabel() const { return m_scope; }
    QLabel* summaryLabel() const { return m_summary; }
    // The sentence the plot shows instead of runs (no trace, no offsets), "" while it draws them.
    QString reasonText() const { return m_reasonText; }
    QPushButton* saveButton() const { return m_save; }

private:
    void rebuild();
    QString summaryText() const;
    QString noOffsetsText(int file, std::uint64_t callsWithoutOffset) const;

    TracePtr m_trace;
    int m_selected = -1;
    int m_shown = -1;
    QLabel* m_scope;
    AccessMapPlot* m_plot;
    QString m_reasonText;
    QLabel* m_summary;
    QPushButton* m_reset;
    QPushButton* m_save;
};

} // namespace iolens::ui

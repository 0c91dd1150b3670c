// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>
#include <QRectF>
#include <QVector>

#include <vector>

namespace iolens::ui {

// Where a timeline's kinds of interval go in pixels. A kind is what one plottable draws in one
// colour: a phase on the strategies' timeline, a call kind on the trace's. Zoomed out, thousands
// of intervals share a pixel column and whichever kind drew last would hide the others (a
// read/write loop would look like all writes). So each pixel column of a lane is split in height
// by the share of that column's time each kind took, stacked in kind order: a 50/50 read/write
// loop shows as two half-height bands, and zoomed in, an interval wider than a pixel fills its
// lane's full height. Overlapping spans of one lane (runs of two kinds that go on across each
// other's calls) share a column in proportion to their cover.
class LaneCoverage {
public:
    struct Span {
        int lane = 0;
        int kind = 0; // 0, 1, …: which plottable, and the order kinds stack in a pixel column
        double begin = 0; // time-axis units
        double end = 0;
    };

    // Maps time and lane to pixels, as the plot's axes do; kept abstract for testing.
    struct Mapping {
        double timeToPixel0 = 0; // pixel of time 0
        double pixelsPerTime = 1;
        double laneHalfHeight = 10; // pixels above and below a lane's centre
        std::vector<double> laneCentre; // pixel y of each lane
    };

    void setSpans(std::vector<Span> spans);
    const std::vector<Span>& spans() const { return m_spans; }

    // The rectangles of one kind for a plot area of pixel columns [left, right].
    // Recomputed only when the mapping or the area changed since the last call.
    const QVector<QRectF>& rects(int kind, const Mapping& mapping, int left, int right);

private:
    void compute(const Mapping& mapping, int left, int right);

    std::vector<Span> m_spans;
    std::vector<QVector<QRectF>> m_rects; // by kind
    int m_kinds = 0; // one more than the highest kind among the spans
    bool m_valid = false;
    double m_key[4] = {}; // the mapping and area the rects were computed for
    std::vector<double> m_keyLanes;
};

} // namespace iolens::ui

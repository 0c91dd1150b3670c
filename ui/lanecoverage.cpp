// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lanecoverage.h"

#include <algorithm>
#include <cmath>

namespace iolens::ui {

void LaneCoverage::setSpans(std::vector<Span> spans)
{
    m_spans = std::move(spans);
    m_kinds = 0;
    for (const Span& s : m_spans)
        m_kinds = std::max(m_kinds, s.kind + 1);
    m_rects.assign(static_cast<std::size_t>(m_kinds), {});
    m_valid = false;
}

const QVector<QRectF>& LaneCoverage::rects(int kind, const Mapping& mapping, int left, int right)
{
    const double key[4] = { mapping.timeToPixel0, mapping.pixelsPerTime, mapping.laneHalfHeight,
        static_cast<double>(left) * 1e6 + right };
    if (!m_valid || !std::equal(std::begin(key), std::end(key), std::begin(m_key))
        || m_keyLanes != mapping.laneCentre) {
        compute(mapping, left, right);
        std::copy(std::begin(key), std::end(key), std::begin(m_key));
        m_keyLanes = mapping.laneCentre;
        m_valid = true;
    }
    static const QVector<QRectF> none;
    return kind >= 0 && kind < m_kinds ? m_rects[static_cast<std::size_t>(kind)] : none;
}

void LaneCoverage::compute(const Mapping& mapping, int left, int right)
{
    for (auto& r : m_rects)
        r.clear();
    const int lanes = static_cast<int>(mapping.laneCentre.size());
    const int columns = right - left + 1;
    if (lanes == 0 || columns <= 0 || mapping.pixelsPerTime <= 0 || m_kinds == 0)
        return;
    // share[lane][column][kind]: the fraction of the column's time the kind took.
    std::vector<float> share(static_cast<std::size_t>(lanes) * columns * m_kinds, 0.0f);
    auto at = [&](int lane, int column, int kind) -> float& {
        return share[(static_cast<std::size_t>(lane) * columns + column) * m_kinds + kind];
    };
    for (const Span& s : m_spans) {
        if (s.lane < 0 || s.lane >= lanes || s.kind < 0)
            continue;
        const double x1 = std::max(mapping.timeToPixel0 + s.begin * mapping.pixelsPerTime, double(left));
        const double x2 = std::min(mapping.timeToPixel0 + s.end * mapping.pixelsPerTime, double(right + 1));
        if (x2 <= x1)
            continue;
        const int first = static_cast<int>(std::floor(x1));
        const int last = std::min(static_cast<int>(std::ceil(x2)) - 1, right);
        for (int c = first; c <= last; ++c) {
            const double covered = std::min(x2, c + 1.0) - std::max(x1, double(c));
            at(s.lane, c - left, s.kind) += static_cast<float>(covered);
        }
    }
    // Stack each column's shares and join equal neighbours into one rect. Spans of one lane may
    // overlap (a thread's run of reads of one file and its run of writes to another, each going on
    // across the other's calls): then the column is shared in proportion to each kind's cover, so
    // that a read/write loop shows as two bands however its runs were merged.
    const double height = 2 * mapping.laneHalfHeight;
    for (int lane = 0; lane < lanes; ++lane) {
        const double top = mapping.laneCentre[static_cast<std::size_t>(lane)] - mapping.laneHalfHeight;
        for (int c = 0; c < columns; ++c) {
            double total = 0;
            for (int kind = 0; kind < m_kinds; ++kind)
                total += at(lane, c, kind);
            const double scale = total > 1.0 ? 1.0 / total : 1.0;
            double used = 0;
            for (int kind = 0; kind < m_kinds; ++kind) {
                const double f = std::min<double>(at(lane, c, kind) * scale, 1.0 - used);
                if (f <= 0.02) // under a 50th of a pixel column: invisible, skip
                    continue;
                const QRectF rect(left + c, top + used * height, 1.0, f * height);
                used += f;
                QVector<QRectF>& out = m_rects[static_cast<std::size_t>(kind)];
                if (!out.isEmpty() && std::abs(out.back().right() - rect.left()) < 1e-9
                    && std::abs(out.back().top() - rect.top()) < 0.5
                    && std::abs(out.back().height() - rect.height()) < 0.5)
                    out.back().setRight(rect.right());
                else
                    out << rect;
            }
        }
    }
}

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plotview.h"

#include <QStringList>
#include <QVector>

namespace iolens::ui {

// A course step's picture on a linear axis: one horizontal bar per choice (a stopwatch zone, a
// file) or per strategy (its median wall time, the figure the explanation gives), the measured
// answer's bar highlighted. Empty, it says what to do on the course page.
class CourseBarsPlot : public PlotView {
    Q_OBJECT
public:
    explicit CourseBarsPlot(QWidget* parent = nullptr);
    QString title() const override { return m_title; }

    // ns per bar; highlight: the index of the answer's bar, -1 none.
    void setBars(const QString& title, const QStringList& labels, const QVector<double>& ns, int highlight);
    QStringList labels() const { return m_labels; }
    QVector<double> values() const { return m_ns; }
    int highlighted() const { return m_highlight; }

    // What an empty course plot says: the course's own hint, not the Strategies page's.
    static QString courseHint();

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;
    bool hasData() const override { return !m_labels.isEmpty(); }
    QString emptyHint() const override { return courseHint(); }

private:
    QString m_title;
    QStringList m_labels;
    QVector<double> m_ns;
    int m_highlight = -1;
};

} // namespace iolens::ui

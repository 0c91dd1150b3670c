// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/plotview.h"

#include <QStringList>
#include <QVector>

namespace iolens::ui {

// A trace step's picture: one horizontal bar per choice (a stopwatch zone, a file) with its time,
// the measured answer's bar highlighted. Run steps use the window's PhasesPlot instead.
class CourseBarsPlot : public PlotView {
    Q_OBJECT
public:
    explicit CourseBarsPlot(QWidget* parent = nullptr);
    QString title() const override { return m_title; }

    // ns per bar; highlight: the index of the answer's bar, -1 none.
    void setBars(const QString& title, const QStringList& labels, const QVector<double>& ns, int highlight);
    QStringList labels() const { return m_labels; }
    int highlighted() const { return m_highlight; }

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    QString m_title;
    QStringList m_labels;
    QVector<double> m_ns;
    int m_highlight = -1;
};

} // namespace iolens::ui

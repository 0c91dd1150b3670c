// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/rowplot.h"

#include <array>

class QCheckBox;

namespace iolens::ui {

// The main view: one horizontal stacked bar per strategy, one colour per phase, each segment the
// median of that phase over the repetitions, so the hotspot shows at a glance.
class PhasesPlot : public RowPlot {
    Q_OBJECT
public:
    explicit PhasesPlot(QWidget* parent = nullptr);
    QString title() const override { return tr("Phases"); }

    void setLogAxis(bool log);
    bool logAxis() const { return m_log; }

    // A phase's name in the learner's language, as the legend shows it.
    static QString phaseTitle(Phase phase);
    // Median ns of every phase over the result's runs (phases the result never recorded are 0).
    static std::array<double, kPhaseCount> medianPhases(const Result& result);

signals:
    void logAxisChanged(bool log);

protected:
    void rebuild() override;
    QString toolTipAt(const QPointF& pos) const override;

private:
    QCheckBox* m_logBox = nullptr;
    bool m_log = false;
    double m_unitNs = 1;
};

} // namespace iolens::ui

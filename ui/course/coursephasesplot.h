// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/phasesplot.h"

namespace iolens::ui {

// The window's phases plot as the course shows it: empty, it says what to do on the course page
// rather than the Strategies page's "Choose strategies and press Run".
class CoursePhasesPlot : public PhasesPlot {
    Q_OBJECT
public:
    using PhasesPlot::PhasesPlot;

protected:
    QString emptyHint() const override;
};

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotexport.h"

#include "ui/phasesplot.h"

namespace iolens::ui {

QString renderPhasesPlot(const Report& report, const QString& path, int width, int height)
{
    PhasesPlot view;
    view.resize(width, height);
    view.setReport(std::make_shared<const Report>(report));
    return view.exportTo(path, width, height);
}

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/coursephasesplot.h"

#include "ui/course/coursebarsplot.h"

namespace iolens::ui {

QString CoursePhasesPlot::emptyHint() const
{
    return CourseBarsPlot::courseHint();
}

} // namespace iolens::ui

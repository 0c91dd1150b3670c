#pragma once

#include "core/phase.h"

#include <QColor>

namespace iolens::ui {

// One colour per phase, the same in every plot, chosen to stay apart on light and dark palettes.
QColor phaseColor(Phase phase);

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/phase.h"

#include <QColor>
#include <QPalette>

class QCustomPlot;

namespace iolens::ui {

// One colour per phase, the same in every plot, chosen to stay apart on light and dark palettes.
QColor phaseColor(Phase phase);
// The same colour adjusted to the palette: near-black phases are lightened on a dark background
// so that every bar stays visible.
QColor phaseColor(Phase phase, const QPalette& palette);

// A colour per series index (strategies, variants) from the same colour-blind-safe set.
QColor seriesColor(int index, const QPalette& palette);

bool isDark(const QPalette& palette);
// A dark palette for the Fusion style (`iolens --dark`), so the dark look can be checked and
// screenshot on a desktop whose theme is light.
QPalette darkPalette();

// Axes, grid, legend and background of a plot taken from the widget palette; called on creation
// and again on QEvent::PaletteChange so that a light/dark switch recolours everything.
void applyPalette(QCustomPlot* plot, const QPalette& palette);

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// qcustomplot.h uses Qt's `foreach` in two inline functions, and QT_NO_FOREACH (kept for our own
// code) removes that macro. A range-for stands in while the header is read and is removed after.
#define foreach(variable, container) for (variable : container)
#include <qcustomplot.h>
#undef foreach

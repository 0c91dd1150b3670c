// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace iolens::ui {

// The application icon (stacked phase bars under a lens), painted in code at several sizes so
// that it shows without Qt's SVG plugin; resources/icons/iolens.svg is the same drawing for the
// desktop, which renders SVG itself.
QIcon appIcon();

} // namespace iolens::ui

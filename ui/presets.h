// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace iolens::ui {

// A named selection of strategies that retells one of the source articles.
struct Preset {
    QString name; // translated
    QString key; // the English name, stable for --preset and scripts
    QStringList strategies; // ids; those the registry lacks are skipped
    QString baseline;
};

std::vector<Preset> presets();

} // namespace iolens::ui

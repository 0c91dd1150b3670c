// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small pieces of text and vocabulary shared by the trace page's models and plots: which phase
// colour a call kind takes, the size histogram's bucket labels, and plain names for file kinds.

#include "core/phase.h"
#include "core/trace/trace.h"

#include <QColor>
#include <QPalette>
#include <QString>

#include <cstdint>
#include <string>

namespace iolens::ui {

// The strategies' phase a traced call belongs to ("fgetc" → Read, "fopen" → Open), so a trace is
// coloured like a strategy run: the same colour means the same kind of work in every plot.
Phase tracePhase(const std::string& call);
// A call kind's colour: its phase's, a shade lighter or darker for each other call of that phase.
QColor callColor(const std::string& call, const QPalette& palette);

// The smallest size in bucket k of iolt's histogram: 0, 1, 2, 4, … 1 GiB.
std::uint64_t bucketLow(int bucket);
// "0", "1", "2–3", "4–7", …, "512 Ki–1 Mi", "≥1 Gi": short enough for an axis tick, in bytes.
QString bucketLabel(int bucket);
// The same with its unit, for tables and tooltips: "2–3 B", "≥ 1 GiB".
QString bucketText(int bucket);

QString fileKindText(trace::FileKind kind);

QString qs(const std::string& s);

} // namespace iolens::ui

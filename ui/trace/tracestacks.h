// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Trace page's flame graph draws from a trace: its sampled stacks as frame-id paths,
// the frames' names, runtime marks and source places, and a sentence on how they were sampled.

#include "core/trace/sourcelines.h"
#include "core/trace/stacktree.h"
#include "core/trace/trace.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace iolens::ui {

struct TraceStacks {
    std::vector<trace::StackPath> paths;
    QStringList names; // by frame id: Frame::label()
    std::vector<bool> runtime; // by frame id
    std::vector<trace::SourcePlace> places; // by frame id: where its code is written, for the source view
    QString sampling; // "Stacks are sampled: …", or why there are none
};

// The stacks of the calls on file (an index into trace.files), or of every call with file < 0.
// Stacks without frames (calls of which no sample was stored) are left out; the sentence says so.
TraceStacks traceStacks(const trace::Trace& trace, int file);

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace iolens {

// Marks the span of one strategy run for the fault-injection shim of tests/faults (an LD_PRELOAD
// library). The shim counts and breaks only calls made inside this span, so that "the N-th read"
// means the strategy's N-th read and not one of the verifier's, the page-cache warmer's or Qt's.
// Without the shim loaded this costs one cached symbol lookup per process and nothing per run.
class FaultWindow {
public:
    FaultWindow();
    ~FaultWindow();
    FaultWindow(const FaultWindow&) = delete;
    FaultWindow& operator=(const FaultWindow&) = delete;
};

} // namespace iolens

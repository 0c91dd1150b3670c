// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace iolens::trace::ptrace {

// A field of a trace file that the loader may read while the tracer writes: stored with release
// order, after what it counts (see iolt.h).
template <typename T> void publish(T& field, T value)
{
    __atomic_store_n(&field, value, __ATOMIC_RELEASE);
}

} // namespace iolens::trace::ptrace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The recorder's core API: what a wrapper does with one call, without the wrapper. The recorder
 * (every file here but the wrap_*.c, the object library iolens-trace-recorder) is linked into
 * libiolens-trace.so and, without any preload, into tst_recorder, which checks that the fast path
 * and the general path record the same thing.
 *
 *   start     iol_recorder_start(dir, max_events): this process's trace file in dir, as the
 *             library's constructor makes it under IOLENS_TRACE_DIR (but for any program);
 *   thread    iol_active(t): attaches the calling thread to its block (false when not tracing);
 *   clock     iol_clock(), iol_now(): CLOCK_MONOTONIC, through the TSC once calibrated;
 *   slot      iol_op_slot / iol_op_begin: the slot of (file, call, site, zone), found through the
 *             last-slot cache or iol_slot_find's open-addressed hash; begin also decides whether
 *             the call is timed and takes its start time;
 *   event     iol_op_end / iol_op_end_at: the call's counts into its slot, merged into the thread's
 *             latest event or appended as a new one (iol_event_new);
 *   fast path iol_fast_arm, iol_fast_ok, iol_fast_count: the cheap stdio calls' path, which adds a
 *             call's count and bytes live and its histogram, event and session counts at
 *             iol_fast_flush. */
#pragma once

#include "record.h"

/* 0 when the trace file was made (-1: already tracing, or no file); the library's own init path
 * (iol_init, from its constructor) reads the environment instead. */
int iol_recorder_start(const char* dir, uint64_t max_events);

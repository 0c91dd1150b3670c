// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "benchutil.h"

namespace iolens::bench {

void clockBenchmark(const Options& options);
void overheadBenchmark(const Options& options);
void referenceBenchmark(const Options& options);
void readBenchmark(const Options& options);
void writeBenchmark(const Options& options);
void scenarioBenchmark(const Options& options);
void fioBenchmark(const Options& options); // read.buffer 8 KiB vs ext.fio-read-8k
void traceBenchmark(const Options& options); // iolens-cli trace vs untraced vs strace (issue 11)
void traceAttachBenchmark(const Options& options); // iolens-cli trace --pid on a running program (issue 25)
void tracePtraceBenchmark(const Options& options); // the same on a static program, ptrace mode (issue 24)
void replayBenchmark(const Options& options); // a traced pattern replayed vs the program's own calls (issue 26)
void traceLoadBenchmark(const Options& options); // loading the trace of 100,000 files (issue 22 §6)
void traceStacksBenchmark(const Options& options); // sampled call stacks' cost, beside strace -f -k (issue 23 §7)
void symbolizeBenchmark(const Options& options); // naming 10,000 distinct call sites (issue 23 §7)
void traceScaleBenchmark(const Options& options); // workloads at the tables' target sizes (issue 22 §1)

} // namespace iolens::bench

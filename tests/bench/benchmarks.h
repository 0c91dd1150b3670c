#pragma once

#include "benchutil.h"

namespace iolens::bench {

void clockBenchmark(const Options& options);
void overheadBenchmark(const Options& options);
void referenceBenchmark(const Options& options);
void readBenchmark(const Options& options);
void writeBenchmark(const Options& options);
void scenarioBenchmark(const Options& options);

} // namespace iolens::bench

#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds and runs the sanitizer-checked core tests: tests/sanitizers/run.sh asan|tsan
# Configures with the CMake preset of that name (build-asan/ or build-tsan/), builds only the
# test executables below and what they link, runs them with CTest and prints the wall time.
# Any sanitizer report makes its test, and so the script, fail.
set -euo pipefail
preset=${1:-}
case "$preset" in
  asan | tsan) ;;
  *)
    echo "usage: $0 asan|tsan" >&2
    exit 2
    ;;
esac
cd "$(dirname "$0")/../.."

# Which core tests, and why (the `large` ones, multi-GiB files, are out: the same code paths as the
# core ones, at many times the instrumented run time).
if [ "$preset" = asan ]; then
  # Memory and UB: every core test that runs our buffers, parsers and containers in seconds.
  # Left out: tst_generator (38 s instrumented, writing its test files byte by byte, against 18 s
  # for all of these together; the copy/read tests generate their fixtures through it anyway) and tst_extstrategies (its time
  # goes to uninstrumented fio and java child processes).
  tests=(
    tst_stopwatch tst_stats tst_runner tst_report tst_threadusage tst_scenario
    tst_copystrategies tst_readstrategies tst_writestrategies tst_lookupstrategies
    tst_allocstrategies tst_watchstrategies tst_netstrategies tst_extdefinition tst_printable
    # The trace loader maps files a traced program wrote and may have left half-written or
    # damaged, and reads saved trace JSON: the same hostile-input parsers as the session loader.
    tst_ioltfile tst_traceloader tst_tracejson tst_findings tst_tracereport tst_livecounters
    # The hand-over that iolens-cli's front passes to the full CLI through the environment, and
    # the front's own reading of the trace options: input from outside, parsed before anything.
    tst_tracehandover tst_frontargs
  )
else
  # Data races: the tests that start threads of ours. Stopwatch/Probe recording from several
  # threads, the runner, copy.parallel and read.parallel workers, the watch family's ChangeWriter
  # thread, the net family's server threads, and the ext family's canceller. tst_threadusage runs
  # under asan only: TSan's shadow memory faults pages in on every thread, which its "minor faults
  # of this thread only" check rightly counts.
  tests=(
    tst_stopwatch tst_runner tst_copystrategies tst_readstrategies
    tst_watchstrategies tst_netstrategies tst_extstrategies
  )
fi

start=$(date +%s)
# ccache when there is one (a rebuild then takes seconds); the presets themselves do not need it.
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$PWD}
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake --preset "$preset" "${launcher[@]}"
cmake --build --preset "$preset" -j2 --target "${tests[@]}"
built=$(date +%s)

# The test presets set ASAN_OPTIONS/LSAN_OPTIONS/UBSAN_OPTIONS or TSAN_OPTIONS: halt_on_error and
# exitcode make the first report end its test with a failure, never a warning, and the
# suppression files here cover uninstrumented third-party code only.
regex="^($(IFS='|'; echo "${tests[*]}"))\$"
status=0
ctest --preset "$preset" -R "$regex" || status=$?
end=$(date +%s)

echo "sanitizers/$preset: build $((built - start)) s, tests $((end - built)) s, total $((end - start)) s" \
  "(load average $(cut -d' ' -f1-3 /proc/loadavg))"
exit "$status"

#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets in the asan preset's tree (build-asan/: clang-14 with ASan, UBSan
# and libFuzzer's coverage instrumentation, shared with tests/sanitizers/run.sh asan) and runs each
# for a bounded time on a copy of its seed corpus (tests/data/fuzz/<target>/), so the repository is
# never written to. Exits non-zero when any target finds a crash, a sanitizer report, a hang, an
# uncaught exception or memory use over the limit; the input that did it is kept and its path printed.
#
#   tests/fuzz/run.sh [SECONDS_PER_TARGET]     (default 30; the README test command uses 10)
#
# Installs nothing: clang-14 and libclang-rt-14-dev come from .ci/deps.
set -euo pipefail

seconds="${1:-30}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: $0 [SECONDS_PER_TARGET]   (a whole number of seconds, default 30)" >&2
  exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
build="$root/build-asan"
targets=(fuzz_session fuzz_extdefinition fuzz_params fuzz_phaseoutput fuzz_tracejson)
started=$SECONDS

# ccache when there is one (a rebuild then takes seconds); the preset itself does not need it.
launcher=()
if command -v ccache >/dev/null; then
  export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$root}
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake --preset asan "${launcher[@]}" >/dev/null
cmake --build --preset asan -j2 --target "${targets[@]}"
built=$SECONDS

work="$(mktemp -d "${TMPDIR:-/tmp}/iolens-fuzz.XXXXXX")"
# Interrupted: nothing worth keeping yet. A failure keeps $work on purpose (the failing input).
trap 'rm -rf "$work"; exit 130' INT TERM

# One libFuzzer run; its exit status goes to $work/<target>/status.
fuzz_one() {
  local target=$1 corpus="$work/$1/corpus" log="$work/$1/log" status=0
  # 1 GiB: a loader that needs more for an input of a few kilobytes is a bug, not a big session.
  # -timeout: one input parsing for 10 s is a hang. Leak reports stay on: the parsers own no
  # long-lived state, so a leak is theirs.
  "$build/tests/fuzz/$target" "$corpus" \
    -max_total_time="$seconds" -rss_limit_mb=1024 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$work/$target/artifacts/" >"$log" 2>&1 || status=$?
  echo "$status" >"$work/$target/status"
}

# The targets are single-threaded: as many run side by side as there are CPUs, so the CI's
# time budget buys each target its full SECONDS.
parallel=$(nproc)
for target in "${targets[@]}"; do
  mkdir -p "$work/$target/corpus" "$work/$target/artifacts"
  cp -R "$root/tests/data/fuzz/${target#fuzz_}/." "$work/$target/corpus/"
  echo "== $target: ${seconds}s on $(find "$work/$target/corpus" -type f | wc -l) seeds"
  while (($(jobs -rp | wc -l) >= parallel)); do
    wait -n || true
  done
  fuzz_one "$target" &
done
wait

failed=()
declare -A executions
for target in "${targets[@]}"; do
  log="$work/$target/log"
  status=$(cat "$work/$target/status" 2>/dev/null || echo "?")
  executions[$target]="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  if [ "$status" != 0 ]; then
    failed+=("$target")
    echo "!! $target failed (exit $status); the end of its log:"
    tail -n 60 "$log"
    echo "!! inputs that failed: $(ls -d "$work/$target/artifacts/"* 2>/dev/null || echo none)"
  fi
done

echo
echo "== executions per target (${seconds}s each, $parallel at a time; build $((built - started))s, total $((SECONDS - started))s)"
for target in "${targets[@]}"; do
  printf '%-20s %s\n' "$target" "${executions[$target]:-?}"
done
if ((${#failed[@]} > 0)); then
  echo "FAILED: ${failed[*]} (logs and failing inputs in $work)"
  exit 1
fi
rm -rf "$work"
echo "all ${#targets[@]} fuzz targets ran clean"

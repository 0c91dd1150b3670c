#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, ASan + UBSan) in build-fuzz/ and runs each for a bounded
# time on a copy of its seed corpus (tests/data/fuzz/<target>/), so the repository is never
# written to. Exits non-zero when any target finds a crash, a sanitizer report, a hang, an uncaught
# exception or memory use over the limit; the input that did it is kept and its path printed.
#
#   tests/fuzz/run.sh [SECONDS_PER_TARGET]     (default 30)
#
# Installs nothing: clang-14 and libclang-rt-14-dev come from .ci/deps. Environment overrides:
# IOLENS_FUZZ_BUILD_DIR (default <repo>/build-fuzz), IOLENS_FUZZ_CC/IOLENS_FUZZ_CXX (default
# clang-14/clang++-14; not CC/CXX, which a CI may have set to gcc for the main build),
# IOLENS_FUZZ_JOBS (build parallelism, default 2).
set -euo pipefail

seconds="${1:-30}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: $0 [SECONDS_PER_TARGET]   (a whole number of seconds, default 30)" >&2
  exit 2
fi

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${IOLENS_FUZZ_BUILD_DIR:-$root/build-fuzz}"
targets=(fuzz_session fuzz_extdefinition fuzz_params fuzz_phaseoutput)
started=$SECONDS

launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
generator=()
if [ ! -f "$build/CMakeCache.txt" ] && command -v ninja >/dev/null; then
  generator=(-G Ninja)
fi
CC="${IOLENS_FUZZ_CC:-clang-14}" CXX="${IOLENS_FUZZ_CXX:-clang++-14}" \
  cmake -S "$root" -B "$build" -DIOLENS_FUZZ=ON "${generator[@]}" "${launcher[@]}" >/dev/null
cmake --build "$build" -j "${IOLENS_FUZZ_JOBS:-2}" --target "${targets[@]}"
built=$SECONDS

work="$(mktemp -d "${TMPDIR:-/tmp}/iolens-fuzz.XXXXXX")"
failed=()
declare -A executions
for target in "${targets[@]}"; do
  corpus="$work/$target/corpus"
  mkdir -p "$corpus" "$work/$target/artifacts"
  cp -R "$root/tests/data/fuzz/${target#fuzz_}/." "$corpus/"
  log="$work/$target/log"
  echo "== $target: ${seconds}s on $(find "$corpus" -type f | wc -l) seeds"
  # 1 GiB: a loader that needs more for an input of a few kilobytes is a bug, not a big session.
  # -timeout: one input parsing for 10 s is a hang. Leak reports stay on: the parsers own no
  # long-lived state, so a leak is theirs.
  status=0
  "$build/tests/fuzz/$target" "$corpus" \
    -max_total_time="$seconds" -rss_limit_mb=1024 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$work/$target/artifacts/" >"$log" 2>&1 || status=$?
  executions[$target]="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  if [ "$status" -ne 0 ]; then
    failed+=("$target")
    echo "!! $target failed (exit $status); the end of its log:"
    tail -n 60 "$log"
    echo "!! inputs that failed: $(ls -d "$work/$target/artifacts/"* 2>/dev/null || echo none)"
  fi
done

echo
echo "== executions per target (${seconds}s each; build $((built - started))s, total $((SECONDS - started))s)"
for target in "${targets[@]}"; do
  printf '%-20s %s\n' "$target" "${executions[$target]:-?}"
done
if ((${#failed[@]} > 0)); then
  echo "FAILED: ${failed[*]} (logs and failing inputs in $work)"
  exit 1
fi
rm -rf "$work"
echo "all ${#targets[@]} fuzz targets ran clean"

#!/bin/sh
# Runs the real window under Xvfb with the Article 000 preset on a generated demo file, then the
# buffer sweep and the CSV-merge scenario, and saves one PNG of the window per plot tab; then the
# Trace page on article 004's program, one PNG per tab.
#   tests/ui/screenshots.sh [BUILD_DIR] [OUT_DIR]
# Settings and the demo file live in a private temp dir, so the user's own settings are untouched.
set -eu
build=${1:-build}
out=${2:-screenshots}
mkdir -p "$out"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
XDG_CACHE_HOME="$scratch/cache" timeout 600 xvfb-run -a -s "-screen 0 1600x1000x24" \
  "$build/app/iolens" --settings "$scratch/iolens.ini" \
  --preset "Article 000: copying a file" --sweep --hotspot 1000 --screenshot "$out"
# The timeline of a multi-threaded strategy: the kernel-copies preset with copy.parallel selected.
mkdir -p "$scratch/parallel"
XDG_CACHE_HOME="$scratch/cache" timeout 600 xvfb-run -a -s "-screen 0 1600x1000x24" \
  "$build/app/iolens" --settings "$scratch/iolens2.ini" \
  --preset "Kernel copies" --select copy.parallel --screenshot "$scratch/parallel" >/dev/null
cp "$scratch/parallel/iolens-timeline.png" "$out/iolens-timeline-parallel.png"
echo "$out/iolens-timeline-parallel.png"
# The Trace page on article 004's own program (built by the test suite): its stopwatch zones,
# test3.csv reopened for every record and the two inputs reread from the start.
abs_build=$(cd "$build" && pwd)
abs_out=$(cd "$out" && pwd)
merge="$abs_build/tests/trace/programs/trace_pattern_csvmerge004"
if [ ! -x "$merge" ]; then
  echo "screenshots.sh: $merge is not built (cmake --build $build --target trace_pattern_csvmerge004)" >&2
  exit 1
fi
mkdir -p "$scratch/trace"
(cd "$scratch/trace" && XDG_CACHE_HOME="$scratch/cache" timeout 600 xvfb-run -a -s "-screen 0 1600x1000x24" \
  "$abs_build/app/iolens" --settings "$scratch/iolens3.ini" --screenshot "$abs_out" \
  --trace "$merge $scratch/trace 500")

#!/bin/sh
# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the real window under Xvfb with the Article 000 preset on a generated demo file, then the
# buffer sweep and the CSV-merge scenario, and saves one PNG of the window per plot tab; then the
# Trace page on article 004's program, one PNG per tab; Attach to process… and an attached trace;
# then the Course page at a step after its run
# (IOLENS_COURSE, default 000.bulk) and that chapter's summary.
#   tests/ui/screenshots.sh [BUILD_DIR] [OUT_DIR]
# The window is a first start (no saved settings) on a screen of IOLENS_SCREEN (default 1600x1000),
# in IOLENS_LANGUAGE (en, ja, ko; default en), with IOLENS_DARK=1 for the dark palette;
# IOLENS_HOTSPOT sets the scenario's iterations (default 1000). For example:
#   IOLENS_SCREEN=1366x768 IOLENS_LANGUAGE=ja IOLENS_DARK=1 tests/ui/screenshots.sh build shots-ja-dark
# Settings, HOME and the demo file live in a private temp dir, so the user's own are untouched.
set -eu
build=${1:-build}
out=${2:-screenshots}
screen="-screen 0 ${IOLENS_SCREEN:-1600x1000}x24"
dark=""
[ "${IOLENS_DARK:-0}" = 1 ] && dark=--dark
mkdir -p "$out"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for ini in iolens iolens2 iolens3 iolens4 iolens5; do
  printf '[ui]\nlanguage=%s\n' "${IOLENS_LANGUAGE:-en}" > "$scratch/$ini.ini"
done
export HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/config" XDG_CACHE_HOME="$scratch/cache"
mkdir -p "$HOME"
timeout 600 xvfb-run -a -s "$screen" \
  "$build/app/iolens" --settings "$scratch/iolens.ini" $dark \
  --preset "Article 000: copying a file" --sweep --hotspot "${IOLENS_HOTSPOT:-1000}" --screenshot "$out"
# The timeline of a multi-threaded strategy: the kernel-copies preset with copy.parallel selected.
mkdir -p "$scratch/parallel"
timeout 600 xvfb-run -a -s "$screen" \
  "$build/app/iolens" --settings "$scratch/iolens2.ini" $dark \
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
(cd "$scratch/trace" && timeout 600 xvfb-run -a -s "$screen" \
  "$abs_build/app/iolens" --settings "$scratch/iolens3.ini" $dark --screenshot "$abs_out" \
  --trace "$merge $scratch/trace 500")
# Attach to process… on a running program that reads a file one byte at a time (tst_attach's
# program): the dialog with it chosen, then its trace after 2 s of recording.
attachprog="$abs_build/tests/trace/programs/iolens_attachprog"
if [ -x "$attachprog" ]; then
  mkdir -p "$scratch/attach"
  head -c 5000 /dev/zero > "$scratch/attach/data.bin"
  "$attachprog" bytes "$scratch/attach/data.bin" "$scratch/attach/stop" > /dev/null &
  attached=$!
  sleep 0.3
  timeout 600 xvfb-run -a -s "$screen" \
    "$abs_build/app/iolens" --settings "$scratch/iolens5.ini" $dark --attach "$attached" \
    --screenshot "$scratch/attach" > /dev/null || true
  touch "$scratch/attach/stop"
  wait "$attached" || true
  for shot in attach-dialog:attach-dialog trace-tracePhases:attach-trace; do
    if [ -f "$scratch/attach/iolens-${shot%%:*}.png" ]; then
      cp "$scratch/attach/iolens-${shot%%:*}.png" "$abs_out/iolens-${shot##*:}.png"
      echo "$abs_out/iolens-${shot##*:}.png"
    fi
  done
fi
# The Course page: a step after its run with the first prediction, then its chapter's summary.
timeout 600 xvfb-run -a -s "$screen" \
  "$build/app/iolens" --settings "$scratch/iolens4.ini" $dark \
  --course "${IOLENS_COURSE:-000.bulk}" --screenshot "$out"

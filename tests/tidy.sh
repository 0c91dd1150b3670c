#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs clang-tidy-14 with the checks of .clang-tidy; exits non-zero on any finding.
#   tests/tidy.sh [BUILD_DIR [JOBS]]   every source file of core/, app/ and ui/ the build compiles
#   tests/tidy.sh FILE…                only these (BUILD_DIR and JOBS from $TIDY_BUILD, $TIDY_JOBS)
# The build directory needs compile_commands.json (CMakeLists.txt exports it) and a finished build
# (the moc and generated headers). About 8 s a file; the whole tree (208 files) took 14 minutes
# with JOBS=2 on two shared cores, so ctest does not run it. BUILD_DIR/tidy-log.txt gets a line a
# file, "ok FILE" or "findings FILE", so an interrupted run says which files it did not reach.
set -euo pipefail
files=()
if [[ $# -gt 0 && ! -d $1 ]]; then
    for f in "$@"; do
        [[ -f $f ]] || { echo "tidy.sh: $f is not a file (and not a build directory)." >&2; exit 2; }
        files+=("$(realpath "$f")")
    done
    set --
fi
cd "$(dirname "$0")/.."
build=${1:-${TIDY_BUILD:-build}}
jobs=${2:-${TIDY_JOBS:-2}}
root=$(pwd)
[[ -f $build/compile_commands.json ]] || { echo "tidy.sh: $build/compile_commands.json is missing: configure and build first." >&2; exit 2; }
# clang-tidy gets the build's commands without the precompiled header (g++ builds use one for
# ui/ and the tests): clang cannot read g++'s .gch beside it and would stop at every file. The
# sources include what they use, as the clang sanitizer builds, which have no PCH, show.
mkdir -p "$build/tidy"
python3 - "$build/compile_commands.json" "$root" "$build/tidy/compile_commands.json" > "$build/tidy-files.txt" <<'PY'
import json, re, shlex, sys
root = sys.argv[2].rstrip('/') + '/'
entries = json.load(open(sys.argv[1]))
for e in entries:
    args = shlex.split(e['command'])
    kept, i = [], 0
    while i < len(args):
        if args[i] == '-Winvalid-pch':
            i += 1
        elif args[i] == '-include' and i + 1 < len(args) and re.search(r'cmake_pch\.hxx$', args[i + 1]):
            i += 2
        else:
            kept.append(args[i])
            i += 1
    del e['command']
    e['arguments'] = kept
json.dump(entries, open(sys.argv[3], 'w'), indent=1)
files = {e['file'] for e in entries if e['file'].startswith(root)
         and e['file'][len(root):].split('/')[0] in ('core', 'app', 'ui')}
print('\n'.join(sorted(files)))
PY
if [[ ${#files[@]} -gt 0 ]]; then
    printf '%s\n' "${files[@]}" > "$build/tidy-files.txt"
fi
log=$build/tidy-log.txt
: > "$log"
# One file per clang-tidy so that the log can say which one had findings.
export build log
xargs -a "$build/tidy-files.txt" -d '\n' -P "$jobs" -n 1 bash -c '
    # "N warnings generated." counts what the checks of .clang-tidy leave out: noise here.
    if clang-tidy-14 -p "$build/tidy" --quiet "$1" 2> >(grep -v "^[0-9]* warnings\? generated\.$" >&2); then echo "ok $1" >> "$log"; else echo "findings $1" >> "$log"; exit 1; fi
' tidy || true
total=$(wc -l < "$build/tidy-files.txt")
checked=$(wc -l < "$log")
bad=$(grep -c '^findings ' "$log" || true)
echo "tidy.sh: $checked of $total files checked, $bad with findings (see $log)."
[[ $checked -eq $total && $bad -eq 0 ]]

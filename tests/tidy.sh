#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs clang-tidy-14 with the checks of .clang-tidy over every source file of core/, app/ and ui/
# that the build compiles; exits non-zero on any finding. Usage: tests/tidy.sh [BUILD_DIR] [JOBS]
# The build directory needs compile_commands.json (CMakeLists.txt exports it) and a finished build
# (the moc and generated headers). About 15 minutes on two busy cores, so not part of ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
jobs=${2:-2}
root=$(pwd)
python3 - "$build/compile_commands.json" "$root" > "$build/tidy-files.txt" <<'PY'
import json, sys
root = sys.argv[2].rstrip('/') + '/'
files = {e['file'] for e in json.load(open(sys.argv[1])) if e['file'].startswith(root)
         and e['file'][len(root):].split('/')[0] in ('core', 'app', 'ui')}
print('\n'.join(sorted(files)))
PY
xargs -a "$build/tidy-files.txt" -P "$jobs" -n 4 clang-tidy-14 -p "$build" --quiet

#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Real workloads, untraced and under iolens-cli trace, interleaved (issue 22, section 6).

    tests/bench/workloads.py --cli build/bin/iolens-cli [--reps 5] [--only exec,make,python]
                             [--make-files 120] [--python-files 100000] [--scratch DIR] [--floors]

Workloads:
  exec    500 execs of /bin/true in a shell loop (target: traced / untraced <= 1.2)
  make    make -j2 of a generated C project of --make-files files (target <= 1.15)
  python  a Python program creating and reading back --python-files small files (target <= 1.3)

Each workload runs untraced, under `iolens-cli trace` (symbols resolved: the default) and under
`iolens-cli trace --no-symbols`: one warm-up round, then --reps rounds, the order reversed every
other round (A B C, C B A, ...). The report goes to /dev/null and is part of the traced time.
Prints each variant's median wall time and its ratio to untraced, and peak memory:
  - the workload's: /usr/bin/time -f %M around it (the largest process of its tree, KiB), traced
    and untraced;
  - iolens-cli's own: VmHWM from /proc/PID/status, sampled every 5 ms while it runs (iolens-cli
    waits for the traced program, so its rusage would mix in the program's peak).
And, traced, how much of the wall time came after the workload ended (loading the trace, the
report): the time from /usr/bin/time's last write of its output file to iolens-cli's exit.
With --floors, two more variants say what any preloaded tracer pays here, whatever it records:
  - an empty library in LD_PRELOAD (the dynamic loader's part: one more library to map);
  - record_floor.c in LD_PRELOAD: a record per process and nothing else (its file created at
    start, /proc/self/io read at start and at exit, 4 KiB written). A target below this ratio
    cannot be met by a tracer that keeps a record per process (issue 22, sections 2 and 3).
Both are built with cc into the scratch directory.
Inputs are made fresh before each run (outside the timed part): the build's objects are removed,
the Python program's directory is emptied.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

EXEC_LOOP = 'i=0; while [ $i -lt 500 ]; do /bin/true; i=$((i+1)); done'

PYTHON_FILES = r'''import os, sys
root, n = sys.argv[1], int(sys.argv[2])
for i in range(n):
    with open(os.path.join(root, 'f%06d.txt' % i), 'w') as f:
        f.write('record %d\n' % i * 3)
total = 0
for i in range(n):
    with open(os.path.join(root, 'f%06d.txt' % i)) as f:
        total += len(f.read())
print(n, total)
'''


def write_build(root, files):
    """A C project like tests/trace/e2e/tst_traceworkloads.cpp's build: files sources, one header."""
    os.makedirs(os.path.join(root, 'src'), exist_ok=True)
    header = ['#pragma once', 'unsigned long step(unsigned long x, unsigned long k);']
    calls = []
    for i in range(files):
        header.append(f'unsigned long f{i}(unsigned long x);')
        with open(os.path.join(root, 'src', f'f{i:03d}.c'), 'w') as f:
            f.write(f'#include "../common.h"\nstatic unsigned long table[] = {{ {i}, {i * 7 + 1}, {i * 13 + 5} }};\n'
                    f'unsigned long f{i}(unsigned long x)\n{{\n    for (unsigned i = 0; i < 3; ++i)\n'
                    f'        x = step(x, table[i]);\n    return x;\n}}\n')
        calls.append(f'    x = f{i}(x);')
    with open(os.path.join(root, 'common.h'), 'w') as f:
        f.write('\n'.join(header) + '\n')
    with open(os.path.join(root, 'src', 'main.c'), 'w') as f:
        f.write('#include <stdio.h>\n#include "../common.h"\n'
                'unsigned long step(unsigned long x, unsigned long k) { return x * 31 + k; }\n'
                'int main(void)\n{\n    unsigned long x = 1;\n' + '\n'.join(calls) +
                '\n    printf("%lu\\n", x);\n    return 0;\n}\n')
    with open(os.path.join(root, 'Makefile'), 'w') as f:
        f.write('OBJS := $(patsubst %.c,%.o,$(wildcard src/*.c))\n'
                'run: prog\n\t./prog\nprog: $(OBJS)\n\t$(CC) -o $@ $(OBJS)\n'
                'src/%.o: src/%.c common.h\n\t$(CC) -O1 -c -o $@ $<\n')


def clean_build(root):
    for name in os.listdir(os.path.join(root, 'src')):
        if name.endswith('.o'):
            os.unlink(os.path.join(root, 'src', name))
    if os.path.exists(os.path.join(root, 'prog')):
        os.unlink(os.path.join(root, 'prog'))


def empty_dir(root):
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root)


class PeakSampler(threading.Thread):
    """VmHWM of one process, sampled until it ends (a zombie has no VmHWM line)."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid, self.kib, self.done = pid, 0, False

    def run(self):
        path = f'/proc/{self.pid}/status'
        while not self.done:
            try:
                with open(path) as f:
                    for line in f:
                        if line.startswith('VmHWM:'):
                            self.kib = max(self.kib, int(line.split()[1]))
            except OSError:
                return
            time.sleep(0.005)


def run_once(command, cwd, rss_file, sample):
    """Wall time; the workload's peak (KiB, from /usr/bin/time); iolens-cli's sampled peak."""
    timed = ['/usr/bin/time', '-f', '%M', '-o', rss_file] + command
    begin = time.perf_counter()
    begin_epoch = time.time()
    p = subprocess.Popen(timed if not sample else command, cwd=cwd, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    sampler = PeakSampler(p.pid) if sample else None
    if sampler:
        sampler.start()
    status = p.wait()
    wall = time.perf_counter() - begin
    if sampler:
        sampler.done = True
        sampler.join()
    if status != 0:
        sys.exit(f"workloads.py: '{' '.join(command)}' failed with status {status}")
    if sampler:  # the traced workload has its own /usr/bin/time inside the trace
        return wall, 0, sampler.kib, begin_epoch + wall
    with open(rss_file) as f:
        return wall, int(f.read().split()[-1]), 0, begin_epoch + wall


FLOOR_DIR_NAME = 'floor-records'


def build_floor_libraries(scratch):
    """The --floors libraries: (an empty one, record_floor.c), built into scratch."""
    empty_c = os.path.join(scratch, 'empty_preload.c')
    with open(empty_c, 'w') as f:
        f.write('void iolens_empty_preload(void) { }\n')
    floor_c = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'record_floor.c')
    built = []
    for source, name in ((empty_c, 'empty_preload.so'), (floor_c, 'record_floor.so')):
        out = os.path.join(scratch, name)
        try:
            subprocess.run(['cc', '-shared', '-fPIC', '-O2', '-o', out, source], check=True)
        except (OSError, subprocess.CalledProcessError) as e:
            sys.exit(f'workloads.py: --floors could not build {source} with cc: {e}')
        built.append(out)
    return built


def floor_variants(command, scratch, libraries):
    empty, floor = libraries
    records = os.path.join(scratch, FLOOR_DIR_NAME)
    return [
        ('preload: an empty library', ['env', f'LD_PRELOAD={empty}'] + command, False),
        ('preload: a record per process', ['env', f'LD_PRELOAD={floor}', f'IOLENS_FLOOR_DIR={records}'] + command,
         False),
    ]


def bench(name, command, cwd, prepare, cli, reps, scratch, floors=None):
    rss_file = os.path.join(scratch, 'rss.txt')
    traced_rss = os.path.join(scratch, 'rss-traced.txt')
    timed = ['/usr/bin/time', '-f', '%M', '-o', traced_rss] + command
    variants = [
        ('untraced', command, False),
        ('iolens-cli trace', [cli, 'trace', '--'] + timed, True),
        ('iolens-cli trace --no-symbols', [cli, 'trace', '--no-symbols', '--'] + timed, True),
    ]
    if floors:
        variants += floor_variants(command, scratch, floors)
    results = {v[0]: [] for v in variants}
    for r in range(reps + 1):
        for label, argv, is_traced in (variants if r % 2 == 0 else variants[::-1]):
            prepare()
            if floors:
                empty_dir(os.path.join(scratch, FLOOR_DIR_NAME))
            wall, program_kib, cli_kib, end_epoch = run_once(argv, cwd, rss_file, is_traced)
            after = 0.0
            if is_traced:
                with open(traced_rss) as f:
                    program_kib = int(f.read().split()[-1])
                # /usr/bin/time writes its file when the workload ends: what iolens-cli took after
                # that (loading the trace, the report) is the rest of the wall time.
                after = max(0.0, end_epoch - os.stat(traced_rss).st_mtime)
            if r > 0:
                results[label].append((wall, program_kib, cli_kib, after))
    print(f'{name}: {reps} rounds + 1 warm-up, interleaved, medians')
    print(f'  {" ".join(command)}' if len(' '.join(command)) < 160 else f'  {command[0]} ...')
    base = statistics.median(w for w, _, _, _ in results['untraced'])
    for label, _, is_traced in variants:
        walls = [w for w, _, _, _ in results[label]]
        wall = statistics.median(walls)
        program_mib = max(k for _, k, _, _ in results[label]) / 1024
        line = f'  {label:32s} {wall:8.3f} s  ratio {wall / base:6.3f}  (runs {min(walls):.3f}..{max(walls):.3f})' \
               f'  workload peak {program_mib:6.1f} MiB'
        if is_traced:
            line += f'  iolens-cli peak {max(c for _, _, c, _ in results[label]) / 1024:6.1f} MiB'
            line += f'  after the workload {statistics.median(a for _, _, _, a in results[label]):.3f} s'
        print(line)
    print(flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--cli', required=True)
    parser.add_argument('--reps', type=int, default=5)
    parser.add_argument('--only', default='exec,make,python')
    parser.add_argument('--make-files', type=int, default=120)
    parser.add_argument('--python-files', type=int, default=100_000)
    parser.add_argument('--scratch', default=None, help='where the inputs go (default: a new dir in /tmp)')
    parser.add_argument('--floors', action='store_true',
                        help='also run under an empty preloaded library and under record_floor.c')
    args = parser.parse_args()
    cli = os.path.abspath(args.cli)
    scratch = args.scratch or tempfile.mkdtemp(prefix='iolens-workloads-')
    python = shutil.which('python3', path='/usr/bin') or shutil.which('python3')
    only = args.only.split(',')
    try:
        floors = build_floor_libraries(scratch) if args.floors else None
        if 'exec' in only:
            bench('exec loop: 500 x /bin/true', ['/bin/sh', '-c', EXEC_LOOP], scratch, lambda: None, cli, args.reps,
                  scratch, floors)
        if 'make' in only:
            root = os.path.join(scratch, 'build')
            write_build(root, args.make_files)
            bench(f'make -j2 of {args.make_files} C files', ['make', '-s', '-j2'], root, lambda: clean_build(root),
                  cli, args.reps, scratch, floors)
        if 'python' in only:
            root = os.path.join(scratch, 'files')
            bench(f'python3: {args.python_files} small files created and read back',
                  [python, '-c', PYTHON_FILES, root, str(args.python_files)], scratch, lambda: empty_dir(root), cli,
                  args.reps, scratch, floors)
    finally:
        if not args.scratch:
            shutil.rmtree(scratch, ignore_errors=True)


if __name__ == '__main__':
    main()

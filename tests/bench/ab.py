#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The iolens authors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Whole processes side by side, interleaved: the quick A/B of a change to libiolens-trace.so.

    tests/bench/ab.py ROUNDS NAME=COMMAND ...

COMMAND is split like a shell line; leading VAR=value words set its environment. A command that
sets IOLENS_TRACE_DIR gets a fresh directory in /dev/shm for each run (removed after), so the
preload can be run directly, without iolens-cli:

    tests/bench/ab.py 11 "bare=build/tests/trace/programs/trace_pattern_small_io_fgetc F 100000000" \\
        "new=IOLENS_TRACE_DIR=x LD_PRELOAD=build/lib/iolens/libiolens-trace.so build/tests/...  F 100000000"

One warm-up round, then ROUNDS rounds, the order reversed every other round (the machine drifts
between faster and slower phases that last seconds). Prints each command's median wall, user and
system time and its ratios to the first command's; the program's output goes to /dev/null.
"""
import os
import shlex
import shutil
import statistics
import sys
import tempfile
import time


def parse(spec):
    name, command = spec.split('=', 1)
    words = shlex.split(command)
    env = dict(os.environ)
    while words and '=' in words[0] and not words[0].startswith('/'):
        key, value = words.pop(0).split('=', 1)
        env[key] = value
    if not words:
        sys.exit(f"ab.py: '{spec}' names no program")
    return name, words, env


def run_once(words, env):
    scratch = tempfile.mkdtemp(dir='/dev/shm') if 'IOLENS_TRACE_DIR' in env else None
    if scratch:
        env = dict(env, IOLENS_TRACE_DIR=scratch)
    try:
        begin = time.perf_counter()
        pid = os.fork()
        if pid == 0:
            null = os.open('/dev/null', os.O_WRONLY)
            os.dup2(null, 1)
            os.dup2(null, 2)
            try:
                os.execvpe(words[0], words, env)
            finally:
                os._exit(127)
        _, status, usage = os.wait4(pid, 0)
        wall = time.perf_counter() - begin
    finally:
        if scratch:
            shutil.rmtree(scratch, ignore_errors=True)
    if not os.WIFEXITED(status) or os.WEXITSTATUS(status) != 0:
        sys.exit(f"ab.py: '{' '.join(words)}' failed (wait status {status})")
    return wall, usage.ru_utime, usage.ru_stime


def cpu_ratio(cpu, base_cpu):
    return f"{cpu / base_cpu:.3f}" if base_cpu > 0 else "-"  # no tick landed on the first


def main():
    if len(sys.argv) < 3 or not sys.argv[1].isdigit() or int(sys.argv[1]) < 1:
        sys.exit(__doc__)
    rounds = int(sys.argv[1])
    variants = [parse(spec) for spec in sys.argv[2:]]
    results = {name: [] for name, _, _ in variants}
    for r in range(rounds + 1):
        for name, words, env in (variants if r % 2 == 0 else variants[::-1]):
            measured = run_once(words, env)
            if r > 0:
                results[name].append(measured)
    base = None
    for name, _, _ in variants:
        runs = results[name]
        wall, user, system = (statistics.median(x[i] for x in runs) for i in range(3))
        base = base or (wall, user + system)
        print(f"{name:12s} wall {wall * 1e3:8.1f} ms  user {user * 1e3:7.1f}  sys {system * 1e3:7.1f}"
              f"   wall ratio {wall / base[0]:.3f}  user+sys ratio {cpu_ratio(user + system, base[1])}"
              f"  fastest wall {min(x[0] for x in runs) * 1e3:.1f} ms")


if __name__ == '__main__':
    main()

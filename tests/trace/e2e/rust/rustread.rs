// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rust's own per-byte read (issue 23 §6): std::fs::File::read of one byte at a time, from a
// function of the program's own that the optimiser may not fold into main. Std is linked into the
// program, so a module path cannot tell the user's frames from std's: the trace must name
// count_bytes and its line, not std::sys::…::FileDesc::read.
use std::fs::File;
use std::io::Read;

#[inline(never)]
fn count_bytes(path: &str) -> usize {
    let mut file = File::open(path).expect("open");
    let mut byte = [0u8; 1];
    let mut n = 0;
    while file.read(&mut byte).expect("read") == 1 {
        n += 1;
    }
    n
}

fn main() {
    let path = std::env::args().nth(1).expect("usage: rustread FILE");
    println!("{}", count_bytes(&path));
}

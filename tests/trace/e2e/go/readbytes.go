// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reads a file one byte per os.File.Read, each a read(2) system call (an *os.File has no buffer):
// the small-io pattern in a static Go program, which only the ptrace mode can trace.
package main

import (
	"fmt"
	"io"
	"os"
)

func main() {
	f, err := os.Open(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer f.Close()
	b := make([]byte, 1)
	for {
		_, err := f.Read(b)
		if err == io.EOF {
			return
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
}

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later

// A static Go program for tst_attachstatic to attach to (the protocol of attachprog's "exact"):
//   attachbytes GO FILE N STOP   says "waiting", waits until GO exists, makes N read(2) calls of
//                                one byte on FILE (an *os.File has no buffer; at its end it starts
//                                again with a seek), says "read N", waits until STOP exists, says
//                                "done" and exits 0.
package main

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"time"
)

func waitFor(path string) {
	for {
		if _, err := os.Stat(path); err == nil {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func main() {
	if len(os.Args) != 5 {
		os.Exit(2)
	}
	n, err := strconv.Atoi(os.Args[3])
	if err != nil {
		os.Exit(2)
	}
	fmt.Println("waiting")
	waitFor(os.Args[1])
	f, err := os.Open(os.Args[2])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	b := make([]byte, 1)
	for i := 0; i < n; i++ {
		if _, err := f.Read(b); err == io.EOF {
			f.Seek(0, io.SeekStart)
		} else if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(3)
		}
	}
	f.Close()
	fmt.Println("read", n)
	waitFor(os.Args[4])
	fmt.Println("done")
}

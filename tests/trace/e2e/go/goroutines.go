// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later

// N goroutines, each locked to an OS thread of its own, each reading its file (DIR/part0 …) in
// 16-byte reads: the calls of one process come from N threads at once, which the tracer follows
// through the runtime's clone calls.
package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"sync"
)

func main() {
	n, err := strconv.Atoi(os.Args[2])
	if err != nil {
		os.Exit(2)
	}
	var wg sync.WaitGroup
	failed := false
	var mu sync.Mutex
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			runtime.LockOSThread()
			f, err := os.Open(fmt.Sprintf("%s/part%d", os.Args[1], i))
			if err == nil {
				defer f.Close()
				b := make([]byte, 16)
				for {
					if _, err = f.Read(b); err != nil {
						break
					}
				}
			}
			if err != io.EOF {
				mu.Lock()
				failed = true
				mu.Unlock()
			}
		}(i)
	}
	wg.Wait()
	if failed {
		os.Exit(1)
	}
}

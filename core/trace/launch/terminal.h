// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <sys/types.h>

namespace iolens::trace {

// Makes pgid the terminal's foreground process group, even from a background process: SIGTTOU,
// which tcsetpgrp would raise there, is blocked around the call. Async-signal-safe (it also runs
// in the child between fork and exec).
void giveTerminal(int fd, pid_t pgid) noexcept;

// The controlling terminal on standard input as the launcher shares it with the traced program,
// the way a shell does for a job: the program's process group gets the foreground while it runs,
// iolens gets it back after (also on error, in the destructor), and a program stopped by Ctrl+Z
// stops iolens too until the shell continues it.
class ForegroundTerminal {
public:
    // wanted: the program shares iolens' stdin. Nothing is done unless stdin is a terminal.
    explicit ForegroundTerminal(bool wanted);
    // The state another program left (iolens-cli's front, which started the traced program and
    // then exec'd the full CLI): fd -1 when stdin is no terminal.
    ForegroundTerminal(int fd, bool owned, bool given) noexcept;
    ~ForegroundTerminal();
    ForegroundTerminal(const ForegroundTerminal&) = delete;
    ForegroundTerminal& operator=(const ForegroundTerminal&) = delete;

    // iolens is the terminal's foreground now, so the program's group should be given it.
    bool owned() const noexcept { return m_owned; }
    int fd() const noexcept { return m_fd; }

    bool given() const noexcept { return m_given; } // the program's group has the terminal
    void giveTo(pid_t pgid) noexcept;
    void takeBack() noexcept;
    // Forgets the terminal without taking it back: the program that inherits this state will.
    void release() noexcept { m_given = false; }

    // The program's group stopped with stopSignal: for a job-control stop (Ctrl+Z, or reading the
    // terminal from the background), iolens takes the terminal back and stops itself, so the
    // shell's job control sees the job stop; once continued, it gives the terminal back if it is
    // in the foreground again and continues the program. Other stops (a debugger's SIGSTOP) are
    // left alone.
    void suspendWith(pid_t pgid, int stopSignal) noexcept;

private:
    int m_fd = -1; // 0 when stdin is a terminal
    bool m_owned = false;
    bool m_given = false;
};

} // namespace iolens::trace

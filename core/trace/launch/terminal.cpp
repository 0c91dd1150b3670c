// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/terminal.h"

#include <csignal>
#include <termios.h>
#include <unistd.h>

namespace iolens::trace {

void giveTerminal(int fd, pid_t pgid) noexcept
{
    sigset_t ttou, old;
    sigemptyset(&ttou);
    sigaddset(&ttou, SIGTTOU);
    ::sigprocmask(SIG_BLOCK, &ttou, &old);
    ::tcsetpgrp(fd, pgid);
    ::sigprocmask(SIG_SETMASK, &old, nullptr);
}

ForegroundTerminal::ForegroundTerminal(bool wanted)
{
    if (!wanted || !::isatty(STDIN_FILENO))
        return;
    m_fd = STDIN_FILENO;
    m_owned = ::tcgetpgrp(m_fd) == ::getpgrp();
}

ForegroundTerminal::ForegroundTerminal(int fd, bool owned, bool given) noexcept
    : m_fd(fd)
    , m_owned(fd >= 0 && owned)
    , m_given(fd >= 0 && given)
{ }

ForegroundTerminal::~ForegroundTerminal()
{
    takeBack();
}

void ForegroundTerminal::giveTo(pid_t pgid) noexcept
{
    if (m_fd < 0)
        return;
    giveTerminal(m_fd, pgid);
    m_given = true;
}

void ForegroundTerminal::takeBack() noexcept
{
    if (!m_given)
        return;
    giveTerminal(m_fd, ::getpgrp());
    m_given = false;
}

void ForegroundTerminal::suspendWith(pid_t pgid, int stopSignal) noexcept
{
    if (m_fd < 0 || (stopSignal != SIGTSTP && stopSignal != SIGTTIN && stopSignal != SIGTTOU))
        return;
    takeBack();
    ::kill(::getpid(), SIGSTOP); // returns once the shell continues iolens (fg or bg)
    m_owned = ::tcgetpgrp(m_fd) == ::getpgrp();
    if (m_owned)
        giveTo(pgid);
    ::kill(-pgid, SIGCONT);
}

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* The program's handlers for the signals iolens-cli passes on (SIGHUP, SIGINT, SIGQUIT, SIGTERM)
 * run through a trampoline of ours that first counts the delivery in the trace header
 * (iolt_header.signal_deliveries), so that iolens-cli can tell whether a signal that a kill() of
 * the whole process group sent to both of them reached the program already; passed on as well, it
 * would reach it twice (core/trace/launch/sharedsignal.h).
 *
 * The program sees no difference. The kernel holds the trampoline with the program's own mask and
 * flags (SA_SIGINFO, SA_RESETHAND, SA_NODEFER, SA_RESTART, SA_ONSTACK keep their meaning): one
 * trampoline for handlers that take a siginfo, one for those that do not, so that the flags alone
 * say which of the two handler tables to call. Whatever the program reads back (sigaction's oldact,
 * signal()'s result) names its own handler, never ours, and the kernel's disposition stays the
 * truth: after SA_RESETHAND it reads SIG_DFL. A handler installed before the library could see it
 * (another library's constructor) is taken from the kernel at load.
 *
 * Only in the preload build: the attach build is loaded into a running program and must leave
 * nothing behind at detach. Off the hot path: no wrapper of an I/O call changes. */
#include "iol.h"

#include <dlfcn.h>
#include <signal.h>

typedef void (*iol_plain_handler)(int);
typedef void (*iol_info_handler)(int, siginfo_t*, void*);

/* The program's handler per signal, for the trampoline the kernel has (atomic: read in the
 * trampoline). */
static iol_plain_handler iol_sig_plain[IOLT_COUNTED_SIGNALS];
static iol_info_handler iol_sig_info[IOLT_COUNTED_SIGNALS];

static int iol_sig_watched(int sig)
{
    return sig == SIGHUP || sig == SIGINT || sig == SIGQUIT || sig == SIGTERM;
}

/* Async-signal-safe: atomics and clock_gettime. */
static void iol_sig_count(int sig)
{
    struct iolt_header* h = iol_g.on ? iol_g.hdr : NULL;
    if (!h)
        return;
    const int saved = errno;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    const uint64_t now = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
    __atomic_store_n(&h->signal_last_ns[sig], now - h->start_ns, __ATOMIC_RELAXED);
    __atomic_fetch_add(&h->signal_deliveries[sig], 1u, __ATOMIC_RELEASE);
    errno = saved;
}

static void iol_sig_trampoline_plain(int sig)
{
    iol_sig_count(sig);
    const iol_plain_handler handler = __atomic_load_n(&iol_sig_plain[sig], __ATOMIC_ACQUIRE);
    if (handler)
        handler(sig);
}

static void iol_sig_trampoline_info(int sig, siginfo_t* info, void* context)
{
    iol_sig_count(sig);
    const iol_info_handler handler = __atomic_load_n(&iol_sig_info[sig], __ATOMIC_ACQUIRE);
    if (handler)
        handler(sig, info, context);
}

static int iol_sig_real_action(int sig, const struct sigaction* act, struct sigaction* old)
{
    IOL_REAL(real, sigaction);
    if (IOL_UNLIKELY(!real)) {
        errno = ENOSYS;
        return -1;
    }
    return real(sig, act, old);
}

static int iol_sig_is_handler(const struct sigaction* a)
{
    return a->sa_handler != SIG_DFL && a->sa_handler != SIG_IGN;
}

/* act with the trampoline in place of the program's handler, which is remembered. */
static struct sigaction iol_sig_behind_trampoline(int sig, const struct sigaction* act)
{
    struct sigaction ours = *act;
    if (act->sa_flags & SA_SIGINFO) {
        __atomic_store_n(&iol_sig_info[sig], act->sa_sigaction, __ATOMIC_RELEASE);
        ours.sa_sigaction = iol_sig_trampoline_info;
    } else {
        __atomic_store_n(&iol_sig_plain[sig], act->sa_handler, __ATOMIC_RELEASE);
        ours.sa_handler = iol_sig_trampoline_plain;
    }
    return ours;
}

/* What the kernel had, as the program must read it: its handler where the kernel has ours. */
static void iol_sig_disguise(struct sigaction* old, iol_plain_handler plain, iol_info_handler info)
{
    if ((old->sa_flags & SA_SIGINFO) && old->sa_sigaction == iol_sig_trampoline_info)
        old->sa_sigaction = info;
    else if (!(old->sa_flags & SA_SIGINFO) && old->sa_handler == iol_sig_trampoline_plain)
        old->sa_handler = plain;
}

static sighandler_t iol_sig_disguise_handler(sighandler_t old, iol_plain_handler plain, iol_info_handler info)
{
    if (old == iol_sig_trampoline_plain)
        return plain;
    /* signal() returns the union's sa_handler; through void (*)(void), the cast that says the
     * pointer is only carried, never called as such. */
    if (old == (sighandler_t)(void (*)(void))iol_sig_trampoline_info)
        return (sighandler_t)(void (*)(void))info;
    return old;
}

/* The handler the kernel has for sig, when it is the program's own, put behind the trampoline:
 * after signal() and the like (whose flags are glibc's to choose) and at load. */
IOL_STARTUP static void iol_sig_adopt(int sig)
{
    struct sigaction current;
    if (iol_sig_real_action(sig, NULL, &current) != 0 || !iol_sig_is_handler(&current)
        || current.sa_handler == iol_sig_trampoline_plain || current.sa_sigaction == iol_sig_trampoline_info)
        return;
    iol_handlers_installed(); /* one installed before us (another library's constructor) */
    const struct sigaction ours = iol_sig_behind_trampoline(sig, &current);
    iol_sig_real_action(sig, &ours, NULL);
}

IOL_EXPORT int sigaction(int sig, const struct sigaction* act, struct sigaction* old)
{
    if (act && iol_sig_is_handler(act))
        iol_handlers_installed();
    if (!iol_sig_watched(sig))
        return iol_sig_real_action(sig, act, old);
    const iol_plain_handler plain = __atomic_load_n(&iol_sig_plain[sig], __ATOMIC_ACQUIRE);
    const iol_info_handler info = __atomic_load_n(&iol_sig_info[sig], __ATOMIC_ACQUIRE);
    int rc;
    if (act && iol_sig_is_handler(act)) {
        const struct sigaction ours = iol_sig_behind_trampoline(sig, act);
        rc = iol_sig_real_action(sig, &ours, old);
        if (rc != 0) { /* refused (a bad mask pointer …): the program's handlers stay as they were */
            __atomic_store_n(&iol_sig_plain[sig], plain, __ATOMIC_RELEASE);
            __atomic_store_n(&iol_sig_info[sig], info, __ATOMIC_RELEASE);
        }
    } else {
        rc = iol_sig_real_action(sig, act, old);
    }
    if (rc == 0 && old)
        iol_sig_disguise(old, plain, info);
    return rc;
}

/* signal(), bsd_signal(), sysv_signal(), sigset(): glibc's own call (its flags, sigset's SIG_HOLD),
 * then its result disguised and the new handler put behind the trampoline. Their real definitions
 * are looked up at load, not on the first call: a handler may call signal() to re-arm itself, and
 * dlsym is no call for a signal handler. Looked up quietly: one that libc lacks is no notice, since
 * a program cannot have called it. */
enum { IOL_SIG_SIGNAL, IOL_SIG_BSD_SIGNAL, IOL_SIG_SYSV_SIGNAL, IOL_SIG_SIGSET, IOL_SIG_FUNCTIONS };
typedef sighandler_t (*iol_signal_function)(int, sighandler_t);
static iol_signal_function iol_sig_real[IOL_SIG_FUNCTIONS];
static const char* const iol_sig_names[IOL_SIG_FUNCTIONS] = { "signal", "bsd_signal", "sysv_signal", "sigset" };

static iol_signal_function iol_sig_lookup(int which)
{
    iol_signal_function real = __atomic_load_n(&iol_sig_real[which], __ATOMIC_ACQUIRE);
    if (IOL_UNLIKELY(!real)) { /* called before our constructor ran (another library's) */
        *(void**)(&real) = iol_dlsym(RTLD_NEXT, iol_sig_names[which], NULL);
        __atomic_store_n(&iol_sig_real[which], real, __ATOMIC_RELEASE);
    }
    return real;
}

static sighandler_t iol_sig_set(int which, int sig, sighandler_t handler)
{
    if (handler != SIG_DFL && handler != SIG_IGN && handler != SIG_ERR && handler != SIG_HOLD)
        iol_handlers_installed();
    const iol_signal_function real = iol_sig_lookup(which);
    if (IOL_UNLIKELY(!real)) {
        errno = ENOSYS;
        return SIG_ERR;
    }
    if (!iol_sig_watched(sig))
        return real(sig, handler);
    const iol_plain_handler plain = __atomic_load_n(&iol_sig_plain[sig], __ATOMIC_ACQUIRE);
    const iol_info_handler info = __atomic_load_n(&iol_sig_info[sig], __ATOMIC_ACQUIRE);
    const sighandler_t old = real(sig, handler);
    if (old == SIG_ERR)
        return old;
    iol_sig_adopt(sig);
    return iol_sig_disguise_handler(old, plain, info);
}

IOL_EXPORT sighandler_t signal(int sig, sighandler_t handler)
{
    return iol_sig_set(IOL_SIG_SIGNAL, sig, handler);
}

IOL_EXPORT sighandler_t bsd_signal(int sig, sighandler_t handler)
{
    return iol_sig_set(IOL_SIG_BSD_SIGNAL, sig, handler);
}

IOL_EXPORT sighandler_t sysv_signal(int sig, sighandler_t handler)
{
    return iol_sig_set(IOL_SIG_SYSV_SIGNAL, sig, handler);
}

IOL_EXPORT sighandler_t sigset(int sig, sighandler_t handler)
{
    return iol_sig_set(IOL_SIG_SIGSET, sig, handler);
}

__attribute__((constructor)) static void iol_sig_adopt_at_load(void)
{
    for (int which = 0; which < IOL_SIG_FUNCTIONS; ++which)
        iol_sig_lookup(which);
    iol_sig_adopt(SIGHUP);
    iol_sig_adopt(SIGINT);
    iol_sig_adopt(SIGQUIT);
    iol_sig_adopt(SIGTERM);
}

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
/* Processes: fork, vfork, posix_spawn, the exec family, exit and the
 * return from main. */
#include "childrecord.h"
#include "environment.h"
#include "lock.h"
#include "mappings.h"
#include "tables.h"
#include "text.h"
#include "untracedimage.h"
#include "wrap.h"

#include <elf.h>
#include <fcntl.h>
#include <pty.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

extern char** environ;

#define IOL_XSTR(x) #x
#define IOL_STR(x) IOL_XSTR(x) /* a macro's value as a string literal, for the assembly */

/* --- fork ---------------------------------------------------------------------------------------- */

/* The real execve and execvpe, which the exec family calls. Looked up in the parent before it forks
 * (resolve_exec_family) rather than at a child's first exec: a fork child that looks one up runs
 * dlsym in its copy of the parent's memory, where each page of the dynamic linker's code and data
 * that the lookup touches is a fault of its own. A program that forks and execs in a loop (bash
 * running commands, a build's recipes) paid that in every child. */
static int (*g_real_execve)(const char*, char* const[], char* const[]);
static int (*g_real_execvpe)(const char*, char* const[], char* const[]);

static void resolve_exec_family(void)
{
    if (IOL_UNLIKELY(!g_real_execve))
        *(void**)(&g_real_execve) = iol_resolve("execve");
    if (IOL_UNLIKELY(!g_real_execvpe))
        *(void**)(&g_real_execvpe) = iol_resolve("execvpe");
}

static pid_t fork_common(pid_t (*real)(void), void* ra)
{
    resolve_exec_family();
    struct iol_ctx c;
    iol_tls.in_fork_wrapper = 1; /* the child's copy is reset by iol_fork_child */
    if (!iol_enter_fd(&c, -1, IOLT_CALL_FORK, ra, 0)) {
        const pid_t p = real();
        iol_tls.in_fork_wrapper = 0;
        return p;
    }
    iol_fast_flush_all(c.t);
    iol_fork_make_way();
    /* Held across fork: the child then never inherits the tables half-appended by another thread.
     * The child never touches the parent's mapping again (it is shared: writes would land in the
     * parent's file), it builds its own. */
    iol_lock();
    iol_sites_fork_lock(1);
    errno = c.err;
    const pid_t p = real();
    iol_tls.in_fork_wrapper = 0;
    iol_sites_fork_lock(0);
    if (p > 0)
        iol_child_started(p);
    if (p == 0) {
        const int e = errno;
        iol_fork_child();
        iol_tls.guard = 0;
        errno = e;
        return 0;
    }
    const int e = errno;
    iol_unlock();
    errno = e;
    iol_leave(&c, IOL_ND(p), -1);
    return p;
}

IOL_EXPORT pid_t fork(void)
{
    IOL_REAL(real, fork);
    return fork_common(real, IOL_RA);
}

/* glibc's fork without the atfork handlers (2.34 on): the program's call is followed as a fork. */
IOL_EXPORT pid_t _Fork(void)
{
    IOL_REAL(real, _Fork);
    return fork_common(real, IOL_RA);
}

/* daemon(3) and forkpty(3) fork inside libc, where no interposed fork is reached; glibc runs the
 * atfork handlers there (atfork.c), which are registered before the first such call rather than in
 * every traced process at its start: pthread_atfork's first write to libc's list of handlers cost a
 * fresh process 30 µs (a page fault, on a PVM guest), in a build's every `cc` and `true`. glibc's
 * only other inner fork (the RPC key server's helper) is noticed at the child's first call
 * (iol_g.alive, iol.h). */
IOL_EXPORT int daemon(int nochdir, int noclose)
{
    IOL_REAL(real, daemon);
    iol_atfork_register();
    /* glibc's daemon(3) ends the parent with _exit(0) inside libc, where neither a wrapper nor our
     * destructor runs: the record says so beforehand (a put-off fork child makes its record first)
     * and takes it back if the parent comes back (its fork failed). The child returns too, with a
     * record of its own (the atfork handler): the flag is the parent's. */
    struct iolt_header* h = iol_active(&iol_tls) ? iol_g.hdr : NULL;
    const long pid = h ? syscall(SYS_getpid) : 0;
    if (h)
        __atomic_fetch_or(&h->flags, (uint32_t)IOLT_FLAG_DAEMON_EXIT, __ATOMIC_RELEASE);
    const int r = real(nochdir, noclose);
    if (h && r != 0 && syscall(SYS_getpid) == pid) {
        const int e = errno;
        __atomic_fetch_and(&h->flags, ~(uint32_t)IOLT_FLAG_DAEMON_EXIT, __ATOMIC_RELEASE);
        errno = e;
    }
    return r;
}

IOL_EXPORT int forkpty(int* amaster, char* name, const struct termios* termp, const struct winsize* winp)
{
    IOL_REAL(real, forkpty);
    iol_atfork_register();
    return real(amaster, name, termp, winp);
}

/* vfork: the child borrows the parent's memory (its stack, this thread's TLS, the mapped trace
 * file) and the parent waits until it execs or exits, so programs may rely on both: output order,
 * and a child that stores its exec errno in a variable the parent reads. The wrapper therefore
 * makes the system call itself, in assembly, as libc does: a C frame would be overwritten by the
 * child's own calls before the parent returns through it. Before the call the thread's guard is
 * set and `vforked` marked, so whatever the child calls (exec, _exit, a printf) passes through
 * untraced and nothing of the parent's trace is finished or changed; the exec'd program traces
 * itself through its environment, as after posix_spawn. When the parent resumes, the vfork is
 * recorded and the guard restored. Other architectures follow vfork as a fork (below). */
__attribute__((visibility("hidden"))) int iol_vfork_enter(void);
__attribute__((visibility("hidden"))) long iol_vfork_leave(long r, int entered, void* ra);

int iol_vfork_enter(void)
{
    struct iol_tls* t = &iol_tls;
    const int saved = errno;
    const int was = t->guard;
    const int entered = iol_active(t);
    if (entered) {
        t->guard = 1;
        iol_fast_flush_all(t);
        /* The fast paths look at no guard: disarmed, the child's fgetc or write cannot count. */
        t->fast[IOL_SIDE_READ].fp = t->fast[IOL_SIDE_WRITE].fp = NULL;
        iol_fdfast_disarm_all(t);
        t->vfork_t0 = iol_now();
    }
    t->vfork_guard = was;
    t->vforked = 1;
    t->guard = 1;
    errno = saved;
    return entered;
}

long iol_vfork_leave(long r, int entered, void* ra)
{
    struct iol_tls* t = &iol_tls;
    t->vforked = 0;
    if (entered && r > 0)
        iol_child_started((int)r);
    if (entered) {
        struct iol_op op;
        iol_op_slot(t, &op, 0, IOLT_CALL_FORK, ra);
        op.timed = 1;
        op.t0 = t->vfork_t0;
        iol_op_end_at(t, &op, iol_now(), IOL_ND(r), -1);
    }
    t->guard = t->vfork_guard;
    if (r < 0) {
        errno = (int)-r;
        return -1;
    }
    return r;
}

#if defined(__x86_64__)
/* The return address is popped into %rdx, which the system call keeps, and pushed back after:
 * parent and child each return with their own registers through the one stack slot. */
/* clang-format off */
__asm__(".text\n"
        ".globl vfork\n"
        ".type vfork, @function\n"
        "vfork:\n"
        ".cfi_startproc\n"
#ifdef __CET__
        "endbr64\n"
#endif
        "sub $8, %rsp\n"
        ".cfi_adjust_cfa_offset 8\n"
        "call iol_vfork_enter\n"
        "add $8, %rsp\n"
        ".cfi_adjust_cfa_offset -8\n"
        "mov %eax, %esi\n" /* entered, for the parent's iol_vfork_leave */
        "pop %rdx\n"
        ".cfi_adjust_cfa_offset -8\n"
        ".cfi_register %rip, %rdx\n"
        "mov $" IOL_STR(SYS_vfork) ", %eax\n"
        "syscall\n"
        "push %rdx\n"
        ".cfi_adjust_cfa_offset 8\n"
        ".cfi_rel_offset %rip, 0\n"
        "test %rax, %rax\n"
        "jz 1f\n" /* the child: back to the caller with the guard set */
        "mov %rax, %rdi\n"
        "sub $8, %rsp\n"
        ".cfi_adjust_cfa_offset 8\n"
        "call iol_vfork_leave\n"
        "add $8, %rsp\n"
        ".cfi_adjust_cfa_offset -8\n"
        "1: ret\n"
        ".cfi_endproc\n"
        ".size vfork, .-vfork\n");
/* clang-format on */
#else
IOL_EXPORT pid_t vfork(void)
{
    IOL_REAL(real, fork);
    return fork_common(real, IOL_RA);
}
#endif

/* --- what an exec will run ----------------------------------------------------------------------- */

static int env_traced(char* const envp[])
{
    int preload = 0, dir = 0;
    for (size_t i = 0; envp && envp[i]; ++i) {
        const char* e = envp[i];
        if (strncmp(e, "LD_PRELOAD=", 11) == 0)
            preload = (iol_g.lib_path[0] && strstr(e + 11, iol_g.lib_path)) || strstr(e + 11, "libiolens-trace.so");
        else if (strncmp(e, IOLT_ENV_DIR "=", sizeof IOLT_ENV_DIR) == 0)
            dir = e[sizeof IOLT_ENV_DIR] != '\0';
    }
    return preload && dir;
}

/* 1: an ELF without PT_INTERP (statically linked); 0: dynamic, a script, or unreadable. */
static int is_static(const char* path)
{
    const long fd = iol_sys_open(path, O_RDONLY | O_CLOEXEC, 0);
    if (fd < 0)
        return 0;
    int result = 0;
    Elf64_Ehdr eh;
    if (iol_sys_pread((int)fd, &eh, sizeof eh, 0) == (long)sizeof eh && memcmp(eh.e_ident, ELFMAG, SELFMAG) == 0
        && eh.e_ident[EI_CLASS] == ELFCLASS64 && eh.e_phentsize == sizeof(Elf64_Phdr) && eh.e_phnum < 256) {
        Elf64_Phdr ph[256];
        const size_t n = (size_t)eh.e_phnum * sizeof(Elf64_Phdr);
        if (iol_sys_pread((int)fd, ph, n, (off_t)eh.e_phoff) == (long)n) {
            result = 1;
            for (unsigned i = 0; i < eh.e_phnum; ++i)
                if (ph[i].p_type == PT_INTERP)
                    result = 0;
        }
    }
    iol_sys_close((int)fd);
    return result;
}

/* execvp's search: the first executable PATH entry (our own copy of the lookup, for the checks). */
static const char* search_path(const char* file, char* out, size_t cap)
{
    if (!file || strchr(file, '/'))
        return file;
    const char* path = getenv("PATH");
    if (!path)
        path = "/bin:/usr/bin";
    while (*path) {
        const char* end = strchr(path, ':');
        const size_t n = end ? (size_t)(end - path) : strlen(path);
        if (n + strlen(file) + 2 < cap) {
            memcpy(out, path, n);
            out[n] = '/';
            strcpy(out + n + 1, file);
            if (syscall(SYS_faccessat, -100, out, X_OK, 0) == 0)
                return out;
        }
        path += n;
        if (*path == ':')
            ++path;
    }
    return file;
}

static int directory_open_to_us(void); /* see setuid below */

/* What an exec will start, as far as tracing goes (checked once per exec, with raw calls). */
struct exec_target {
    int found; /* the path names a file */
    int setid, statik; /* runs untraced: the kernel (secure mode) or the missing dynamic loader drops LD_PRELOAD */
    int env_ok; /* the new environment keeps the trace */
    int dir_ok; /* with env_ok and neither of the above: it can write its record */
};

/* Whether the kernel starts the file in secure mode, where the dynamic loader drops LD_PRELOAD:
 * when the exec leaves the effective ids unlike the real ones (a set-id file owned by another
 * user or group; root running a set-uid-root program is not, and records itself). File
 * capabilities are not looked at. */
static int runs_secure(const struct stat* st)
{
    const uid_t euid = (st->st_mode & S_ISUID) ? st->st_uid : (uid_t)syscall(SYS_geteuid);
    const gid_t egid = (st->st_mode & S_ISGID) ? st->st_gid : (gid_t)syscall(SYS_getegid);
    return euid != (uid_t)syscall(SYS_getuid) || egid != (gid_t)syscall(SYS_getgid);
}

static struct exec_target exec_target_of(const char* path, char* const envp[])
{
    struct exec_target x = { 0, 0, 0, 0, 0 };
    struct stat st;
    x.found = path && syscall(SYS_newfstatat, -100, path, &st, 0) == 0;
    x.setid = x.found && runs_secure(&st);
    x.statik = path && is_static(path);
    x.env_ok = env_traced(envp);
    x.dir_ok = x.env_ok && !x.setid && !x.statik && directory_open_to_us();
    return x;
}

/* Records the target's checks and the exec itself; the caller marks the image as replaced. */
static void exec_check(struct iol_tls* t, const char* path, const struct exec_target* x)
{
    struct iolt_header* h = iol_g.hdr;
    if (x->statik)
        __atomic_fetch_or(&h->flags, IOLT_FLAG_STATIC_CHILD, __ATOMIC_RELAXED);
    if (x->env_ok && !x->setid && !x->statik && !x->dir_ok)
        __atomic_fetch_add(&h->untraced_children, 1, __ATOMIC_RELAXED);
    /* iolt.h's untraced_execs: the loader drops the preload (an environment without it, or a set-id
     * program's secure mode). A static program is told by its flag above, with a notice of its own:
     * counted here too, it was also reported as "started with an environment that drops LD_PRELOAD". */
    if (!x->env_ok || x->setid) {
        __atomic_fetch_add(&h->untraced_execs, 1, __ATOMIC_RELAXED);
        if (path && !h->untraced_exec_string) {
            char abs[IOL_PATH_MAX];
            iol_abspath(-100, path, abs, sizeof abs);
            iol_lock();
            if (!h->untraced_exec_string)
                h->untraced_exec_string = iol_strings_add(abs, strlen(abs));
            iol_unlock();
        }
    }
    const uint32_t file = path ? iol_path_file(-100, path, 1, 0, 0, 0) : 0;
    const uint64_t now = iol_now();
    iol_event_new(t, iol_key(file, IOLT_CALL_EXEC, iol_zone_now(t)), now, now, 0, 1, IOL_AT_NONE);
    iol_event_seal(t);
}

/* Whether the program an exec starts will record itself, under this pid, with its parent known:
 * it exists (an exec that will fail is recorded, as before), runs traced and can write its record,
 * and this child's parent is still the one it was forked from (getppid() is what the new image
 * will name). */
static int exec_records_itself(const struct exec_target* x)
{
    return x->found && x->env_ok && !x->setid && !x->statik && x->dir_ok && iol_fork_parent_is_ppid();
}

static int exec_before(const char* path, char* const argv[], char* const envp[])
{
    struct iol_tls* t = &iol_tls;
    struct exec_target target;
    int checked = 0;
    if (iol_fork_put_off() && !t->guard && !t->vforked) {
        /* A fork child that recorded nothing yet and execs a program that records itself: that
         * image is the process's record (iol_fork_child), and this one is never made. */
        target = exec_target_of(path, envp);
        checked = 1;
        if (exec_records_itself(&target))
            return 0;
        iol_fork_settle();
    }
    if (!iol_active(t))
        return 0;
    if (iol_forked_unseen()) {
        iol_fork_unseen();
        if (!iol_active(t))
            return 0;
    }
    const int e = errno;
    t->guard = 1;
    iol_maps_finish(t); /* the new image starts without them (a failed exec loses their measurement) */
    iol_fast_flush_all(t);
    if (!checked)
        target = exec_target_of(path, envp);
    exec_check(t, path, &target);
    struct iolt_header* h = iol_g.hdr;
    iol_read_kernel_io(&h->kernel_end);
    __atomic_store_n(&h->end_ns, iol_now(), __ATOMIC_RELEASE);
    if (target.found && (target.statik || target.setid || !target.env_ok))
        iol_untraced_image_begin(path, argv); /* the new image's record, which it cannot make */
    __atomic_store_n(&h->state, (int32_t)IOLT_STATE_EXECED, __ATOMIC_RELEASE);
    errno = e;
    return 1;
}

static void exec_failed(int entered)
{
    if (!entered)
        return;
    iol_untraced_image_cancel();
    struct iolt_header* h = iol_g.hdr;
    h->kernel_end.valid = 0;
    __atomic_store_n(&h->state, (int32_t)IOLT_STATE_RUNNING, __ATOMIC_RELEASE);
    __atomic_store_n(&h->end_ns, 0, __ATOMIC_RELEASE);
    iol_tls.guard = 0;
}

IOL_EXPORT int execve(const char* path, char* const argv[], char* const envp[])
{
    resolve_exec_family();
    __typeof__(g_real_execve) real = g_real_execve;
    IOL_CHILD_ENV(env, envp); /* environment.h: the trace put back for the new image */
    const int entered = exec_before(path, argv, env);
    const int r = real(path, argv, env);
    exec_failed(entered);
    return r;
}

IOL_EXPORT int execv(const char* path, char* const argv[])
{
    resolve_exec_family();
    __typeof__(g_real_execve) real = g_real_execve;
    IOL_CHILD_ENV(env, environ);
    const int entered = exec_before(path, argv, env);
    const int r = real(path, argv, env);
    exec_failed(entered);
    return r;
}

IOL_EXPORT int execvpe(const char* file, char* const argv[], char* const envp[])
{
    resolve_exec_family();
    __typeof__(g_real_execvpe) real = g_real_execvpe;
    char buf[IOL_PATH_MAX];
    IOL_CHILD_ENV(env, envp);
    const int entered = exec_before(search_path(file, buf, sizeof buf), argv, env);
    const int r = real(file, argv, env);
    exec_failed(entered);
    return r;
}

IOL_EXPORT int execvp(const char* file, char* const argv[])
{
    resolve_exec_family();
    __typeof__(g_real_execvpe) real = g_real_execvpe;
    char buf[IOL_PATH_MAX];
    IOL_CHILD_ENV(env, environ);
    const int entered = exec_before(search_path(file, buf, sizeof buf), argv, env);
    const int r = real(file, argv, env);
    exec_failed(entered);
    return r;
}

IOL_EXPORT int fexecve(int fd, char* const argv[], char* const envp[])
{
    IOL_REAL(real, fexecve);
    char link[64];
    char path[IOL_PATH_MAX];
    iol_text_fd_link(link, sizeof link, fd);
    const long n = syscall(SYS_readlinkat, -100, link, path, sizeof path - 1);
    path[n > 0 ? n : 0] = '\0';
    IOL_CHILD_ENV(env, envp);
    const int entered = exec_before(path[0] ? path : NULL, argv, env);
    const int r = real(fd, argv, env);
    exec_failed(entered);
    return r;
}

/* execl, execlp, execle: the arguments gathered into an argv, then the v-form's real call. */
static size_t count_args(va_list ap)
{
    size_t n = 1;
    while (va_arg(ap, char*))
        ++n;
    return n;
}

#define GATHER(argv, arg0, ap, n)                                                                                      \
    argv[0] = (char*)(arg0);                                                                                           \
    for (size_t i = 1; i <= (n); ++i)                                                                                  \
        argv[i] = va_arg(ap, char*);

IOL_EXPORT int execl(const char* path, const char* arg0, ...)
{
    resolve_exec_family();
    __typeof__(g_real_execve) real = g_real_execve;
    va_list ap;
    va_start(ap, arg0);
    const size_t n = count_args(ap);
    va_end(ap);
    char* argv[n + 1];
    va_start(ap, arg0);
    GATHER(argv, arg0, ap, n - 1)
    va_end(ap);
    argv[n] = NULL;
    IOL_CHILD_ENV(env, environ);
    const int entered = exec_before(path, argv, env);
    const int r = real(path, argv, env);
    exec_failed(entered);
    return r;
}

IOL_EXPORT int execlp(const char* file, const char* arg0, ...)
{
    resolve_exec_family();
    __typeof__(g_real_execvpe) real = g_real_execvpe;
    va_list ap;
    va_start(ap, arg0);
    const size_t n = count_args(ap);
    va_end(ap);
    char* argv[n + 1];
    va_start(ap, arg0);
    GATHER(argv, arg0, ap, n - 1)
    va_end(ap);
    argv[n] = NULL;
    char buf[IOL_PATH_MAX];
    IOL_CHILD_ENV(env, environ);
    const int entered = exec_before(search_path(file, buf, sizeof buf), argv, env);
    const int r = real(file, argv, env);
    exec_failed(entered);
    return r;
}

IOL_EXPORT int execle(const char* path, const char* arg0, ...)
{
    resolve_exec_family();
    __typeof__(g_real_execve) real = g_real_execve;
    va_list ap;
    va_start(ap, arg0);
    const size_t n = count_args(ap);
    va_end(ap);
    char* argv[n + 1];
    va_start(ap, arg0);
    GATHER(argv, arg0, ap, n - 1)
    va_arg(ap, char*); /* the NULL */
    char* const* envp = va_arg(ap, char* const*);
    va_end(ap);
    argv[n] = NULL;
    IOL_CHILD_ENV(env, envp);
    const int entered = exec_before(path, argv, env);
    const int r = real(path, argv, env);
    exec_failed(entered);
    return r;
}

/* --- posix_spawn: the child execs at once; the new image loads the library through its
 * environment. Recorded as a fork of this process, the target checked as for exec. --------------- */

static void spawn_check(const char* path, char* const envp[], void* ra)
{
    struct iol_ctx c;
    if (!iol_enter_fd(&c, -1, IOLT_CALL_FORK, ra, 0))
        return;
    const struct exec_target target = exec_target_of(path, envp ? envp : environ);
    exec_check(c.t, path, &target);
    errno = c.err;
    iol_leave(&c, IOL_NODATA, -1);
}

/* A child started, noted for its record should it make none (childrecord.h). */
static int spawned(int r, const pid_t* pid)
{
    if (r == 0 && pid && iol_g.on)
        iol_child_started(*pid);
    return r;
}

IOL_EXPORT int posix_spawn(pid_t* pid, const char* path, const posix_spawn_file_actions_t* actions,
    const posix_spawnattr_t* attr, char* const argv[], char* const envp[])
{
    IOL_REAL(real, posix_spawn);
    IOL_CHILD_ENV(env, envp);
    spawn_check(path, env, IOL_RA);
    return spawned(real(pid, path, actions, attr, argv, env), pid);
}

IOL_EXPORT int posix_spawnp(pid_t* pid, const char* file, const posix_spawn_file_actions_t* actions,
    const posix_spawnattr_t* attr, char* const argv[], char* const envp[])
{
    IOL_REAL(real, posix_spawnp);
    char buf[IOL_PATH_MAX];
    IOL_CHILD_ENV(env, envp);
    spawn_check(search_path(file, buf, sizeof buf), env, IOL_RA);
    return spawned(real(pid, file, actions, attr, argv, env), pid);
}

/* --- privileges ---------------------------------------------------------------------------------- */

/* A program that drops privileges (a root daemon becoming nobody) would find the 0700 trace
 * directory closed to it: its fork children and exec'd programs could not write their trace
 * files. So, before the change and while still privileged, each new uid is granted rwx on the
 * directory through an access ACL: the directory stays its owner's, and no other user gains
 * anything. Where the file system has no ACLs (or the program was not privileged), such children
 * are counted (header.untraced_children) and named in a notice instead. */
#define IOL_ACL_USERS 8u
static uint32_t g_acl_users[IOL_ACL_USERS];
static unsigned g_acl_count;

struct iol_acl_entry {
    uint16_t tag, perm;
    uint32_t id;
};

static void grant_directory(uid_t uid)
{
    if (iol_fork_put_off() && !iol_tls.guard && !iol_tls.vforked)
        iol_fork_settle(); /* its record made under the uid it had, as its parent's was */
    if (uid == (uid_t)-1 || uid == (uid_t)syscall(SYS_geteuid) || !iol_g.on || iol_tls.guard || !iol_g.dir[0])
        return;
    iol_lock();
    unsigned n = g_acl_count;
    for (unsigned i = 0; i < n; ++i)
        if (g_acl_users[i] == uid)
            n = IOL_ACL_USERS + 1; /* granted already */
    if (n < IOL_ACL_USERS) {
        /* sorted, as the kernel requires of the named users */
        unsigned at = n;
        while (at > 0 && g_acl_users[at - 1] > uid) {
            g_acl_users[at] = g_acl_users[at - 1];
            --at;
        }
        g_acl_users[at] = uid;
        /* version 2, then user::rwx, user:UID:rwx…, group::---, mask::rwx, other::--- */
        struct {
            uint32_t version;
            struct iol_acl_entry e[IOL_ACL_USERS + 4];
        } acl;
        unsigned k = 0;
        acl.version = 2;
        acl.e[k++] = (struct iol_acl_entry) { 0x01, 7, (uint32_t)-1 };
        for (unsigned i = 0; i <= n; ++i)
            acl.e[k++] = (struct iol_acl_entry) { 0x02, 7, g_acl_users[i] };
        acl.e[k++] = (struct iol_acl_entry) { 0x04, 0, (uint32_t)-1 };
        acl.e[k++] = (struct iol_acl_entry) { 0x10, 7, (uint32_t)-1 };
        acl.e[k++] = (struct iol_acl_entry) { 0x20, 0, (uint32_t)-1 };
        if (syscall(SYS_setxattr, iol_g.dir, "system.posix_acl_access", &acl,
                sizeof acl.version + k * sizeof(struct iol_acl_entry), 0)
            == 0)
            g_acl_count = n + 1;
        else
            for (unsigned i = at; i < n; ++i) /* not granted: forgotten again */
                g_acl_users[i] = g_acl_users[i + 1];
    }
    iol_unlock();
}

IOL_EXPORT int setuid(uid_t uid)
{
    IOL_REAL(real, setuid);
    const int e = errno;
    grant_directory(uid);
    errno = e;
    return real(uid);
}

IOL_EXPORT int seteuid(uid_t uid)
{
    IOL_REAL(real, seteuid);
    const int e = errno;
    grant_directory(uid);
    errno = e;
    return real(uid);
}

IOL_EXPORT int setreuid(uid_t ruid, uid_t euid)
{
    IOL_REAL(real, setreuid);
    const int e = errno;
    grant_directory(euid);
    errno = e;
    return real(ruid, euid);
}

IOL_EXPORT int setresuid(uid_t ruid, uid_t euid, uid_t suid)
{
    IOL_REAL(real, setresuid);
    const int e = errno;
    grant_directory(euid);
    grant_directory(ruid);
    errno = e;
    return real(ruid, euid, suid);
}

/* Whether this process may still create its children's trace files in the directory. */
static int directory_open_to_us(void)
{
#ifdef SYS_faccessat2
    if (syscall(SYS_faccessat2, -100, iol_g.dir, W_OK | X_OK, 0x200 /* AT_EACCESS */) != 0 && errno != ENOSYS)
        return 0;
#endif
    return 1;
}

/* --- exit ---------------------------------------------------------------------------------------- */

static void note_status(int status)
{
    if (iol_tls.vforked)
        return; /* a vfork child's exit is not the parent's */
    iol_g.exit_status = status & 0xff; /* what the parent will see */
    iol_g.exit_known = 1;
}

IOL_EXPORT void exit(int status)
{
    IOL_REAL(real, exit);
    note_status(status); /* finished by our destructor, after the atexit handlers' I/O */
    real(status);
    __builtin_unreachable();
}

IOL_EXPORT void _exit(int status)
{
    IOL_REAL(real, _exit);
    note_status(status);
    iol_finish();
    real(status);
    __builtin_unreachable();
}

IOL_EXPORT void _Exit(int status)
{
    IOL_REAL(real, _Exit);
    note_status(status);
    iol_finish();
    real(status);
    __builtin_unreachable();
}

/* quick_exit runs the at_quick_exit handlers and ends with _exit inside libc, past the wrapper
 * above, and runs no destructor: without this its image read "ended without exiting (killed or
 * crashed)" under a traced shell, with no kernel counts. Finished before the handlers, whose calls
 * are still recorded but whose system calls are then missing from the image's counts (no hook
 * runs after them without registering one in every process). */
IOL_EXPORT void quick_exit(int status)
{
    IOL_REAL(real, quick_exit);
    note_status(status);
    iol_finish();
    real(status);
    __builtin_unreachable();
}

/* Returning from main calls exit inside libc, past any PLT: main itself is wrapped to see it. */
typedef int (*iol_main_fn)(int, char**, char**);
static iol_main_fn g_main;

IOL_STARTUP static int main_hook(int argc, char** argv, char** envp)
{
    const int r = g_main(argc, argv, envp);
    note_status(r);
    return r;
}

IOL_EXPORT IOL_STARTUP int __libc_start_main(iol_main_fn main, int argc, char** argv, void (*init)(void),
    void (*fini)(void), void (*rtld_fini)(void), void* stack_end)
{
    int (*real)(iol_main_fn, int, char**, void (*)(void), void (*)(void), void (*)(void), void*);
    *(void**)(&real) = iol_resolve("__libc_start_main");
    g_main = main;
    return real(main_hook, argc, argv, init, fini, rtld_fini, stack_end);
}

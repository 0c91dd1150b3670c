// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/elfcheck.h"

#include "core/errors.h"
#include "core/printable.h"

#include <cerrno>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

namespace iolens::trace {

namespace {

// Reads up to size bytes at offset; returns how many were read (fewer at the end of the file).
std::size_t readAt(int fd, void* buffer, std::size_t size, off_t offset)
{
    std::size_t done = 0;
    while (done < size) {
        const ssize_t n = ::pread(fd, static_cast<char*>(buffer) + done, size - done, offset + off_t(done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        done += std::size_t(n);
    }
    return done;
}

class Fd {
public:
    explicit Fd(int fd)
        : m_fd(fd)
    { }
    ~Fd()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Fd(const Fd&) = delete;
    Fd& operator=(const Fd&) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

struct ElfId {
    bool isElf = false;
    unsigned char elfClass = 0; // ELFCLASS32 / ELFCLASS64
    std::uint16_t machine = 0;
    std::uint16_t type = 0;
    bool hasInterp = false;
    std::string interpreter; // PT_INTERP's path: the dynamic loader the kernel starts
};

template <typename Ehdr, typename Phdr> void readProgramHeaders(int fd, ElfId& id)
{
    Ehdr header;
    if (readAt(fd, &header, sizeof header, 0) != sizeof header)
        return;
    id.machine = header.e_machine;
    id.type = header.e_type;
    if (header.e_phentsize != sizeof(Phdr))
        return;
    for (unsigned i = 0; i < header.e_phnum; ++i) {
        Phdr ph;
        if (readAt(fd, &ph, sizeof ph, off_t(header.e_phoff + i * sizeof(Phdr))) != sizeof ph)
            return;
        if (ph.p_type == PT_INTERP) {
            id.hasInterp = true;
            if (ph.p_filesz > 1 && ph.p_filesz < 4096) {
                std::string path(std::size_t(ph.p_filesz), '\0');
                if (readAt(fd, path.data(), path.size(), off_t(ph.p_offset)) == path.size())
                    id.interpreter = path.substr(0, path.find('\0'));
            }
            return;
        }
    }
}

// The ELF identity of an open file; isElf false when it is not one of this machine's byte order.
ElfId elfId(int fd)
{
    ElfId id;
    unsigned char ident[EI_NIDENT] = {};
    if (readAt(fd, ident, sizeof ident, 0) != sizeof ident || std::memcmp(ident, ELFMAG, SELFMAG) != 0)
        return id;
    id.isElf = true;
    id.elfClass = ident[EI_CLASS];
    if (id.elfClass == ELFCLASS64)
        readProgramHeaders<Elf64_Ehdr, Elf64_Phdr>(fd, id);
    else if (id.elfClass == ELFCLASS32)
        readProgramHeaders<Elf32_Ehdr, Elf32_Phdr>(fd, id);
    return id;
}

ElfId libraryId(const std::string& library)
{
    Fd fd(::open(library.c_str(), O_RDONLY | O_CLOEXEC));
    return fd.get() >= 0 ? elfId(fd.get()) : ElfId {};
}

// The kernel runs the file in secure-execution mode (AT_SECURE) when exec changes the ids, or
// when it grants capabilities.
void checkSecure(const std::string& program, const std::string& subject, const struct stat& st)
{
    if ((st.st_mode & S_ISUID) && st.st_uid != ::getuid())
        throw UsageError(subject + " is setuid: the kernel ignores LD_PRELOAD for it.");
    if ((st.st_mode & S_ISGID) && st.st_gid != ::getgid())
        throw UsageError(subject + " is setgid: the kernel ignores LD_PRELOAD for it.");
    if (::getuid() != 0 && ::getxattr(program.c_str(), "security.capability", nullptr, 0) > 0)
        throw UsageError(subject + " has file capabilities: the kernel ignores LD_PRELOAD for it.");
}

// "#!/usr/bin/env python3 -u" → "/usr/bin/env"; empty when the line names nothing.
std::string interpreterOf(int fd)
{
    char line[256] = {}; // the kernel reads at most BINPRM_BUF_SIZE (256) bytes of it too
    const std::size_t n = readAt(fd, line, sizeof line - 1, 0);
    std::size_t i = 2;
    while (i < n && (line[i] == ' ' || line[i] == '\t'))
        ++i;
    const std::size_t start = i;
    while (i < n && line[i] != ' ' && line[i] != '\t' && line[i] != '\n' && line[i] != '\0')
        ++i;
    return std::string(line + start, i - start);
}

// subject: the program as messages name it, quoted ("'./run.sh'").
void check(const std::string& program, const std::string& subject, const std::string& library, int depth)
{
    struct stat st { };
    if (::stat(program.c_str(), &st) != 0)
        throw UsageError(subject + " does not exist.");
    checkSecure(program, subject, st);

    Fd fd(::open(program.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0)
        return; // execute-only: nothing to read, the trace will tell
    char magic[2] = {};
    if (readAt(fd.get(), magic, 2, 0) == 2 && magic[0] == '#' && magic[1] == '!') {
        const std::string interpreter = interpreterOf(fd.get());
        if (interpreter.empty())
            throw UsageError(subject + " starts with '#!' but names no interpreter.");
        if (depth >= 4)
            throw UsageError(subject + " names interpreters of interpreters too deep for the kernel to run.");
        struct stat ist { };
        if (::stat(interpreter.c_str(), &ist) != 0)
            throw UsageError(subject + " names the interpreter " + inQuotes(interpreter) + ", which does not exist.");
        check(interpreter, inQuotes(interpreter) + " (the interpreter of " + subject + ")", library, depth + 1);
        return;
    }

    const ElfId id = elfId(fd.get());
    if (!id.isElf) {
        // execvp would hand such a file to /bin/sh. iolens' core never starts a shell (DESIGN.md
        // section 4, tst_security): the user says which interpreter runs it, and that is traced.
        throw UsageError(subject + " is neither a program nor a script starting with #!: name its interpreter, "
            + "as in 'iolens-cli trace -- sh " + printable(program) + "'.");
    }
    if (!id.hasInterp)
        throw UsageError(subject + " is statically linked: LD_PRELOAD cannot see its calls.");
    // The kernel would fail with a bare ENOENT, which reads as if the program itself were missing.
    struct stat loader { };
    if (!id.interpreter.empty() && ::stat(id.interpreter.c_str(), &loader) != 0)
        throw UsageError(
            subject + " needs the dynamic loader " + inQuotes(id.interpreter) + ", which is not installed here.");
    const ElfId lib = libraryId(library);
    if (lib.isElf && (lib.elfClass != id.elfClass || lib.machine != id.machine)) {
        const std::string bits = id.elfClass == ELFCLASS32 ? "a 32-bit program" : "a program for another machine";
        throw UsageError(
            subject + " is " + bits + ": the trace library " + inQuotes(library) + " cannot be loaded into it.");
    }
}

} // namespace

void checkPreloadable(const std::string& program, const std::string& shown, const std::string& library)
{
    check(program, inQuotes(shown), library, 0);
}

bool isStaticProgram(const std::string& program)
{
    std::string path = program;
    for (int depth = 0; depth <= 4; ++depth) {
        Fd fd(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
        if (fd.get() < 0)
            return false;
        char magic[2] = {};
        if (readAt(fd.get(), magic, 2, 0) == 2 && magic[0] == '#' && magic[1] == '!') {
            path = interpreterOf(fd.get());
            continue;
        }
        const ElfId id = elfId(fd.get());
        return id.isElf && !id.hasInterp;
    }
    return false;
}

void checkPtraceable(const std::string& program, const std::string& shown)
{
    const std::string subject = inQuotes(shown);
    struct stat st { };
    if (::stat(program.c_str(), &st) != 0)
        throw UsageError(subject + " does not exist.");
    if (((st.st_mode & S_ISUID) && st.st_uid != ::getuid()) || ((st.st_mode & S_ISGID) && st.st_gid != ::getgid())
        || (::getuid() != 0 && ::getxattr(program.c_str(), "security.capability", nullptr, 0) > 0))
        throw UsageError(subject + " is setuid, setgid or has file capabilities: under ptrace it would run without "
            + "its privileges, so iolens does not trace it.");
}

} // namespace iolens::trace

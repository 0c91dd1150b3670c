// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace iolens::trace {

// Refuses, with one sentence naming the program (UsageError), a program whose calls an LD_PRELOAD
// library cannot see, before anything is started:
//   - statically linked: an ELF file without a PT_INTERP header (static-pie included), so no
//     dynamic loader ever reads LD_PRELOAD;
//   - setuid or setgid to someone else, or with file capabilities: the kernel starts it in secure
//     mode, where the loader ignores LD_PRELOAD;
//   - an ELF of another class or machine than the library (a 32-bit program): the loader would
//     print an error on the program's stderr and go on without it.
// A script ("#!") is checked through the interpreter it names (to the kernel's depth of 4). A file
// that is neither is refused (execvp would hand it to a shell; iolens' core starts none), with a
// sentence saying to name its interpreter. A file iolens cannot
// read (execute-only) is let through: the trace then says whether the library loaded.
// `program` is the absolute path, `shown` how the user named it, `library` the trace library.
void checkPreloadable(const std::string& program, const std::string& shown, const std::string& library);

// Whether the program (through its "#!" interpreters) is a statically linked ELF file, which the
// preload cannot enter and `--mode auto` therefore traces through ptrace. False when unreadable.
bool isStaticProgram(const std::string& program);

// Refuses, with one sentence (UsageError), a program the ptrace tracer cannot follow: missing, or
// setuid, setgid or with file capabilities (under a tracer the kernel runs it without the
// privileges it exists for, so it would not do what it does untraced).
void checkPtraceable(const std::string& program, const std::string& shown);

} // namespace iolens::trace

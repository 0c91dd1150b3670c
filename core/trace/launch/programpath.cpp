// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/launch/programpath.h"

#include "core/errors.h"
#include "core/printable.h"

#include <cerrno>
#include <cstdlib>
#include <string_view>

#include <sys/stat.h>
#include <unistd.h>

namespace iolens::trace {

namespace {

std::string currentDir()
{
    char buffer[4096];
    if (::getcwd(buffer, sizeof buffer))
        return buffer;
    return ".";
}

std::string joined(const std::string& dir, const std::string& name)
{
    if (!name.empty() && name.front() == '/')
        return name;
    return dir.empty() || dir.back() == '/' ? dir + name : dir + "/" + name;
}

// What execve would make of the file: 0 when it can run it, else the errno it would give.
int runnable(const std::string& path, bool& isDirectory)
{
    struct stat st { };
    isDirectory = false;
    if (::stat(path.c_str(), &st) != 0)
        return errno;
    if (S_ISDIR(st.st_mode)) {
        isDirectory = true;
        return EACCES;
    }
    if (!S_ISREG(st.st_mode))
        return EACCES;
    // access() uses the real ids, which is what the child will run with; root may run a file
    // only when some execute bit is set, which access(X_OK) checks as well.
    return ::access(path.c_str(), X_OK) == 0 ? 0 : errno;
}

} // namespace

std::string resolveProgram(const std::string& name, const std::string& workingDir)
{
    if (name.empty())
        throw UsageError("The program to trace has an empty name.");
    const std::string base = workingDir.empty() ? currentDir() : joined(currentDir(), workingDir);

    if (name.find('/') != std::string::npos) {
        const std::string path = joined(base, name);
        bool isDirectory = false;
        const int error = runnable(path, isDirectory);
        if (isDirectory)
            throw UsageError(inQuotes(name) + " is a directory, not a program.");
        if (error == ENOENT || error == ENOTDIR)
            throw UsageError(inQuotes(name) + " does not exist.");
        if (error != 0)
            throw UsageError(inQuotes(name) + " is not executable.");
        return path;
    }

    // execvp's rules: an empty entry is the current directory; without $PATH, the default
    // search path. A file found without execute permission is remembered, and the search goes
    // on; only when nothing better turns up is that the error.
    const char* env = std::getenv("PATH");
    const std::string path = env ? env : "/bin:/usr/bin";
    std::string notExecutable;
    std::string_view rest = path;
    while (true) {
        const std::size_t colon = rest.find(':');
        const std::string dir(rest.substr(0, colon));
        const std::string candidate = joined(dir.empty() ? base : joined(base, dir), name);
        bool isDirectory = false;
        const int error = runnable(candidate, isDirectory);
        if (error == 0)
            return candidate;
        if (!isDirectory && error != ENOENT && error != ENOTDIR && notExecutable.empty())
            notExecutable = candidate;
        if (colon == std::string_view::npos)
            break;
        rest.remove_prefix(colon + 1);
    }
    if (!notExecutable.empty())
        throw UsageError(
            inQuotes(name) + " was found in $PATH as " + inQuotes(notExecutable) + ", which is not executable.");
    throw UsageError(inQuotes(name) + " was not found in $PATH.");
}

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/tracedirectory.h"

#include "core/trace/traceerror.h"

#include <cerrno>
#include <cstdint>
#include <cstring>

#include <dirent.h>

namespace iolens::trace {

namespace {

// p<pid>.<generation>.iolt, digits only: anything else in the directory (the zones file, a
// half-written temporary) is not an image.
bool parseImageName(const char* name, int& pid, unsigned& generation)
{
    if (name[0] != 'p')
        return false;
    const char* p = name + 1;
    auto number = [&p](std::uint64_t& out) {
        if (*p < '0' || *p > '9')
            return false;
        out = 0;
        while (*p >= '0' && *p <= '9') {
            out = out * 10 + static_cast<std::uint64_t>(*p - '0');
            if (out > 0x7fffffff)
                return false;
            ++p;
        }
        return true;
    };
    std::uint64_t a = 0, b = 0;
    if (!number(a) || *p++ != '.' || !number(b) || std::strcmp(p, ".iolt") != 0)
        return false;
    pid = static_cast<int>(a);
    generation = static_cast<unsigned>(b);
    return true;
}

} // namespace

std::vector<ImageFile> listImages(const std::string& dir)
{
    DIR* d = ::opendir(dir.c_str());
    if (!d) {
        const int e = errno;
        throw TraceError("Cannot read the trace directory '" + dir + "': " + std::strerror(e) + ".");
    }
    std::vector<ImageFile> out;
    while (const dirent* entry = ::readdir(d)) {
        ImageFile f;
        if (parseImageName(entry->d_name, f.pid, f.generation)) {
            f.path = dir + "/" + entry->d_name;
            out.push_back(std::move(f));
        }
    }
    ::closedir(d);
    return out;
}

} // namespace iolens::trace

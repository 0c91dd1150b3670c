// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The files of a trace directory: which of them are process images (p<pid>.<generation>.iolt,
// format/iolt.h), and which of those the preload created but never began to write.

#include <string>
#include <vector>

namespace iolens::trace {

struct ImageFile {
    int pid = 0;
    unsigned generation = 0;
    std::string path;
};

// The images in dir, in directory order; throws TraceError when dir cannot be read.
std::vector<ImageFile> listImages(const std::string& dir);

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Which Debian package installed a file: for the notice that names the -dbgsym package whose
// debug information would give a module's call sites names and lines (issue 23 §2).

#include <map>
#include <string>
#include <vector>

namespace iolens::trace {

// The package of each path dpkg knows (one `dpkg-query -S` for all of them, no shell; about 0.15 s;
// the answers are kept in ~/.cache/iolens/dpkg-owners.tsv until the next package install or removal).
// dpkg lists a file by the path its package gave it, which on a merged /usr system may be the
// other spelling of the same file (/bin/gzip for /usr/bin/gzip): both are asked. Paths no package
// owns, and every path when dpkg-query is missing or fails, are left out.
std::map<std::string, std::string> owningPackages(const std::vector<std::string>& paths);

// dpkg-query -S's answer lines ("zlib1g:amd64: /lib/x86_64-linux-gnu/libz.so.1", "a, b: /path"):
// path → the first package, without its architecture. Lines it cannot read are skipped.
std::map<std::string, std::string> parseDpkgSearch(const std::string& output);

} // namespace iolens::trace

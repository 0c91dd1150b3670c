// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/debianpackage.h"

#include <QProcess>
#include <QStandardPaths>
#include <QStringList>

#include <set>
#include <sstream>

namespace iolens::trace {

namespace {

constexpr int kTimeoutMs = 5000;

// The other spelling of a path on a merged /usr system: /usr/bin/x ↔ /bin/x, /usr/lib/… ↔ /lib/….
std::string otherSpelling(const std::string& path)
{
    for (const char* top : { "/bin/", "/sbin/", "/lib/", "/lib64/", "/lib32/" }) {
        const std::string usr = std::string("/usr") + top;
        if (path.rfind(usr, 0) == 0)
            return path.substr(4);
        if (path.rfind(top, 0) == 0)
            return "/usr" + path;
    }
    return {};
}

} // namespace

std::map<std::string, std::string> parseDpkgSearch(const std::string& output)
{
    std::map<std::string, std::string> out;
    std::istringstream lines(output);
    for (std::string line; std::getline(lines, line);) {
        // "diversion by …" lines and the like have no "package: /path" shape.
        const std::size_t sep = line.find(": /");
        if (sep == std::string::npos || line.rfind("diversion", 0) == 0)
            continue;
        const std::size_t comma = line.find(','); // "a, b: /path": files two packages share
        std::string package = line.substr(0, comma < sep ? comma : sep);
        if (const std::size_t colon = package.find(':'); colon != std::string::npos)
            package.resize(colon); // "zlib1g:amd64" → "zlib1g"
        if (!package.empty())
            out.emplace(line.substr(sep + 2), package);
    }
    return out;
}

std::map<std::string, std::string> owningPackages(const std::vector<std::string>& paths)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("dpkg-query"));
    if (tool.isEmpty() || paths.empty())
        return {};
    QStringList args { QStringLiteral("-S") };
    std::set<std::string> asked;
    for (const std::string& p : paths)
        for (const std::string& spelling : { p, otherSpelling(p) })
            if (!spelling.empty() && asked.insert(spelling).second)
                args << QString::fromStdString(spelling);
    QProcess dpkg;
    dpkg.setProcessChannelMode(QProcess::SeparateChannels);
    dpkg.setStandardErrorFile(QProcess::nullDevice()); // "no path found matching …" for the others
    dpkg.start(tool, args, QIODevice::ReadOnly);
    if (!dpkg.waitForFinished(kTimeoutMs)) {
        dpkg.kill();
        dpkg.waitForFinished(1000);
        return {};
    }
    // Exit status 1 only says that some path had no package; the others were answered.
    const std::map<std::string, std::string> found = parseDpkgSearch(dpkg.readAllStandardOutput().toStdString());
    std::map<std::string, std::string> out;
    for (const std::string& p : paths) {
        auto it = found.find(p);
        if (it == found.end())
            it = found.find(otherSpelling(p));
        if (it != found.end())
            out.emplace(p, it->second);
    }
    return out;
}

} // namespace iolens::trace

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/trace/debianpackage.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStringList>

#include <optional>
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

// dpkg-query -S reads every installed package's file list, 0.15 s here, for each trace with a
// stripped module: its answers are kept in the user's cache, valid while dpkg's status file
// (rewritten by every install and removal) has the size and time it had when they were asked.
// The file: a first line "dpkg-status <size> <mtime ms>", then "path<TAB>package" per path asked,
// with an empty package for a path no package owns.
class OwnerCache {
public:
    OwnerCache()
        : m_path(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation)
            + QStringLiteral("/iolens/dpkg-owners.tsv"))
    {
        const QFileInfo status(QStringLiteral("/var/lib/dpkg/status"));
        m_stamp = QStringLiteral("dpkg-status %1 %2")
                      .arg(status.size())
                      .arg(status.lastModified().toMSecsSinceEpoch())
                      .toStdString();
        QFile f(m_path);
        if (m_path.startsWith(u'/') && f.open(QIODevice::ReadOnly) && f.readLine().trimmed().toStdString() == m_stamp)
            while (!f.atEnd()) {
                const QByteArray line = f.readLine();
                const qsizetype tab = line.indexOf('\t');
                if (tab > 0)
                    m_known.emplace(line.left(tab).toStdString(), line.mid(tab + 1).trimmed().toStdString());
            }
    }

    // The package of a path asked before ("" for none), or nothing when it was not asked.
    const std::string* find(const std::string& path) const
    {
        const auto it = m_known.find(path);
        return it == m_known.end() ? nullptr : &it->second;
    }

    void add(const std::string& path, const std::string& package) { m_known[path] = package; }

    // Best effort: a cache that cannot be written only costs the next trace the query.
    void save() const
    {
        if (!m_path.startsWith(u'/') || !QDir().mkpath(QFileInfo(m_path).path()))
            return;
        QSaveFile f(m_path);
        if (!f.open(QIODevice::WriteOnly))
            return;
        std::string text = m_stamp + "\n";
        for (const auto& [path, package] : m_known)
            if (path.find_first_of("\t\n") == std::string::npos)
                text += path + "\t" + package + "\n";
        f.write(text.data(), static_cast<qint64>(text.size()));
        f.commit();
    }

private:
    QString m_path;
    std::string m_stamp;
    std::map<std::string, std::string> m_known;
};

// One dpkg-query -S for all paths; path (or its other spelling) → package; nothing when it failed.
std::optional<std::map<std::string, std::string>> askDpkg(const QString& tool, const std::vector<std::string>& paths)
{
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
        return std::nullopt;
    }
    // Exit status 1 only says that some path had no package; the others were answered.
    if (dpkg.exitStatus() != QProcess::NormalExit || dpkg.exitCode() > 1)
        return std::nullopt;
    return parseDpkgSearch(dpkg.readAllStandardOutput().toStdString());
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
    OwnerCache cache;
    std::vector<std::string> unknown;
    for (const std::string& p : paths)
        if (!cache.find(p))
            unknown.push_back(p);
    if (!unknown.empty()) {
        const std::optional<std::map<std::string, std::string>> found = askDpkg(tool, unknown);
        if (!found) // no answer is not "no owner": neither kept nor said
            return {};
        for (const std::string& p : unknown) {
            auto it = found->find(p);
            if (it == found->end())
                it = found->find(otherSpelling(p));
            cache.add(p, it == found->end() ? std::string() : it->second);
        }
        cache.save();
    }
    std::map<std::string, std::string> out;
    for (const std::string& p : paths)
        if (const std::string* package = cache.find(p); package && !package->empty())
            out.emplace(p, *package);
    return out;
}

} // namespace iolens::trace

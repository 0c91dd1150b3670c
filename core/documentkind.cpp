// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/documentkind.h"

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace iolens {

namespace {

// After white space (and, at the start of the text, a UTF-8 byte order mark): 1 when text opens a
// JSON object, 0 when it opens anything else, -1 when it is all white space.
int opensObject(std::string_view text, bool atStart = true)
{
    if (atStart && text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    for (const char c : text)
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            return c == '{' ? 1 : 0;
    return -1;
}

// Whether text holds "key" followed by a colon and a string that starts with `value` (white space
// allowed around the colon), anywhere: in a document that does not parse, the place of a field in
// the tree cannot be known. A byte scan: the text may be a gigabyte.
bool holdsField(std::string_view text, std::string_view key, std::string_view value)
{
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    for (std::size_t at = text.find(key); at != std::string_view::npos; at = text.find(key, at + 1)) {
        std::size_t i = at + key.size();
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (i >= text.size() || text[i] != ':')
            continue;
        ++i;
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (text.substr(i, value.size()) == value)
            return true;
    }
    return false;
}

// The marker as iolens writes it, "iolens_version": "…".
bool namesMarker(std::string_view text)
{
    return holdsField(text, "\"iolens_version\"", "\"");
}

// A file too large to be parsed here is a trace when its bytes say so: it opens a JSON object
// and names both the marker and "kind": "trace". Scanned in place (mapped), never copied.
bool claimsToBeLargeTrace(QFile& file)
{
    const uchar* bytes = file.map(0, file.size());
    if (!bytes)
        return false;
    const std::string_view text(reinterpret_cast<const char*>(bytes), static_cast<std::size_t>(file.size()));
    return opensObject(text.substr(0, 4096)) == 1 && namesMarker(text) && holdsField(text, "\"kind\"", "\"trace\"");
}

} // namespace

bool isDamagedDocumentText(std::string_view text)
{
    if (opensObject(text) != 1)
        return false;
    QJsonParseError error {};
    QJsonDocument::fromJson(QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error);
    return error.error != QJsonParseError::NoError && namesMarker(text);
}

DocumentKind documentKindOfText(std::string_view text)
{
    if (opensObject(text) != 1)
        return DocumentKind::Workload;
    QJsonParseError error {};
    const QJsonDocument doc
        = QJsonDocument::fromJson(QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error);
    if (error.error != QJsonParseError::NoError)
        return namesMarker(text) ? DocumentKind::Damaged : DocumentKind::Workload;
    if (!doc.isObject())
        return DocumentKind::Workload;
    const QJsonObject root = doc.object();
    if (!root.value(u"iolens_version").isString())
        return DocumentKind::Workload;
    if (root.value(u"kind").toString() == u"trace")
        return DocumentKind::Trace;
    if (root.value(u"results").isArray())
        return DocumentKind::RunReport;
    if (root.value(u"scenario").isString())
        return DocumentKind::Scenario;
    return DocumentKind::OtherDocument;
}

DocumentKind documentKind(const std::string& path)
{
    // A directory, FIFO or device (/dev/zero never ends) is left to the workload's own checks,
    // and is never opened here: opening a device can have effects of its own.
    struct stat st { };
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode))
        return DocumentKind::Workload;
    // O_NONBLOCK: should the path have become a FIFO since, opening it must not wait for a writer.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0)
        return DocumentKind::Workload;
    QFile file;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)
        || !file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return DocumentKind::Workload;
    }
    if (st.st_size > kMaxDocumentBytes)
        return claimsToBeLargeTrace(file) ? DocumentKind::Trace : DocumentKind::Workload;
    // A file named as an iolens document (NAME.iolens.json, the name iolens offers and file
    // managers hand to it) that is no JSON object at all, empty or `null` say, is a damaged
    // document, not a workload: replacing the user's workload with it would be a silent surprise.
    // One that is a JSON object without the marker is still decided by its content.
    const std::string_view suffix = ".iolens.json";
    const bool namedAsDocument = path.size() > suffix.size() && std::string_view(path).ends_with(suffix);
    const DocumentKind notAnObject = namedAsDocument ? DocumentKind::Damaged : DocumentKind::Workload;
    // The first bytes decide most files: only one that opens a JSON object is read whole.
    QByteArray text;
    int opens = -1;
    while (opens < 0) {
        const QByteArray chunk = file.read(4096);
        if (chunk.isEmpty())
            return notAnObject;
        opens
            = opensObject(std::string_view(chunk.constData(), static_cast<std::size_t>(chunk.size())), text.isEmpty());
        text += chunk;
    }
    if (opens == 0)
        return notAnObject;
    text += file.readAll();
    return documentKindOfText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

bool claimsToBeTrace(const std::string& path)
{
    // Of any size: a trace too large to load claims to be one, so that the trace loader's sentence
    // (which names the limit) is the one shown. The file is mapped, not read: a byte scan of a
    // saved trace of hundreds of megabytes costs no copy of it.
    struct stat st { };
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0)
        return false;
    QFile file(QFile::decodeName(path.c_str()));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const uchar* text = file.map(0, file.size());
    if (!text)
        return false;
    return holdsField(std::string_view(reinterpret_cast<const char*>(text), static_cast<std::size_t>(file.size())),
        "\"kind\"", "\"trace\"");
}

} // namespace iolens

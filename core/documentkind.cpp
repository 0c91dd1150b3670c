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

} // namespace

DocumentKind documentKindOfText(std::string_view text)
{
    if (opensObject(text) != 1)
        return DocumentKind::Workload;
    QJsonParseError error {};
    const QJsonDocument doc
        = QJsonDocument::fromJson(QByteArray(text.data(), static_cast<qsizetype>(text.size())), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
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
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size > kMaxDocumentBytes
        || !file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return DocumentKind::Workload;
    }
    // The first bytes decide most files: only one that opens a JSON object is read whole.
    QByteArray text;
    int opens = -1;
    while (opens < 0) {
        const QByteArray chunk = file.read(4096);
        if (chunk.isEmpty())
            return DocumentKind::Workload;
        opens
            = opensObject(std::string_view(chunk.constData(), static_cast<std::size_t>(chunk.size())), text.isEmpty());
        text += chunk;
    }
    if (opens == 0)
        return DocumentKind::Workload;
    text += file.readAll();
    return documentKindOfText(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
}

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

#include <grp.h>
#include <sys/stat.h>
#include <unistd.h>

// Runs the iolens-cli binary built with the tests (IOLENS_CLI, set by CMake) and captures all of it.
struct CliResult {
    int exitCode = -1;
    bool crashed = false;
    QByteArray out;
    QByteArray err;

    // The error line without its "iolens-cli: " prefix, for messages.
    QString errorText() const { return QString::fromUtf8(err).trimmed(); }
};

// asNobody: run as uid/gid 65534 (root only), so that a permission check also binds a root test run.
// environment: the child's whole environment when not empty (else it inherits this process's).
inline CliResult runCli(const QStringList& args, const QString& workingDir = {}, int timeoutMs = 300'000,
    bool asNobody = false, const QProcessEnvironment& environment = {})
{
    QProcess process;
    if (!environment.isEmpty())
        process.setProcessEnvironment(environment);
    if (asNobody)
        process.setChildProcessModifier([] {
            // In the child between fork and exec: on failure, exit rather than run as root.
            if (::setgroups(0, nullptr) != 0 || ::setgid(65534) != 0 || ::setuid(65534) != 0)
                ::_exit(127);
        });
    if (!workingDir.isEmpty())
        process.setWorkingDirectory(workingDir);
    process.start(QStringLiteral(IOLENS_CLI), args);
    CliResult result;
    if (!process.waitForStarted() || !process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.crashed = true;
        return result;
    }
    result.crashed = process.exitStatus() != QProcess::NormalExit;
    result.exitCode = process.exitCode();
    result.out = process.readAllStandardOutput();
    result.err = process.readAllStandardError();
    return result;
}

inline QStringList dirEntries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System);
}

// What must not change about a source file when strategies run on it.
struct FileIdentity {
    qint64 size = -1;
    qint64 mtimeNs = 0;
    QByteArray sha256;

    static FileIdentity of(const QString& path)
    {
        FileIdentity id;
        struct stat st { };
        if (::stat(QFile::encodeName(path).constData(), &st) == 0) {
            id.size = st.st_size;
            id.mtimeNs = qint64(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
        }
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            QCryptographicHash hash(QCryptographicHash::Sha256);
            hash.addData(&f);
            id.sha256 = hash.result();
        }
        return id;
    }
    bool operator==(const FileIdentity&) const = default;
};

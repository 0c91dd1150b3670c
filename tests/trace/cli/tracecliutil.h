// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers of tst_tracecli: iolens-cli with input on stdin or on a pseudo-terminal, the trace
// JSON's parts, and waiting for files and processes.

#include "clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QThread>

#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <utility>
#include <vector>

namespace tracecli {

// runCli with $TMPDIR pointing into dir, so that a private trace directory lands where the test
// can see whether it was removed.
inline QProcessEnvironment withTmpdir(const QString& dir)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TMPDIR"), dir);
    return env;
}

inline QJsonObject parseObject(const QByteArray& data)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(error.errorString()));
    return doc.object();
}

inline QJsonObject readJsonFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return parseObject(f.readAll());
}

// The file entry of path in the trace JSON, empty when absent.
inline QJsonObject fileEntry(const QJsonObject& trace, const QString& path)
{
    for (const QJsonValue& v : trace.value(u"files").toArray())
        if (v.toObject().value(u"path").toString() == path)
            return v.toObject();
    return {};
}

// call → count of one file entry.
inline QMap<QString, qint64> callCounts(const QJsonObject& file)
{
    QMap<QString, qint64> out;
    for (const QJsonValue& v : file.value(u"calls").toArray())
        out[v.toObject().value(u"call").toString()] = v.toObject().value(u"count").toInteger();
    return out;
}

// iolens-cli with input on its stdin, then end of file (runCli leaves stdin open).
inline CliResult runWithInput(const QStringList& args, const QByteArray& input, const QProcessEnvironment& env = {})
{
    QProcess process;
    if (!env.isEmpty())
        process.setProcessEnvironment(env);
    process.start(QStringLiteral(IOLENS_CLI), args);
    CliResult result;
    if (!process.waitForStarted())
        return result;
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60'000)) {
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

// iolens-cli with arguments as raw bytes (QProcess would encode QStrings), standard output into
// a file; returns the exit status, -1 when it did not exit.
inline int runRaw(const std::vector<QByteArray>& args, const QString& stdoutFile)
{
    std::vector<QByteArray> bytes { QByteArray(IOLENS_CLI) };
    bytes.insert(bytes.end(), args.begin(), args.end());
    std::vector<char*> argv;
    for (QByteArray& b : bytes)
        argv.push_back(b.data());
    argv.push_back(nullptr);
    const QByteArray out = QFile::encodeName(stdoutFile);
    const pid_t pid = ::fork();
    if (pid == 0) {
        const int fd = ::open(out.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int null = ::open("/dev/null", O_RDWR);
        if (fd < 0 || null < 0 || ::dup2(fd, 1) < 0 || ::dup2(null, 0) < 0 || ::dup2(null, 2) < 0)
            ::_exit(126);
        ::execv(IOLENS_CLI, argv.data());
        ::_exit(127);
    }
    int status = 0;
    if (pid < 0 || ::waitpid(pid, &status, 0) != pid)
        return -1;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

inline bool waitForFile(const QString& path, int ms)
{
    for (int waited = 0; waited < ms; waited += 20) {
        if (QFile::exists(path))
            return true;
        QThread::msleep(20);
    }
    return false;
}

// The pids cliprog's `sleep MARKER` mode writes ("PARENT CHILD") once both processes run;
// {0, 0} when the marker does not come within 30 s or does not hold two pids.
inline std::pair<pid_t, pid_t> waitForSleepingPids(const QString& marker)
{
    QFile f(marker);
    if (!waitForFile(marker, 30'000) || !f.open(QIODevice::ReadOnly))
        return { 0, 0 };
    const QList<QByteArray> pids = f.readAll().trimmed().split(' ');
    if (pids.size() != 2)
        return { 0, 0 };
    return { pid_t(pids[0].toInt()), pid_t(pids[1].toInt()) };
}

// Gone, or a zombie no one has reaped yet (PID 1 in a container may never do it).
inline bool processEnded(pid_t pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray line = stat.readAll();
    const qsizetype paren = line.lastIndexOf(')');
    return paren >= 0 && line.mid(paren + 2, 1) == "Z";
}

inline bool waitEnded(pid_t pid, int ms)
{
    for (int waited = 0; waited < ms; waited += 20) {
        if (processEnded(pid))
            return true;
        QThread::msleep(20);
    }
    return false;
}

// iolens-cli on a pseudo-terminal of its own, in a new session, as a user at a terminal runs it
// from a job-control shell. The test plays the shell's part: the session leader starts iolens as a
// job (a process group of its own, given the terminal) and waits for it, so that the job's group
// is not orphaned and Ctrl+Z can stop it; it exits with the job's status.
class PtySession {
public:
    explicit PtySession(const QStringList& args)
    {
        std::vector<QByteArray> bytes { QByteArray(IOLENS_CLI) };
        for (const QString& a : args)
            bytes.push_back(QFile::encodeName(a));
        std::vector<char*> argv;
        for (QByteArray& b : bytes)
            argv.push_back(b.data());
        argv.push_back(nullptr);
        int jobPipe[2];
        if (::pipe2(jobPipe, O_CLOEXEC) != 0)
            return;
        m_pid = ::forkpty(&m_fd, nullptr, nullptr, nullptr);
        if (m_pid == 0)
            shell(argv.data(), jobPipe[1]);
        ::close(jobPipe[1]);
        if (m_pid > 0 && ::read(jobPipe[0], &m_job, sizeof m_job) != ssize_t(sizeof m_job))
            m_job = -1;
        ::close(jobPipe[0]);
    }
    ~PtySession()
    {
        if (m_pid > 0 && !m_reaped) {
            if (m_job > 0)
                ::kill(-m_job, SIGKILL);
            ::kill(m_pid, SIGKILL);
            ::waitpid(m_pid, nullptr, 0);
        }
        if (m_fd >= 0)
            ::close(m_fd);
    }
    bool started() const { return m_pid > 0 && m_fd >= 0 && m_job > 0; }
    pid_t pid() const { return m_job; } // iolens-cli, leader of the job's process group
    void type(const QByteArray& keys)
    {
        [[maybe_unused]] const ssize_t n = ::write(m_fd, keys.constData(), std::size_t(keys.size()));
    }
    // Reads until the output holds needle (or until the terminal closes when needle is empty).
    bool readUntil(const QByteArray& needle, int ms)
    {
        for (int waited = 0; waited < ms; waited += 20) {
            if (!needle.isEmpty() && m_out.contains(needle))
                return true;
            pollfd p { m_fd, POLLIN, 0 };
            if (::poll(&p, 1, 20) > 0) {
                char buffer[4096];
                const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
                if (n <= 0)
                    return needle.isEmpty() || m_out.contains(needle); // EIO: the terminal's last user left
                m_out.append(buffer, n);
            }
        }
        return false;
    }
    int wait()
    {
        int status = 0;
        ::waitpid(m_pid, &status, 0);
        m_reaped = true;
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
    const QByteArray& output() const { return m_out; }

private:
    // The shell's part, in the session leader: only async-signal-safe calls (the test has threads).
    [[noreturn]] static void shell(char* const* argv, int jobPipe)
    {
        sigset_t ttou, old;
        sigemptyset(&ttou);
        sigaddset(&ttou, SIGTTOU);
        ::sigprocmask(SIG_BLOCK, &ttou, &old);
        const pid_t job = ::fork();
        if (job == 0) {
            ::setpgid(0, 0);
            ::tcsetpgrp(STDIN_FILENO, ::getpid());
            ::sigprocmask(SIG_SETMASK, &old, nullptr);
            ::execv(IOLENS_CLI, argv);
            ::_exit(127);
        }
        ::setpgid(job, job);
        ::tcsetpgrp(STDIN_FILENO, job);
        [[maybe_unused]] const ssize_t sent = ::write(jobPipe, &job, sizeof job);
        int status = 0;
        while (::waitpid(job, &status, 0) < 0 && errno == EINTR) { }
        ::_exit(WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status));
    }

    pid_t m_pid = -1; // the session leader (the shell)
    pid_t m_job = -1;
    int m_fd = -1;
    bool m_reaped = false;
    QByteArray m_out;
};

inline char processState(pid_t pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return '?';
    const QByteArray line = stat.readAll();
    const qsizetype paren = line.lastIndexOf(')');
    return paren >= 0 && paren + 2 < line.size() ? line.at(paren + 2) : '?';
}

} // namespace tracecli

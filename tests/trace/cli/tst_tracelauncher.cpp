// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// TraceLauncher on its own, as the window uses it: cancel, stdin in the window's mode, working
// directory, live counters, the trace directory's life, the library lookup, and the execvp-like
// program lookup and ELF checks behind the CLI's refusals.

#include "core/errors.h"
#include "core/trace/launch/programpath.h"
#include "core/trace/launch/tracelauncher.h"
#include "core/trace/traceloader.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace iolens;
using namespace iolens::trace;

namespace {

const std::string kProg = CLIPROG;
const std::string kStaticProg = CLIPROG_STATIC;

std::string str(const QString& s)
{
    return QFile::encodeName(s).toStdString();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

bool writeFile(const QString& path, const QByteArray& data, QFile::Permissions permissions)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size() && f.setPermissions(permissions);
}

// The UsageError sentence of body, or "" when it threw none.
template <typename F> QString usageError(F body)
{
    try {
        body();
    } catch (const UsageError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

// Sets an environment variable for one scope.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const std::string& value)
        : m_name(name)
    {
        if (const char* old = std::getenv(name)) {
            m_had = true;
            m_old = old;
        }
        ::setenv(name, value.c_str(), 1);
    }
    ~ScopedEnv()
    {
        if (m_had)
            ::setenv(m_name, m_old.c_str(), 1);
        else
            ::unsetenv(m_name);
    }

private:
    const char* m_name;
    bool m_had = false;
    std::string m_old;
};

// Standard input replaced by a pipe holding data, for one scope.
class ScopedStdin {
public:
    explicit ScopedStdin(const QByteArray& data)
    {
        int p[2];
        if (::pipe(p) != 0)
            return;
        [[maybe_unused]] const ssize_t n = ::write(p[1], data.constData(), std::size_t(data.size()));
        ::close(p[1]);
        m_saved = ::dup(STDIN_FILENO);
        ::dup2(p[0], STDIN_FILENO);
        ::close(p[0]);
    }
    ~ScopedStdin()
    {
        if (m_saved >= 0) {
            ::dup2(m_saved, STDIN_FILENO);
            ::close(m_saved);
        }
    }

private:
    int m_saved = -1;
};

// Points stdout and stderr at a file for one scope, as a window started with `iolens > log 2>&1` has them.
class ScopedOutput {
public:
    explicit ScopedOutput(const QString& path)
    {
        const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        if (fd < 0)
            return;
        std::fflush(stdout);
        std::fflush(stderr);
        m_out = ::dup(STDOUT_FILENO);
        m_err = ::dup(STDERR_FILENO);
        ::dup2(fd, STDOUT_FILENO);
        ::dup2(fd, STDERR_FILENO);
        ::close(fd);
    }
    ~ScopedOutput()
    {
        if (m_out >= 0) {
            ::dup2(m_out, STDOUT_FILENO);
            ::dup2(m_err, STDERR_FILENO);
            ::close(m_out);
            ::close(m_err);
        }
    }

private:
    int m_out = -1, m_err = -1;
};

LaunchSpec specOf(std::vector<std::string> argv)
{
    LaunchSpec spec;
    spec.argv = std::move(argv);
    return spec;
}

// The preload only: what refuses a static program.
LaunchSpec preloadSpecOf(std::vector<std::string> argv)
{
    LaunchSpec spec = specOf(std::move(argv));
    spec.mode = TraceMode::Preload;
    return spec;
}

int modeOf(const std::string& path)
{
    struct stat st { };
    return ::stat(path.c_str(), &st) == 0 ? int(st.st_mode & 07777) : -1;
}

} // namespace

class TstTraceLauncher : public QObject {
    Q_OBJECT
private slots:
    void cancelEscalatesToSigkill();
    void liveCountersWhileRunning();
    void stdinInWindowMode_data();
    void stdinInWindowMode();
    void stdoutInWindowMode_data();
    void stdoutInWindowMode();
    void descriptorsInWindowMode_data();
    void descriptorsInWindowMode();
    void workingDirectory();
    void plainScriptIsRefused();
    void privateDirLifetime();
    void keepDirCreatedAndKept();
    void runTwiceIsAnError();
    void libraryFromEnvironment();
    void libraryPathWithSpace();
    void pathLookup();
    void scriptInterpreterChecked();
    void otherElfClassRefused();
    void imageKilledAtBirthIsANotice();
    void traceModeChosen_data();
    void traceModeChosen();
    void staticProgramInWindowMode();
};

void TstTraceLauncher::cancelEscalatesToSigkill()
{
    QTemporaryDir tmp;
    const QString marker = tmp.filePath(QStringLiteral("ready"));
    TraceLauncher launcher(specOf({ kProg, "ignoreterm", str(marker) }));
    std::atomic<bool> cancel { false };
    std::thread canceller([&] {
        for (int i = 0; i < 1500 && !QFile::exists(marker); ++i)
            QThread::msleep(20);
        cancel = true;
    });
    const int status = launcher.run(cancel);
    canceller.join();
    QVERIFY(WIFSIGNALED(status));
    QCOMPARE(WTERMSIG(status), SIGKILL); // it ignored SIGTERM
    QVERIFY(launcher.cancelled());
    QVERIFY(launcher.pid() > 0);
    QVERIFY(launcher.wallNs() > 0);
}

void TstTraceLauncher::liveCountersWhileRunning()
{
    QTemporaryDir tmp;
    TraceLauncher launcher(specOf({ kProg, "ignoreterm", str(tmp.filePath(QStringLiteral("ready"))) }));
    std::atomic<bool> cancel { false };
    std::uint64_t processes = 0;
    int calls = 0;
    const int status = launcher.run(
        cancel,
        [&](const LiveCounters& live) {
            ++calls;
            if (live.processes > 0 && !cancel) {
                processes = live.processes;
                cancel = true; // seen it run under the library: done
            }
        },
        20);
    QVERIFY(calls >= 1);
    QCOMPARE(processes, std::uint64_t(1));
    QVERIFY(WIFSIGNALED(status));
}

void TstTraceLauncher::stdinInWindowMode_data()
{
    QTest::addColumn<bool>("passStdio");
    QTest::addColumn<QByteArray>("seen");
    QTest::addRow("window: /dev/null") << false << QByteArray();
    QTest::addRow("cli: shared") << true << QByteArray("from iolens' stdin\n");
}

void TstTraceLauncher::stdinInWindowMode()
{
    QFETCH(bool, passStdio);
    QFETCH(QByteArray, seen);
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("stdin.txt"));
    ScopedStdin input("from iolens' stdin\n");
    LaunchSpec spec = specOf({ "/bin/sh", "-c", "cat > \"$0\"", str(out) });
    spec.passStdio = passStdio;
    TraceLauncher launcher(spec);
    const int status = launcher.run(std::atomic<bool> { false });
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 0);
    QCOMPARE(readAll(out), seen);
}

// The window's own stdout and stderr are not the program's: what it prints goes nowhere, and the
// trace does not list the window's log as a file the program wrote.
void TstTraceLauncher::stdoutInWindowMode_data()
{
    QTest::addColumn<bool>("passStdio");
    QTest::addColumn<QByteArray>("seen");
    QTest::addRow("window: /dev/null") << false << QByteArray();
    QTest::addRow("cli: shared") << true << QByteArray("out\nerr\n");
}

void TstTraceLauncher::stdoutInWindowMode()
{
    QFETCH(bool, passStdio);
    QFETCH(QByteArray, seen);
    QTemporaryDir tmp;
    const QString log = tmp.filePath(QStringLiteral("window.log"));
    LaunchSpec spec = specOf({ "/bin/sh", "-c", "echo out; echo err >&2" });
    spec.passStdio = passStdio;
    spec.keepDir = str(tmp.filePath(QStringLiteral("trace")));
    int status = -1;
    {
        ScopedOutput output(log);
        TraceLauncher launcher(spec);
        status = launcher.run(std::atomic<bool> { false });
    }
    QCOMPARE(status, 0);
    QCOMPARE(readAll(log), seen);
    const Trace trace = loadTraceModel(spec.keepDir);
    const bool listed = std::any_of(trace.files.begin(), trace.files.end(),
        [&](const FileStats& f) { return QString::fromStdString(f.path) == QFileInfo(log).canonicalFilePath(); });
    QCOMPARE(listed, passStdio);
}

void TstTraceLauncher::descriptorsInWindowMode_data()
{
    QTest::addColumn<bool>("passStdio");
    QTest::addColumn<QByteArray>("seen");
    QTest::addRow("window: not inherited") << false << QByteArray("closed\n");
    QTest::addRow("cli: inherited, as from a shell") << true << QByteArray("open\n");
}

void TstTraceLauncher::descriptorsInWindowMode()
{
    QFETCH(bool, passStdio);
    QFETCH(QByteArray, seen);
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("fd.txt"));
    const int fd = ::open("/dev/null", O_RDONLY); // inheritable, like a careless library's
    QVERIFY(fd > 2);
    // test is a builtin of sh: /proc/self is the shell the launcher started.
    LaunchSpec spec = specOf({ "/bin/sh", "-c",
        "if test -e /proc/self/fd/$1; then echo open; else echo closed; fi > \"$0\"", str(out), std::to_string(fd) });
    spec.passStdio = passStdio;
    TraceLauncher launcher(spec);
    const int status = launcher.run(std::atomic<bool> { false });
    ::close(fd);
    QCOMPARE(status, 0);
    QCOMPARE(readAll(out), seen);
}

void TstTraceLauncher::workingDirectory()
{
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("pwd.txt"));
    LaunchSpec spec = specOf({ "sh", "-c", "pwd -P > \"$0\"", str(out) });
    spec.workingDir = str(tmp.path());
    TraceLauncher launcher(spec);
    QCOMPARE(launcher.run(std::atomic<bool> { false }), 0);
    QCOMPARE(readAll(out), QFile::encodeName(QFileInfo(tmp.path()).canonicalFilePath()) + '\n');

    LaunchSpec missing = specOf({ kProg, "exit", "0" });
    missing.workingDir = "/nonexistent-iolens";
    QCOMPARE(usageError([&] { TraceLauncher l(missing); }),
        QStringLiteral("The working directory '/nonexistent-iolens' does not exist."));
}

void TstTraceLauncher::plainScriptIsRefused()
{
    // Neither ELF nor "#!": execvp would run it with /bin/sh, but iolens' core starts no shell
    // (tst_security): the sentence names the file and how to trace it, and nothing runs.
    QTemporaryDir tmp;
    const QString script = tmp.filePath(QStringLiteral("plain"));
    QVERIFY(writeFile(script, "echo ran > \"$0.ran\"\n", QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    const QString expected = QStringLiteral("'%1' is neither a program nor a script starting with #!: name its "
                                            "interpreter, as in 'iolens-cli trace -- sh %1'.")
                                 .arg(script);
    QCOMPARE(usageError([&] { TraceLauncher l(specOf({ str(script) })); }), expected);
    QVERIFY(!QFileInfo::exists(script + QStringLiteral(".ran")));
}

void TstTraceLauncher::privateDirLifetime()
{
    QTemporaryDir tmp;
    const ScopedEnv tmpdir("TMPDIR", str(tmp.path()));
    std::string dir;
    {
        TraceLauncher launcher(specOf({ kProg, "exit", "0" }));
        dir = launcher.traceDir();
        QVERIFY2(dir.starts_with(str(tmp.path()) + "/iolens-trace-"), dir.c_str());
        QCOMPARE(modeOf(dir), 0700);
        QCOMPARE(launcher.run(std::atomic<bool> { false }), 0);
        QVERIFY(QDir(QString::fromStdString(dir)).entryList(QDir::Files).size() >= 1);
    }
    QVERIFY(!QFileInfo::exists(QString::fromStdString(dir)));
    {
        TraceLauncher neverRun(specOf({ kProg, "exit", "0" }));
        dir = neverRun.traceDir();
        QVERIFY(QFileInfo::exists(QString::fromStdString(dir)));
    }
    QVERIFY(!QFileInfo::exists(QString::fromStdString(dir)));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
}

void TstTraceLauncher::keepDirCreatedAndKept()
{
    QTemporaryDir tmp;
    const std::string keep = str(tmp.filePath(QStringLiteral("a/b")));
    {
        LaunchSpec spec = specOf({ kProg, "exit", "0" });
        spec.keepDir = keep;
        TraceLauncher launcher(spec);
        QCOMPARE(launcher.traceDir(), keep);
        QCOMPARE(modeOf(keep), 0700);
        QCOMPARE(launcher.run(std::atomic<bool> { false }), 0);
    }
    QVERIFY(QDir(QString::fromStdString(keep)).entryList(QDir::Files).size() >= 1);

    const std::string file = str(tmp.filePath(QStringLiteral("file")));
    QVERIFY(writeFile(QString::fromStdString(file), "x", QFile::ReadOwner | QFile::WriteOwner));
    LaunchSpec onFile = specOf({ kProg, "exit", "0" });
    onFile.keepDir = file;
    QCOMPARE(usageError([&] { TraceLauncher l(onFile); }),
        QString::fromStdString("The --keep directory '" + file + "' is not a directory."));
}

void TstTraceLauncher::runTwiceIsAnError()
{
    TraceLauncher launcher(specOf({ kProg, "exit", "0" }));
    QCOMPARE(launcher.run(std::atomic<bool> { false }), 0);
    QVERIFY_THROWS_EXCEPTION(std::logic_error, launcher.run(std::atomic<bool> { false }));
}

void TstTraceLauncher::libraryFromEnvironment()
{
    const std::string found = TraceLauncher::libraryPath();
    QVERIFY2(found.ends_with("/libiolens-trace.so"), found.c_str());
    {
        const ScopedEnv lib("IOLENS_TRACE_LIB", found);
        QCOMPARE(TraceLauncher::libraryPath(), found);
        TraceLauncher launcher(specOf({ kProg, "exit", "0" }));
        QCOMPARE(launcher.library(), found);
    }
    const ScopedEnv missing("IOLENS_TRACE_LIB", "/nonexistent-iolens/lib.so");
    QCOMPARE(TraceLauncher::libraryPath(), std::string());
    QCOMPARE(usageError([&] {
        TraceLauncher l(specOf({ kProg, "exit", "0" }));
    }),
        QStringLiteral("$IOLENS_TRACE_LIB names '/nonexistent-iolens/lib.so', which is not a file."));
}

void TstTraceLauncher::libraryPathWithSpace()
{
    QTemporaryDir tmp;
    const QString dir = tmp.filePath(QStringLiteral("with space"));
    QVERIFY(QDir().mkdir(dir));
    const QString copy = dir + QStringLiteral("/libiolens-trace.so");
    QVERIFY(QFile::copy(QString::fromStdString(TraceLauncher::libraryPath()), copy));
    const ScopedEnv lib("IOLENS_TRACE_LIB", str(copy));
    QCOMPARE(usageError([&] {
        TraceLauncher l(specOf({ kProg, "exit", "0" }));
    }),
        QStringLiteral("The trace library's path '") + QFileInfo(copy).canonicalFilePath()
            + QStringLiteral("' contains a space or a colon, which LD_PRELOAD cannot carry."));
}

void TstTraceLauncher::pathLookup()
{
    QTemporaryDir tmp;
    const QString first = tmp.filePath(QStringLiteral("first")), second = tmp.filePath(QStringLiteral("second"));
    QVERIFY(QDir().mkdir(first) && QDir().mkdir(second) && QDir().mkdir(second + QStringLiteral("/subdir")));
    QVERIFY(writeFile(first + QStringLiteral("/tool"), "#!/bin/sh\n", QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY(writeFile(second + QStringLiteral("/tool"), "#!/bin/sh\n", QFile::ReadOwner | QFile::ExeOwner));
    QVERIFY(writeFile(first + QStringLiteral("/onlyhere"), "#!/bin/sh\n", QFile::ReadOwner | QFile::WriteOwner));
    {
        // A file without execute permission is passed over, as execvp does; a directory too.
        const ScopedEnv path("PATH", str(first) + ":" + str(second));
        QCOMPARE(resolveProgram("tool"), str(second) + "/tool");
        QCOMPARE(usageError([] { resolveProgram("onlyhere"); }),
            QString::fromStdString(
                "'onlyhere' was found in $PATH as '" + str(first) + "/onlyhere', which is not executable."));
        QCOMPARE(usageError([] { resolveProgram("subdir"); }), QStringLiteral("'subdir' was not found in $PATH."));
    }
    // A name with a slash is a path, relative to the working directory when one is given.
    QCOMPARE(resolveProgram("second/tool", str(tmp.path())), str(tmp.path()) + "/second/tool");
    QCOMPARE(usageError([&] { resolveProgram("./first/tool", str(tmp.path())); }),
        QStringLiteral("'./first/tool' is not executable."));
    QCOMPARE(usageError([] { resolveProgram(""); }), QStringLiteral("The program to trace has an empty name."));
}

void TstTraceLauncher::scriptInterpreterChecked()
{
    QTemporaryDir tmp;
    const ScopedEnv tmpdir("TMPDIR", str(tmp.path())); // a refusal must leave no trace directory
    const QString toStatic = tmp.filePath(QStringLiteral("to-static"));
    QVERIFY(writeFile(
        toStatic, "#! " + QByteArray::fromStdString(kStaticProg) + " -x\n", QFile::ReadOwner | QFile::ExeOwner));
    QCOMPARE(usageError([&] { TraceLauncher l(preloadSpecOf({ str(toStatic) })); }),
        QString::fromStdString("'" + kStaticProg + "' (the interpreter of '" + str(toStatic)
            + "') is statically linked: LD_PRELOAD cannot see its calls."));
    const QString toMissing = tmp.filePath(QStringLiteral("to-missing"));
    QVERIFY(writeFile(toMissing, "#!/nonexistent-iolens/sh\n", QFile::ReadOwner | QFile::ExeOwner));
    QCOMPARE(usageError([&] { TraceLauncher l(specOf({ str(toMissing) })); }),
        QString::fromStdString(
            "'" + str(toMissing) + "' names the interpreter '/nonexistent-iolens/sh', which does not exist."));
    QCOMPARE(QDir(tmp.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot), QStringList());
}

void TstTraceLauncher::otherElfClassRefused()
{
    // A 32-bit i386 program's headers (no 32-bit libc is needed: only the headers are read): the
    // 64-bit library cannot be loaded into it, and the loader would say so on the program's stderr.
    Elf32_Ehdr header {};
    std::memcpy(header.e_ident, ELFMAG, SELFMAG);
    header.e_ident[EI_CLASS] = ELFCLASS32;
    header.e_ident[EI_DATA] = ELFDATA2LSB;
    header.e_ident[EI_VERSION] = EV_CURRENT;
    header.e_type = ET_DYN;
    header.e_machine = EM_386;
    header.e_version = EV_CURRENT;
    header.e_phoff = sizeof header;
    header.e_ehsize = sizeof header;
    header.e_phentsize = sizeof(Elf32_Phdr);
    header.e_phnum = 1;
    Elf32_Phdr interp {};
    interp.p_type = PT_INTERP;
    QByteArray bytes(reinterpret_cast<const char*>(&header), sizeof header);
    bytes.append(reinterpret_cast<const char*>(&interp), sizeof interp);
    QTemporaryDir tmp;
    const QString program = tmp.filePath(QStringLiteral("prog32"));
    QVERIFY(writeFile(program, bytes, QFile::ReadOwner | QFile::ExeOwner));
    QCOMPARE(usageError([&] { TraceLauncher l(specOf({ str(program) })); }),
        QString::fromStdString("'" + str(program) + "' is a 32-bit program: the trace library '"
            + TraceLauncher::libraryPath() + "' cannot be loaded into it."));

    // A 64-bit program whose dynamic loader is not installed (a musl build, another distribution's).
    const QByteArray loader = "/nonexistent-iolens/ld-musl-x86_64.so.1";
    Elf64_Ehdr header64 {};
    std::memcpy(header64.e_ident, ELFMAG, SELFMAG);
    header64.e_ident[EI_CLASS] = ELFCLASS64;
    header64.e_ident[EI_DATA] = ELFDATA2LSB;
    header64.e_ident[EI_VERSION] = EV_CURRENT;
    header64.e_type = ET_DYN;
    header64.e_machine = EM_X86_64;
    header64.e_version = EV_CURRENT;
    header64.e_phoff = sizeof header64;
    header64.e_ehsize = sizeof header64;
    header64.e_phentsize = sizeof(Elf64_Phdr);
    header64.e_phnum = 1;
    Elf64_Phdr interp64 {};
    interp64.p_type = PT_INTERP;
    interp64.p_offset = sizeof header64 + sizeof interp64;
    interp64.p_filesz = Elf64_Xword(loader.size() + 1);
    QByteArray bytes64(reinterpret_cast<const char*>(&header64), sizeof header64);
    bytes64.append(reinterpret_cast<const char*>(&interp64), sizeof interp64);
    bytes64.append(loader).append('\0');
    const QString musl = tmp.filePath(QStringLiteral("musl"));
    QVERIFY(writeFile(musl, bytes64, QFile::ReadOwner | QFile::ExeOwner));
    QCOMPARE(usageError([&] { TraceLauncher l(specOf({ str(musl) })); }),
        QString::fromStdString("'" + str(musl) + "' needs the dynamic loader '" + loader.toStdString()
            + "', which is not installed here."));

    // The same without PT_INTERP is statically linked, whatever its class.
    interp.p_type = PT_LOAD;
    bytes = QByteArray(reinterpret_cast<const char*>(&header), sizeof header);
    bytes.append(reinterpret_cast<const char*>(&interp), sizeof interp);
    const QString staticProgram = tmp.filePath(QStringLiteral("static32"));
    QVERIFY(writeFile(staticProgram, bytes, QFile::ReadOwner | QFile::ExeOwner));
    QCOMPARE(usageError([&] { TraceLauncher l(preloadSpecOf({ str(staticProgram) })); }),
        QString::fromStdString("'" + str(staticProgram) + "' is statically linked: LD_PRELOAD cannot see its calls."));
}

void TstTraceLauncher::imageKilledAtBirthIsANotice()
{
    // A group signalled right after a fork or exec can leave a trace file that the preload had
    // created but not yet begun (empty, or sized and all zeros): the rest of the trace still loads.
    QTemporaryDir tmp;
    const std::string keep = str(tmp.filePath(QStringLiteral("t")));
    LaunchSpec spec = specOf({ kProg, "write", str(tmp.filePath(QStringLiteral("out.txt"))), "2" });
    spec.keepDir = keep;
    TraceLauncher launcher(spec);
    QCOMPARE(launcher.run(std::atomic<bool> { false }), 0);
    QVERIFY(writeFile(QString::fromStdString(keep + "/p999999.0.iolt"), {}, QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY(writeFile(QString::fromStdString(keep + "/p999998.1.iolt"), QByteArray(8192, '\0'),
        QFile::ReadOwner | QFile::WriteOwner));
    LoadOptions options;
    options.topPid = launcher.pid();
    options.symbolize = false;
    const auto trace = loadTrace(keep, options);
    QCOMPARE(trace->processes.size(), std::size_t(1));
    QCOMPARE(trace->processes.front().pid, launcher.pid());
    QVERIFY(std::find(trace->notices.begin(), trace->notices.end(),
                "2 process images ended while their trace files were being created (a signal to the group right "
                "after a fork or exec): nothing of them had been recorded.")
        != trace->notices.end());
}

void TstTraceLauncher::traceModeChosen_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<int>("asked"); // TraceMode
    QTest::addColumn<int>("chosen");
    QTest::addColumn<QString>("reason");
    const QString dynamic = QString::fromStdString(kProg), statically = QString::fromStdString(kStaticProg);
    QTest::addRow("auto, dynamic") << dynamic << int(TraceMode::Auto) << int(TraceMode::Preload) << QString();
    QTest::addRow("auto, static") << statically << int(TraceMode::Auto) << int(TraceMode::Ptrace)
                                  << QStringLiteral("a static program");
    QTest::addRow("ptrace, dynamic") << dynamic << int(TraceMode::Ptrace) << int(TraceMode::Ptrace)
                                     << QStringLiteral("as asked (--mode ptrace)");
    QTest::addRow("preload, dynamic") << dynamic << int(TraceMode::Preload) << int(TraceMode::Preload) << QString();
}

void TstTraceLauncher::traceModeChosen()
{
    QFETCH(QString, program);
    QFETCH(int, asked);
    QFETCH(int, chosen);
    QFETCH(QString, reason);
    LaunchSpec spec = specOf({ str(program), "exit", "7" });
    spec.mode = TraceMode(asked);
    TraceLauncher launcher(spec);
    QCOMPARE(int(launcher.mode()), chosen);
    QCOMPARE(QString::fromStdString(launcher.modeReason()), reason);
    std::atomic<bool> cancel { false };
    const int status = launcher.run(cancel);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 7);
    // A ptrace trace leaves its note (mode, reason, cost) for the loader; a preload trace none.
    QCOMPARE(QFile::exists(QString::fromStdString(launcher.traceDir() + "/tracer")), chosen == int(TraceMode::Ptrace));
}

// The window's way, with a static program: its own process group, /dev/null for stdio, live
// counters from the helper thread while this one traces, and a cancel that ends in SIGKILL.
void TstTraceLauncher::staticProgramInWindowMode()
{
    QTemporaryDir tmp;
    const QString marker = tmp.filePath(QStringLiteral("ready"));
    LaunchSpec spec = specOf({ kStaticProg, "ignoreterm", str(marker) });
    spec.passStdio = false;
    TraceLauncher launcher(spec);
    QCOMPARE(int(launcher.mode()), int(TraceMode::Ptrace));
    std::atomic<bool> cancel { false };
    std::uint64_t calls = 0;
    const int status = launcher.run(
        cancel,
        [&](const LiveCounters& live) {
            if (QFile::exists(marker) && live.calls > 0) {
                calls = live.calls;
                cancel = true;
            }
        },
        20);
    QVERIFY(WIFSIGNALED(status));
    QCOMPARE(WTERMSIG(status), SIGKILL); // it ignored SIGTERM
    QVERIFY(launcher.cancelled());
    QVERIFY(calls > 0); // the marker's write, seen live in the trace file
}

QTEST_GUILESS_MAIN(TstTraceLauncher)
#include "tst_tracelauncher.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scratch and trace directories are locked as their live process's, and only the directories of
// dead runs are removed by the next iolens (issue 12, section 5).
#include "core/crashcleanup.h"
#include "core/scratchdir.h"
#include "core/scratchdirlock.h"
#include "core/trace/launch/tracedir.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <fcntl.h>
#include <filesystem>
#include <linux/magic.h>
#include <string>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

using namespace iolens;
namespace fs = std::filesystem;

namespace {

bool isDir(const std::string& path)
{
    struct stat st { };
    return ::lstat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

void writeFile(const std::string& path, std::size_t bytes)
{
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    QVERIFY(fd >= 0);
    const std::string data(bytes, 'x');
    QCOMPARE(::write(fd, data.data(), data.size()), static_cast<ssize_t>(data.size()));
    ::close(fd);
}

std::uint64_t allocated(const std::string& path)
{
    struct stat st { };
    return ::lstat(path.c_str(), &st) == 0 ? static_cast<std::uint64_t>(st.st_blocks) * 512u : 0;
}

// A directory as a run killed mid-copy leaves it: a marker nobody holds a lock on, and a file.
std::string deadRunDir(const std::string& parent, const std::string& name, std::size_t fileBytes)
{
    const std::string dir = parent + "/" + name;
    if (::mkdir(dir.c_str(), 0700) != 0)
        return {};
    writeFile(dir + "/" + ScratchDirLock::kMarker, 24);
    writeFile(dir + "/dest-1", fileBytes);
    return dir;
}

// An environment variable set (or unset) for a test's scope, and put back as it was when the scope
// ends, also when a failed check returns early.
class EnvSetting {
public:
    EnvSetting(const char* name, const QByteArray& value)
        : m_name(name)
        , m_old(qgetenv(name))
    {
        set(value);
    }
    ~EnvSetting() { m_old.isNull() ? qunsetenv(m_name) : qputenv(m_name, m_old); }
    EnvSetting(const EnvSetting&) = delete;
    EnvSetting& operator=(const EnvSetting&) = delete;
    // A null value unsets the variable.
    void set(const QByteArray& value) { value.isNull() ? qunsetenv(m_name) : qputenv(m_name, value); }

private:
    const char* m_name;
    QByteArray m_old;
};

} // namespace

class TestScratchDir : public QObject {
    Q_OBJECT
private slots:
    void aScratchDirHoldsItsMarkerForItsLife()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        std::string path;
        {
            ScratchDir scratch(tmp.path().toStdString());
            path = scratch.path();
            const std::string marker = path + "/" + ScratchDirLock::kMarker;
            QVERIFY(fs::is_regular_file(marker));
            QVERIFY(!fs::exists(path + "/.iolens-owner-new"));
            // The lock is taken: another description of the file cannot take it.
            const int fd = ::open(marker.c_str(), O_RDONLY | O_CLOEXEC);
            QVERIFY(fd >= 0);
            QCOMPARE(::flock(fd, LOCK_EX | LOCK_NB), -1);
            QCOMPARE(errno, EWOULDBLOCK);
            ::close(fd);
        }
        QVERIFY(!fs::exists(path));
    }

    void removesADeadRunsDirectoryAndSaysHowMuch()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const std::string parent = tmp.path().toStdString();
        const std::string dead = deadRunDir(parent, "iolens-scratch-Ab12cD", 300'000);
        QVERIFY(!dead.empty());
        const std::uint64_t expected
            = allocated(dead) + allocated(dead + "/" + ScratchDirLock::kMarker) + allocated(dead + "/dest-1");
        const DeadDirCleanup cleanup = ScratchDir::removeDead(parent);
        QCOMPARE(cleanup.removed, std::vector<std::string> { dead });
        QCOMPARE(cleanup.bytes, expected);
        QVERIFY(cleanup.failed.empty());
        QVERIFY(!fs::exists(dead));
        QVERIFY(cleanup.summary().starts_with("Removed 1 directory left by an iolens run that ended without cleaning "
                                              "up ("));
        QVERIFY(cleanup.summary().ends_with(" freed): " + dead + "."));
    }

    void leavesALiveRunsDirectory()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const std::string parent = tmp.path().toStdString();
        ScratchDir live(parent);
        writeFile(live.newFilePath("dest"), 4096);
        const DeadDirCleanup cleanup = ScratchDir::removeDead(parent);
        QVERIFY(cleanup.removed.empty());
        QCOMPARE(cleanup.bytes, std::uint64_t(0));
        QVERIFY(cleanup.summary().empty());
        QVERIFY(isDir(live.path()));
        QVERIFY(fs::exists(live.path() + "/dest-1"));
    }

    void leavesWhatIolensDidNotMark()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const std::string parent = tmp.path().toStdString();
        // No marker: another program's, or an iolens before markers.
        const std::string unmarked = parent + "/iolens-scratch-Zz9911";
        QCOMPARE(::mkdir(unmarked.c_str(), 0700), 0);
        writeFile(unmarked + "/keep", 10);
        // A marker, but not an iolens name (seven characters after the prefix, another prefix).
        const std::string longName = deadRunDir(parent, "iolens-scratch-Ab12cDe", 10);
        const std::string otherPrefix = deadRunDir(parent, "iolens-bench-Ab12cD", 10);
        // A link named like a dead run's directory, to a dead run's directory elsewhere.
        QTemporaryDir elsewhere;
        const std::string target = deadRunDir(elsewhere.path().toStdString(), "iolens-scratch-Tt0000", 10);
        const std::string link = parent + "/iolens-scratch-Ll0000";
        QCOMPARE(::symlink(target.c_str(), link.c_str()), 0);
        // A regular file named like one.
        writeFile(parent + "/iolens-scratch-Ff0000", 10);

        const DeadDirCleanup cleanup = ScratchDir::removeDead(parent);
        QVERIFY(cleanup.removed.empty());
        QVERIFY(fs::exists(unmarked + "/keep"));
        QVERIFY(isDir(longName));
        QVERIFY(isDir(otherPrefix));
        QVERIFY(fs::is_symlink(link));
        QVERIFY(isDir(target));
        QVERIFY(fs::is_regular_file(parent + "/iolens-scratch-Ff0000"));
    }

    void aMissingOutDirRemovesNothing()
    {
        const DeadDirCleanup cleanup = ScratchDir::removeDead("/nonexistent/iolens/out");
        QVERIFY(cleanup.removed.empty());
        QVERIFY(cleanup.failed.empty());
    }

    void traceDirsAreLockedAndOnlyDeadOnesGo()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const EnvSetting tmpDir("TMPDIR", tmp.path().toLocal8Bit());
        const std::string live = trace::makePrivateTraceDir();
        QVERIFY(fs::is_regular_file(live + "/" + ScratchDirLock::kMarker));
        const std::string dead = deadRunDir(tmp.path().toStdString(), "iolens-trace-Qq1234", 5000);
        const std::string deadScratch = deadRunDir(tmp.path().toStdString(), "iolens-scratch-Qq1234", 5000);

        // The cleanup also looks where trace dirs go without $TMPDIR (/dev/shm, /tmp), where other
        // dead runs of this machine may lie: what it removed *here* is exactly the two dead ones.
        const DeadDirCleanup cleanup = removeLeftoversOfDeadRuns();
        std::vector<std::string> removedHere;
        for (const std::string& d : cleanup.removed)
            if (d.starts_with(tmp.path().toStdString() + "/"))
                removedHere.push_back(d);
        std::sort(removedHere.begin(), removedHere.end());
        QCOMPARE(removedHere, (std::vector<std::string> { deadScratch, dead }));
        QVERIFY(!fs::exists(dead));
        QVERIFY(!fs::exists(deadScratch));
        QVERIFY(isDir(live));
        QVERIFY(cleanup.summary().starts_with("Removed "));

        trace::removeTraceDir(live);
        QVERIFY(!fs::exists(live));
        // Its lock went with it: nothing is left for a later cleanup, and nothing is held.
        for (const std::string& d : removeLeftoversOfDeadRuns().removed)
            QVERIFY2(!d.starts_with(tmp.path().toStdString() + "/"), d.c_str());
    }

    // Once loaded, a trace's files go (while the report is written); the directory, its lock and
    // what else is in it stay for removeTraceDir, and a symlink named like a trace file is
    // unlinked, not followed.
    void traceFilesGoAndTheDirectoryStays()
    {
        QTemporaryDir tmp;
        QVERIFY(tmp.isValid());
        const EnvSetting tmpDir("TMPDIR", tmp.path().toLocal8Bit());
        const std::string dir = trace::makePrivateTraceDir();
        const std::string outside = tmp.path().toStdString() + "/outside.iolt";
        writeFile(dir + "/p100.0.iolt", 4096);
        writeFile(dir + "/p100.0.iolts", 4096);
        writeFile(dir + "/p101.3.iolt", 10);
        writeFile(dir + "/zones.txt", 10);
        writeFile(outside, 10);
        QVERIFY(::symlink(outside.c_str(), (dir + "/link.iolt").c_str()) == 0);

        trace::removeTraceFiles(dir);
        std::vector<std::string> left;
        for (const fs::directory_entry& e : fs::directory_iterator(dir))
            left.push_back(e.path().filename().string());
        std::sort(left.begin(), left.end());
        QCOMPARE(left, (std::vector<std::string> { ScratchDirLock::kMarker, "zones.txt" }));
        QVERIFY(fs::is_regular_file(outside));
        // Still this run's: a cleanup of dead runs leaves it.
        for (const std::string& d : removeLeftoversOfDeadRuns().removed)
            QVERIFY2(d != dir, d.c_str());

        trace::removeTraceDir(dir);
        QVERIFY(!fs::exists(dir));
        trace::removeTraceFiles(dir); // a directory already gone: nothing happens
    }

    // Without $TMPDIR the trace goes to a tmpfs, where the preload's shared-mapping writes cost no
    // block allocation or writeback: $XDG_RUNTIME_DIR when it is one, else /dev/shm.
    void traceDirPrefersATmpfs()
    {
        struct statfs shm { };
        QVERIFY2(::statfs("/dev/shm", &shm) == 0 && shm.f_type == TMPFS_MAGIC,
            "/dev/shm is not a tmpfs on this machine (Linux mounts one by default)");
        const EnvSetting tmpDir("TMPDIR", QByteArray());
        QTemporaryDir runtime(QStringLiteral("/dev/shm/iolens-test-runtime-XXXXXX"));
        QVERIFY(runtime.isValid());
        EnvSetting runtimeDir("XDG_RUNTIME_DIR", runtime.path().toLocal8Bit());
        const std::string inRuntime = trace::makePrivateTraceDir();
        QCOMPARE(fs::path(inRuntime).parent_path().string(), runtime.path().toStdString());
        trace::removeTraceDir(inRuntime);

        // A runtime dir that is not a usable tmpfs (here: one that does not exist) is passed over.
        runtimeDir.set("/nonexistent/iolens-runtime");
        const std::string inShm = trace::makePrivateTraceDir();
        QCOMPARE(fs::path(inShm).parent_path().string(), std::string("/dev/shm"));
        trace::removeTraceDir(inShm);
        QVERIFY(!fs::exists(inShm));
    }
};

QTEST_GUILESS_MAIN(TestScratchDir)
#include "tst_scratchdir.moc"

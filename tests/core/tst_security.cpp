// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "clirunner.h"

#include "core/errors.h"
#include "core/params.h"
#include "core/registry.h"
#include "core/scenario/csvmerge.h"
#include "core/scratchdir.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <fcntl.h>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

using namespace iolens;

// DESIGN.md section 4, Security, as tests: iolens never needs root; scratch directories are
// private (mkdtemp, 0700) and every destination is created with O_EXCL, so a link planted at a
// destination cannot redirect a write; external commands run without a shell. (The local server's
// loopback binding is tst_netstrategies' and the ext commands' literal arguments are tst_cliext's.)

namespace {

// Strategies that create a destination yet cannot be held to "a planted link makes the run fail
// with EEXIST", each with its reason. Empty today; plantedLinkListIsCurrent() fails on an entry
// that no longer applies (unknown id, or the strategy now passes the test).
const std::set<std::string> kPlantedLinkExempt = {};

QByteArray encoded(const QString& path)
{
    return QFile::encodeName(path);
}

mode_t modeOf(const std::string& path)
{
    struct stat st { };
    if (::lstat(path.c_str(), &st) < 0)
        return 0;
    return st.st_mode;
}

bool exists(const std::string& path)
{
    struct stat st { };
    return ::lstat(path.c_str(), &st) == 0;
}

std::string linkTarget(const std::string& path)
{
    char buffer[4096];
    const ssize_t n = ::readlink(path.c_str(), buffer, sizeof buffer);
    return n < 0 ? std::string() : std::string(buffer, std::size_t(n));
}

// Sets the umask for a scope.
class UmaskScope {
public:
    explicit UmaskScope(mode_t mask)
        : m_previous(::umask(mask))
    { }
    ~UmaskScope() { ::umask(m_previous); }
    UmaskScope(const UmaskScope&) = delete;
    UmaskScope& operator=(const UmaskScope&) = delete;

private:
    mode_t m_previous;
};

// How one run of a strategy ended.
struct Attempt {
    bool ok = false; // prepareInput and the run both returned
    bool unsupported = false; // unsupportedReason() or UnsupportedError
    std::string error; // what() of anything else thrown
};

// Smaller workloads than the defaults, for the strategies that have these parameters: the test is
// about which paths a run opens, not about its timing (write.fsync-per-record, the watchers).
const std::map<std::string, std::int64_t> kSmallWorkload
    = { { "records", 200 }, { "changes", 3 }, { "min_gap_ms", 0 }, { "max_gap_ms", 5 } };

ParamValues smallParams(const Strategy& s)
{
    ParamValues given;
    for (const ParamSpec& spec : s.info().params)
        if (const auto it = kSmallWorkload.find(spec.key); it != kSmallWorkload.end())
            given[spec.key] = it->second;
    return resolveParams(s.info().params, given, s.info().id);
}

// Runs a strategy as the runner does: prepareInput with one fresh path, then (unless prepareOnly)
// the run with another. What the strategy prepared is kept in `keep` (a server, compiled Java
// classes), so that the caller decides when it goes.
Attempt attempt(const Strategy& s, const std::string& source, std::uint64_t bytes, const std::string& inputPath,
    const std::string& destPath, std::vector<std::shared_ptr<const PreparedInput>>& keep, bool prepareOnly = false)
{
    Attempt a;
    if (const auto reason = s.unsupportedReason()) {
        a.unsupported = true;
        a.error = *reason;
        return a;
    }
    try {
        const ParamValues params = smallParams(s);
        const RunContext prepare(source, bytes, inputPath, params);
        std::shared_ptr<const PreparedInput> input = s.prepareInput(prepare);
        keep.push_back(input);
        if (!prepareOnly) {
            RunContext context(source, bytes, destPath, params);
            context.setPreparedInput(input);
            s.runUninstrumented(context);
        }
        a.ok = true;
    } catch (const UnsupportedError& e) {
        a.unsupported = true;
        a.error = e.what();
    } catch (const std::exception& e) {
        a.error = e.what();
    }
    return a;
}

bool namesExistence(const std::string& error)
{
    return error.find("EEXIST") != std::string::npos || error.find("exists") != std::string::npos;
}

// Source files of the tree that must not start a shell: system(), popen() or /bin/sh, outside
// comments. Returns the offending lines as "path:line: text".
QStringList shellCalls(const QString& path, const QString& text)
{
    static const QRegularExpression call(QStringLiteral(R"((^|[^A-Za-z0-9_:])(::)?(std::)?(system|popen)\s*\()"));
    static const QRegularExpression shell(QStringLiteral(R"(/bin/(ba|da|z)?sh\b|"(ba|da|z)?sh"\s*,\s*"-c")"));
    QStringList out;
    bool inBlockComment = false;
    const QStringList lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString code;
        const QString& line = lines[i];
        for (qsizetype k = 0; k < line.size(); ++k) {
            if (inBlockComment) {
                if (line.mid(k, 2) == u"*/") {
                    inBlockComment = false;
                    ++k;
                }
                continue;
            }
            if (line.mid(k, 2) == u"//")
                break;
            if (line.mid(k, 2) == u"/*") {
                inBlockComment = true;
                ++k;
                continue;
            }
            code += line[k];
        }
        if (call.match(code).hasMatch() || shell.match(code).hasMatch())
            out << path + u':' + QString::number(i + 1) + u": " + line.trimmed();
    }
    return out;
}

} // namespace

class TestSecurity : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_source; // 2 MiB of text lines
    QString m_victimDir; // outside every scratch directory
    // What the planted-link runs found, per strategy id: whether an unplanted run creates a file
    // at its run destination / its prepare path, and whether the planted runs failed as they must.
    struct Finding {
        bool createsDest = false;
        bool createsInput = false;
        bool unsupported = false;
        bool destRefused = true;
        bool inputRefused = true;
    };
    std::map<std::string, Finding> m_findings;

    std::string sourcePath() const { return m_source.toStdString(); }
    std::uint64_t sourceBytes() const { return std::uint64_t(QFileInfo(m_source).size()); }

    // A victim with known content and an mtime in the past, so that a write would show.
    QString makeVictim(const QString& name) const
    {
        const QString path = m_victimDir + u'/' + name;
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write("victim: must not change\n") != 24)
            qFatal("cannot write %s", qPrintable(path));
        f.close();
        const struct timespec past[2] = { { 1'000'000'000, 0 }, { 1'000'000'000, 0 } };
        if (::utimensat(AT_FDCWD, encoded(path).constData(), past, 0) < 0)
            qFatal("cannot set the mtime of %s", qPrintable(path));
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_source = m_dir.filePath(QStringLiteral("source.txt"));
        QFile f(m_source);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // 2 MiB of 64-byte lines: fio reads whole 1 MiB blocks.
        for (int i = 0; i < 32768; ++i)
            f.write(QByteArray("line ") + QByteArray::number(i).rightJustified(6, '0') + QByteArray(52, 'x') + "\n");
        f.close();
        m_victimDir = m_dir.filePath(QStringLiteral("victims"));
        QVERIFY(QDir().mkpath(m_victimDir));
    }

    // 1. The scratch directory is 0700 whatever the umask, and goes with everything in it.
    void scratchDirIsPrivate_data()
    {
        QTest::addColumn<int>("mask");
        QTest::addRow("umask 000") << 0000;
        QTest::addRow("umask 002") << 0002;
        QTest::addRow("umask 022") << 0022;
        QTest::addRow("umask 077") << 0077;
    }
    void scratchDirIsPrivate()
    {
        QFETCH(int, mask);
        // A world-writable sticky out dir, as /tmp is: the scratch dir must not inherit its openness.
        const QString outDir = m_dir.filePath(QStringLiteral("out-%1").arg(mask));
        QVERIFY(QDir().mkpath(outDir));
        QCOMPARE(::chmod(encoded(outDir).constData(), 01777), 0);
        std::string path;
        {
            const UmaskScope scope { static_cast<mode_t>(mask) };
            const ScratchDir scratch(outDir.toStdString());
            path = scratch.path();
            const mode_t mode = modeOf(path);
            QVERIFY(S_ISDIR(mode));
            QCOMPARE(mode & 07777, mode_t(0700));
            QCOMPARE(path.rfind(outDir.toStdString() + "/", 0), std::size_t(0));
        }
        QVERIFY(!exists(path));
        QCOMPARE(dirEntries(outDir), QStringList());
    }

    void scratchDirIsRemovedWithItsContents()
    {
        const QString outDir = m_dir.filePath(QStringLiteral("out-remove"));
        QVERIFY(QDir().mkpath(outDir));
        // Outside the scratch dir, reached through a link inside it: removal must not follow the link.
        const QString outside = m_dir.filePath(QStringLiteral("outside"));
        QVERIFY(QDir().mkpath(outside));
        const QString keep = outside + QStringLiteral("/keep.txt");
        QFile keepFile(keep);
        QVERIFY(keepFile.open(QIODevice::WriteOnly));
        keepFile.close();
        std::string path;
        {
            ScratchDir scratch(outDir.toStdString());
            path = scratch.path();
            const std::string a = scratch.newFilePath("dest");
            const std::string b = scratch.newFilePath("dest");
            QVERIFY(a != b);
            QVERIFY(!exists(a) && !exists(b));
            for (const std::string& file : { a, b, path + "/read-only" }) {
                QFile f(QString::fromStdString(file));
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write("data");
            }
            // The owner made one file read-only, as a strategy or the user might.
            QCOMPARE(::chmod((path + "/read-only").c_str(), 0400), 0);
            QVERIFY(QDir().mkpath(QString::fromStdString(path + "/sub/deeper")));
            QFile deep(QString::fromStdString(path + "/sub/deeper/file"));
            QVERIFY(deep.open(QIODevice::WriteOnly));
            deep.close();
            QCOMPARE(::chmod((path + "/sub/deeper/file").c_str(), 0000), 0);
            QCOMPARE(::symlink(encoded(outside).constData(), (path + "/link-out").c_str()), 0);
            QCOMPARE(::symlink(encoded(keep).constData(), (path + "/link-file").c_str()), 0);
        }
        QVERIFY(!exists(path));
        QCOMPARE(dirEntries(outDir), QStringList());
        QVERIFY(QFileInfo(keep).isFile());
        QCOMPARE(dirEntries(outside), QStringList { QStringLiteral("keep.txt") });
    }

    // 2. A link planted at the exact path a strategy will create, pointing outside (at an existing
    // victim, or at a name that does not exist yet): every strategy of the registry either does not
    // use that path, or fails naming EEXIST; the victim never changes and the link stays a link.
    void plantedLinks()
    {
        const auto& all = Registry::instance().all();
        QVERIFY(all.size() > 30); // every family registered
        // One directory for the unplanted runs and one for the planted run destinations, so that
        // input prepared once per run set (compiled Java classes) is prepared once here too.
        const QString baseDir = m_dir.filePath(QStringLiteral("planted/base"));
        const QString destDir = m_dir.filePath(QStringLiteral("planted/dest"));
        QVERIFY(QDir().mkpath(baseDir) && QDir().mkpath(destDir));
        QVERIFY(
            QFile::setPermissions(baseDir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        QVERIFY(
            QFile::setPermissions(destDir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
        std::vector<std::shared_ptr<const PreparedInput>> keep;
        const QString existingVictim = makeVictim(QStringLiteral("existing"));
        const FileIdentity victimBefore = FileIdentity::of(existingVictim);
        QCOMPARE(victimBefore.size, qint64(24));
        const QString missingVictim = m_victimDir + QStringLiteral("/not-yet");

        int index = 0;
        for (const auto& strategy : all) {
            const Strategy& s = *strategy;
            const std::string id = s.info().id;
            const std::string n = std::to_string(++index);
            Finding& finding = m_findings[id];

            // Unplanted: what does the strategy create, at its prepare path and at its destination?
            const std::string baseInput = baseDir.toStdString() + "/input-" + n;
            const std::string baseDest = baseDir.toStdString() + "/dest-" + n;
            const Attempt base = attempt(s, sourcePath(), sourceBytes(), baseInput, baseDest, keep);
            QVERIFY2(base.ok || base.unsupported, (id + ": the unplanted run failed: " + base.error).c_str());
            finding.unsupported = base.unsupported;
            finding.createsInput = exists(baseInput);
            finding.createsDest = exists(baseDest);

            // Planted at the prepare path (only prepareInput sees it), in a directory of its own:
            // input prepared in one directory may serve its other strategies (compiled Java
            // classes), and would hide whether this one creates anything. Then at the destination,
            // for every strategy that creates one or could not show whether it does (unsupported).
            for (const bool atInput : { true, false }) {
                if (!atInput && !finding.createsDest && !finding.unsupported)
                    continue;
                for (const QString& target : { existingVictim, missingVictim }) {
                    const bool missing = target == missingVictim;
                    const QString dir = atInput
                        ? m_dir.filePath(QStringLiteral("planted/input-%1-%2").arg(index).arg(int(missing)))
                        : destDir;
                    QVERIFY(QDir().mkpath(dir));
                    const std::string suffix = missing ? "m" : "e";
                    const std::string input = dir.toStdString() + "/input-" + n + suffix;
                    const std::string dest = dir.toStdString() + "/dest-" + n + suffix;
                    const std::string link = atInput ? input : dest;
                    QCOMPARE(::symlink(encoded(target).constData(), link.c_str()), 0);
                    const Attempt planted = attempt(s, sourcePath(), sourceBytes(), input, dest, keep, atInput);

                    const std::string where = id
                        + (atInput ? ", link at the prepare path" : ", link at the destination")
                        + (missing ? " to a missing file" : " to a file") + ": ";
                    QVERIFY2(FileIdentity::of(existingVictim) == victimBefore, (where + "the victim changed").c_str());
                    QVERIFY2(!exists(missingVictim.toStdString()), (where + "the link's target was created").c_str());
                    QVERIFY2(S_ISLNK(modeOf(link)), (where + "the link is no longer a link").c_str());
                    QCOMPARE(linkTarget(link), target.toStdString());
                    const bool creates = atInput ? finding.createsInput : finding.createsDest;
                    const bool refused = !planted.ok && !planted.unsupported && namesExistence(planted.error);
                    if (creates && !refused) {
                        (atInput ? finding.inputRefused : finding.destRefused) = false;
                        if (!kPlantedLinkExempt.contains(id))
                            QFAIL((where + "the run did not fail with EEXIST: "
                                + (planted.ok ? std::string("it succeeded") : planted.error))
                                      .c_str());
                    }
                    if (finding.unsupported && !atInput)
                        QVERIFY2(!planted.ok, (where + "ran, though unsupported before").c_str());
                }
            }
        }
        keep.clear();
        int creating = 0, unsupported = 0;
        for (const auto& [id, f] : m_findings) {
            creating += f.createsDest || f.createsInput;
            unsupported += f.unsupported;
        }
        qInfo("%zu strategies: %d create a file at their destination or prepare path and refuse a link there; "
              "%d are unsupported here (their planted runs only checked to leave the victims alone)",
            all.size(), creating, unsupported);
        // Every family that writes was seen writing: the detection itself works.
        std::set<std::string> writingFamilies;
        for (const auto& strategy : all)
            if (m_findings[strategy->info().id].createsDest || m_findings[strategy->info().id].createsInput)
                writingFamilies.insert(strategy->info().family);
        for (const char* family : { "copy", "write", "watch", "net", "ext" })
            QVERIFY2(writingFamilies.contains(family), family);
    }

    // The exemption list names strategies that exist, create a destination and still fail the
    // planted-link test: an entry that no longer applies must go.
    void plantedLinkListIsCurrent()
    {
        QVERIFY(!m_findings.empty()); // plantedLinks() ran first
        for (const std::string& id : kPlantedLinkExempt) {
            QVERIFY2(Registry::instance().find(id), ("exempt but not registered: " + id).c_str());
            const Finding& f = m_findings.at(id);
            QVERIFY2(f.createsDest || f.createsInput, ("exempt but creates nothing: " + id).c_str());
            QVERIFY2(!f.destRefused || !f.inputRefused, ("exempt but refuses a planted link: " + id).c_str());
        }
    }

    // The csv-merge scenario writes test1.csv and test2.csv when they are missing (into a temporary,
    // then renamed over the name) and test3.csv (unlinked, then created with O_NOFOLLOW): links
    // planted at all three, dangling for the inputs, are replaced, and what they point at is never
    // written or created. (An input that exists, through a link or not, is the user's data: read.)
    void scenarioDoesNotWriteThroughLinks_data()
    {
        QTest::addColumn<int>("variant");
        for (const CsvMergeVariant v :
            { CsvMergeVariant::V1, CsvMergeVariant::V2, CsvMergeVariant::V3, CsvMergeVariant::V4 })
            QTest::addRow("%s", std::string(csvMergeVariantName(v)).c_str()) << int(v);
    }
    void scenarioDoesNotWriteThroughLinks()
    {
        QFETCH(int, variant);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString victim = makeVictim(QStringLiteral("scenario-%1").arg(variant));
        const FileIdentity before = FileIdentity::of(victim);
        const QStringList names { QStringLiteral("test1.csv"), QStringLiteral("test2.csv"),
            QStringLiteral("test3.csv") };
        QStringList missing;
        for (const QString& name : names) {
            missing << m_victimDir + QStringLiteral("/scenario-%1-%2").arg(variant).arg(name);
            const QString target = name == names[2] ? victim : missing.last();
            QCOMPARE(::symlink(encoded(target).constData(), encoded(dir.filePath(name)).constData()), 0);
        }
        CsvMergeOptions options;
        options.variant = CsvMergeVariant(variant);
        options.iterations = 5;
        options.dir = dir.path().toStdString();
        const CsvMergeResult result = runCsvMerge(options);
        QCOMPARE(result.outputLines, std::uint64_t(10));
        QVERIFY(FileIdentity::of(victim) == before);
        for (const QString& target : missing)
            QVERIFY2(!exists(target.toStdString()), qPrintable(target));
        for (const QString& name : names)
            QVERIFY2(S_ISREG(modeOf(dir.filePath(name).toStdString())), qPrintable(name)); // replaced, not followed
    }

    // 3. iolens never needs root: the copy and read families run as the user nobody (when this
    // test runs as root, as CI does; else as the current user) on a world-readable file.
    void runsWithoutRoot()
    {
        const bool asNobody = ::geteuid() == 0;
        // Under /tmp, every directory of the chain traversable by nobody; removed at the end.
        QTemporaryDir dir(QStringLiteral("/tmp/iolens-security-XXXXXX"));
        QVERIFY(dir.isValid());
        QCOMPARE(::chmod(encoded(dir.path()).constData(), 01777), 0);
        const QString file = dir.filePath(QStringLiteral("input.txt"));
        QVERIFY(QFile::copy(m_source, file));
        QCOMPARE(::chmod(encoded(file).constData(), 0644), 0);
        const QString outDir = dir.filePath(QStringLiteral("out"));
        QVERIFY(QDir().mkpath(outDir));
        QCOMPARE(::chmod(encoded(outDir).constData(), 01777), 0);
        if (asNobody) {
            QCOMPARE(::chown(encoded(file).constData(), 65534, 65534), 0);
            // The control: a file only root may read must be refused, or the child kept root.
            const QString secret = dir.filePath(QStringLiteral("secret.txt"));
            QVERIFY(QFile::copy(m_source, secret));
            QCOMPARE(::chmod(encoded(secret).constData(), 0600), 0);
            const CliResult refused
                = runCli({ QStringLiteral("run"), QStringLiteral("--file"), secret, QStringLiteral("--strategy"),
                             QStringLiteral("copy.buffer-loop"), QStringLiteral("--reps"), QStringLiteral("1"),
                             QStringLiteral("--out-dir"), outDir },
                    dir.path(), 60'000, true);
            QCOMPARE(refused.exitCode, 2);
            QVERIFY2(refused.errorText().contains(u"not readable"), qPrintable(refused.errorText()));
        }
        const CliResult r
            = runCli({ QStringLiteral("run"), QStringLiteral("--file"), file, QStringLiteral("--family"),
                         QStringLiteral("copy"), QStringLiteral("--family"), QStringLiteral("read"),
                         QStringLiteral("--reps"), QStringLiteral("1"), QStringLiteral("--warmup"), QStringLiteral("0"),
                         QStringLiteral("--out-dir"), outDir, QStringLiteral("--json"), QStringLiteral("-") },
                dir.path(), 120'000, asNobody);
        QVERIFY(!r.crashed);
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(r.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonArray results = doc[u"results"].toArray();
        std::set<QString> families;
        for (const QJsonValue& v : results) {
            const QJsonObject o = v.toObject();
            const QString status = o[u"status"].toString();
            QVERIFY2(status == u"ok" || status == u"unsupported",
                qPrintable(o[u"strategy"].toString() + u": " + status + u": " + o[u"message"].toString()));
            families.insert(o[u"family"].toString());
        }
        QCOMPARE(qsizetype(results.size()),
            qsizetype(Registry::instance().family("copy").size() + Registry::instance().family("read").size()));
        QCOMPARE(QStringList(families.begin(), families.end()),
            (QStringList { QStringLiteral("copy"), QStringLiteral("read") }));
        QCOMPARE(dirEntries(outDir), QStringList());
    }

    // 4. No shell: nothing under core/ calls system() or popen() or names /bin/sh.
    void scannerFindsShellCalls()
    {
        // The scanner itself, on samples: it must be able to fail.
        QCOMPARE(shellCalls(QStringLiteral("a"), QStringLiteral("int r = system(\"ls\");")).size(), 1);
        QCOMPARE(shellCalls(QStringLiteral("a"), QStringLiteral("  ::system(cmd);")).size(), 1);
        QCOMPARE(shellCalls(QStringLiteral("a"), QStringLiteral("std::system (cmd);")).size(), 1);
        QCOMPARE(shellCalls(QStringLiteral("a"), QStringLiteral("FILE* p = popen(cmd, \"r\");")).size(), 1);
        QCOMPARE(
            shellCalls(QStringLiteral("a"), QStringLiteral("execl(\"/bin/sh\", \"sh\", \"-c\", c, nullptr);")).size(),
            1);
        QCOMPARE(shellCalls(QStringLiteral("a"), QStringLiteral("args = { \"sh\", \"-c\", cmd };")).size(), 1);
        QCOMPARE(shellCalls(QStringLiteral("a"), QStringLiteral("run(\"/bin/bash\");")).size(), 1);
        // Not calls: other names, comments.
        QCOMPARE(
            shellCalls(QStringLiteral("a"), QStringLiteral("std::filesystem::remove(p); // not system()")).size(), 0);
        QCOMPARE(
            shellCalls(QStringLiteral("a"), QStringLiteral("QLocale::system(); fileSystem(x); mysystem(y);")).size(),
            0);
        QCOMPARE(shellCalls(QStringLiteral("a"), QStringLiteral("/* popen(x)\n system(y) */ int z;")).size(), 0);
    }

    void noShellInCore()
    {
        const QString core = QStringLiteral(IOLENS_SOURCE_DIR "/core");
        QVERIFY2(QFileInfo(core + QStringLiteral("/registry.cpp")).isFile(), qPrintable(core));
        QStringList found;
        int files = 0;
        QDirIterator it(core,
            { QStringLiteral("*.cpp"), QStringLiteral("*.h"), QStringLiteral("*.c"), QStringLiteral("*.in") },
            QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(path));
            const QString text = QString::fromUtf8(f.readAll());
            ++files;
            // The trace library's own system() and popen(): they replace glibc's in the traced
            // program and start the shell that program asked for (with the trace restored in its
            // environment), never one of iolens'. Exempt only while that is all the file does.
            if (path.endsWith(QStringLiteral("/core/trace/preload/environment.c"))) {
                const QStringList lines = shellCalls(path, text);
                QCOMPARE(lines.size(), 3);
                QVERIFY2(lines[0].contains(QStringLiteral("spawn(&run.pid, \"/bin/sh\"")), qPrintable(lines[0]));
                QVERIFY2(
                    lines[1].contains(QStringLiteral("IOL_EXPORT int system(const char* line)")), qPrintable(lines[1]));
                QVERIFY2(lines[2].contains(QStringLiteral("IOL_EXPORT FILE* popen(")), qPrintable(lines[2]));
                continue;
            }
            found << shellCalls(path, text);
        }
        QVERIFY2(files > 50, qPrintable(QString::number(files)));
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestSecurity)
#include "tst_security.moc"

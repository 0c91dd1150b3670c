// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hostilepaths.h"
#include "testreport.h"

#include "ui/comparedialog.h"
#include "ui/controlpanel.h"
#include "ui/filegenerator.h"
#include "ui/mainwindow.h"
#include "ui/resultsmodel.h"
#include "ui/session.h"
#include "ui/settings.h"
#include "ui/strategytree.h"

#include "core/generator.h"
#include "core/params.h"
#include "core/registry.h"
#include "core/report/jsonreport.h"

#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidgetItem>
#include <QUrl>

#include <sys/stat.h>
#include <unistd.h>

using namespace iolens;
using namespace iolens::ui;
using iolens::testsupport::makeHostilePath;

namespace {

// Closes every modal QMessageBox the code under test opens and records its title and text, so a
// test checks the sentence the user actually sees. Polls: the box appears inside its own exec().
class MessageBoxCatcher : public QObject {
public:
    MessageBoxCatcher()
    {
        connect(&m_timer, &QTimer::timeout, this, [this] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            titles << box->windowTitle();
            texts << box->text();
            box->done(QMessageBox::Ok);
        });
        m_timer.start(10);
    }
    QStringList titles;
    QStringList texts;

private:
    QTimer m_timer;
};

QStringList scratchDirsIn(const QString& dir)
{
    return QDir(dir).entryList({ QStringLiteral("iolens-scratch-*") }, QDir::AllEntries | QDir::Hidden);
}

QTreeWidgetItem* paramItem(StrategyTree* tree, const QString& strategy, const QString& key)
{
    for (int f = 0; f < tree->topLevelItemCount(); ++f)
        for (int i = 0; i < tree->topLevelItem(f)->childCount(); ++i) {
            QTreeWidgetItem* s = tree->topLevelItem(f)->child(i);
            if (s->text(0) != strategy)
                continue;
            for (int p = 0; p < s->childCount(); ++p)
                if (s->child(p)->text(0) == key)
                    return s->child(p);
        }
    return nullptr;
}

ReportPtr previousReport()
{
    return std::make_shared<const Report>(test::knownReport());
}

} // namespace

// Bad input through the window (hardening §2): every bad choice gives one sentence naming the
// path, keeps the previous file and report, and leaves no scratch directory behind.
class TestGuiErrors : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_good; // the file every window starts with

    QString makeFile(const QString& name, std::uint64_t size)
    {
        const QString path = m_dir.filePath(name);
        std::atomic<bool> cancel { false };
        generateFile(path.toStdString(), GenKind::Random, size, GenOptions {}, cancel);
        return path;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // the demo file goes to ~/.qttest, not the user's cache
        QVERIFY(m_dir.isValid());
        m_good = makeFile(QStringLiteral("good.bin"), 256 << 10);
    }
    void cleanupTestCase()
    {
        // The demo file lastFileGone falls back to: 64 MiB in ~/.qttest, not worth keeping.
        QFile::remove(FileGenerator::demoFilePath());
    }

    void badSource_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("mentions"); // besides the path
        QTest::addRow("missing") << QStringLiteral("missing") << QStringLiteral("does not exist");
        QTest::addRow("directory") << QStringLiteral("directory") << QStringLiteral("is a directory");
        QTest::addRow("fifo") << QStringLiteral("fifo") << QStringLiteral("is a FIFO");
        QTest::addRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("is a character device");
        QTest::addRow("symlink loop") << QStringLiteral("loop") << QStringLiteral("cannot be examined");
        QTest::addRow("empty path") << QString() << QStringLiteral("No file was given");
    }
    void badSource()
    {
        QFETCH(QString, kind);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        QString path = kind.startsWith(u'/') || kind.isEmpty() ? kind : dir.filePath(kind);
        const QString made = makeHostilePath(path, kind);
        QVERIFY2(made.isEmpty(), qPrintable(made));

        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        MainWindow window(&settings);
        QVERIFY(window.controlPanel()->setFile(m_good));
        window.showReport(previousReport(), QStringLiteral("before"));
        const ReportPtr before = window.report();
        const QString title = window.windowTitle();

        MessageBoxCatcher boxes;
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!window.controlPanel()->chooseFile(path));
        QVERIFY2(clock.elapsed() < 5000, "choosing a bad source must not block the GUI thread");
        QCOMPARE(boxes.texts.size(), 1);
        QCOMPARE(boxes.titles.first(), QStringLiteral("Cannot use this file"));
        QVERIFY2(boxes.texts.first().contains(mentions) && boxes.texts.first().contains(path),
            qPrintable(boxes.texts.first()));
        QCOMPARE(window.controlPanel()->file(), m_good);
        QCOMPARE(settings.lastFile(), m_good);
        QVERIFY(!settings.recentFiles().contains(path));
        QCOMPARE(window.report(), before);
        QCOMPARE(window.windowTitle(), title);
    }

    // Dropped on the window: the same sentence as when chosen, the previous file kept.
    void droppedDirectory()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        MainWindow window(&settings);
        QVERIFY(window.controlPanel()->setFile(m_good));
        MessageBoxCatcher boxes;
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(dir.path()) });
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        // sendEvent never reached dropEvent here (QApplication::notify routes drag-and-drop events
        // its own way); QObject::event goes straight to the window's handler.
        static_cast<QObject&>(window).event(&drop);
        QTRY_COMPARE(boxes.texts.size(), 1);
        QVERIFY2(
            boxes.texts.first().contains(dir.path()) && boxes.texts.first().contains(QStringLiteral("is a directory")),
            qPrintable(boxes.texts.first()));
        QCOMPARE(window.controlPanel()->file(), m_good);
    }

    // A damaged iolens document, dropped (or named on the command line, which decides the same
    // way): refused with the sentence of the loader it was meant for, never taken as the workload.
    void damagedDocument_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("expected"); // the start of the sentence; %1: the path
        QTest::addColumn<QString>("name"); // the file's name: NAME.iolens.json says it is a document
        const QByteArray session = reportToJson(test::knownReport());
        const QByteArray trace = R"({"iolens_version": "0.1.0", "kind": "trace", "command": ["/bin/prog"],
            "files": [{"path": "/data/in.txt", "kind": "regular"}], "wall_ns": 5})";
        QTest::addRow("truncated session")
            << session.left(session.size() / 2) << "'%1' is not a valid iolens session: The report is not valid JSON"
            << QStringLiteral("saved.json");
        QTest::addRow("truncated trace") << trace.left(trace.size() - 10) << "The trace '%1' is not JSON"
                                         << QStringLiteral("saved.json");
        QTest::addRow("trace with a wrong field")
            << QByteArray(R"({"iolens_version": "0.1.0", "kind": "trace", "wall_ns": "x"})")
            << "The trace '%1' cannot be read: its field 'wall_ns' must be a number." << QStringLiteral("saved.json");
        QTest::addRow("NaN") << QByteArray(R"({"iolens_version": "0.1.0", "results": [{"runs": [{"wall_ns": NaN}]}]})")
                             << "'%1' is not a valid iolens session: The report is not valid JSON"
                             << QStringLiteral("saved.json");
        QTest::addRow("1e999") << QByteArray(
            R"({"iolens_version": "0.1.0", "results": [{"strategy": "copy.x", "runs": [{"wall_ns": 1e999}]}]})")
                               << "'%1' is not a valid iolens session: The report" << QStringLiteral("saved.json");
        QTest::addRow("100,000 deep") << QByteArray(R"({"iolens_version": "0.1.0", "results": )")
                + QByteArray(100'000, '[')
                                      << "'%1' is not a valid iolens session: The report is not valid JSON"
                                      << QStringLiteral("saved.json");
        QTest::addRow("nameless result") << QByteArray(R"({"iolens_version": "0.1.0", "results": [{"runs": [{}]}]})")
                                         << "'%1' is not a valid iolens session: The report's field "
                                            "'results[0].strategy' must name the strategy of the result."
                                         << QStringLiteral("saved.json");
        // Named as iolens names its documents, but no JSON object at all: damaged, not a workload.
        QTest::addRow("empty .iolens.json")
            << QByteArray() << "'%1' is not a valid iolens session" << QStringLiteral("saved.iolens.json");
        QTest::addRow("null .iolens.json")
            << QByteArray("null\n") << "'%1' is not a valid iolens session" << QStringLiteral("saved.iolens.json");
    }
    void damagedDocument()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, expected);
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly) && file.write(content) == content.size());
        file.close();
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        MainWindow window(&settings);
        QVERIFY(window.controlPanel()->setFile(m_good));
        window.showReport(previousReport(), QStringLiteral("before"));
        const ReportPtr before = window.report();
        MessageBoxCatcher boxes;
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(path) });
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        static_cast<QObject&>(window).event(&drop);
        QTRY_COMPARE(boxes.texts.size(), 1);
        QVERIFY2(boxes.texts.first().startsWith(expected.arg(path)), qPrintable(boxes.texts.first()));
        QVERIFY2(!boxes.texts.first().contains(u'\n'), qPrintable(boxes.texts.first()));
        QCOMPARE(window.controlPanel()->file(), m_good);
        QVERIFY(!settings.recentFiles().contains(path));
        QCOMPARE(window.report(), before);
    }

    // Root reads a chmod 000 file (CI runs as root): there the file is honestly accepted and
    // measured; for anyone else it is refused with the core's sentence.
    void unreadableSource()
    {
        const QString path = makeFile(QStringLiteral("unreadable.bin"), 64 << 10);
        QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions {}));
        const bool root = ::geteuid() == 0;
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        MainWindow window(&settings);
        QVERIFY(window.controlPanel()->setFile(m_good));
        MessageBoxCatcher boxes;
        QCOMPARE(window.controlPanel()->chooseFile(path), root);
        if (root) {
            QVERIFY(boxes.texts.isEmpty());
            QCOMPARE(window.controlPanel()->file(), path);
            window.controlPanel()->tree()->setCheckedStrategies({ QStringLiteral("copy.buffer-loop") });
            QSignalSpy finished(&window, &MainWindow::runFinished);
            window.run();
            QVERIFY(finished.wait(30000));
            QVERIFY(boxes.texts.isEmpty());
            QVERIFY(window.report());
            QCOMPARE(window.report()->results.front().status, Status::Ok);
        } else {
            QCOMPARE(boxes.texts.size(), 1);
            QVERIFY2(boxes.texts.first().contains(QStringLiteral("is not readable")), qPrintable(boxes.texts.first()));
            QCOMPARE(window.controlPanel()->file(), m_good);
        }
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }

    void recentEntryDeleted()
    {
        QTemporaryDir dir;
        const QString gone = dir.filePath(QStringLiteral("gone soon.bin"));
        QVERIFY(QFile::copy(m_good, gone));
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        MainWindow window(&settings);
        ControlPanel* panel = window.controlPanel();
        QVERIFY(panel->setFile(gone));
        QVERIFY(panel->setFile(m_good));
        QVERIFY(settings.recentFiles().contains(gone));
        QAction* entry = nullptr;
        for (QAction* a : panel->recentMenu()->actions())
            if (a->text() == gone)
                entry = a;
        QVERIFY(entry);
        QVERIFY(QFile::remove(gone));

        MessageBoxCatcher boxes;
        entry->trigger();
        QCOMPARE(boxes.texts.size(), 1);
        QVERIFY2(boxes.texts.first().contains(gone) && boxes.texts.first().contains(QStringLiteral("does not exist"))
                && boxes.texts.first().contains(QStringLiteral("removed from the Recent list")),
            qPrintable(boxes.texts.first()));
        QCOMPARE(panel->file(), m_good);
        QVERIFY(!settings.recentFiles().contains(gone));
        QVERIFY(settings.recentFiles().contains(m_good));
        for (QAction* a : panel->recentMenu()->actions())
            QVERIFY(a->text() != gone);
    }

    void lastFileGone_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("mentions");
        QTest::addRow("deleted") << QStringLiteral("deleted") << QStringLiteral("does not exist");
        QTest::addRow("now a directory") << QStringLiteral("directory") << QStringLiteral("is a directory");
        QTest::addRow("now a FIFO") << QStringLiteral("fifo") << QStringLiteral("is a FIFO");
    }
    void lastFileGone()
    {
        QFETCH(QString, kind);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString last = dir.filePath(QStringLiteral("last.bin"));
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        settings.setLastFile(last);
        const QString made = makeHostilePath(last, kind);
        QVERIFY2(made.isEmpty(), qPrintable(made));

        MainWindow window(&settings);
        QSignalSpy ready(&window, &MainWindow::workloadReady);
        window.ensureWorkload();
        QVERIFY(ready.count() == 1 || ready.wait(120000)); // the demo file may have to be generated
        QCOMPARE(window.controlPanel()->file(), FileGenerator::demoFilePath());
        const QString status = window.statusBar()->currentMessage();
        QVERIFY2(status.contains(last) && status.contains(mentions)
                && status.contains(QStringLiteral("demo file is used instead")),
            qPrintable(status));
        QCOMPARE(settings.lastFile(), FileGenerator::demoFilePath());
        QVERIFY(!settings.recentFiles().contains(last));
    }

    void badOutDir_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("mentions"); // empty: the run succeeds
        QTest::addRow("missing") << QStringLiteral("missing") << QStringLiteral("does not exist");
        QTest::addRow("a file") << QStringLiteral("file") << QStringLiteral("is not a directory");
        // root writes into a mode 0555 directory: there the run honestly succeeds (and must still
        // leave nothing behind); for anyone else it is refused.
        QTest::addRow("read-only directory")
            << QStringLiteral("readonly") << (::geteuid() == 0 ? QString() : QStringLiteral("is not writable"));
        QTest::addRow("the source's own directory") << QStringLiteral("own") << QString();
    }
    void badOutDir()
    {
        QFETCH(QString, kind);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("source.bin"));
        QVERIFY(QFile::copy(m_good, source));
        QString out = dir.filePath(QStringLiteral("out"));
        if (kind == u"file")
            QVERIFY(QFile::copy(m_good, out));
        else if (kind == u"readonly") {
            QVERIFY(QDir().mkdir(out));
            QVERIFY(QFile::setPermissions(out, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        } else if (kind == u"own")
            out = dir.path();

        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        settings.setOutDir(out);
        settings.setReps(1);
        settings.setWarmup(0);
        MainWindow window(&settings);
        QCOMPARE(window.controlPanel()->runSpec().outDir, out.toStdString());
        QVERIFY(window.controlPanel()->setFile(source));
        window.controlPanel()->tree()->setCheckedStrategies({ QStringLiteral("copy.buffer-loop") });
        window.showReport(previousReport(), QStringLiteral("before"));
        const ReportPtr before = window.report();
        const QStringList entriesBefore = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);

        MessageBoxCatcher boxes;
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.run();
        QVERIFY(finished.wait(30000));
        if (mentions.isEmpty()) {
            QVERIFY(boxes.texts.isEmpty());
            QVERIFY(window.report() != before);
            QCOMPARE(window.report()->results.front().status, Status::Ok);
        } else {
            QCOMPARE(boxes.texts.size(), 1);
            QCOMPARE(boxes.titles.first(), QStringLiteral("Run failed"));
            QVERIFY2(boxes.texts.first().contains(QStringLiteral("The out dir '%1'").arg(out))
                    && boxes.texts.first().contains(mentions),
                qPrintable(boxes.texts.first()));
            QCOMPARE(window.report(), before);
        }
        QVERIFY(scratchDirsIn(dir.path()).isEmpty());
        if (QFileInfo(out).isDir())
            QVERIFY(scratchDirsIn(out).isEmpty());
        QStringList entriesAfter = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        entriesAfter.removeAll(QStringLiteral("s.ini")); // written when the window closes at the latest
        QStringList expected = entriesBefore;
        expected.removeAll(QStringLiteral("s.ini"));
        QCOMPARE(entriesAfter, expected);
        QFile::setPermissions(out, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }

    // The file was fine when chosen and vanished before Run: the run fails with the core's
    // sentence, the report stays.
    void sourceDeletedBeforeRun()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("soon gone.bin"));
        QVERIFY(QFile::copy(m_good, source));
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        settings.setOutDir(dir.path());
        MainWindow window(&settings);
        QVERIFY(window.controlPanel()->setFile(source));
        window.controlPanel()->tree()->setCheckedStrategies({ QStringLiteral("copy.buffer-loop") });
        window.showReport(previousReport(), QStringLiteral("before"));
        const ReportPtr before = window.report();
        QVERIFY(QFile::remove(source));

        MessageBoxCatcher boxes;
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.run();
        QVERIFY(finished.wait(30000));
        QCOMPARE(boxes.titles, QStringList { QStringLiteral("Run failed") });
        QVERIFY2(boxes.texts.first().contains(source) && boxes.texts.first().contains(QStringLiteral("does not exist")),
            qPrintable(boxes.texts.first()));
        QCOMPARE(window.report(), before);
        QVERIFY(scratchDirsIn(dir.path()).isEmpty());
    }

    // Every parameter editor accepts exactly the core's range: max is taken and resolves in the
    // core, max + 1 and min - 1 are refused with the paramRejected sentence, the value kept.
    void paramEditorsFollowTheCoreRanges()
    {
        StrategyTree tree;
        QSignalSpy rejected(&tree, &StrategyTree::paramRejected);
        int checked = 0;
        for (const auto& s : Registry::instance().all()) {
            const QString id = QString::fromStdString(s->info().id);
            for (const ParamSpec& spec : s->info().params) {
                QTreeWidgetItem* item = paramItem(&tree, id, QString::fromStdString(spec.key));
                QVERIFY2(item, qPrintable(id));
                const QString shownDefault = item->text(1);
                for (const std::int64_t bad : { spec.max + 1, spec.min - 1 }) {
                    const int before = rejected.count();
                    item->setText(1, QString::number(bad));
                    QVERIFY2(rejected.count() == before + 1, qPrintable(id + u' ' + QString::number(bad)));
                    QCOMPARE(item->text(1), shownDefault);
                }
                item->setText(1, QString::number(spec.max));
                tree.setCheckedStrategies({ id });
                const std::vector<StrategyChoice> choices = tree.choices();
                QCOMPARE(choices.size(), std::size_t(1));
                if (spec.max != spec.defaultValue)
                    QCOMPARE(choices.front().params.at(spec.key), spec.max);
                ParamValues resolved;
                try {
                    resolved = resolveParams(s->info().params, choices.front().params, s->info().id);
                } catch (const std::exception& e) {
                    QFAIL(e.what());
                }
                QCOMPARE(resolved.at(spec.key), spec.max);
                ++checked;
            }
        }
        QVERIFY(checked > 10);
    }

    void absurdParams_data()
    {
        QTest::addColumn<QString>("strategy");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("sentence");
        QTest::addRow("buffer 64G") << QStringLiteral("copy.buffer-loop") << QStringLiteral("buffer_size")
                                    << QStringLiteral("64G")
                                    << QStringLiteral("buffer_size must lie between 1 and 1G.");
        QTest::addRow("buffer 0") << QStringLiteral("copy.buffer-loop") << QStringLiteral("buffer_size")
                                  << QStringLiteral("0") << QStringLiteral("buffer_size must lie between 1 and 1G.");
        QTest::addRow("buffer huge number")
            << QStringLiteral("copy.buffer-loop") << QStringLiteral("buffer_size")
            << QStringLiteral("99999999999999999999999") << QStringLiteral("needs a size such as 8192, 64K or 1M");
        QTest::addRow("100000 threads") << QStringLiteral("read.parallel") << QStringLiteral("threads")
                                        << QStringLiteral("100000")
                                        << QStringLiteral("threads must lie between 1 and 256.");
        QTest::addRow("negative threads")
            << QStringLiteral("read.parallel") << QStringLiteral("threads") << QStringLiteral("-4")
            << QStringLiteral("threads must lie between 1 and 256.");
        QTest::addRow("threads not a number") << QStringLiteral("read.parallel") << QStringLiteral("threads")
                                              << QStringLiteral("lots") << QStringLiteral("needs a whole number");
    }
    void absurdParams()
    {
        QFETCH(QString, strategy);
        QFETCH(QString, key);
        QFETCH(QString, text);
        QFETCH(QString, sentence);
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        MainWindow window(&settings);
        StrategyTree* tree = window.controlPanel()->tree();
        QTreeWidgetItem* item = paramItem(tree, strategy, key);
        QVERIFY(item);
        const QString shown = item->text(1);
        QSignalSpy rejected(tree, &StrategyTree::paramRejected);
        item->setText(1, text);
        QCOMPARE(rejected.count(), 1);
        const QString message = rejected.first().first().toString();
        QVERIFY2(message.contains(sentence), qPrintable(message));
        QCOMPARE(window.statusBar()->currentMessage(), message); // what the user sees
        QCOMPARE(item->text(1), shown);
        tree->setCheckedStrategies({ strategy });
        QVERIFY(tree->choices().front().params.empty()); // the default stays in force
    }

    // Negative repetitions cannot be typed, and a hostile settings file cannot smuggle them in.
    void repetitionsNeverNegative()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        settings.setReps(-5);
        settings.setWarmup(-3);
        MainWindow window(&settings);
        const QList<QSpinBox*> spins = window.controlPanel()->findChildren<QSpinBox*>();
        QCOMPARE(spins.size(), 3); // repetitions, warm-up runs, work (0: the family's default)
        QCOMPARE(window.controlPanel()->runSpec().reps, 1);
        QCOMPARE(window.controlPanel()->runSpec().warmup, 0);
        for (QSpinBox* spin : spins) {
            QVERIFY(spin->minimum() >= 0);
            spin->setValue(7);
            spin->selectAll();
            QTest::keyClicks(spin, QStringLiteral("-9"));
            QTest::keyClick(spin, Qt::Key_Enter);
            QVERIFY2(spin->value() >= 0, qPrintable(spin->text()));
        }
        QVERIFY(window.controlPanel()->runSpec().reps >= 1);
        QVERIFY(window.controlPanel()->runSpec().warmup >= 0);
        QVERIFY(window.controlPanel()->runSpec().work >= 0);
    }

    void hostileSession_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("mentions");
        const QByteArray whole = reportToJson(test::knownReport());
        QTest::addRow("truncated") << QStringLiteral("file") << whole.left(whole.size() / 2)
                                   << QStringLiteral("not valid JSON");
        QTest::addRow("wrong type") << QStringLiteral("file") << QByteArray(R"({"results": 5})")
                                    << QStringLiteral("results");
        QTest::addRow("deep nesting") << QStringLiteral("file") << QByteArray(100'000, '[')
                                      << QStringLiteral("not valid JSON");
        QByteArray runs = "{\"results\": [{\"runs\": [{}";
        runs += QByteArray(",{}").repeated(1'200'000);
        runs += "]}]}";
        QTest::addRow("huge array") << QStringLiteral("file") << runs << QStringLiteral("too large");
        QTest::addRow("2 GiB sparse") << QStringLiteral("huge") << QByteArray() << QStringLiteral("too large");
        QTest::addRow("fifo") << QStringLiteral("fifo") << QByteArray() << QStringLiteral("not a regular file");
        QTest::addRow("directory") << QStringLiteral("directory") << QByteArray()
                                   << QStringLiteral("not a regular file");
        QTest::addRow("missing") << QStringLiteral("missing") << QByteArray() << QString();
    }
    void hostileSession()
    {
        QFETCH(QString, kind);
        QFETCH(QByteArray, content);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("session.json"));
        const QString made = makeHostilePath(path, kind, content);
        QVERIFY2(made.isEmpty(), qPrintable(made));

        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        MainWindow window(&settings);
        window.showReport(previousReport(), QStringLiteral("before"));
        const ReportPtr before = window.report();
        const QString title = window.windowTitle();
        MessageBoxCatcher boxes;
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!window.openSessionFile(path));
        QVERIFY(clock.elapsed() < 20000);
        QCOMPARE(boxes.titles, QStringList { QStringLiteral("Open session") });
        QVERIFY2(boxes.texts.first().contains(path) && boxes.texts.first().contains(mentions),
            qPrintable(boxes.texts.first()));
        QVERIFY(!boxes.texts.first().trimmed().isEmpty());
        QCOMPARE(window.report(), before);
        QCOMPARE(window.windowTitle(), title);

        // The same file as the "before" side of a comparison: the same sentence, no dialog.
        QVERIFY(!window.compareSessionFile(path));
        QCOMPARE(boxes.titles, (QStringList { QStringLiteral("Open session"), QStringLiteral("Compare") }));
        QCOMPARE(boxes.texts.last(), boxes.texts.first());
        QVERIFY(!window.findChild<CompareDialog*>());
        QCOMPARE(window.report(), before);
    }

    // A good session still opens and compares: the refusals above are not a refusal of everything.
    void goodSessionOpens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("good.json"));
        QCOMPARE(Session::save(path, test::knownReport()), QString());
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        MainWindow window(&settings);
        MessageBoxCatcher boxes;
        QVERIFY(!window.compareSessionFile(path)); // nothing to compare with yet
        QVERIFY(window.openSessionFile(path));
        QVERIFY(window.report());
        QCOMPARE(window.report()->results.size(), test::knownReport().results.size());
        QVERIFY(window.compareSessionFile(path));
        QVERIFY(window.findChild<CompareDialog*>());
        QVERIFY(boxes.texts.isEmpty());
    }

    void hostileExtFile_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("mentions"); // empty: no sentence expected
        QTest::addRow("binary garbage") << QStringLiteral("file") << QByteArray("\x00\xff[[[ext.\x01\n= =\n", 14)
                                        << QStringLiteral("problem");
        QTest::addRow("unknown key") << QStringLiteral("file") << QByteArray("[ext.mine]\nnonsense = 1\n")
                                     << QStringLiteral("problem");
        QTest::addRow("shipped id") << QStringLiteral("file")
                                    << QByteArray("[ext.cp]\njob = copy\ntitle = t\ncommand = cp {src} {dst}\n")
                                    << QStringLiteral("problem");
        QTest::addRow("over 1 MiB") << QStringLiteral("file") << QByteArray((1 << 20) + 10, '#')
                                    << QStringLiteral("larger than 1 MiB");
        QTest::addRow("directory") << QStringLiteral("directory") << QByteArray() << QStringLiteral("a directory");
        QTest::addRow("fifo") << QStringLiteral("fifo") << QByteArray() << QStringLiteral("not a regular file");
        QTest::addRow("missing") << QStringLiteral("missing") << QByteArray() << QStringLiteral("cannot be read");
        QTest::addRow("not set") << QStringLiteral("unset") << QByteArray() << QString();
        QTest::addRow("valid") << QStringLiteral("file")
                               << QByteArray("[ext.my-cat]\njob = copy\ntitle = my cat\ncommand = cat -- {src}\n"
                                             "stdout = {dst}\noutput = none\n")
                               << QString();
    }
    // A hostile IOLENS_EXT_FILE: the window still opens and its status bar names the file and
    // the problems on one line.
    void hostileExtFile()
    {
        QFETCH(QString, kind);
        QFETCH(QByteArray, content);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.ext"));
        const QString made = makeHostilePath(path, kind, content);
        QVERIFY2(made.isEmpty(), qPrintable(made));
        if (kind == u"unset")
            qunsetenv("IOLENS_EXT_FILE");
        else
            qputenv("IOLENS_EXT_FILE", QFile::encodeName(path));
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        QElapsedTimer clock;
        clock.start();
        MainWindow window(&settings);
        QVERIFY(clock.elapsed() < 10000);
        qunsetenv("IOLENS_EXT_FILE");
        const QString status = window.statusBar()->currentMessage();
        if (mentions.isEmpty()) {
            QVERIFY2(status.isEmpty(), qPrintable(status));
        } else {
            QVERIFY2(status.contains(path) && status.contains(mentions), qPrintable(status));
            QVERIFY(!status.contains(u'\n'));
        }
    }

    void oddNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("empty");
        QTest::addRow("spaces") << QStringLiteral("a file with spaces.bin") << false;
        QTest::addRow("newline") << QStringLiteral("two\nlines.bin") << false;
        QTest::addRow("Japanese") << QStringLiteral("日本語のファイル.bin") << false;
        QTest::addRow("ampersand and quotes") << QStringLiteral("R&D \"<b>\".bin") << false;
        QTest::addRow("0 bytes") << QStringLiteral("empty.bin") << true;
    }
    void oddNames()
    {
        QFETCH(QString, name);
        QFETCH(bool, empty);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        if (empty) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
        } else {
            QVERIFY(QFile::copy(m_good, path));
        }
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        settings.setOutDir(dir.path());
        settings.setReps(1);
        settings.setWarmup(0);
        MainWindow window(&settings);
        MessageBoxCatcher boxes;
        QVERIFY(window.controlPanel()->chooseFile(path));
        QVERIFY(boxes.texts.isEmpty());
        QCOMPARE(window.controlPanel()->file(), path);
        bool labelShowsName = false;
        for (QLabel* label : window.controlPanel()->findChildren<QLabel*>())
            labelShowsName = labelShowsName || label->text().contains(name.toHtmlEscaped());
        QVERIFY(labelShowsName);
        QAction* recent = nullptr;
        for (QAction* a : window.controlPanel()->recentMenu()->actions())
            if (a->text() == QString(path).replace(u'&', QStringLiteral("&&")))
                recent = a;
        QVERIFY(recent);

        window.controlPanel()->tree()->setCheckedStrategies({ QStringLiteral("copy.buffer-loop") });
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.run();
        QVERIFY(finished.wait(30000));
        QVERIFY2(boxes.texts.isEmpty(), qPrintable(boxes.texts.join(u'\n')));
        QVERIFY(window.report());
        QCOMPARE(QString::fromStdString(window.report()->workload.file), path);
        QCOMPARE(window.report()->results.size(), std::size_t(1));
        QCOMPARE(window.report()->results.front().status, Status::Ok);
        QCOMPARE(window.report()->workload.bytes, empty ? 0u : std::uint64_t { 256 << 10 });
        QVERIFY2(window.windowTitle().contains(name), qPrintable(window.windowTitle()));
        QVERIFY(scratchDirsIn(dir.path()).isEmpty());
    }

    // A source that grows while it is measured: the result is an error marked 'source changed',
    // shown in the table's status cell, not a plausible-looking time.
    void sourceGrowsDuringRun()
    {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("growing.bin"));
        std::atomic<bool> cancel { false };
        generateFile(source.toStdString(), GenKind::Random, 4 << 20, GenOptions {}, cancel);
        Settings settings(dir.filePath(QStringLiteral("s.ini")));
        settings.setOutDir(dir.path());
        settings.setReps(20);
        settings.setWarmup(0);
        MainWindow window(&settings);
        QVERIFY(window.controlPanel()->setFile(source));
        // byte by byte through stdio: slow enough that the growth lands inside the run
        window.controlPanel()->tree()->setCheckedStrategies({ QStringLiteral("copy.byte-stdio") });
        bool grown = false;
        connect(window.controller(), &RunController::progress, this, [&] {
            if (grown)
                return;
            QFile file(source);
            QVERIFY(file.open(QIODevice::Append));
            QCOMPARE(file.write(QByteArray(4096, 'x')), 4096);
            grown = true;
        });
        MessageBoxCatcher boxes;
        QSignalSpy finished(&window, &MainWindow::runFinished);
        window.run();
        QVERIFY(finished.wait(60000));
        QVERIFY(grown);
        QVERIFY2(boxes.texts.isEmpty(), qPrintable(boxes.texts.join(u'\n')));
        QVERIFY(window.report());
        const Result& result = window.report()->results.front();
        QCOMPARE(result.status, Status::Error);
        QVERIFY2(QString::fromStdString(result.message).contains(QStringLiteral("source file changed")),
            result.message.c_str());
        auto* table = window.findChild<QTableView*>();
        const QModelIndex status = table->model()->index(0, ResultsModel::StatusColumn);
        QCOMPARE(status.data().toString(), QStringLiteral("error"));
        QVERIFY(status.data(Qt::ToolTipRole).toString().contains(QStringLiteral("source file changed")));
        QVERIFY(scratchDirsIn(dir.path()).isEmpty());
    }
};

QTEST_MAIN(TestGuiErrors)
#include "tst_guierrors.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Attach to process… on the Trace page, driven like the user does (TracePage::attachTo, Stop):
// a running program that reads a file one byte at a time (tests/trace/attach/attachprog) is
// recorded until Stop and let go, and its trace is shown as a started program's: the file table,
// the small-io finding, the plots. A program that ends during the attach ends the recording with
// its exit status; a refused attach is one sentence.
#include "ui/settings.h"
#include "ui/trace/tracecontroller.h"
#include "ui/trace/tracefilemodel.h"
#include "ui/trace/tracefindingspane.h"
#include "ui/trace/tracepage.h"

#include "core/trace/launch/tracelauncher.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <unistd.h>

using namespace iolens;
using namespace iolens::ui;

namespace {

// attachprog with the given arguments, once it has said "waiting".
bool startProgram(QProcess& program, const QStringList& arguments)
{
    program.start(QStringLiteral(ATTACHPROG), arguments);
    if (!program.waitForStarted())
        return false;
    while (!program.readAllStandardOutput().contains("waiting"))
        if (!program.waitForReadyRead(10'000))
            return false;
    return true;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class TestTraceAttachPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(!trace::TraceLauncher::libraryPath().empty(), "libiolens-trace.so is not built");
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    // Attach, live counters while it records, Stop: the trace of the reads since the attach is
    // shown (file table, finding, plots), the process was let go and goes on to its normal end.
    void attachRecordsUntilStopAndLetsGo()
    {
        const QString data = m_dir.filePath(QStringLiteral("bytes.bin")), stop = m_dir.filePath(QStringLiteral("stop"));
        writeFile(data, QByteArray(5000, 'x'));
        QProcess program;
        QVERIFY(startProgram(program, { QStringLiteral("bytes"), data, stop }));
        const int pid = int(program.processId());

        Settings settings(m_dir.filePath(QStringLiteral("attach.ini")));
        TracePage page(&settings);
        QSignalSpy shown(&page, &TracePage::traceShown);
        QSignalSpy live(page.controller(), &TraceController::live);
        QVERIFY(page.attachTo(pid));
        QVERIFY(page.isRunning());
        QVERIFY(!page.attachTo(pid)); // one trace at a time
        QCOMPARE(page.attachedPid(), pid);
        QVERIFY2(page.statusText().startsWith(QStringLiteral("Recording process %1 (").arg(pid)),
            qPrintable(page.statusText()));
        const QList<QPushButton*> buttons = page.findChildren<QPushButton*>();
        QVERIFY(std::any_of(
            buttons.begin(), buttons.end(), [](QPushButton* b) { return b->text() == u"Stop" && b->isEnabled(); }));
        // It records: the live counters grow with the reads.
        QTRY_VERIFY_WITH_TIMEOUT(!live.isEmpty() && live.last().at(0).value<trace::LiveCounters>().calls > 1000, 20000);
        page.cancel();
        QCOMPARE(page.statusText(),
            QStringLiteral("Letting process %1 go: it runs on; what it did so far is shown.").arg(pid));
        QVERIFY2(shown.wait(30000), qPrintable(page.statusText()));
        QVERIFY(!page.isRunning());
        QCOMPARE(page.attachedPid(), 0);

        const TracePtr t = page.trace();
        QVERIFY(t);
        QCOMPARE(t->processes.front().pid, pid);
        QCOMPARE(QString::fromStdString(t->processes.front().end), QStringLiteral("detached"));
        QVERIFY2(page.statusText().contains(QStringLiteral(" was recorded for ")), qPrintable(page.statusText()));
        QVERIFY2(page.statusText().contains(QStringLiteral(" and let go; it runs on: files ")),
            qPrintable(page.statusText()));
        bool dataListed = false;
        for (int row = 0; row < page.fileModel()->rowCount(); ++row)
            dataListed = dataListed
                || page.fileModel()
                       ->index(row, TraceFileModel::FileColumn)
                       .data()
                       .toString()
                       .endsWith(QStringLiteral("bytes.bin"));
        QVERIFY(dataListed);
        bool smallIo = false;
        for (const trace::Finding& f : t->findings)
            smallIo = smallIo || f.id == "small-io";
        QVERIFY(smallIo);
        QVERIFY(page.findings()->count() > 0);
        QVERIFY(std::any_of(buttons.begin(), buttons.end(), [](QPushButton* b) { return b->text() == u"Cancel"; }));

        // Let go: it goes on reading and ends as it would have.
        writeFile(stop, {});
        QVERIFY(program.waitForFinished(20'000));
        QCOMPARE(program.exitStatus(), QProcess::NormalExit);
        QCOMPARE(program.exitCode(), 0);
        QVERIFY(program.readAllStandardOutput().startsWith("done "));
    }

    // The program ends on its own during the attach (a duration far longer): the trace arrives
    // at once and says it exited with its status, not that it was let go.
    void theProgramEndsDuringTheAttach()
    {
        // A "%3" in the command line stays as it is in the status line (not a placeholder).
        const QString data = m_dir.filePath(QStringLiteral("ends%3.bin"));
        writeFile(data, QByteArray(5000, 'y'));
        QProcess program;
        QVERIFY(startProgram(program,
            { QStringLiteral("bytesfor"), data, QStringLiteral("2500"), QStringLiteral("return"),
                QStringLiteral("3") }));
        const int pid = int(program.processId());
        Settings settings(m_dir.filePath(QStringLiteral("ends.ini")));
        TracePage page(&settings);
        QSignalSpy shown(&page, &TracePage::traceShown);
        QVERIFY(page.attachTo(pid, 600));
        QVERIFY2(page.statusText().contains(QStringLiteral("/ends%3.bin 2500 ")), qPrintable(page.statusText()));
        QVERIFY2(page.statusText().endsWith(QStringLiteral(") for 600 s; Stop lets it go sooner.")),
            qPrintable(page.statusText()));
        QVERIFY2(shown.wait(60'000), qPrintable(page.statusText()));
        QCOMPARE(QString::fromStdString(page.trace()->processes.front().end), QStringLiteral("exited"));
        QCOMPARE(page.trace()->exitStatus, 3);
        QVERIFY2(
            page.statusText().contains(QStringLiteral(" exited with status 3 after ")), qPrintable(page.statusText()));
        QVERIFY(program.state() == QProcess::NotRunning || program.waitForFinished(20'000));
        QCOMPARE(program.exitCode(), 3);
    }

    // Refused: the attach's one sentence in the status line, nothing running.
    void aRefusedAttachSaysWhy()
    {
        Settings settings(m_dir.filePath(QStringLiteral("refused.ini")));
        TracePage page(&settings);
        QSignalSpy failed(page.controller(), &TraceController::failed);
        QVERIFY(page.attachTo(int(::getpid())));
        QVERIFY(failed.wait(20'000));
        QVERIFY2(page.statusText().contains(QStringLiteral("is iolens itself")), qPrintable(page.statusText()));
        QVERIFY(!page.isRunning());
        QVERIFY(!page.attachTo(0));
        QCOMPARE(page.statusText(), QStringLiteral("Choose a process to attach to first."));
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestTraceAttachPage)
#include "tst_traceattachpage.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The process list of Attach to process… (ProcessListModel) and its dialog: the order rows come
// in, the greyed rows and their reasons, the filter, and the real /proc listing.
#include "ui/trace/attachdialog.h"
#include "ui/trace/processlistmodel.h"

#include <QAbstractItemModelTester>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include <unistd.h>

using iolens::trace::AttachBlock;
using iolens::trace::RunningProcess;
using iolens::ui::AttachDialog;
using iolens::ui::ProcessListModel;

namespace {

RunningProcess process(
    int pid, std::uint64_t start, AttachBlock block = AttachBlock::None, const char* command = "prog")
{
    RunningProcess p;
    p.pid = pid;
    p.uid = 1000;
    p.user = "alice";
    p.command = command;
    p.startTicks = start;
    p.block = block;
    p.tracer = 77;
    p.scope = 2;
    return p;
}

QList<int> pids(const QAbstractItemModel& model)
{
    QList<int> out;
    for (int row = 0; row < model.rowCount(); ++row)
        out << model.index(row, 0).data(ProcessListModel::PidRole).toInt();
    return out;
}

} // namespace

class TestProcessListModel : public QObject {
    Q_OBJECT

private slots:
    // The ones that can be attached first, the newest of those first; the refused ones after.
    void rowsComeAttachableAndNewestFirst()
    {
        ProcessListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProcesses({ process(10, 100), process(11, 300, AttachBlock::AlreadyTraced), process(12, 200),
            process(13, 50, AttachBlock::OtherUser), process(14, 500) });
        QCOMPARE(pids(model), (QList<int> { 14, 12, 10, 11, 13 }));
        QCOMPARE(model.columnCount(), int(ProcessListModel::ColumnCount));
        QCOMPARE(model.index(0, ProcessListModel::PidColumn).data().toString(), QStringLiteral("14"));
        QCOMPARE(model.index(0, ProcessListModel::PidColumn).data(ProcessListModel::SortRole).toInt(), 14);
        QCOMPARE(model.index(0, ProcessListModel::UserColumn).data().toString(), QStringLiteral("alice"));
        QCOMPARE(model.index(0, ProcessListModel::CommandColumn).data().toString(), QStringLiteral("prog"));
        QVERIFY(model.index(0, ProcessListModel::WhyNotColumn).data().toString().isEmpty());
    }

    // A process the attach would refuse is greyed (not enabled, not selectable) and says why, with
    // the figures the user needs (the tracer's pid, the ptrace_scope value).
    void refusedRowsAreGreyedWithTheirReason_data()
    {
        QTest::addColumn<int>("block");
        QTest::addColumn<QString>("reason");
        QTest::addRow("itself") << int(AttachBlock::Itself) << QStringLiteral("This is iolens itself.");
        QTest::addRow("ended") << int(AttachBlock::Ended)
                               << QStringLiteral("It has ended; its parent has not collected it yet.");
        QTest::addRow("traced") << int(AttachBlock::AlreadyTraced)
                                << QStringLiteral(
                                       "Already traced by process 77 (a debugger or strace): detach that first.");
        QTest::addRow("other user") << int(AttachBlock::OtherUser)
                                    << QStringLiteral(
                                           "It belongs to another user: run iolens as that user, or as root.");
        QTest::addRow("ptrace scope") << int(AttachBlock::PtraceScope)
                                      << QStringLiteral("kernel.yama.ptrace_scope is 2, which forbids it: run iolens "
                                                        "as root, or set it to 0.");
    }
    void refusedRowsAreGreyedWithTheirReason()
    {
        QFETCH(int, block);
        QFETCH(QString, reason);
        ProcessListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setProcesses({ process(20, 1, AttachBlock(block)), process(21, 2) });
        QCOMPARE(pids(model), (QList<int> { 21, 20 }));
        for (int column = 0; column < model.columnCount(); ++column) {
            QVERIFY(!(model.flags(model.index(1, column)) & Qt::ItemIsEnabled));
            QVERIFY(!(model.flags(model.index(1, column)) & Qt::ItemIsSelectable));
            QVERIFY(model.flags(model.index(0, column)) & Qt::ItemIsSelectable);
        }
        QCOMPARE(model.index(1, ProcessListModel::WhyNotColumn).data().toString(), reason);
        QCOMPARE(model.index(1, ProcessListModel::CommandColumn).data(Qt::ToolTipRole).toString(), reason);
    }

    // The real list: a program this test started is there and can be attached, the test itself is
    // there and cannot; the dialog's filter finds the program by a word of its command line, and
    // Attach is enabled only with a process chosen.
    void dialogListsAndFiltersTheRealProcesses()
    {
        QProcess sleeper;
        sleeper.start(QStringLiteral("sleep"), { QStringLiteral("31.5") });
        QVERIFY(sleeper.waitForStarted());
        const int child = int(sleeper.processId());
        AttachDialog dialog;
        QAbstractItemModelTester tester(dialog.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(dialog.proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QPushButton* attach = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QVERIFY(!attach->isEnabled());
        QCOMPARE(dialog.pid(), 0);
        const QList<int> listed = pids(*dialog.model());
        QVERIFY(listed.contains(child));
        QVERIFY(listed.contains(int(::getpid())));
        QVERIFY(!dialog.selectPid(int(::getpid()))); // greyed: iolens itself
        QVERIFY(listed.indexOf(child) < listed.indexOf(int(::getpid()))); // attachable rows first
        dialog.filter()->setText(QStringLiteral("SLEEP 31.5"));
        QCOMPARE(pids(*dialog.proxy()), QList<int> { child });
        QVERIFY(dialog.selectPid(child));
        QCOMPARE(dialog.pid(), child);
        QVERIFY(attach->isEnabled());
        dialog.duration()->setValue(5);
        QCOMPARE(dialog.durationSeconds(), 5);
        dialog.filter()->setText(QString::number(child) + QStringLiteral("-no-such"));
        QCOMPARE(dialog.proxy()->rowCount(), 0);
        QVERIFY(!attach->isEnabled());
        sleeper.kill();
        sleeper.waitForFinished();
    }
};

QTEST_MAIN(TestProcessListModel)
#include "tst_processlistmodel.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/runcontroller.h"

#include "core/generator.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace iolens;
using namespace iolens::ui;

class TestRunController : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_file;

    QString makeFile(const char* name, std::uint64_t size)
    {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        std::atomic<bool> cancel { false };
        generateFile(path.toStdString(), GenKind::Random, size, GenOptions {}, cancel);
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = makeFile("input.bin", 4ull << 20);
    }

    void wholeRun()
    {
        RunController controller;
        QSignalSpy started(&controller, &RunController::started);
        QSignalSpy results(&controller, &RunController::resultReady);
        QSignalSpy progress(&controller, &RunController::progress);
        QSignalSpy finished(&controller, &RunController::finished);
        QSignalSpy failed(&controller, &RunController::failed);
        RunSpec spec;
        spec.file = m_file.toStdString();
        spec.strategies = { { "copy.buffer-loop", {}, true }, { "copy.sendfile", {}, true } };
        spec.reps = 2;
        spec.warmup = 0;
        controller.start(spec);
        QCOMPARE(started.count(), 1);
        QVERIFY(controller.isRunning());
        QVERIFY(finished.wait(30000));
        QCOMPARE(failed.count(), 0);
        QCOMPARE(results.count(), 1);
        QVERIFY(!controller.isRunning());
        const auto report = results.first().first().value<std::shared_ptr<const Report>>();
        QVERIFY(report);
        QCOMPARE(report->results.size(), std::size_t(2));
        for (const Result& r : report->results) {
            QCOMPARE(r.status, Status::Ok);
            QVERIFY(r.verified);
            QCOMPARE(r.samples.size(), std::size_t(2));
        }
        QVERIFY(controller.lastWorkerThreadId() != nullptr);
        QVERIFY(controller.lastWorkerThreadId() != QThread::currentThreadId());
        QVERIFY(!progress.isEmpty());
        int last = -1;
        for (const auto& args : progress) { // throttled: strictly increasing permille
            QVERIFY(args.at(0).toInt() > last);
            last = args.at(0).toInt();
        }
        QVERIFY(progress.count() <= 1001);
    }

    void badInputFails()
    {
        RunController controller;
        QSignalSpy failed(&controller, &RunController::failed);
        QSignalSpy finished(&controller, &RunController::finished);
        RunSpec spec;
        spec.file = m_dir.filePath(QStringLiteral("missing.bin")).toStdString();
        spec.strategies = { { "copy.buffer-loop", {}, true } };
        controller.start(spec);
        QVERIFY(finished.wait(10000));
        QCOMPARE(failed.count(), 1);
        QVERIFY(failed.first().first().toString().contains(QStringLiteral("missing.bin")));
    }

    void cancelStopsAndCleansUp()
    {
        const QString big = makeFile("big.bin", 64ull << 20);
        QTemporaryDir out;
        RunController controller;
        QSignalSpy progress(&controller, &RunController::progress);
        QSignalSpy results(&controller, &RunController::resultReady);
        QSignalSpy finished(&controller, &RunController::finished);
        RunSpec spec;
        spec.file = big.toStdString();
        spec.outDir = out.path().toStdString();
        // Per-byte stdio copying of 64 MiB takes seconds: long enough to cancel in the middle.
        spec.strategies = { { "copy.byte-stdio", {}, true } };
        spec.reps = 5;
        spec.warmup = 0;
        controller.start(spec);
        QVERIFY(progress.wait(10000));
        QElapsedTimer clock;
        clock.start();
        controller.cancel();
        QVERIFY(finished.wait(10000));
        QVERIFY2(clock.elapsed() < 1500, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(results.count(), 1);
        const auto report = results.first().first().value<std::shared_ptr<const Report>>();
        QCOMPARE(report->results.front().status, Status::Cancelled);
        QVERIFY(QDir(out.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    }
};

QTEST_MAIN(TestRunController)
#include "tst_runcontroller.moc"

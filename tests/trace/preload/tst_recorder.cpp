// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The recorder of libiolens-trace.so (core/trace/preload/recorder.h) linked into this test, without
// LD_PRELOAD: the same calls through the general path and through the fgetc fast path (with its
// flush) leave the same counts in their slot and their events.
#include "recorderprobe.h"

#include <QTemporaryDir>
#include <QtTest>

class TstRecorder : public QObject {
    Q_OBJECT

private slots:
    void fastPathRecordsWhatTheGeneralPathDoes()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        recorder_probe_result r {};
        const unsigned n = 5000; // past several sampling periods (1 in 1,024 timed)
        QCOMPARE(recorder_probe(dir.path().toUtf8().constData(), n, &r), 0);
        // the fast path took the calls between its timed ones: all but the first 64 and 1 in 1,024
        QCOMPARE(r.fast_calls, quint64(n - 64 - 4));
        const iolt_slot& g = r.general.slot;
        const iolt_slot& f = r.fast.slot;
        QCOMPARE(quint64(g.count), quint64(n));
        QCOMPARE(quint64(f.count), quint64(g.count));
        QCOMPARE(quint64(f.timed), quint64(g.timed));
        QCOMPARE(quint64(g.timed), quint64(64 + 4));
        QCOMPARE(quint64(f.bytes), quint64(g.bytes));
        QCOMPARE(quint64(f.errors), quint64(g.errors));
        QCOMPARE(quint64(f.sequential), quint64(g.sequential));
        QCOMPARE(quint64(f.random), quint64(g.random));
        for (unsigned k = 0; k < IOLT_HIST_BUCKETS; ++k)
            QCOMPARE(quint64(f.hist[k]), quint64(g.hist[k]));
        QCOMPARE(quint64(g.hist[1]), quint64(n));
        QCOMPARE(quint64(r.fast.event_calls), quint64(r.general.event_calls));
        QCOMPARE(quint64(r.fast.event_bytes), quint64(r.general.event_bytes));
        QCOMPARE(quint64(r.general.event_calls), quint64(n));
    }
};

QTEST_GUILESS_MAIN(TstRecorder)
#include "tst_recorder.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The recorder of libiolens-trace.so (core/trace/preload/recorder.h) linked into this test, without
// LD_PRELOAD: the same calls through the general path and through the fgetc fast path (with its
// flush) leave the same counts in their slot and their events; keys past a thread block's slot
// table keep their counts in the thread's further tables.
#include "recorderprobe.h"

#include <QTemporaryDir>
#include <QtTest>

class TstRecorder : public QObject {
    Q_OBJECT

    // One recorder per process, started by the first test: its trace file stays here (a file
    // that grows is reopened by name) until the last test is done.
    QTemporaryDir m_dir;

private slots:
    void fastPathRecordsWhatTheGeneralPathDoes()
    {
        QVERIFY(m_dir.isValid());
        recorder_probe_result r {};
        const unsigned n = 5000; // past several sampling periods (1 in 1,024 timed)
        QCOMPARE(recorder_probe(m_dir.path().toUtf8().constData(), n, &r), 0);
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

    // A thread's block holds 1,024 slots; past 7/8 of them its further tables take the keys. Every
    // key, wherever its slot is, ends with exactly what was recorded, as the keys that fit do: one
    // key a file, and 40 a file (call sites reading it), whose probes in the further tables' hash
    // all start near each other (slottables.c, probe_start).
    void furtherSlotTablesKeepEveryCount_data()
    {
        QTest::addColumn<quint32>("firstFile");
        QTest::addColumn<quint32>("keys");
        QTest::addColumn<quint32>("sitesPerFile");
        QTest::addColumn<bool>("further");
        QTest::addRow("in the block's table") << quint32(1000) << quint32(100) << quint32(1) << false;
        QTest::addRow("past it, into two further tables") << quint32(100000) << quint32(5000) << quint32(1) << true;
        QTest::addRow("40 keys a file, past each file's list")
            << quint32(200000) << quint32(6000) << quint32(40) << true;
    }
    void furtherSlotTablesKeepEveryCount()
    {
        QFETCH(quint32, firstFile);
        QFETCH(quint32, keys);
        QFETCH(quint32, sitesPerFile);
        QFETCH(bool, further);
        QVERIFY(m_dir.isValid());
        recorder_probe_keys_result r {};
        const unsigned rounds = 3;
        QCOMPARE(recorder_probe_keys(m_dir.path().toUtf8().constData(), firstFile, keys, sitesPerFile, rounds, &r), 0);
        QCOMPARE(quint64(r.keys_found), quint64(keys));
        QCOMPARE(quint64(r.keys_exact), quint64(keys));
        QCOMPARE(quint64(r.slots_dropped), quint64(0));
        QCOMPARE(r.slots_in_further_tables > 0, further);
        if (further)
            QVERIFY(r.slots_in_further_tables > 2048); // the first further table holds 2,048
    }
};

QTEST_GUILESS_MAIN(TstRecorder)
#include "tst_recorder.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The preload's table of file mappings (core/trace/preload/mappings.h) linked into this test with
// the recorder, without LD_PRELOAD: the pages of real mappings of a real file that this process
// wrote are counted as page faults on the file when the mapping (or a part of it) goes, when it
// moves with mremap, and as at exit; pagemap entries are counted by their present and swapped bits.
#include "mapprobe.h"

#include <QTemporaryDir>
#include <QtTest>

class TstMappings : public QObject {
    Q_OBJECT

    // One recorder per process, started by the first scenario.
    QTemporaryDir m_dir;

private slots:
    void pagemapEntriesCountWhenPresentOrSwapped()
    {
        const std::uint64_t present = 1ull << 63, swapped = 1ull << 62, fileBacked = 1ull << 61;
        const std::uint64_t entries[]
            = { 0, present | 0x1234, swapped, present | fileBacked, fileBacked, 0x7ff, present | swapped };
        QCOMPARE(map_probe_pagemap_count(entries, 7), std::uint64_t(4));
        QCOMPARE(map_probe_pagemap_count(entries, 1), std::uint64_t(0));
        QCOMPARE(map_probe_pagemap_count(entries, 0), std::uint64_t(0));
    }

    void pagesAreCountedAtUnmapAndAtExit()
    {
        QVERIFY(m_dir.isValid());
        map_probe_result r {};
        QCOMPARE(map_probe_unmap_and_exit(m_dir.path().toUtf8().constData(), 7, 3, &r), 0);
        // pages 0, 3, 10 and 63 were written: 10 in the unmapped middle, the others at "exit"
        QCOMPARE(quint64(r.slot.count), quint64(4));
        QCOMPARE(quint64(r.slot.bytes), quint64(4 * r.page_size));
        QCOMPARE(quint64(r.slot.hist[iolt_hist_bucket(r.page_size)]), quint64(4));
        QCOMPARE(quint64(r.slot.timed), quint64(0)); // the time of page faults is not measured
        QCOMPARE(quint64(r.slot.ns), quint64(0));
        QCOMPARE(quint32(r.slot.key.site), quint32(3)); // the mmap's site
        // one event per measured piece: the middle (1 page), [0, 8) (2 pages), [16, 64) (1 page)
        QCOMPARE(quint64(r.events), quint64(3));
        QCOMPARE(quint64(r.event_pages), quint64(4));
        QCOMPARE(quint64(r.event_bytes), quint64(4 * r.page_size));
        QCOMPARE(quint64(r.maps_measured), quint64(3));
        QCOMPARE(quint64(r.maps_unmeasured), quint64(0));
    }

    void aMovedMappingIsFollowedAndAStaleOneForgotten()
    {
        QVERIFY(m_dir.isValid());
        map_probe_result r {};
        QCOMPARE(map_probe_moved(m_dir.path().toUtf8().constData(), 20, 5, &r), 0);
        QCOMPARE(quint64(r.slot.count), quint64(3)); // pages 0 and 1 before mremap, page 20 after
        QCOMPARE(quint64(r.slot.bytes), quint64(3 * r.page_size));
        QCOMPARE(quint64(r.events), quint64(1));
        // the moved mapping, and the new mapping of the stale one's range (measured, no page);
        // the stale entry itself, unmeasured
        QCOMPARE(quint64(r.maps_measured), quint64(2));
        QCOMPARE(quint64(r.maps_unmeasured), quint64(1));
    }
};

QTEST_GUILESS_MAIN(TstMappings)
#include "tst_mappings.moc"

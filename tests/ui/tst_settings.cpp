// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/settings.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace iolens::ui;

class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void defaultsAndPersistence()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("iolens.ini"));
        {
            Settings settings(file);
            QCOMPARE(settings.reps(), 5);
            QCOMPARE(settings.warmup(), 1);
            QVERIFY(!settings.coldCache());
            QVERIFY(settings.checkedStrategies().contains(QStringLiteral("copy.buffer-loop")));
            QSignalSpy changed(&settings, &Settings::changed);
            settings.setReps(9);
            settings.setReps(9); // no change, no signal
            QCOMPARE(changed.count(), 1);
            QCOMPARE(changed.first().first().toString(), QStringLiteral("run/reps"));
            for (int i = 0; i < Settings::kMaxRecentFiles + 3; ++i)
                settings.setLastFile(QStringLiteral("/tmp/f%1").arg(i));
            settings.setLastFile(QStringLiteral("/tmp/f5"));
        }
        Settings reopened(file);
        QCOMPARE(reopened.reps(), 9);
        QCOMPARE(reopened.lastFile(), QStringLiteral("/tmp/f5"));
        QCOMPARE(reopened.recentFiles().size(), Settings::kMaxRecentFiles);
        QCOMPARE(reopened.recentFiles().first(), QStringLiteral("/tmp/f5"));
        QCOMPARE(reopened.recentFiles().count(QStringLiteral("/tmp/f5")), 1);
    }

    void removeRecentFile()
    {
        QTemporaryDir dir;
        Settings settings(dir.filePath(QStringLiteral("iolens.ini")));
        settings.setLastFile(QStringLiteral("/tmp/a"));
        settings.setLastFile(QStringLiteral("/tmp/b"));
        settings.removeRecentFile(QStringLiteral("/tmp/a")); // not the last file: only the list changes
        QCOMPARE(settings.recentFiles(), QStringList { QStringLiteral("/tmp/b") });
        QCOMPARE(settings.lastFile(), QStringLiteral("/tmp/b"));
        QSignalSpy changed(&settings, &Settings::changed);
        settings.removeRecentFile(QStringLiteral("/tmp/b")); // the last file: forgotten too
        QVERIFY(settings.recentFiles().isEmpty());
        QVERIFY(settings.lastFile().isEmpty());
        QCOMPARE(changed.count(), 2);
        settings.removeRecentFile(QStringLiteral("/tmp/never")); // unknown: nothing changes
        QCOMPARE(changed.count(), 2);
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"

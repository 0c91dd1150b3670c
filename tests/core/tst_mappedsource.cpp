// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/io/mappedsource.h"
#include "core/probe.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>

using namespace iolens;

namespace {
std::uint64_t callsOf(const std::vector<PhaseTotals>& phases, Phase phase)
{
    for (const PhaseTotals& p : phases)
        if (p.phase == phase)
            return p.calls;
    return 0;
}
} // namespace

class TestMappedSource : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void mapsTheWholeFileInThreeTimedPhases()
    {
        const QByteArray content = QByteArrayLiteral("first line\nsecond\r\nthird without an ending");
        const QString path = m_dir.filePath(QStringLiteral("source.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(content), content.size());
        file.close();

        Probe probe;
        MappedSource source(path.toStdString(), probe);
        QCOMPARE(source.size(), static_cast<std::uint64_t>(content.size()));
        QCOMPARE(std::memcmp(source.data(), content.constData(), static_cast<std::size_t>(content.size())), 0);
        source.close(probe);
        const auto phases = probe.phases();
        QCOMPARE(callsOf(phases, Phase::Open), std::uint64_t(2)); // open(2) + fstat(2)
        QCOMPARE(callsOf(phases, Phase::Map), std::uint64_t(1)); // mmap(2)
        QCOMPARE(callsOf(phases, Phase::Close), std::uint64_t(2)); // munmap(2) + close(2)
        QCOMPARE(phases.size(), std::size_t(3));
        QCOMPARE(QFile(path).size(), content.size()); // the source is only read
    }

    void anEmptyFileHasNoBytes()
    {
        const QString path = m_dir.filePath(QStringLiteral("empty"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        NullProbe probe;
        MappedSource source(path.toStdString(), probe);
        QCOMPARE(source.size(), std::uint64_t(0));
        source.close(probe);
    }

    void aMissingFileIsNamed()
    {
        const std::string path = m_dir.filePath(QStringLiteral("missing")).toStdString();
        NullProbe probe;
        try {
            MappedSource source(path, probe);
            QFAIL("a missing file was mapped");
        } catch (const IoError& e) {
            QVERIFY2(std::string(e.what()).find(path) != std::string::npos, e.what());
            QCOMPARE(e.error(), ENOENT);
        }
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestMappedSource)
#include "tst_mappedsource.moc"

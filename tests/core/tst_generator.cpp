// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/errors.h"
#include "core/generator.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>
#include <sys/stat.h>

using namespace iolens;

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QStringList entries(const QString& dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
}

// Strict UTF-8: no overlong forms, no surrogates, nothing above U+10FFFF, no truncated sequence.
bool isValidUtf8(const QByteArray& bytes)
{
    const auto* p = reinterpret_cast<const unsigned char*>(bytes.constData());
    const auto* end = p + bytes.size();
    while (p < end) {
        const unsigned char c = *p;
        int extra = 0;
        char32_t cp = 0;
        if (c < 0x80) {
            ++p;
            continue;
        } else if ((c & 0xE0) == 0xC0) {
            extra = 1;
            cp = c & 0x1F;
        } else if ((c & 0xF0) == 0xE0) {
            extra = 2;
            cp = c & 0x0F;
        } else if ((c & 0xF8) == 0xF0) {
            extra = 3;
            cp = c & 0x07;
        } else {
            return false;
        }
        if (end - p <= extra)
            return false;
        for (int i = 1; i <= extra; ++i) {
            if ((p[i] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i] & 0x3F);
        }
        static constexpr char32_t minimum[] = { 0, 0x80, 0x800, 0x10000 };
        if (cp < minimum[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        p += extra + 1;
    }
    return true;
}

} // namespace

class TestGenerator : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::atomic<bool> m_noCancel { false };

    QString path(const char* name) const { return m_dir.filePath(QString::fromLatin1(name)); }

    QByteArray generate(const QString& file, GenKind kind, std::uint64_t size, GenOptions options = {})
    {
        QFile::remove(file);
        generateFile(file.toStdString(), kind, size, options, m_noCancel);
        return readAll(file);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void exactSize_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("charset");
        QTest::addColumn<qulonglong>("size");
        const struct {
            const char* name;
            GenKind kind;
            TextCharset charset;
        } kinds[] = { { "random", GenKind::Random, TextCharset::Ascii }, { "ascii", GenKind::Text, TextCharset::Ascii },
            { "utf8", GenKind::Text, TextCharset::Utf8 }, { "zeros", GenKind::Zeros, TextCharset::Ascii },
            { "sparse", GenKind::Sparse, TextCharset::Ascii } };
        for (const auto& k : kinds)
            for (qulonglong size : { 0ull, 1ull, 2ull, 4097ull, (3ull << 20) + 7 })
                QTest::addRow("%s-%llu", k.name, size) << int(k.kind) << int(k.charset) << size;
    }
    void exactSize()
    {
        QFETCH(int, kind);
        QFETCH(int, charset);
        QFETCH(qulonglong, size);
        GenOptions options;
        options.charset = static_cast<TextCharset>(charset);
        const QString file = path("sized");
        const QByteArray data = generate(file, static_cast<GenKind>(kind), size, options);
        QCOMPARE(QFileInfo(file).size(), qint64(size));
        QCOMPARE(qulonglong(data.size()), size);
        if (static_cast<GenKind>(kind) == GenKind::Text && size > 0) {
            QCOMPARE(data.back(), '\n');
            QVERIFY(isValidUtf8(data));
        }
        if (static_cast<GenKind>(kind) == GenKind::Zeros || static_cast<GenKind>(kind) == GenKind::Sparse)
            QCOMPARE(data.count('\0'), qsizetype(size));
        // Only the output is left: the temporary file was renamed, not copied.
        QCOMPARE(entries(m_dir.path()), QStringList { QStringLiteral("sized") });
    }

    void textLines_data()
    {
        QTest::addColumn<int>("charset");
        QTest::addColumn<qulonglong>("lineLength");
        for (qulonglong length : { 1ull, 2ull, 7ull, 80ull, 81ull, 1000ull }) {
            QTest::addRow("ascii-%llu", length) << int(TextCharset::Ascii) << length;
            QTest::addRow("utf8-%llu", length) << int(TextCharset::Utf8) << length;
        }
    }
    void textLines()
    {
        QFETCH(int, charset);
        QFETCH(qulonglong, lineLength);
        GenOptions options;
        options.charset = static_cast<TextCharset>(charset);
        options.lineLength = lineLength;
        const std::uint64_t size = (2ull << 20) + 13;
        const QByteArray data = generate(path("text"), GenKind::Text, size, options);
        QCOMPARE(qulonglong(data.size()), qulonglong(size));
        QCOMPARE(data.back(), '\n');

        const std::uint64_t maxLength = lineLength + lineLength / 2;
        qsizetype start = 0;
        qsizetype lines = 0;
        while (start < data.size()) {
            const qsizetype newline = data.indexOf('\n', start);
            QVERIFY(newline >= 0);
            const qsizetype length = newline - start + 1;
            QVERIFY2(std::uint64_t(length) <= maxLength,
                qPrintable(QStringLiteral("line %1 has %2 bytes").arg(lines).arg(length)));
            // Every line on its own is valid: no character is split across a line end.
            QVERIFY(isValidUtf8(data.mid(start, length)));
            QVERIFY(!data.mid(start, length).contains('\r'));
            ++lines;
            start = newline + 1;
        }
        const double average = double(data.size()) / double(lines);
        QVERIFY2(std::abs(average - double(lineLength)) <= std::max(0.02 * double(lineLength), 0.5),
            qPrintable(QStringLiteral("average line length %1").arg(average)));
    }

    void utf8MixesScripts()
    {
        GenOptions options;
        options.charset = TextCharset::Utf8;
        const QByteArray data = generate(path("utf8"), GenKind::Text, 64 << 10, options);
        QVERIFY(isValidUtf8(data));
        const QString text = QString::fromUtf8(data);
        QCOMPARE(text.toUtf8(), data); // an invalid sequence would have become U+FFFD
        bool hangul = false, kana = false, kanji = false, ascii = false;
        for (QChar c : text) {
            const char16_t u = c.unicode();
            hangul |= u >= 0xAC00 && u <= 0xD7A3;
            kana |= (u >= 0x3040 && u <= 0x309F) || (u >= 0x30A0 && u <= 0x30FF);
            kanji |= u >= 0x4E00 && u <= 0x9FFF;
            ascii |= u >= u'a' && u <= u'z';
        }
        QVERIFY(hangul);
        QVERIFY(kana);
        QVERIFY(kanji);
        QVERIFY(ascii);
    }

    void asciiIsAscii()
    {
        const QByteArray data = generate(path("ascii"), GenKind::Text, 256 << 10);
        for (char c : data)
            QVERIFY(static_cast<unsigned char>(c) < 0x80);
    }

    void deterministic_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addRow("random") << int(GenKind::Random);
        QTest::addRow("text") << int(GenKind::Text);
    }
    void deterministic()
    {
        QFETCH(int, kind);
        const auto k = static_cast<GenKind>(kind);
        const std::uint64_t size = (3ull << 20) + 5;
        GenOptions a;
        a.seed = 42;
        GenOptions b;
        b.seed = 43;
        const QByteArray first = generate(path("det"), k, size, a);
        const QByteArray again = generate(path("det"), k, size, a);
        const QByteArray other = generate(path("det"), k, size, b);
        QCOMPARE(first.size(), qsizetype(size));
        QVERIFY(first == again);
        QVERIFY(first != other);
        // A shorter file is a prefix of a longer one with the same seed (random data only: text
        // shapes its last line to the size).
        if (k == GenKind::Random)
            QVERIFY(first.startsWith(generate(path("det"), k, 4097, a)));
    }

    void randomLooksRandom()
    {
        const QByteArray data = generate(path("rnd"), GenKind::Random, 1 << 20);
        QVERIFY(data.count('\0') < data.size() / 128); // ~1/256 expected
        std::array<qsizetype, 256> histogram {};
        for (char c : data)
            ++histogram[static_cast<unsigned char>(c)];
        // 4096 expected per value; a broken generator is far off, a good one within a few %.
        for (qsizetype n : histogram)
            QVERIFY(n > 3500 && n < 4700);
    }

    void sparseHasNoBlocks()
    {
        const QString file = path("sparse");
        generate(file, GenKind::Sparse, 64ull << 20);
        struct stat st { };
        QCOMPARE(::stat(file.toLocal8Bit().constData(), &st), 0);
        QCOMPARE(st.st_size, off_t(64ll << 20));
        QVERIFY2(st.st_blocks * 512 < (1 << 20), qPrintable(QString::number(st.st_blocks)));
    }

    void refusesToOverwrite()
    {
        const QString file = path("existing");
        QFile::remove(file);
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("keep me");
        }
        try {
            generateFile(file.toStdString(), GenKind::Zeros, 10, {}, m_noCancel);
            QFAIL("an existing file was overwritten");
        } catch (const UsageError& e) {
            QVERIFY(QString::fromUtf8(e.what()).contains(file));
        }
        QCOMPARE(readAll(file), QByteArray("keep me"));

        GenOptions overwrite;
        overwrite.overwrite = true;
        generateFile(file.toStdString(), GenKind::Zeros, 10, overwrite, m_noCancel);
        QCOMPARE(readAll(file), QByteArray(10, '\0'));
        QFile::remove(file);
    }

    void refusesNonRegularTargets()
    {
        GenOptions overwrite;
        overwrite.overwrite = true;
        const QString sub = path("subdir");
        QVERIFY(QDir().mkpath(sub));
        QVERIFY_THROWS_EXCEPTION(
            UsageError, generateFile(sub.toStdString(), GenKind::Zeros, 10, overwrite, m_noCancel));
        QVERIFY(QFileInfo(sub).isDir());
        QVERIFY(QDir(sub).rmdir(sub));
        QVERIFY_THROWS_EXCEPTION(UsageError, generateFile(sub.toStdString() + '/', GenKind::Zeros, 10, {}, m_noCancel));
    }

    void missingDirectoryNamesThePath()
    {
        const QString file = path("no/such/dir/out");
        try {
            generateFile(file.toStdString(), GenKind::Random, 10, {}, m_noCancel);
            QFAIL("no error for a missing directory");
        } catch (const IoError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains(file), e.what());
        }
    }

    void badLineLength()
    {
        GenOptions options;
        options.lineLength = 0;
        QVERIFY_THROWS_EXCEPTION(
            UsageError, generateFile(path("bad").toStdString(), GenKind::Text, 10, options, m_noCancel));
        QVERIFY(!QFile::exists(path("bad")));
    }

    void cancelLeavesNothing_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addRow("random") << int(GenKind::Random);
        QTest::addRow("text") << int(GenKind::Text);
        QTest::addRow("zeros") << int(GenKind::Zeros);
        QTest::addRow("sparse") << int(GenKind::Sparse);
    }
    void cancelLeavesNothing()
    {
        QFETCH(int, kind);
        QTemporaryDir dir;
        const std::string file = dir.filePath(QStringLiteral("out")).toStdString();
        std::atomic<bool> cancel { false };
        std::uint64_t calls = 0;
        // Cancelled from the progress callback after the first chunk, as a signal would.
        const auto progress = [&](std::uint64_t, std::uint64_t) {
            ++calls;
            cancel = true;
        };
        QVERIFY_THROWS_EXCEPTION(
            CancelledError, generateFile(file, static_cast<GenKind>(kind), 64ull << 20, {}, cancel, progress));
        QVERIFY(calls >= 1);
        QVERIFY(calls <= 2);
        QCOMPARE(entries(dir.path()), QStringList());

        // Already cancelled: nothing is even created.
        QVERIFY_THROWS_EXCEPTION(CancelledError, generateFile(file, static_cast<GenKind>(kind), 10, {}, cancel));
        QCOMPARE(entries(dir.path()), QStringList());
    }

    void kindNames()
    {
        for (GenKind k : { GenKind::Random, GenKind::Text, GenKind::Zeros, GenKind::Sparse })
            QCOMPARE(genKindFromName(genKindName(k)), std::optional<GenKind>(k));
        QCOMPARE(genKindFromName("urandom"), std::optional<GenKind>());
    }
};

QTEST_GUILESS_MAIN(TestGenerator)
#include "tst_generator.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/printable.h"
#include "core/utf8.h"

#include <QTest>

#include <string>

using namespace iolens;

// printable(): what reaches a terminal or a one-line display stays on one line and cannot drive
// the terminal; valid UTF-8 is untouched, everything else is spelled out.
class TestPrintable : public QObject {
    Q_OBJECT
private slots:
    void escapes_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("expected");
        QTest::addRow("empty") << QByteArray() << QByteArray();
        QTest::addRow("plain ASCII") << QByteArray("/tmp/a b/c-d_e.txt") << QByteArray("/tmp/a b/c-d_e.txt");
        QTest::addRow("every printable ASCII") << QByteArray(" !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~")
                                               << QByteArray(" !\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~");
        QTest::addRow("newline") << QByteArray("/tmp/a\nb") << QByteArray("/tmp/a\\nb");
        QTest::addRow("tab") << QByteArray("a\tb") << QByteArray("a\\tb");
        QTest::addRow("carriage return") << QByteArray("a\rb") << QByteArray("a\\rb");
        QTest::addRow("NUL") << QByteArray("a\0b", 3) << QByteArray("a\\x00b");
        QTest::addRow("ESC sequence") << QByteArray("\x1b[2J\x1b]0;title\x07")
                                      << QByteArray("\\x1b[2J\\x1b]0;title\\x07");
        QTest::addRow("0x1f") << QByteArray("\x1f") << QByteArray("\\x1f");
        QTest::addRow("DEL") << QByteArray("a\x7f") << QByteArray("a\\x7f");
        QTest::addRow("backspace") << QByteArray("ab\bc") << QByteArray("ab\\x08c");
        QTest::addRow("C1 first (U+0080)") << QByteArray("a\xc2\x80z") << QByteArray("a\\u0080z");
        QTest::addRow("C1 CSI (U+009B)") << QByteArray("\xc2\x9b"
                                                       "31m")
                                         << QByteArray("\\u009b31m");
        QTest::addRow("C1 last (U+009F)") << QByteArray("\xc2\x9f") << QByteArray("\\u009f");
        QTest::addRow("U+00A0 is not C1") << QByteArray("\xc2\xa0") << QByteArray("\xc2\xa0");
        QTest::addRow("é") << QByteArray("caf\xc3\xa9") << QByteArray("caf\xc3\xa9");
        QTest::addRow("Japanese") << QByteArray("/tmp/日本語 名前/読む.bin") << QByteArray("/tmp/日本語 名前/読む.bin");
        QTest::addRow("4-byte emoji") << QByteArray("\xf0\x9f\x98\x80") << QByteArray("\xf0\x9f\x98\x80");
        QTest::addRow("U+10FFFF") << QByteArray("\xf4\x8f\xbf\xbf") << QByteArray("\xf4\x8f\xbf\xbf");
        QTest::addRow("Latin-1 é") << QByteArray("caf\xe9") << QByteArray("caf\\xe9");
        QTest::addRow("stray continuation") << QByteArray("a\x80"
                                                          "b")
                                            << QByteArray("a\\x80b");
        QTest::addRow("bare C1 byte") << QByteArray("\x9b") << QByteArray("\\x9b");
        QTest::addRow("overlong /") << QByteArray("\xc0\xaf") << QByteArray("\\xc0\\xaf");
        QTest::addRow("overlong 3-byte") << QByteArray("\xe0\x80\xaf") << QByteArray("\\xe0\\x80\\xaf");
        QTest::addRow("surrogate") << QByteArray("\xed\xa0\x80") << QByteArray("\\xed\\xa0\\x80");
        QTest::addRow("above U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << QByteArray("\\xf4\\x90\\x80\\x80");
        QTest::addRow("0xff") << QByteArray("\xff") << QByteArray("\\xff");
        // A sequence cut short by the end, or by a byte that does not continue it: the lead byte is
        // escaped and what follows is judged on its own.
        QTest::addRow("truncated at end") << QByteArray("x\xe6\x97") << QByteArray("x\\xe6\\x97");
        QTest::addRow("truncated by ASCII") << QByteArray("\xe6\x97"
                                                          "a")
                                            << QByteArray("\\xe6\\x97a");
        QTest::addRow("truncated by newline") << QByteArray("\xc3\n") << QByteArray("\\xc3\\n");
        QTest::addRow("lead then valid char") << QByteArray("\xe6\xe6\x97\xa5") << QByteArray("\\xe6\xe6\x97\xa5");
    }
    void escapes()
    {
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, expected);
        const std::string out = printable(std::string_view(input.constData(), std::size_t(input.size())));
        QCOMPARE(QByteArray::fromStdString(out), expected);
    }

    // Whatever the bytes, the result is one line of printable text: no C0 control, no DEL, no C1
    // control, and valid UTF-8 (QString round-trips it). Every byte value at every position.
    // firstInvalidUtf8(): where a peek at a file stops being UTF-8 (read.qtextstream's check).
    void firstInvalid_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<bool>("continues");
        QTest::addColumn<int>("expected"); // -1: all valid
        const QByteArray cut = QByteArray("ab") + QStringLiteral("日").toUtf8().left(2);
        QTest::addRow("ASCII") << QByteArray("plain\ntext") << false << -1;
        QTest::addRow("Japanese and emoji") << QStringLiteral("日本語 😀").toUtf8() << false << -1;
        QTest::addRow("Latin-1 e-acute") << QByteArray("caf\xe9") << false << 3;
        QTest::addRow("stray continuation") << QByteArray("a\x80") << false << 1;
        QTest::addRow("overlong") << QByteArray("\xc0\xaf") << false << 0;
        QTest::addRow("surrogate") << QByteArray("x\xed\xa0\x80") << false << 1;
        QTest::addRow("beyond U+10FFFF") << QByteArray("\xf4\x90\x80\x80") << false << 0;
        QTest::addRow("cut, text ends") << cut << false << 2;
        QTest::addRow("cut, text continues") << cut << true << -1;
        QTest::addRow("cut after a bad byte, text continues") << QByteArray("ab\xe6\x20") << true << 2;
        QTest::addRow("lone lead at the end, text continues") << QByteArray("ab\xf0") << true << -1;
        QTest::addRow("impossible lead at the end, text continues") << QByteArray("ab\xff") << true << 2;
    }
    void firstInvalid()
    {
        QFETCH(QByteArray, input);
        QFETCH(bool, continues);
        QFETCH(int, expected);
        const std::size_t at = firstInvalidUtf8(std::string_view(input.constData(), input.size()), continues);
        QCOMPARE(at == std::string_view::npos ? -1 : static_cast<int>(at), expected);
    }

    void neverAControlCharacter()
    {
        for (int first = 0; first < 256; ++first)
            for (int second = 0; second < 256; ++second) {
                const char bytes[] = { 'a', char(first), char(second), char(0xe6), 'z' };
                const std::string out = printable(std::string_view(bytes, sizeof bytes));
                for (const char c : out) {
                    const auto u = static_cast<unsigned char>(c);
                    QVERIFY2(
                        u >= 0x20 && u != 0x7f, qPrintable(QString::number(first) + u' ' + QString::number(second)));
                }
                const QByteArray utf8 = QByteArray::fromStdString(out);
                const QString decoded = QString::fromUtf8(utf8);
                QVERIFY(!decoded.contains(QChar::ReplacementCharacter));
                for (const QChar ch : decoded)
                    QVERIFY(ch.unicode() < 0x80 || ch.unicode() > 0x9f);
                QCOMPARE(decoded.toUtf8(), utf8);
            }
    }
};

QTEST_GUILESS_MAIN(TestPrintable)
#include "tst_printable.moc"

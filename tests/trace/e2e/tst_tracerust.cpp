// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Rust frames in the sampled stacks (issue 23 §6): a program built by Debian's rustc reads a file
// one byte per std::fs::File::read. Rust's std is linked into the program, so its frames share the
// program's module: they must still be marked runtime (by their names and their /rustc/ sources),
// and the finding must name the program's own function and line, not std's read. Once with rustc's
// legacy symbol names and once with v0 ones (-C symbol-mangling-version=v0; rustup's std has them):
// every frame is demangled either way.

#include "tracee2e.h"

#include <QTest>

using namespace tracee2e;

namespace {

const QString kRustSource = QStringLiteral(IOLENS_RUST_SOURCE_DIR "/rustread.rs");
constexpr int kReadLine = 15; // the `while file.read(&mut byte)` line of rustread.rs

bool isStdName(const QString& function)
{
    for (const char* prefix : { "std::", "core::", "alloc::", "<std::", "<core::", "<alloc::", "<&std::" })
        if (function.startsWith(QLatin1String(prefix)))
            return true;
    return false;
}

} // namespace

class TestTraceRust : public QObject {
    Q_OBJECT

private slots:
    void perByteReadNamesTheRustFunction_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addRow("legacy names") << QStringLiteral(IOLENS_RUST_READ);
        QTest::addRow("v0 names") << QStringLiteral(IOLENS_RUST_READ_V0);
    }
    void perByteReadNamesTheRustFunction()
    {
        QFETCH(QString, program);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.bin"));
        QVERIFY(writeFile(in, QByteArray(20000, 'r')));
        const TraceRun run = trace(dir.filePath(QStringLiteral("t.json")), { program, in });
        QCOMPARE(run.cli.exitCode, 0);
        QCOMPARE(run.cli.out.trimmed(), QByteArray("20000"));
        QVERIFY2(run.jsonError.isEmpty(), qPrintable(run.jsonError));
        QCOMPARE(run.call(in, QStringLiteral("read")).count, 20001u); // each byte and the read that found the end

        // std's frames are in the stacks, and marked runtime.
        const QJsonArray frames = run.json[u"frames"].toArray();
        int stdFrames = 0;
        for (const QJsonValue& f : frames) {
            if (!isStdName(f[u"function"].toString()))
                continue;
            ++stdFrames;
            QVERIFY2(f[u"runtime"].toBool(), qPrintable(f[u"function"].toString()));
        }
        QVERIFY2(stdFrames > 0, "no frame of Rust's std in the stacks: the read was not unwound through std");
        // No frame keeps a mangled Rust name ("_ZN…17h<hash>E" legacy, "_R…" v0).
        for (const QJsonValue& f : frames) {
            const QString function = f[u"function"].toString();
            QVERIFY2(!function.startsWith(QLatin1String("_R")) && !function.startsWith(QLatin1String("_ZN")),
                qPrintable(function));
        }

        // The finding's user line is the program's own function at the read's line.
        QJsonObject finding;
        for (const QJsonValue& f : run.findings())
            if (f[u"file"].toString() == in && f[u"user_lines"].toArray().size() > 0)
                finding = f.toObject();
        QVERIFY2(!finding.isEmpty(), run.cli.err.constData());
        const QJsonObject top = frames[finding[u"user_lines"][0][u"frame"].toInt()].toObject();
        QVERIFY2(top[u"function"].toString().contains(QStringLiteral("count_bytes")),
            qPrintable(top[u"function"].toString()));
        QCOMPARE(top[u"file"].toString().section(u'/', -1), QStringLiteral("rustread.rs"));
        QCOMPARE(top[u"line"].toInt(), kReadLine);
        QVERIFY(!top[u"runtime"].toBool());
        QCOMPARE(finding[u"user_lines"][0][u"calls"].toInteger(), 20001);
        // The report says it in Rust's words: the function's path, the program's own file and line.
        QVERIFY2(
            run.cli.err.contains("In the program's own code, rustread::count_bytes (rustread.rs:15) makes 100 % of "
                                 "these calls."),
            run.cli.err.constData());
    }
};

QTEST_MAIN(TestTraceRust)
#include "tst_tracerust.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Which `iolens-cli trace` arguments the front takes itself (app/front/fasttrace.h): only forms the
// full CLI reads the same way. Anything else goes to the full CLI, which then gives its own
// message; tests/trace/cli/tst_tracefront checks that the program runs once on either route.

#include "app/front/fasttrace.h"

#include <QTemporaryDir>
#include <QTest>

using iolens::front::parseFastTraceArgs;

namespace {

std::vector<std::string> words(const QStringList& list)
{
    std::vector<std::string> out;
    for (const QString& s : list)
        out.push_back(s.toStdString());
    return out;
}

} // namespace

class TstFrontArgs : public QObject {
    Q_OBJECT

private slots:
    void taken_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("program");
        QTest::addColumn<qulonglong>("events");
        QTest::addColumn<QString>("keep");
        const QStringList prog { QStringLiteral("prog"), QStringLiteral("-l"), QStringLiteral("--json") };
        QTest::addRow("program only") << prog << prog << 0ull << QString();
        QTest::addRow("after --") << (QStringList { QStringLiteral("--") } + prog) << prog << 0ull << QString();
        QTest::addRow("-- is the program's after PROGRAM")
            << QStringList { QStringLiteral("prog"), QStringLiteral("--") }
            << QStringList { QStringLiteral("prog"), QStringLiteral("--") } << 0ull << QString();
        QTest::addRow("every option") << (QStringList { QStringLiteral("--format"), QStringLiteral("stopwatch"),
                                              QStringLiteral("--no-symbols"), QStringLiteral("--events=16777216"),
                                              QStringLiteral("--keep"), QStringLiteral("k"), QStringLiteral("--json"),
                                              QStringLiteral("-"), QStringLiteral("--timeline=t.json"),
                                              QStringLiteral("--output"), QStringLiteral("r.txt"),
                                              QStringLiteral("--") }
            + prog) << prog << 16777216ull
                                      << QStringLiteral("k");
        QTest::addRow("a program named -")
            << QStringList { QStringLiteral("-") } << QStringList { QStringLiteral("-") } << 0ull << QString();
    }

    void taken()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, program);
        QFETCH(qulonglong, events);
        QFETCH(QString, keep);
        QTemporaryDir dir; // the relative output paths are checked against the working directory
        QVERIFY(dir.isValid());
        QVERIFY(QDir::setCurrent(dir.path()));
        const auto parsed = parseFastTraceArgs(words(args));
        QVERIFY(parsed.has_value());
        QCOMPARE(parsed->program, words(program));
        QCOMPARE(parsed->eventsPerThread, events);
        QCOMPARE(QString::fromStdString(parsed->keepDir), keep);
    }

    void leftToTheFullCli_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString p = QStringLiteral("prog");
        QTest::addRow("nothing") << QStringList {};
        QTest::addRow("only --") << QStringList { QStringLiteral("--") };
        QTest::addRow("--help") << QStringList { QStringLiteral("--help"), p };
        QTest::addRow("-h") << QStringList { QStringLiteral("-h"), p };
        QTest::addRow("unknown") << QStringList { QStringLiteral("--bogus"), p };
        QTest::addRow("single dash") << QStringList { QStringLiteral("-json"), QStringLiteral("x"), p };
        QTest::addRow("twice") << QStringList { QStringLiteral("--no-symbols"), QStringLiteral("--no-symbols"), p };
        QTest::addRow("value missing") << QStringList { QStringLiteral("--json") };
        QTest::addRow("flag with a value") << QStringList { QStringLiteral("--no-symbols=1"), p };
        QTest::addRow("bad format") << QStringList { QStringLiteral("--format"), QStringLiteral("csv"), p };
        QTest::addRow("events 0") << QStringList { QStringLiteral("--events=0"), p };
        QTest::addRow("events too many") << QStringList { QStringLiteral("--events=16777217"), p };
        QTest::addRow("events not a number") << QStringList { QStringLiteral("--events"), QStringLiteral("1e3"), p };
        QTest::addRow("empty keep") << QStringList { QStringLiteral("--keep="), p };
        QTest::addRow("keep parent missing")
            << QStringList { QStringLiteral("--keep"), QStringLiteral("/nonexistent-iolens/keep"), p };
        QTest::addRow("empty json") << QStringList { QStringLiteral("--json="), p };
        QTest::addRow("json dir missing")
            << QStringList { QStringLiteral("--json"), QStringLiteral("/nonexistent-iolens/x"), p };
        QTest::addRow("json is a directory") << QStringList { QStringLiteral("--json"), QStringLiteral("/tmp"), p };
        QTest::addRow("two on stdout") << QStringList { QStringLiteral("--json=-"), QStringLiteral("--output"),
            QStringLiteral("-"), p };
    }

    void leftToTheFullCli()
    {
        QFETCH(QStringList, args);
        QVERIFY(!parseFastTraceArgs(words(args)).has_value());
    }
};

QTEST_GUILESS_MAIN(TstFrontArgs)
#include "tst_frontargs.moc"

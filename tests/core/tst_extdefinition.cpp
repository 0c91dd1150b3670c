// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ext/extdefinition.h"
#include "core/ext/extoutput.h"

#include <QTest>

#include <random>

using namespace iolens;

// The ext definition file format and the parsers of a child's output: pure text in, values or
// clear errors out. They will be fuzzed, so bad input must give errors, never a crash.

namespace {

const char* const kValid = "# a comment\n"
                           "[ext.my-copy]\n"
                           "job = copy\n"
                           "title = My copy\n"
                           "command = cp --reflink=never -- \"{src}\" '{dst}'\n"
                           "timeout_s = 42\n"
                           "what = copies\n"
                           "\n"
                           "[ext.my-count]\n"
                           "job = read\n"
                           "title = Count\n"
                           "command = wc -l -c {src}\n"
                           "output = wc\n";

} // namespace

class TestExtDefinition : public QObject {
    Q_OBJECT

private slots:
    void parsesValidDefinitions()
    {
        const ExtParseResult r = parseExtDefinitions(kValid, "user.ext");
        QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : r.errors.front().c_str());
        QCOMPARE(r.definitions.size(), std::size_t(2));
        const ExtDefinition& copy = r.definitions[0];
        QCOMPARE(copy.id, std::string("ext.my-copy"));
        QCOMPARE(copy.job, std::string("copy"));
        QCOMPARE(copy.args, (std::vector<std::string> { "cp", "--reflink=never", "--", "{src}", "{dst}" }));
        QCOMPARE(copy.timeoutS, std::int64_t(42));
        QCOMPARE(copy.output, ExtOutputMode::None);
        QCOMPARE(copy.what, std::string("copies"));
        QCOMPARE(copy.line, 2);
        const ExtDefinition& count = r.definitions[1];
        QCOMPARE(count.output, ExtOutputMode::Wc);
        QCOMPARE(count.timeoutS, kExtDefaultTimeoutS);
    }

    void splitsLikeAShellWithoutOne_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("args");
        QTest::addRow("words") << QStringLiteral(" a  b\tc ")
                               << QStringList { QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") };
        QTest::addRow("double quotes") << QStringLiteral("a \"b c\" \"d\\\"e\\\\\"")
                                       << QStringList { QStringLiteral("a"), QStringLiteral("b c"),
                                              QStringLiteral("d\"e\\") };
        QTest::addRow("single quotes keep backslashes")
            << QStringLiteral("'x\\y' z") << QStringList { QStringLiteral("x\\y"), QStringLiteral("z") };
        QTest::addRow("quotes join a word")
            << QStringLiteral("--name=\"a b\"c") << QStringList { QStringLiteral("--name=a bc") };
        QTest::addRow("empty quotes are an argument")
            << QStringLiteral("a \"\"") << QStringList { QStringLiteral("a"), QString() };
        QTest::addRow("no glob, no variables") << QStringLiteral("echo * $HOME ;")
                                               << QStringList { QStringLiteral("echo"), QStringLiteral("*"),
                                                      QStringLiteral("$HOME"), QStringLiteral(";") };
    }

    void splitsLikeAShellWithoutOne()
    {
        QFETCH(QString, command);
        QFETCH(QStringList, args);
        std::vector<std::string> got;
        QCOMPARE(splitCommand(command.toStdString(), got), std::string());
        QStringList gotList;
        for (const std::string& a : got)
            gotList << QString::fromStdString(a);
        QCOMPARE(gotList, args);
    }

    void reportsErrorsWithLines_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // the error, from the line number on
        QTest::addColumn<int>("kept"); // definitions that survive
        const QString head = QStringLiteral("[ext.x]\njob = read\ntitle = X\noutput = wc\n");
        QTest::addRow("key before section")
            << QStringLiteral("job = copy\n") << QStringLiteral("f.ext:1: the key 'job' comes before any") << 0;
        QTest::addRow("bad id") << QStringLiteral("[copy.x]\n") << QStringLiteral("f.ext:1: the id 'copy.x' must be")
                                << 0;
        QTest::addRow("uppercase id") << QStringLiteral("\n[ext.X]\n") << QStringLiteral("f.ext:2: the id 'ext.X'")
                                      << 0;
        QTest::addRow("unclosed header") << QStringLiteral("[ext.x\n") << QStringLiteral("f.ext:1: a section header")
                                         << 0;
        QTest::addRow("duplicate id") << QString(head + u"command = wc -l -c {src}\n[ext.x]\n")
                                      << QStringLiteral("f.ext:6: the id 'ext.x' is defined twice") << 1;
        QTest::addRow("no equals") << QString(head + u"command wc\n")
                                   << QStringLiteral("f.ext:5: expected 'key = value'") << 0;
        QTest::addRow("unknown key") << QString(head + u"colour = red\n")
                                     << QStringLiteral("f.ext:5: unknown key 'colour'") << 0;
        QTest::addRow("duplicate key") << QString(head + u"title = Y\n")
                                       << QStringLiteral("f.ext:5: the key 'title' is given twice") << 0;
        QTest::addRow("bad job") << QStringLiteral("[ext.x]\njob = net\n")
                                 << QStringLiteral("f.ext:2: job must be copy or read") << 0;
        QTest::addRow("bad output")
            << QString(head + u"command = a\n").replace(QStringLiteral("wc"), QStringLiteral("yaml"))
            << QStringLiteral("f.ext:4: output must be none, phases, wc or fio-json") << 0;
        QTest::addRow("timeout zero") << QString(head + u"timeout_s = 0\n") << QStringLiteral("f.ext:5: timeout_s must")
                                      << 0;
        QTest::addRow("timeout text") << QString(head + u"timeout_s = 5s\n")
                                      << QStringLiteral("f.ext:5: timeout_s must") << 0;
        QTest::addRow("timeout huge") << QString(head + u"timeout_s = 99999999999999999999\n")
                                      << QStringLiteral("f.ext:5: timeout_s must") << 0;
        QTest::addRow("unterminated quote") << QString(head + u"command = wc \"-l\n")
                                            << QStringLiteral("f.ext:5: the command has an unterminated \" quote") << 0;
        QTest::addRow("empty command") << QString(head + u"command =  \n")
                                       << QStringLiteral("f.ext:5: the command is empty") << 0;
        QTest::addRow("unknown placeholder") << QString(head + u"command = wc {source}\n")
                                             << QStringLiteral("f.ext:5: unknown placeholder '{source}'") << 0;
        QTest::addRow("unknown lowercase name") << QString(head + u"command = awk {print} {src}\n")
                                                << QStringLiteral("f.ext:5: unknown placeholder '{print}'") << 0;
        QTest::addRow("missing title") << QStringLiteral("[ext.x]\njob = read\ncommand = wc {src}\noutput = wc\n")
                                       << QStringLiteral("f.ext:1: [ext.x] has no 'title'") << 0;
        QTest::addRow("missing command") << head << QStringLiteral("f.ext:1: [ext.x] has no 'command'") << 0;
        QTest::addRow("copy without dst") << QStringLiteral("[ext.x]\njob = copy\ntitle = X\ncommand = cp {src}\n")
                                          << QStringLiteral("f.ext:4: [ext.x] does the copy job, so its command") << 0;
        QTest::addRow("read without output")
            << QStringLiteral("[ext.x]\njob = read\ntitle = X\ncommand = cat {src}\n")
            << QStringLiteral("f.ext:1: [ext.x]: a read must report what it read") << 0;
        QTest::addRow("classes without prepare") << QString(head + u"command = java -cp {classes} A {src}\n")
                                                 << QStringLiteral("f.ext:5: [ext.x] uses {classes} without") << 0;
        QTest::addRow("bad prepare") << QString(head + u"prepare = python\n")
                                     << QStringLiteral("f.ext:5: prepare must be java") << 0;
        QTest::addRow("stdout with output") << QString(head + u"command = wc {src}\nstdout = {dst}\n")
                                            << QStringLiteral("f.ext:1: [ext.x] sends stdout to a file") << 0;
    }

    void reportsErrorsWithLines()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QFETCH(int, kept);
        const ExtParseResult r = parseExtDefinitions(text.toStdString(), "f.ext");
        QCOMPARE(r.definitions.size(), std::size_t(kept));
        QCOMPARE(r.errors.size(), std::size_t(1));
        QVERIFY2(QString::fromStdString(r.errors.front()).startsWith(expected), r.errors.front().c_str());
    }

    // Only '{' lowercase letters '}' is a placeholder: awk programs and JSON need no escaping.
    void otherBracesAreLiteral()
    {
        const ExtParseResult r = parseExtDefinitions(
            "[ext.x]\njob = read\ntitle = X\noutput = wc\ncommand = awk \"{ n++ } END { print n }\" {x1} {src}\n",
            "f.ext");
        QVERIFY2(r.errors.empty(), r.errors.empty() ? "" : r.errors.front().c_str());
        QCOMPARE(
            r.definitions.at(0).args, (std::vector<std::string> { "awk", "{ n++ } END { print n }", "{x1}", "{src}" }));
    }

    // A broken section is dropped; the others still load.
    void keepsTheGoodDefinitions()
    {
        std::string text = kValid; // not kValid + "…": g++ 12 -O2 warns falsely (-Warray-bounds) on that
        text += "[ext.broken]\njob = write\n";
        const ExtParseResult r = parseExtDefinitions(text, "f.ext");
        QCOMPARE(r.definitions.size(), std::size_t(2));
        QCOMPARE(r.errors.size(), std::size_t(1));
    }

    // Random and mutated input: errors, never a crash or a hang.
    void survivesGarbage()
    {
        std::mt19937 random(7);
        const std::string valid = kValid;
        const std::string alphabet = "[]={}\"'\\ \t\n#ext.abc-0";
        for (int i = 0; i < 3000; ++i) {
            std::string text = valid;
            for (int m = 0; m < 1 + int(random() % 8); ++m) {
                const std::size_t at = random() % (text.size() + 1);
                if (random() % 3 == 0 && !text.empty() && at < text.size())
                    text.erase(at, 1 + random() % 5);
                else
                    text.insert(at, 1, random() % 4 == 0 ? char(random()) : alphabet[random() % alphabet.size()]);
            }
            const ExtParseResult r = parseExtDefinitions(text, "fuzz");
            for (const ExtDefinition& d : r.definitions)
                QVERIFY(!d.args.empty() && !d.title.empty() && d.id.starts_with("ext."));
        }
    }

    void parsesBothPhaseForms()
    {
        const ParsedOutput p = parsePhaseOutput("hello from the program\n"
                                                "Stopwatch[read]: 71msec.\n"
                                                "  iolens-phase write 123456 7 8192\n"
                                                "Stopwatch[4]: 2msec.\n"
                                                "iolens-phase close 99\n"
                                                "iolens-lines 10\n"
                                                "iolens-bytes 200\n");
        QCOMPARE(p.phases.size(), std::size_t(4));
        QCOMPARE(p.phases[0].phase, Phase::Read);
        QCOMPARE(p.phases[0].ns, std::uint64_t(71'000'000));
        QCOMPARE(p.phases[1].phase, Phase::Write);
        QCOMPARE(p.phases[1].ns, std::uint64_t(123456));
        QCOMPARE(p.phases[1].calls, std::uint64_t(7));
        QCOMPARE(p.phases[1].bytes, std::uint64_t(8192));
        QCOMPARE(p.phases[2].phase, Phase::Other); // the article's numbered stopwatch
        QCOMPARE(p.phases[2].ns, std::uint64_t(2'000'000));
        QCOMPARE(p.phases[3].calls, std::uint64_t(1));
        QCOMPARE(p.lines, std::optional<std::uint64_t>(10));
        QCOMPARE(p.bytes, std::optional<std::uint64_t>(200));
    }

    void rejectsGarbagePhaseLines_data()
    {
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("expected");
        QTest::addRow("not a number") << QStringLiteral("iolens-phase read fast\n")
                                      << QStringLiteral("line 1 of the output");
        QTest::addRow("unknown phase") << QStringLiteral("x\niolens-phase think 5\n")
                                       << QStringLiteral(
                                              "line 2 of the output, 'iolens-phase think 5', names an unknown phase");
        QTest::addRow("stopwatch without msec") << QStringLiteral(
            "Stopwatch[read]: 5s.\n") << QStringLiteral("line 1 of the output, 'Stopwatch[read]: 5s.', is not");
        QTest::addRow("unknown protocol word")
            << QStringLiteral("iolens-phse read 5\n") << QStringLiteral("line 1 of the output");
        QTest::addRow("negative") << QStringLiteral("iolens-phase read -5\n") << QStringLiteral("line 1 of the output");
        QTest::addRow("no phases at all") << QStringLiteral("42\n") << QStringLiteral("the output has no phase line");
        QTest::addRow("empty") << QString() << QStringLiteral("the output has no phase line");
    }

    void rejectsGarbagePhaseLines()
    {
        QFETCH(QString, out);
        QFETCH(QString, expected);
        try {
            parsePhaseOutput(out.toStdString());
            QFAIL("no error");
        } catch (const ExtOutputError& e) {
            QVERIFY2(QString::fromUtf8(e.what()).startsWith(expected), e.what());
        }
    }

    void parsesWc()
    {
        const ParsedOutput p = parseWcOutput("  1234 56789 /tmp/some file\n");
        QCOMPARE(p.lines, std::optional<std::uint64_t>(1234));
        QCOMPARE(p.bytes, std::optional<std::uint64_t>(56789));
        QCOMPARE(parseWcOutput("7 /tmp/f\n").bytes, std::optional<std::uint64_t>());
        QVERIFY_THROWS_EXCEPTION(ExtOutputError, parseWcOutput("wc: /tmp/f: No such file\n"));
        QVERIFY_THROWS_EXCEPTION(ExtOutputError, parseWcOutput(""));
    }

    void parsesFioJson()
    {
        const char* json
            = "note: both iodepth >= 1 and synchronous I/O engine are selected\n"
              "{\"fio "
              "version\":\"fio-3.33\",\"jobs\":[{\"jobname\":\"iolens\",\"error\":0,\"read\":{\"io_bytes\":1048576,\n"
              "\"bw_bytes\":2097152,\"bw\":2048,\"runtime\":500,\"total_ios\":128,\n"
              "\"clat_ns\":{\"mean\":1500.5,\"percentile\":{\"99.000000\":4096}}}}]}";
        const ParsedOutput p = parseFioJson(json);
        QCOMPARE(p.bytes, std::optional<std::uint64_t>(1048576));
        QVERIFY(!p.lines);
        QCOMPARE(p.metrics.size(), std::size_t(5));
        QCOMPARE(p.metrics[0].name, std::string("fio_bw_mib_s"));
        QCOMPARE(p.metrics[0].value, 2.0);
        QCOMPARE(p.metrics[1].value, 1500.5);
        QCOMPARE(p.metrics[2].value, 4096.0);
        QCOMPARE(p.metrics[4].value, 500e6);
        QCOMPARE(p.phases.size(), std::size_t(1));
        QCOMPARE(p.phases[0].phase, Phase::Read);
        QCOMPARE(p.phases[0].calls, std::uint64_t(128));
        QCOMPARE(p.phases[0].ns, std::uint64_t(192064)); // 1500.5 × 128

        QVERIFY_THROWS_EXCEPTION(ExtOutputError, parseFioJson("fio: no such file"));
        QVERIFY_THROWS_EXCEPTION(ExtOutputError, parseFioJson("{\"jobs\": [}"));
        QVERIFY_THROWS_EXCEPTION(ExtOutputError, parseFioJson("{\"jobs\": []}"));
        QVERIFY_THROWS_EXCEPTION(ExtOutputError, parseFioJson("{\"jobs\":[{\"error\":5,\"read\":{\"io_bytes\":1}}]}"));
        QVERIFY_THROWS_EXCEPTION(ExtOutputError, parseFioJson("{\"jobs\":[{\"error\":0,\"write\":{\"io_bytes\":1}}]}"));
        // Found by fuzz_phaseoutput: counts beyond 64 bits were cast (undefined behaviour).
        QVERIFY_THROWS_EXCEPTION(ExtOutputError,
            parseFioJson("{\"jobs\":[{\"error\":0,\"read\":{\"io_bytes\":1e300,\"total_ios\":1,"
                         "\"clat_ns\":{\"mean\":1}}}]}"));
        QVERIFY_THROWS_EXCEPTION(ExtOutputError,
            parseFioJson("{\"jobs\":[{\"error\":0,\"read\":{\"io_bytes\":1,\"total_ios\":1e300,"
                         "\"clat_ns\":{\"mean\":1e300}}}]}"));
    }
};

QTEST_GUILESS_MAIN(TestExtDefinition)
#include "tst_extdefinition.moc"

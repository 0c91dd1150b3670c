// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessontexts.h"
#include "ui/trace/tracephrases.h"

#include "core/registry.h"
#include "core/trace/findings.h"
#include "tests/trace/core/tracebuilder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context; // as Qt looks it up at run time
    QString source;
    QString comment;
    QString where; // file:line, for the failure message
    QString fallback = {}; // a course or report file's own context (see below)
    bool plural = false; // numerus="yes": looked up with a count
};

// lupdate 6.4 files a message of `namespace iolens::ui { … X::f() … }` under "X" (and a free
// function's under the namespace); Qt looks it up under the metaObject's "iolens::ui::X". The same
// mapping as resources/translations/tools/filltranslations.py.
QString runtimeContext(const QString& name)
{
    static const QHash<QString, QString> kept { { QStringLiteral("iolens::ui"), QStringLiteral("iolens::ui::Presets") },
        { QStringLiteral("main"), QStringLiteral("main") }, { QStringLiteral("Lesson"), QStringLiteral("Lesson") },
        { QStringLiteral("Course"), QStringLiteral("Course") }, { QStringLiteral("Report"), QStringLiteral("Report") },
        { QStringLiteral("Finding"), QStringLiteral("Finding") },
        { QStringLiteral("TraceNotice"), QStringLiteral("TraceNotice") } };
    if (const auto it = kept.find(name); it != kept.end())
        return *it;
    return name.startsWith(u"iolens::ui::") ? name : QStringLiteral("iolens::ui::") + name;
}

// Every message lupdate finds in the sources today, read from a .ts file it writes from scratch.
QList<Message> messagesInTheCode(QString* error)
{
    QTemporaryDir dir;
    const QString ts = dir.filePath(QStringLiteral("all.ts"));
    QProcess lupdate;
    lupdate.setWorkingDirectory(QStringLiteral(IOLENS_SOURCE_DIR));
    lupdate.start(QStringLiteral(IOLENS_LUPDATE),
        { QStringLiteral("-silent"), QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app/gui"),
            QStringLiteral("-ts"), ts });
    if (!lupdate.waitForFinished(60'000) || lupdate.exitCode() != 0) {
        *error = QStringLiteral("lupdate failed: ") + QString::fromLocal8Bit(lupdate.readAllStandardError());
        return {};
    }
    QFile file(ts);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = ts + QStringLiteral(" was not written");
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == u"message")
                out << m;
            continue;
        }
        if (xml.name() == u"name")
            context = runtimeContext(xml.readElementText());
        else if (xml.name() == u"message")
            m = Message { context, {}, {}, {}, {}, xml.attributes().value(QLatin1String("numerus")) == u"yes" };
        else if (xml.name() == u"location" && m.where.isEmpty()) {
            const QString file = xml.attributes().value(QLatin1String("filename")).toString();
            m.where = file.section(u'/', -2) + u':' + xml.attributes().value(QLatin1String("line")).toString();
            // The course's and the report's files translate through helpers lupdate misreads (it
            // files their strings under the namespace): those are looked up under these contexts.
            if (file.contains(u"/ui/report/"))
                m.fallback = QStringLiteral("Report");
            else if (file.contains(u"/ui/course/") || file.contains(u"/core/course/"))
                m.fallback = QStringLiteral("Course");
        } else if (xml.name() == u"source")
            m.source = xml.readElementText();
        else if (xml.name() == u"comment")
            m.comment = xml.readElementText();
    }
    if (xml.hasError())
        *error = ts + u": " + xml.errorString();
    return out;
}

// The placeholders (%1, %n) and the figures ("16 bytes", "offset 0") of a text.
QSet<QString> figures(const QString& text)
{
    static const QRegularExpression figure(QStringLiteral("%[0-9n]+|(?<![%0-9])[0-9]+"));
    QSet<QString> out;
    for (auto it = figure.globalMatch(text); it.hasNext();)
        out.insert(it.next().captured());
    return out;
}

} // namespace

// Every string the window can show has its Japanese and Korean: a tr() added without them fails
// here, by name and place, as a lesson without them fails tst_catalogue.
class TestTranslations : public QObject {
    Q_OBJECT
    QList<Message> m_messages;

private slots:
    void initTestCase()
    {
        QString error;
        m_messages = messagesInTheCode(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(m_messages.size() > 500); // the window's strings and the lessons
    }

    void everyStringIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("ja") << QStringLiteral("ja");
        QTest::newRow("ko") << QStringLiteral("ko");
    }

    void everyStringIsTranslated()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/iolens_%1.qm").arg(language)));
        QStringList missing;
        for (const Message& m : std::as_const(m_messages)) {
            const QByteArray source = m.source.toUtf8();
            const QByteArray comment = m.comment.toUtf8();
            const char* disambiguation = comment.isEmpty() ? nullptr : comment.constData();
            const int n = m.plural ? 2 : -1; // a plural message is found with a count only
            QString translated
                = translator.translate(m.context.toUtf8().constData(), source.constData(), disambiguation, n);
            if (translated.isEmpty() && !m.fallback.isEmpty())
                translated
                    = translator.translate(m.fallback.toUtf8().constData(), source.constData(), disambiguation, n);
            if (translated.isEmpty())
                missing << QStringLiteral("%1 (%2): %3").arg(m.where, m.context, m.source);
        }
        QVERIFY2(missing.isEmpty(),
            qPrintable(QStringLiteral("%1 strings have no %2 translation (add them to "
                                      "resources/translations/tools/strings_ja_ko.py and run filltranslations.py):\n")
                           .arg(missing.size())
                           .arg(language)
                + missing.join(u'\n')));
    }

    // Findings and trace notices (core/trace, contexts Finding and TraceNotice) are sentences with
    // figures: a translation must keep every placeholder and every number of the English.
    void traceTextsKeepTheirFigures_data() { everyStringIsTranslated_data(); }
    void traceTextsKeepTheirFigures()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/iolens_%1.qm").arg(language)));
        int checked = 0;
        QStringList wrong;
        for (const Message& m : std::as_const(m_messages)) {
            if (m.context != u"Finding" && m.context != u"TraceNotice")
                continue;
            ++checked;
            const QByteArray source = m.source.toUtf8();
            const QString translated = translator.translate(m.context.toUtf8().constData(), source.constData());
            if (translated.isEmpty() || figures(translated) != figures(m.source))
                wrong << QStringLiteral("%1 (%2): %3 → %4").arg(m.where, m.context, m.source, translated);
        }
        QVERIFY2(checked >= 55, qPrintable(QStringLiteral("only %1 finding and notice texts found").arg(checked)));
        QVERIFY2(wrong.isEmpty(),
            qPrintable(QStringLiteral("%1 finding or notice texts lack a %2 translation or change its figures:\n")
                           .arg(wrong.size())
                           .arg(language)
                + wrong.join(u'\n')));
    }

    // The window shows a finding and a notice in its language, the figures core put in; in English,
    // and for a trace read from JSON (no phrases), the English texts as core wrote them.
    void findingsAndNoticesShowInTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("notice");
        QTest::newRow("en") << QString() << QStringLiteral("10,000 fgetc calls of 1 byte on /tmp/in.txt")
                            << QStringLiteral("3 events not kept: the time line holds 1,000 per thread.");
        QTest::newRow("ja") << QStringLiteral("ja")
                            << QStringLiteral("/tmp/in.txt への 1 バイトの fgetc 呼び出し 10,000 回")
                            << QStringLiteral(
                                   "3 個のイベントは保持されませんでした。タイムラインはスレッドごとに 1,000 "
                                   "個までです（--events で増やせます）。回数と時間にはそれらも含まれます。");
        QTest::newRow("ko") << QStringLiteral("ko") << QStringLiteral("/tmp/in.txt에 대한 1바이트 fgetc 호출 10,000번")
                            << QStringLiteral(
                                   "이벤트 3개는 보관되지 않았습니다. 타임라인은 스레드당 1,000개까지입니다(--events로 "
                                   "늘릴 수 있습니다). 횟수와 시간에는 포함됩니다.");
    }
    void findingsAndNoticesShowInTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, title);
        QFETCH(QString, notice);
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/iolens_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        iolens::trace::Finding f;
        f.title = "10,000 fgetc calls of 1 byte on /tmp/in.txt";
        f.titlePhrase = { "Finding", "%1 %2 calls of 1 byte on %3", { "10,000", "fgetc", "/tmp/in.txt" } };
        iolens::trace::Trace t;
        t.addNotice("3 events not kept: the time line holds 1,000 per thread.",
            { { "TraceNotice",
                "%1 events not kept: the time line holds %2 per thread (--events raises it); the counts and times "
                "include them.",
                { "3", "1,000" } } });
        const QString shownTitle = iolens::ui::findingTitle(f);
        const QString shownNotice = iolens::ui::traceNotice(t, 0);
        iolens::trace::Trace fromJson = t;
        fromJson.noticePhrases.clear();
        const QString jsonNotice = iolens::ui::traceNotice(fromJson, 0);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(shownTitle, title);
        QCOMPARE(shownNotice, notice);
        QCOMPARE(jsonNotice, QString::fromStdString(t.notices.front()));
    }

    // A finding's lesson (its strategy's lesson and the rule's advice) in the window's language:
    // a real finding of core's rules, on a trace of 10,000 one-byte fgetc calls.
    void findingLessonShowsInTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("ja") << QStringLiteral("ja");
        QTest::newRow("ko") << QStringLiteral("ko");
    }
    void findingLessonShowsInTheLanguage()
    {
        QFETCH(QString, language);
        using namespace iolens::trace::test;
        const auto findings
            = iolens::trace::findFindings(traceOf({ fileOf("/data/in.txt", iolens::trace::FileKind::Regular,
                { callOf(IOLT_CALL_FGETC, 10'000, 100'000'000, 1), callOf(IOLT_CALL_FOPEN, 1, 1000) }) }));
        QCOMPARE(findings.size(), std::size_t { 1 });
        const iolens::trace::Finding& f = findings.front();
        QCOMPARE(f.id, std::string("small-io"));
        const QString english = QString::fromStdString(f.lesson);
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/iolens_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        const QString shown = iolens::ui::findingLesson(f);
        const QString what = iolens::ui::LessonTexts::strategyText(
            QString::fromStdString(f.tryStrategies.front()), iolens::ui::LessonTexts::Field::What);
        QCoreApplication::removeTranslator(&translator);
        if (language.isEmpty()) {
            QCOMPARE(shown, english);
            return;
        }
        QVERIFY2(shown != english, qPrintable(shown));
        QVERIFY2(shown.contains(what), qPrintable(shown));
        QVERIFY2(shown.contains(QString::fromStdString(f.tryStrategies.front())), qPrintable(shown));
        // No English sentence of the advice is left in it.
        QVERIFY2(!shown.contains(QLatin1String("per block")), qPrintable(shown));
        // A lesson core wrote otherwise (another version's saved trace) stays as it is.
        iolens::trace::Finding other = f;
        other.lesson = "Read more at once.";
        QCoreApplication::installTranslator(&translator);
        const QString otherShown = iolens::ui::findingLesson(other);
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(otherShown, QStringLiteral("Read more at once."));
    }

    // The advice sentences the window translates are core's: one core no longer writes fails here.
    void findingAdviceIsCoresOwn()
    {
        QString core;
        const QDir dir(QStringLiteral(IOLENS_SOURCE_DIR "/core/trace"));
        for (const QString& name : dir.entryList({ QStringLiteral("*.cpp") }, QDir::Files)) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            core += QString::fromUtf8(file.readAll());
        }
        // Adjacent string literals joined, as the compiler joins them.
        core.replace(QRegularExpression(QStringLiteral("\"\\s*\"")), QString());
        for (const QString& advice : iolens::ui::findingAdviceSources())
            QVERIFY2(core.contains(QLatin1Char('"') + advice + QLatin1Char('"')), qPrintable(advice));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"

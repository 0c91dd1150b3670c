// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The course's and the report's texts go through the project's one translation mechanism: lupdate
// finds every one of them in the code (none hides behind a macro it cannot read), and the compiled
// Japanese and Korean translations have every text lupdate finds, with the English's numbers.

#include "core/course/courseanswer.h"
#include "core/course/coursestep.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <memory>

using namespace iolens;

namespace {

struct Message {
    QString context;
    QString source;
    bool numerus = false;
};

// The messages of a .ts file, with their contexts.
QList<Message> readTs(const QString& path)
{
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name")
            context = xml.readElementText();
        else if (xml.name() == u"message")
            out.append({ context, {}, xml.attributes().value(QStringLiteral("numerus")) == u"yes" });
        else if (xml.name() == u"source" && !out.isEmpty())
            out.last().source = xml.readElementText();
    }
    return out;
}

// Every text a chapter or a step shows, as core/course spells it.
QStringList stepTexts()
{
    QStringList texts;
    const auto add = [&texts](const char* text) {
        if (text && *text)
            texts << QString::fromUtf8(text);
    };
    for (const course::Chapter& c : course::chapters()) {
        add(c.title);
        add(c.intro);
        for (const course::Step& s : c.steps) {
            for (const char* text : { s.title, s.question, s.article.text, s.lesson })
                add(text);
            for (const course::Choice& choice : s.choices)
                add(choice.text);
            if (s.analogue)
                add(s.analogue->why);
        }
    }
    return texts;
}

} // namespace

class TestCourseTranslations : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QList<Message> m_found; // what lupdate finds in core/course, ui/course, ui/report and ui/mainwindow

    std::unique_ptr<QTranslator> translator(const QString& language)
    {
        auto t = std::make_unique<QTranslator>();
        if (!t->load(QStringLiteral(":/i18n/iolens_%1.qm").arg(language)))
            return nullptr;
        return t;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString ts = m_dir.filePath(QStringLiteral("found.ts"));
        const QString source = QStringLiteral(IOLENS_SOURCE_DIR);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(IOLENS_LUPDATE),
            { source + QStringLiteral("/core/course"), source + QStringLiteral("/ui/course"),
                source + QStringLiteral("/ui/report"), source + QStringLiteral("/ui/mainwindow.cpp"),
                QStringLiteral("-ts"), ts });
        QVERIFY(lupdate.waitForFinished(60000));
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());
        for (const Message& m : readTs(ts))
            if (m.context == u"Course" || m.context == u"Report")
                m_found.append(m);
    }

    // A text marked in a way lupdate cannot read (a macro around QT_TRANSLATE_NOOP, a helper
    // function instead of translate()) would never reach the .ts files: this finds it.
    void lupdateFindsEveryStepText()
    {
        QSet<QString> course;
        for (const Message& m : std::as_const(m_found))
            if (m.context == u"Course")
                course.insert(m.source);
        const QStringList texts = stepTexts();
        QVERIFY(texts.size() > 100);
        for (const QString& text : texts)
            QVERIFY2(course.contains(text), qPrintable(QStringLiteral("lupdate does not find: ") + text));
        // And the sentences of an answer, which core/course/courseanswer.cpp writes.
        QVERIFY(course.contains(QStringLiteral("This machine disagrees with the article.")));
        QVERIFY(course.size() > texts.size());
    }

    void everyTextIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("ja") << QStringLiteral("ja");
        QTest::addRow("ko") << QStringLiteral("ko");
    }
    void everyTextIsTranslated()
    {
        QFETCH(QString, language);
        const auto t = translator(language);
        QVERIFY(t);
        QVERIFY(m_found.size() > 150);
        static const QRegularExpression number(QStringLiteral("\\d[\\d,.]*\\d|\\d"));
        for (const Message& m : std::as_const(m_found)) {
            const QByteArray source = m.source.toUtf8();
            const QString translated
                = t->translate(m.context.toUtf8().constData(), source.constData(), nullptr, m.numerus ? 2 : -1);
            QVERIFY2(!translated.isEmpty(), qPrintable(language + u' ' + m.context + QStringLiteral(": ") + m.source));
            // Figures are what the articles and this machine measured: a translation keeps them all.
            for (const QRegularExpressionMatch& match : number.globalMatch(m.source))
                QVERIFY2(translated.contains(match.captured()),
                    qPrintable(language + QStringLiteral(": '") + match.captured()
                        + QStringLiteral("' is missing from the translation of: ") + m.source));
        }
    }

    // A count reads in its plural form in English too ("1 run each", "3 runs each"): every text
    // with %n has its singular and plural in iolens_en.qm.
    void everyCountHasItsEnglishForms()
    {
        const auto t = translator(QStringLiteral("en"));
        QVERIFY(t);
        int counted = 0;
        for (const Message& m : std::as_const(m_found)) {
            if (!m.numerus)
                continue;
            ++counted;
            const QByteArray context = m.context.toUtf8(), source = m.source.toUtf8();
            const QString one = t->translate(context.constData(), source.constData(), nullptr, 1);
            const QString many = t->translate(context.constData(), source.constData(), nullptr, 3);
            QVERIFY2(!one.isEmpty() && !many.isEmpty(), qPrintable(m.source));
            QCOMPARE(many, m.source); // the source is the plural form
            QVERIFY2(one != many, qPrintable(m.source));
        }
        QCOMPARE(counted, 9);
    }
};

QTEST_GUILESS_MAIN(TestCourseTranslations)
#include "tst_coursetranslations.moc"

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// `iolens-cli run … --report FILE.pdf|html` end to end: iolens-cli (Qt Core only) hands the run to
// iolens-render, which writes the same document as File → Export report….

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestReportCli : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_input;

    int cli(const QStringList& args, QString* err = nullptr, const QString& lang = QString())
    {
        QProcess p;
        if (!lang.isEmpty()) {
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove(QStringLiteral("LANGUAGE"));
            env.remove(QStringLiteral("LC_ALL"));
            env.remove(QStringLiteral("LC_MESSAGES"));
            env.insert(QStringLiteral("LANG"), lang);
            p.setProcessEnvironment(env);
        }
        p.start(QStringLiteral(IOLENS_CLI), args);
        if (!p.waitForFinished(120'000))
            return -1;
        if (err)
            *err = QString::fromUtf8(p.readAllStandardError());
        return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    }
    QStringList runArgs(const QString& report) const
    {
        return { QStringLiteral("run"), QStringLiteral("--file"), m_input, QStringLiteral("--strategy"),
            QStringLiteral("copy.buffer-loop,copy.byte-stdio"), QStringLiteral("--reps"), QStringLiteral("2"),
            QStringLiteral("--warmup"), QStringLiteral("0"), QStringLiteral("--out-dir"), m_dir.path(),
            QStringLiteral("--report"), report };
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
            "poppler-utils is missing: bash .ci/deps installs it");
        m_input = m_dir.filePath(QStringLiteral("in.bin"));
        QCOMPARE(cli({ QStringLiteral("gen"), QStringLiteral("--kind"), QStringLiteral("random"),
                     QStringLiteral("--size"), QStringLiteral("64K"), m_input }),
            0);
    }

    void writesAPdf()
    {
        const QString pdf = m_dir.filePath(QStringLiteral("cli.pdf"));
        QString err;
        QCOMPARE(cli(runArgs(pdf), &err), 0);
        QProcess text;
        text.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
            { QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-") });
        QVERIFY(text.waitForFinished(60'000));
        QCOMPARE(text.exitCode(), 0);
        const QString all = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY(all.contains(QStringLiteral("copy.buffer-loop")));
        QVERIFY(all.contains(QStringLiteral("copy.byte-stdio")));
        QVERIFY(all.contains(QStringLiteral("Lessons")));
        QProcess info;
        info.start(QStandardPaths::findExecutable(QStringLiteral("pdfinfo")), { pdf });
        QVERIFY(info.waitForFinished(60'000));
        const QRegularExpressionMatch pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)"))
                                                  .match(QString::fromUtf8(info.readAllStandardOutput()));
        QVERIFY(pages.hasMatch());
        QVERIFY(pages.captured(1).toInt() >= 9); // environment, settings, results, five plots, lessons
    }

    void writesHtml()
    {
        const QString html = m_dir.filePath(QStringLiteral("cli.html"));
        QCOMPARE(cli(runArgs(html)), 0);
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QCOMPARE(bytes.count("<img src=\"data:image/png;base64,"), 5);
        QVERIFY(bytes.contains("copy.byte-stdio"));
    }

    // The report speaks the user's language, as the window does; the CLI's own output stays English.
    void reportInTheUsersLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("heading");
        QTest::newRow("C") << QStringLiteral("C") << QStringLiteral("<title>iolens report</title>")
                           << QStringLiteral("<h1>Environment");
        QTest::newRow("ja") << QStringLiteral("ja_JP.UTF-8") << QStringLiteral("<title>iolens レポート</title>")
                            << QStringLiteral("<h1>環境");
        QTest::newRow("ko") << QStringLiteral("ko_KR.UTF-8") << QStringLiteral("<title>iolens 보고서</title>")
                            << QStringLiteral("<h1>환경");
    }
    void reportInTheUsersLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(QString, title);
        QFETCH(QString, heading);
        const QString html = m_dir.filePath(QStringLiteral("lang-%1.html").arg(QLatin1String(QTest::currentDataTag())));
        QString err;
        QCOMPARE(cli(runArgs(html), &err, lang), 0);
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(title) && text.contains(heading), qPrintable(text.left(2000)));
    }

    void refusesOtherSuffixes()
    {
        const QString txt = m_dir.filePath(QStringLiteral("cli.txt"));
        QString err;
        QCOMPARE(cli(runArgs(txt), &err), 2);
        QVERIFY2(err.contains(QStringLiteral("--report")) && err.contains(txt), qPrintable(err));
        QVERIFY(!QFile::exists(txt));
    }
};

QTEST_GUILESS_MAIN(TestReportCli)
#include "tst_reportcli.moc"

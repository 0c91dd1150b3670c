// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testreport.h"

#include "ui/controlpanel.h"
#include "ui/documentsavedialog.h"
#include "ui/mainwindow.h"
#include "ui/session.h"
#include "ui/settings.h"
#include "ui/strategiespage.h"
#include "ui/trace/tracepage.h"

#include "core/documentkind.h"
#include "core/trace/trace.h"

#include <QApplication>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMimeData>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>

#include <functional>

using namespace iolens;
using namespace iolens::ui;

namespace {

// What a save dialog offered, and the answer the test typed into it.
struct SaveDialogSeen {
    bool shown = false;
    QStringList filters;
    QString selectedFilter;
    QString proposed; // the file name in the name field
    QString defaultSuffix;
};

// Answers the next modal file dialog with `typed` (a path) and records what it proposed. Polls,
// since the dialog appears only once the call under test is inside its exec().
void answerSaveDialog(const QString& typed, SaveDialogSeen* seen)
{
    auto* timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, typed, seen] {
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        timer->stop();
        timer->deleteLater();
        seen->shown = true;
        seen->filters = dialog->nameFilters();
        seen->selectedFilter = dialog->selectedNameFilter();
        seen->proposed = QFileInfo(dialog->selectedFiles().value(0)).fileName();
        seen->defaultSuffix = dialog->defaultSuffix();
        // As a person would: the folder, then the name typed into the name field.
        dialog->setDirectory(QFileInfo(typed).path());
        auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
        if (name)
            name->setText(QFileInfo(typed).fileName());
        else
            dialog->selectFile(typed); // a dialog without the widget's name field
        QMetaObject::invokeMethod(dialog, "accept"); // as the Save button does
    });
    timer->start();
}

void drop(QWidget* window, const QString& path)
{
    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(path) });
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent event(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window, &event);
}

bool writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

// iolens' documents are NAME.iolens.json, the suffix the installed MIME type matches: every save
// dialog proposes it. What a drop opens is decided by content, as for `iolens FILE`.
class TestDocumentFiles : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

private slots:
    void suffixIsAddedToABareNameOnly()
    {
        QCOMPARE(withDocumentSuffix(QStringLiteral("/tmp/run")), QStringLiteral("/tmp/run.iolens.json"));
        QCOMPARE(withDocumentSuffix(QStringLiteral("/tmp/a.d/run")), QStringLiteral("/tmp/a.d/run.iolens.json"));
        QCOMPARE(withDocumentSuffix(QStringLiteral("/tmp/run.iolens.json")), QStringLiteral("/tmp/run.iolens.json"));
        QCOMPARE(withDocumentSuffix(QStringLiteral("/tmp/run.json")), QStringLiteral("/tmp/run.json")); // typed so
        QCOMPARE(withDocumentSuffix(QString()), QString());
    }

    void saveDialogsProposeTheDocumentSuffix_data()
    {
        QTest::addColumn<QString>("which");
        QTest::addColumn<QString>("proposed");
        QTest::addColumn<QString>("filter");
        QTest::addColumn<int>("kind");
        QTest::newRow("save session") << QStringLiteral("session") << QStringLiteral("iolens-session.iolens.json")
                                      << QStringLiteral("iolens sessions (*.iolens.json)")
                                      << int(DocumentKind::RunReport);
        QTest::newRow("export JSON") << QStringLiteral("json") << QStringLiteral("iolens-results.iolens.json")
                                     << QStringLiteral("iolens run results (*.iolens.json)")
                                     << int(DocumentKind::RunReport);
        QTest::newRow("save trace") << QStringLiteral("trace") << QStringLiteral("iolens-trace.iolens.json")
                                    << QStringLiteral("iolens traces (*.iolens.json)") << int(DocumentKind::Trace);
    }

    void saveDialogsProposeTheDocumentSuffix()
    {
        QFETCH(QString, which);
        QFETCH(QString, proposed);
        QFETCH(QString, filter);
        QFETCH(int, kind);
        Settings settings(m_dir.filePath(which + QStringLiteral(".ini")));
        MainWindow window(&settings);
        window.showReport(std::make_shared<const Report>(test::knownReport()), QStringLiteral("test"));
        window.tracePage()->showTrace(std::make_shared<const trace::Trace>(), QStringLiteral("test"));

        // The user types a name without a suffix: the document still gets .iolens.json.
        const QString typed = m_dir.filePath(which + QStringLiteral("-typed"));
        SaveDialogSeen seen;
        answerSaveDialog(typed, &seen);
        if (which == u"session")
            window.strategiesPage()->saveSession();
        else if (which == u"json")
            window.strategiesPage()->exportTable(true);
        else {
            QPushButton* save = nullptr;
            for (QPushButton* button : window.tracePage()->findChildren<QPushButton*>())
                if (button->text() == u"Save trace…")
                    save = button;
            QVERIFY(save && save->isEnabled());
            save->click();
        }
        QVERIFY(seen.shown);
        QCOMPARE(seen.proposed, proposed);
        QCOMPARE(seen.filters, QStringList({ filter, QStringLiteral("All files (*)") }));
        QCOMPARE(seen.selectedFilter, filter);
        QCOMPARE(seen.defaultSuffix, QStringLiteral("iolens.json"));
        const QString saved = typed + QStringLiteral(".iolens.json");
        QVERIFY2(QFileInfo::exists(saved), qPrintable(saved));
        QVERIFY(!QFileInfo::exists(typed));
        QCOMPARE(int(documentKind(QFile::encodeName(saved).toStdString())), kind);
    }

    void dropDecidesByContent()
    {
        // A session under a name that says nothing about it: it opens as a session.
        const QString session = m_dir.filePath(QStringLiteral("results.dat"));
        QCOMPARE(Session::save(session, test::knownReport()), QString());
        // JSON that iolens did not write, named like a document: a workload like any other file.
        const QString data = m_dir.filePath(QStringLiteral("data.iolens.json"));
        QVERIFY(writeFile(data, R"({"results": [1, 2, 3], "name": "not iolens"})"));

        Settings settings(m_dir.filePath(QStringLiteral("drop.ini")));
        MainWindow window(&settings);
        QVERIFY(window.controlPanel()->setFile(data)); // anything but the two files below
        const QString before = m_dir.filePath(QStringLiteral("before.bin"));
        QVERIFY(writeFile(before, QByteArray(4096, 'x')));
        QVERIFY(window.controlPanel()->setFile(before));

        drop(&window, session);
        QVERIFY(window.report());
        QCOMPARE(window.report()->results.size(), std::size_t(3));
        QCOMPARE(window.report()->workload.file, std::string("/tmp/known.bin"));
        QCoreApplication::processEvents();
        QCOMPARE(window.controlPanel()->file(), before); // not the session's file as workload

        drop(&window, data);
        QTRY_COMPARE(window.controlPanel()->file(), data);
        QCOMPARE(window.report()->results.size(), std::size_t(3)); // still the dropped session
    }
};

QTEST_MAIN(TestDocumentFiles)
#include "tst_documentfiles.moc"

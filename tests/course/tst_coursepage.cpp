// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Course page offscreen: a whole chapter walked with small files (prediction, run, the measured
// answer and its explanation shown, the summary at the end), a failing run that lets the learner
// go on, progress kept in Settings, and article 004's program traced for the last two steps.

#include "ui/course/coursebarsplot.h"
#include "ui/course/coursepage.h"
#include "ui/course/coursetext.h"
#include "ui/phasesplot.h"
#include "ui/pluraltranslator.h"
#include "ui/settings.h"

#include <QApplication>
#include <QButtonGroup>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QTreeWidget>

#include "ui/qcp.h"

using namespace iolens;
using namespace iolens::ui;

class TestCoursePage : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    // $IOLENS_COURSE_SHOTS names a directory for pictures of the page, to look at them.
    static void shoot(CoursePage& page, const QString& name)
    {
        if (const QString dir = qEnvironmentVariable("IOLENS_COURSE_SHOTS"); !dir.isEmpty()) {
            page.resize(1400, 900);
            page.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
        }
    }

    std::unique_ptr<Settings> settings(const QString& name)
    {
        return std::make_unique<Settings>(m_dir.filePath(name + QStringLiteral(".ini")));
    }
    void setUp(CoursePage& page)
    {
        page.setQuick(true);
        page.setWorkDir(m_dir.filePath(QStringLiteral("work")));
        page.setOutDir(m_dir.path());
    }
    // Predicts `choice`, runs the step and waits for its end; returns stepFinished's ok.
    bool runWith(CoursePage& page, int choice)
    {
        QSignalSpy finished(&page, &CoursePage::stepFinished);
        if (!page.predict(choice) || !page.runStep())
            return false;
        if (finished.isEmpty() && !finished.wait(120'000))
            return false;
        return finished.front().at(1).toBool();
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Counts in their plural forms, in English and in Japanese (quick mode: one repetition).
    void countsReadInTheirPluralForms()
    {
        installEnglishPlurals();
        auto s = settings(QStringLiteral("plurals"));
        CoursePage page(s.get());
        setUp(page);
        page.showStep(QStringLiteral("000.per-byte"));
        QCOMPARE(page.statusLabel()->text(),
            QStringLiteral("This step runs 2 strategies on a file of 256 KiB, 1 repetition each."));
        page.setQuick(false);
        page.showStep(QStringLiteral("000.syscall-per-byte"));
        QCOMPARE(page.statusLabel()->text(),
            QStringLiteral("This step runs 2 strategies on a file of 256 KiB, 3 repetitions each."));
        page.setQuick(true);
        QVERIFY2(runWith(page, 0), qPrintable(page.statusLabel()->text()));
        const QString shown = page.explanation()->toPlainText();
        QVERIFY2(shown.contains(QStringLiteral(", 1 run each).")), qPrintable(shown));
        QTranslator japanese;
        QVERIFY(japanese.load(QStringLiteral(":/i18n/iolens_ja.qm")));
        QCoreApplication::installTranslator(&japanese);
        page.showStep(QStringLiteral("000.per-byte"));
        const QString status = page.statusLabel()->text();
        QCoreApplication::removeTranslator(&japanese);
        QVERIFY2(status.contains(QStringLiteral("各 1 回実行")), qPrintable(status));
    }

    void walksAWholeChapter()
    {
        auto s = settings(QStringLiteral("walk"));
        CoursePage page(s.get());
        setUp(page);
        const course::Chapter& chapter = *course::findChapter("002");
        page.showStep(QString::fromStdString(chapter.steps.front().id));
        for (const course::Step& step : chapter.steps) {
            const QString id = QString::fromStdString(step.id);
            QCOMPARE(page.currentStep(), id);
            QCOMPARE(page.questionLabel()->text(), courseText(step.question));
            QCOMPARE(page.choices()->buttons().size(), int(step.choices.size()));
            QVERIFY2(runWith(page, 0), qPrintable(page.statusLabel()->text()));
            // The answer shown is the one computed from the page's own run.
            QVERIFY(page.lastReport());
            const course::Answer expected = course::computeAnswer(step, *page.lastReport());
            QVERIFY(expected.ok);
            QVERIFY(page.answer());
            QCOMPARE(page.answer()->choice, expected.choice);
            QCOMPARE(page.answer()->value, expected.value);
            const QString measured = courseChoiceText(step, expected.choice);
            QVERIFY2(
                page.answerLabel()->text().contains(measured.toHtmlEscaped()), qPrintable(page.answerLabel()->text()));
            const QString shown = page.explanation()->toPlainText();
            QVERIFY2(shown.contains(courseParagraph(expected.explanation.front())), qPrintable(shown));
            QVERIFY(shown.contains(courseText(step.article.text)));
            QVERIFY(shown.contains(courseText(step.lesson)));
            QCOMPARE(page.phasesPlot()->selectedStrategy(), QString::fromStdString(expected.highlight));
            QCOMPARE(page.phasesPlot()->report(), page.lastReport());
            QVERIFY(page.choices()->button(expected.choice)->font().bold());
            const CourseStepProgress kept = s->courseProgress(id);
            QCOMPARE(kept.prediction, 0);
            QCOMPARE(kept.answer, expected.choice);
            QCOMPARE(kept.value, expected.value);
            QVERIFY(kept.failure.isEmpty());
            QCOMPARE(page.runButton()->text(), QCoreApplication::translate("Course", "Run again"));
            QCOMPARE(page.progressBar()->value(), page.progressBar()->maximum());
            // The first plot's bars are the medians the explanation states, on a linear axis.
            QStringList strategies;
            QVector<double> medians;
            for (const course::Measured& m : expected.measured) {
                strategies << QString::fromStdString(m.strategy);
                medians << m.medianNs;
            }
            QCOMPARE(page.barsPlot()->labels(), strategies);
            QCOMPARE(page.barsPlot()->values(), medians);
            QCOMPARE(page.plotTabs()->currentWidget(), page.barsPlot());
            QCOMPARE(page.barsPlot()->plot()->xAxis->scaleType(), QCPAxis::stLinear);
            QVERIFY(!page.phasesPlot()->logAxis());
            shoot(page, id);
            page.next();
        }
        // After the last step: the chapter's summary, one row per step.
        QCOMPARE(page.currentSummary(), QStringLiteral("002"));
        QTableWidget* table = page.summaryTable();
        QCOMPARE(table->rowCount(), int(chapter.steps.size()));
        shoot(page, QStringLiteral("summary-002"));
        for (int r = 0; r < table->rowCount(); ++r) {
            const course::Step& step = chapter.steps[std::size_t(r)];
            const CourseStepProgress kept = s->courseProgress(QString::fromStdString(step.id));
            QCOMPARE(table->item(r, 0)->text(), courseText(step.title));
            QVERIFY(table->item(r, 1)->text().startsWith(courseChoiceText(step, 0)));
            // A run that could not tell the strategies apart says so (on a loaded machine it happens).
            const QString answer = courseChoiceText(step, kept.answer);
            QCOMPARE(table->item(r, 2)->text(),
                kept.decided ? answer : QStringLiteral("%1 (this run cannot tell)").arg(answer));
            QCOMPARE(table->item(r, 3)->text(), courseFigure(step, kept.value));
            QCOMPARE(table->item(r, 4)->text(), courseChoiceText(step, course::articleChoice(step)));
        }
        // Next after the summary opens the next chapter.
        page.next();
        QCOMPARE(page.currentStep(), QString::fromStdString(course::findChapter("004")->steps.front().id));
    }

    void progressIsKeptAndAStepRunsAgain()
    {
        auto s = settings(QStringLiteral("again"));
        {
            CoursePage page(s.get());
            setUp(page);
            page.showStep(QStringLiteral("000.per-byte"));
            QVERIFY(runWith(page, 2));
        }
        const CourseStepProgress first = s->courseProgress(QStringLiteral("000.per-byte"));
        QCOMPARE(first.prediction, 2);
        QVERIFY(first.answer >= 0);
        CoursePage page(s.get()); // a new page (the next start) opens where the learner was
        setUp(page);
        QCOMPARE(page.currentStep(), QStringLiteral("000.per-byte"));
        QCOMPARE(page.choices()->checkedId(), 2);
        QVERIFY(page.answerLabel()->text().contains(courseChoiceText(*course::findStep("000.per-byte"), first.answer)));
        QVERIFY(runWith(page, 1)); // run again with another prediction
        QCOMPARE(s->courseProgress(QStringLiteral("000.per-byte")).prediction, 1);
        s->resetCourse();
        QCOMPARE(s->courseProgress(QStringLiteral("000.per-byte")), CourseStepProgress {});
    }

    void aFailedRunSaysSoAndLetsTheLearnerGoOn()
    {
        auto s = settings(QStringLiteral("fail"));
        CoursePage page(s.get());
        setUp(page);
        const QString missing = m_dir.filePath(QStringLiteral("no/such/dir"));
        page.setOutDir(missing); // the runner refuses an out dir that does not exist
        page.showStep(QStringLiteral("001.parallel"));
        QVERIFY(!runWith(page, 1));
        QVERIFY(!page.answer());
        QVERIFY2(page.statusLabel()->text().contains(missing), qPrintable(page.statusLabel()->text()));
        QVERIFY(page.statusLabel()->text().contains(QStringLiteral("failed")));
        QVERIFY(page.nextButton()->isEnabled());
        const CourseStepProgress kept = s->courseProgress(QStringLiteral("001.parallel"));
        QCOMPARE(kept.prediction, 1);
        QCOMPARE(kept.answer, -1);
        QVERIFY(kept.failure.contains(missing));
        page.next();
        QCOMPARE(page.currentStep(), QStringLiteral("001.fastest-reader"));
        page.next();
        QCOMPARE(page.currentSummary(), QStringLiteral("001"));
        QVERIFY(page.summaryTable()->item(0, 2)->text().contains(missing));
    }

    void aMissingProgramSaysSo()
    {
        auto s = settings(QStringLiteral("noprogram"));
        CoursePage page(s.get());
        setUp(page);
        const QString absent = m_dir.filePath(QStringLiteral("absent"));
        page.setTraceProgram(absent);
        page.showStep(QStringLiteral("004.trace-zones"));
        QVERIFY(!runWith(page, 2));
        QCOMPARE(page.statusLabel()->text(),
            QStringLiteral("This step's run failed: Article 004's program is not at '%1': install iolens with it "
                           "(cmake --install puts it in libexec/iolens/), or set IOLENS_COURSE_PROGRAM to its path. "
                           "Run it again, or go on to the next step.")
                .arg(absent));
        QVERIFY(page.nextButton()->isEnabled());
    }

    // The program is looked for beside the executable, where the build tree and an installed tree
    // (cmake --install) both have it: <exe dir>/../libexec/iolens/csvmerge004.
    void findsTheProgramBesideTheExecutable()
    {
        qunsetenv("IOLENS_COURSE_PROGRAM");
        QCOMPARE(CoursePage::traceProgramFor(QStringLiteral("/opt/iolens/bin")),
            QStringLiteral("/opt/iolens/libexec/iolens/csvmerge004"));
        // This build tree's, as app/CMakeLists.txt builds it for the window at build/app/iolens.
        const QString built = CoursePage::traceProgramFor(QStringLiteral(IOLENS_APP_DIR));
        QCOMPARE(
            QFileInfo(built).canonicalFilePath(), QFileInfo(QStringLiteral(IOLENS_COURSE_PROGRAM)).canonicalFilePath());
        QVERIFY(QFileInfo(built).isExecutable());
        qputenv("IOLENS_COURSE_PROGRAM", "/somewhere/else");
        QCOMPARE(CoursePage::traceProgramFor(QStringLiteral("/opt/iolens/bin")), QStringLiteral("/somewhere/else"));
        qunsetenv("IOLENS_COURSE_PROGRAM");
    }

    // Chapter 004's last steps: article 004's program traced, the hotspot found by its stopwatches,
    // then by the calls per file alone.
    // A step revisited in the session shows its last plot and explanation again, and the report
    // exported is always of the step or chapter on screen.
    void aRevisitedStepShowsItsLastRun()
    {
        auto s = settings(QStringLiteral("revisit"));
        CoursePage page(s.get());
        setUp(page);
        page.showStep(QStringLiteral("000.per-byte"));
        QVERIFY(runWith(page, 0));
        const QString explanation = page.explanation()->toPlainText();
        const QStringList labels = page.barsPlot()->labels();
        const ReportPtr report = page.lastReport();
        QVERIFY(report);
        page.next();
        QCOMPARE(page.currentStep(), QStringLiteral("000.syscall-per-byte"));
        QVERIFY(page.explanation()->toPlainText().isEmpty());
        QVERIFY(page.barsPlot()->labels().isEmpty());
        QVERIFY(!page.lastReport()); // not run: nothing of another step to export
        page.showStep(QStringLiteral("000.per-byte"));
        QCOMPARE(page.explanation()->toPlainText(), explanation);
        QCOMPARE(page.barsPlot()->labels(), labels);
        QCOMPARE(page.phasesPlot()->report(), report);
        QVERIFY(page.answer());
        QCOMPARE(page.lastReport(), report);
        QCOMPARE(page.reportOptions().course.stepId, QStringLiteral("000.per-byte"));
        // Another chapter's summary reports none of chapter 000's runs; chapter 000's does.
        page.showSummary(QStringLiteral("004"));
        QVERIFY(!page.lastReport());
        QCOMPARE(page.reportOptions().course.chapterId, QStringLiteral("004"));
        QVERIFY(page.reportOptions().course.stepId.isEmpty());
        page.showSummary(QStringLiteral("000"));
        QCOMPARE(page.lastReport(), report);
        QCOMPARE(page.reportOptions().course.stepId, QStringLiteral("000.per-byte"));
        // The step list marks a right prediction as the summary does (✓), a wrong one with ✗.
        const course::Step& step = *course::findStep("000.per-byte");
        const QString title = courseText(step.title);
        const QString mark = page.answer()->choice == 0 ? QStringLiteral("✓ ") : QStringLiteral("✗ ");
        QVERIFY(!page.findChild<QTreeWidget*>(QStringLiteral("courseTree"))
                     ->findItems(mark + title, Qt::MatchExactly | Qt::MatchRecursive)
                     .isEmpty());
    }

    // A run that could not tell its strategies apart is never marked right or wrong: not in the
    // summary, not in the step list, and the flag survives the settings.
    void anUnsettledAnswerIsNeitherRightNorWrong()
    {
        const course::Chapter& chapter = *course::findChapter("000");
        const course::Step& bulk = *course::findStep("000.bulk");
        CourseStepRecord settled { QStringLiteral("000.bulk"), 0, 0, 1.5, {}, true };
        CourseStepRecord unsettled = settled;
        unsettled.decided = false;
        const auto rowOf = [&](const CourseStepRecord& r) {
            for (const CourseSummaryRow& row : courseSummary(chapter, { r }))
                if (row.step == courseText(bulk.title))
                    return row;
            return CourseSummaryRow {};
        };
        QVERIFY(rowOf(settled).right);
        QVERIFY(!rowOf(unsettled).right);
        QVERIFY2(rowOf(unsettled).answer.contains(QStringLiteral("cannot tell")), qPrintable(rowOf(unsettled).answer));
        QVERIFY(rowOf(unsettled).answer.startsWith(courseChoiceText(bulk, 0)));

        auto s = settings(QStringLiteral("unsettled"));
        s->setCourseProgress(QStringLiteral("000.bulk"), { 0, 0, 1.5, {}, false });
        QCOMPARE(s->courseProgress(QStringLiteral("000.bulk")).decided, false);
        CoursePage page(s.get());
        const QString title = courseText(bulk.title);
        auto* tree = page.findChild<QTreeWidget*>(QStringLiteral("courseTree"));
        QVERIFY(!tree->findItems(QStringLiteral("? ") + title, Qt::MatchExactly | Qt::MatchRecursive).isEmpty());
        s->setCourseProgress(QStringLiteral("000.bulk"), { 0, 0, 1.5, {}, true });
        CoursePage settledPage(s.get());
        QVERIFY(!settledPage.findChild<QTreeWidget*>(QStringLiteral("courseTree"))
                     ->findItems(QStringLiteral("✓ ") + title, Qt::MatchExactly | Qt::MatchRecursive)
                     .isEmpty());
    }

    // Each chapter opens on its introduction; a new step starts at its title; an empty plot says
    // what to do on this page; the old choices are gone.
    void eachStepOpensAsALearnerNeedsIt()
    {
        auto s = settings(QStringLiteral("open"));
        CoursePage page(s.get());
        setUp(page);
        page.resize(700, 300); // small enough that the step scrolls
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (const course::Chapter& chapter : course::chapters()) {
            page.showStep(QString::fromStdString(chapter.steps.front().id));
            QVERIFY(!page.introLabel()->isHidden());
            QVERIFY(page.introLabel()->text().contains(courseText(chapter.intro).toHtmlEscaped()));
            QCoreApplication::processEvents(); // the scroll range follows the new step's layout
            page.stepScroll()->verticalScrollBar()->setValue(page.stepScroll()->verticalScrollBar()->maximum());
            QVERIFY(page.stepScroll()->verticalScrollBar()->value() > 0);
            page.showStep(QString::fromStdString(chapter.steps[1].id));
            QVERIFY(page.introLabel()->isHidden());
            QCOMPARE(page.stepScroll()->verticalScrollBar()->value(), 0);
            QCOMPARE(page.barsPlot()->shownHint(), CourseBarsPlot::courseHint());
            QVERIFY(page.barsPlot()->labels().isEmpty()); // no labels of the step before
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            QCOMPARE(page.findChildren<QRadioButton*>().size(), int(chapter.steps[1].choices.size()));
        }
        page.showStep(QStringLiteral("000.per-byte"));
        page.plotTabs()->setCurrentWidget(page.phasesPlot());
        QCOMPARE(page.phasesPlot()->shownHint(), CourseBarsPlot::courseHint());
        QVERIFY(page.phasesPlot()->shownHint() != PlotView::runHint());
    }

    // The phases' legend in Japanese.
    void theLegendSpeaksJapanese()
    {
        auto s = settings(QStringLiteral("legend"));
        CoursePage page(s.get());
        setUp(page);
        page.showStep(QStringLiteral("000.per-byte"));
        QVERIFY(runWith(page, 0));
        QTranslator japanese;
        QVERIFY(japanese.load(QStringLiteral(":/i18n/iolens_ja.qm")));
        QCoreApplication::installTranslator(&japanese);
        page.phasesPlot()->refresh();
        QStringList names;
        QCustomPlot* plot = page.phasesPlot()->plot();
        for (int i = 0; i < plot->plottableCount(); ++i)
            names << plot->plottable(i)->name();
        QCoreApplication::removeTranslator(&japanese);
        QVERIFY(!names.isEmpty());
        QVERIFY2(names.contains(QStringLiteral("読み込み")), qPrintable(names.join(QLatin1Char(' '))));
        QVERIFY2(!names.contains(QStringLiteral("read")), qPrintable(names.join(QLatin1Char(' '))));
    }

    void tracesArticle004sProgram()
    {
        auto s = settings(QStringLiteral("trace"));
        CoursePage page(s.get());
        setUp(page);
        page.setTraceProgram(QStringLiteral(IOLENS_CSVMERGE004));
        for (const char* id : { "004.trace-zones", "004.trace-files" }) {
            const course::Step& step = *course::findStep(id);
            page.showStep(QString::fromLatin1(id));
            QVERIFY2(runWith(page, 0), qPrintable(page.statusLabel()->text()));
            QVERIFY(page.lastTrace());
            const course::Answer expected = course::computeTraceAnswer(step, *page.lastTrace());
            QVERIFY(expected.ok);
            QCOMPARE(page.answer()->choice, expected.choice);
            QCOMPARE(page.barsPlot()->highlighted(), expected.choice);
            QCOMPARE(page.barsPlot()->labels().size(), int(step.choices.size()));
            QCOMPARE(page.progressBar()->value(), page.progressBar()->maximum()); // "Done." at 100 %
            QCOMPARE(page.progressBar()->maximum(), 1000);
            const QString shown = page.explanation()->toPlainText();
            QVERIFY(shown.contains(courseParagraph(expected.explanation.front())));
            QVERIFY(shown.contains(courseText(step.lesson)));
            shoot(page, QString::fromLatin1(id));
        }
        // The program's own zones were seen: 100 iterations of each of zones 2 to 6.
        int zones = 0;
        for (const trace::Zone& z : page.lastTrace()->zones)
            if (z.name >= "2" && z.name <= "6" && z.name.size() == 1) {
                QCOMPARE(z.count, std::uint64_t(100));
                ++zones;
            }
        QCOMPARE(zones, 5);
    }
};

QTEST_MAIN(TestCoursePage)
#include "tst_coursepage.moc"

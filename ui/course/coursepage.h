// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/course/courseanswer.h"
#include "core/course/coursestep.h"
#include "ui/course/coursephasesplot.h"
#include "ui/course/coursetext.h"
#include "ui/report/reportwriter.h"
#include "ui/runcontroller.h"
#include "ui/trace/tracecontroller.h"
#include "ui/windowpage.h"

#include <map>
#include <optional>

class QButtonGroup;
class QLabel;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QTabWidget;
class QTableWidget;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;
class QVBoxLayout;

namespace iolens::ui {

class CourseBarsPlot;
class FileGenerator;
class Settings;

// The course (issue "Teach"): chapters and steps on the left; on the right a step in the
// predict → observe → explain form. The learner picks a prediction, Run records it, makes the
// step's file (once, in the course's work dir), runs the step's strategies through a
// RunController (a trace step traces article 004's program through a TraceController), then the
// measured answer is marked among the choices and in the plot and explained with this machine's
// figures beside the article's. A chapter ends with a table of predictions against answers.
// Progress lives in Settings; a step can be run again at any time.
class CoursePage : public WindowPage {
    Q_OBJECT
public:
    explicit CoursePage(Settings* settings, QWidget* parent = nullptr);
    ~CoursePage() override;

    QString pageTitle() const override;
    QString pageToolTip() const override;
    void run() override { runStep(); }
    bool canRun() const override;

    // Where the steps' files are made (default: the app's cache dir, course/); the runs' scratch dir.
    void setWorkDir(const QString& dir);
    void setOutDir(const QString& dir);
    // Small files and one repetition, for tests and slow machines: the figures are rougher.
    void setQuick(bool quick);
    bool isQuick() const { return m_quick; }
    // The program a trace step traces (article 004's program with its stopwatches).
    void setTraceProgram(const QString& path);
    QString traceProgram() const { return m_traceProgram; }
    // $IOLENS_COURSE_PROGRAM, else csvmerge004 in ../libexec/iolens/ from this executable's
    // directory (where the build tree and `cmake --install` both put it), whether or not it is there.
    static QString defaultTraceProgram();
    static QString traceProgramFor(const QString& exeDir);

    void showStep(const QString& stepId);
    void showSummary(const QString& chapterId);
    QString currentStep() const; // empty while a summary shows
    QString currentSummary() const { return m_summaryChapter; }
    // Selects a prediction (index into the step's choices); false for a bad index or while running.
    bool predict(int choice);
    // Records the prediction and runs the step; false (the status line says why) without a
    // prediction or while a run goes on.
    bool runStep();
    void cancel() override;
    bool isRunning() const override;
    // The next step, or the chapter's summary after its last step, or the next chapter after that.
    void next();

    // The answer shown, the run (or trace) it came from.
    const std::optional<course::Answer>& answer() const { return m_answer; }
    // The run of what is on screen, for File → Export report…: the step's last run in this
    // session, or for a chapter's summary the latest run of one of its steps; null when there is none.
    ReportPtr lastReport() const;
    TracePtr lastTrace() const { return m_trace; }
    // The predictions and answers of a chapter so far, for the report.
    std::vector<CourseStepRecord> records(const QString& chapterId) const;
    // File → Export report… on this page: the last step's run with its chapter's table.
    ReportOptions reportOptions() const;

    QLabel* questionLabel() const { return m_question; }
    QLabel* answerLabel() const { return m_answerLabel; }
    QLabel* statusLabel() const { return m_status; }
    QTextBrowser* explanation() const { return m_explanation; }
    QLabel* introLabel() const { return m_intro; }
    QScrollArea* stepScroll() const { return m_stepScroll; }
    QProgressBar* progressBar() const { return m_progress; }
    QTabWidget* plotTabs() const { return m_plots; }
    QTableWidget* summaryTable() const { return m_summary; }
    PhasesPlot* phasesPlot() const { return m_phases; }
    CourseBarsPlot* barsPlot() const { return m_bars; }
    QPushButton* runButton() const { return m_runButton; }
    QPushButton* nextButton() const { return m_nextButton; }
    QButtonGroup* choices() const { return m_choiceGroup; }

signals:
    // A step's run ended: ok when it gave an answer.
    void stepFinished(const QString& stepId, bool ok);
    void runningChanged(bool running);

private:
    void buildTree();
    void updateTree();
    const course::Step* step() const;
    // Records a fresh answer (progress, the tree, stepFinished) and shows it.
    void showAnswer(const course::Answer& answer);
    // Shows an answer with the run or trace it came from: a fresh one, or a revisited step's last.
    void presentAnswer(const course::Answer& answer);
    void plotRun(const course::Answer& answer);
    void plotTrace(const course::Step& step, const course::Answer& answer);
    // The step whose last run lastReport() and reportOptions() describe, "" for none.
    QString reportedStep() const;
    void showFailure(const QString& message);
    void startRun(const QString& file);
    void startTrace();
    void finishRun();
    void setRunning(bool running);
    QString fileFor(const course::Step& step) const;
    course::Step effective(const course::Step& step) const; // quick mode's smaller step

    Settings* m_settings;
    RunController* m_runs;
    TraceController* m_traces;
    FileGenerator* m_generator;
    QTreeWidget* m_tree = nullptr;
    QStackedWidget* m_views = nullptr;
    QScrollArea* m_stepScroll = nullptr;
    QLabel* m_intro = nullptr; // the chapter's introduction, above its first step
    QLabel* m_title = nullptr;
    QLabel* m_question = nullptr;
    QVBoxLayout* m_choiceBox = nullptr;
    QButtonGroup* m_choiceGroup = nullptr;
    QPushButton* m_runButton = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QPushButton* m_nextButton = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_answerLabel = nullptr;
    QTabWidget* m_plots = nullptr; // the median times (m_bars), then the phases (run steps only)
    CoursePhasesPlot* m_phases = nullptr;
    CourseBarsPlot* m_bars = nullptr;
    QTextBrowser* m_explanation = nullptr;
    QLabel* m_summaryTitle = nullptr;
    QTableWidget* m_summary = nullptr;

    QString m_stepId;
    QString m_summaryChapter;
    QString m_workDir;
    QString m_outDir;
    QString m_traceProgram;
    QString m_tracedFor; // the program and iterations m_trace came from
    bool m_quick = false;
    bool m_running = false;
    QString m_runError;
    ReportPtr m_report;
    TracePtr m_trace;
    std::optional<course::Answer> m_answer;
    // Each step's last answer in this session with the run or trace it came from: a revisited step
    // shows them again. `order` says which came last (a chapter summary's report).
    struct Shown {
        course::Answer answer;
        ReportPtr report;
        TracePtr trace;
        int order = 0;
    };
    std::map<QString, Shown> m_shown;
    int m_shownCount = 0;
};

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/course/coursepage.h"

#include "ui/course/coursebarsplot.h"
#include "ui/filegenerator.h"
#include "ui/qcp.h"
#include "ui/settings.h"

#include "core/sizeparse.h"
#include "core/trace/launch/tracelauncher.h"

#include <QButtonGroup>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace iolens::ui {

namespace {

constexpr int kStepRole = Qt::UserRole;
constexpr int kChapterRole = Qt::UserRole + 1;

// Quick mode: files of at most this size, one repetition, a shorter trace.
constexpr std::uint64_t kQuickBytes = 256 * 1024;

// The title of a step's first plot: what its bars are.
QString barsTitle(const course::Step& s)
{
    switch (s.kind) {
    case course::Question::HottestZone:
        return QCoreApplication::translate("Course", "Time per stopwatch");
    case course::Question::HottestFile:
        return QCoreApplication::translate("Course", "Time in calls per file");
    case course::Question::Fastest:
    case course::Question::Ratio:
        break;
    }
    return QCoreApplication::translate("Course", "Median wall time per strategy");
}

} // namespace

CoursePage::CoursePage(Settings* settings, QWidget* parent)
    : WindowPage(parent)
    , m_settings(settings)
    , m_runs(new RunController(this))
    , m_traces(new TraceController(this))
    , m_generator(new FileGenerator(this))
    , m_workDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/course"))
    , m_traceProgram(defaultTraceProgram())
{
    auto* split = new QSplitter(this);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);

    m_tree = new QTreeWidget(split);
    m_tree->setHeaderLabel(QCoreApplication::translate("Course", "Course"));
    m_tree->setObjectName(QStringLiteral("courseTree"));
    buildTree();

    m_views = new QStackedWidget(split);
    split->addWidget(m_tree);
    split->addWidget(m_views);
    split->setStretchFactor(1, 1);
    split->setSizes({ 340, 900 }); // the chapters' titles in full at the default font

    // The step view: question, choices, Run, progress, answer, plot, explanation. It scrolls
    // rather than squeeze: on a 1366×768 screen the six choices of 000.bulk left the plot 20
    // pixels, its five strategy names drawn over one another.
    m_stepScroll = new QScrollArea(m_views);
    m_stepScroll->setWidgetResizable(true);
    m_stepScroll->setObjectName(QStringLiteral("courseStepScroll"));
    m_stepScroll->setFrameShape(QFrame::NoFrame);
    auto* stepView = new QWidget(m_stepScroll);
    auto* v = new QVBoxLayout(stepView);
    v->setSpacing(4);
    m_intro = new QLabel(stepView);
    m_intro->setObjectName(QStringLiteral("courseIntro"));
    m_intro->setWordWrap(true);
    m_intro->setTextFormat(Qt::RichText);
    v->addWidget(m_intro);
    m_title = new QLabel(stepView);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_question = new QLabel(stepView);
    m_question->setWordWrap(true);
    v->addWidget(m_title);
    v->addWidget(m_question);
    m_choiceBox = new QVBoxLayout;
    v->addLayout(m_choiceBox);
    m_choiceGroup = new QButtonGroup(this);
    auto* buttons = new QHBoxLayout;
    m_runButton = new QPushButton(QCoreApplication::translate("Course", "Predict and run"), stepView);
    m_cancelButton = new QPushButton(QCoreApplication::translate("Course", "Cancel"), stepView);
    m_nextButton = new QPushButton(QCoreApplication::translate("Course", "Next"), stepView);
    m_progress = new QProgressBar(stepView);
    m_progress->setRange(0, 1000);
    buttons->addWidget(m_runButton);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_progress, 1);
    // What the step is doing, beside its progress: on a line of its own it pushed the plot's axis
    // below a 1366×768 screen in Japanese.
    m_status = new QLabel(stepView);
    m_status->setWordWrap(true);
    buttons->addWidget(m_status, 2);
    buttons->addWidget(m_nextButton);
    v->addLayout(buttons);
    m_answerLabel = new QLabel(stepView);
    m_answerLabel->setWordWrap(true);
    m_answerLabel->setTextFormat(Qt::RichText);
    v->addWidget(m_answerLabel);
    // The plots and the explanation side by side: one above the other they took 250 px more
    // than a 1366×768 screen has, and the plot's axis and the explanation were scrolled away.
    auto* body = new QSplitter(Qt::Horizontal, stepView);
    m_plots = new QTabWidget(body);
    m_bars = new CourseBarsPlot(m_plots);
    m_phases = new CoursePhasesPlot(m_plots);
    m_plots->addTab(m_bars, QString());
    m_plots->addTab(m_phases, m_phases->title());
    m_explanation = new QTextBrowser(body);
    m_explanation->setObjectName(QStringLiteral("courseExplanation"));
    body->addWidget(m_plots);
    body->addWidget(m_explanation);
    body->setChildrenCollapsible(false);
    body->setStretchFactor(0, 3);
    body->setStretchFactor(1, 2);
    const int line = fontMetrics().height();
    // Five bars, their names, the axis and the legend; the step view scrolls when they do not fit.
    const int plotHeight = std::max(PlotView::kReadableHeight, 12 * line);
    m_phases->plot()->setMinimumHeight(plotHeight);
    m_bars->plot()->setMinimumHeight(plotHeight);
    m_explanation->setMinimumHeight(5 * line);
    m_explanation->setMinimumWidth(24 * fontMetrics().averageCharWidth());
    // The step view scrolls at its preferred height, which counted the plots' ample size hint: the
    // body asks only for its minimum and takes what the screen has left.
    body->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    body->setMinimumHeight(body->minimumSizeHint().height());
    v->addWidget(body, 1);
    m_stepScroll->setWidget(stepView);
    m_views->addWidget(m_stepScroll);

    // The chapter's summary.
    auto* summaryView = new QWidget(m_views);
    auto* sv = new QVBoxLayout(summaryView);
    m_summaryTitle = new QLabel(summaryView);
    m_summaryTitle->setFont(titleFont);
    m_summary = new QTableWidget(summaryView);
    m_summary->setColumnCount(5);
    m_summary->setHorizontalHeaderLabels(
        { QCoreApplication::translate("Course", "Step"), QCoreApplication::translate("Course", "Your prediction"),
            QCoreApplication::translate("Course", "Measured answer"), QCoreApplication::translate("Course", "Figure"),
            QCoreApplication::translate("Course", "The article") });
    // The texts share the width and wrap; a column sized to its longest text pushed The article
    // past the right edge at 1366 pixels.
    m_summary->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_summary->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_summary->horizontalHeader()->setSectionResizeMode(3, QHeaderView::ResizeToContents);
    connect(m_summary->horizontalHeader(), &QHeaderView::sectionResized, m_summary,
        &QTableWidget::resizeRowsToContents); // a wrapped text's height follows its column's width
    m_summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_summary->setWordWrap(true);
    sv->addWidget(m_summaryTitle);
    sv->addWidget(m_summary, 1);
    m_views->addWidget(summaryView);

    connect(m_choiceGroup, &QButtonGroup::idClicked, this, [this](int) {
        m_runButton->setEnabled(!m_running);
        emit runStateChanged();
    });
    connect(m_runButton, &QPushButton::clicked, this, &CoursePage::runStep);
    connect(m_cancelButton, &QPushButton::clicked, this, &CoursePage::cancel);
    connect(m_nextButton, &QPushButton::clicked, this, &CoursePage::next);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (!item || m_running)
            return;
        if (const QString id = item->data(0, kStepRole).toString(); !id.isEmpty() && id != m_stepId)
            showStep(id);
        else if (const QString chapter = item->data(0, kChapterRole).toString();
                 !chapter.isEmpty() && id.isEmpty() && chapter != m_summaryChapter)
            showSummary(chapter);
    });

    connect(m_generator, &FileGenerator::progress, this, [this](int permille) { m_progress->setValue(permille); });
    connect(m_generator, &FileGenerator::done, this, &CoursePage::startRun);
    connect(m_generator, &FileGenerator::failed, this, [this](const QString& message) {
        setRunning(false);
        showFailure(QCoreApplication::translate("Course", "The step's file could not be made: %1").arg(message));
    });
    connect(m_runs, &RunController::progress, this, [this](int permille, const QString& strategy, int repetition) {
        m_progress->setValue(permille);
        m_status->setText(
            QCoreApplication::translate("Course", "Running %1 (repetition %2) …").arg(strategy).arg(repetition));
    });
    connect(m_runs, &RunController::resultReady, this, [this](ReportPtr report) { m_report = std::move(report); });
    connect(m_runs, &RunController::failed, this, [this](const QString& message) { m_runError = message; });
    connect(m_runs, &RunController::finished, this, &CoursePage::finishRun);
    connect(m_traces, &TraceController::live, this, [this](const trace::LiveCounters& c) {
        m_status->setText(
            QCoreApplication::translate("Course", "Tracing: calls %1, files %2 so far …").arg(c.calls).arg(c.files));
    });
    connect(m_traces, &TraceController::finished, this, [this](TracePtr trace) {
        m_trace = std::move(trace);
        m_runError.clear();
        finishRun();
    });
    connect(m_traces, &TraceController::failed, this, [this](const QString& message) {
        m_runError = message;
        m_trace.reset();
        finishRun();
    });

    QString start = m_settings->courseStep();
    if (!course::findStep(start.toStdString()))
        start = QString::fromStdString(course::chapters().front().steps.front().id);
    showStep(start);
}

CoursePage::~CoursePage() = default;

QString CoursePage::pageTitle() const
{
    return QCoreApplication::translate("Course", "Course");
}

QString CoursePage::pageToolTip() const
{
    return QCoreApplication::translate(
        "Course", "A guided course through the four articles: predict, run, and see why");
}

bool CoursePage::canRun() const
{
    return !m_running && m_summaryChapter.isEmpty() && m_choiceGroup->checkedId() >= 0;
}

QString CoursePage::reportedStep() const
{
    if (m_summaryChapter.isEmpty()) {
        const auto it = m_shown.find(m_stepId);
        return it != m_shown.end() && it->second.report ? m_stepId : QString();
    }
    // A summary: the latest run of one of its chapter's steps.
    QString latest;
    int order = 0;
    for (const auto& [id, shown] : m_shown)
        if (id.section(QLatin1Char('.'), 0, 0) == m_summaryChapter && shown.report && shown.order > order) {
            latest = id;
            order = shown.order;
        }
    return latest;
}

ReportPtr CoursePage::lastReport() const
{
    const QString id = reportedStep();
    return id.isEmpty() ? nullptr : m_shown.at(id).report;
}

ReportOptions CoursePage::reportOptions() const
{
    ReportOptions o;
    o.hasCourse = true;
    QString chapter = m_summaryChapter;
    if (chapter.isEmpty() && step())
        chapter = m_stepId.section(QLatin1Char('.'), 0, 0);
    o.course.chapterId = chapter;
    o.course.records = records(chapter);
    if (const QString id = reportedStep(); !id.isEmpty()) {
        o.course.stepId = id;
        o.course.explanation = courseExplanation(m_shown.at(id).answer);
    }
    o.title = QCoreApplication::translate("Course", "iolens course: %1")
                  .arg(courseText(course::findChapter(chapter.toStdString())->title));
    return o;
}

QString CoursePage::defaultTraceProgram()
{
    return traceProgramFor(QCoreApplication::applicationDirPath());
}

QString CoursePage::traceProgramFor(const QString& exeDir)
{
    if (const QString env = qEnvironmentVariable("IOLENS_COURSE_PROGRAM"); !env.isEmpty())
        return env;
    // app/CMakeLists.txt builds it there in the build tree and installs it there (bin/../libexec/iolens).
    return QDir::cleanPath(exeDir + QStringLiteral("/../libexec/iolens/csvmerge004"));
}

void CoursePage::setWorkDir(const QString& dir)
{
    m_workDir = dir;
}
void CoursePage::setOutDir(const QString& dir)
{
    m_outDir = dir;
}
void CoursePage::setQuick(bool quick)
{
    m_quick = quick;
}
void CoursePage::setTraceProgram(const QString& path)
{
    m_traceProgram = path;
}

void CoursePage::buildTree()
{
    for (const course::Chapter& c : course::chapters()) {
        auto* chapter = new QTreeWidgetItem(m_tree, { courseText(c.title) });
        chapter->setToolTip(0, courseText(c.title)); // in full where a narrow tree cuts it
        chapter->setData(0, kChapterRole, QString::fromStdString(c.id));
        for (const course::Step& s : c.steps) {
            auto* item = new QTreeWidgetItem(chapter, { courseText(s.title) });
            item->setToolTip(0, courseText(s.title));
            item->setData(0, kStepRole, QString::fromStdString(s.id));
            item->setData(0, kChapterRole, QString::fromStdString(c.id));
        }
        auto* summary = new QTreeWidgetItem(chapter, { QCoreApplication::translate("Course", "Summary") });
        summary->setData(0, kChapterRole, QString::fromStdString(c.id));
    }
    m_tree->expandAll();
    updateTree();
}

// Marks each step the learner has an answer for as the summary does: ✓ where the prediction was
// the measured answer, ✗ where it was not, ? where the run could not tell.
void CoursePage::updateTree()
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* chapter = m_tree->topLevelItem(i);
        for (int j = 0; j < chapter->childCount(); ++j) {
            QTreeWidgetItem* item = chapter->child(j);
            const QString id = item->data(0, kStepRole).toString();
            if (id.isEmpty())
                continue;
            const course::Step* s = course::findStep(id.toStdString());
            const CourseStepProgress p = m_settings->courseProgress(id);
            const QString mark = p.answer < 0 ? QString()
                : !p.decided                  ? QStringLiteral("? ")
                : p.answer == p.prediction    ? QStringLiteral("✓ ")
                                              : QStringLiteral("✗ ");
            item->setText(0, mark + courseText(s->title));
        }
    }
}

const course::Step* CoursePage::step() const
{
    return course::findStep(m_stepId.toStdString());
}

QString CoursePage::currentStep() const
{
    return m_summaryChapter.isEmpty() ? m_stepId : QString();
}

bool CoursePage::isRunning() const
{
    return m_running;
}

void CoursePage::showStep(const QString& stepId)
{
    const course::Step* s = course::findStep(stepId.toStdString());
    if (!s || m_running)
        return;
    m_stepId = stepId;
    m_summaryChapter.clear();
    m_settings->setCourseStep(stepId);
    m_answer.reset();
    m_views->setCurrentIndex(0);
    // A chapter opens on its introduction, above its first step.
    const course::Chapter* chapter = course::findChapter(stepId.section(QLatin1Char('.'), 0, 0).toStdString());
    const bool first = chapter && !chapter->steps.empty() && chapter->steps.front().id == s->id;
    m_intro->setVisible(first);
    if (first)
        m_intro->setText(
            QStringLiteral("<p><b>%1</b></p><p>%2</p>")
                .arg(courseText(chapter->title).toHtmlEscaped(), courseText(chapter->intro).toHtmlEscaped()));
    m_title->setText(courseText(s->title));
    m_question->setText(courseText(s->question));
    // The old choices go with the event loop (their parent owns them until then); hidden at once.
    for (QAbstractButton* b : m_choiceGroup->buttons()) {
        m_choiceGroup->removeButton(b);
        b->hide();
        b->deleteLater();
    }
    const CourseStepProgress progress = m_settings->courseProgress(stepId);
    for (std::size_t i = 0; i < s->choices.size(); ++i) {
        auto* radio = new QRadioButton(courseText(s->choices[i].text), m_title->parentWidget());
        m_choiceGroup->addButton(radio, static_cast<int>(i));
        m_choiceBox->addWidget(radio);
        radio->setChecked(static_cast<int>(i) == progress.prediction);
    }
    m_runButton->setEnabled(progress.prediction >= 0);
    m_runButton->setText(progress.answer >= 0 || !progress.failure.isEmpty()
            ? QCoreApplication::translate("Course", "Run again")
            : QCoreApplication::translate("Course", "Predict and run"));
    m_cancelButton->setEnabled(false);
    m_progress->setValue(0);
    QString what;
    if (s->isTrace())
        what = QCoreApplication::translate("Course",
            "This step traces article 004's program (%Ln iterations) and reads its stopwatches and calls.", nullptr,
            effective(*s).iterations);
    else {
        const course::Step e = effective(*s);
        what = QCoreApplication::translate(
            "Course", "This step runs %1 strategies on a file of %2, %n repetitions each.", nullptr, e.reps)
                   .arg(e.strategies.size())
                   .arg(QString::fromStdString(formatSize(e.fileBytes)));
    }
    m_status->setText(what);
    m_answerLabel->clear();
    m_explanation->clear();
    m_phases->setReport(nullptr);
    m_bars->setBars(barsTitle(*s), {}, {}, -1);
    m_plots->setTabText(m_plots->indexOf(m_bars), barsTitle(*s));
    m_plots->setTabVisible(m_plots->indexOf(m_phases), !s->isTrace());
    m_plots->setCurrentWidget(m_bars);
    m_stepScroll->verticalScrollBar()->setValue(0); // a new step starts at its title
    if (const auto shown = m_shown.find(stepId); shown != m_shown.end()) {
        // Revisited in this session: its last plot and explanation as they were.
        m_report = shown->second.report;
        if (shown->second.trace)
            m_trace = shown->second.trace;
        presentAnswer(shown->second.answer);
    } else if (progress.answer >= 0)
        m_answerLabel->setText(
            QCoreApplication::translate("Course",
                "Last time: you predicted <b>%1</b>; the measured answer was <b>%2</b> (%3). Run "
                "it again to see the figures.")
                .arg(courseChoiceText(*s, progress.prediction).toHtmlEscaped(),
                    courseChoiceText(*s, progress.answer).toHtmlEscaped(), courseFigure(*s, progress.value)));
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* chapter = m_tree->topLevelItem(i);
        for (int j = 0; j < chapter->childCount(); ++j)
            if (chapter->child(j)->data(0, kStepRole).toString() == stepId)
                m_tree->setCurrentItem(chapter->child(j));
    }
}

bool CoursePage::predict(int choice)
{
    QAbstractButton* b = m_choiceGroup->button(choice);
    if (!b || m_running)
        return false;
    b->setChecked(true);
    m_runButton->setEnabled(true);
    return true;
}

course::Step CoursePage::effective(const course::Step& s) const
{
    course::Step e = s;
    if (m_quick) {
        e.fileBytes = std::min<std::uint64_t>(e.fileBytes, kQuickBytes);
        // A "which is fastest" step keeps enough runs for its rank test (coursecompare.h).
        e.reps = s.kind == course::Question::Fastest ? std::min(e.reps, 5) : 1;
        e.warmup = 0;
        e.iterations = std::min(e.iterations, 100);
    }
    return e;
}

QString CoursePage::fileFor(const course::Step& s) const
{
    return m_workDir + QStringLiteral("/course-") + QString::fromLatin1(genKindName(s.fileKind).data())
        + QLatin1Char('-') + QString::number(s.fileBytes) + QStringLiteral(".bin");
}

bool CoursePage::runStep()
{
    const course::Step* s = step();
    if (!s || m_running)
        return false;
    const int prediction = m_choiceGroup->checkedId();
    if (prediction < 0) {
        m_status->setText(QCoreApplication::translate("Course", "Choose your prediction first."));
        return false;
    }
    CourseStepProgress progress = m_settings->courseProgress(m_stepId);
    progress.prediction = prediction;
    m_settings->setCourseProgress(m_stepId, progress);
    m_answer.reset();
    m_runError.clear();
    m_answerLabel->clear();
    m_explanation->clear();
    setRunning(true);
    if (s->isTrace()) {
        startTrace();
        return true;
    }
    const course::Step e = effective(*s);
    const QString file = fileFor(e);
    if (QFileInfo(file).size() == static_cast<qint64>(e.fileBytes)) {
        startRun(file);
        return true;
    }
    if (!QDir().mkpath(m_workDir)) {
        setRunning(false);
        showFailure(QCoreApplication::translate(
            "Course", "The step's file could not be made: cannot create the directory '%1'.")
                        .arg(m_workDir));
        return true;
    }
    m_status->setText(QCoreApplication::translate("Course", "Making a %1 file for this step …")
                          .arg(QString::fromStdString(formatSize(e.fileBytes))));
    GenOptions options;
    options.overwrite = true;
    m_generator->start(file, e.fileKind, e.fileBytes, options);
    return true;
}

void CoursePage::startRun(const QString& file)
{
    const course::Step e = effective(*step());
    m_report.reset();
    m_status->setText(QCoreApplication::translate("Course", "Running the step's strategies …"));
    m_runs->start(e.runSpec(file.toStdString(), m_outDir.toStdString()));
}

void CoursePage::startTrace()
{
    const course::Step e = effective(*step());
    const QString key = m_traceProgram + QLatin1Char(' ') + QString::number(e.iterations);
    // Both trace steps read the same trace: the second reuses the first's unless asked to run again.
    const bool again
        = m_settings->courseProgress(m_stepId).answer >= 0 || !m_settings->courseProgress(m_stepId).failure.isEmpty();
    if (m_trace && m_tracedFor == key && !again) {
        finishRun();
        return;
    }
    if (m_traceProgram.isEmpty() || !QFileInfo(m_traceProgram).isExecutable()) {
        m_runError = QCoreApplication::translate("Course",
            "Article 004's program is not at '%1': install iolens with it (cmake --install puts it in "
            "libexec/iolens/), or set IOLENS_COURSE_PROGRAM to its path")
                         .arg(m_traceProgram);
        finishRun();
        return;
    }
    const QString dir = m_workDir + QStringLiteral("/csvmerge-") + QString::number(e.iterations);
    if (!QDir().mkpath(dir)) {
        m_runError = QCoreApplication::translate("Course", "Cannot create the directory '%1'.").arg(dir);
        finishRun();
        return;
    }
    QFile::remove(dir + QStringLiteral("/test3.csv")); // the program appends to it: start empty every run
    trace::LaunchSpec spec;
    spec.argv = { m_traceProgram.toStdString(), dir.toStdString(), std::to_string(e.iterations) };
    spec.passStdio = false;
    m_tracedFor = key;
    m_trace.reset();
    m_status->setText(QCoreApplication::translate("Course", "Tracing article 004's program …"));
    m_progress->setRange(0, 0); // a trace has no known length: a busy bar
    m_traces->start(spec);
}

void CoursePage::finishRun()
{
    const course::Step* s = step();
    m_progress->setRange(0, 1000);
    setRunning(false);
    if (!s)
        return;
    if (!m_runError.isEmpty()) {
        showFailure(m_runError);
        return;
    }
    course::Answer a;
    if (s->isTrace()) {
        if (!m_trace) {
            showFailure(QCoreApplication::translate("Course", "The trace gave no result."));
            return;
        }
        a = course::computeTraceAnswer(*s, *m_trace);
    } else {
        if (!m_report) {
            showFailure(QCoreApplication::translate("Course", "The run gave no result."));
            return;
        }
        a = course::computeAnswer(*s, *m_report);
    }
    if (!a.ok) {
        QStringList failures;
        for (const std::string& f : a.failures)
            failures << QString::fromStdString(f);
        showFailure(failures.join(QStringLiteral("; ")));
        return;
    }
    showAnswer(a);
}

void CoursePage::showFailure(const QString& message)
{
    CourseStepProgress progress = m_settings->courseProgress(m_stepId);
    progress.answer = -1;
    progress.value = 0;
    progress.decided = true;
    progress.failure = message;
    m_settings->setCourseProgress(m_stepId, progress);
    m_status->setText(
        QCoreApplication::translate("Course", "This step's run failed: %1. Run it again, or go on to the next step.")
            .arg(message));
    m_runButton->setText(QCoreApplication::translate("Course", "Run again"));
    m_nextButton->setEnabled(true);
    updateTree();
    emit stepFinished(m_stepId, false);
}

void CoursePage::showAnswer(const course::Answer& a)
{
    CourseStepProgress progress = m_settings->courseProgress(m_stepId);
    progress.answer = a.choice;
    progress.value = a.value;
    progress.decided = a.decided;
    progress.failure.clear();
    m_settings->setCourseProgress(m_stepId, progress);
    m_shown[m_stepId]
        = { a, step()->isTrace() ? nullptr : m_report, step()->isTrace() ? m_trace : nullptr, ++m_shownCount };
    presentAnswer(a);
    m_status->setText(QCoreApplication::translate("Course", "Done. Read the explanation, run it again, or go on."));
    updateTree();
    emit stepFinished(m_stepId, true);
}

void CoursePage::presentAnswer(const course::Answer& a)
{
    const course::Step& s = *step();
    m_answer = a;
    const CourseStepProgress progress = m_settings->courseProgress(m_stepId);

    // The measured answer among the choices, in bold.
    for (QAbstractButton* b : m_choiceGroup->buttons()) {
        QFont f = b->font();
        f.setBold(m_choiceGroup->id(b) == a.choice);
        b->setFont(f);
        const QString text = courseText(s.choices[static_cast<std::size_t>(m_choiceGroup->id(b))].text);
        b->setText(
            m_choiceGroup->id(b) == a.choice ? QCoreApplication::translate("Course", "%1 ← measured").arg(text) : text);
    }
    const bool right = progress.prediction == a.choice;
    const QString verdict = !a.decided ? QCoreApplication::translate("Course", "this run cannot tell.")
        : right                        ? QCoreApplication::translate("Course", "right.")
                                       : QCoreApplication::translate("Course", "not this time.");
    m_answerLabel->setText(
        QCoreApplication::translate("Course", "Measured answer: <b>%1</b> (%2). You predicted <b>%3</b>: %4")
            .arg(courseChoiceText(s, a.choice).toHtmlEscaped(), courseFigure(s, a.value),
                courseChoiceText(s, progress.prediction).toHtmlEscaped(), verdict));
    QString html;
    for (const QString& p : courseExplanation(a))
        html += QStringLiteral("<p>") + p.toHtmlEscaped() + QStringLiteral("</p>");
    m_explanation->setHtml(html);
    if (s.isTrace())
        plotTrace(s, a);
    else
        plotRun(a);
    m_progress->setRange(0, 1000);
    m_progress->setValue(1000); // "Done." with a full bar, after a trace's busy bar too
    m_runButton->setText(QCoreApplication::translate("Course", "Run again"));
}

// The strategies' median wall times, the figures the explanation compares, on a linear axis;
// their phases in the second tab.
void CoursePage::plotRun(const course::Answer& a)
{
    QStringList labels;
    QVector<double> ns;
    int mark = -1;
    for (const course::Measured& m : a.measured) {
        if (m.status != Status::Ok || m.medianNs <= 0)
            continue;
        if (m.strategy == a.highlight)
            mark = static_cast<int>(labels.size());
        labels << QString::fromStdString(m.strategy);
        ns << m.medianNs;
    }
    m_bars->setBars(barsTitle(*step()), labels, ns, mark);
    m_phases->setLogAxis(false);
    m_phases->setReport(m_report);
    m_phases->setSelectedStrategy(QString::fromStdString(a.highlight));
    m_plots->setTabText(m_plots->indexOf(m_bars), m_bars->title());
    m_plots->setTabVisible(m_plots->indexOf(m_phases), true);
    m_plots->setCurrentWidget(m_bars);
}

void CoursePage::plotTrace(const course::Step& s, const course::Answer& a)
{
    QStringList labels;
    QVector<double> ns;
    int mark = -1;
    for (const course::Choice& c : s.choices) {
        double t = 0;
        if (m_trace && s.kind == course::Question::HottestZone) {
            for (const trace::Zone& z : m_trace->zones)
                if (z.name == c.key)
                    t += static_cast<double>(z.ns);
        } else if (m_trace) {
            for (const trace::FileStats& f : m_trace->files)
                if (QFileInfo(QString::fromStdString(f.path)).fileName() == QString::fromStdString(c.key))
                    t += static_cast<double>(f.ns());
        }
        if (c.key == a.highlight)
            mark = static_cast<int>(labels.size());
        labels << courseText(c.text);
        ns << t;
    }
    m_bars->setBars(barsTitle(s), labels, ns, mark);
    m_plots->setTabText(m_plots->indexOf(m_bars), m_bars->title());
    m_plots->setTabVisible(m_plots->indexOf(m_phases), false);
    m_plots->setCurrentWidget(m_bars);
}

void CoursePage::setRunning(bool running)
{
    m_running = running;
    m_runButton->setEnabled(!running && m_choiceGroup->checkedId() >= 0);
    m_cancelButton->setEnabled(running);
    m_nextButton->setEnabled(!running);
    for (QAbstractButton* b : m_choiceGroup->buttons())
        b->setEnabled(!running);
    m_tree->setEnabled(!running);
    emit runningChanged(running);
    emit runStateChanged();
}

void CoursePage::cancel()
{
    if (!m_running)
        return;
    if (m_generator->isRunning())
        m_generator->cancel();
    m_runs->cancel();
    m_traces->cancel();
}

void CoursePage::next()
{
    if (m_running)
        return;
    const auto& all = course::chapters();
    const QString summary = m_summaryChapter;
    for (std::size_t c = 0; c < all.size(); ++c) {
        if (!summary.isEmpty()) {
            if (QString::fromStdString(all[c].id) != summary)
                continue;
            if (c + 1 < all.size())
                showStep(QString::fromStdString(all[c + 1].steps.front().id));
            return;
        }
        const auto& steps = all[c].steps;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            if (QString::fromStdString(steps[i].id) != m_stepId)
                continue;
            if (i + 1 < steps.size())
                showStep(QString::fromStdString(steps[i + 1].id));
            else
                showSummary(QString::fromStdString(all[c].id));
            return;
        }
    }
}

std::vector<CourseStepRecord> CoursePage::records(const QString& chapterId) const
{
    std::vector<CourseStepRecord> out;
    const course::Chapter* chapter = course::findChapter(chapterId.toStdString());
    if (!chapter)
        return out;
    for (const course::Step& s : chapter->steps) {
        const QString id = QString::fromStdString(s.id);
        const CourseStepProgress p = m_settings->courseProgress(id);
        out.push_back({ id, p.prediction, p.answer, p.value, p.failure, p.decided });
    }
    return out;
}

void CoursePage::showSummary(const QString& chapterId)
{
    const course::Chapter* chapter = course::findChapter(chapterId.toStdString());
    if (!chapter || m_running)
        return;
    m_summaryChapter = chapterId;
    m_views->setCurrentIndex(1);
    m_summaryTitle->setText(QCoreApplication::translate("Course", "%1: your predictions and the measured answers")
                                .arg(courseText(chapter->title)));
    const std::vector<CourseSummaryRow> rows = courseSummary(*chapter, records(chapterId));
    m_summary->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const CourseSummaryRow& row = rows[static_cast<std::size_t>(r)];
        const QStringList cells { row.step, row.prediction, row.answer, row.figure, row.article };
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c == 1)
                item->setToolTip(row.right
                        ? QCoreApplication::translate("Course", "Your prediction was the measured answer.")
                        : QString());
            if (c == 1 && row.right)
                item->setText(QCoreApplication::translate("Course", "%1 ✓").arg(cells[c]));
            m_summary->setItem(r, c, item);
        }
    }
    m_summary->resizeRowsToContents();
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = m_tree->topLevelItem(i);
        if (item->data(0, kChapterRole).toString() == chapterId)
            m_tree->setCurrentItem(item->child(item->childCount() - 1));
    }
}

} // namespace iolens::ui

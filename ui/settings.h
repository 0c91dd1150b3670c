// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <memory>

namespace iolens::ui {

// A program the trace page ran, as the user typed it (arguments unsplit, so they come back as typed).
struct TraceCommand {
    QString program;
    QString arguments;
    QString workingDir;
    bool operator==(const TraceCommand&) const = default;
};

// One course step as the learner left it: what they predicted and what the run measured.
struct CourseStepProgress {
    int prediction = -1; // index into the step's choices, -1 none yet
    int answer = -1; // the measured answer's choice, -1 not run or failed
    double value = 0; // the measured figure (a ratio, a share)
    QString failure; // why the last run gave no answer, empty when it did
    // false when the run could not tell its strategies apart (`answer` is then the lower median's):
    // such an answer is never marked right or wrong
    bool decided = true;
    bool operator==(const CourseStepProgress&) const = default;
};

// Typed access to QSettings with every key and default in one place (DESIGN.md section 6.9).
// Setters emit `changed(key)` so views can follow without polling.
class Settings : public QObject {
    Q_OBJECT
public:
    // organization/application come from QCoreApplication unless `fileName` names an ini file
    // (tests use a temporary one so they never touch the user's settings).
    explicit Settings(const QString& fileName = {}, QObject* parent = nullptr);

    QString lastFile() const;
    void setLastFile(const QString& path); // also pushes it to the front of recentFiles
    QStringList recentFiles() const;
    // Drops a file that can no longer be measured from the recent list (and from lastFile).
    void removeRecentFile(const QString& path);

    int reps() const;
    void setReps(int reps);
    int warmup() const;
    void setWarmup(int warmup);
    bool coldCache() const;
    void setColdCache(bool cold);
    QString outDir() const; // empty: the system temp dir
    void setOutDir(const QString& dir);
    QString baseline() const;
    void setBaseline(const QString& strategyId);
    QStringList checkedStrategies() const;
    void setCheckedStrategies(const QStringList& ids);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    // A page's own layout (its splitters), by the page's object name.
    QByteArray pageLayout(const QString& page) const;
    void setPageLayout(const QString& page, const QByteArray& layout);
    // "" follows the system locale; "en", "ja", "ko" override it (applied at the next start).
    QString language() const;
    void setLanguage(const QString& language);
    bool logTimeAxis() const;
    void setLogTimeAxis(bool log);

    // The trace page's recent commands, newest first; adding one moves an equal entry to the front.
    QList<TraceCommand> recentTraceCommands() const;
    void addRecentTraceCommand(const TraceCommand& command);

    // The course (ui/course): each step's progress by step id ("002.char-vs-buffer"), the step the
    // learner was on, and a reset that forgets every step.
    CourseStepProgress courseProgress(const QString& stepId) const;
    void setCourseProgress(const QString& stepId, const CourseStepProgress& progress);
    QString courseStep() const;
    void setCourseStep(const QString& stepId);
    void resetCourse();

    static constexpr int kMaxRecentFiles = 8;
    static constexpr int kMaxRecentTraceCommands = 10;

signals:
    void changed(const QString& key);

private:
    QVariant value(const char* key) const;
    void setValue(const char* key, const QVariant& value);

    std::unique_ptr<QSettings> m_settings;
};

} // namespace iolens::ui

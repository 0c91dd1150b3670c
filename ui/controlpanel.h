// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/runner.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSpinBox;
class QPushButton;
class QToolButton;

namespace iolens::ui {

class Settings;
class StrategyTree;

// The left side of the window: the workload file, presets, the strategy tree and the run
// settings. It builds the RunSpec; it never runs anything itself.
class ControlPanel : public QWidget {
    Q_OBJECT
public:
    explicit ControlPanel(Settings* settings, QWidget* parent = nullptr);

    QString file() const { return m_file; }
    // The trace whose recorded calls the replay family repeats (RunSpec::replayTrace), set by
    // "Try the fix on this file"; empty: the replay strategies report unsupported.
    void setReplayTrace(const QString& path) { m_replayTrace = path; }
    QString replayTrace() const { return m_replayTrace; }
    // Makes path the workload, remembered in the settings and the recent list, when the core's
    // checkSourceFile accepts it (the rules iolens-cli applies). A missing file, a directory, a
    // FIFO, a device or an unreadable file keeps the previous file: false, with the core's one
    // sentence naming the path in *error.
    bool setFile(const QString& path, QString* error = nullptr);
    // The user's explicit choice (file dialog, Recent menu, Generate, drop): setFile, and a rejected
    // path is shown at once in a warning box.
    bool chooseFile(const QString& path);
    QMenu* recentMenu() const;
    RunSpec runSpec() const;
    QString baseline() const;
    bool applyPreset(const QString& name); // false if no preset has that name
    StrategyTree* tree() const { return m_tree; }

signals:
    void fileChanged(const QString& path);
    void generateRequested();
    void baselineChanged(const QString& strategyId);
    void statusMessage(const QString& message);

private:
    void chooseFileFromDialog();
    void chooseRecentFile(const QString& path);
    void warnRejected(const QString& message);
    void updateRecentMenu();
    void updateBaselineChoices();
    void chooseOutDir();

    Settings* m_settings;
    QString m_file;
    QString m_replayTrace;
    QLabel* m_fileLabel = nullptr;
    QPushButton* m_recent = nullptr; // a push button sizes itself for its menu arrow; a tool button clipped it
    QComboBox* m_preset = nullptr;
    StrategyTree* m_tree = nullptr;
    QSpinBox* m_reps = nullptr;
    QSpinBox* m_warmup = nullptr;
    QSpinBox* m_work = nullptr; // 0: each family's default amount
    QComboBox* m_cache = nullptr;
    QLineEdit* m_outDir = nullptr;
    QComboBox* m_baseline = nullptr;
};

} // namespace iolens::ui

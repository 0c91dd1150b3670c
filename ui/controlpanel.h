#pragma once

#include "core/runner.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
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
    void setFile(const QString& path); // remembered in the settings and the recent list
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
    void chooseFile();
    void updateRecentMenu();
    void updateBaselineChoices();
    void chooseOutDir();

    Settings* m_settings;
    QString m_file;
    QLabel* m_fileLabel = nullptr;
    QPushButton* m_recent = nullptr; // a push button sizes itself for its menu arrow; a tool button clipped it
    QComboBox* m_preset = nullptr;
    StrategyTree* m_tree = nullptr;
    QSpinBox* m_reps = nullptr;
    QSpinBox* m_warmup = nullptr;
    QComboBox* m_cache = nullptr;
    QLineEdit* m_outDir = nullptr;
    QComboBox* m_baseline = nullptr;
};

} // namespace iolens::ui

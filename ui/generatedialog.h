// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;
class QProgressBar;
class QSpinBox;

namespace iolens::ui {

class FileGenerator;

// "Generate test file": kind, size, line length and path, written off the GUI thread with a
// progress bar; Cancel stops the writer (nothing half-written is left behind).
class GenerateDialog : public QDialog {
    Q_OBJECT
public:
    explicit GenerateDialog(QWidget* parent = nullptr);
    QString generatedPath() const { return m_generated; }

    void reject() override;

private:
    void browse();
    void generate();

    QComboBox* m_kind = nullptr;
    QLineEdit* m_size = nullptr;
    QSpinBox* m_lineLength = nullptr;
    QComboBox* m_charset = nullptr;
    QLineEdit* m_path = nullptr;
    QProgressBar* m_progress = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    FileGenerator* m_generator = nullptr;
    QString m_generated;
};

} // namespace iolens::ui

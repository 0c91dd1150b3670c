// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/generatedialog.h"

#include "ui/filegenerator.h"

#include "core/sizeparse.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>

namespace iolens::ui {

GenerateDialog::GenerateDialog(QWidget* parent)
    : QDialog(parent)
    , m_kind(new QComboBox(this))
    , m_size(new QLineEdit(QStringLiteral("64M"), this))
    , m_lineLength(new QSpinBox(this))
    , m_charset(new QComboBox(this))
    , m_path(new QLineEdit(this))
    , m_progress(new QProgressBar(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
    , m_generator(new FileGenerator(this))
{
    setWindowTitle(tr("Generate test file"));
    m_kind->addItem(tr("Random bytes (copy)"), int(GenKind::Random));
    m_kind->addItem(tr("Text lines (read, lookup)"), int(GenKind::Text));
    m_kind->addItem(tr("Zeros, allocated"), int(GenKind::Zeros));
    m_kind->addItem(tr("Sparse (a hole, like the article's setLength)"), int(GenKind::Sparse));
    m_size->setToolTip(tr("Bytes, or with K/M/G meaning KiB/MiB/GiB: 64M = 67108864 bytes"));
    m_lineLength->setRange(2, 1 << 20);
    m_lineLength->setValue(80);
    m_lineLength->setSuffix(tr(" bytes"));
    m_charset->addItem(tr("ASCII"), int(TextCharset::Ascii));
    m_charset->addItem(tr("UTF-8 with Japanese and Korean"), int(TextCharset::Utf8));
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    m_path->setText(dir + QStringLiteral("/iolens-test.bin"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setFormat(QStringLiteral("%p %"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Generate"));

    auto* form = new QFormLayout(this);
    form->addRow(tr("Kind:"), m_kind);
    form->addRow(tr("Size:"), m_size);
    form->addRow(tr("Average line length:"), m_lineLength);
    form->addRow(tr("Characters:"), m_charset);
    form->addRow(tr("File:"), pathRow);
    form->addRow(m_progress);
    form->addRow(m_buttons);

    auto updateText = [this] {
        const bool text = m_kind->currentData().toInt() == int(GenKind::Text);
        m_lineLength->setEnabled(text);
        m_charset->setEnabled(text);
        const QString suffix = text ? QStringLiteral(".txt") : QStringLiteral(".bin");
        QString path = m_path->text();
        if (path.endsWith(QLatin1String(".bin")) || path.endsWith(QLatin1String(".txt")))
            m_path->setText(path.left(path.size() - 4) + suffix);
    };
    connect(m_kind, &QComboBox::currentIndexChanged, this, updateText);
    updateText();
    connect(browse, &QPushButton::clicked, this, &GenerateDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &GenerateDialog::generate);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &GenerateDialog::reject);
    connect(m_generator, &FileGenerator::progress, m_progress, &QProgressBar::setValue);
    connect(m_generator, &FileGenerator::done, this, [this](const QString& path) {
        m_generated = path;
        accept();
    });
    connect(m_generator, &FileGenerator::failed, this, [this](const QString& message) {
        m_buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
        m_progress->setValue(0);
        if (message == QLatin1String("cancelled"))
            QDialog::reject(); // the cancel asked for in reject() has taken effect
        else
            QMessageBox::warning(this, windowTitle(), message);
    });
}

void GenerateDialog::browse()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Test file"), m_path->text());
    if (!path.isEmpty())
        m_path->setText(path);
}

void GenerateDialog::generate()
{
    const auto size = parseSize(m_size->text().trimmed().toStdString());
    if (!size) {
        QMessageBox::warning(this, windowTitle(),
            tr("'%1' is not a size: use bytes or K/M/G (KiB/MiB/GiB), e.g. 64M.").arg(m_size->text()));
        return;
    }
    GenOptions options;
    options.lineLength = static_cast<std::uint64_t>(m_lineLength->value());
    options.charset = static_cast<TextCharset>(m_charset->currentData().toInt());
    options.overwrite = true;
    if (QFileInfo::exists(m_path->text())
        && QMessageBox::question(this, windowTitle(), tr("'%1' exists. Replace it?").arg(m_path->text()))
            != QMessageBox::Yes)
        return;
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    m_generator->start(m_path->text(), static_cast<GenKind>(m_kind->currentData().toInt()), *size, options);
}

void GenerateDialog::reject()
{
    if (m_generator->isRunning()) {
        m_generator->cancel(); // failed("cancelled") follows; the dialog stays open until then
        return;
    }
    QDialog::reject();
}

} // namespace iolens::ui

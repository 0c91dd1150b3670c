// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/controlpanel.h"

#include "ui/presets.h"
#include "ui/resultformat.h"
#include "ui/settings.h"
#include "ui/strategytree.h"

#include "core/errors.h"
#include "core/sourcefile.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace iolens::ui {

ControlPanel::ControlPanel(Settings* settings, QWidget* parent)
    : QWidget(parent)
    , m_settings(settings)
    , m_fileLabel(new QLabel(this))
    , m_recent(new QPushButton(this))
    , m_preset(new QComboBox(this))
    , m_tree(new StrategyTree(this))
    , m_reps(new QSpinBox(this))
    , m_warmup(new QSpinBox(this))
    , m_work(new QSpinBox(this))
    , m_cache(new QComboBox(this))
    , m_outDir(new QLineEdit(this))
    , m_baseline(new QComboBox(this))
{
    // Workload
    auto* workload = new QGroupBox(tr("Workload"), this);
    m_fileLabel->setWordWrap(true);
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* choose = new QPushButton(tr("Choose file…"), workload);
    auto* generate = new QPushButton(tr("Generate…"), workload);
    m_recent->setText(tr("Recent"));
    m_recent->setMenu(new QMenu(m_recent));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(choose);
    buttons->addWidget(generate);
    buttons->addWidget(m_recent);
    auto* workloadLayout = new QVBoxLayout(workload);
    workloadLayout->addWidget(m_fileLabel);
    workloadLayout->addLayout(buttons);
    connect(choose, &QPushButton::clicked, this, &ControlPanel::chooseFileFromDialog);
    connect(generate, &QPushButton::clicked, this, &ControlPanel::generateRequested);

    // Strategies
    auto* strategies = new QGroupBox(tr("Strategies"), this);
    m_preset->addItem(tr("Preset…"));
    for (const Preset& p : presets())
        m_preset->addItem(p.name);
    auto* strategiesLayout = new QVBoxLayout(strategies);
    strategiesLayout->addWidget(m_preset);
    strategiesLayout->addWidget(m_tree, 1);
    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index > 0)
            applyPreset(m_preset->itemText(index));
        m_preset->setCurrentIndex(0);
    });
    m_tree->setCheckedStrategies(m_settings->checkedStrategies());
    connect(m_tree, &StrategyTree::checkedChanged, this, [this] {
        m_settings->setCheckedStrategies(m_tree->checkedStrategies());
        updateBaselineChoices();
    });
    connect(m_tree, &StrategyTree::paramRejected, this, &ControlPanel::statusMessage);

    // Run settings
    auto* run = new QGroupBox(tr("Run settings"), this);
    m_reps->setRange(1, 1000);
    m_reps->setValue(m_settings->reps());
    m_warmup->setRange(0, 100);
    m_warmup->setValue(m_settings->warmup());
    // RunSpec::work: one amount for every member of a family, so that their times compare.
    m_work->setRange(0, 100'000'000);
    m_work->setSpecialValueText(tr("family default"));
    m_work->setGroupSeparatorShown(true);
    // Squeezed beside its label in a narrow dock it cut "family default" to "amily defaul": at
    // its whole width the form puts it under the label instead (WrapLongRows, below).
    m_work->setObjectName(QStringLiteral("workAmount"));
    m_work->setMinimumWidth(m_work->sizeHint().width());
    m_work->setToolTip(tr("How much work every strategy of a family does: records for write (default 10,000), "
                          "lookups for lookup (1,000), changes for watch (50). Copy, read and alloc work on the "
                          "whole file. The results give the time per unit of it."));
    m_cache->addItem(tr("warm (file pre-read into the page cache)"));
    m_cache->addItem(tr("cold (evicted before every run)"));
    m_cache->setCurrentIndex(m_settings->coldCache() ? 1 : 0);
    m_outDir->setPlaceholderText(tr("system temp dir"));
    m_outDir->setText(m_settings->outDir());
    auto* outBrowse = new QToolButton(run);
    outBrowse->setText(QStringLiteral("…"));
    auto* outRow = new QHBoxLayout;
    outRow->addWidget(m_outDir, 1);
    outRow->addWidget(outBrowse);
    auto* form = new QFormLayout(run);
    // The dock is narrow on a laptop screen: a label goes above its field rather than widening the
    // dock (with the window) past the screen, and a combo box elides its longest choice.
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    for (QComboBox* combo : { m_preset, m_cache, m_baseline }) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(16);
    }
    form->addRow(tr("Repetitions:"), m_reps);
    form->addRow(tr("Warm-up runs:"), m_warmup);
    form->addRow(tr("Work (records, lookups…):"), m_work);
    form->addRow(tr("Cache:"), m_cache);
    form->addRow(tr("Out dir:"), outRow);
    form->addRow(tr("Baseline:"), m_baseline);
    connect(m_reps, &QSpinBox::valueChanged, m_settings, &Settings::setReps);
    connect(m_warmup, &QSpinBox::valueChanged, m_settings, &Settings::setWarmup);
    connect(m_cache, &QComboBox::currentIndexChanged, this, [this](int i) { m_settings->setColdCache(i == 1); });
    connect(m_outDir, &QLineEdit::editingFinished, this, [this] { m_settings->setOutDir(m_outDir->text().trimmed()); });
    connect(outBrowse, &QToolButton::clicked, this, &ControlPanel::chooseOutDir);
    connect(m_baseline, &QComboBox::currentTextChanged, this, [this](const QString& id) {
        if (id.isEmpty())
            return;
        m_settings->setBaseline(id);
        emit baselineChanged(id);
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(workload);
    layout->addWidget(strategies, 1);
    layout->addWidget(run);

    updateBaselineChoices();
    updateRecentMenu();
    m_fileLabel->setText(tr("No file chosen yet."));
}

bool ControlPanel::setFile(const QString& path, QString* error)
{
    SourceSnapshot source;
    try {
        // stat plus an O_NONBLOCK open: a FIFO is refused without blocking the GUI thread.
        source = checkSourceFile(path.toStdString());
    } catch (const UsageError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    m_file = path;
    const QFileInfo info(path);
    m_fileLabel->setText(QStringLiteral("<b>%1</b><br><small>%2 · %3</small>")
                             .arg(info.fileName().toHtmlEscaped(), info.absolutePath().toHtmlEscaped(),
                                 formatBytes(static_cast<double>(source.bytes))));
    m_fileLabel->setToolTip(path);
    m_settings->setLastFile(path);
    updateRecentMenu();
    emit fileChanged(path);
    return true;
}

bool ControlPanel::chooseFile(const QString& path)
{
    QString error;
    if (setFile(path, &error))
        return true;
    warnRejected(error);
    return false;
}

// A warning box rather than the status bar: the user has just picked this file and expects it to
// be the workload; a status line that fades after 8 s is easily missed, and the label still
// showing the previous file would then look like a silently ignored click.
void ControlPanel::warnRejected(const QString& message)
{
    QMessageBox::warning(this, tr("Cannot use this file"), message);
}

// A Recent entry that can no longer be measured (deleted, replaced by a directory, made
// unreadable) is useless in the list: it is dropped, and the warning says so.
void ControlPanel::chooseRecentFile(const QString& path)
{
    QString error;
    if (setFile(path, &error))
        return;
    m_settings->removeRecentFile(path);
    updateRecentMenu();
    warnRejected(tr("%1 It was removed from the Recent list.").arg(error));
}

QMenu* ControlPanel::recentMenu() const
{
    return m_recent->menu();
}

void ControlPanel::chooseFileFromDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("File to run the strategies on"), m_file.isEmpty() ? QString() : QFileInfo(m_file).absolutePath());
    if (!path.isEmpty())
        chooseFile(path);
}

void ControlPanel::chooseOutDir()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Directory for scratch files"), m_outDir->text());
    if (dir.isEmpty())
        return;
    m_outDir->setText(dir);
    m_settings->setOutDir(dir);
}

void ControlPanel::updateRecentMenu()
{
    QMenu* menu = m_recent->menu();
    menu->clear();
    for (const QString& path : m_settings->recentFiles()) {
        if (!QFileInfo::exists(path))
            continue;
        // "&&": a file named "R&D.bin" must not turn its D into a mnemonic.
        QString label = path;
        label.replace(QLatin1Char('&'), QLatin1String("&&"));
        menu->addAction(label, this, [this, path] { chooseRecentFile(path); });
    }
    m_recent->setEnabled(!menu->isEmpty());
}

void ControlPanel::updateBaselineChoices()
{
    const QString wanted = m_settings->baseline();
    const QSignalBlocker blocker(m_baseline);
    m_baseline->clear();
    m_baseline->addItems(m_tree->checkedStrategies());
    const int index = m_baseline->findText(wanted);
    m_baseline->setCurrentIndex(index >= 0 ? index : 0);
}

QString ControlPanel::baseline() const
{
    return m_baseline->currentText();
}

bool ControlPanel::applyPreset(const QString& name)
{
    for (const Preset& p : presets()) {
        if (p.name != name && p.key != name)
            continue;
        m_settings->setBaseline(p.baseline);
        m_tree->setCheckedStrategies(p.strategies);
        emit baselineChanged(baseline());
        return true;
    }
    return false;
}

RunSpec ControlPanel::runSpec() const
{
    RunSpec spec;
    spec.file = m_file.toStdString();
    spec.replayTrace = m_replayTrace.toStdString();
    spec.strategies = m_tree->choices();
    spec.reps = m_reps->value();
    spec.warmup = m_warmup->value();
    spec.work = m_work->value();
    spec.cache = m_cache->currentIndex() == 1 ? CacheMode::Cold : CacheMode::Warm;
    spec.outDir = m_outDir->text().trimmed().toStdString();
    return spec;
}

} // namespace iolens::ui

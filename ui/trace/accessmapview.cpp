// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/accessmapview.h"

#include "ui/qcp.h"
#include "ui/resultformat.h"
#include "ui/trace/accessmapplot.h"
#include "ui/trace/traceformat.h"
#include "ui/trace/traceplotview.h"

#include "core/trace/accesspattern.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

namespace iolens::ui {

namespace {

// The size a plot not on screen is saved at, as PlotView::exportTo's default.
constexpr int kUnshownWidth = 1400;
constexpr int kUnshownHeight = 800;

bool hasNoOffsets(trace::FileKind kind)
{
    using trace::FileKind;
    return kind == FileKind::Socket || kind == FileKind::Pipe || kind == FileKind::Tty || kind == FileKind::Device;
}

} // namespace

AccessMapView::AccessMapView(QWidget* parent)
    : QWidget(parent)
    , m_scope(new QLabel(this))
    , m_plot(new AccessMapPlot(this))
    , m_summary(new QLabel(this))
    , m_reset(new QPushButton(tr("Reset zoom"), this))
    , m_save(new QPushButton(tr("Save image…"), this))
{
    m_plot->setObjectName(QStringLiteral("accessMapPlot"));
    m_save->setToolTip(tr("Save the access map as drawn, as PNG or PDF"));
    for (QLabel* label : { m_scope, m_summary }) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    // Like the Call stacks pane: the tab's own minimum must not widen the tabs it shares.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    auto* top = new QHBoxLayout;
    top->addWidget(m_scope, 1);
    top->addWidget(m_reset, 0, Qt::AlignTop);
    top->addWidget(m_save, 0, Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_summary);

    connect(m_reset, &QPushButton::clicked, m_plot, &AccessMapPlot::resetZoom);
    connect(m_save, &QPushButton::clicked, this, &AccessMapView::saveImageAs);
    rebuild();
}

void AccessMapView::setTrace(TracePtr trace)
{
    // Another trace's file indices name other files: the page selects one again.
    m_trace = std::move(trace);
    m_selected = -1;
    rebuild();
}

void AccessMapView::setSelectedFile(int file)
{
    if (file == m_selected)
        return;
    m_selected = file;
    rebuild();
}

bool AccessMapView::showsPlot() const
{
    return !m_plot->pattern().runs.empty();
}

void AccessMapView::rebuild()
{
    const bool selected = m_trace && m_selected >= 0 && m_selected < static_cast<int>(m_trace->files.size());
    m_shown = selected ? m_selected : (m_trace ? trace::busiestFileWithOffsets(*m_trace) : -1);
    trace::AccessPattern pattern = m_shown >= 0 ? trace::accessPattern(*m_trace, m_shown) : trace::AccessPattern();
    const bool drawn = !pattern.runs.empty();
    if (!m_trace)
        m_reasonText = TracePlotView::emptyText();
    else if (m_shown < 0)
        m_reasonText = tr("No file in this trace has recorded offsets: its files are sockets or pipes, or the trace "
                          "was recorded by an iolens older than the access map.");
    else if (!drawn)
        m_reasonText = noOffsetsText(m_shown, pattern.summary.callsWithoutOffset);
    else
        m_reasonText.clear();
    m_plot->setEmptyText(m_reasonText);
    m_plot->setPattern(drawn ? m_trace : nullptr, m_shown, std::move(pattern));
    m_reset->setEnabled(drawn);
    m_save->setEnabled(drawn);
    if (!drawn) {
        m_scope->clear();
        m_summary->clear();
        return;
    }
    const trace::FileStats& f = m_trace->files[static_cast<std::size_t>(m_shown)];
    const QString size = formatBytes(static_cast<double>(m_plot->pattern().summary.fileSize));
    m_scope->setText(selected
            ? tr("%1 (%2): each line is a run of calls that each began where the one before ended, each dot a "
                 "single call. Wheel to zoom, drag to pan.")
                  .arg(qs(f.path), size)
            : tr("No file is selected in the table above: showing %1 (%2), the file with the most I/O time that has "
                 "recorded offsets.")
                  .arg(qs(f.path), size));
    m_summary->setText(summaryText());
}

QString AccessMapView::noOffsetsText(int file, std::uint64_t callsWithoutOffset) const
{
    const trace::FileStats& f = m_trace->files[static_cast<std::size_t>(file)];
    const QString path = qs(f.path);
    if (hasNoOffsets(f.kind))
        return tr("No offsets recorded for %1: it is a %2, which has no file offsets. Choose a regular file in the "
                  "table above.")
            .arg(path, fileKindText(f.kind));
    if (callsWithoutOffset > 0)
        return tr("No offsets recorded for %1: its reads and writes were recorded without offsets, by an iolens "
                  "older than the access map. Trace the program again to see how it walks through the file.")
            .arg(path);
    return tr("No offsets recorded for %1: the program did not read or write it (it only opened, mapped or looked "
              "it up).")
        .arg(path);
}

QString AccessMapView::summaryText() const
{
    const trace::AccessSummary& s = m_plot->pattern().summary;
    const QLocale locale;
    auto bytes = [](std::uint64_t n) { return formatBytes(static_cast<double>(n)); };
    auto count = [&locale](std::uint64_t n) { return locale.toString(static_cast<qulonglong>(n)); };
    QStringList sentences;
    if (s.reads.runs > 0)
        sentences << tr("Reads: %1 read once, %2 read again (ranges read before), whole-file reads: %3, typical "
                        "call: %4.")
                         .arg(bytes(s.reads.once), bytes(s.reads.again), count(s.wholeReads),
                             bytes(s.reads.typicalCallBytes));
    if (s.writes.runs > 0)
        sentences << tr("Writes: %1 written once, %2 written again (ranges written before), typical call: %3.")
                         .arg(bytes(s.writes.once), bytes(s.writes.again), bytes(s.writes.typicalCallBytes));
    sentences << tr("Sequential share: %1 % of the %2 calls with an offset began where the previous read (for a "
                    "write: the previous write) ended; runs drawn: %3.")
                     .arg(locale.toString(s.sequentialShare() * 100, 'f', 0), count(s.callsWithOffset),
                         count(s.reads.runs + s.writes.runs));
    if (s.callsWithoutOffset > 0)
        sentences << tr("Reads and writes without a recorded offset (not drawn): %1.").arg(count(s.callsWithoutOffset));
    return sentences.join(QLatin1Char(' '));
}

QString AccessMapView::saveImage(const QString& path)
{
    if (!showsPlot())
        return tr("Nothing to save to %1: no access map is drawn.").arg(path);
    const bool onScreen = m_plot->isVisible() && m_plot->plot()->width() > 0;
    return onScreen ? m_plot->exportTo(path, m_plot->plot()->width(), m_plot->plot()->height())
                    : m_plot->exportTo(path, kUnshownWidth, kUnshownHeight);
}

void AccessMapView::saveImageAs()
{
    QFileDialog dialog(this, tr("Save the access map"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setNameFilters({ tr("PNG image (*.png)"), tr("PDF document (*.pdf)") });
    dialog.setDefaultSuffix(QStringLiteral("png"));
    dialog.selectFile(QStringLiteral("accessmap.png"));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    const QString error = saveImage(dialog.selectedFiles().constFirst());
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save the access map"), error);
}

} // namespace iolens::ui

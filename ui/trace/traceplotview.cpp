// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/traceplotview.h"

#include "ui/qcp.h"

namespace iolens::ui {

TracePlotView::TracePlotView(QWidget* parent)
    : PlotView(parent)
{ }

void TracePlotView::setTrace(TracePtr trace)
{
    m_trace = std::move(trace);
    if (!m_trace || m_file >= static_cast<int>(m_trace->files.size()))
        m_file = -1;
    refresh();
}

void TracePlotView::setSelectedFile(int file)
{
    if (file == m_file)
        return;
    m_file = file;
    refresh();
}

const trace::FileStats* TracePlotView::selectedFileStats() const
{
    if (!m_trace || m_file < 0 || m_file >= static_cast<int>(m_trace->files.size()))
        return nullptr;
    return &m_trace->files[static_cast<std::size_t>(m_file)];
}

QString TracePlotView::emptyText()
{
    return tr("Choose a program and press Run");
}

void TracePlotView::showCentredText(const QString& text)
{
    auto* item = new QCPItemText(plot());
    item->position->setType(QCPItemPosition::ptAxisRectRatio);
    item->position->setCoords(0.5, 0.5);
    item->setPositionAlignment(Qt::AlignCenter);
    item->setText(text);
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    item->setFont(font);
    item->setColor(palette().color(QPalette::PlaceholderText));
    plot()->legend->setVisible(false);
}

QString TracePlotView::unitName(std::string_view name)
{
    return QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
}

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plotview.h"

#include "ui/plotstyle.h"

#include "core/savefile.h"
#include "core/sizeparse.h"

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QResizeEvent>
#include <QTemporaryDir>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

#include "ui/qcp.h"

namespace iolens::ui {

namespace {

// Where setCategoryTicks keeps an axis's categories for fitCategoryLabels (QObject properties).
constexpr const char* kCategoryKeys = "iolensCategoryKeys";
constexpr const char* kCategoryLabels = "iolensCategoryLabels";
constexpr const char* kCategoryShortLabels = "iolensCategoryShortLabels";

// Room kept on each side of a legend placed below the plot: its border and the layout's spacing.
constexpr int kLegendOuterMargin = 6;

} // namespace

PlotView::PlotView(QWidget* parent)
    : QWidget(parent)
    , m_plot(new QCustomPlot(this))
    , m_controls(new QHBoxLayout)
    , m_note(new QLabel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(m_controls);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_note);
    m_note->setWordWrap(true);
    m_note->hide();
    m_plot->setMouseTracking(true);
    m_plot->setAntialiasedElements(QCP::aeAll);
    connect(m_plot, &QCustomPlot::mouseMove, this, &PlotView::onMouseMove);
    connect(m_plot, &QCustomPlot::mousePress, this, &PlotView::onMousePress);
    m_plot->installEventFilter(this); // resizes refit the legend's columns and the category labels
}

void PlotView::setReport(ReportPtr report)
{
    m_report = std::move(report);
    refresh();
}

void PlotView::setSelectedStrategy(const QString& strategyId)
{
    if (m_selected == strategyId)
        return;
    m_selected = strategyId;
    refresh();
}

void PlotView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    if (!m_built)
        refresh();
}

void PlotView::refresh()
{
    m_built = true;
    m_plot->clearPlottables();
    m_plot->clearItems();
    m_plot->clearGraphs();
    rebuild();
    applyPalette(m_plot, palette());
    // Bare 0–5 axes told a first-time user nothing; an empty plot says what to do instead.
    const bool empty = !hasData();
    m_shownHint = empty ? emptyHint() : QString();
    m_plot->xAxis->setVisible(!empty);
    m_plot->yAxis->setVisible(!empty);
    if (empty) {
        m_plot->legend->setVisible(false);
        auto* item = new QCPItemText(m_plot);
        // The whole plot, not the axis rect, whose size before the first layout clipped the text.
        item->setClipToAxisRect(false);
        item->position->setType(QCPItemPosition::ptViewportRatio);
        item->position->setCoords(0.5, 0.5);
        item->setPositionAlignment(Qt::AlignCenter);
        item->setText(m_shownHint);
        QFont font = this->font();
        font.setPointSizeF(font.pointSizeF() * 1.3);
        item->setFont(font);
        item->setColor(palette().color(QPalette::PlaceholderText));
    }
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

QString PlotView::exportTo(const QString& path, int width, int height) const
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("pdf") && suffix != QLatin1String("png"))
        return tr("Cannot export to '%1': choose a file name ending in .png or .pdf.").arg(path);
    const std::optional<QByteArray> bytes
        = exportBytes(suffix == QLatin1String("pdf") ? ExportFormat::Pdf : ExportFormat::Png, width, height);
    // Whole or not at all: QCustomPlot's own savers report success when the disk is full.
    if (!bytes || !saveFileWhole(path, *bytes).isEmpty())
        return tr("Could not write '%1'.").arg(path);
    return {};
}

std::optional<QByteArray> PlotView::exportBytes(ExportFormat format, int width, int height) const
{
    // A picture leaves the window's context behind, so it carries a heading saying what it shows.
    QString heading = QStringLiteral("iolens — ") + title();
    if (m_report && !m_report->workload.file.empty())
        heading += QStringLiteral(" — ") + QFileInfo(QString::fromStdString(m_report->workload.file)).fileName()
            + QStringLiteral(" (") + QString::fromStdString(formatSize(m_report->workload.bytes)) + QStringLiteral(", ")
            + QString::fromStdString(m_report->environment.date) + QLatin1Char(')');
    QCPLayoutGrid* layout = m_plot->plotLayout();
    layout->insertRow(0);
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.2);
    font.setBold(true);
    auto* text = new QCPTextElement(m_plot, heading, font);
    text->setTextColor(palette().color(QPalette::WindowText));
    layout->addElement(0, 0, text);
    fitLegendColumns(width);
    const std::optional<QByteArray> bytes
        = format == ExportFormat::Pdf ? pdfBytes(width, height, heading) : pngBytes(width, height);
    layout->remove(text);
    layout->simplify();
    fitLegendColumns(m_plot->width());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    return bytes;
}

std::optional<QByteArray> PlotView::pngBytes(int width, int height) const
{
    QImage image = m_plot->toPixmap(width, height, 1.0).toImage();
    if (image.isNull())
        return std::nullopt;
    constexpr int kDotsPerMeter = 3780; // 96 dpi, what the window's screenshots use
    image.setDotsPerMeterX(kDotsPerMeter);
    image.setDotsPerMeterY(kDotsPerMeter);
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG"))
        return std::nullopt;
    return png;
}

std::optional<QByteArray> PlotView::pdfBytes(int width, int height, const QString& heading) const
{
    // QCustomPlot draws a PDF only into a named file: a scratch one, removed with its directory.
    const QTemporaryDir scratch;
    if (!scratch.isValid())
        return std::nullopt;
    const QString file = scratch.filePath(QStringLiteral("plot.pdf"));
    if (!m_plot->savePdf(file, width, height, QCP::epNoCosmetic, QStringLiteral("iolens"), heading))
        return std::nullopt;
    QFile pdf(file);
    if (!pdf.open(QIODevice::ReadOnly))
        return std::nullopt;
    // The PDF's last line, "%%EOF", is missing when the scratch file's disk filled up: QPrinter
    // does not say so.
    const QByteArray bytes = pdf.readAll();
    if (!bytes.trimmed().endsWith("%%EOF"))
        return std::nullopt;
    return bytes;
}

QString PlotView::toolTipAt(const QPointF&) const
{
    return {};
}

QString PlotView::strategyAt(const QPointF&) const
{
    return {};
}

void PlotView::setNote(const QString& text)
{
    m_note->setText(text);
    m_note->setVisible(!text.isEmpty());
}

std::vector<const Result*> PlotView::plottedResults() const
{
    std::vector<const Result*> out;
    if (m_report)
        for (const Result& r : m_report->results)
            if (!r.samples.empty())
                out.push_back(&r);
    return out;
}

void PlotView::highlightKey(QCPAxis* keyAxis, double key)
{
    auto* rect = new QCPItemRect(m_plot);
    rect->setLayer(QStringLiteral("background"));
    rect->setClipToAxisRect(true);
    const bool vertical = keyAxis->orientation() == Qt::Vertical;
    for (QCPItemPosition* p : { rect->topLeft, rect->bottomRight }) {
        p->setAxes(vertical ? m_plot->xAxis : keyAxis, vertical ? keyAxis : m_plot->yAxis);
        if (vertical)
            p->setTypeX(QCPItemPosition::ptAxisRectRatio);
        else
            p->setTypeY(QCPItemPosition::ptAxisRectRatio);
    }
    if (vertical) {
        rect->topLeft->setCoords(0, key - 0.5);
        rect->bottomRight->setCoords(1, key + 0.5);
    } else {
        rect->topLeft->setCoords(key - 0.5, 0);
        rect->bottomRight->setCoords(key + 0.5, 1);
    }
    QColor fill = palette().color(QPalette::Highlight);
    fill.setAlphaF(0.18);
    rect->setBrush(fill);
    rect->setPen(Qt::NoPen);
}

void PlotView::placeLegendBelow(int maxColumns)
{
    if (m_plot->plotLayout()->rowCount() < 2) {
        auto* sub = new QCPLayoutGrid;
        m_plot->plotLayout()->addElement(1, 0, sub);
        m_plot->plotLayout()->setRowStretchFactor(1, 0.001);
        m_plot->axisRect()->insetLayout()->take(m_plot->legend); // take, not remove: remove deletes it
        m_plot->axisRect()->insetLayout()->simplify();
        sub->addElement(0, 0, m_plot->legend);
        sub->setMargins(QMargins(0, 0, 0, 4));
    }
    m_legendMaxColumns = maxColumns;
    fitLegendColumns(m_plot->width());
    m_plot->legend->setVisible(true);
}

// A fixed column count squeezed the entries of a 22-phase legend until their names were cut off
// ("connec", "reques"): each column gets the widest entry's width, and what does not fit wraps.
void PlotView::fitLegendColumns(int plotWidth) const
{
    if (m_legendMaxColumns <= 0)
        return;
    QCPLegend* legend = m_plot->legend;
    int widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (QCPAbstractLegendItem* item = legend->item(i))
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    const int spacing = legend->columnSpacing();
    const QMargins margins = legend->margins();
    const int available = plotWidth - margins.left() - margins.right() - 2 * kLegendOuterMargin;
    const int fit = std::max(1, (available + spacing) / (widest + spacing));
    legend->setWrap(std::min(m_legendMaxColumns, fit));
    legend->setFillOrder(QCPLegend::foColumnsFirst, true); // rearranges the entries for the new wrap
}

bool PlotView::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_plot && event->type() == QEvent::Resize) {
        if (m_legendMaxColumns > 0)
            fitLegendColumns(static_cast<QResizeEvent*>(event)->size().width());
        fitCategoryLabels(m_plot->xAxis);
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    return QWidget::eventFilter(watched, event);
}

void PlotView::setCategoryTicks(
    QCPAxis* axis, const QVector<double>& keys, const QVector<QString>& labels, const QVector<QString>& shortLabels)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->setTicks(keys, labels);
    axis->setTicker(ticker);
    axis->setSubTicks(false);
    axis->setTickLength(0, 4);
    axis->grid()->setVisible(false);
    // Kept on the axis, so that a resize can choose between them again.
    axis->setProperty(kCategoryKeys, QVariant::fromValue(keys));
    axis->setProperty(kCategoryLabels, QVariant::fromValue(labels));
    axis->setProperty(
        kCategoryShortLabels, shortLabels.size() == labels.size() ? QVariant::fromValue(shortLabels) : QVariant());
    fitCategoryLabels(axis);
}

void PlotView::fitCategoryLabels(QCPAxis* axis)
{
    const auto ticker = axis->ticker().dynamicCast<QCPAxisTickerText>();
    const auto keys = axis->property(kCategoryKeys).value<QVector<double>>();
    const auto labels = axis->property(kCategoryLabels).value<QVector<QString>>();
    if (axis->orientation() != Qt::Horizontal || !ticker || labels.isEmpty())
        return;
    const QFontMetrics metrics(axis->tickLabelFont());
    int widest = 0;
    for (const QString& label : labels)
        for (const QString& line : label.split(u'\n'))
            widest = std::max(widest, metrics.horizontalAdvance(line));
    // The axis rect's width is the last layout's, the widget's may be newer (this runs from a
    // resize event, before the plot lays itself out again): the widget's width less the margins
    // of the last layout. Before the first layout there are none yet.
    const QCustomPlot* plot = axis->parentPlot();
    const int margins = axis->axisRect()->width() > 0 ? plot->viewport().width() - axis->axisRect()->width() : 0;
    const double span = axis->range().size();
    const double perCategory = span > 0 ? (plot->width() - margins) / span : 0;
    const bool crowded = widest + 2 * metrics.averageCharWidth() > perCategory;
    const QVariant shortLabels = axis->property(kCategoryShortLabels);
    if (crowded && shortLabels.isValid()) {
        ticker->setTicks(keys, shortLabels.value<QVector<QString>>());
        axis->setTickLabelRotation(0);
    } else {
        ticker->setTicks(keys, labels);
        axis->setTickLabelRotation(crowded ? -30 : 0);
    }
}

void PlotView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        refresh();
}

void PlotView::onMouseMove(QMouseEvent* event)
{
    const QString text = toolTipAt(event->position());
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, m_plot);
}

void PlotView::onMousePress(QMouseEvent* event)
{
    const QString id = strategyAt(event->position());
    if (!id.isEmpty())
        emit strategyClicked(id);
}

} // namespace iolens::ui

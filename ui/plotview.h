// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/result.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QCustomPlot;
class QCPAxis;
class QCPItemRect;
class QHBoxLayout;
class QLabel;

namespace iolens::ui {

using ReportPtr = std::shared_ptr<const Report>;

// Base of every plot page: one QCustomPlot built from a Report, a row of optional controls above
// it, hover tooltips, the shared strategy selection, PNG/PDF export and recolouring on a palette
// change (DESIGN.md section 6.5). Subclasses only fill the plot in rebuild().
class PlotView : public QWidget {
    Q_OBJECT
public:
    explicit PlotView(QWidget* parent = nullptr);

    virtual QString title() const = 0;
    void setReport(ReportPtr report);
    ReportPtr report() const { return m_report; }
    void setSelectedStrategy(const QString& strategyId);
    QString selectedStrategy() const { return m_selected; }
    QCustomPlot* plot() const { return m_plot; }

    // Writes PNG or PDF, chosen by the suffix; returns an empty string or the error message.
    QString exportTo(const QString& path, int width = 1400, int height = 800) const;
    // The same picture in memory (the report embeds them); nullopt when drawing failed.
    enum class ExportFormat { Png, Pdf };
    std::optional<QByteArray> exportBytes(ExportFormat format, int width, int height) const;

    // Clears and refills the plot from the current report, then queues a repaint. A plot with
    // nothing to show hides its axes and says what to do instead (emptyHint()).
    void refresh();
    // The hint on show, or an empty string when the plot shows data.
    QString shownHint() const { return m_shownHint; }
    static QString runHint() { return tr("Choose strategies and press Run (Ctrl+R)"); }
    // The height below which a plot's bars, tick labels, axis label and legend crowd one another:
    // every plot keeps at least this much, also on a 1366×768 screen (tst_windowfit checks each tab).
    static constexpr int kReadableHeight = 250;

signals:
    void strategyClicked(const QString& strategyId);

protected:
    virtual void rebuild() = 0;
    virtual QString toolTipAt(const QPointF& pos) const;
    virtual QString strategyAt(const QPointF& pos) const;
    // Whether there is anything to plot; false shows emptyHint() instead of the axes. By default
    // true: views with their own empty text (the trace page's) keep it.
    virtual bool hasData() const { return true; }
    // What an empty plot says instead of bare axes.
    virtual QString emptyHint() const { return runHint(); }

    QHBoxLayout* controls() const { return m_controls; }
    void setNote(const QString& text); // a line of explanation under the plot
    // The results that have runs, in report order: the rows of the bar plots.
    std::vector<const Result*> plottedResults() const;
    // Shades the band of one category (a row of a horizontal bar plot) to mark the selection.
    void highlightKey(QCPAxis* keyAxis, double key);
    // Moves the legend to a row of its own under the axis rect, so it never hides data, in at most
    // maxColumns columns: fewer when the plot is too narrow for that many whole entries.
    void placeLegendBelow(int maxColumns);
    // Category axis ticks with one label per key.
    // On a horizontal axis, `shortLabels` (one per key) stand in for the labels while the widest
    // label is wider than a category's share of the axis, where they would overlap; without them
    // the labels are slanted then.
    static void setCategoryTicks(QCPAxis* axis, const QVector<double>& keys, const QVector<QString>& labels,
        const QVector<QString>& shortLabels = {});
    // Chooses the labels (long or short) or the slant that fits the axis's width now; on every resize.
    static void fitCategoryLabels(QCPAxis* axis);

    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void onMouseMove(QMouseEvent* event);
    void onMousePress(QMouseEvent* event);
    // Sets the legend's column count for a plot of this width (see placeLegendBelow).
    void fitLegendColumns(int plotWidth) const;
    // The plot as it stands, drawn into a PNG or PDF in memory; nullopt when drawing failed.
    std::optional<QByteArray> pngBytes(int width, int height) const;
    std::optional<QByteArray> pdfBytes(int width, int height, const QString& heading) const;

    QCustomPlot* m_plot = nullptr;
    QHBoxLayout* m_controls = nullptr;
    QLabel* m_note = nullptr;
    ReportPtr m_report;
    QString m_selected;
    int m_legendMaxColumns = 0; // 0: the legend stays where the subclass put it
    QString m_shownHint;
    bool m_built = false; // refresh() has run: a plot shown before any report still gets its hint
};

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/flameexport.h"

#include "ui/trace/flamegraphview.h"
#include "ui/trace/tracestacks.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QResizeEvent>
#include <QSvgGenerator>

namespace iolens::ui {

namespace {

// The width a view not on screen is drawn at: a page's width of readable boxes.
constexpr int kUnshownWidth = 1200;

QString flameText(const char* text)
{
    // QT_TRANSLATE_NOOP files the texts under "FlameExport"; filltranslations.py moves them to the
    // context Qt looks up here.
    return QCoreApplication::translate("iolens::ui::FlameExport", text);
}

// Qt delivers no resize event to a hidden widget until it is shown, and the view lays out its
// boxes on that event: sent here, so that a view in a closed tab is drawn at the new size.
void resizeForDrawing(QWidget& view, const QSize& size)
{
    if (size == view.size())
        return;
    const QSize old = view.size();
    view.resize(size);
    if (!view.isVisible()) {
        QResizeEvent event(size, old);
        QCoreApplication::sendEvent(&view, &event);
    }
}

// The view's picture at size, on its palette's base colour.
QImage drawImage(FlameGraphView& view, const QSize& size)
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(view.palette().color(QPalette::Base));
    QPainter painter(&image);
    view.render(&painter);
    painter.end();
    return image;
}

// Every sampled stack of a trace in the view, as the window first shows them: top-down, time in
// I/O calls, runtime frames folded. False when the trace has no stacks.
bool showTraceStacks(FlameGraphView& view, const trace::Trace& t)
{
    TraceStacks stacks = traceStacks(t, -1);
    if (stacks.paths.empty())
        return false;
    trace::StackTreeOptions options;
    options.foldRuntime = true;
    view.setTree(trace::buildStackTree(stacks.paths, stacks.runtime, options), stacks.names, stacks.runtime);
    return true;
}

} // namespace

QString saveFlameGraph(FlameGraphView& view, const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") && suffix != QLatin1String("svg"))
        return flameText(QT_TRANSLATE_NOOP("FlameExport", "%1: the flame graph is saved as .png, .pdf or .svg."))
            .arg(path);
    // Whether the path can be written, asked before any painting: QPdfWriter and QSvgGenerator
    // fail without saying why.
    {
        QFile probe(path);
        const bool existed = probe.exists();
        if (!probe.open(QIODevice::WriteOnly | QIODevice::Append))
            return flameText(QT_TRANSLATE_NOOP("FlameExport", "%1 cannot be written: %2."))
                .arg(path, probe.errorString());
        probe.close();
        if (!existed)
            probe.remove();
    }
    const QSize before = view.size();
    // A view on screen is saved as the person sees it; one in a tab not open (or never shown)
    // has only Qt's default size.
    const int width = view.isVisible() ? view.width() : kUnshownWidth;
    const QSize size(width, std::max(view.isVisible() ? view.height() : 0, view.sizeHint().height()));
    resizeForDrawing(view, size);
    bool ok = false;
    if (suffix == QLatin1String("png")) {
        ok = drawImage(view, size).save(path, "PNG");
    } else if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(path);
        pdf.setTitle(QStringLiteral("iolens flame graph"));
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(size.width() * 72.0 / 96.0, size.height() * 72.0 / 96.0), QPageSize::Point,
            QString(), QPageSize::ExactMatch));
        pdf.setPageMargins({});
        QPainter painter;
        ok = painter.begin(&pdf);
        if (ok) {
            view.render(&painter);
            ok = painter.end();
        }
    } else {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(), size));
        svg.setTitle(QStringLiteral("iolens flame graph"));
        QPainter painter;
        ok = painter.begin(&svg);
        if (ok) {
            view.render(&painter);
            ok = painter.end();
        }
    }
    resizeForDrawing(view, before);
    if (!ok) {
        QFile::remove(path);
        return flameText(QT_TRANSLATE_NOOP("FlameExport", "%1 could not be written (out of space?).")).arg(path);
    }
    return {};
}

QString saveTraceFlameGraph(const trace::Trace& t, const QString& path)
{
    FlameGraphView view;
    if (!showTraceStacks(view, t))
        return flameText(QT_TRANSLATE_NOOP("FlameExport",
                             "%1: the trace has no call stacks to draw (recorded with --no-stacks, in ptrace mode, "
                             "or without a single sampled call)."))
            .arg(path);
    return saveFlameGraph(view, path);
}

QImage traceFlameImage(const trace::Trace& t, int width)
{
    FlameGraphView view;
    if (!showTraceStacks(view, t))
        return {};
    const QSize size(width, view.sizeHint().height());
    resizeForDrawing(view, size);
    return drawImage(view, size);
}

} // namespace iolens::ui

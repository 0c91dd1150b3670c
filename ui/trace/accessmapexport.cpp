// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/accessmapexport.h"

#include "ui/trace/accessmapview.h"

#include "core/trace/accesspattern.h"

#include <QCoreApplication>

namespace iolens::ui {

namespace {

QString accessMapText(const char* text)
{
    // QT_TRANSLATE_NOOP files the texts under "AccessMapExport"; filltranslations.py moves them to
    // the context Qt looks up here.
    return QCoreApplication::translate("iolens::ui::AccessMapExport", text);
}

} // namespace

int accessMapEntry(const trace::Trace& t, const std::string& path)
{
    const std::vector<std::optional<trace::AccessSummary>> summaries = trace::accessSummaries(t);
    int best = -1;
    std::uint64_t bestCalls = 0;
    for (std::size_t i = 0; i < t.files.size(); ++i) {
        if (t.files[i].path != path)
            continue;
        const std::uint64_t calls = summaries[i] ? summaries[i]->callsWithOffset : 0;
        if (best < 0 || calls > bestCalls) {
            best = static_cast<int>(i);
            bestCalls = calls;
        }
    }
    return best;
}

QString saveTraceAccessMap(TracePtr trace, const QString& file, const QString& outPath)
{
    int index = -1;
    if (!file.isEmpty()) {
        index = accessMapEntry(*trace, file.toStdString());
        if (index < 0)
            return accessMapText(QT_TRANSLATE_NOOP("AccessMapExport", "%1: the trace has no calls on '%2'."))
                .arg(outPath, file);
    } else if (trace::busiestFileWithOffsets(*trace) < 0) {
        return accessMapText(QT_TRANSLATE_NOOP("AccessMapExport",
                                 "%1: the trace recorded no read or write at a known file offset, so there is no "
                                 "access map to draw."))
            .arg(outPath);
    }
    AccessMapView view;
    view.setTrace(std::move(trace));
    view.setSelectedFile(index);
    if (!view.showsPlot())
        return QStringLiteral("%1: %2").arg(outPath, view.reasonText());
    return view.saveImage(outPath);
}

} // namespace iolens::ui

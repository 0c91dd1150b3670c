// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracestacks.h"

#include "ui/resultformat.h"
#include "ui/trace/traceformat.h"

#include <QCoreApplication>
#include <QLocale>

namespace iolens::ui {

namespace {

QString stacksText(const char* text)
{
    // QT_TRANSLATE_NOOP files the texts under "TraceStacks"; filltranslations.py moves them to the
    // context Qt looks up here.
    return QCoreApplication::translate("iolens::ui::TraceStacks", text);
}

} // namespace

TraceStacks traceStacks(const trace::Trace& t, int file)
{
    TraceStacks out;
    out.names.reserve(qsizetype(t.frames.size()));
    out.runtime.reserve(t.frames.size());
    out.places.reserve(t.frames.size());
    for (const trace::Frame& f : t.frames) {
        out.names << qs(f.label());
        out.runtime.push_back(f.runtime);
        out.places.push_back({ f.sourcePath.empty() ? f.file : f.sourcePath, f.line });
    }
    std::uint64_t unsampled = 0;
    for (const trace::Stack& s : t.stacks) {
        if (file >= 0 && s.file != file)
            continue;
        if (s.frames.empty()) {
            unsampled += s.calls;
            continue;
        }
        out.paths.push_back({ s.frames, s.call, { s.calls, s.ns, s.bytes } });
    }
    const trace::StackSampling& sampling = t.stackSampling;
    if (!sampling.enabled) {
        out.sampling = stacksText(QT_TRANSLATE_NOOP("TraceStacks", "This trace has no call stacks."));
        return out;
    }
    const QLocale locale;
    out.sampling
        = stacksText(QT_TRANSLATE_NOOP("TraceStacks",
                         "Stacks are sampled: the first %1 calls of each file, call kind and call site, then 1 in %2 "
                         "(1 in %3 for stdio calls), and every call of %4 or more; each sample stands for the calls "
                         "since the one before it, so the widths add up to the measured totals."))
              .arg(locale.toString(qulonglong(sampling.firstCalls)), locale.toString(qulonglong(sampling.period)),
                  locale.toString(qulonglong(sampling.stdioPeriod)), formatNs(double(sampling.slowNs)));
    if (sampling.siteSharedCalls > 0)
        out.sampling += QLatin1Char(' ')
            + stacksText(QT_TRANSLATE_NOOP("TraceStacks",
                             "Past a thread's first 4,096 first-call samples, 1 in 64 further first calls is sampled: "
                             "%1 calls on files left without a sample are drawn with stacks sampled at the same call "
                             "site on other files."))
                  .arg(locale.toString(qulonglong(sampling.siteSharedCalls)));
    if (unsampled > 0)
        out.sampling += QLatin1Char(' ')
            + stacksText(QT_TRANSLATE_NOOP("TraceStacks", "%1 calls have no stored sample and are not drawn."))
                  .arg(locale.toString(qulonglong(unsampled)));
    return out;
}

} // namespace iolens::ui

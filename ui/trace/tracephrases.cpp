// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracephrases.h"

#include "ui/lessontexts.h"
#include "ui/trace/traceformat.h"

#include "core/registry.h"

#include <QCoreApplication>

#include <string_view>

namespace iolens::ui {

namespace {

// The advice each rule of core/trace/findingrules.cpp ends a finding's lesson with. Core keeps them as
// plain English (Finding::lesson); until it marks them itself they are marked here, in the same
// context, so that the Trace page shows the lesson in the window's language. tst_translations
// fails when one of them no longer occurs in core/trace, and shows a finding's lesson in Japanese.
const char* const kAdvice[] = {
    QT_TRANSLATE_NOOP(
        "Finding", "Open the file once, write every record through one buffered stream, and close it at the end."),
    QT_TRANSLATE_NOOP("Finding",
        "Flush once at the end, or where losing the work would really matter (a commit of many records), not "
        "after every record; a database does that when many rows go into one transaction."),
    QT_TRANSLATE_NOOP("Finding",
        "Read in blocks of 64 KiB or more and work on the bytes in memory: the cost is then per block, not per "
        "byte."),
    QT_TRANSLATE_NOOP("Finding",
        "Collect the bytes in memory and write them in blocks of 64 KiB or more: the cost is then per block, not "
        "per byte."),
    QT_TRANSLATE_NOOP("Finding",
        "Read the file once and build an index (a hash map from key to value or offset), then answer every lookup "
        "from it."),
    QT_TRANSLATE_NOOP("Finding",
        "Ask the kernel to tell you about changes (inotify on Linux, WatchService in Java) instead of asking over "
        "and over whether something changed."),
    QT_TRANSLATE_NOOP("Finding",
        "Put a buffer between the records and the file (a BufferedWriter, a FILE*, or writev for a batch) so that "
        "one system call carries many records."),
    QT_TRANSLATE_NOOP("Finding",
        "Ask for everything in one request (a range or a batch of ids), and only for the fields you need: one "
        "round trip instead of one per item."),
    QT_TRANSLATE_NOOP("Finding",
        "Stream it through a fixed buffer instead (64 KiB to 1 MiB): memory then stays the same however large the "
        "file grows."),
    QT_TRANSLATE_NOOP("Finding",
        "For one pass over the file, read it through a fixed buffer, or map it in windows and unmap each one behind "
        "you: memory then stays the same however large the file grows."),
    QT_TRANSLATE_NOOP("Finding",
        "Gather what you send in a buffer (a BufferedOutputStream around the socket's stream, a FILE* or a "
        "buffered makefile(), or writev for a batch) and send many kilobytes per call: the cost is then per "
        "buffer, not per piece."),
};

// The advice's translation, or empty when it is not one of kAdvice or has no translation.
QString translatedAdvice(std::string_view advice)
{
    for (const char* known : kAdvice)
        if (advice == known) {
            const QString text = QCoreApplication::translate("Finding", known);
            return text == QString::fromUtf8(known) ? QString() : text;
        }
    return {};
}

} // namespace

QStringList findingAdviceSources()
{
    QStringList out;
    for (const char* known : kAdvice)
        out << QString::fromUtf8(known);
    return out;
}

QString translatedPhrase(const trace::Phrase& phrase)
{
    if (!phrase.source || !*phrase.source)
        return {};
    const QString source = QString::fromUtf8(phrase.source);
    QString text = QCoreApplication::translate(phrase.context, phrase.source);
    if (text == source)
        return {};
    // From the highest number down, so that %1 does not eat the start of %10.
    for (std::size_t i = phrase.args.size(); i > 0; --i)
        text.replace(QLatin1Char('%') + QString::number(i), qs(phrase.args[i - 1]));
    return text;
}

QString phrasesOr(const std::vector<trace::Phrase>& phrases, const std::string& english)
{
    if (phrases.empty())
        return qs(english);
    QStringList parts;
    for (const trace::Phrase& p : phrases) {
        const QString part = translatedPhrase(p);
        if (part.isEmpty())
            return qs(english);
        parts << part;
    }
    // Japanese and Korean sentences are joined as the translations end them: with a full stop
    // and, in Korean, a space. A space between them reads well in both.
    return parts.join(QLatin1Char(' '));
}

QString findingTitle(const trace::Finding& finding)
{
    return phrasesOr({ finding.titlePhrase }, finding.title);
}

QString findingEvidence(const trace::Finding& finding)
{
    return phrasesOr(finding.evidencePhrases, finding.evidence);
}

QString traceNotice(const trace::Trace& trace, std::size_t index)
{
    const std::string& english = trace.notices[index];
    if (trace.noticePhrases.size() != trace.notices.size())
        return qs(english);
    return phrasesOr(trace.noticePhrases[index], english);
}

QString findingLesson(const trace::Finding& finding)
{
    const QString english = qs(finding.lesson);
    if (finding.tryStrategies.empty())
        return english;
    const std::string& id = finding.tryStrategies.front();
    const Strategy* strategy = Registry::instance().find(id);
    if (!strategy)
        return english;
    // As core writes it: "The strategy ID does this: WHAT COST ADVICE".
    const StrategyInfo& info = strategy->info();
    const std::string prefix
        = "The strategy " + id + " does this: " + info.lesson.what + " " + info.lesson.costModel + " ";
    if (!finding.lesson.starts_with(prefix))
        return english;
    const QString advice = translatedAdvice(std::string_view(finding.lesson).substr(prefix.size()));
    const QString what = LessonTexts::text(info, LessonTexts::Field::What);
    const QString cost = LessonTexts::text(info, LessonTexts::Field::CostModel);
    const char* const sentence = QT_TRANSLATE_NOOP("Finding", "The strategy %1 does this: %2 %3 %4");
    const QString lead = QCoreApplication::translate("Finding", sentence);
    if (advice.isEmpty() || what == LessonTexts::english(info, LessonTexts::Field::What)
        || cost == LessonTexts::english(info, LessonTexts::Field::CostModel) || lead == QString::fromUtf8(sentence))
        return english;
    return lead.arg(qs(id), what, cost, advice);
}

} // namespace iolens::ui

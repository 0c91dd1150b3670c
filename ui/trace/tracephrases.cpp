// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/tracephrases.h"

#include "ui/trace/traceformat.h"

#include <QCoreApplication>

namespace iolens::ui {

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

} // namespace iolens::ui

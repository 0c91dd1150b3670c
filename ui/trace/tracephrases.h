// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Findings and notices in the window's language: core keeps them English (the CLI and JSON print
// them so) beside the phrases they are translated from (trace::Phrase, contexts "Finding" and
// "TraceNotice"). Without a translation for every phrase the English text is shown as it is.

#include "core/trace/trace.h"

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace iolens::ui {

// The phrase translated, its %1, %2 … replaced by its arguments; empty when the language has no
// translation of it (English, or a phrase the catalogue lacks).
QString translatedPhrase(const trace::Phrase& phrase);

// The phrases translated and joined, or `english` when one of them has no translation.
QString phrasesOr(const std::vector<trace::Phrase>& phrases, const std::string& english);

QString findingTitle(const trace::Finding& finding);
QString findingEvidence(const trace::Finding& finding);
// The finding's lesson: its first strategy's lesson (what it does, what it costs, from the
// "Lesson" context) and the rule's advice. English when the lesson is not the one core builds
// today (a trace saved by another version) or the language lacks a part of it.
QString findingLesson(const trace::Finding& finding);
// The English advice sentences findingLesson() translates (for tst_translations).
QStringList findingAdviceSources();
// Trace::notices[index] in the window's language.
QString traceNotice(const trace::Trace& trace, std::size_t index);

} // namespace iolens::ui

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/trace/argsplit.h"

#include <QCoreApplication>

namespace iolens::ui {

namespace {

bool isBlank(QChar c)
{
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n');
}

} // namespace

std::optional<QStringList> splitArguments(const QString& line, QString* error)
{
    QStringList words;
    QString word;
    bool inWord = false; // a word has started, even if it is still empty ("")
    const qsizetype n = line.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = line[i];
        if (isBlank(c)) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
            continue;
        }
        inWord = true;
        if (c == QLatin1Char('\\')) {
            if (i + 1 >= n) {
                if (error)
                    *error = QCoreApplication::translate("iolens::ui::TracePage",
                        "The arguments end with a lone backslash: nothing follows it to escape.");
                return std::nullopt;
            }
            if (line[i + 1] != QLatin1Char('\n')) // a shell joins lines at an escaped newline
                word += line[i + 1];
            ++i;
        } else if (c == QLatin1Char('\'')) {
            const qsizetype end = line.indexOf(QLatin1Char('\''), i + 1);
            if (end < 0) {
                if (error)
                    *error = QCoreApplication::translate(
                        "iolens::ui::TracePage", "The arguments have a ' at position %1 that is never closed.")
                                 .arg(i + 1);
                return std::nullopt;
            }
            word += line.mid(i + 1, end - i - 1);
            i = end;
        } else if (c == QLatin1Char('"')) {
            qsizetype j = i + 1;
            for (; j < n && line[j] != QLatin1Char('"'); ++j) {
                if (line[j] == QLatin1Char('\\') && j + 1 < n && QStringLiteral("\"\\$`\n").contains(line[j + 1])) {
                    if (line[j + 1] != QLatin1Char('\n'))
                        word += line[j + 1];
                    ++j;
                } else {
                    word += line[j];
                }
            }
            if (j >= n) {
                if (error)
                    *error = QCoreApplication::translate(
                        "iolens::ui::TracePage", "The arguments have a \" at position %1 that is never closed.")
                                 .arg(i + 1);
                return std::nullopt;
            }
            i = j;
        } else {
            word += c;
        }
    }
    if (inWord)
        words << word;
    return words;
}

QString joinArguments(const QStringList& words)
{
    QStringList out;
    for (const QString& w : words) {
        bool plain = !w.isEmpty();
        for (QChar c : w)
            if (!(c.isLetterOrNumber() || QStringLiteral("-_./=:,+@%").contains(c)))
                plain = false;
        if (plain) {
            out << w;
            continue;
        }
        QString quoted = w;
        quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
        out << QLatin1Char('\'') + quoted + QLatin1Char('\'');
    }
    return out.join(QLatin1Char(' '));
}

} // namespace iolens::ui

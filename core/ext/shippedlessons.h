// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>

namespace iolens {

// What the lesson pane shows of a shipped ext strategy beyond its definition's texts: the article
// it mirrors (translatable, QT_TRANSLATE_NOOP("Lesson", …)) and an excerpt of what it runs. The
// title, what, java_api, cost_model and timing stay in resources/ext/shipped.ext, the one format
// users write too; their translations are kept in the .ts files by filltranslations.py.
struct ShippedExtLesson {
    std::string_view id;
    const char* article;
    const char* excerpt;
};

// The shipped strategy's article and excerpt; null for any other id (a user's definition).
const ShippedExtLesson* shippedExtLesson(std::string_view id);

} // namespace iolens

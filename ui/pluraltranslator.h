// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// English plurals: a text with a count ("%n runs each", translate(…, n)) needs a translation even
// in English, or a count of one reads "1 runs each". iolens_en.qm (lupdate -pluralonly) holds just
// those messages; installed first, it is searched after the user's language, so Japanese and
// Korean still win where they have the text.

namespace iolens::ui {

// Installs the compiled-in English plural forms into the application; idempotent.
void installEnglishPlurals();

} // namespace iolens::ui

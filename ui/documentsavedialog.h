// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QWidget;

namespace iolens::ui {

// iolens' own JSON documents (sessions, run results, traces) are saved as NAME.iolens.json: the
// suffix the MIME type the install registers matches (resources/desktop/iolens-mime.xml), so a
// double click in a file manager opens them in iolens. A bare NAME.json is application/json to a
// file manager, whatever it holds.
inline constexpr char kDocumentSuffix[] = ".iolens.json";

// Asks where to save a document: proposes `baseName` + ".iolens.json" with `filters` (the first is
// selected; it should be "… (*.iolens.json)"), and adds ".iolens.json" to a name typed without any
// suffix. Empty when the user cancels.
QString askDocumentSavePath(QWidget* parent, const QString& title, const QString& baseName, const QStringList& filters);

// The path with ".iolens.json" added when its file name has no suffix; as it is otherwise (a user
// who typed NAME.json or NAME.txt meant it).
QString withDocumentSuffix(const QString& path);

} // namespace iolens::ui

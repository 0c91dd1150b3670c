// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/documentsavedialog.h"

#include <QFileDialog>
#include <QFileInfo>

namespace iolens::ui {

QString withDocumentSuffix(const QString& path)
{
    if (path.isEmpty() || !QFileInfo(path).suffix().isEmpty())
        return path;
    return path + QLatin1String(kDocumentSuffix);
}

QString askDocumentSavePath(QWidget* parent, const QString& title, const QString& baseName, const QStringList& filters)
{
    // An object, not QFileDialog::getSaveFileName: only the object has a default suffix, which the
    // widget dialog and the desktop's native one both add to a name typed without one.
    QFileDialog dialog(parent, title);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setNameFilters(filters);
    dialog.setDefaultSuffix(QString::fromLatin1(kDocumentSuffix).mid(1));
    dialog.selectFile(baseName + QLatin1String(kDocumentSuffix));
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return withDocumentSuffix(dialog.selectedFiles().constFirst());
}

} // namespace iolens::ui

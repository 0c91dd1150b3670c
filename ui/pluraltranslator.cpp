// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/pluraltranslator.h"

#include <QCoreApplication>
#include <QTranslator>

namespace iolens::ui {

void installEnglishPlurals()
{
    static QTranslator* plurals = nullptr;
    if (plurals || !QCoreApplication::instance())
        return;
    plurals = new QTranslator(QCoreApplication::instance());
    if (plurals->load(QStringLiteral(":/i18n/iolens_en.qm")))
        QCoreApplication::installTranslator(plurals);
}

} // namespace iolens::ui

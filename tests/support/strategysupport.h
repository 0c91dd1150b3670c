// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers the strategy test suites share. Test code only: found through the include path that
// iolens_add_test gives every test (tests/support).

#include "core/registry.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QtGlobal>

namespace iolens::testsupport {

// A registered strategy; a missing one is a broken test setup, not a test failure.
inline const Strategy& strategy(const QString& id)
{
    const Strategy* s = Registry::instance().find(id.toStdString());
    if (!s)
        qFatal("no strategy %s", qPrintable(id));
    return *s;
}

// The whole file; a file the test itself made and cannot read is a broken setup.
inline QByteArray readWholeFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return f.readAll();
}

} // namespace iolens::testsupport

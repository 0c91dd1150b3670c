// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/family.h"
#include "core/read/readstrategies.h"
#include "core/read/readverifier.h"
#include "core/strategy.h"

#include <QtGlobal>

namespace iolens {

const FamilyInfo& readFamily()
{
    static const FamilyInfo family {
        .name = "read",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 002 (10 MB text): FileReader.read() per char 450 ms; FileReader with a 1 MiB char[] 80 ms; "
            "BufferedReader.readLine() 120 ms (a larger BufferedReader buffer made it 140 ms)."),
        .makeStrategies =
            [] {
                return makeEach({
                    makeReadCharSyscall,
                    makeReadCharStdio,
                    makeReadCharIstream,
                    makeReadBuffer,
                    makeReadFadviseSequential,
                    makeReadGetlineIstream,
                    makeReadGetlinePosix,
                    makeReadQTextStream,
                    makeReadMmap,
                    makeReadParallel,
                    makeReadDirectIo,
                });
            },
        .makeVerifier = makeReadVerifier,
    };
    return family;
}

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/family.h"
#include "core/strategy.h"
#include "core/watch/watchstrategies.h"

#include <QtGlobal>

namespace iolens {

const FamilyInfo& watchFamily()
{
    static const FamilyInfo family {
        .name = "watch",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 002: until JDK 6, code called File.lastModified() again and again to see whether a file had "
            "changed; each call runs several steps inside and goes to the OS's I/O, so a service that repeats it pays "
            "for it. JDK 7's WatchService (register the directory for ENTRY_MODIFY, then take() waits until a change) "
            "makes the periodic check unnecessary. The article gives no figures for this: iolens measures them."),
        .makeStrategies =
            [] {
                return makeEach({
                    makeWatchPollStat,
                    makeWatchInotify,
                });
            },
    };
    return family;
}

} // namespace iolens

// SPDX-FileCopyrightText: 2026 The iolens authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/alloc/allocstrategies.h"
#include "core/alloc/allocverifier.h"
#include "core/family.h"
#include "core/strategy.h"

#include <QtGlobal>

namespace iolens {

const FamilyInfo& allocFamily()
{
    static const FamilyInfo family {
        .name = "alloc",
        .article = QT_TRANSLATE_NOOP("Lesson",
            "Article 002: ByteBuffer.allocateDirect called per use can trigger System.gc() when native memory runs "
            "out; allocate once and reuse."),
        .makeStrategies =
            [] {
                return makeEach({
                    makeAllocPerChunk,
                    makeAllocReused,
                });
            },
        .makeVerifier = makeAllocVerifier,
    };
    return family;
}

} // namespace iolens

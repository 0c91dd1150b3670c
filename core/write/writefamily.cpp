#include "core/family.h"
#include "core/strategy.h"
#include "core/write/writestrategies.h"
#include "core/write/writeverifier.h"

namespace iolens {

const FamilyInfo& writeFamily()
{
    static const FamilyInfo family {
        .name = "write",
        .makeStrategies =
            [] {
                return makeEach({
                    makeWriteReopenPerRecord,
                    makeWriteReopenMerged,
                    makeWriteSingleOpen,
                    makeWriteBuffered,
                    makeWriteWritev,
                    makeWriteFsyncPerRecord,
                    makeWriteFsyncAtEnd,
                });
            },
        .makeVerifier = makeWriteVerifier,
    };
    return family;
}

} // namespace iolens

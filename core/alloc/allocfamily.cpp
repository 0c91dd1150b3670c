#include "core/alloc/allocstrategies.h"
#include "core/alloc/allocverifier.h"
#include "core/family.h"
#include "core/strategy.h"

namespace iolens {

const FamilyInfo& allocFamily()
{
    static const FamilyInfo family {
        .name = "alloc",
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

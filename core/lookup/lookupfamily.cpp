#include "core/family.h"
#include "core/lookup/lookupstrategies.h"
#include "core/lookup/lookupverifier.h"
#include "core/strategy.h"

namespace iolens {

const FamilyInfo& lookupFamily()
{
    static const FamilyInfo family {
        .name = "lookup",
        .makeStrategies =
            [] {
                return makeEach({
                    makeLookupRescan,
                    makeLookupIndex,
                    makeLookupMmapIndex,
                });
            },
        .makeVerifier = makeLookupVerifier,
    };
    return family;
}

} // namespace iolens

#include "core/family.h"
#include "core/net/netstrategies.h"
#include "core/strategy.h"

namespace iolens {

const FamilyInfo& netFamily()
{
    static const FamilyInfo family {
        .name = "net",
        .makeStrategies =
            [] {
                return makeEach({
                    makeNetPerId,
                    makeNetRange,
                    makeNetRangeFiltered,
                    makeNetRangeProjected,
                });
            },
    };
    return family;
}

} // namespace iolens

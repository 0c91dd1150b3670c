#include "core/family.h"
#include "core/strategy.h"
#include "core/watch/watchstrategies.h"

namespace iolens {

const FamilyInfo& watchFamily()
{
    static const FamilyInfo family {
        .name = "watch",
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

#include "core/registry.h"
#include "core/strategy.h"
#include "core/watch/watchstrategies.h"

namespace iolens {

void registerWatchStrategies(Registry& registry)
{
    registry.add(makeWatchPollStat());
    registry.add(makeWatchInotify());
}

} // namespace iolens

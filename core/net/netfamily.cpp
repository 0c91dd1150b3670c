#include "core/net/netstrategies.h"
#include "core/registry.h"
#include "core/strategy.h"

namespace iolens {

void registerNetStrategies(Registry& registry)
{
    registry.add(makeNetPerId());
    registry.add(makeNetRange());
    registry.add(makeNetRangeFiltered());
    registry.add(makeNetRangeProjected());
}

} // namespace iolens

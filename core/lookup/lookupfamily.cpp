#include "core/lookup/lookupstrategies.h"
#include "core/registry.h"
#include "core/strategy.h"

namespace iolens {

void registerLookupStrategies(Registry& registry)
{
    registry.add(makeLookupRescan());
    registry.add(makeLookupIndex());
    registry.add(makeLookupMmapIndex());
}

} // namespace iolens
